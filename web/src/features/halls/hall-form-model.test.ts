import { textOn } from './text-on.ts';
import { describe, expect, it } from 'vitest';
import {
  emptyHallValues,
  hallFieldOf,
  nextFreeLetter,
  toHallCreateBody,
  validateHallForm,
} from './hall-form-model.ts';

describe('hall form model', () => {
  it('asks for the French name, a letter, a #rrggbb colour and 1–60 booths', () => {
    const values = { ...emptyHallValues(), letter: 'A-1', color: 'blue', numberOfStands: 61 };
    expect(validateHallForm(values)).toEqual({
      fr: 'required',
      letter: 'invalid_hall_letter',
      color: 'invalid_color',
      numberOfStands: 'too_big',
    });
    expect(validateHallForm({ ...values, numberOfStands: '' })).toMatchObject({ numberOfStands: 'required' });
  });

  it('sends fr always and other languages only when filled, blanks as null', () => {
    const values = emptyHallValues('D');
    values.names.fr = ' Hall D ';
    values.names.en = 'Hall D (en)';
    values.link = ' ';
    expect(validateHallForm(values)).toEqual({});
    expect(toHallCreateBody(values, 4)).toMatchObject({
      fair: 4,
      translations: { fr: { name: 'Hall D' }, en: { name: 'Hall D (en)' } },
      letter: 'D',
      link: null,
      leftImage: null,
    });
  });

  it('maps violations to fields, proposes the next free letter, picks a readable text colour', () => {
    expect(hallFieldOf('translations.en.name')).toBe('en');
    expect(hallFieldOf('leftImage')).toBe('leftImage');
    expect(hallFieldOf('fair')).toBeNull();
    expect(nextFreeLetter(['A', 'B', 'D'])).toBe('C');
    expect(textOn('#ffee88')).toBe('#1a1b1e');
    expect(textOn('#1e6091')).toBe('#ffffff');
  });
});
