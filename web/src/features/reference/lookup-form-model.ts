import { PositionedCreateSchema, type NameTranslations } from '@passerelle/contract';
import { LOCALES, type Locale } from '@passerelle/contract/lite';
import type { LookupCreateBody, LookupRow } from './reference.queries.ts';

export const MIN_POSITION = 0;
export const MAX_POSITION = 10_000;

/** What the lookup form edits: the position as typed and one name per locale. */
export interface LookupFormValues {
  position: number | string;
  names: Record<Locale, string>;
  /** The one untranslated name of plain tables (a region's `name`, a postal code's `code`). */
  plain?: string;
  /** Other rows the entry may point to (a city's department), by body field: an id or none. */
  links?: Record<string, string | null>;
  /** The parent row's id (sub-sectors' sector), for tables that have one. */
  parent?: string | null;
  /** Extra text columns (a stand type's `artKey`), by body field. */
  extra?: Record<string, string>;
}

/** A contract rule (a zod schema) as the model reads it. */
export interface LookupRule {
  safeParse: (value: unknown) => { success: boolean; error?: { issues: { message: string }[] } };
}

/** An extra text column: its body field and the contract rule it must pass (a zod schema). */
export interface LookupExtraField {
  field: string;
  schema: LookupRule;
  /** May be left empty (a region's code): sent as `null`. */
  optional?: boolean;
  /** A whole number typed as text (an education level's ISCED level): sent and checked as a number. */
  numeric?: boolean;
}

/** The untranslated name of plain tables (geography): its body field and contract rule. */
export interface LookupPlainName {
  field: string;
  schema: LookupRule;
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
  /** One untranslated name instead of the five translations (geography). */
  plainName?: LookupPlainName;
  /** Body fields of optional links to other tables' rows by id (a city's `department`). */
  linkFields?: readonly string[];
}

export type LookupFormField = 'position' | 'parent' | 'plain' | Locale | `extra.${string}` | `link.${string}`;
export type LookupFormErrors = Partial<Record<LookupFormField, string>>;

/** An empty form, or the values of an existing row (missing translations stay empty). */
export const lookupFormValues = (
  row?: LookupRow,
  nextPosition = 0,
  shape: LookupShape = {},
): LookupFormValues => ({
  position: row?.position ?? nextPosition,
  names: Object.fromEntries(LOCALES.map((l) => [l, row?.translations?.[l]?.name ?? ''])) as Record<
    Locale,
    string
  >,
  ...(shape.plainName ? { plain: textOf(row, shape.plainName.field) } : {}),
  ...(shape.parentField ? { parent: parentOf(row, shape.parentField) } : {}),
  ...(shape.linkFields?.length
    ? { links: Object.fromEntries(shape.linkFields.map((field) => [field, parentOf(row, field)])) }
    : {}),
  ...(shape.extraFields?.length
    ? {
        extra: Object.fromEntries(shape.extraFields.map(({ field }) => [field, textOf(row, field)])),
      }
    : {}),
});

const textOf = (row: LookupRow | undefined, field: string): string => {
  const value = row?.[field];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
};

/** An extra field's typed text as the body carries it. */
const extraValue = (value: string, numeric?: boolean): string | number =>
  numeric && /^-?\d+$/.test(value) ? Number(value) : value;

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
  const named = shape.plainName
    ? { [shape.plainName.field]: (values.plain ?? '').trim() }
    : { translations: translations as NameTranslations };
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
      (shape.linkFields ?? []).map((field) => {
        const id = values.links?.[field];
        return [field, id ? Number(id) : null];
      }),
    ),
    ...Object.fromEntries(
      (shape.extraFields ?? []).map(({ field, optional, numeric }) => {
        const value = (values.extra?.[field] ?? '').trim();
        return [field, optional && !value ? null : extraValue(value, numeric)];
      }),
    ),
    ...named,
  } as LookupCreateBody;
};

/** The first error code a contract rule gives a value, if any. */
const ruleError = (schema: LookupRule, value: unknown): string | undefined => {
  const parsed = schema.safeParse(value);
  return parsed.success ? undefined : (parsed.error?.issues[0]?.message ?? 'invalid_value');
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
  for (const { field, schema, optional, numeric } of shape.extraFields ?? []) {
    const value = (values.extra?.[field] ?? '').trim();
    const problem = ruleError(schema, extraValue(value, numeric));
    if (!value) {
      if (!optional) errors[`extra.${field}`] = 'required';
    } else if (problem) errors[`extra.${field}`] = problem;
  }
  if (shape.plainName) {
    const problem = ruleError(shape.plainName.schema, (values.plain ?? '').trim());
    if (problem) errors.plain = problem;
    return errors;
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
  `${LOCALES.filter((l) => !!row.translations?.[l]?.name.trim()).length}/${LOCALES.length}`;

/** A row's name as the table shows it: its French translation, or the plain name's field. */
export const rowName = (row: LookupRow, plainField?: string): string =>
  plainField ? String(row[plainField] ?? '') : (row.translations?.fr.name ?? row.name ?? '');

/**
 * The list's query for a parent filter (regions of one country): the parent's field as the
 * contract's filter, only when a parent is chosen.
 */
export const parentFilterQuery = (field: string | undefined, value: string | null | undefined) =>
  field && value && /^\d+$/.test(value) ? { [field]: Number(value) } : {};

/**
 * The list's query for a searched text: the table's name filter (`name`, a postal code's
 * `code`), only for a text that is not blank; the contract takes 100 characters at most.
 */
export const searchQuery = (field: string, text: string | undefined) => {
  const value = text?.trim().slice(0, 100);
  return value ? { [field]: value } : {};
};
