import {
  blankPlaceholderProduct,
  type DigitalChannelsColumn,
  type DigitalChannelsResult,
  type DigitalChannelsRow,
  formatValue,
  splitMarketShareRows,
} from '@fin-atlas/domain';
import { Table, Text } from '@mantine/core';
import { SummaryRow } from '../../ui/SummaryRow';
import { stickyColumn, TableScroller } from '../../ui/table-scroller';
import { formatOf } from './chart-columns';

const NUM = {
  textAlign: 'right' as const,
  fontVariantNumeric: 'tabular-nums' as const,
  whiteSpace: 'nowrap' as const,
};
const NAME_WIDTH = 200;

/** Consecutive columns under the same group header, so the header row spans them. */
function groupSpans(
  columns: readonly DigitalChannelsColumn[],
): { group: string; span: number; first: string }[] {
  const spans: { group: string; span: number; first: string }[] = [];
  for (const column of columns) {
    const group = column.group ?? '';
    const last = spans.at(-1);
    if (last && last.group === group) last.span += 1;
    else spans.push({ group, span: 1, first: column.key });
  }
  return spans;
}

function Cells({ row, result }: { row: DigitalChannelsRow; result: DigitalChannelsResult }) {
  return (
    <>
      {result.columns.map((column) => (
        <Table.Td key={column.key} style={NUM}>
          {formatValue((row as Record<string, unknown>)[column.key], formatOf(result, column), {
            percentPoints: true,
          })}
        </Table.Td>
      ))}
    </>
  );
}

/**
 * The report's rows in the server's columns and formats: ranked vendor rows, then Others and Grand
 * Total split out below them (spec section 4); placeholder product names 0 and -1 show blank.
 */
export function ResultTable({ result, title }: { result: DigitalChannelsResult; title: string }) {
  const split = splitMarketShareRows(result.report_data);
  const summaries = [split.others, split.grandTotal].filter((r): r is DigitalChannelsRow => r !== undefined);
  const withProducts = result.report_data.some((r) => blankPlaceholderProduct(r.product_name) !== '');
  const grouped = result.columns.some((c) => c.group);
  const nameCols = withProducts ? 2 : 1;
  const nameCell = (i: number, header = false) =>
    stickyColumn(i * NAME_WIDTH, NAME_WIDTH, i === nameCols - 1, header);

  return (
    <TableScroller label={`${title}, scrollable`} maxHeight="none">
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" aria-label={title}>
        <Table.Thead>
          {grouped ? (
            <Table.Tr>
              <Table.Th colSpan={nameCols} style={nameCell(0, true)} />
              {groupSpans(result.columns).map(({ group, span, first }) => (
                <Table.Th key={first} colSpan={span} style={{ textAlign: 'center', whiteSpace: 'nowrap' }}>
                  {group}
                </Table.Th>
              ))}
            </Table.Tr>
          ) : null}
          <Table.Tr>
            <Table.Th style={nameCell(0, true)}>Vendor</Table.Th>
            {withProducts ? <Table.Th style={nameCell(1, true)}>Product</Table.Th> : null}
            {result.columns.map((column) => (
              <Table.Th key={column.key} style={NUM}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {split.rows.map((row) => (
            <Table.Tr
              key={`${row.vendor_id ?? row.vendor_name}-${row.product_name ?? ''}`}
              data-kind={row.kind}
            >
              <Table.Td style={nameCell(0)}>
                <Text fz="sm" fw={500} fs={row.kind === 'unknown_vendor' ? 'italic' : undefined}>
                  {row.vendor_name}
                </Text>
              </Table.Td>
              {withProducts ? (
                <Table.Td style={nameCell(1)}>{blankPlaceholderProduct(row.product_name)}</Table.Td>
              ) : null}
              <Cells row={row} result={result} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {summaries.map((row) => (
            <SummaryRow key={row.kind} kind={row.kind}>
              <Table.Td style={nameCell(0)}>{row.vendor_name}</Table.Td>
              {withProducts ? (
                <Table.Td style={nameCell(1)}>{blankPlaceholderProduct(row.product_name)}</Table.Td>
              ) : null}
              <Cells row={row} result={result} />
            </SummaryRow>
          ))}
        </Table.Tfoot>
      </Table>
    </TableScroller>
  );
}
