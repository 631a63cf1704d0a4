import { SPAN_ID, type SpanId } from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import { evaluate } from '../expression.js';
import type { Period } from '../periods.js';
import type { ItemReader } from '../span.js';
import { metricById } from './index.js';

/**
 * Catalog metrics on small hand-made series, computed by hand for each span (1 Qtr, 2 T12, 3 YTD).
 * Income is filed year-to-date; the values below are the filings.
 */

type Series = Record<string, Record<Period, number>>;
const readerOf =
  (series: Series): ItemReader =>
  (code, period) =>
    series[code]?.[period] ?? null;

function compute(id: string, type: 'bank' | 'credit_union', series: Series, period: Period, span: SpanId) {
  const formula = metricById(id)?.formulas[type];
  if (!formula) throw new Error(`${id} has no ${type} formula`);
  return evaluate(formula, { read: readerOf(series), period, span });
}

// Net income YTD: 2017 full year 50 (40 by June); 2018: 10, 25, 45, 60; 2019: 12, 30.
const netIncome = {
  '2017-06-30': 40,
  '2017-12-31': 50,
  '2018-03-31': 10,
  '2018-06-30': 25,
  '2018-09-30': 45,
  '2018-12-31': 60,
  '2019-03-31': 12,
  '2019-06-30': 30,
};
// Quarter-end total assets.
const assets = {
  '2018-06-30': 900,
  '2018-09-30': 950,
  '2018-12-31': 1000,
  '2019-03-31': 1100,
  '2019-06-30': 1200,
};

describe('bank metrics by span', () => {
  const bank: Series = {
    netinc: netIncome,
    asset: assets,
    // FDIC's published averages at June 2019: year-to-date and the quarter.
    asset5: { '2019-06-30': 1111 },
    asset2: { '2019-06-30': 1160 },
  };

  it('ROA uses FDIC’s asset2 for Qtr and asset5 for YTD, the five quarter ends for T12', () => {
    // Qtr: (30 − 12) × 4 ÷ asset2 1160.
    expect(compute('roa', 'bank', bank, '2019-06-30', SPAN_ID.QTR)).toBeCloseTo(72 / 1160, 12);
    // YTD: 30 × 4/2 ÷ asset5 1111.
    expect(compute('roa', 'bank', bank, '2019-06-30', SPAN_ID.YTD)).toBeCloseTo(60 / 1111, 12);
    // T12: 30 + 60 − 25 = 65 ÷ mean(900, 950, 1000, 1100, 1200) = 1030.
    expect(compute('roa', 'bank', bank, '2019-06-30', SPAN_ID.T12)).toBeCloseTo(65 / 1030, 12);
  });

  it('ROA falls back to quarter-end averages where FDIC’s averages are absent (demo data)', () => {
    const { asset5: _a5, asset2: _a2, ...withoutPublished } = bank;
    // YTD: 60 ÷ mean(1000, 1100, 1200); Qtr: 72 ÷ mean(1100, 1200).
    expect(compute('roa', 'bank', withoutPublished, '2019-06-30', SPAN_ID.YTD)).toBeCloseTo(60 / 1100, 12);
    expect(compute('roa', 'bank', withoutPublished, '2019-06-30', SPAN_ID.QTR)).toBeCloseTo(72 / 1150, 12);
  });

  it('net income statement line is the span’s income; earnings growth compares the same span a year earlier', () => {
    expect(compute('is_net_income', 'bank', bank, '2019-06-30', SPAN_ID.QTR)).toBe(18);
    expect(compute('is_net_income', 'bank', bank, '2019-06-30', SPAN_ID.YTD)).toBe(30);
    expect(compute('is_net_income', 'bank', bank, '2019-06-30', SPAN_ID.T12)).toBe(65);
    // Qtr: 18 vs 15; YTD: 30 vs 25; T12: 65 vs (25 + 50 − 40) = 35.
    expect(compute('net_income_growth', 'bank', bank, '2019-06-30', SPAN_ID.QTR)).toBeCloseTo(
      18 / 15 - 1,
      12,
    );
    expect(compute('net_income_growth', 'bank', bank, '2019-06-30', SPAN_ID.YTD)).toBeCloseTo(
      30 / 25 - 1,
      12,
    );
    expect(compute('net_income_growth', 'bank', bank, '2019-06-30', SPAN_ID.T12)).toBeCloseTo(
      65 / 35 - 1,
      12,
    );
  });

  it('efficiency ratio divides flows of the same span, without annualising', () => {
    const series: Series = {
      nonix: { '2019-03-31': 60, '2019-06-30': 130 },
      eamintan: { '2019-03-31': 2, '2019-06-30': 4 },
      nim: { '2019-03-31': 80, '2019-06-30': 170 },
      nonii: { '2019-03-31': 20, '2019-06-30': 30 },
    };
    // Qtr: (70 − 2) ÷ (90 + 10); YTD: (130 − 4) ÷ (170 + 30).
    expect(compute('efficiency_ratio', 'bank', series, '2019-06-30', SPAN_ID.QTR)).toBeCloseTo(68 / 100, 12);
    expect(compute('efficiency_ratio', 'bank', series, '2019-06-30', SPAN_ID.YTD)).toBeCloseTo(126 / 200, 12);
    // A bank without intangibles reports no eamintan: it counts as zero.
    const { eamintan: _e, ...noIntangibles } = series;
    expect(compute('efficiency_ratio', 'bank', noIntangibles, '2019-06-30', SPAN_ID.YTD)).toBeCloseTo(
      130 / 200,
      12,
    );
  });

  it('net charge-offs annualise over the mean of quarter-end loans (net loans + allowance)', () => {
    const series: Series = {
      ntlnls: { '2019-03-31': 3, '2019-06-30': 8 },
      lnlsnet: { '2018-12-31': 590, '2019-03-31': 690, '2019-06-30': 790 },
      lnatres: { '2018-12-31': 10, '2019-03-31': 10, '2019-06-30': 10 },
    };
    // YTD: 8 × 2 ÷ mean(600, 700, 800); Qtr: 5 × 4 ÷ mean(700, 800).
    expect(
      compute('net_charge_offs_to_average_loans', 'bank', series, '2019-06-30', SPAN_ID.YTD),
    ).toBeCloseTo(16 / 700, 12);
    expect(
      compute('net_charge_offs_to_average_loans', 'bank', series, '2019-06-30', SPAN_ID.QTR),
    ).toBeCloseTo(20 / 750, 12);
  });

  it('point-in-time ratios and growth are the same for every span', () => {
    const series: Series = {
      lnlsgr: { '2018-06-30': 800, '2019-06-30': 880 },
      nclnls: { '2019-06-30': 11 },
      idlnls: { '2019-06-30': 880 },
    };
    for (const span of [SPAN_ID.QTR, SPAN_ID.T12, SPAN_ID.YTD]) {
      expect(compute('loan_growth', 'bank', series, '2019-06-30', span)).toBeCloseTo(0.1, 12);
      expect(compute('delinquent_loans_to_loans', 'bank', series, '2019-06-30', span)).toBeCloseTo(
        0.0125,
        12,
      );
    }
    expect(compute('loan_growth', 'bank', series, '2019-03-31', SPAN_ID.T12)).toBeNull();
  });
});

