import { ListPanel } from '../../../components/list-panel.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FairRequired } from '../../../components/fair-required.tsx';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FixedFilterListQuery } from '@passerelle/contract';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { SuperOrganizerCreateModal } from '../components/super-organizer-create-modal.tsx';
import { UserTable } from '../components/user-table.tsx';
import { nextOrder, sortOf, type SortColumn } from '../user-list-search.ts';
import { useNotify } from '../../../lib/use-notify.ts';
import { useCreateSuperOrganizerMutation, usersQueries } from '../users.queries.ts';

const PER_PAGE = 20;

/** §2 /superorganizer/list (super admin): the super organizers, sortable and paged, and a create button. */
export function SuperOrganizerListScreen() {
  const { t } = useTranslation('users');
  const { fair } = useCurrentFair();
  const [page, setPage] = useState(1);
  const [order, setOrder] = useState<string | undefined>('lastName');
  const sort = sortOf(order);
  const query: FixedFilterListQuery = {
    page,
    itemsPerPage: PER_PAGE,
    ...(sort ? { [`order[${sort.column}]`]: sort.direction } : {}),
  };
  const list = useQuery(usersQueries.superOrganizers(query));
  const create = useCreateSuperOrganizerMutation();
  const [opened, modal] = useDisclosure(false);
  const [formKey, setFormKey] = useState(0);
  const notify = useNotify();

  const open = (): void => {
    create.reset();
    setFormKey((k) => k + 1);
    modal.open();
  };
  const users = list.data?.data;
  const pageInfo = list.data?.pageInfo;
  const empty = !list.isPending && !list.isError && users?.length === 0;

  return (
    <ListPanel
      titleId="so-title"
      title={t('superOrganizers.title')}
      action={{
        label: t('superOrganizers.create'),
        icon: <IconUserPlus size={18} aria-hidden />,
        onClick: open,
        disabled: !fair,
      }}
    >
      {!fair ? <FairRequired /> : null}
      <PagedList
        query={list}
        pageInfo={pageInfo}
        page={page}
        onPage={setPage}
        count={(count) => t('superOrganizers.count', { count })}
        pagesLabel={t('list.pagination')}
        loadFailed={t('superOrganizers.loadFailed')}
        empty={
          empty ? (
            <EmptyState title={t('superOrganizers.empty')} text={t('superOrganizers.emptyHint')} />
          ) : null
        }
      >
        <UserTable
          users={users}
          loading={list.isPending}
          order={order}
          onSort={(column: SortColumn) => {
            setOrder(nextOrder(order, column));
            setPage(1);
          }}
          fairId={null}
          timeZone={fair?.timezone}
          label={t('superOrganizers.tableLabel')}
          showStatus={false}
        />
      </PagedList>
      {fair ? (
        <SuperOrganizerCreateModal
          key={formKey}
          opened={opened}
          onClose={modal.close}
          fair={fair}
          pending={create.isPending}
          error={create.error}
          onSubmit={(body) =>
            create.mutate(body, {
              onSuccess: (created) => {
                modal.close();
                notify.success(t('superOrganizers.created', { email: created.email }));
              },
            })
          }
        />
      ) : null}
    </ListPanel>
  );
}
