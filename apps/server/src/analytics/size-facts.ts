import { LEGACY_CREDIT_UNION_FI_TYPE } from '@fin-atlas/domain';
import { BANK_DICTIONARY } from '../reference/line-items/bank-line-items.js';
import { CREDIT_UNION_DICTIONARY } from '../reference/line-items/credit-union-line-items.js';
import type { LineItemDictionary } from '../reference/line-items/line-item.js';

/** How big an institution is at one quarter, from its call report ($000, accounts as a count). */
export type SizeFacts = {
  assets: number | null;
  deposits: number | null;
  /** Deposit accounts for banks, members for credit unions. */
  accounts: number | null;
};

// Deposit accounts as the catalog's "Members / Deposit Accounts" metric counts them (small and large
// accounts, retirement accounts included), so market reports and the institution reports agree.
const BANK_CODES = {
  assets: 'asset',
  deposits: 'dep',
  accounts: ['iddepsmb', 'iddeplgb', 'depsmrn', 'deplgrn'],
};
const CREDIT_UNION_CODES = { assets: 'acct_010', deposits: 'acct_018', accounts: ['acct_083'] };

function subscript(dictionary: LineItemDictionary, code: string): number {
  const position = dictionary.index.get(code);
  if (position === undefined) throw new Error(`line item ${code} is not in the dictionary`);
  return position + 1;
}

/**
 * The SQL expression reading the size cells out of a stored call report of one FI type (`values`, the
 * financials.values column) as one float8 array; `sizeFactsOf` reads it back. Only these few cells
 * leave the database, not the whole report.
 */
export function sizeCellsOfTypeSql(values: string, creditUnion: boolean): string {
  const [dictionary, codes] = creditUnion
    ? [CREDIT_UNION_DICTIONARY, CREDIT_UNION_CODES]
    : [BANK_DICTIONARY, BANK_CODES];
  const cells = [codes.assets, codes.deposits, ...codes.accounts].map(
    (code) => `${values}[${subscript(dictionary, code)}]`,
  );
  return `array[${cells.join(', ')}]::float8[]`;
}

/** The same for rows of either type, laid out by the institution's type (`fiType`, a column). */
export function sizeCellsSql(values: string, fiType: string): string {
  return `case when ${fiType} in ('credit_union', '${LEGACY_CREDIT_UNION_FI_TYPE}') then ${sizeCellsOfTypeSql(values, true)}
               else ${sizeCellsOfTypeSql(values, false)} end`;
}

/** A database number (float8 arrives as a number, numeric as text) or null when it is not one. */
export const finiteOrNull = (value: unknown): number | null => {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

/** The facts in a `sizeCellsSql` array; accounts are unknown only when none of their parts is reported. */
export function sizeFactsOf(cells: readonly (number | string | null)[] | null): SizeFacts {
  if (cells === null) return { assets: null, deposits: null, accounts: null };
  const [assets, deposits, ...accountParts] = cells.map(finiteOrNull);
  const accounts = accountParts.every((p) => p === null)
    ? null
    : accountParts.reduce<number>((sum, p) => sum + (p ?? 0), 0);
  return { assets: assets ?? null, deposits: deposits ?? null, accounts };
}
