import {
  blankPlaceholderProduct,
  type FirmographicsRow,
  formatShare,
  formatValue,
  type NumberFormatCode,
  splitMarketShareRows,
} from '@fin-atlas/domain';
import { Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { SummaryRow } from '../../ui/SummaryRow';
import { SortableTh, useSortedRows } from '../../ui/sortable-table';

const num = {
  textAlign: 'right' as const,
  fontVariantNumeric: 'tabular-nums' as const,
  whiteSpace: 'nowrap' as const,
};

type FirmographicsTableProps = {
  rows: readonly FirmographicsRow[];
  assetGroups: readonly { id: number; name: string }[];
  showProducts: boolean;
  measureName: string;
  format: NumberFormatCode;
};

/**
 * Each vendor's client base by firmographics: the measure per asset group, banks against credit
 * unions, how many states and which lead. Others and Grand Total sit below the vendor rows.
 */
export function FirmographicsTable({
  rows,
  assetGroups,
  showProducts,
  measureName,
  format,
}: FirmographicsTableProps) {
  const split = splitMarketShareRows(rows);
  const accessors = useMemo(() => {
    const base: Record<string, (row: FirmographicsRow) => string | number | null> = {
      rank: (r) => r.rank,
      vendor: (r) => r.vendor,
      product: (r) => blankPlaceholderProduct(r.product),
      value: (r) => r.value,
      share: (r) => r.share,
      banks: (r) => r.banks,
      credit_unions: (r) => r.credit_unions,
      states: (r) => r.state_count,
    };
    assetGroups.forEach((_, i) => {
      base[`band${i}`] = (r) => r.asset_group_values[i] ?? 0;
    });
    return base;
  }, [assetGroups]);
  const { sorted, sort, toggle } = useSortedRows(split.rows, accessors, { key: 'rank', direction: 'asc' });
  const summaryRows = [split.others, split.grandTotal].filter((r): r is FirmographicsRow => r !== undefined);

  const cells = (row: FirmographicsRow) => (
    <>
      {showProducts ? (
        <Table.Td style={{ whiteSpace: 'nowrap' }}>{blankPlaceholderProduct(row.product)}</Table.Td>
      ) : null}
      <Table.Td style={num}>{formatValue(row.value, format)}</Table.Td>
      <Table.Td style={num}>{formatShare(row.share)}</Table.Td>
      {assetGroups.map((group, i) => {
        const v = row.asset_group_values[i] ?? 0;
        return (
          <Table.Td
            key={group.id}
            style={num}
            title={row.value > 0 ? `${formatShare((v / row.value) * 100)} of the row` : undefined}
          >
            {v === 0 ? (
              <Text c="dimmed" fz="sm" component="span">
                –
              </Text>
            ) : (
              formatValue(v, format)
            )}
          </Table.Td>
        );
      })}
      <Table.Td style={num}>{formatValue(row.banks, format)}</Table.Td>
      <Table.Td style={num}>{formatValue(row.credit_unions, format)}</Table.Td>
      <Table.Td style={num}>{row.state_count}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {row.top_states.map((s) => `${s.state} ${formatValue(s.value, format)}`).join(' · ')}
      </Table.Td>
    </>
  );

  return (
    <Table.ScrollContainer minWidth={1180}>
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" aria-label="Vendor firmographics">
        <Table.Thead>
          <Table.Tr>
            <SortableTh column="rank" sort={sort} onSort={(k) => toggle(k, 'asc')} numeric>
              #
            </SortableTh>
            <SortableTh column="vendor" sort={sort} onSort={toggle}>
              Vendor
            </SortableTh>
            {showProducts ? (
              <SortableTh column="product" sort={sort} onSort={toggle}>
                Product
              </SortableTh>
            ) : null}
            <SortableTh column="value" sort={sort} onSort={toggle} numeric>
              {measureName}
            </SortableTh>
            <SortableTh column="share" sort={sort} onSort={toggle} numeric>
              Share
            </SortableTh>
            {assetGroups.map((group, i) => (
              <SortableTh key={group.id} column={`band${i}`} sort={sort} onSort={toggle} numeric>
                {group.name}
              </SortableTh>
            ))}
            <SortableTh column="banks" sort={sort} onSort={toggle} numeric>
              Banks
            </SortableTh>
            <SortableTh column="credit_unions" sort={sort} onSort={toggle} numeric>
              Credit Unions
            </SortableTh>
            <SortableTh column="states" sort={sort} onSort={toggle} numeric>
              States
            </SortableTh>
            <Table.Th>Top States</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row) => (
            <Table.Tr key={`${row.rank}-${row.product_id ?? row.product}`}>
              <Table.Td style={num}>{row.rank}</Table.Td>
              <Table.Td>
                <Text
                  fz="sm"
                  fw={500}
                  fs={row.kind === 'vendor' ? undefined : 'italic'}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {row.vendor}
                </Text>
              </Table.Td>
              {cells(row)}
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          {summaryRows.map((row) => (
            <SummaryRow key={row.kind} kind={row.kind}>
              <Table.Td />
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {row.vendor}
                {row.kind === 'others' ? (
                  <Text component="span" fz="xs" c="dimmed" ml={6}>
                    {row.vendor_count} {showProducts ? 'products' : 'vendors'}
                  </Text>
                ) : null}
              </Table.Td>
              {cells(row)}
            </SummaryRow>
          ))}
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  );
}
