import type { SpanId } from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import { compileFormula, type ValueSource } from './compiled-formula.js';
import {
  add,
  annualize,
  avg,
  avgEnds,
  avgOf,
  div,
  type Expr,
  evaluate,
  firstNonZero,
  growth,
  item,
  k,
  sumOf,
  yearAgo,
} from './expression.js';
import { type Period, quarterIndex } from './periods.js';

/** Quarter-end values by code and period; anything absent is not reported. */
type Series = Record<string, Record<Period, number>>;

const series: Series = {
  asset: { '2018-06-30': 800, '2018-12-31': 1000, '2019-03-31': 1100, '2019-06-30': 1200 },
  loans: { '2018-12-31': 500, '2019-06-30': 700 },
  asset5: { '2019-03-31': 1050 },
  fees: { '2019-06-30': 5 },
  zero: { '2018-06-30': 0, '2019-06-30': 3 },
  negative: { '2018-06-30': -10, '2019-06-30': 5 },
};

const value = (expr: Expr, period: Period, span: SpanId) =>
  evaluate(expr, { read: (code, p) => series[code]?.[p] ?? null, period, span });

describe('compiled formulas', () => {
  it('average balances skip unreported quarters but need the current one', () => {
    // T12 window at 2019 Q2: 2018 Q2..2019 Q2; 2018 Q3 is missing.
    expect(value(avg('asset'), '2019-06-30', 2)).toBe((800 + 1000 + 1100 + 1200) / 4);
    expect(value(avg('asset'), '2019-09-30', 2)).toBeNull();
  });

  it('prefer the published average for its span and fall back to the quarter ends without it', () => {
    const assets = avg('asset', { ytd: 'asset5' });
    expect(value(assets, '2019-03-31', 3)).toBe(1050);
    expect(value(assets, '2019-06-30', 3)).toBe((1000 + 1100 + 1200) / 3);
    expect(value(assets, '2019-03-31', 1)).toBe((1000 + 1100) / 2);
  });

  it('averages computed balances over the window or over its two ends', () => {
    const both = add(item('asset'), item('loans'));
    // YTD at Q2: ends are 2018-12-31 and 2019-06-30; the window adds 2019-03-31, where loans are missing.
    expect(value(avgEnds(both), '2019-06-30', 3)).toBe((1500 + 1900) / 2);
    expect(value(avgOf(both), '2019-06-30', 3)).toBe((1500 + 1900) / 2);
    // Without the start of the window the two-point average is the current balance.
    expect(value(avgEnds(item('fees')), '2019-06-30', 3)).toBe(5);
  });

  it('adds what is reported, and gives no value when a required part is missing or a divisor is zero', () => {
    expect(value(sumOf(item('fees'), item('loans'), item('nothing')), '2019-06-30', 1)).toBe(705);
    expect(value(sumOf(item('nothing')), '2019-06-30', 1)).toBeNull();
    expect(value(add(item('fees'), item('nothing')), '2019-06-30', 1)).toBeNull();
    expect(value(div(item('asset'), item('zero')), '2018-06-30', 1)).toBeNull();
    expect(value(div(item('fees'), k(2)), '2019-06-30', 1)).toBe(2.5);
  });

  it('take the first measure reported and not zero, as NCUA files 0 for an average not elected', () => {
    // 2018-06-30: 'zero' is 0 and 'fees' is not reported, so the asset total answers.
    expect(value(firstNonZero(item('zero'), item('fees'), item('asset')), '2018-06-30', 1)).toBe(800);
    expect(value(firstNonZero(item('zero'), item('fees'), item('asset')), '2019-06-30', 1)).toBe(3);
    expect(value(firstNonZero(item('zero'), item('nothing')), '2018-06-30', 1)).toBeNull();
  });

  it('grows against the same quarter a year earlier, keeping the sign of a negative base', () => {
    expect(value(growth(item('asset')), '2019-06-30', 2)).toBe(1200 / 800 - 1);
    expect(value(growth(item('negative')), '2019-06-30', 2)).toBe(5 / 10 + 1);
    expect(value(growth(item('zero')), '2019-06-30', 2)).toBeNull();
    expect(value(yearAgo(item('asset')), '2019-06-30', 2)).toBe(800);
  });

  it('annualise year-to-date flows by the quarters elapsed', () => {
    expect(value(annualize(item('fees')), '2019-06-30', 3)).toBe(10);
    expect(value(annualize(item('fees')), '2019-06-30', 1)).toBe(20);
    expect(value(annualize(item('fees')), '2019-06-30', 2)).toBe(5);
  });

  it('read slots from any source, and treat codes without a slot as not reported', () => {
    const formula = compileFormula(div(item('a'), add(item('b'), item('unknown'))), 1, (code) =>
      code === 'a' ? 0 : code === 'b' ? 1 : -1,
    );
    const values = new Float64Array([6, 3]);
    const source: ValueSource = { value: (slot) => values[slot] ?? Number.NaN };
    expect(formula(source, quarterIndex('2019-06-30'))).toBeNaN();
    const ratio = compileFormula(div(item('a'), item('b')), 1, (code) => (code === 'a' ? 0 : 1));
    expect(ratio(source, quarterIndex('2019-06-30'))).toBe(2);
  });
});
