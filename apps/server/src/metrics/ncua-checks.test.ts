import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SPAN_ID } from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import { CREDIT_UNION_LINE_ITEMS } from '../reference/line-items/credit-union-line-items.js';
import {
  isCi,
  type NumericTable,
  parseDelimited,
  readNumericTable,
  sharedData,
} from '../test/shared-data-fixtures.js';
import { metricById } from './catalog/index.js';
import { REQUESTED_CREDIT_UNION_LINE_ITEMS } from './catalog/requested-line-items.js';
import { evaluate } from './expression.js';
import type { Period } from './periods.js';
import type { ItemReader } from './span.js';

/**
 * Credit-union formulas on the real NCUA 5300 cycle of 2025-12-31: the net worth ratio and ROA on a few
 * credit unions computed by hand from the raw files, dollars normalised to $ thousands as stored, and
 * the common statements' identities across every credit union. NCUA's own published net worth ratio
 * (998) is reproduced for every credit union in ncua-reproduction.test.ts.
 */

const PERIOD: Period = '2025-12-31';
const status = sharedData('ncua/2025-12');

const KIND = new Map<string, string>(
  [...CREDIT_UNION_LINE_ITEMS, ...REQUESTED_CREDIT_UNION_LINE_ITEMS].map((i) => [i.code, i.kind]),
);
/** NCUA files carry whole dollars; storage holds $ thousands for amounts, counts and ratios as filed. */
const isAmount = (code: string) => ['balance', 'flow', 'average'].includes(KIND.get(code) ?? 'balance');

/** Hand reading of one account of one credit union from one raw file: header match is case-insensitive. */
const rawFiles = new Map<string, string[][]>();
function rawAccount(file: string, cuNumber: string, account: string): number {
  const parsed = rawFiles.get(file) ?? parseDelimited(readFileSync(file, 'latin1'));
  rawFiles.set(file, parsed);
  const [header, ...rows] = parsed;
  const column = (header ?? []).findIndex((h) => h.toLowerCase() === account.toLowerCase());
  const row = rows.find((r) => r[0] === cuNumber);
  const cell = column >= 0 ? row?.[column] : undefined;
  if (cell === undefined || cell.trim() === '') throw new Error(`${account} for ${cuNumber} not in ${file}`);
  return Number(cell);
}

