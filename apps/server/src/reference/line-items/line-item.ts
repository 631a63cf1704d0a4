/**
 * How a line item behaves over time, which decides how spans treat it:
 * - balance: a stock at the quarter end (assets, loans, deposits); averaged over a span.
 * - flow: income or expense reported year-to-date; differenced into quarters, summed into T12.
 * - count: a count at the quarter end (employees, members, branches); never averaged or annualised.
 * - average: a regulator-computed average balance for a window (FDIC asset5 year-to-date, asset2 quarter).
 * - ratio: a ratio the regulator publishes itself (FDIC ntlnlsr), kept to check our own against it.
 * - code: a categorical value stored as a number (flags, codes); never summed across institutions.
 */
export type LineItemKind = 'balance' | 'flow' | 'count' | 'average' | 'ratio' | 'code';

export type LineItem = {
  /** The regulator's own name, lower-case: FDIC SDI variable (e.g. 'asset') or NCUA account ('acct_010'). */
  code: string;
  label: string;
  kind: LineItemKind;
};

export type LineItemDictionary = {
  items: readonly LineItem[];
  /** Position of each code in the stored values array. */
  index: ReadonlyMap<string, number>;
};

/**
 * Positions are the storage layout of `financials.values`: entries are only ever appended, never
 * reordered or removed, so rows written by older versions keep their meaning.
 */
export function dictionary(items: readonly LineItem[]): LineItemDictionary {
  const index = new Map<string, number>();
  items.forEach((item, position) => {
    if (index.has(item.code)) throw new Error(`line item ${item.code} is listed twice`);
    index.set(item.code, position);
  });
  return { items, index };
}
