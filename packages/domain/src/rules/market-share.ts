import { MARKET_SHARE_SUMMARY_ROWS, PLACEHOLDER_PRODUCT_NAMES } from '../constants/market.js';

export interface SplitRows<T> {
  readonly rows: T[];
  readonly grandTotal?: T;
  readonly others?: T;
}

/**
 * Separates the Grand Total and Others summary rows so they are not ranked, counted or
 * cut by the top-N counter with the vendor rows; they are shown after them instead.
 */
export function splitMarketShareRows<T extends { readonly vendor?: unknown }>(
  rows: readonly T[],
): SplitRows<T> {
  const result: { rows: T[]; grandTotal?: T; others?: T } = { rows: [] };
  for (const row of rows) {
    if (row.vendor === MARKET_SHARE_SUMMARY_ROWS.GRAND_TOTAL) {
      result.grandTotal = row;
    } else if (row.vendor === MARKET_SHARE_SUMMARY_ROWS.OTHERS) {
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
