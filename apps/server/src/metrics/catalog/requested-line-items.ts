import type { LineItem } from '../../reference/line-items/line-item.js';

/**
 * Line items the catalog reads that a dictionary (bank-line-items.ts, credit-union-line-items.ts) does
 * not list yet, for its owner to append (APPEND ONLY there), with the regulator file (`table`) that
 * carries each. Empty today: the 51 NCUA accounts requested here earlier (the 2022 call-report redesign's
 * AS*, IS*, CH*, DL* accounts and others) are now at the end of the credit-union dictionary.
 *
 * catalog.test.ts fails when a formula reads a code that is in neither the dictionary nor this list,
 * and when a code here has reached the dictionary (so this list only ever shrinks).
 */
export const REQUESTED_CREDIT_UNION_LINE_ITEMS: readonly (LineItem & { table: string })[] = [];

/** Bank items the catalog needs that the bank dictionary lacks: none. */
export const REQUESTED_BANK_LINE_ITEMS: readonly (LineItem & { table: string })[] = [];
