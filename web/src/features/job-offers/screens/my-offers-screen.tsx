import { Alert, Text } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { JobOfferListItem } from '@passerelle/contract';
import { ConfirmModal } from '../../../components/confirm-modal.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorCard } from '../../../components/error-card.tsx';
import { ListPanel, PanelActionButton } from '../../../components/list-panel.tsx';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useConfirmedDelete } from '../../../lib/use-confirmed-delete.ts';
import { useNotify } from '../../../lib/use-notify.ts';
import { OffersTable } from '../components/offers-table.tsx';
import {
  jobOffersQueries,
  useDeleteJobOfferMutation,
  useOfferStatusMutation,
} from '../job-offers.queries.ts';

/** §2 /jobs/myoffers: the offers of the caller's firm, with their state and what can be done with them. */
export function MyOffersScreen() {
  const { t } = useTranslation('job-offers');
  const user = useCurrentUser();
  const { salon } = useParams({ strict: false });
  const notify = useNotify();
  const firm = user?.firm ?? null;
  const query = useQuery({ ...jobOffersQueries.mine(undefined, user?.id ?? null), enabled: firm !== null });
  const status = useOfferStatusMutation();
  const remove = useDeleteJobOfferMutation();
  const deletion = useConfirmedDelete<JobOfferListItem>(remove, () => notify.success(t('mine.deleted')));
  const createLink = (props: Record<string, unknown>) => (
    <Link to="/{-$salon}/jobs/create" params={{ salon }} {...props} />
  );
  const offers = query.data;
  return (
    <ListPanel
      titleId="my-offers-title"
      title={t('mine.title')}
      subtitle={offers?.[0] ? t('mine.intro', { firm: offers[0].firm.name }) : undefined}
      action={firm ? { label: t('mine.create'), renderRoot: createLink } : null}
      busy={query.isFetching}
    >
      {!firm ? (
        <Alert color="orange" variant="light">
          {t('mine.noFirm')}
        </Alert>
      ) : query.isError ? (
        <ErrorCard error={query.error} title={t('mine.loadFailed')} />
      ) : offers && offers.length === 0 ? (
        <EmptyState
          icon={<IconBriefcase size={40} aria-hidden color="var(--mantine-color-passerelle-6)" />}
          title={t('mine.empty')}
          text={t('mine.emptyHint')}
        >
          <PanelActionButton label={t('mine.create')} renderRoot={createLink} />
        </EmptyState>
      ) : (
        <>
          {status.isError ? <ErrorCard error={status.error} /> : null}
          <OffersTable
            offers={offers}
            loading={query.isPending}
            onStatus={(offer, next) =>
              status.mutate(
                { id: offer.id, status: next },
                {
                  onSuccess: () => notify.success(t(next === 'published' ? 'mine.published' : 'mine.closed')),
                },
              )
            }
            onDelete={deletion.ask}
          />
        </>
      )}
      <ConfirmModal
        {...deletion.modal}
        title={t('mine.deleteTitle')}
        confirmLabel={t('mine.deleteConfirm')}
        cancelLabel={t('mine.cancel')}
      >
        <Text>{t('mine.deleteBody', { title: deletion.target?.title ?? '' })}</Text>
      </ConfirmModal>
    </ListPanel>
  );
}
