import { useState } from 'react';
import { Text } from '@mantine/core';
import { IconCash, IconDownload, IconReceiptRefund } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@passerelle/contract';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { ErrorCard } from '../../../components/error-card.tsx';
import { RowAction, RowActions } from '../../../components/row-actions.tsx';
import { downloadInvoicePdf, useInvoiceMutations } from '../billing.queries.ts';

/** The PDF download every reader of an invoice has. */
export function InvoicePdfButton({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('billing');
  const [state, setState] = useState<{ pending: boolean; error: unknown }>({ pending: false, error: null });
  return (
    <>
      <RowAction
        color="passerelle"
        tooltip
        label={t('invoices.pdf', { reference: invoice.reference })}
        icon={<IconDownload size={18} aria-hidden />}
        disabled={state.pending}
        onClick={() => {
          setState({ pending: true, error: null });
          downloadInvoicePdf(invoice.id).then(
            () => setState({ pending: false, error: null }),
            (error: unknown) => setState({ pending: false, error }),
          );
        }}
      />
      {state.error ? <ErrorCard error={state.error} /> : null}
    </>
  );
}

/** The organizer's actions on one invoice: PDF, mark paid, cancel with a credit note (confirmed). */
export function InvoiceActions({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation('billing');
  const { pay, credit } = useInvoiceMutations();
  const [confirming, setConfirming] = useState(false);
  const standing = invoice.kind === 'invoice' && invoice.status !== 'cancelled';
  return (
    <RowActions>
      <InvoicePdfButton invoice={invoice} />
      {invoice.kind === 'invoice' && invoice.status === 'issued' ? (
        <RowAction
          color="teal.9"
          tooltip
          label={t('invoices.markPaid', { reference: invoice.reference })}
          icon={<IconCash size={18} aria-hidden />}
          disabled={pay.isPending}
          onClick={() => pay.mutate(invoice.id)}
        />
      ) : null}
      {standing ? (
        <RowAction
          color="red.8"
          tooltip
          label={t('invoices.credit', { reference: invoice.reference })}
          icon={<IconReceiptRefund size={18} aria-hidden />}
          onClick={() => setConfirming(true)}
        />
      ) : null}
      {pay.error ? <ErrorCard error={pay.error} /> : null}
      <ConfirmModal
        opened={confirming}
        title={t('invoices.creditTitle', { reference: invoice.reference })}
        confirmLabel={t('invoices.creditConfirm')}
        cancelLabel={t('invoices.cancel')}
        pending={credit.isPending}
        error={credit.error}
        onConfirm={() => credit.mutate(invoice.id, { onSuccess: () => setConfirming(false) })}
        onClose={() => {
          setConfirming(false);
          credit.reset();
        }}
      >
        <Text size="sm">{t('invoices.creditText', { firm: invoice.firm.name })}</Text>
      </ConfirmModal>
    </RowActions>
  );
}