describe('credit-union metrics by span (NCUA FPR averages)', () => {
  const cu: Series = {
    acct_661a: netIncome,
    acct_010: assets,
    acct_997: { '2019-06-30': 132 },
  };

  it('ROA averages the balance at the start and end of the span: (current + prior year-end) ÷ 2 for YTD', () => {
    // YTD: 30 × 2 ÷ ((1000 + 1200) ÷ 2).
    expect(compute('roa', 'credit_union', cu, '2019-06-30', SPAN_ID.YTD)).toBeCloseTo(60 / 1100, 12);
    // Qtr: 18 × 4 ÷ ((1100 + 1200) ÷ 2).
    expect(compute('roa', 'credit_union', cu, '2019-06-30', SPAN_ID.QTR)).toBeCloseTo(72 / 1150, 12);
    // T12: 65 ÷ ((900 + 1200) ÷ 2), a year ago and now.
    expect(compute('roa', 'credit_union', cu, '2019-06-30', SPAN_ID.T12)).toBeCloseTo(65 / 1050, 12);
    // At Q1 the YTD average is (December + March) ÷ 2: 12 × 4 ÷ 1050.
    expect(compute('roa', 'credit_union', cu, '2019-03-31', SPAN_ID.YTD)).toBeCloseTo(48 / 1050, 12);
  });

  it('uses the current balance alone when the start of the span was not filed', () => {
    const { acct_010: _assets, ...rest } = cu;
    const young: Series = { ...rest, acct_010: { '2019-06-30': 1200 } };
    expect(compute('roa', 'credit_union', young, '2019-06-30', SPAN_ID.YTD)).toBeCloseTo(60 / 1200, 12);
  });

  it('net worth ratio is net worth ÷ total assets at the quarter end', () => {
    for (const span of [SPAN_ID.QTR, SPAN_ID.T12, SPAN_ID.YTD]) {
      expect(compute('capital_ratio', 'credit_union', cu, '2019-06-30', span)).toBeCloseTo(0.11, 12);
    }
  });

  it('counts full-time equivalents as full-time plus half the part-time staff', () => {
    const staff: Series = {
      acct_564a: { '2019-06-30': 40 },
      acct_564b: { '2019-06-30': 10 },
      acct_083: { '2019-06-30': 9000 },
      acct_010: { '2019-06-30': 90_000 },
    };
    expect(compute('employees', 'credit_union', staff, '2019-06-30', SPAN_ID.T12)).toBe(45);
    expect(
      compute('members_or_deposit_accounts_per_employee', 'credit_union', staff, '2019-06-30', SPAN_ID.T12),
    ).toBe(200);
    expect(compute('assets_per_employee', 'credit_union', staff, '2019-06-30', SPAN_ID.T12)).toBe(2000);
  });

  it('provision is credit loss expense (CECL) plus any incurred-loss provision, for each span', () => {
    const series: Series = {
      acct_is0017: { '2019-03-31': 4, '2019-06-30': 10 },
      acct_300: { '2019-06-30': 1 },
    };
    expect(compute('is_provision', 'credit_union', series, '2019-06-30', SPAN_ID.YTD)).toBe(11);
    // Qtr: IS0017 10 − 4 = 6; 300 has no March filing, so its quarter is unknown and left out.
    expect(compute('is_provision', 'credit_union', series, '2019-06-30', SPAN_ID.QTR)).toBe(6);
  });
});
