import { Table, Text } from '@mantine/core';
import { EditDeleteActions } from '../../../components/row-actions.tsx';
import { useTranslation } from 'react-i18next';
import { filledLocales, rowName } from '../lookup-form-model.ts';
import type { LookupRow } from '../reference.queries.ts';
import { TableSkeletonRows } from '../../../components/table-skeleton-rows.tsx';

export interface LookupTableProps {
  /** Rows already sorted (by position, else by name). */
  rows: LookupRow[] | undefined;
  /** Skeleton rows instead of data (first load). */
  loading: boolean;
  onEdit: (row: LookupRow) => void;
  onDelete: (row: LookupRow) => void;
  /** False for tables without a position: no position column. */
  positioned?: boolean;
  /** A parent column (sub-sectors' sector): its heading and each row's parent name. */
  parent?: { label: string; nameOf: (row: LookupRow) => string };
  /** Columns of optional links (a city's department): heading and each row's linked name. */
  links?: readonly { field: string; label: string; nameOf: (row: LookupRow) => string }[];
  /** Extra text columns (a stand type's `artKey`): heading and body field. */
  extraColumns?: readonly { field: string; label: string }[];
  /** Untranslated tables (geography): the name's field and heading; no translations column. */
  plainName?: { field: string; label: string };
  /** Shown to readers who may not write it (an organizer on the job tables): no actions column. */
  readOnly?: boolean;
}

const SKELETON_ROWS = 5;

/** §2 lookup tables: position, French name, how many languages are filled, and the actions. */
export function LookupTable({
  rows,
  loading,
  onEdit,
  onDelete,
  positioned = true,
  parent,
  extraColumns = [],
  plainName,
  links = [],
  readOnly = false,
}: LookupTableProps) {
  const { t } = useTranslation('reference');
  const columns =
    (plainName ? 1 : 2) +
    (readOnly ? 0 : 1) +
    (positioned ? 1 : 0) +
    (parent ? 1 : 0) +
    links.length +
    extraColumns.length;
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped highlightOnHover aria-label={t('table.label')}>
        <Table.Thead>
          <Table.Tr>
            {positioned ? <Table.Th w={110}>{t('table.position')}</Table.Th> : null}
            <Table.Th>{plainName ? plainName.label : t('table.name')}</Table.Th>
            {parent ? <Table.Th>{parent.label}</Table.Th> : null}
            {links.map((l) => (
              <Table.Th key={l.field}>{l.label}</Table.Th>
            ))}
            {extraColumns.map((c) => (
              <Table.Th key={c.field}>{c.label}</Table.Th>
            ))}
            {plainName ? null : <Table.Th w={140}>{t('table.translations')}</Table.Th>}
            {readOnly ? null : <Table.Th w={120}>{t('table.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-busy={loading}>
          {loading ? (
            <TableSkeletonRows rows={SKELETON_ROWS} columns={columns} />
          ) : (
            (rows ?? []).map((row) => {
              const name = rowName(row, plainName?.field);
              return (
                <Table.Tr key={row.id}>
                  {positioned ? <Table.Td>{row.position}</Table.Td> : null}
                  <Table.Td>
                    <Text size="sm" fw={600} lang={plainName ? undefined : 'fr'}>
                      {name}
                    </Text>
                  </Table.Td>
                  {parent ? <Table.Td>{parent.nameOf(row)}</Table.Td> : null}
                  {links.map((l) => (
                    <Table.Td key={l.field}>{l.nameOf(row)}</Table.Td>
                  ))}
                  {extraColumns.map((c) => (
                    <Table.Td key={c.field}>
                      <Text size="sm" ff="monospace">
                        {String(row[c.field] ?? '')}
                      </Text>
                    </Table.Td>
                  ))}
                  {plainName ? null : <Table.Td>{filledLocales(row)}</Table.Td>}
                  {readOnly ? null : (
                    <Table.Td>
                      <EditDeleteActions
                        editLabel={t('table.edit', { name })}
                        deleteLabel={t('table.delete', { name })}
                        onEdit={() => onEdit(row)}
                        onDelete={() => onDelete(row)}
                      />
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
