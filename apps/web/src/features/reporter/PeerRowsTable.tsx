import type { MetricRow } from '@fin-atlas/domain';
import { Table } from '@mantine/core';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { SortableTh, useSortedRows } from '../../ui/sortable-table';
import { TablePager } from '../../ui/TablePager';
import { stickyColumn, TableScroller } from '../../ui/table-scroller';
import { useTableWindow } from '../../ui/use-table-window';

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
const RANK_WIDTH = 64;
/** 'Rank (Return on Average Assets)' wraps onto a few lines in a wider column. */
const NAMED_RANK_WIDTH = 112;
const NAME_WIDTH = 220;
const VALUE_WIDTH = 128;
const ROW_HEIGHT = 37;
/** A period table has a column per metric: from this many on, only those in view are drawn. */
const WINDOW_COLUMNS_FROM = 12;

/**
 * A peer table: the selected institutions pinned on top, then every peer, sortable by any column,
 * paged, and drawn only where the reader looks (rows, and value columns of a wide table). Rank and
 * name stay at the left edge with the figures right after them; the location comes last.
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
  const scrollRef = useRef<HTMLDivElement>(null);
  const toTop = () => scrollRef.current?.scrollTo({ top: 0 });
  const onSort = (key: string, first: 'asc' | 'desc') => {
    toggle(key, first);
    setPage(1);
  };
  const lines = useMemo(
    () => [
      ...institutions.map((row) => ({ row, pinned: true })),
      ...shown.map((row) => ({ row, pinned: false })),
    ],
    [institutions, shown],
  );
  const rankWidth = !rankLabel ? 0 : rankLabel.length > 'Rank'.length ? NAMED_RANK_WIDTH : RANK_WIDTH;
  const view = useTableWindow({
    scrollRef,
    rowCount: lines.length,
    rowHeight: ROW_HEIGHT,
    columnCount: columns.length,
    columnWidth: VALUE_WIDTH,
    stickyWidth: rankWidth + NAME_WIDTH,
    windowColumnsFrom: WINDOW_COLUMNS_FROM,
  });
  const drawn = view.columns.flatMap((i) => columns[i] ?? []);
  const span =
    (rankLabel ? 1 : 0) + 2 + drawn.length + (view.padLeft > 0 ? 1 : 0) + (view.padRight > 0 ? 1 : 0);
  const gap = (width: number, header = false) =>
    width > 0 ? (
      header ? (
        <Table.Th aria-hidden style={{ width, minWidth: width, padding: 0 }} />
      ) : (
        <Table.Td aria-hidden style={{ width, minWidth: width, padding: 0 }} />
      )
    ) : null;
  const blankRow = (height: number) =>
    height > 0 ? (
      <Table.Tr aria-hidden>
        <Table.Td colSpan={span} style={{ height, padding: 0, border: 0 }} />
      </Table.Tr>
    ) : null;
  return (
    <>
      <TableScroller ref={scrollRef} label={`${label}, scrollable`} maxHeight="calc(100vh - 200px)">
        <Table withTableBorder highlightOnHover stickyHeader aria-label={label} style={{ minWidth: '100%' }}>
          <Table.Thead>
            <Table.Tr>
              {rankLabel ? (
                <SortableTh
                  column="rank"
                  sort={sort}
                  onSort={onSort}
                  firstDirection="asc"
                  label={rankLabel}
                  style={stickyColumn(0, rankWidth, false, true)}
                >
                  {rankLabel}
                </SortableTh>
              ) : null}
              <SortableTh
                column="name"
                sort={sort}
                onSort={onSort}
                style={stickyColumn(rankWidth, NAME_WIDTH, true, true)}
              >
                Institution
              </SortableTh>
              {gap(view.padLeft, true)}
              {drawn.map((c) => (
                <SortableTh
                  key={c.key}
                  column={c.key}
                  sort={sort}
                  onSort={onSort}
                  numeric={c.numeric}
                  style={{ minWidth: VALUE_WIDTH }}
                >
                  {c.header}
                </SortableTh>
              ))}
              {gap(view.padRight, true)}
              <SortableTh column="state" sort={sort} onSort={onSort}>
                Location
              </SortableTh>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {blankRow(view.padTop)}
            {view.rows.map(({ index, key }) => {
              const line = lines[index];
              if (!line) return null;
              const { row, pinned } = line;
              return (
                <Table.Tr key={key} data-index={index} ref={view.measureRow} fw={pinned ? 600 : undefined}>
                  {rankLabel ? (
                    <Table.Td ta="right" style={stickyColumn(0, rankWidth)}>
                      {pinned ? '' : rankOf.get(row)}
                    </Table.Td>
                  ) : null}
                  <Table.Td style={stickyColumn(rankWidth, NAME_WIDTH, true)}>{row.bank_name}</Table.Td>
                  {gap(view.padLeft)}
                  {drawn.map((c) => (
                    <Table.Td
                      key={c.key}
                      ta={c.numeric ? 'right' : undefined}
                      style={{
                        whiteSpace: 'nowrap',
                        fontVariantNumeric: 'tabular-nums',
                        minWidth: VALUE_WIDTH,
                      }}
                    >
                      {c.render(row)}
                    </Table.Td>
                  ))}
                  {gap(view.padRight)}
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {[row.bank_city, row.bank_state].filter(Boolean).join(', ')}
                  </Table.Td>
                </Table.Tr>
              );
            })}
            {blankRow(view.padBottom)}
          </Table.Tbody>
        </Table>
      </TableScroller>
      {peers.length > PAGE_SIZES[0] ? (
        <TablePager
          total={peers.length}
          page={page}
          perPage={perPage}
          pageSizes={PAGE_SIZES}
          onPageChange={(n) => {
            setPage(n);
            toTop();
          }}
          onPerPageChange={(n) => {
            setPerPage(n);
            setPage(1);
            toTop();
          }}
        />
      ) : null}
    </>
  );
}
