import { Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Fair } from '@passerelle/contract';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorCard } from '../../../components/error-card.tsx';
import { FairRequired } from '../../../components/fair-required.tsx';
import { ListPanel } from '../../../components/list-panel.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { billingQueries } from '../billing.queries.ts';
import { InvoicePdfButton } from '../components/invoice-actions.tsx';
import { InvoicesTable } from '../components/invoices-table.tsx';

function FirmInvoices({ fair }: { fair: Fair }) {
  const { t } = useTranslation('billing');
  const invoices = useQuery(billingQueries.invoices(fair.id));
  if (invoices.isPending) return <PageLoader />;
  if (invoices.isError) return <ErrorCard error={invoices.error} title={t('mine.loadFailed')} />;
  return (
    <Stack gap="md">
      <Text c="gray.7">{t('mine.intro', { fair: fair.name })}</Text>
      {invoices.data.length === 0 ? (
        <EmptyState title={t('mine.empty')} text={t('mine.emptyHint')} level={3} />
      ) : (
        <InvoicesTable
          invoices={invoices.data}
          label={t('mine.tableLabel')}
          withFirm={false}
          actions={(i) => <InvoicePdfButton invoice={i} />}
        />
      )}
    </Stack>
  );
}

/** `/billing/invoices`: a firm's stand admins see and download their firm's invoices in the current fair. */
export function FirmInvoicesScreen() {
  const { t } = useTranslation('billing');
  return (
    <ListPanel titleId="firm-invoices-title" title={t('mine.title')}>
      <FairRequired level={3}>{(fair) => <FirmInvoices fair={fair} />}</FairRequired>
    </ListPanel>
  );
}
