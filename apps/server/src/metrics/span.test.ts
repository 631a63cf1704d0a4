import { describe, expect, it } from 'vitest';
import { annualRate, avg, evaluate, flow, growth, item, itemsRead } from './expression.js';
import {
  addQuarters,
  latestQuarterEndOn,
  periodAtIndex,
  priorYearEnd,
  quarterIndex,
  quarterOf,
} from './periods.js';
import { addValueArrays, restatementSources } from './restatement.js';
import { balancePeriods, type ItemReader, periodsRead } from './span.js';

// Net income filed year-to-date for 2018 and 2019: 10, 25, 45, 60 then 12, 30, 50, 70.
const netIncomeYtd: Record<string, number> = {
  '2018-03-31': 10,
  '2018-06-30': 25,
  '2018-09-30': 45,
  '2018-12-31': 60,
  '2019-03-31': 12,
  '2019-06-30': 30,
  '2019-09-30': 50,
  '2019-12-31': 70,
};
const assets: Record<string, number> = {
  '2018-06-30': 900,
  '2018-09-30': 950,
  '2018-12-31': 1000,
  '2019-03-31': 1100,
  '2019-06-30': 1200,
};
const read: ItemReader = (code, period) => {
  const series = code === 'netinc' ? netIncomeYtd : code === 'asset' ? assets : {};
  return series[period] ?? null;
};

describe('periods', () => {
  it('does quarter arithmetic across years', () => {
    expect(addQuarters('2019-03-31', -1)).toBe('2018-12-31');
    expect(addQuarters('2019-06-30', -4)).toBe('2018-06-30');
    expect(addQuarters('2019-12-31', 1)).toBe('2020-03-31');
    expect(priorYearEnd('2019-06-30')).toBe('2018-12-31');
    expect(quarterOf('2019-09-30')).toEqual({ year: 2019, quarter: 3 });
    expect(latestQuarterEndOn(new Date('2026-11-21T00:00:00Z'))).toBe('2026-09-30');
    expect(() => quarterOf('2019-06-29')).toThrow(/not a quarter end/);
    expect(quarterIndex('2019-06-30') - quarterIndex('2018-12-31')).toBe(2);
    expect(periodAtIndex(quarterIndex('2019-12-31') + 1)).toBe('2020-03-31');
  });
});

describe('spans', () => {
  it('turns year-to-date filings into quarters, T12 and YTD', () => {
    const netIncome = (period: string, span: 1 | 2 | 3) => evaluate(flow('netinc'), { read, period, span });
    expect(netIncome('2019-03-31', 1)).toBe(12);
    expect(netIncome('2019-06-30', 1)).toBe(18);
    expect(netIncome('2019-06-30', 3)).toBe(30);
    // T12 at 2019 Q2: 30 this year + 60 last year - 25 last year to Q2 = 65 (= 20 + 15 + 12 + 18).
    expect(netIncome('2019-06-30', 2)).toBe(65);
    expect(netIncome('2019-12-31', 2)).toBe(70);
    expect(netIncome('2018-06-30', 2)).toBeNull();
  });

  it('averages balances over the span window and annualises flows', () => {
    expect(balancePeriods('2019-06-30', 1)).toEqual(['2019-03-31', '2019-06-30']);
    expect(balancePeriods('2019-06-30', 3)).toEqual(['2018-12-31', '2019-03-31', '2019-06-30']);
    expect(balancePeriods('2019-06-30', 2)).toHaveLength(5);
    const roa = annualRate(flow('netinc'), avg('asset'));
    // Quarter: 18 × 4 / ((1100 + 1200) / 2)
    expect(evaluate(roa, { read, period: '2019-06-30', span: 1 })).toBeCloseTo(72 / 1150, 10);
    // YTD: 30 × 2 / mean(1000, 1100, 1200)
    expect(evaluate(roa, { read, period: '2019-06-30', span: 3 })).toBeCloseTo(60 / 1100, 10);
    // T12: 65 / mean(900, 950, 1000, 1100, 1200)
    expect(evaluate(roa, { read, period: '2019-06-30', span: 2 })).toBeCloseTo(65 / 1030, 10);
  });

  it('prefers a regulator-published average for its window', () => {
    const withPublished: ItemReader = (code, period) => (code === 'asset5' ? 1111 : read(code, period));
    const roa = annualRate(flow('netinc'), avg('asset', { ytd: 'asset5' }));
    expect(evaluate(roa, { read: withPublished, period: '2019-06-30', span: 3 })).toBeCloseTo(60 / 1111, 10);
    expect(itemsRead(roa).sort()).toEqual(['asset', 'asset5', 'netinc']);
  });

  it('computes growth against the same span a year earlier, and null without history', () => {
    expect(evaluate(growth(item('asset')), { read, period: '2019-06-30', span: 2 })).toBeCloseTo(
      1200 / 900 - 1,
      10,
    );
    expect(evaluate(growth(item('asset')), { read, period: '2019-03-31', span: 2 })).toBeNull();
  });

  it('lists every period a computation reads, for one query', () => {
    expect(periodsRead('2019-06-30', 2)).toContain('2018-06-30');
    expect(periodsRead('2019-06-30', 2, 1)).toContain('2017-06-30');
  });
});

describe('merger restatement', () => {
  const mergers = [
    { acquirerId: 1, targetId: 2, date: '2019-05-01' },
    { acquirerId: 2, targetId: 3, date: '2019-04-15' },
    { acquirerId: 1, targetId: 4, date: '2018-01-01' },
  ];
  it('adds institutions that merged in later, transitively, but not earlier mergers', () => {
    expect(restatementSources(1, '2019-03-31', mergers).sort()).toEqual([2, 3]);
    expect(restatementSources(1, '2019-06-30', mergers)).toEqual([]);
    expect(restatementSources(1, '2017-12-31', mergers).sort()).toEqual([2, 3, 4]);
  });
  it('sums line-item arrays, keeping gaps as gaps', () => {
    expect(
      addValueArrays([
        [1, null, 3],
        [10, null],
        [null, null, null, 4],
      ]),
    ).toEqual([11, null, 3, 4]);
  });
});
