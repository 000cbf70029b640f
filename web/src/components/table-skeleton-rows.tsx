import { Skeleton, Table } from '@mantine/core';

/** Loading rows shaped like the table that comes (visual.md: skeletons, not spinners). */
export function TableSkeletonRows({ rows, columns }: { rows: number; columns: number }) {
  return Array.from({ length: rows }, (_, row) => (
    <Table.Tr key={row} aria-hidden>
      {Array.from({ length: columns }, (__, cell) => (
        <Table.Td key={cell}>
          <Skeleton height={14} radius="sm" />
        </Table.Td>
      ))}
    </Table.Tr>
  ));
}
