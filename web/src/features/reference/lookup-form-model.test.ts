import { describe, expect, it } from 'vitest';
import {
  ArtKeySchema,
  IscedLevelSchema,
  PostalCodeCreateSchema,
  RegionCreateSchema,
} from '@passerelle/contract';
import {
  filledLocales,
  lookupFormValues,
  nextPosition,
  parentFilterQuery,
  rowName,
  searchQuery,
  toLookupBody,
  validateLookupForm,
  type LookupFormValues,
} from './lookup-form-model.ts';

const values = (position: number | string, names: Partial<LookupFormValues['names']>): LookupFormValues => ({
  position,
  names: { fr: '', en: '', nl: '', de: '', es: '', ...names },
});
const row = {
  id: 4,
  name: 'Madame',
  position: 2,
  translations: { fr: { name: 'Madame' }, en: { name: 'Mrs' }, de: { name: ' ' } },
};

describe('lookup form model (§2 lookup tables)', () => {
  it('requires the French name and a whole position between 0 and 10 000', () => {
    expect(validateLookupForm(values(1, { fr: '  ', en: 'Mr' }))).toEqual({ fr: 'required' });
    expect(validateLookupForm(values(1.5, { fr: 'M.' }))).toEqual({ position: 'invalid_value' });
    expect(validateLookupForm(values('', { fr: 'M.' }))).toEqual({ position: 'required' });
    expect(validateLookupForm(values(10_001, { fr: 'M.' }))).toEqual({ position: 'too_big' });
    expect(validateLookupForm(values(0, { fr: 'M.' }))).toEqual({});
  });

  it('sends fr always and leaves the empty locales out of the body', () => {
    expect(toLookupBody(values(3, { fr: ' Monsieur ', nl: 'Meneer', es: '  ' }))).toEqual({
      position: 3,
      translations: { fr: { name: 'Monsieur' }, nl: { name: 'Meneer' } },
    });
  });

  it('fills the form from a row and counts the filled locales', () => {
    expect(lookupFormValues(row)).toEqual(values(2, { fr: 'Madame', en: 'Mrs', de: ' ' }));
    expect(lookupFormValues(undefined, 7)).toEqual(values(7, {}));
    expect(nextPosition([row, { ...row, id: 5, position: 9 }])).toBe(10);
    expect(filledLocales(row)).toBe('2/5');
  });

  it('handles tables without a position (sectors) and with a parent (sub-sectors)', () => {
    const sub = { id: 9, name: 'Urgences', translations: { fr: { name: 'Urgences' } }, sector: 3 };
    const shape = { positioned: false, parentField: 'sector' };
    const filled = lookupFormValues(sub, 0, shape);
    expect(filled.parent).toBe('3');
    expect(toLookupBody(filled, shape)).toEqual({ sector: 3, translations: { fr: { name: 'Urgences' } } });
    expect(toLookupBody({ ...filled, parent: null }, shape)).toEqual({
      sector: null,
      translations: { fr: { name: 'Urgences' } },
    });
    expect(validateLookupForm({ ...filled, position: '' }, shape)).toEqual({});
    expect(toLookupBody(values(0, { fr: 'Santé mentale' }), { positioned: false })).toEqual({
      translations: { fr: { name: 'Santé mentale' } },
    });
  });

  it('handles a required text parent and extra text columns checked by the contract (stand characters)', () => {
    const character = {
      id: 2,
      name: 'Médecin',
      position: 1,
      translations: { fr: { name: 'Médecin' } },
      type: 'TYPE_CHATROOM',
      artKey: 'medecin',
    };
    const shape = {
      parentField: 'type',
      parentIsText: true,
      parentRequired: true,
      extraFields: [{ field: 'artKey', schema: ArtKeySchema }],
    };
    const filled = lookupFormValues(character, 0, shape);
    expect(filled).toMatchObject({ parent: 'TYPE_CHATROOM', extra: { artKey: 'medecin' } });
    expect(toLookupBody(filled, shape)).toEqual({
      position: 1,
      type: 'TYPE_CHATROOM',
      artKey: 'medecin',
      translations: { fr: { name: 'Médecin' } },
    });
    expect(validateLookupForm(filled, shape)).toEqual({});
    expect(validateLookupForm({ ...filled, parent: null, extra: { artKey: 'mon stand' } }, shape)).toEqual({
      parent: 'required',
      'extra.artKey': 'invalid_value',
    });
    expect(validateLookupForm({ ...filled, extra: { artKey: ' ' } }, shape)).toEqual({
      'extra.artKey': 'required',
    });
  });

  it('sends a numeric extra column as a number and checks it as one (an education level’s ISCED level)', () => {
    const shape = {
      extraFields: [{ field: 'isced', schema: IscedLevelSchema, optional: true, numeric: true }],
    };
    const filled = lookupFormValues(
      { id: 1, name: 'DEI', position: 3, translations: { fr: { name: 'DEI' } }, isced: 6 },
      0,
      shape,
    );
    expect(filled.extra).toEqual({ isced: '6' });
    expect(toLookupBody(filled, shape)).toMatchObject({ isced: 6 });
    expect(toLookupBody({ ...filled, extra: { isced: '' } }, shape)).toMatchObject({ isced: null });
    expect(validateLookupForm({ ...filled, extra: { isced: '9' } }, shape)).toEqual({
      'extra.isced': 'too_big',
    });
    expect(validateLookupForm({ ...filled, extra: { isced: 'six' } }, shape)).toEqual({
      'extra.isced': 'invalid_type',
    });
  });

  it('edits a geography level: one untranslated name, an optional code sent as null, a required parent', () => {
    const shape = {
      positioned: false,
      parentField: 'country',
      parentRequired: true,
      plainName: { field: 'name', schema: RegionCreateSchema.shape.name },
      extraFields: [{ field: 'code', schema: RegionCreateSchema.shape.code, optional: true }],
    };
    const region = { id: 3, name: 'Bretagne', code: '53', country: 75 };
    const filled = lookupFormValues(region, 0, shape);
    expect(filled).toMatchObject({ plain: 'Bretagne', parent: '75', extra: { code: '53' } });
    expect(toLookupBody(filled, shape)).toEqual({ name: 'Bretagne', code: '53', country: 75 });
    expect(toLookupBody({ ...filled, plain: ' Armor ', extra: { code: ' ' } }, shape)).toEqual({
      name: 'Armor',
      code: null,
      country: 75,
    });
    expect(validateLookupForm({ ...filled, extra: { code: '' } }, shape)).toEqual({});
    expect(validateLookupForm({ ...filled, plain: ' ', parent: null }, shape)).toEqual({
      parent: 'required',
      plain: 'required',
    });
    expect(validateLookupForm({ ...filled, extra: { code: '1'.repeat(17) } }, shape)).toEqual({
      'extra.code': 'too_long',
    });
    expect(rowName(region, 'name')).toBe('Bretagne');
    expect(rowName(row)).toBe('Madame');
  });

  it('links a city to a department, or to none', () => {
    const shape = {
      positioned: false,
      parentField: 'region',
      linkFields: ['department'],
      plainName: { field: 'name', schema: RegionCreateSchema.shape.name },
    };
    const paris = { id: 8, name: 'Paris', zipcode: '75004', region: 11, department: 75 };
    const filled = lookupFormValues(paris, 0, shape);
    expect(filled).toMatchObject({ parent: '11', links: { department: '75' } });
    expect(toLookupBody(filled, shape)).toEqual({ name: 'Paris', region: 11, department: 75 });
    const liege = lookupFormValues({ id: 9, name: 'Liège', region: null, department: null }, 0, shape);
    expect(liege.links).toEqual({ department: null });
    expect(toLookupBody(liege, shape)).toEqual({ name: 'Liège', region: null, department: null });
  });

  it('names a postal code by its code', () => {
    const shape = {
      positioned: false,
      parentField: 'city',
      plainName: { field: 'code', schema: PostalCodeCreateSchema.shape.code },
    };
    const filled = lookupFormValues({ id: 1, code: '75015', city: 4 }, 0, shape);
    expect(toLookupBody(filled, shape)).toEqual({ code: '75015', city: 4 });
    expect(validateLookupForm({ ...filled, plain: '75015-75020-75030' }, shape)).toEqual({
      plain: 'too_long',
    });
  });

  it('asks the api for one parent’s rows only once a parent is chosen', () => {
    expect(parentFilterQuery('country', '75')).toEqual({ country: 75 });
    expect(parentFilterQuery('country', null)).toEqual({});
    expect(parentFilterQuery(undefined, '75')).toEqual({});
    expect(parentFilterQuery('type', 'TYPE_CHATROOM')).toEqual({});
  });

  it('searches by the table’s name filter, not for a blank text', () => {
    expect(searchQuery('name', ' Belg ')).toEqual({ name: 'Belg' });
    expect(searchQuery('code', '750')).toEqual({ code: '750' });
    expect(searchQuery('name', '   ')).toEqual({});
    expect(searchQuery('name', undefined)).toEqual({});
    expect(searchQuery('name', 'x'.repeat(120)).name).toHaveLength(100);
  });
});
