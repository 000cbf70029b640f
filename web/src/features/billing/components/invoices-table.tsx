import type { ReactNode } from 'react';
import { Badge, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@passerelle/contract';
import { isLocale } from '@passerelle/contract/lite';
import { formatDate } from '../../../lib/format-date.ts';
import { formatMoney } from '../money.ts';

const STATUS_COLORS: Record<Invoice['status'], string> = {
  issued: 'ember.8',
  paid: 'teal.9',
  cancelled: 'gray.7',
};

/** A fair's invoices and credit notes, newest number last; `actions` draws each row's buttons. */
export function InvoicesTable({
  invoices,
  label,
  actions,
  withFirm = true,
}: {
  invoices: Invoice[];
  label: string;
  actions: (invoice: Invoice) => ReactNode;
  withFirm?: boolean;
}) {
  const { t, i18n } = useTranslation('billing');
  const locale = isLocale(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'fr';
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover aria-label={label} verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoices.reference')}</Table.Th>
            {withFirm ? <Table.Th>{t('invoices.firm')}</Table.Th> : null}
            <Table.Th>{t('invoices.date')}</Table.Th>
            <Table.Th>{t('invoices.status')}</Table.Th>
            <Table.Th ta="right">{t('invoices.total')}</Table.Th>
            <Table.Th>
              <VisuallyHidden>{t('invoices.actions')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {invoices.map((invoice) => (
            <Table.Tr key={invoice.id}>
              <Table.Th scope="row" fw={600}>
                {t(`invoices.kinds.${invoice.kind}`)} {invoice.reference}
              </Table.Th>
              {withFirm ? <Table.Td>{invoice.firm.name}</Table.Td> : null}
              <Table.Td>{formatDate(invoice.issuedAt, locale)}</Table.Td>
              <Table.Td>
                <Badge color={STATUS_COLORS[invoice.status]} variant="filled">
                  {t(`invoices.statuses.${invoice.status}`)}
                </Badge>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {formatMoney(invoice.totalInclTax, invoice.currency, locale)}
              </Table.Td>
              <Table.Td>{actions(invoice)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
