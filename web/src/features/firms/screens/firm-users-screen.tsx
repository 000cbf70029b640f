import { EmptyState } from '../../../components/empty-state.tsx';
import { FilterBar, SearchFilter } from '../../../components/list-filters.tsx';
import { ListPanel } from '../../../components/list-panel.tsx';
import { PagedList } from '../../../components/paged-list.tsx';
import { useState } from 'react';
import {
  Alert,
  Badge,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconInfoCircle, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FIRM_USER_RELATIONS, type FirmUserRelation } from '@passerelle/contract';
import { USER_TYPES } from '@passerelle/contract/lite';
import { ErrorCard } from '../../../components/error-card.tsx';
import { TableSkeletonRows } from '../../../components/table-skeleton-rows.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../../lib/auth.ts';
import { useCurrentFair } from '../../../lib/current-fair.tsx';
import { JoinRequestsSection } from '../components/join-requests-section.tsx';
import { StaffCreateForm } from '../components/staff-create-form.tsx';
import { firmsQueries, useCreateStaffMutation } from '../firms.queries.ts';
import { toStaffBody } from '../staff-create-model.ts';
import { useNotify } from '../../../lib/use-notify.ts';

const PER_PAGE = 20;
/** Light badges: a base colour for the background, a dark shade for the text (AA). */
const RELATION_COLORS: Record<FirmUserRelation, { color: string; c: string }> = {
  member: { color: 'passerelle', c: 'passerelle.9' },
  organizer: { color: 'ember', c: 'ember.9' },
  super: { color: 'gray', c: 'dark.7' },
};

/** §2 /firm/users/{id?}: the firm's users (its own firm without an id). */
export function FirmUsersScreen({ firmId }: { firmId: number | undefined }) {
  const { t } = useTranslation('firms');
  const user = useCurrentUser();
  const target = firmId ?? user?.firm ?? null;
  if (target === null)
    return (
      <Stack gap="lg">
        <Title order={2}>{t('users.title')}</Title>
        <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
          <Text size="sm">{t('users.noFirm')}</Text>
        </Alert>
      </Stack>
    );
  return <FirmUsers key={target} id={target} />;
}

