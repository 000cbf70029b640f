import { MultiSelect, Radio, Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import {
  BUILTIN_REGISTRATION_FIELDS,
  isBuiltinRegistrationField,
  labelOf,
  type RegistrationField as Field,
} from '@passerelle/contract';
import type { Locale } from '@passerelle/contract/lite';

export interface Option {
  value: string;
  label: string;
}
/** Choices of the list-backed fields, by builtin name or data-list ref. */
export interface FieldOptions {
  civilStatus: Option[];
  country: Option[];
  languages: Option[];
  dataLists: Record<string, Option[]>;
}

export interface RegistrationFieldProps {
  field: Field;
  locale: Locale;
  value: unknown;
  error?: string;
  options: FieldOptions;
  onChange: (value: unknown) => void;
  onBlur: () => void;
}

/** One field of the stored form, drawn by its kind; values go out in the server's types. */
export function RegistrationField({
  field,
  locale,
  value,
  error,
  options,
  onChange,
  onBlur,
}: RegistrationFieldProps) {
  const { t } = useTranslation('registration');
  const label = labelOf(field.translations, locale);
  const common = { label, required: field.required, error, onBlur };
  const kind =
    field.kind === 'builtin' && isBuiltinRegistrationField(field.identifier)
      ? BUILTIN_REGISTRATION_FIELDS[field.identifier]
      : field.kind;
  const select = (data: Option[]) => (
    <Select
      {...common}
      data={data}
      value={typeof value === 'number' ? String(value) : null}
      onChange={(v) => onChange(v === null ? undefined : Number(v))}
      searchable
      clearable={!field.required}
      placeholder={t('choose')}
      nothingFoundMessage={t('nothingFound')}
    />
  );

  switch (kind) {
    case 'checkbox':
      return (
        <Radio.Group
          {...common}
          value={value === true ? 'true' : value === false ? 'false' : null}
          onChange={(v) => onChange(v === 'true')}
        >
          <Group gap="lg" mt={6}>
            <Radio value="true" label={t('yes')} />
            <Radio value="false" label={t('no')} />
          </Group>
        </Radio.Group>
      );
    case 'civilStatus':
      return select(options.civilStatus);
    case 'country':
      return select(options.country);
    case 'table':
      return select(options.dataLists[field.ref ?? ''] ?? []);
    case 'languages':
      return (
        <MultiSelect
          {...common}
          data={options.languages}
          value={Array.isArray(value) ? value.map(String) : []}
          onChange={(v) => onChange(v.map(Number))}
          searchable
          clearable
          placeholder={t('chooseSeveral')}
          nothingFoundMessage={t('nothingFound')}
        />
      );
    case 'date':
      return (
        <TextInput
          {...common}
          type="date"
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
    default:
      return (
        <TextInput
          {...common}
          type={kind === 'url' ? 'url' : 'text'}
          autoComplete={field.identifier === 'phone' || field.identifier === 'cell' ? 'tel' : undefined}
          value={typeof value === 'string' ? value : ''}
          onChange={(e) => onChange(e.currentTarget.value)}
        />
      );
  }
}
