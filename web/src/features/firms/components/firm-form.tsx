import type { ReactNode } from 'react';
import { MultiSelect, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormSection } from '../../../components/form-section.tsx';
import {
  FIRM_DESCRIPTION_MAX,
  FIRM_NAME_MAX,
  FIRM_SECTORS_MAX,
  firmFieldOf,
  type FirmFormErrors,
  type FirmFormValues,
} from '../firm-form-model.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { FormActions } from '../../../components/form-actions.tsx';

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
  const { form, ...state } = useContractForm({
    initialValues,
    validate,
    fieldOf: firmFieldOf,
    error,
    pending,
  });
  const values = state.values;
  const text = (field: 'name' | 'email' | 'phone' | 'website' | 'address') => form.getInputProps(field);

  return (
    <form onSubmit={state.submit(onSubmit)} noValidate aria-busy={pending}>
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
              {...form.getInputProps('firmType')}
              clearable
              searchable
              nothingFoundMessage={t('form.nothingFound')}
            />
            <MultiSelect
              label={t('form.fields.sectors')}
              description={t('form.fields.sectorsHint', { max: FIRM_SECTORS_MAX })}
              placeholder={values.sectors.length ? undefined : t('form.fields.sectorsPlaceholder')}
              data={sectors}
              {...form.getInputProps('sectors')}
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
            {...form.getInputProps('description')}
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
              {...form.getInputProps('isVisible', { type: 'checkbox' })}
            />
          </FormSection>
        ) : null}

        <FormActions error={state.cardError} submitLabel={submitLabel} pending={pending} />
      </Stack>
    </form>
  );
}
