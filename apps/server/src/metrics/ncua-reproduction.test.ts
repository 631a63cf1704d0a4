import { existsSync } from 'node:fs';
import path from 'node:path';
import { SPAN_ID } from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import { CREDIT_UNION_DICTIONARY } from '../reference/line-items/credit-union-line-items.js';
import { isCi, type NumericTable, readNumericTable, sharedData } from '../test/shared-data-fixtures.js';
import { metricById } from './catalog/index.js';
import { evaluate, itemsRead } from './expression.js';
import type { Period } from './periods.js';

/**
 * Correctness: the catalog's credit-union net worth ratio (capital_ratio), evaluated by the engine on the
 * real NCUA 5300 files, equals the Net Worth Ratio NCUA publishes in them (Acct_998 in FS220A.txt, in
 * hundredths of a percent) once rounded to that hundredth, as the FDIC ratios are held in
 * fdic-reproduction.test.ts. NCUA's rule (12 CFR 702.2, 702.703): net worth (997, which already includes
 * the CECL transition amount) ÷ (the total-assets measure the credit union elected: 010A average daily
 * assets, 010B average of the three month ends, 010C average of four quarter ends, each 0 when not
 * elected, else quarter-end total assets 010; plus the CECL transition amount NW0004 in FS220R), rounded
 * half up. Measured: 2025-12, 4,374 of 4,374 credit unions exact (997 ÷ 010 alone: 88.2%).
 *
 * The shared 2023-12 cycle lacks FS220R, so the transition amounts of that year (the first of CECL, when
 * most were still phasing in) are not in the files: 63.8% exact, 73.3% within 0.01 pp, and every other
 * credit union's published ratio is nearer zero than ours, as a larger denominator makes it. That
 * cycle is held to the structural check and a regression floor, not the 99% standard; its full NCUA
 * release (with FS220R) would be held to the standard by the same code.
 */

const REQUIRED_SHARE = 0.99;

type Cycle = { folder: string; period: Period; creditUnions: number };
const CYCLES: Cycle[] = [
  { folder: 'ncua/2025-12', period: '2025-12-31', creditUnions: 4374 },
  { folder: 'ncua/2023-12', period: '2023-12-31', creditUnions: 4702 },
];

const formula = metricById('capital_ratio')?.formulas.credit_union;
const kinds = new Map(CREDIT_UNION_DICTIONARY.items.map((i) => [i.code, i.kind]));
/** The importer stores amounts in $ thousands (÷ 1000); a ratio of amounts is the same either way. */
const isAmount = (code: string) => ['balance', 'flow', 'average'].includes(kinds.get(code) ?? '');

type Measured = {
  table: NumericTable;
  compared: number;
  exact: number;
  withinOneBasisPoint: number;
  /** Disagreements where NCUA's ratio is nearer zero than ours: its denominator is the larger. */
  nearerZero: number;
  hasTransitionFile: boolean;
};

function measure(dir: string, period: Period): Measured {
  if (!formula) throw new Error('capital_ratio has no credit-union formula');
  const codes = itemsRead(formula);
  const columns = new Set([...codes, 'acct_998']);
  const table: NumericTable = new Map();
  const hasTransitionFile = existsSync(path.join(dir, 'FS220R.txt'));
  for (const file of ['FS220.txt', 'FS220A.txt', 'FS220R.txt']) {
    const full = path.join(dir, file);
    if (existsSync(full)) readNumericTable(full, 'CU_NUMBER', table, columns);
  }
  let compared = 0;
  let exact = 0;
  let withinOneBasisPoint = 0;
  let nearerZero = 0;
  for (const values of table.values()) {
    const published = values.get('acct_998');
    if (published === undefined) continue;
    const read = (code: string, at: Period) => {
      const value = at === period ? values.get(code) : undefined;
      if (value === undefined) return null;
      return isAmount(code) ? value / 1000 : value;
    };
    const ours = evaluate(formula, { read, period, span: SPAN_ID.QTR });
    compared++;
    if (ours === null) continue;
    const basisPoints = ours * 10_000;
    const off = Math.abs(basisPoints - published);
    // NCUA rounds half up to the hundredth of a percent: ours rounds to its figure when within half.
    if (off <= 0.5 + 1e-9) exact++;
    else if (Math.abs(published) < Math.abs(basisPoints)) nearerZero++;
    if (off <= 1 + 1e-9) withinOneBasisPoint++;
  }
  return { table, compared, exact, withinOneBasisPoint, nearerZero, hasTransitionFile };
}

const pct = (part: number, whole: number) => ((part / whole) * 100).toFixed(1);

for (const cycle of CYCLES) {
  const status = sharedData(cycle.folder);
  const title = `NCUA net worth ratio reproduction (${cycle.period} 5300 cycle)`;
  if (!status.available) {
    describe(title, () => {
      if (isCi()) {
        it('has the shared NCUA files in CI', () => {
          throw new Error(`CI=true but ${status.reason}`);
        });
      } else {
        it.skip(`skipped: ${status.reason}`, () => {});
      }
    });
    continue;
  }
  const m = measure(status.dir, cycle.period);
  const exactShare = m.exact / m.compared;
  console.log(
    `${title}: ${m.exact} of ${m.compared} exact (${pct(m.exact, m.compared)}%), ` +
      `${pct(m.withinOneBasisPoint, m.compared)}% within 0.01 pp` +
      (m.hasTransitionFile ? '' : ' (FS220R with the CECL transition amounts absent)'),
  );

  describe(title, () => {
    it('reads NCUA’s published ratio for every credit union of the cycle', () => {
      expect(m.table.size).toBe(cycle.creditUnions);
      expect(m.compared).toBe(cycle.creditUnions);
    });

    if (m.hasTransitionFile) {
      it(`equals NCUA's 998 to the published hundredth for ≥ 99% of credit unions (${pct(m.exact, m.compared)}%)`, () => {
        expect(exactShare).toBeGreaterThanOrEqual(REQUIRED_SHARE);
      });
    } else {
      it(`without FS220R: ${pct(m.exact, m.compared)}% exact; every other published ratio nearer zero, as the missing transition amount makes it`, () => {
        // Not the 99% standard (the transition amounts are not in the shared files); a regression floor.
        expect(exactShare).toBeGreaterThanOrEqual(0.6);
        expect(m.nearerZero / (m.compared - m.exact)).toBeGreaterThanOrEqual(REQUIRED_SHARE);
      });
    }
  });
}
