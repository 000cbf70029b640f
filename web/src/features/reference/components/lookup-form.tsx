import { LocalisedNameFields } from '../../../components/localised-name-fields.tsx';
import { NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@passerelle/contract/lite';
import type { FieldOfViolation } from '../../../lib/form-violations.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import {
  MAX_POSITION,
  MIN_POSITION,
  validateLookupForm,
  type LookupFormField,
  type LookupExtraField,
  type LookupFormValues,
  type LookupPlainName,
} from '../lookup-form-model.ts';
import { FormActions } from '../../../components/form-actions.tsx';

export interface LookupParentField {
  /** The body field (`sector`) and its label. */
  field: string;
  label: string;
  options: { value: string; label: string }[];
  /** A parent must be chosen (a stand type's group). */
  required?: boolean;
}

/** An extra text input (a stand type's `artKey`): body field, label, contract rule. */
export interface LookupFormExtraField extends LookupExtraField {
  label: string;
  description?: string;
}

export interface LookupFormProps {
  initialValues: LookupFormValues;
  /** False for tables without a position (business sectors). */
  positioned?: boolean;
  /** A parent to choose (sub-sectors' sector). */
  parent?: LookupParentField;
  /** Extra text inputs after the parent (`artKey`). */
  extraFields?: readonly LookupFormExtraField[];
  /** One untranslated name instead of the five (geography): body field, label, contract rule. */
  plainName?: LookupPlainName & { label: string };
  /** Optional links to other tables' rows, picked after the name (a city's department). */
  links?: readonly Omit<LookupParentField, 'required'>[];
  onSubmit: (values: LookupFormValues) => void;
  onCancel: () => void;
  pending: boolean;
  /** The last failure: violations go on the fields, the rest in the card. */
  error: unknown;
}

/** Server violations on `position` or `translations.<locale>.name`. */
const lookupFieldOf = (path: string, extra: readonly LookupExtraField[] = []): LookupFormField | null => {
  if (path === 'position') return 'position';
  if (extra.some((f) => f.field === path)) return `extra.${path}`;
  if (path === 'parent') return 'parent';
  const locale = /^translations\.(\w+)\.name$/.exec(path)?.[1];
  return locale && (LOCALES as readonly string[]).includes(locale) ? (locale as LookupFormField) : null;
};
/** The body's parent field (`sector`) reads as `parent`, the plain name's (`name`) as `plain`. */
const lookupFieldsOf =
  (
    parentField?: string,
    extra?: readonly LookupExtraField[],
    plainField?: string,
    linkFields: readonly string[] = [],
  ): FieldOfViolation<LookupFormField> =>
  (path) => {
    if (plainField && path === plainField) return 'plain';
    if (linkFields.includes(path)) return `link.${path}`;
    return lookupFieldOf(parentField && path === parentField ? 'parent' : path, extra);
  };

/** A name's value sits in `names`. */
const lookupValuePath = (field: string): string =>
  (LOCALES as readonly string[]).includes(field) ? `names.${field}` : field;

/** §2 lookup tables: the position and the name in the five languages (fr required). */
export function LookupForm({
  initialValues,
  positioned = true,
  parent,
  extraFields,
  plainName,
  links,
  onSubmit,
  onCancel,
  pending,
  error,
}: LookupFormProps) {
  const { t } = useTranslation('reference');
  const { form, ...state } = useContractForm<LookupFormValues>({
    initialValues,
    validate: (values) =>
      validateLookupForm(values, {
        positioned,
        parentField: parent?.field,
        parentRequired: parent?.required,
        extraFields,
        plainName,
      }),
    fieldOf: lookupFieldsOf(
      parent?.field,
      extraFields,
      plainName?.field,
      links?.map((l) => l.field),
    ),
    valuePath: lookupValuePath,
    error,
    pending,
  });
  const values = state.values;
  const fieldError = (field: LookupFormField): string | undefined => state.errorOf(field);
  // A field's own error shows as it is typed (or chosen).
  const edited = (field: LookupFormField): void => state.touch(field)();
  const setName = (locale: Locale, name: string): void => {
    form.setFieldValue(`names.${locale}`, name);
    edited(locale);
  };

  return (
    <form onSubmit={state.submit(onSubmit)} noValidate aria-busy={pending}>
      <Stack gap="md">
        {parent ? (
          <Select
            label={parent.label}
            data={parent.options}
            value={values.parent ?? null}
            onChange={(value) => {
              form.setFieldValue('parent', value);
              edited('parent');
            }}
            error={fieldError('parent')}
            required={parent.required}
            searchable
            clearable={!parent.required}
          />
        ) : null}
        {plainName ? (
          <TextInput
            label={plainName.label}
            value={values.plain ?? ''}
            onChange={(e) => {
              form.setFieldValue('plain', e.currentTarget.value);
              edited('plain');
            }}
            error={fieldError('plain')}
            required
            autoComplete="off"
          />
        ) : null}
        {(links ?? []).map(({ field, label, options }) => (
          <Select
            key={field}
            label={label}
            data={options}
            value={values.links?.[field] ?? null}
            onChange={(value) => {
              form.setValues({ links: { ...values.links, [field]: value } });
              edited(`link.${field}`);
            }}
            error={fieldError(`link.${field}`)}
            searchable
            clearable
          />
        ))}
        {(extraFields ?? []).map(({ field, label, description, optional }) => (
          <TextInput
            key={field}
            label={label}
            description={description}
            value={values.extra?.[field] ?? ''}
            onChange={(e) => {
              const value = e.currentTarget.value;
              form.setValues({ extra: { ...values.extra, [field]: value } });
              edited(`extra.${field}`);
            }}
            error={fieldError(`extra.${field}`)}
            required={!optional}
            autoComplete="off"
            spellCheck={false}
          />
        ))}
        {positioned ? (
          <NumberInput
            label={t('form.position')}
            value={values.position}
            onChange={(position) => {
              form.setFieldValue('position', position);
              edited('position');
            }}
            error={fieldError('position')}
            min={MIN_POSITION}
            max={MAX_POSITION}
            allowDecimal={false}
            allowNegative={false}
            required
            w={{ base: '100%', sm: '50%' }}
          />
        ) : null}
        {plainName ? null : (
          <LocalisedNameFields
            names={values.names}
            label={(locale) => t(`form.name.${locale}`)}
            onChange={setName}
            errorOf={fieldError}
          />
        )}

        <FormActions
          error={state.cardError}
          cancel={{ label: t('form.cancel'), onClick: onCancel }}
          submitLabel={t('form.submit')}
          pending={pending}
        />
      </Stack>
    </form>
  );
}
