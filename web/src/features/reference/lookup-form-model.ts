import { LOCALES, PositionedCreateSchema, type Locale, type Positioned } from '@passerelle/contract';
import type { LookupCreateBody } from './reference.queries.ts';

export const MIN_POSITION = 0;
export const MAX_POSITION = 10_000;

/** What the lookup form edits: the position as typed and one name per locale. */
export interface LookupFormValues {
  position: number | string;
  names: Record<Locale, string>;
}

export type LookupFormField = 'position' | Locale;
export type LookupFormErrors = Partial<Record<LookupFormField, string>>;

/** An empty form, or the values of an existing row (missing translations stay empty). */
export const lookupFormValues = (row?: Positioned, nextPosition = 0): LookupFormValues => ({
  position: row?.position ?? nextPosition,
  names: Object.fromEntries(LOCALES.map((l) => [l, row?.translations[l]?.name ?? ''])) as Record<
    Locale,
    string
  >,
});

/** The next free position after the last row (rows are spaced by one). */
export const nextPosition = (rows: readonly Positioned[]): number =>
  rows.reduce((max, row) => Math.max(max, row.position + 1), 0);

/** The create (and full update) body: fr always, the other locales only when filled. */
export const toLookupBody = (values: LookupFormValues): LookupCreateBody => {
  const translations: Record<string, { name: string }> = {};
  for (const locale of LOCALES) {
    const name = values.names[locale].trim();
    if (locale === 'fr' || name) translations[locale] = { name };
  }
  return {
    position: typeof values.position === 'number' ? values.position : Number.NaN,
    translations: translations as LookupCreateBody['translations'],
  };
};

/** The contract's rules as error codes per field: fr required, position a whole number 0–10 000. */
export const validateLookupForm = (values: LookupFormValues): LookupFormErrors => {
  const errors: LookupFormErrors = {};
  const position = values.position;
  if (position === '') errors.position = 'required';
  else if (typeof position !== 'number' || !Number.isInteger(position)) errors.position = 'invalid_value';
  else if (position < MIN_POSITION) errors.position = 'too_small';
  else if (position > MAX_POSITION) errors.position = 'too_big';
  const parsed = PositionedCreateSchema.safeParse(toLookupBody(values));
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, locale] = issue.path;
      if (first === 'translations' && typeof locale === 'string' && !(locale in errors))
        errors[locale as Locale] = issue.message;
    }
  }
  return errors;
};

/** "3/5": how many locales have a name. */
export const filledLocales = (row: Positioned): string =>
  `${LOCALES.filter((l) => !!row.translations[l]?.name.trim()).length}/${LOCALES.length}`;
