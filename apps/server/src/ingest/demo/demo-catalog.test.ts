import { SPAN_ID } from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import { formulaTypeFor, lineItemsRead, metricById, metricsFor } from '../../metrics/catalog/index.js';
import { evaluate } from '../../metrics/expression.js';
import { addQuarters, type Period } from '../../metrics/periods.js';
import type { ItemReader } from '../../metrics/span.js';
import { type DemoInstitution, generateDemoDataSet } from './generate-demo.js';

/**
 * The demo data set against the metric catalog: every line item the catalog reads is filed, every
 * metric computes for the demo industry at the latest quarter over the trailing twelve months, and the
 * values look like the real industry's. Formulas run directly on the generated filings.
 */

const LATEST: Period = '2026-09-30';
const data = generateDemoDataSet({
  latestPeriod: LATEST,
  banks: 300,
  holdingCompanies: 60,
  creditUnions: 300,
});

const reader =
  (inst: DemoInstitution): ItemReader =>
  (code, period) =>
    inst.financials.get(period)?.[code] ?? null;

const active = (fiType: string) =>
  data.institutions.filter((i) => i.fiType === fiType && i.active && i.financials.has(LATEST));

function values(metricId: string, fiType: string, institutions = active(fiType)): (number | null)[] {
  const formula = metricById(metricId)?.formulas[formulaTypeFor(fiType)];
  if (!formula) throw new Error(`${metricId} has no ${fiType} formula`);
  return institutions.map((inst) => {
    const value = evaluate(formula, { read: reader(inst), period: LATEST, span: SPAN_ID.T12 });
    return value !== null && Number.isFinite(value) ? value : null;
  });
}

const item = (inst: DemoInstitution, code: string, period: Period = LATEST) =>
  inst.financials.get(period)?.[code] ?? 0;

/**
 * Deliberate exceptions to full coverage: ratios that divide by a product or business that only a
 * minority of real institutions have, which the demo keeps a minority (shares from FDIC SDI 2019-06 and
 * NCUA 5300 2025-12). Each must still compute for nearly every institution that has the product.
 */
const EXCEPTIONS: Record<string, { reason: string; has: (inst: DemoInstitution) => boolean }> = {
  bank_noncurrent_credit_card_loans_rate: {
    reason: 'divides by credit card loans, which 18% of banks hold (8% under $100M, 54% over $10B)',
    has: (i) => item(i, 'lncrcd') > 0,
  },
  bank_net_charge_offs_credit_card_rate: {
    reason: 'divides by credit card loans, which 18% of banks hold',
    has: (i) => item(i, 'lncrcd') > 0,
  },
  bank_net_charge_offs_leases_rate: {
    reason: 'divides by lease financing receivables, which 17% of banks hold',
    has: (i) => item(i, 'ls') > 0,
  },
  bank_fiduciary_assets_growth: {
    reason: 'grows fiduciary (trust) assets, which only banks with trust departments report (7-19%)',
    has: (i) => item(i, 'idtfra', addQuarters(LATEST, -4)) > 0,
  },
  cu_risk_based_capital_ratio: {
    reason:
      'filed by complex credit unions (over $500M) not opting into the leverage ratio: 6.6% of credit unions (2025-12)',
    has: (i) => item(i, 'acct_rb0171') > 0,
  },
  cu_student_loan_delinquency_rate: {
    reason: 'divides by private student loans, which 16% of credit unions make',
    has: (i) => item(i, 'acct_698a') > 0,
  },
  cu_net_charge_offs_student_rate: {
    reason: 'divides by private student loans, which 16% of credit unions make',
    has: (i) => item(i, 'acct_698a') > 0,
  },
  cu_indirect_loan_delinquency_rate: {
    reason: 'divides by indirect (dealer) loans, which 42% of credit unions make',
    has: (i) => item(i, 'acct_618a') > 0,
  },
  cu_net_charge_offs_indirect_rate: {
    reason: 'divides by indirect (dealer) loans, which 42% of credit unions make',
    has: (i) => item(i, 'acct_618a') > 0,
  },
  cu_commercial_loan_growth: {
    reason: 'grows commercial loans, which about 40% of credit unions make (mostly the larger ones)',
    has: (i) =>
      item(i, 'acct_718a5', addQuarters(LATEST, -4)) + item(i, 'acct_400p', addQuarters(LATEST, -4)) > 0,
  },
};

