import { useState } from 'react';
import { Group, Paper, Select, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Fair, StandPrice } from '@passerelle/contract';
import { isLocale } from '@passerelle/contract/lite';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorCard } from '../../../components/error-card.tsx';
import { EditDeleteActions } from '../../../components/row-actions.tsx';
import { FairRequired } from '../../../components/fair-required.tsx';
import { FormActions } from '../../../components/form-actions.tsx';
import { ListPanel } from '../../../components/list-panel.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useContractForm, type FieldCodes } from '../../../lib/use-contract-form.ts';
import { billingQueries, usePriceMutations } from '../billing.queries.ts';
import { centsOf, formatMoney, unitsOf } from '../money.ts';

interface PriceValues {
  standGroup: string;
  standType: string;
  standTypeVariation: string;
  price: string;
  earlyBirdPrice: string;
  earlyBirdUntil: string;
}
const EMPTY: PriceValues = {
  standGroup: '',
  standType: '',
  standTypeVariation: '',
  price: '',
  earlyBirdPrice: '',
  earlyBirdUntil: '',
};
const valuesOf = (p: StandPrice): PriceValues => ({
  standGroup: p.standGroup ? String(p.standGroup) : '',
  standType: p.standType ? String(p.standType) : '',
  standTypeVariation: p.standTypeVariation ? String(p.standTypeVariation) : '',
  price: unitsOf(p.price),
  earlyBirdPrice: unitsOf(p.earlyBirdPrice),
  earlyBirdUntil: p.earlyBirdUntil?.slice(0, 10) ?? '',
});

/** The client's rules: amounts in the currency's units (two decimals), a date with an early-bird price. */
export const validatePrice = (v: PriceValues): FieldCodes => ({
  price: centsOf(v.price) === null ? (v.price.trim() ? 'invalid_value' : 'required') : undefined,
  earlyBirdPrice: v.earlyBirdPrice.trim() && centsOf(v.earlyBirdPrice) === null ? 'invalid_value' : undefined,
  earlyBirdUntil: v.earlyBirdPrice.trim() && !v.earlyBirdUntil ? 'required' : undefined,
});

/** What the api receives: ids or null, cents, the early-bird day's end in UTC. */
export const priceBodyOf = (v: PriceValues) => ({
  standGroup: v.standGroup ? Number(v.standGroup) : null,
  standType: v.standType ? Number(v.standType) : null,
  standTypeVariation: v.standTypeVariation ? Number(v.standTypeVariation) : null,
  price: centsOf(v.price)!,
  earlyBirdPrice: v.earlyBirdPrice.trim() ? centsOf(v.earlyBirdPrice) : null,
  earlyBirdUntil: v.earlyBirdPrice.trim() && v.earlyBirdUntil ? `${v.earlyBirdUntil}T23:59:59.000Z` : null,
});

interface Catalogue {
  groups: { id: number; name: string }[];
  types: { id: number; name: string; standGroup: number }[];
  variations: { id: number; name: string; standType: number }[];
}

/** Adds a price, or changes the one being edited; a fresh form after each save. */
function PriceForm(props: {
  fair: Fair;
  editing: StandPrice | null;
  currency: string;
  catalogue: Catalogue;
  onDone: () => void;
}) {
  const { fair, editing, currency, onDone } = props;
  const { groups, types, variations } = props.catalogue;
  const { t } = useTranslation('billing');
  const { save } = usePriceMutations();
  const { form, ...state } = useContractForm<PriceValues>({
    initialValues: editing ? valuesOf(editing) : EMPTY,
    validate: validatePrice,
    error: save.error,
    pending: save.isPending,
  });
  const v = state.values;
  const select = (
    field: 'standGroup' | 'standType' | 'standTypeVariation',
    data: { id: number; name: string }[],
  ) => (
    <Select
      label={t(`prices.${field}`)}
      placeholder={t('prices.any')}
      data={data.map((x) => ({ value: String(x.id), label: x.name }))}
      value={v[field] || null}
      clearable
      miw={180}
      onChange={(value) => {
        form.setFieldValue(field, value ?? '');
        save.reset();
      }}
      error={state.errorOf(field)}
    />
  );
  const text = (field: 'price' | 'earlyBirdPrice' | 'earlyBirdUntil') => ({
    ...form.getInputProps(field),
    onChange: (e: { currentTarget: { value: string } }) => {
      form.setFieldValue(field, e.currentTarget.value);
      save.reset();
    },
    error: state.errorOf(field),
  });
  const onSubmit = (values: PriceValues) =>
    save.mutate(
      editing
        ? { id: editing.id, body: priceBodyOf(values) }
        : { id: null, body: { ...priceBodyOf(values), fair: fair.id } },
      { onSuccess: onDone },
    );
  const reset = onDone;
  return (
    <Paper withBorder radius="md" p="md">
      <form
        onSubmit={state.submit(onSubmit)}
        noValidate
        aria-busy={save.isPending}
        aria-labelledby="price-form-title"
      >
        <Stack gap="sm">
          <Title order={3} size="h5" id="price-form-title">
            {editing ? t('prices.formEdit') : t('prices.formNew')}
          </Title>
          <Group align="flex-start" wrap="wrap">
            {select('standGroup', groups)}
            {select(
              'standType',
              types.filter((x) => !v.standGroup || String(x.standGroup) === v.standGroup),
            )}
            {select(
              'standTypeVariation',
              variations.filter((x) => !v.standType || String(x.standType) === v.standType),
            )}
          </Group>
          <Group align="flex-start" wrap="wrap">
            <TextInput
              label={t('prices.price')}
              description={currency}
              required
              inputMode="decimal"
              w={160}
              {...text('price')}
            />
            <TextInput
              label={t('prices.earlyBirdPrice')}
              description={currency}
              inputMode="decimal"
              w={180}
              {...text('earlyBirdPrice')}
            />
            <TextInput
              type="date"
              label={t('prices.earlyBirdUntil')}
              description={t('prices.earlyBirdUntilHint')}
              w={220}
              {...text('earlyBirdUntil')}
            />
          </Group>
          <FormActions
            submitLabel={editing ? t('prices.save') : t('prices.add')}
            pending={save.isPending}
            error={state.cardError}
            cancel={editing ? { label: t('prices.cancel'), onClick: reset } : undefined}
          />
        </Stack>
      </form>
    </Paper>
  );
}

