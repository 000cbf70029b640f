import { describe, expect, it } from 'vitest';
import type { DataList } from '@passerelle/contract';
import {
  emptyNames,
  entryNames,
  filledLocales,
  summarizeTables,
  toEntryTranslations,
  validateEntryNames,
  validateRef,
} from './data-list-model.ts';

const entry = (id: number, ref: string, isDefault: boolean, fr: string): DataList => ({
  id,
  ref,
  isDefault,
  level1name: fr,
  translations: { fr: { level1name: fr } },
});

describe('data list model (§2 tables, §3 data list)', () => {
  it('accepts the contract refs only: lowercase letter first, then letters, digits, _ (2–64)', () => {
    const none = new Set<string>();
    expect(validateRef('', none)).toBe('required');
    expect(validateRef('   ', none)).toBe('required');
    expect(validateRef('e2e_specialite', none)).toBeNull();
    expect(validateRef(' e2e_specialite ', none)).toBeNull();
    for (const bad of [
      'Specialite',
      'spécialité',
      '2e_table',
      '_table',
      'a',
      'with space',
      'with-dash',
      'a'.repeat(65),
    ])
      expect(validateRef(bad, none)).toBe('ref_format');
    expect(validateRef('a'.repeat(64), none)).toBeNull();
    expect(validateRef('diploma_level', new Set(['diploma_level']))).toBe('ref_taken');
  });

  it('requires the French name and sends only the filled locales, trimmed', () => {
    expect(validateEntryNames(emptyNames())).toEqual({ fr: 'required' });
    expect(validateEntryNames({ ...emptyNames(), fr: 'x'.repeat(256) })).toEqual({ fr: 'too_long' });
    expect(validateEntryNames({ ...emptyNames(), fr: 'Pédiatrie', en: '  ' })).toEqual({});
    expect(toEntryTranslations({ ...emptyNames(), fr: ' Pédiatrie ', en: 'Paediatrics', de: ' ' })).toEqual({
      fr: { level1name: 'Pédiatrie' },
      en: { level1name: 'Paediatrics' },
    });
    const row = { translations: { fr: { level1name: 'Oui' }, nl: { level1name: 'Ja' } } };
    expect(entryNames(row)).toEqual({ ...emptyNames(), fr: 'Oui', nl: 'Ja' });
    expect(filledLocales(row)).toBe('2/5');
  });

  it('summarises the tables by ref, sorted by readable name', () => {
    const names: Record<string, string> = { work_permit: 'Autorisation de travail' };
    const summary = summarizeTables(
      {
        work_permit: [entry(1, 'work_permit', true, 'Oui'), entry(2, 'work_permit', true, 'Non')],
        zz_custom: [entry(3, 'zz_custom', false, 'A')],
        empty_ref: [],
        b_custom: [entry(4, 'b_custom', false, 'B')],
      },
      (ref) => names[ref] ?? ref,
    );
    expect(summary).toEqual([
      { ref: 'work_permit', count: 2, isDefault: true },
      { ref: 'b_custom', count: 1, isDefault: false },
      { ref: 'zz_custom', count: 1, isDefault: false },
    ]);
  });
});