describe('the demo data set covers the metric catalog', () => {
  for (const fiType of ['bank', 'bhc', 'credit_union'] as const) {
    const institutions = active(fiType);

    it(`files every line item the catalog reads, in every ${fiType} filing`, () => {
      const codes = lineItemsRead(fiType);
      const missing = new Set<string>();
      for (const inst of data.institutions.filter((i) => i.fiType === fiType))
        for (const report of inst.financials.values())
          for (const code of codes) if (!(code in report)) missing.add(code);
      expect([...missing]).toEqual([]);
    });

    it(`computes every ${fiType} metric for at least 90% of active institutions (T12, latest quarter)`, () => {
      expect(institutions.length).toBeGreaterThan(fiType === 'bhc' ? 40 : 200);
      const short: string[] = [];
      for (const metric of metricsFor(fiType)) {
        const computed = values(metric.id, fiType, institutions);
        const coverage = computed.filter((v) => v !== null).length / institutions.length;
        const exception = EXCEPTIONS[metric.id];
        if (exception) {
          // A minority product, as in reality: computed for those that have it.
          const holders = institutions.filter(exception.has);
          const holderValues = values(metric.id, fiType, holders);
          const holderCoverage = holderValues.filter((v) => v !== null).length / Math.max(1, holders.length);
          expect(holders.length / institutions.length, `${metric.id}: ${exception.reason}`).toBeLessThan(0.8);
          if (holders.length >= 5)
            expect(holderCoverage, `${metric.id} among holders`).toBeGreaterThanOrEqual(0.9);
          continue;
        }
        if (coverage < 0.9) short.push(`${metric.id} ${(coverage * 100).toFixed(0)}%`);
      }
      expect(short).toEqual([]);
    });
  }

  it('lists only exceptions that exist and apply to one FI type', () => {
    for (const id of Object.keys(EXCEPTIONS)) expect(metricById(id), id).toBeDefined();
  });
});

/** Share of values within [lo, hi]. */
const within = (xs: (number | null)[], lo: number, hi: number) =>
  xs.filter((x) => x !== null && x >= lo && x <= hi).length / xs.length;
