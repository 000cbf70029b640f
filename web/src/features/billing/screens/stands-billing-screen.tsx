import { useState } from 'react';
import { Anchor, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconFileInvoice, IconFileSpreadsheet } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Fair } from '@passerelle/contract';
import { isLocale } from '@passerelle/contract/lite';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorCard } from '../../../components/error-card.tsx';
import { FairRequired } from '../../../components/fair-required.tsx';
import { ListPanel } from '../../../components/list-panel.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { SuccessAlert } from '../../../components/success-alert.tsx';
import { billingQueries, downloadInvoicesCsv, useInvoiceMutations } from '../billing.queries.ts';
import { InvoiceActions } from '../components/invoice-actions.tsx';
import { InvoicesTable } from '../components/invoices-table.tsx';
import { formatMoney } from '../money.ts';

function Dashboard({ fair }: { fair: Fair }) {
  const { t, i18n } = useTranslation('billing');
  const locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'fr';
  const entity = useQuery(billingQueries.entity(fair.id));
  const rows = useQuery(billingQueries.dashboard(fair.id));
  const invoices = useQuery(billingQueries.invoices(fair.id));
  const { issue } = useInvoiceMutations();
  const [exporting, setExporting] = useState<{ pending: boolean; error: unknown }>({
    pending: false,
    error: null,
  });
  if (entity.isPending || rows.isPending || invoices.isPending) return <PageLoader />;
  const failed = entity.error ?? rows.error ?? invoices.error;
  if (failed) return <ErrorCard error={failed} title={t('dashboard.loadFailed')} />;
  if (!entity.data)
    return (
      <EmptyState title={t('dashboard.noEntity')} text={t('dashboard.noEntityHint')} level={3}>
        <Anchor renderRoot={(props) => <Link to="/{-$salon}/billing/configure" {...props} />}>
          {t('dashboard.noEntityLink')}
        </Anchor>
      </EmptyState>
    );
  const money = (cents: number) => formatMoney(cents, entity.data!.currency, locale);
  const list = invoices.data ?? [];
  return (
    <Stack gap="xl">
      <Text c="gray.7">{t('dashboard.intro', { fair: fair.name })}</Text>
      {issue.isSuccess ? (
        <SuccessAlert
          title={t('dashboard.issued', { reference: issue.data.reference })}
          message={t('dashboard.issuedText', {
            firm: issue.data.firm.name,
            total: money(issue.data.totalInclTax),
          })}
        />
      ) : null}
      {issue.error ? <ErrorCard error={issue.error} /> : null}
      {rows.data!.length === 0 ? (
        <EmptyState title={t('dashboard.empty')} text={t('dashboard.emptyHint')} level={3} />
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table striped highlightOnHover aria-label={t('dashboard.tableLabel')} verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('dashboard.firm')}</Table.Th>
                <Table.Th ta="right">{t('dashboard.booths')}</Table.Th>
                <Table.Th ta="right">{t('dashboard.owed')}</Table.Th>
                <Table.Th ta="right">{t('dashboard.invoiced')}</Table.Th>
                <Table.Th ta="right">{t('dashboard.paid')}</Table.Th>
                <Table.Th ta="right">{t('dashboard.toInvoice')}</Table.Th>
                <Table.Th>{t('dashboard.action')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.data!.map((r) => (
                <Table.Tr key={r.firm.id}>
                  <Table.Th scope="row" fw={600}>
                    {r.firm.name}
                  </Table.Th>
                  <Table.Td ta="right">
                    {r.booths}
                    {r.unpriced ? (
                      <Text span size="xs" c="ember.9" display="block">
                        {t('dashboard.unpriced', { count: r.unpriced })}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td ta="right">{money(r.owed)}</Table.Td>
                  <Table.Td ta="right">{money(r.invoiced)}</Table.Td>
                  <Table.Td ta="right">{money(r.paid)}</Table.Td>
                  <Table.Td ta="right" fw={r.toInvoice ? 700 : undefined}>
                    {money(r.toInvoice)}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      color="ember.7"
                      leftSection={<IconFileInvoice size={14} aria-hidden />}
                      disabled={r.toInvoice === 0}
                      loading={issue.isPending && issue.variables?.firm === r.firm.id}
                      aria-label={t('dashboard.issue', { firm: r.firm.name })}
                      onClick={() => issue.mutate({ fair: fair.id, firm: r.firm.id })}
                    >
                      {t('dashboard.issueShort')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <Stack gap="sm" component="section" aria-labelledby="invoices-title">
        <Group justify="space-between">
          <Title order={3} size="h4" id="invoices-title">
            {t('invoices.title')}
          </Title>
          <Button
            variant="light"
            leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
            disabled={list.length === 0}
            loading={exporting.pending}
            onClick={() => {
              setExporting({ pending: true, error: null });
              downloadInvoicesCsv(fair.id).then(
                () => setExporting({ pending: false, error: null }),
                (error: unknown) => setExporting({ pending: false, error }),
              );
            }}
          >
            {t('invoices.export')}
          </Button>
        </Group>
        {exporting.error ? <ErrorCard error={exporting.error} /> : null}
        {list.length === 0 ? (
          <EmptyState title={t('invoices.empty')} text={t('invoices.emptyHint')} level={4} />
        ) : (
          <InvoicesTable
            invoices={list}
            label={t('invoices.tableLabel')}
            actions={(i) => <InvoiceActions invoice={i} />}
          />
        )}
      </Stack>
    </Stack>
  );
}

/** `/billing/stands/fair`: per exhibitor what is owed, invoiced and paid; the invoices and the CSV. */
export function StandsBillingScreen() {
  const { t } = useTranslation('billing');
  return (
    <ListPanel titleId="stands-billing-title" title={t('dashboard.title')}>
      <FairRequired level={3}>{(fair) => <Dashboard fair={fair} />}</FairRequired>
    </ListPanel>
  );
}