function FirmUsers({ id }: { id: number }) {
  const { t } = useTranslation('firms');
  const { fair } = useCurrentFair();
  const notify = useNotify();
  const firm = useQuery(firmsQueries.detail(id));
  const [search, setSearch] = useState<string | undefined>();
  const [relation, setRelation] = useState<FirmUserRelation | 'all'>('member');
  const [page, setPage] = useState(1);
  const list = useQuery(
    firmsQueries.users(id, {
      page,
      itemsPerPage: PER_PAGE,
      ...(search ? { search } : {}),
      ...(relation === 'all' ? {} : { relation }),
    }),
  );
  const create = useCreateStaffMutation(id);
  const [creating, setCreating] = useState(false);

  if (firm.isError)
    return (
      <Stack gap="lg">
        <Title order={2}>{t('users.title')}</Title>
        {isApiError(firm.error) && firm.error.status === 404 ? (
          <Alert color="gray" variant="light" title={t('manage.notFoundTitle')}>
            <Text size="sm">{t('manage.notFound')}</Text>
          </Alert>
        ) : (
          <ErrorCard error={firm.error} title={t('users.loadFailed')} />
        )}
      </Stack>
    );

  const users = list.data?.data;
  const pageInfo = list.data?.pageInfo;
  const empty = !list.isPending && !list.isError && users?.length === 0;
  // The roster's owners add members; an organizer of one of its fairs only invites them.
  const inviting = !firm.data?.abilities.manageUsers && !!firm.data?.abilities.inviteUsers;
  const canCreate = (!!firm.data?.abilities.manageUsers || inviting) && fair !== null;

  return (
    <Stack gap="lg">
      {/* The roster's owners decide who joins (abilities from the api, never guessed here). */}
      {firm.data?.abilities.manageUsers ? (
        <JoinRequestsSection firmId={id} firmName={firm.data.name} />
      ) : null}
      <ListPanel
        titleId="firm-users-title"
        title={t('users.title')}
        subtitle={firm.data?.name ?? '\u00a0'}
        action={
          canCreate
            ? {
                label: t(inviting ? 'users.invite' : 'users.create'),
                icon: <IconUserPlus size={18} aria-hidden />,
                onClick: () => {
                  create.reset();
                  setCreating(true);
                },
              }
            : null
        }
      >
        <FilterBar label={t('users.filters')}>
          <SearchFilter
            label={t('users.search')}
            placeholder={t('users.searchPlaceholder')}
            value={search}
            onSearch={(value) => {
              setSearch(value);
              setPage(1);
            }}
          />
          {/* Organizers and platform staff are listed to platform staff only (abilities from the api). */}
          {firm.data?.abilities.seeStaff ? (
            <Stack gap={4} style={{ flex: '1 1 18rem' }}>
              <Text size="sm" fw={500} id="firm-users-relation">
                {t('users.relation')}
              </Text>
              <SegmentedControl
                aria-labelledby="firm-users-relation"
                value={relation}
                onChange={(value) => {
                  setRelation(value as FirmUserRelation | 'all');
                  setPage(1);
                }}
                data={[...FIRM_USER_RELATIONS, 'all'].map((r) => ({
                  value: r,
                  label: t(`users.relations.${r}`),
                }))}
                fullWidth
              />
            </Stack>
          ) : null}
        </FilterBar>

        <PagedList
          query={list}
          pageInfo={pageInfo}
          page={page}
          onPage={setPage}
          count={(count) => t('users.count', { count })}
          pagesLabel={t('users.pagination')}
          loadFailed={t('users.loadFailed')}
          empty={
            empty ? (
              <EmptyState title={t('users.empty')} text={canCreate ? t('users.emptyHint') : undefined} />
            ) : null
          }
        >
          <Table.ScrollContainer
            minWidth={680}
            // On a phone the table scrolls sideways: its viewport takes the keyboard (axe).
            scrollAreaProps={{
              viewportProps: { tabIndex: 0, role: 'region', 'aria-label': t('users.tableLabel') },
            }}
          >
            <Table striped highlightOnHover stickyHeader aria-label={t('users.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('users.columns.name')}</Table.Th>
                  <Table.Th>{t('users.columns.email')}</Table.Th>
                  <Table.Th>{t('users.columns.jobTitle')}</Table.Th>
                  <Table.Th>{t('users.columns.role')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody aria-busy={list.isPending}>
                {list.isPending ? (
                  <TableSkeletonRows rows={4} columns={4} />
                ) : (
                  (users ?? []).map((u) => (
                    <Table.Tr key={u.id}>
                      <Table.Td>
                        <Text size="sm" fw={600}>
                          {u.lastName} {u.firstName}
                        </Text>
                      </Table.Td>
                      <Table.Td style={{ wordBreak: 'break-all' }}>{u.email}</Table.Td>
                      <Table.Td>
                        {u.jobTitle ?? <VisuallyHidden>{t('users.noJobTitle')}</VisuallyHidden>}
                      </Table.Td>
                      <Table.Td>
                        <Badge variant="light" {...RELATION_COLORS[u.relation]} tt="none">
                          {u.relation === 'member'
                            ? u.userType === USER_TYPES.STAND_ADMIN
                              ? t('staff.types.admin')
                              : t('staff.types.contact')
                            : t(`users.relations.${u.relation}`)}
                        </Badge>
                      </Table.Td>
                    </Table.Tr>
                  ))
                )}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </PagedList>

        <Modal
          opened={creating}
          onClose={() => setCreating(false)}
          title={t(inviting ? 'users.inviteTitle' : 'users.createTitle')}
          size="lg"
        >
          {creating && fair && inviting ? (
            <Text size="sm" mb="md">
              {t('users.inviteIntro')}
            </Text>
          ) : null}
          {creating && fair ? (
            <StaffCreateForm
              pending={create.isPending}
              error={create.error}
              onCancel={() => setCreating(false)}
              onSubmit={(values) =>
                create.mutate(
                  { type: values.type, body: toStaffBody(values, id, fair.id) },
                  {
                    onSuccess: (created) => {
                      setCreating(false);
                      notify.success(
                        created.joinRequest
                          ? t('users.invited', { email: created.email, firm: created.joinRequest.firm.name })
                          : t('users.created', { email: created.email }),
                      );
                    },
                  },
                )
              }
            />
          ) : null}
        </Modal>
      </ListPanel>
    </Stack>
  );
}