const median = (xs: (number | null)[]) => {
  const sorted = xs.filter((x): x is number => x !== null).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

describe('the demo industry looks like the real one', () => {
  // [metric, FI type, range holding for 95%+ of institutions, range for the median (the real industry's)]
  const checks: [string, 'bank' | 'credit_union', [number, number], [number, number]][] = [
    ['roa', 'bank', [-0.05, 0.05], [0.006, 0.015]],
    ['roa', 'credit_union', [-0.05, 0.05], [0.003, 0.012]],
    ['efficiency_ratio', 'bank', [0.3, 1.5], [0.55, 0.75]],
    ['efficiency_ratio', 'credit_union', [0.3, 1.5], [0.65, 0.9]],
    ['net_interest_margin', 'bank', [0.01, 0.07], [0.028, 0.045]],
    ['net_interest_margin', 'credit_union', [0.01, 0.08], [0.03, 0.05]],
    ['capital_ratio', 'bank', [0.05, 0.25], [0.09, 0.13]],
    ['capital_ratio', 'credit_union', [0.05, 0.25], [0.09, 0.15]],
    ['equity_to_assets', 'bank', [0.04, 0.3], [0.08, 0.13]],
    ['delinquent_loans_to_loans', 'bank', [0, 0.1], [0.002, 0.015]],
    ['delinquent_loans_to_loans', 'credit_union', [0, 0.1], [0.003, 0.015]],
    ['net_charge_offs_to_average_loans', 'bank', [-0.005, 0.03], [0.0003, 0.005]],
    ['net_charge_offs_to_average_loans', 'credit_union', [-0.005, 0.04], [0.002, 0.008]],
    ['allowance_to_loans', 'bank', [0.002, 0.05], [0.008, 0.018]],
    ['allowance_to_loans', 'credit_union', [0.002, 0.05], [0.007, 0.02]],
    ['loans_to_deposits', 'bank', [0.3, 1.3], [0.65, 0.95]],
    ['loans_to_deposits', 'credit_union', [0.3, 1.3], [0.6, 0.85]],
    ['deposits_to_assets', 'bank', [0.55, 0.97], [0.78, 0.9]],
    ['cost_of_funds', 'bank', [0, 0.06], [0.01, 0.03]],
    ['cost_of_funds', 'credit_union', [0, 0.05], [0.007, 0.025]],
    ['bank_tier1_risk_based_capital_ratio', 'bank', [0.06, 0.45], [0.11, 0.2]],
    ['bank_effective_tax_rate', 'bank', [-0.2, 0.35], [0.15, 0.24]],
    ['members_or_deposit_accounts_per_employee', 'credit_union', [50, 2000], [250, 500]],
    ['cu_average_loan_balance', 'credit_union', [2_000, 80_000], [9_000, 22_000]],
  ];
  for (const [id, fiType, [lo, hi], [medianLo, medianHi]] of checks) {
    it(`${fiType} ${id}: 95% within ${lo}..${hi}, median ${medianLo}..${medianHi}`, () => {
      const xs = values(id, fiType);
      expect(within(xs, lo, hi)).toBeGreaterThanOrEqual(0.95);
      expect(median(xs)).toBeGreaterThanOrEqual(medianLo);
      expect(median(xs)).toBeLessThanOrEqual(medianHi);
    });
  }

  it('files the risk-based capital ratio for complex credit unions outside the leverage ratio, at real levels (2025-12: median 14.2%)', () => {
    const all = active('credit_union');
    // Complex (over $500M) and not opted into the leverage ratio, which the demo's do from 10% net worth.
    const complex = all.filter(
      (i) => item(i, 'acct_010') > 500_000 && item(i, 'acct_997') < 0.1 * item(i, 'acct_010'),
    );
    const filers = all.filter((i) => item(i, 'acct_rb0171') > 0);
    expect(filers).toEqual(complex);
    const ratios = values('cu_risk_based_capital_ratio', 'credit_union', filers);
    expect(within(ratios, 0.07, 0.35)).toBeGreaterThanOrEqual(0.95);
    expect(median(ratios)).toBeGreaterThanOrEqual(0.11);
    expect(median(ratios)).toBeLessThanOrEqual(0.2);
  });

  it('earns more on assets than it pays for funds, at nearly every institution', () => {
    for (const fiType of ['bank', 'credit_union'] as const) {
      const yields = values('yield_on_earning_assets', fiType);
      const costs = values('cost_of_funds', fiType);
      const positive = yields.filter(
        (y, i) => y !== null && y > (costs[i] ?? Number.POSITIVE_INFINITY),
      ).length;
      expect(positive / yields.length, fiType).toBeGreaterThanOrEqual(0.98);
    }
  });

  it('moves with the rate cycle: funding costs rose from 2022 to 2023, securities lost value and recover', () => {
    const banks = active('bank');
    const costAt = (period: Period) =>
      median(
        banks.map((inst) =>
          evaluate(metricById('cost_of_funds')?.formulas.bank ?? { op: 'const', value: 0 }, {
            read: reader(inst),
            period,
            span: SPAN_ID.QTR,
          }),
        ),
      );
    expect(costAt('2023-12-31')).toBeGreaterThan(costAt('2022-03-31') * 3);
    // Credit unions report the unrealised gain or loss on AFS securities (EQ0009).
    const holders = active('credit_union').filter((i) => item(i, 'acct_as0013', '2023-09-30') > 0);
    const lossRate = (period: Period) =>
      median(
        holders.map((i) => item(i, 'acct_eq0009', period) / Math.max(1, item(i, 'acct_as0013', period))),
      );
    expect(lossRate('2021-12-31')).toBeGreaterThanOrEqual(0);
    expect(lossRate('2023-09-30')).toBeLessThan(-0.03);
    expect(lossRate(LATEST)).toBeGreaterThan(lossRate('2023-09-30'));
  });
});
