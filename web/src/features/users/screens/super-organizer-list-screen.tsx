import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { FairRequired } from '../../../components/fair-required.tsx';
import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FixedFilterListQuery } from '@passerelle/contract';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { ErrorCard } from '../../../components/error-card.tsx';
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
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="so-title">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Title order={2} id="so-title">
            {t('superOrganizers.title')}
          </Title>
          <Button
            color="ember.7"
            leftSection={<IconUserPlus size={18} aria-hidden />}
            onClick={open}
            disabled={!fair}
          >
            {t('superOrganizers.create')}
          </Button>
        </Group>
        {!fair ? <FairRequired /> : null}
        <Text size="sm" c="gray.7" aria-live="polite" aria-atomic>
          {pageInfo && !list.isPending
            ? t('superOrganizers.count', { count: pageInfo.totalItems })
            : '\u00a0'}
        </Text>
        {list.isError ? <ErrorCard error={list.error} title={t('superOrganizers.loadFailed')} /> : null}
        {empty ? (
          <EmptyState title={t('superOrganizers.empty')} text={t('superOrganizers.emptyHint')} />
        ) : null}
        {!empty && !list.isError ? (
          <Box style={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
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
          </Box>
        ) : null}
        {pageInfo ? (
          <ListPagination
            label={t('list.pagination')}
            pageCount={pageInfo.pageCount}
            page={page}
            onChange={setPage}
          />
        ) : null}
      </Stack>
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
    </Paper>
  );
}