if (!status.available) {
  describe('NCUA formulas (2025-12 5300 cycle)', () => {
    if (isCi()) {
      it('has the shared NCUA files in CI', () => {
        throw new Error(`CI=true but ${status.reason}`);
      });
    } else {
      it.skip(`skipped: ${status.reason}`, () => {});
    }
  });
} else {
  const dir = status.dir;
  const table: NumericTable = new Map();
  for (const file of readdirSync(dir).sort()) {
    if (/^FS220[A-Z]?\.txt$/i.test(file)) readNumericTable(path.join(dir, file), 'CU_NUMBER', table);
  }
  const reader =
    (cu: string): ItemReader =>
    (code, period) => {
      if (period !== PERIOD) return null;
      const value = table.get(cu)?.get(code);
      if (value === undefined) return null;
      return isAmount(code) ? value / 1000 : value;
    };
  const metric = (id: string, cu: string, span: (typeof SPAN_ID)[keyof typeof SPAN_ID] = SPAN_ID.YTD) => {
    const formula = metricById(id)?.formulas.credit_union;
    if (!formula) throw new Error(`no credit-union formula for ${id}`);
    return evaluate(formula, { read: reader(cu), period: PERIOD, span });
  };

  describe('NCUA formulas (2025-12 5300 cycle)', () => {
    it('reads every credit union, with mixed-case column names', () => {
      expect(table.size).toBe(4374);
      // FS220A names it Acct_661A, FS220 uses ACCT_010: both arrive lower-case.
      expect(table.get('5536')?.has('acct_661a')).toBe(true);
      expect(table.get('5536')?.has('acct_010')).toBe(true);
    });

    // Navy Federal, Pentagon, State Employees' (NC) and the small Morris Sheppard Texarkana.
    const creditUnions = ['5536', '227', '66310', '1'];

    it('stores dollars as $ thousands: total assets is account 010 ÷ 1000', () => {
      for (const cu of creditUnions) {
        const assets = rawAccount(path.join(dir, 'FS220.txt'), cu, 'ACCT_010');
        expect(metric('total_assets', cu)).toBeCloseTo(assets / 1000, 6);
      }
      expect(metric('total_assets', '5536')).toBeCloseTo(197_166_186.107, 3);
    });

    it('net worth ratio = net worth (997) ÷ (elected total assets + CECL transition), by hand from FS220, FS220A and FS220R', () => {
      // Navy Federal and Pentagon use quarter-end assets (010) and no transition amount; State
      // Employees' adds one (NW0004); 28, 262 and 967 elected the four-quarter (010C), month-end (010B)
      // and daily (010A) average and add one too.
      for (const cu of [...creditUnions, '28', '262', '967']) {
        const netWorth = rawAccount(path.join(dir, 'FS220A.txt'), cu, 'Acct_997');
        const elected = ['Acct_010A', 'Acct_010B', 'Acct_010C']
          .map((account) => rawAccount(path.join(dir, 'FS220A.txt'), cu, account))
          .find((value) => value !== 0);
        const assets = elected ?? rawAccount(path.join(dir, 'FS220.txt'), cu, 'ACCT_010');
        const transition = rawAccount(path.join(dir, 'FS220R.txt'), cu, 'ACCT_NW0004');
        expect(metric('capital_ratio', cu)).toBeCloseTo(netWorth / (assets + transition), 12);
      }
      // Navy Federal: 22,391,981,413 / 197,166,186,107 = 11.357%; NCUA publishes 11.36 (998 = 1136).
      expect(metric('capital_ratio', '5536')).toBeCloseTo(0.11357, 5);
      // 28: 135,992,974 / (1,428,012,242 + 1,863,476) = 9.511% (998 = 951; over 010 it would be 9.30).
      expect(metric('capital_ratio', '28')).toBeCloseTo(0.09511, 5);
    });

    it('ROA = year-to-date net income (661A) ×4/4 at December ÷ average assets; with no prior year-end loaded, the average is this year-end', () => {
      for (const cu of creditUnions) {
        const netIncome = rawAccount(path.join(dir, 'FS220A.txt'), cu, 'Acct_661A');
        const assets = rawAccount(path.join(dir, 'FS220.txt'), cu, 'ACCT_010');
        expect(metric('roa', cu)).toBeCloseTo(netIncome / assets, 12);
        // T12 at a December is the year as filed, so it equals YTD.
        expect(metric('roa', cu, SPAN_ID.T12)).toBeCloseTo(netIncome / assets, 12);
      }
      // Navy Federal: 1,910,851,348 / 197,166,186,107 = 0.969%.
      expect(metric('roa', '5536')).toBeCloseTo(0.00969, 5);
    });

    it('common statements add up for every credit union: net income and total assets', () => {
      let incomeOk = 0;
      let assetsOk = 0;
      for (const cu of table.keys()) {
        const v = (id: string) => metric(id, cu) ?? 0;
        const income =
          v('is_net_interest_income') -
          v('is_provision') +
          v('is_noninterest_income') -
          v('is_noninterest_expense');
        if (Math.abs(income - v('is_net_income')) <= 0.002) incomeOk++;
        const assets =
          v('bs_cash') +
          v('bs_securities') +
          v('bs_net_loans') +
          v('bs_premises') +
          v('bs_foreclosed') +
          v('bs_other_assets');
        if (Math.abs(assets - v('bs_total_assets')) <= 0.002) assetsOk++;
      }
      expect(incomeOk).toBe(table.size);
      expect(assetsOk).toBe(table.size);
    });

    it('loan types cover total loans (the loan-mix shares add to 100% within $5 for ≥ 99%)', () => {
      const parts = [
        'cu_acct_396',
        'cu_acct_397a',
        'cu_acct_698a',
        'cu_acct_397',
        'cu_acct_385',
        'cu_acct_370',
        'cu_acct_002',
        'cu_acct_698c',
        'cu_acct_703a',
        'cu_acct_386a',
        'cu_acct_386b',
        'cu_acct_718a5',
        'cu_acct_400p',
      ];
      let ok = 0;
      for (const cu of table.keys()) {
        const sum = parts.reduce((s, id) => s + (metric(id, cu) ?? 0), 0);
        if (Math.abs(sum - (metric('bs_loans', cu) ?? 0)) <= 0.005) ok++;
      }
      expect(ok / table.size).toBeGreaterThanOrEqual(0.99);
    });
  });
}
