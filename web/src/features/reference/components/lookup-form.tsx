import { LocalisedNameFields } from '../../../components/localised-name-fields.tsx';
import { NumberInput, Select, Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LOCALES, type Locale } from '@passerelle/contract';
import type { FieldOfViolation } from '../../../lib/form-violations.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import {
  MAX_POSITION,
  MIN_POSITION,
  validateLookupForm,
  type LookupFormField,
  type LookupExtraField,
  type LookupFormValues,
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
/** The body's parent field (`sector`) reads as `parent`. */
const lookupFieldsOf =
  (parentField?: string, extra?: readonly LookupExtraField[]): FieldOfViolation<LookupFormField> =>
  (path) =>
    lookupFieldOf(parentField && path === parentField ? 'parent' : path, extra);

/** A name's value sits in `names`. */
const lookupValuePath = (field: string): string =>
  (LOCALES as readonly string[]).includes(field) ? `names.${field}` : field;

/** §2 lookup tables: the position and the name in the five languages (fr required). */
export function LookupForm({
  initialValues,
  positioned = true,
  parent,
  extraFields,
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
      }),
    fieldOf: lookupFieldsOf(parent?.field, extraFields),
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
        {(extraFields ?? []).map(({ field, label, description }) => (
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
            required
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
        <LocalisedNameFields
          names={values.names}
          label={(locale) => t(`form.name.${locale}`)}
          onChange={setName}
          errorOf={fieldError}
        />

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
