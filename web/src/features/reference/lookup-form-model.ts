import { LOCALES, PositionedCreateSchema, type Locale } from '@passerelle/contract';
import type { LookupCreateBody, LookupRow } from './reference.queries.ts';

export const MIN_POSITION = 0;
export const MAX_POSITION = 10_000;

/** What the lookup form edits: the position as typed and one name per locale. */
export interface LookupFormValues {
  position: number | string;
  names: Record<Locale, string>;
  /** The parent row's id (sub-sectors' sector), for tables that have one. */
  parent?: string | null;
  /** Extra text columns (a stand type's `artKey`), by body field. */
  extra?: Record<string, string>;
}

/** An extra text column: its body field and the contract rule it must pass (a zod schema). */
export interface LookupExtraField {
  field: string;
  schema: { safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } } };
}

/** How a table differs from the positioned lookups: no position, a parent column. */
export interface LookupShape {
  /** False for tables without a position (business sectors): sorted by name. */
  positioned?: boolean;
  /** The body field holding the parent's id (`sector`). */
  parentField?: string;
  /** The parent is a text value (a character's `type`), not a numeric id. */
  parentIsText?: boolean;
  /** A parent must be chosen (a stand type's group). */
  parentRequired?: boolean;
  /** Extra text columns (`artKey`). */
  extraFields?: readonly LookupExtraField[];
}

export type LookupFormField = 'position' | 'parent' | Locale | `extra.${string}`;
export type LookupFormErrors = Partial<Record<LookupFormField, string>>;

/** An empty form, or the values of an existing row (missing translations stay empty). */
export const lookupFormValues = (
  row?: LookupRow,
  nextPosition = 0,
  shape: LookupShape = {},
): LookupFormValues => ({
  position: row?.position ?? nextPosition,
  names: Object.fromEntries(LOCALES.map((l) => [l, row?.translations[l]?.name ?? ''])) as Record<
    Locale,
    string
  >,
  ...(shape.parentField ? { parent: parentOf(row, shape.parentField) } : {}),
  ...(shape.extraFields?.length
    ? {
        extra: Object.fromEntries(
          shape.extraFields.map(({ field }) => [field, typeof row?.[field] === 'string' ? row[field] : '']),
        ),
      }
    : {}),
});

const parentOf = (row: LookupRow | undefined, field: string): string | null => {
  const value = row?.[field];
  return typeof value === 'number' || typeof value === 'string' ? String(value) : null;
};

/** The next free position after the last row (rows are spaced by one). */
export const nextPosition = (rows: readonly LookupRow[]): number =>
  rows.reduce((max, row) => Math.max(max, (row.position ?? 0) + 1), 0);

/** The create (and full update) body: fr always, the other locales only when filled. */
export const toLookupBody = (values: LookupFormValues, shape: LookupShape = {}): LookupCreateBody => {
  const translations: Record<string, { name: string }> = {};
  for (const locale of LOCALES) {
    const name = values.names[locale].trim();
    if (locale === 'fr' || name) translations[locale] = { name };
  }
  return {
    ...(shape.positioned === false
      ? {}
      : { position: typeof values.position === 'number' ? values.position : Number.NaN }),
    ...(shape.parentField
      ? {
          [shape.parentField]: values.parent
            ? shape.parentIsText
              ? values.parent
              : Number(values.parent)
            : null,
        }
      : {}),
    ...Object.fromEntries(
      (shape.extraFields ?? []).map(({ field }) => [field, (values.extra?.[field] ?? '').trim()]),
    ),
    translations: translations as LookupCreateBody['translations'],
  } as LookupCreateBody;
};

/** The contract's rules as error codes per field: fr required, position a whole number 0–10 000. */
export const validateLookupForm = (values: LookupFormValues, shape: LookupShape = {}): LookupFormErrors => {
  const errors: LookupFormErrors = {};
  const position = values.position;
  if (shape.positioned !== false) {
    if (position === '') errors.position = 'required';
    else if (typeof position !== 'number' || !Number.isInteger(position)) errors.position = 'invalid_value';
    else if (position < MIN_POSITION) errors.position = 'too_small';
    else if (position > MAX_POSITION) errors.position = 'too_big';
  }
  if (shape.parentRequired && !values.parent) errors.parent = 'required';
  for (const { field, schema } of shape.extraFields ?? []) {
    const value = (values.extra?.[field] ?? '').trim();
    const parsed = schema.safeParse(value);
    if (!value) errors[`extra.${field}`] = 'required';
    else if (!parsed.success) errors[`extra.${field}`] = parsed.error?.issues[0]?.message ?? 'invalid_value';
  }
  // Only the translations' issues are read: the position was judged above.
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
export const filledLocales = (row: LookupRow): string =>
  `${LOCALES.filter((l) => !!row.translations[l]?.name.trim()).length}/${LOCALES.length}`;
