import {
  ActionIcon,
  Button,
  Group,
  NumberInput,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { BILLING_CURRENCIES, type BillingConfiguration, type Fair, type TaxRate } from '@passerelle/contract';
import { ErrorCard } from '../../../components/error-card.tsx';
import { FairRequired } from '../../../components/fair-required.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { ListPanel } from '../../../components/list-panel.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SuccessAlert } from '../../../components/success-alert.tsx';
import { useContractForm, type FieldCodes } from '../../../lib/use-contract-form.ts';
import { billingQueries, useSaveEntityMutation } from '../billing.queries.ts';

interface EntityValues {
  legalName: string;
  address: string;
  taxNumber: string;
  country: string;
  currency: string;
  invoicePrefix: string;
  taxRates: TaxRate[];
}

const valuesOf = (e: BillingConfiguration | null): EntityValues => ({
  legalName: e?.legalName ?? '',
  address: e?.address ?? '',
  taxNumber: e?.taxNumber ?? '',
  country: e?.country ?? 'FR',
  currency: e?.currency ?? 'EUR',
  invoicePrefix: e?.invoicePrefix ?? '',
  taxRates: e?.taxRates ?? [],
});

/** The client's rules, with the contract's codes (the api checks them again). */
export const validateEntity = (v: EntityValues): FieldCodes => ({
  legalName: v.legalName.trim() ? undefined : 'required',
  address: v.address.trim() ? undefined : 'required',
  country: /^[A-Za-z]{2}$/.test(v.country.trim()) ? undefined : 'invalid_value',
  invoicePrefix: /^[A-Za-z0-9_-]*$/.test(v.invoicePrefix.trim()) ? undefined : 'invalid_value',
  ...Object.fromEntries(
    v.taxRates.flatMap((r, i) => [
      [`taxRates.${i}.country`, /^[A-Za-z]{2}$/.test(r.country.trim()) ? undefined : 'invalid_value'],
      [`taxRates.${i}.label`, r.label.trim() ? undefined : 'required'],
      [`taxRates.${i}.rate`, r.rate >= 0 && r.rate <= 100 ? undefined : 'too_big'],
    ]),
  ),
});