function Prices({ fair }: { fair: Fair }) {
  const { t, i18n } = useTranslation('billing');
  const locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'fr';
  const prices = useQuery(billingQueries.prices(fair.id));
  const catalogue = useQuery(billingQueries.catalogue());
  const entity = useQuery(billingQueries.entity(fair.id));
  const { remove } = usePriceMutations();
  const [editing, setEditing] = useState<StandPrice | null>(null);
  // A new key draws a fresh form (values, left fields, submitted state) after a save or a cancel.
  const [formKey, setFormKey] = useState(0);
  if (prices.isPending || catalogue.isPending) return <PageLoader />;
  if (prices.isError) return <ErrorCard error={prices.error} title={t('prices.loadFailed')} />;
  if (catalogue.isError) return <ErrorCard error={catalogue.error} title={t('prices.loadFailed')} />;
  const currency = entity.data?.currency ?? 'EUR';
  const { groups, types, variations } = catalogue.data;
  const nameOf = (list: { id: number; name: string }[], id: number | null) =>
    id === null ? t('prices.any') : (list.find((x) => x.id === id)?.name ?? `#${id}`);
  return (
    <Stack gap="lg">
      <Text c="gray.7">{t('prices.intro', { fair: fair.name })}</Text>
      {prices.data.length === 0 ? (
        <EmptyState title={t('prices.empty')} text={t('prices.emptyHint')} level={3} />
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label={t('prices.tableLabel')} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('prices.standGroup')}</Table.Th>
                <Table.Th>{t('prices.standType')}</Table.Th>
                <Table.Th>{t('prices.standTypeVariation')}</Table.Th>
                <Table.Th ta="right">{t('prices.price')}</Table.Th>
                <Table.Th ta="right">{t('prices.earlyBirdPrice')}</Table.Th>
                <Table.Th>{t('prices.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {prices.data.map((p) => {
                const name = [
                  nameOf(groups, p.standGroup),
                  nameOf(types, p.standType),
                  nameOf(variations, p.standTypeVariation),
                ].join(' / ');
                return (
                  <Table.Tr key={p.id}>
                    <Table.Td>{nameOf(groups, p.standGroup)}</Table.Td>
                    <Table.Td>{nameOf(types, p.standType)}</Table.Td>
                    <Table.Td>{nameOf(variations, p.standTypeVariation)}</Table.Td>
                    <Table.Td ta="right">{formatMoney(p.price, currency, locale)}</Table.Td>
                    <Table.Td ta="right">
                      {p.earlyBirdPrice !== null && p.earlyBirdUntil
                        ? t('prices.earlyBirdUntilText', {
                            price: formatMoney(p.earlyBirdPrice, currency, locale),
                            date: formatDate(p.earlyBirdUntil, locale, 'UTC'),
                          })
                        : '—'}
                    </Table.Td>
                    <Table.Td>
                      <EditDeleteActions
                        editLabel={t('prices.edit', { name })}
                        deleteLabel={t('prices.remove', { name })}
                        onEdit={() => {
                          setEditing(p);
                          setFormKey((k) => k + 1);
                        }}
                        onDelete={() => remove.mutate(p.id)}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {remove.error ? <ErrorCard error={remove.error} /> : null}
      <PriceForm
        key={formKey}
        fair={fair}
        editing={editing}
        currency={currency}
        catalogue={catalogue.data}
        onDone={() => {
          setEditing(null);
          setFormKey((k) => k + 1);
        }}
      />
    </Stack>
  );
}

/** `/billing/stands/configure`: the current fair's booth prices (super admin and the fair's organizers). */
export function StandPricesScreen() {
  const { t } = useTranslation('billing');
  return (
    <ListPanel titleId="stand-prices-title" title={t('prices.title')}>
      <FairRequired level={3}>{(fair) => <Prices fair={fair} />}</FairRequired>
    </ListPanel>
  );
}
