import { MORTGAGE_COMPANY_FI_TYPE, type QueryResults } from '@fin-atlas/domain';
import { Anchor, Group, Table, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import { nextSort, SortableTh, type SortDirection, type SortState } from '../../../ui/sortable-table';
import { stickyColumn, TableScroller } from '../../../ui/table-scroller';
import { useTableWindow } from '../../../ui/use-table-window';
import { ANALYTICS_MODULES, selectInstitution, useAnalyticsSelection } from '../../peer-groups';
import { type Cell, filterRowIndexes, formatCell, rowSearchText, sortRowIndexes } from './result-rows';

const NAME_WIDTH = 260;
const COLUMN_WIDTH = 150;
const ROW_HEIGHT = 37;
/**
 * Rows are always windowed; columns only past this many, since a row of a few dozen cells is cheap
 * and drawing them all keeps every column at its width.
 */
const WINDOW_COLUMNS_FROM = 48;
/** No column is sorted until the user asks: the rows keep the server's order. */
const UNSORTED: SortState<string> = { key: '', direction: 'asc' };

const number = new Intl.NumberFormat('en-US');

/**
 * The matching institutions: every column the query produced, sortable by any of them (figures by
 * value, gaps last), filtered by a quick search, and drawn only where the reader looks so ten
 * thousand rows by thirty columns scroll smoothly. Names open the institution's FIN Profile.
 */
export function ResultsTable({ results }: { results: QueryResults }) {
  const { columns, rows } = results;
  const fiTypeIndex = columns.findIndex((c) => c.key === 'fi_type');
  const nameIndex = Math.max(
    0,
    columns.findIndex((c) => c.key === 'name'),
  );
  const valueColumns = useMemo(
    () => columns.map((column, index) => ({ column, index })).filter((c) => c.index !== nameIndex),
    [columns, nameIndex],
  );
  const numeric = useMemo(
    () => columns.map((_, i) => rows.some((r) => typeof r[i] === 'number')),
    [columns, rows],
  );
  const [sort, setSort] = useState<SortState<string>>(UNSORTED);
  const [text, setText] = useState('');
  const [filter] = useDebouncedValue(text, 200);
  const filtering = filter.trim() !== '';
  // Formatting every cell of a large result for the search costs a noticeable moment: only once asked.
  const searchText = useMemo(
    () => (filtering ? rowSearchText(rows, columns) : null),
    [rows, columns, filtering],
  );
  const order = useMemo(() => {
    const kept = searchText ? filterRowIndexes(searchText, filter) : rows.map((_, i) => i);
    return sort.key === '' ? kept : sortRowIndexes(rows, kept, Number(sort.key), sort.direction);
  }, [rows, searchText, filter, sort]);
  const onSort = (key: string, first: SortDirection) => setSort((current) => nextSort(current, key, first));
  const scrollRef = useRef<HTMLDivElement>(null);
  const view = useTableWindow({
    scrollRef,
    rowCount: order.length,
    rowHeight: ROW_HEIGHT,
    columnCount: valueColumns.length,
    columnWidth: COLUMN_WIDTH,
    stickyWidth: NAME_WIDTH,
    windowColumnsFrom: WINDOW_COLUMNS_FROM,
  });
  const drawn = view.columns.flatMap((i) => valueColumns[i] ?? []);
  const span = 1 + drawn.length + (view.padLeft > 0 ? 1 : 0) + (view.padRight > 0 ? 1 : 0);
  const [, updateProfile] = useAnalyticsSelection('fin_profile');
  const openProfile = (rowIndex: number) => {
    const row = rows[rowIndex] ?? [];
    const read = (key: string): Cell => row[columns.findIndex((c) => c.key === key)] ?? null;
    const asText = (v: Cell) => (v === null ? null : String(v));
    const rssd = read('rssd_id');
    const assets = read('assets');
    updateProfile((state) =>
      selectInstitution(state, {
        id: results.institution_ids[rowIndex] as number,
        name: String(read('name') ?? ''),
        fi_type: String(read('fi_type') ?? ''),
        city: asText(read('city')),
        state: asText(read('state')),
        assets: typeof assets === 'number' ? assets : null,
        rssd_id: typeof rssd === 'number' ? rssd : rssd === null ? null : Number(rssd) || null,
        regulatory_id: asText(read('regulatory_id')),
      }),
    );
  };
  const gap = (width: number, header = false) =>
    width <= 0 ? null : header ? (
      <Table.Th aria-hidden style={{ width, minWidth: width, padding: 0 }} />
    ) : (
      <Table.Td aria-hidden style={{ width, minWidth: width, padding: 0 }} />
    );
  const nameColumn = columns[nameIndex];
  return (
    <>
      <Group justify="space-between" mb="xs" wrap="wrap" gap="xs">
        <TextInput
          type="search"
          aria-label="Filter the results"
          placeholder="Filter by any shown value"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          w={320}
        />
        <Text fz="sm" c="dimmed" role="status" data-testid="results-shown">
          {/* The total is in the heading above: only a narrowed list says how much of it shows. */}
          {filtering
            ? `${number.format(order.length)} of ${number.format(rows.length)} institutions shown`
            : null}
        </Text>
      </Group>
      <TableScroller ref={scrollRef} label="Query results, scrollable" maxHeight="calc(100vh - 260px)">
        <Table
          withTableBorder
          highlightOnHover
          stickyHeader
          aria-label="Query results"
          aria-rowcount={order.length + 1}
          // The whole virtual width, so undrawn columns keep their place and each column its width.
          // Separate borders: with collapsed ones Chromium paints the edge of the figures scrolled
          // under the sticky name column over its left edge; the row rules are then the cells'.
          style={{
            width: NAME_WIDTH + valueColumns.length * COLUMN_WIDTH,
            tableLayout: 'fixed',
            borderCollapse: 'separate',
            borderSpacing: 0,
          }}
          styles={{ td: { borderBottom: '1px solid var(--table-border-color)' } }}
        >
          <colgroup>
            <col style={{ width: NAME_WIDTH }} />
            {view.padLeft > 0 ? <col style={{ width: view.padLeft }} /> : null}
            {drawn.map(({ column }) => (
              <col key={column.key} style={{ width: COLUMN_WIDTH }} />
            ))}
            {view.padRight > 0 ? <col style={{ width: view.padRight }} /> : null}
          </colgroup>
          <Table.Thead>
            <Table.Tr>
              {nameColumn ? (
                <SortableTh
                  column={String(nameIndex)}
                  sort={sort}
                  onSort={onSort}
                  label={nameColumn.label}
                  style={stickyColumn(0, NAME_WIDTH, true, true)}
                >
                  {nameColumn.label}
                </SortableTh>
              ) : null}
              {gap(view.padLeft, true)}
              {drawn.map(({ column, index }) => (
                <SortableTh
                  key={column.key}
                  column={String(index)}
                  sort={sort}
                  onSort={onSort}
                  numeric={numeric[index] ?? false}
                  label={column.label}
                >
                  {column.label}
                </SortableTh>
              ))}
              {gap(view.padRight, true)}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {view.padTop > 0 ? (
              <Table.Tr aria-hidden>
                <Table.Td colSpan={span} style={{ height: view.padTop, padding: 0, border: 0 }} />
              </Table.Tr>
            ) : null}
            {view.rows.map(({ index, key }) => {
              const rowIndex = order[index];
              if (rowIndex === undefined) return null;
              const row = rows[rowIndex] ?? [];
              const name = String(row[nameIndex] ?? '');
              return (
                <Table.Tr key={key} data-index={index} ref={view.measureRow} aria-rowindex={index + 2}>
                  <Table.Td style={{ ...stickyColumn(0, NAME_WIDTH, true), whiteSpace: 'nowrap' }}>
                    {/* A mortgage company files no call report: it has no FIN Profile to open. */}
                    {row[fiTypeIndex] === MORTGAGE_COMPANY_FI_TYPE ? (
                      <Text fz="sm" title={name} style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
                        {name}
                      </Text>
                    ) : (
                      <Anchor
                        component={Link}
                        to={ANALYTICS_MODULES.fin_profile.nextPath}
                        onClick={() => openProfile(rowIndex)}
                        fz="sm"
                        title={name}
                        display="block"
                        style={{ overflow: 'hidden', textOverflow: 'ellipsis' }}
                      >
                        {name}
                      </Anchor>
                    )}
                  </Table.Td>
                  {gap(view.padLeft)}
                  {drawn.map(({ column, index: c }) => {
                    const shown = formatCell(row[c] ?? null, column);
                    return (
                      <Table.Td
                        key={column.key}
                        ta={numeric[c] ? 'right' : undefined}
                        title={shown}
                        style={{
                          width: COLUMN_WIDTH,
                          maxWidth: COLUMN_WIDTH,
                          whiteSpace: 'nowrap',
                          overflow: 'hidden',
                          textOverflow: 'ellipsis',
                          fontVariantNumeric: 'tabular-nums',
                        }}
                      >
                        {shown}
                      </Table.Td>
                    );
                  })}
                  {gap(view.padRight)}
                </Table.Tr>
              );
            })}
            {view.padBottom > 0 ? (
              <Table.Tr aria-hidden>
                <Table.Td colSpan={span} style={{ height: view.padBottom, padding: 0, border: 0 }} />
              </Table.Tr>
            ) : null}
          </Table.Tbody>
        </Table>
      </TableScroller>
    </>
  );
}
