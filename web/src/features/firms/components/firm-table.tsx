import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { RowAction, RowActions } from '../../../components/row-actions.tsx';
import { IconExternalLink, IconPencil, IconUsers } from '@tabler/icons-react';
import { Link, useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { FirmBackListItem } from '@passerelle/contract';
import { TableSkeletonRows } from '../../../components/table-skeleton-rows.tsx';
import { STATUS_COLORS } from '../../../theme.ts';
import { FirmLogo } from './firm-logo.tsx';
import { SectorBadges } from '../../../components/sector-badges.tsx';

export interface FirmTableProps {
  firms: FirmBackListItem[] | undefined;
  loading: boolean;
  label: string;
  /** Across fairs (super admin): a column with the number of fairs. */
  showFairs?: boolean;
}

const SKELETON_ROWS = 6;

/** The organizer's table of exhibitors: sticky header, scrolls sideways on phones. */
export function FirmTable({ firms, loading, label, showFairs = false }: FirmTableProps) {
  const { t } = useTranslation('firms');
  const { salon } = useParams({ strict: false });
  const columns = showFairs ? 7 : 6;
  return (
    <Table.ScrollContainer minWidth={820} maxHeight="70vh">
      <Table stickyHeader striped highlightOnHover aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('columns.name')}</Table.Th>
            <Table.Th>{t('columns.type')}</Table.Th>
            <Table.Th>{t('columns.sectors')}</Table.Th>
            <Table.Th>{t('columns.users')}</Table.Th>
            {showFairs ? <Table.Th>{t('columns.fairs')}</Table.Th> : null}
            <Table.Th>{t('columns.visibility')}</Table.Th>
            <Table.Th>{t('columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-busy={loading}>
          {loading ? (
            <TableSkeletonRows rows={SKELETON_ROWS} columns={columns} />
          ) : (
            (firms ?? []).map((firm) => {
              const id = String(firm.id);
              return (
                <Table.Tr key={firm.id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      <FirmLogo name={firm.name} logo={firm.logo} size={36} />
                      <Anchor
                        size="sm"
                        fw={600}
                        renderRoot={(props) => (
                          <Link
                            to="/{-$salon}/exhibitor/manage"
                            params={{ salon }}
                            search={{ firm: firm.id }}
                            {...props}
                          />
                        )}
                      >
                        {firm.name}
                      </Anchor>
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{firm.firmType?.name ?? '—'}</Text>
                  </Table.Td>
                  <Table.Td>
                    <SectorBadges sectors={firm.sectors} label={t('columns.sectors')} />
                  </Table.Td>
                  <Table.Td>{firm.usersCount}</Table.Td>
                  {showFairs ? <Table.Td>{firm.fairs.length}</Table.Td> : null}
                  <Table.Td>
                    {firm.isVisible ? (
                      <Badge color={STATUS_COLORS.validated} variant="filled" tt="none">
                        {t('visibility.visible')}
                      </Badge>
                    ) : (
                      <Badge color="gray.7" variant="filled" tt="none">
                        {t('visibility.hidden')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <RowActions>
                      <RowAction
                        tooltip
                        label={t('actions.edit', { name: firm.name })}
                        icon={<IconPencil size={18} aria-hidden />}
                        renderRoot={(props) => (
                          <Link
                            to="/{-$salon}/exhibitor/manage"
                            params={{ salon }}
                            search={{ firm: firm.id }}
                            {...props}
                          />
                        )}
                      />
                      <RowAction
                        tooltip
                        label={t('actions.users', { name: firm.name })}
                        icon={<IconUsers size={18} aria-hidden />}
                        renderRoot={(props) => (
                          <Link to="/{-$salon}/firm/users/{-$id}" params={{ salon, id }} {...props} />
                        )}
                      />
                      <RowAction
                        tooltip
                        label={t('actions.public', { name: firm.name })}
                        icon={<IconExternalLink size={18} aria-hidden />}
                        renderRoot={(props) => (
                          <Link to="/{-$salon}/exhibitors/$id" params={{ salon, id }} {...props} />
                        )}
                      />
                    </RowActions>
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
