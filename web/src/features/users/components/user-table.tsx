import { Anchor, Badge, Group, Table, Text, UnstyledButton } from '@mantine/core';
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { UserListItem } from '@passerelle/contract';
import { formatDate } from '../../../lib/format-date.ts';
import { validationStatus } from '../../../lib/validation-status.ts';
import { sortOf, type SortColumn } from '../user-list-search.ts';
import { ValidationActions } from './validation-actions.tsx';
import { ValidationStatusBadge } from './validation-status-badge.tsx';
import { TableSkeletonRows } from '../../../components/table-skeleton-rows.tsx';

export interface UserTableProps {
  users: UserListItem[] | undefined;
  /** Skeleton rows instead of data (first load). */
  loading: boolean;
  order: string | undefined;
  onSort: (column: SortColumn) => void;
  fairId: number | null;
  timeZone: string | undefined;
  /** Accessible name of the table (defaults to the fair's users). */
  label?: string;
  /** The per-fair status column (lists of a fair); off for lists across fairs. */
  showStatus?: boolean;
}

const SKELETON_ROWS = 6;

/** §2 /user/list table: sticky header, sortable Nom / E-mail / Créé le, scrolls sideways on phones. */
export function UserTable({
  users,
  loading,
  order,
  onSort,
  fairId,
  timeZone,
  label,
  showStatus = true,
}: UserTableProps) {
  const { t, i18n } = useTranslation('users');
  const { salon } = useParams({ strict: false });
  const sort = sortOf(order);

  const sortable = (column: SortColumn, label: string) => {
    const direction = sort?.column === column ? sort.direction : null;
    const Icon =
      direction === 'asc' ? IconSortAscending : direction === 'desc' ? IconSortDescending : IconArrowsSort;
    return (
      <Table.Th aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}>
        <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm">
          <Group gap={4} wrap="nowrap">
            {label}
            <Icon size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Table.Th>
    );
  };

  return (
    <Table.ScrollContainer minWidth={760} maxHeight="70vh">
      <Table stickyHeader striped highlightOnHover aria-label={label ?? t('list.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            {sortable('lastName', t('columns.name'))}
            {sortable('email', t('columns.email'))}
            <Table.Th>{t('columns.roles')}</Table.Th>
            <Table.Th>{t('columns.userType')}</Table.Th>
            {showStatus ? <Table.Th>{t('columns.status')}</Table.Th> : null}
            {sortable('createdAt', t('columns.createdAt'))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-busy={loading}>
          {loading ? (
            <TableSkeletonRows rows={SKELETON_ROWS} columns={showStatus ? 6 : 5} />
          ) : (
            (users ?? []).map((user) => (
              <Table.Tr key={user.id}>
                <Table.Td>
                  {/* The name opens the user's manage screen (§2 /user/manage/{id}). */}
                  <Anchor
                    size="sm"
                    fw={600}
                    renderRoot={(props) => (
                      <Link
                        to="/{-$salon}/user/manage/$id"
                        params={{ salon, id: String(user.id) }}
                        {...props}
                      />
                    )}
                  >
                    {user.lastName} {user.firstName}
                  </Anchor>
                </Table.Td>
                <Table.Td style={{ wordBreak: 'break-all' }}>{user.email}</Table.Td>
                <Table.Td>
                  <Group gap={4}>
                    {user.roles.map((role) => (
                      <Badge key={role} variant="light" color="passerelle" tt="none">
                        {t(`roles.${role}`, { defaultValue: role })}
                      </Badge>
                    ))}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {t(`userTypes.${user.userType}`, { defaultValue: String(user.userType) })}
                </Table.Td>
                {showStatus ? (
                  <Table.Td>
                    {/* Organizers of the fair have no membership to validate: nothing to show. */}
                    {user.fairUsers.some((fu) => fu.fair === fairId) ? (
                      <Group gap={4} wrap="nowrap">
                        <ValidationStatusBadge status={validationStatus(user, fairId)} />
                        {fairId !== null && <ValidationActions user={user} fairId={fairId} />}
                      </Group>
                    ) : (
                      <Text span c="gray.7" aria-label={t('status.notMember')}>
                        —
                      </Text>
                    )}
                  </Table.Td>
                ) : null}
                <Table.Td>{formatDate(user.createdAt, i18n.language, timeZone)}</Table.Td>
              </Table.Tr>
            ))
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
