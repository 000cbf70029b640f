import {
  BUILTIN_REGISTRATION_FIELDS,
  RegistrationFormCompositionSchema,
  labelOf,
  type RegistrationField,
  type RegistrationFormBlock,
} from '@passerelle/contract';
import { LOCALES, type Locale } from '@passerelle/contract/lite';

export type Blocks = RegistrationFormBlock[];
export interface CompositionIssue {
  path: string;
  code: string;
}

export const move = <T>(list: readonly T[], index: number, delta: -1 | 1): T[] => {
  const to = index + delta;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
};

export const newBlock = (): RegistrationFormBlock => ({ translations: { fr: { name: '' } }, fields: [] });

export const newField = (): RegistrationField => ({
  identifier: 'custom',
  kind: 'text',
  ref: null,
  required: false,
  translations: { fr: { label: '' } },
  dependsOn: null,
});

/** Sets one locale's text of a translations object; an emptied optional locale is dropped. */
export const setTranslation = <K extends 'name' | 'label'>(
  translations: RegistrationFormBlock['translations'] | RegistrationField['translations'],
  locale: Locale,
  key: K,
  value: string,
) => {
  const next: Record<string, Record<string, string>> = {
    ...(translations as Record<string, Record<string, string>>),
  };
  if (value === '' && locale !== 'fr') delete next[locale];
  else next[locale] = { [key]: value };
  return next as never;
};

export const updateBlock = (blocks: Blocks, index: number, block: RegistrationFormBlock): Blocks =>
  blocks.map((b, i) => (i === index ? block : b));

/** Puts a field at `fieldIndex` of the block (null: appended). */
export const putField = (
  blocks: Blocks,
  blockIndex: number,
  fieldIndex: number | null,
  field: RegistrationField,
): Blocks =>
  blocks.map((b, i) =>
    i !== blockIndex
      ? b
      : {
          ...b,
          fields:
            fieldIndex === null
              ? [...b.fields, field]
              : b.fields.map((f, j) => (j === fieldIndex ? field : f)),
        },
  );

export const removeField = (blocks: Blocks, blockIndex: number, fieldIndex: number): Blocks =>
  blocks.map((b, i) =>
    i === blockIndex ? { ...b, fields: b.fields.filter((_, j) => j !== fieldIndex) } : b,
  );

/** The fields placed before a position: those a field there may depend on (the form reads top to bottom). */
export const fieldsBefore = (
  blocks: Blocks,
  blockIndex: number,
  fieldIndex: number | null,
): RegistrationField[] => {
  const out: RegistrationField[] = [];
  blocks.forEach((b, i) =>
    b.fields.forEach((f, j) => {
      if (i < blockIndex || (i === blockIndex && (fieldIndex === null || j < fieldIndex))) out.push(f);
    }),
  );
  return out;
};

/** Builtin fields not yet used elsewhere in the form (each may appear once). */
export const freeBuiltins = (blocks: Blocks, keep?: string): string[] => {
  const used = new Set(blocks.flatMap((b) => b.fields.map((f) => f.identifier)));
  return Object.keys(BUILTIN_REGISTRATION_FIELDS).filter((k) => k === keep || !used.has(k));
};

/** The composition's problems by the server's own rules (contract schema), first per path. */
export const compositionIssues = (blocks: Blocks): CompositionIssue[] => {
  const parsed = RegistrationFormCompositionSchema.safeParse({ blocks });
  if (parsed.success) return [];
  const seen = new Set<string>();
  const out: CompositionIssue[] = [];
  for (const issue of parsed.error.issues) {
    const path = issue.path.join('.');
    if (seen.has(path)) continue;
    seen.add(path);
    out.push({
      path,
      code: issue.code === 'invalid_type' && issue.input === undefined ? 'required' : issue.message,
    });
  }
  return out;
};

/** "Block 2 › « Occupation »" for a violation path like `blocks.1.fields.0.translations.fr`. */
export const locate = (
  path: string,
  blocks: Blocks,
  locale: Locale,
): { block: number; field?: string } | null => {
  const m = /^blocks\.(\d+)(?:\.fields\.(\d+))?/.exec(path);
  if (!m) return null;
  const block = Number(m[1]);
  const field = m[2] === undefined ? undefined : blocks[block]?.fields[Number(m[2])];
  return { block, field: field ? labelOf(field.translations, locale) || field.identifier : undefined };
};

export const LOCALE_ORDER: readonly Locale[] = LOCALES;
