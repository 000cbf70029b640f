import { Anchor, Table, Text } from '@mantine/core';
import { IconCircleCheck, IconEye, IconLock, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { JobOfferListItem } from '@passerelle/contract';
import { RowAction, RowActions } from '../../../components/row-actions.tsx';
import { TableSkeletonRows } from '../../../components/table-skeleton-rows.tsx';
import { dateLabel, placeOf } from '../offer-format.ts';
import { OfferStatusBadge } from './offer-status-badge.tsx';

export interface OffersTableProps {
  offers: JobOfferListItem[] | undefined;
  loading: boolean;
  showFirm?: boolean;
  /** Row actions beyond view and edit (the firm's list: publish, close, delete). */
  onStatus?: (offer: JobOfferListItem, status: 'published' | 'closed') => void;
  onDelete?: (offer: JobOfferListItem) => void;
}

/** Offers as a table: title (a link to the offer), state, place, last change, actions. Scrolls inside itself on a phone. */
export function OffersTable({ offers, loading, showFirm = false, onStatus, onDelete }: OffersTableProps) {
  const { t, i18n } = useTranslation('job-offers');
  const { salon } = useParams({ strict: false });
  const columns = showFirm ? 6 : 5;
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover stickyHeader verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('mine.columns.title')}</Table.Th>
            {showFirm ? <Table.Th scope="col">{t('fairList.firm')}</Table.Th> : null}
            <Table.Th scope="col">{t('mine.columns.status')}</Table.Th>
            <Table.Th scope="col">{t('mine.columns.place')}</Table.Th>
            <Table.Th scope="col">{t('mine.columns.updated')}</Table.Th>
            <Table.Th scope="col">{t('mine.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-busy={loading}>
          {loading || !offers ? (
            <TableSkeletonRows columns={columns} rows={4} />
          ) : (
            offers.map((offer) => (
              <Table.Tr key={offer.id}>
                <Table.Td>
                  <Anchor
                    fw={600}
                    renderRoot={(props) => (
                      <Link to="/{-$salon}/jobs/{-$id}" params={{ salon, id: String(offer.id) }} {...props} />
                    )}
                  >
                    {offer.title}
                  </Anchor>
                </Table.Td>
                {showFirm ? <Table.Td>{offer.firm.name}</Table.Td> : null}
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <OfferStatusBadge status={offer.status} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{placeOf(offer)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{dateLabel(offer.updatedAt, i18n.language)}</Text>
                </Table.Td>
                <Table.Td>
                  <RowActions>
                    <RowAction
                      label={t('mine.view', { title: offer.title })}
                      icon={<IconEye size={18} aria-hidden />}
                      renderRoot={(props) => (
                        <Link
                          to="/{-$salon}/jobs/{-$id}"
                          params={{ salon, id: String(offer.id) }}
                          {...props}
                        />
                      )}
                    />
                    <RowAction
                      color="passerelle"
                      label={t('mine.edit', { title: offer.title })}
                      icon={<IconPencil size={18} aria-hidden />}
                      renderRoot={(props) => (
                        <Link
                          to="/{-$salon}/jobs/edit/{-$id}"
                          params={{ salon, id: String(offer.id) }}
                          {...props}
                        />
                      )}
                    />
                    {onStatus && offer.status !== 'published' ? (
                      <RowAction
                        color="teal.8"
                        tooltip
                        label={t('mine.publish', { title: offer.title })}
                        icon={<IconCircleCheck size={18} aria-hidden />}
                        onClick={() => onStatus(offer, 'published')}
                      />
                    ) : null}
                    {onStatus && offer.status === 'published' ? (
                      <RowAction
                        color="orange.8"
                        tooltip
                        label={t('mine.close', { title: offer.title })}
                        icon={<IconLock size={18} aria-hidden />}
                        onClick={() => onStatus(offer, 'closed')}
                      />
                    ) : null}
                    {onDelete ? (
                      <RowAction
                        color="red.8"
                        label={t('mine.delete', { title: offer.title })}
                        icon={<IconTrash size={18} aria-hidden />}
                        onClick={() => onDelete(offer)}
                      />
                    ) : null}
                  </RowActions>
                </Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
