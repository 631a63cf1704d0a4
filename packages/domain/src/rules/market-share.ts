import { ASSET_BANDS, type AssetBandId } from '../constants/asset-bands.js';
import {
  MARKET_MEASURE,
  MARKET_SHARE_SUMMARY_ROWS,
  type MarketMeasureId,
  PLACEHOLDER_PRODUCT_NAMES,
} from '../constants/market.js';
import type { NumberFormatCode } from '../constants/number-formats.js';
import { formatValue } from './number-format.js';
import { normaliseTopVendors } from './top-counter.js';

export interface SplitRows<T> {
  readonly rows: T[];
  readonly grandTotal?: T;
  readonly others?: T;
}

/**
 * Separates the Grand Total and Others summary rows so they are not ranked, counted or
 * cut by the top-N counter with the vendor rows; they are shown after them instead. Rows name
 * their vendor in `vendor` (market reports) or `vendor_name` (digital channels).
 */
export function splitMarketShareRows<T extends { readonly vendor?: unknown; readonly vendor_name?: unknown }>(
  rows: readonly T[],
): SplitRows<T> {
  const result: { rows: T[]; grandTotal?: T; others?: T } = { rows: [] };
  for (const row of rows) {
    const name = row.vendor ?? row.vendor_name;
    if (name === MARKET_SHARE_SUMMARY_ROWS.GRAND_TOTAL) {
      result.grandTotal = row;
    } else if (name === MARKET_SHARE_SUMMARY_ROWS.OTHERS) {
      result.others = row;
    } else {
      result.rows.push(row);
    }
  }
  return result;
}

/** The server writes 0 or -1 for "no specific product"; users should see a blank. */
export function blankPlaceholderProduct(product: string | number | null | undefined): string {
  if (product == null) {
    return '';
  }
  const text = String(product).trim();
  return (PLACEHOLDER_PRODUCT_NAMES as readonly string[]).includes(text) ? '' : text;
}

/**
 * What one institution adds to a vendor under a market measure: itself (client count), its assets
 * ($000) or its deposit accounts / members; unknown figures add nothing.
 */
export function marketMeasureValue(
  facts: { readonly assets: number | null; readonly accounts: number | null },
  measure: MarketMeasureId,
): number {
  if (measure === MARKET_MEASURE.ASSETS) return facts.assets ?? 0;
  if (measure === MARKET_MEASURE.ACCOUNTS) return facts.accounts ?? 0;
  return 1;
}

/** How a market measure's figures read: counts, except assets ($000, shown as $ millions). */
export function marketMeasureFormat(measure: number): NumberFormatCode {
  return measure === MARKET_MEASURE.ASSETS ? 'C0M' : 'N0';
}

/** Percent (0-100) of a total; an empty total gives 0 rather than NaN. */
export function sharePercent(value: number, total: number): number {
  return total > 0 ? (value / total) * 100 : 0;
}

/**
 * The asset group (ASSET_BANDS id) of an institution's assets in $000: each band includes its
 * lower bound and excludes its upper one; the top band is open-ended. Unknown assets have none.
 */
export function assetBandIdOf(assetsThousands: number | null | undefined): AssetBandId | null {
  if (assetsThousands == null || !Number.isFinite(assetsThousands)) {
    return null;
  }
  const last = ASSET_BANDS[ASSET_BANDS.length - 1];
  if (last !== undefined && assetsThousands >= last.min) {
    return last.id;
  }
  return ASSET_BANDS.find((band) => assetsThousands < band.max)?.id ?? null;
}

/** Whether asset groups narrow anything: none, or all of them, means every institution. */
export function isAssetGroupFilterActive(selectedIds: readonly number[] | undefined): boolean {
  if (selectedIds === undefined || selectedIds.length === 0) {
    return false;
  }
  return !ASSET_BANDS.every((band) => selectedIds.includes(band.id));
}

/** Largest measure first; ties by name so the order is stable between requests. */
export function byMeasureThenName<T>(value: (row: T) => number, name: (row: T) => string) {
  return (a: T, b: T): number => value(b) - value(a) || name(a).localeCompare(name(b));
}

/**
 * Splits ranked vendors into the top N shown and the rest that the Others row aggregates. The
 * count follows the counter's rules: zero or NaN means the default, and never more than exist.
 */
export function cutTopVendors<T>(ranked: readonly T[], topVendors: number): { top: T[]; rest: T[] } {
  const n = normaliseTopVendors(topVendors, { totalVendors: ranked.length });
  return { top: ranked.slice(0, n), rest: ranked.slice(n) };
}

/**
 * How many ranked lines a report answer holds (the counter's "rows returned"): summary rows are not
 * counted, and rows sharing a rank (a vendor spread over product rows) count once.
 */
export function vendorsReturned(
  rows: readonly { readonly vendor: string; readonly kind?: string; readonly rank?: number | null }[],
): number {
  const vendors = new Set<string>();
  for (const row of rows) {
    if (
      row.vendor === MARKET_SHARE_SUMMARY_ROWS.GRAND_TOTAL ||
      row.vendor === MARKET_SHARE_SUMMARY_ROWS.OTHERS ||
      row.kind === 'others' ||
      row.kind === 'grand_total'
    ) {
      continue;
    }
    vendors.add(row.rank == null ? `${row.kind ?? ''}:${row.vendor}` : `#${row.rank}`);
  }
  return vendors.size;
}

/** A share (percent points) as the table and chart show it: "23.45%". */
export function formatShare(share: number | null | undefined): string {
  return formatValue(share, 'P2', { percentPoints: true });
}
