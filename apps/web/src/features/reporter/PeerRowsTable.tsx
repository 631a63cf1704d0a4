import type { MetricRow } from '@fin-atlas/domain';
import { Table } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { SortableTh, useSortedRows } from '../../ui/sortable-table';
import { TablePager } from '../../ui/TablePager';

export type PeerColumn = {
  key: string;
  header: string;
  numeric?: boolean;
  /** What the cell shows (formatted by the server). */
  render: (row: MetricRow) => ReactNode;
  /** What the column sorts by: the raw figure, not its text. */
  sortValue: (row: MetricRow) => string | number | null;
};

const PAGE_SIZES = [50, 100, 250] as const;

/**
 * A peer table: the selected institutions pinned on top, then every peer, sortable by any column
 * and paged so a group of thousands stays quick to draw.
 */
export function PeerRowsTable({
  label,
  institutions,
  peers,
  columns,
  initialSort,
  rankLabel,
}: {
  label: string;
  institutions: readonly MetricRow[];
  peers: readonly MetricRow[];
  columns: readonly PeerColumn[];
  initialSort: string;
  /** The peers arrive ranked (best first on the chosen metric): a rank column headed so. */
  rankLabel?: string;
}) {
  const rankOf = useMemo(() => new Map(peers.map((row, i) => [row, i + 1])), [peers]);
  const accessors = useMemo(
    () =>
      Object.fromEntries([
        ['rank', (r: MetricRow) => rankOf.get(r) ?? null],
        ['name', (r: MetricRow) => r.bank_name],
        ['state', (r: MetricRow) => r.bank_state],
        ...columns.map((c) => [c.key, c.sortValue]),
      ]) as Record<string, (r: MetricRow) => string | number | null>,
    [columns, rankOf],
  );
  const { sorted, sort, toggle } = useSortedRows(peers, accessors, {
    key: initialSort,
    direction: initialSort === 'name' || initialSort === 'rank' ? 'asc' : 'desc',
  });
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState<number>(PAGE_SIZES[1]);
  const shown = sorted.slice((page - 1) * perPage, page * perPage);
  const onSort = (key: string, first: 'asc' | 'desc') => {
    toggle(key, first);
    setPage(1);
  };
  const line = (row: MetricRow, pinned: boolean) => (
    <Table.Tr key={`${pinned ? 'i' : 'p'}-${row.bank_id}`} fw={pinned ? 600 : undefined}>
      {rankLabel ? <Table.Td ta="right">{pinned ? '' : rankOf.get(row)}</Table.Td> : null}
      <Table.Td miw={180}>{row.bank_name}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {[row.bank_city, row.bank_state].filter(Boolean).join(', ')}
      </Table.Td>
      {columns.map((c) => (
        <Table.Td key={c.key} ta={c.numeric ? 'right' : undefined} style={{ whiteSpace: 'nowrap' }}>
          {c.render(row)}
        </Table.Td>
      ))}
    </Table.Tr>
  );
  return (
    <>
      {/* Wide enough that names and figures keep their lines: a period table has a column per metric. */}
      <Table.ScrollContainer minWidth={Math.max(640, 420 + columns.length * 120)}>
        <Table withTableBorder highlightOnHover aria-label={label}>
          <Table.Thead>
            <Table.Tr>
              {rankLabel ? (
                <SortableTh column="rank" sort={sort} onSort={onSort} firstDirection="asc">
                  {rankLabel}
                </SortableTh>
              ) : null}
              <SortableTh column="name" sort={sort} onSort={onSort}>
                Institution
              </SortableTh>
              <SortableTh column="state" sort={sort} onSort={onSort}>
                Location
              </SortableTh>
              {columns.map((c) => (
                <SortableTh key={c.key} column={c.key} sort={sort} onSort={onSort} numeric={c.numeric}>
                  {c.header}
                </SortableTh>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {institutions.map((row) => line(row, true))}
            {shown.map((row) => line(row, false))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {peers.length > PAGE_SIZES[0] ? (
        <TablePager
          total={peers.length}
          page={page}
          perPage={perPage}
          pageSizes={PAGE_SIZES}
          onPageChange={setPage}
          onPerPageChange={(n) => {
            setPerPage(n);
            setPage(1);
          }}
        />
      ) : null}
    </>
  );
}
