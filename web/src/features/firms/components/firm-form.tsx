import { useState, type FormEvent, type ReactNode } from 'react';
import {
  Button,
  Group,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ErrorCard, useCodeTranslator } from '../../../components/error-card.tsx';
import { FormSection } from '../../../components/form-section.tsx';
import {
  FIRM_DESCRIPTION_MAX,
  FIRM_NAME_MAX,
  FIRM_SECTORS_MAX,
  serverFirmErrors,
  type FirmField,
  type FirmFormErrors,
  type FirmFormValues,
} from '../firm-form-model.ts';

export interface FirmOption {
  value: string;
  label: string;
}

export interface FirmFormProps {
  initialValues: FirmFormValues;
  types: FirmOption[];
  sectors: FirmOption[];
  /** The contract's verdict on what would be sent (create: every field; edit: the changes). */
  validate: (values: FirmFormValues) => FirmFormErrors;
  onSubmit: (values: FirmFormValues) => void;
  pending: boolean;
  /** The last failure: violations and firm_exists go on the fields, the rest in the card. */
  error: unknown;
  /** Organizers only: hide or show the firm. */
  showVisibility: boolean;
  submitLabel: string;
  /** The logo block (the media module adds its upload here). */
  logo?: ReactNode;
}

/** §3 Firm profile, in sections: identity, contact, presentation, visibility. */
export function FirmForm({
  initialValues,
  types,
  sectors,
  validate,
  onSubmit,
  pending,
  error,
  showVisibility,
  submitLabel,
  logo,
}: FirmFormProps) {
  const { t } = useTranslation('firms');
  const translate = useCodeTranslator();
  const [values, setValues] = useState<FirmFormValues>(initialValues);
  const [touched, setTouched] = useState<Set<FirmField>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  // Fields edited since the last submit no longer show the server's verdict.
  const [edited, setEdited] = useState<Set<FirmField>>(() => new Set());

  const clientErrors = validate(values);
  const serverErrors = serverFirmErrors(error);
  const invalid = Object.keys(clientErrors).length > 0;

  const fieldError = (field: FirmField): string | undefined => {
    const code =
      (submitted || touched.has(field) ? clientErrors[field] : undefined) ??
      (edited.has(field) ? undefined : serverErrors[field]);
    return code ? (translate(code) ?? code) : undefined;
  };
  const update = <K extends FirmField>(field: K, value: FirmFormValues[K]): void => {
    setValues((v) => ({ ...v, [field]: value }));
    setEdited((e) => new Set(e).add(field));
  };
  const touch = (field: FirmField) => () => setTouched((s) => new Set(s).add(field));
  const text = (field: 'name' | 'email' | 'phone' | 'website' | 'address') => ({
    value: values[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => update(field, e.currentTarget.value),
    onBlur: touch(field),
    error: fieldError(field),
  });

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setSubmitted(true);
    if (invalid || pending) return;
    setEdited(new Set());
    onSubmit(values);
  };

  return (
    <form onSubmit={submit} noValidate aria-busy={pending}>
      <Stack gap="lg">
        <FormSection level={3} id="firm-identity" title={t('form.sections.identity')}>
          {logo}
          <TextInput
            label={t('form.fields.name')}
            required
            maxLength={FIRM_NAME_MAX}
            autoComplete="organization"
            {...text('name')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('form.fields.firmType')}
              placeholder={t('form.fields.firmTypePlaceholder')}
              data={types}
              value={values.firmType}
              onChange={(value) => update('firmType', value)}
              onBlur={touch('firmType')}
              error={fieldError('firmType')}
              clearable
              searchable
              nothingFoundMessage={t('form.nothingFound')}
            />
            <MultiSelect
              label={t('form.fields.sectors')}
              description={t('form.fields.sectorsHint', { max: FIRM_SECTORS_MAX })}
              placeholder={values.sectors.length ? undefined : t('form.fields.sectorsPlaceholder')}
              data={sectors}
              value={values.sectors}
              onChange={(value) => update('sectors', value)}
              onBlur={touch('sectors')}
              error={fieldError('sectors')}
              maxValues={FIRM_SECTORS_MAX}
              clearable
              searchable
              hidePickedOptions
              nothingFoundMessage={t('form.nothingFound')}
            />
          </SimpleGrid>
        </FormSection>

        <FormSection level={3} id="firm-contact" title={t('form.sections.contact')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput type="email" label={t('form.fields.email')} autoComplete="email" {...text('email')} />
            <TextInput type="tel" label={t('form.fields.phone')} autoComplete="tel" {...text('phone')} />
          </SimpleGrid>
          <TextInput
            type="url"
            label={t('form.fields.website')}
            description={t('form.fields.websiteHint')}
            autoComplete="url"
            {...text('website')}
          />
          <TextInput label={t('form.fields.address')} autoComplete="street-address" {...text('address')} />
        </FormSection>

        <FormSection level={3} id="firm-presentation" title={t('form.sections.presentation')}>
          <Textarea
            label={t('form.fields.description')}
            description={t('form.fields.descriptionHint')}
            value={values.description}
            onChange={(e) => update('description', e.currentTarget.value)}
            onBlur={touch('description')}
            error={fieldError('description')}
            autosize
            minRows={5}
            maxRows={16}
          />
          <Text size="xs" c="gray.7" ta="right" aria-live="polite">
            {t('form.fields.descriptionCount', {
              count: values.description.length,
              max: FIRM_DESCRIPTION_MAX,
            })}
          </Text>
        </FormSection>

        {showVisibility ? (
          <FormSection level={3} id="firm-visibility" title={t('form.sections.visibility')}>
            <Switch
              label={t('form.fields.isVisible')}
              description={t('form.fields.isVisibleHint')}
              checked={values.isVisible}
              onChange={(e) => update('isVisible', e.currentTarget.checked)}
              error={fieldError('isVisible')}
            />
          </FormSection>
        ) : null}

        {error && Object.keys(serverErrors).length === 0 ? <ErrorCard error={error} /> : null}

        <Group justify="flex-end">
          <Button
            type="submit"
            loading={pending}
            color="ember.7"
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          >
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
