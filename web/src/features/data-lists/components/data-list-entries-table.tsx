import { Table, Text } from '@mantine/core';
import { EditDeleteActions } from '../../../components/row-actions.tsx';
import { useTranslation } from 'react-i18next';
import type { DataList } from '@passerelle/contract';
import { TableSkeletonRows } from '../../../components/table-skeleton-rows.tsx';
import { filledLocales } from '../data-list-model.ts';

export interface DataListEntriesTableProps {
  entries: DataList[] | undefined;
  /** Skeleton rows instead of data (first load). */
  loading: boolean;
  onEdit: (entry: DataList) => void;
  onDelete: (entry: DataList) => void;
}

const SKELETON_ROWS = 4;
const COLUMN_COUNT = 3;

/** The entries of one table: French name, how many languages are filled, and the actions. */
export function DataListEntriesTable({ entries, loading, onEdit, onDelete }: DataListEntriesTableProps) {
  const { t } = useTranslation('dataLists');
  return (
    <Table.ScrollContainer minWidth={320} maxHeight="70vh">
      <Table stickyHeader striped highlightOnHover aria-label={t('entries.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('entries.name')}</Table.Th>
            <Table.Th w={110}>{t('entries.translations')}</Table.Th>
            <Table.Th w={100}>{t('entries.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-busy={loading}>
          {loading ? (
            <TableSkeletonRows rows={SKELETON_ROWS} columns={COLUMN_COUNT} />
          ) : (
            (entries ?? []).map((entry) => {
              const name = entry.translations.fr.level1name;
              return (
                <Table.Tr key={entry.id}>
                  <Table.Td>
                    <Text size="sm" fw={600} lang="fr" style={{ overflowWrap: 'break-word' }}>
                      {name}
                    </Text>
                  </Table.Td>
                  <Table.Td>{filledLocales(entry)}</Table.Td>
                  <Table.Td>
                    <EditDeleteActions
                      editLabel={t('entries.edit', { name })}
                      deleteLabel={t('entries.delete', { name })}
                      onEdit={() => onEdit(entry)}
                      onDelete={() => onDelete(entry)}
                    />
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
