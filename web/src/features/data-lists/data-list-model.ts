import { DataListCreateSchema, type DataList } from '@passerelle/contract';
import { LOCALES, type Locale } from '@passerelle/contract/lite';

/** The entry's name in the five languages, as typed (fr required, the others optional). */
export type EntryNames = Record<Locale, string>;
export type EntryNameErrors = Partial<Record<Locale, string>>;

/** `translations` of a data list entry: fr always, the other locales only when filled. */
export type EntryTranslations = { fr: { level1name: string } } & Partial<
  Record<Exclude<Locale, 'fr'>, { level1name: string }>
>;

/** What the "create a table" form edits: the ref and one or more first entries. */
export interface TableCreateValues {
  ref: string;
  entries: EntryNames[];
}

/** Codes of the ref field: `ref_format` and `ref_taken` are ours (dataLists namespace), `required` shared. */
export type RefError = 'required' | 'ref_format' | 'ref_taken';

/** The contract's rule for a ref: a lowercase letter, then 1 to 63 lowercase letters, digits or `_`. */
export const REF_PATTERN = /^[a-z][a-z0-9_]{1,63}$/;
export const REF_MAX_LENGTH = 64;

/** Refs of the seeded default tables: they get a translated name (`dataLists:names.<ref>`). */
export const KNOWN_REFS = ['diploma_level', 'availability', 'work_permit', 'language_level'] as const;

export const emptyNames = (): EntryNames => Object.fromEntries(LOCALES.map((l) => [l, ''])) as EntryNames;

/** The names of an existing entry (missing translations stay empty). */
export const entryNames = (entry?: Pick<DataList, 'translations'>): EntryNames =>
  Object.fromEntries(LOCALES.map((l) => [l, entry?.translations[l]?.level1name ?? ''])) as EntryNames;

/** The body's translations: fr always, the other locales only when filled, all trimmed. */
export const toEntryTranslations = (names: EntryNames): EntryTranslations => {
  const translations: Partial<Record<Locale, { level1name: string }>> = {};
  for (const locale of LOCALES) {
    const level1name = names[locale].trim();
    if (locale === 'fr' || level1name) translations[locale] = { level1name };
  }
  return translations as EntryTranslations;
};

/** The contract's rules on the names, as error codes per locale (`required`, `too_long`). */
export const validateEntryNames = (names: EntryNames): EntryNameErrors => {
  const errors: EntryNameErrors = {};
  const parsed = DataListCreateSchema.shape.translations.safeParse(toEntryTranslations(names));
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const locale = issue.path[0];
      if (
        typeof locale === 'string' &&
        (LOCALES as readonly string[]).includes(locale) &&
        !(locale in errors)
      )
        errors[locale as Locale] = issue.message;
    }
  return errors;
};

/** The ref's error, if any: empty, not matching the contract's pattern, or already used by a table. */
export const validateRef = (ref: string, existingRefs: ReadonlySet<string>): RefError | null => {
  const value = ref.trim();
  if (!value) return 'required';
  if (!REF_PATTERN.test(value)) return 'ref_format';
  if (existingRefs.has(value)) return 'ref_taken';
  return null;
};

/** One table of the overview: every entry sharing a ref. */
export interface TableSummary {
  ref: string;
  count: number;
  /** Seeded default tables offered on every fair's forms. */
  isDefault: boolean;
}

/** The tables of `/all-data-lists`, sorted by the given readable name, then ref. */
export const summarizeTables = (
  grouped: Record<string, DataList[]>,
  nameOf: (ref: string) => string,
): TableSummary[] =>
  Object.entries(grouped)
    .filter(([, entries]) => entries.length > 0)
    .map(([ref, entries]) => ({ ref, count: entries.length, isDefault: entries.some((e) => e.isDefault) }))
    .sort((a, b) => nameOf(a.ref).localeCompare(nameOf(b.ref)) || a.ref.localeCompare(b.ref));

/** "3/5": how many locales have a name. */
export const filledLocales = (entry: Pick<DataList, 'translations'>): string =>
  `${LOCALES.filter((l) => !!entry.translations[l]?.level1name.trim()).length}/${LOCALES.length}`;
