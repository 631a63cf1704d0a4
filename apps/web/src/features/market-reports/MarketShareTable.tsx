import {
  blankPlaceholderProduct,
  formatShare,
  formatValue,
  type MarketShareReportRow,
  splitMarketShareRows,
} from '@fin-atlas/domain';
import { Box, Table, Text } from '@mantine/core';
import { SummaryRow } from '../../ui/SummaryRow';
import { SortableTh, useSortedRows } from '../../ui/sortable-table';
import { TableScroller } from '../../ui/table-scroller';

type Key = 'rank' | 'vendor' | 'product' | 'clients' | 'assets' | 'accounts' | 'share';

const ACCESSORS: Record<Key, (row: MarketShareReportRow) => string | number | null> = {
  rank: (r) => r.rank,
  vendor: (r) => r.vendor,
  product: (r) => blankPlaceholderProduct(r.product),
  clients: (r) => r.clients,
  assets: (r) => r.assets,
  accounts: (r) => r.accounts,
  share: (r) => r.share,
};

const num = {
  textAlign: 'right' as const,
  fontVariantNumeric: 'tabular-nums' as const,
  whiteSpace: 'nowrap' as const,
};

/** The share bar at 100% is 48 px: enough to compare vendors by eye without pushing the figure out. */
const SHARE_BAR_PX_PER_POINT = 0.48;
/** Names wrap rather than widen the table past a laptop's screen and push the Share column out. */
const NAME_CELL = { minWidth: 140, maxWidth: 240, overflowWrap: 'anywhere' as const };

function ShareCell({ share }: { share: number }) {
  return (
    <Table.Td style={num}>
      <Box style={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 8 }}>
        <Box
          aria-hidden
          h={8}
          w={Math.max(1, Math.min(100, share)) * SHARE_BAR_PX_PER_POINT}
          bg="atlasBlue.4"
          style={{ borderRadius: 2 }}
        />
        <span>{formatShare(share)}</span>
      </Box>
    </Table.Td>
  );
}

/** The share leads the figures: it is what the report is for, and stays beside the names at any width. */
function FigureCells({ row }: { row: MarketShareReportRow }) {
  return (
    <>
      <ShareCell share={row.share} />
      <Table.Td style={num}>{formatValue(row.clients, 'N0')}</Table.Td>
      <Table.Td style={num}>{formatValue(row.assets, 'C0M')}</Table.Td>
      <Table.Td style={num}>{formatValue(row.accounts, 'N0')}</Table.Td>
    </>
  );
}

type MarketShareTableProps = {
  rows: readonly MarketShareReportRow[];
  showProducts: boolean;
  measureName: string;
};

/**
 * Vendor rows, sortable, with Others and Grand Total split out below them (spec section 4); the
 * placeholder product names 0 and -1 show blank.
 */
export function MarketShareTable({ rows, showProducts, measureName }: MarketShareTableProps) {
  const split = splitMarketShareRows(rows);
  const { sorted, sort, toggle } = useSortedRows(split.rows, ACCESSORS, { key: 'rank', direction: 'asc' });
  const summaryRows = [split.others, split.grandTotal].filter(
    (r): r is MarketShareReportRow => r !== undefined,
  );
  return (
    <TableScroller label="Vendor market share, scrollable" maxHeight="none">
      <Table striped highlightOnHover verticalSpacing={6} fz="sm" aria-label="Vendor market share">
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
            <SortableTh column="share" sort={sort} onSort={toggle} numeric>
              Share of {measureName}
            </SortableTh>
            <SortableTh column="clients" sort={sort} onSort={toggle} numeric>
              Client Count
            </SortableTh>
            <SortableTh column="assets" sort={sort} onSort={toggle} numeric>
              Assets ($M)
            </SortableTh>
            <SortableTh column="accounts" sort={sort} onSort={toggle} numeric>
              Accounts / Members
            </SortableTh>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sorted.map((row) => (
            <Table.Tr key={`${row.rank}-${row.product_id ?? row.product}`}>
              <Table.Td style={num}>{row.rank}</Table.Td>
              <Table.Td style={NAME_CELL}>
                <Text fz="sm" fw={500} fs={row.kind === 'vendor' ? undefined : 'italic'}>
                  {row.vendor}
                </Text>
              </Table.Td>
              {showProducts ? (
                <Table.Td style={NAME_CELL}>{blankPlaceholderProduct(row.product)}</Table.Td>
              ) : null}
              <FigureCells row={row} />
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
              {showProducts ? (
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{blankPlaceholderProduct(row.product)}</Table.Td>
              ) : null}
              <FigureCells row={row} />
            </SummaryRow>
          ))}
        </Table.Tfoot>
      </Table>
    </TableScroller>
  );
}
