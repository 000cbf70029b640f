import { ActionIcon, Group, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Positioned } from '@passerelle/contract';
import { filledLocales } from '../lookup-form-model.ts';
import { TableSkeletonRows } from '../../../components/table-skeleton-rows.tsx';

export interface LookupTableProps {
  /** Rows already sorted by position. */
  rows: Positioned[] | undefined;
  /** Skeleton rows instead of data (first load). */
  loading: boolean;
  onEdit: (row: Positioned) => void;
  onDelete: (row: Positioned) => void;
}

const SKELETON_ROWS = 5;
const COLUMN_COUNT = 4;

/** §2 lookup tables: position, French name, how many languages are filled, and the actions. */
export function LookupTable({ rows, loading, onEdit, onDelete }: LookupTableProps) {
  const { t } = useTranslation('reference');
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped highlightOnHover aria-label={t('table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={110}>{t('table.position')}</Table.Th>
            <Table.Th>{t('table.name')}</Table.Th>
            <Table.Th w={140}>{t('table.translations')}</Table.Th>
            <Table.Th w={120}>{t('table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-busy={loading}>
          {loading ? (
            <TableSkeletonRows rows={SKELETON_ROWS} columns={COLUMN_COUNT} />
          ) : (
            (rows ?? []).map((row) => {
              const name = row.translations.fr.name;
              return (
                <Table.Tr key={row.id}>
                  <Table.Td>{row.position}</Table.Td>
                  <Table.Td>
                    <Text size="sm" fw={600} lang="fr">
                      {name}
                    </Text>
                  </Table.Td>
                  <Table.Td>{filledLocales(row)}</Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        color="passerelle"
                        aria-label={t('table.edit', { name })}
                        onClick={() => onEdit(row)}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                      <ActionIcon
                        variant="subtle"
                        color="red.8"
                        aria-label={t('table.delete', { name })}
                        onClick={() => onDelete(row)}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Group>
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