function EntityForm({ fair, entity }: { fair: Fair; entity: BillingConfiguration | null }) {
  const { t, i18n } = useTranslation('billing');
  const save = useSaveEntityMutation();
  const { form, ...state } = useContractForm<EntityValues>({
    initialValues: valuesOf(entity),
    validate: validateEntity,
    error: save.error,
    pending: save.isPending,
  });
  const v = state.values;
  const text = (field: keyof EntityValues) => ({
    ...form.getInputProps(field),
    onChange: (e: { currentTarget: { value: string } }) => {
      form.setFieldValue(field, e.currentTarget.value);
      save.reset();
    },
    error: state.errorOf(field),
  });
  const setRates = (taxRates: TaxRate[]) => {
    form.setFieldValue('taxRates', taxRates);
    save.reset();
  };
  const onSubmit = (values: EntityValues) => {
    const body = {
      legalName: values.legalName.trim(),
      address: values.address.trim(),
      taxNumber: values.taxNumber.trim() || null,
      country: values.country.trim().toUpperCase(),
      currency: values.currency as BillingConfiguration['currency'],
      invoicePrefix: values.invoicePrefix.trim(),
      taxRates: values.taxRates.map((r) => ({
        ...r,
        country: r.country.trim().toUpperCase(),
        label: r.label.trim(),
      })),
    };
    save.mutate(entity ? { id: entity.id, body } : { id: null, body: { ...body, fair: fair.id } });
  };
  return (
    <form onSubmit={state.submit(onSubmit)} noValidate aria-busy={save.isPending}>
      <Stack gap="md" maw={760}>
        {save.isSuccess ? <SuccessAlert title={t('entity.saved')} message={t('entity.savedText')} /> : null}
        <Text c="gray.7">{t(entity ? 'entity.introEdit' : 'entity.introNew', { fair: fair.name })}</Text>
        <TextInput label={t('entity.legalName')} required maxLength={200} {...text('legalName')} />
        <Textarea
          label={t('entity.address')}
          required
          autosize
          minRows={2}
          maxLength={500}
          {...text('address')}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label={t('entity.taxNumber')} maxLength={40} miw={200} {...text('taxNumber')} />
          <TextInput
            label={t('entity.country')}
            description={t('entity.countryHint')}
            required
            maxLength={2}
            miw={160}
            {...text('country')}
          />
          <Select
            label={t('entity.currency')}
            data={[...BILLING_CURRENCIES]}
            allowDeselect={false}
            miw={140}
            value={v.currency}
            onChange={(c) => c && form.setFieldValue('currency', c)}
          />
        </Group>
        <TextInput
          label={t('entity.prefix')}
          description={t('entity.prefixHint', { example: `${v.invoicePrefix.trim()}000001` })}
          maxLength={20}
          {...text('invoicePrefix')}
        />
        <Stack gap="xs" component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Text component="legend" fw={600} size="sm">
            {t('entity.taxes')}
          </Text>
          <Text size="sm" c="gray.7">
            {t('entity.taxesHint')}
          </Text>
          {v.taxRates.length === 0 ? (
            <Text size="sm" c="gray.7">
              {t('entity.noTaxes')}
            </Text>
          ) : null}
          {v.taxRates.map((rate, i) => (
            <Group key={i} align="flex-end" wrap="wrap" gap="sm">
              <TextInput
                label={t('entity.taxCountry')}
                maxLength={2}
                w={110}
                value={rate.country}
                onChange={(e) =>
                  setRates(v.taxRates.map((r, j) => (j === i ? { ...r, country: e.currentTarget.value } : r)))
                }
                error={state.errorOf(`taxRates.${i}.country`)}
              />
              <TextInput
                label={t('entity.taxLabel')}
                maxLength={40}
                w={180}
                value={rate.label}
                onChange={(e) =>
                  setRates(v.taxRates.map((r, j) => (j === i ? { ...r, label: e.currentTarget.value } : r)))
                }
                error={state.errorOf(`taxRates.${i}.label`)}
              />
              <NumberInput
                label={t('entity.taxRate')}
                suffix=" %"
                decimalScale={3}
                decimalSeparator={i18n.resolvedLanguage === 'en' ? '.' : ','}
                min={0}
                max={100}
                w={130}
                value={rate.rate}
                onChange={(n) =>
                  setRates(v.taxRates.map((r, j) => (j === i ? { ...r, rate: Number(n) || 0 } : r)))
                }
                error={state.errorOf(`taxRates.${i}.rate`)}
              />
              <ActionIcon
                variant="subtle"
                color="red.8"
                size="lg"
                mb={4}
                aria-label={t('entity.removeTax', { n: i + 1 })}
                onClick={() => setRates(v.taxRates.filter((_, j) => j !== i))}
              >
                <IconTrash size={18} aria-hidden />
              </ActionIcon>
            </Group>
          ))}
          <Group>
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() =>
                setRates([...v.taxRates, { country: v.country.trim().toUpperCase(), label: '', rate: 0 }])
              }
            >
              {t('entity.addTax')}
            </Button>
          </Group>
        </Stack>
        {entity ? (
          <Text size="sm" c="gray.7">
            {t('entity.next', {
              reference: `${entity.invoicePrefix}${String(entity.nextNumber).padStart(6, '0')}`,
            })}
          </Text>
        ) : null}
        <FormActions
          submitLabel={t(entity ? 'entity.save' : 'entity.create')}
          pending={save.isPending}
          error={state.cardError}
        />
      </Stack>
    </form>
  );
}

function EntityOf({ fair }: { fair: Fair }) {
  const { t } = useTranslation('billing');
  const entity = useQuery(billingQueries.entity(fair.id));
  if (entity.isPending) return <PageLoader />;
  if (entity.isError) return <ErrorCard error={entity.error} title={t('entity.loadFailed')} />;
  return <EntityForm key={entity.data?.id ?? 'new'} fair={fair} entity={entity.data} />;
}

/** `/billing/configure` (super admin): the current fair's invoicing entity and its taxes. */
export function BillingEntityScreen() {
  const { t } = useTranslation('billing');
  return (
    <ListPanel titleId="billing-entity-title" title={t('entity.title')}>
      <FairRequired level={3}>{(fair) => <EntityOf fair={fair} />}</FairRequired>
    </ListPanel>
  );
}
