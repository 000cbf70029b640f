import { z } from 'zod';
import type { Locale } from '../locales.ts';
import { translationsOf } from '../reference/schemas.ts';
import { REGISTRATION_FORM_TYPES } from './constants.ts';

export * from './constants.ts';

/**
 * §3 User fields a form may ask for, with how each is entered. The account fields (e-mail,
 * password, names, consents) are always asked and are not part of a composition.
 */
export const BUILTIN_REGISTRATION_FIELDS = {
  civilStatus: 'civilStatus',
  jobTitle: 'text',
  country: 'country',
  languages: 'languages',
  phone: 'text',
  cell: 'text',
  address: 'text',
  postalCode: 'text',
  city: 'text',
  birthday: 'date',
  website: 'url',
} as const;
export type BuiltinRegistrationField = keyof typeof BUILTIN_REGISTRATION_FIELDS;
export const isBuiltinRegistrationField = (v: string): v is BuiltinRegistrationField =>
  Object.hasOwn(BUILTIN_REGISTRATION_FIELDS, v);

/** §5: custom identifiers start with `custom`, then letters, digits or underscores. */
export const CUSTOM_FIELD_RE = /^custom[A-Za-z0-9_]{1,60}$/;
export const FIELD_KINDS = ['builtin', 'text', 'checkbox', 'table'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

const label = z.string().trim().min(1, { error: 'required' }).max(255, { error: 'too_long' });
const LabelTranslationsSchema = translationsOf({ label });
const BlockNameTranslationsSchema = translationsOf({ name: label });

export const RegistrationFieldSchema = z
  .object({
    identifier: z.string().trim().min(1, { error: 'required' }).max(70, { error: 'too_long' }),
    kind: z.enum(FIELD_KINDS, { error: 'invalid_value' }),
    /** For `table` fields: the data list (`ref`) whose entries are the choices. */
    ref: z.string().trim().min(1).max(60, { error: 'too_long' }).nullable().default(null),
    required: z.boolean().default(false),
    translations: LabelTranslationsSchema,
    /** Shown (and checked) only while another field holds this value ("true"/"false" for yes/no, an id for lists). */
    dependsOn: z
      .object({
        identifier: z.string().trim().min(1, { error: 'required' }).max(70),
        value: z.string().trim().min(1, { error: 'required' }).max(100),
      })
      .strict()
      .nullable()
      .default(null),
  })
  .strict();
export type RegistrationField = z.output<typeof RegistrationFieldSchema>;

export const RegistrationFormBlockSchema = z
  .object({
    translations: BlockNameTranslationsSchema,
    fields: z.array(RegistrationFieldSchema).max(60, { error: 'too_big' }),
  })
  .strict();
export type RegistrationFormBlock = z.output<typeof RegistrationFormBlockSchema>;

/** The rules a stored composition obeys; each failure names the field it is about. */
export const RegistrationFormCompositionSchema = z
  .object({ blocks: z.array(RegistrationFormBlockSchema).max(20, { error: 'too_big' }) })
  .strict()
  .superRefine((form, ctx) => {
    const seen = new Set<string>();
    const kinds = new Map<string, FieldKind>();
    form.blocks.forEach((block, b) =>
      block.fields.forEach((field, f) => {
        const path = ['blocks', b, 'fields', f];
        if (field.kind === 'builtin') {
          if (!isBuiltinRegistrationField(field.identifier))
            ctx.addIssue({ code: 'custom', path: [...path, 'identifier'], message: 'invalid_value' });
        } else if (!CUSTOM_FIELD_RE.test(field.identifier)) {
          ctx.addIssue({ code: 'custom', path: [...path, 'identifier'], message: 'custom_field_prefix' });
        }
        if (seen.has(field.identifier))
          ctx.addIssue({ code: 'custom', path: [...path, 'identifier'], message: 'custom_field_duplicate' });
        if (field.kind === 'table' && !field.ref)
          ctx.addIssue({ code: 'custom', path: [...path, 'ref'], message: 'required' });
        // A field may only depend on one placed before it: the form is read top to bottom.
        if (field.dependsOn && !kinds.has(field.dependsOn.identifier))
          ctx.addIssue({
            code: 'custom',
            path: [...path, 'dependsOn', 'identifier'],
            message: 'invalid_value',
          });
        seen.add(field.identifier);
        kinds.set(field.identifier, field.kind);
      }),
    );
  });
export type RegistrationFormComposition = z.output<typeof RegistrationFormCompositionSchema>;
export type RegistrationFormCompositionInput = z.input<typeof RegistrationFormCompositionSchema>;

export const RegistrationFormSchema = z.object({
  type: z.enum(REGISTRATION_FORM_TYPES),
  blocks: z.array(RegistrationFormBlockSchema),
});
export type RegistrationForm = z.output<typeof RegistrationFormSchema>;

export const labelOf = (
  translations: Partial<Record<Locale, { label?: string; name?: string }>>,
  locale: Locale,
): string => {
  const t = translations[locale] ?? translations.fr;
  return t?.label ?? t?.name ?? '';
};
