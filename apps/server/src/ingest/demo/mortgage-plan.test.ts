import {
  HMDA_ACTIONS,
  HMDA_BREAKDOWNS,
  HMDA_DETAILED_ACTIONS,
  HMDA_FIGURE_COUNT,
  type HmdaAction,
  type HmdaBreakdown,
  hmdaFigureIndex,
} from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import { COUNTIES } from '../../reference/us-counties.js';
import { generateDemoDataSet } from './generate-demo.js';
import { isWellFormedLei } from './lei.js';
import { isRealLenderName } from './mortgage-company-names.js';
import { demoMortgageInputs } from './mortgage-inputs.js';
import { type DemoMortgagePlan, planDemoMortgageYear } from './mortgage-plan.js';
import type { PlannedActivity } from './mortgage-rollup.js';

/**
 * The demo's HMDA year as a mortgage analyst checks it: every lender's geographies add up, every
 * breakdown adds up to its action, the market looks like 2025's (denial rates, government lending,
 * rates and loan sizes), lenders lend in line with their call reports, and the mortgage companies
 * are fictional. Planned from a small generated data set, without a database.
 */

const data = generateDemoDataSet({
  latestPeriod: '2026-09-30',
  banks: 300,
  holdingCompanies: 80,
  creditUnions: 300,
});
const inputs = demoMortgageInputs(data, (key) => key, 2025);
const plan = planDemoMortgageYear({ year: 2025, seed: 7, ...inputs });

const figure = (row: PlannedActivity, action: HmdaAction, measure: 'count' | 'amount', b?: HmdaBreakdown) =>
  row.figures[hmdaFigureIndex(action, measure, b ?? null)] as number;
const byLender = new Map<string, PlannedActivity[]>();
for (const row of plan.activity) byLender.set(row.lei, [...(byLender.get(row.lei) ?? []), row]);
const nationOf = (lei: string) => byLender.get(lei)?.find((r) => r.geoLevel === 'nation');
const countyOf = new Map(COUNTIES.map((c) => [c[0], c]));
const depositoryOf = new Map(inputs.depositories.map((d) => [d.id, d]));
const kindOf = (lei: string) => {
  const lender = plan.lenders.find((l) => l.lei === lei);
  if (!lender) return 'unknown';
  if (lender.institutionId === null) return lender.lenderType;
  return depositoryOf.get(lender.institutionId)?.fiType ?? 'unknown';
};

/** Figures added up over rows. */
function total(rows: readonly PlannedActivity[]): number[] {
  const out = new Array<number>(HMDA_FIGURE_COUNT).fill(0);
  for (const r of rows)
    for (let i = 0; i < HMDA_FIGURE_COUNT; i++) out[i] = (out[i] ?? 0) + (r.figures[i] ?? 0);
  return out;
}

/** Spearman's rank correlation. */
function rankCorrelation(xs: readonly number[], ys: readonly number[]): number {
  const ranks = (vs: readonly number[]) => {
    const order = vs.map((v, i) => [v, i] as const).sort((a, b) => a[0] - b[0]);
    const r = new Array<number>(vs.length);
    order.forEach(([, i], k) => {
      r[i] = k;
    });
    return r;
  };
  const [rx, ry] = [ranks(xs), ranks(ys)];
  const n = xs.length;
  const d2 = rx.reduce((s, r, i) => s + (r - (ry[i] as number)) ** 2, 0);
  return 1 - (6 * d2) / (n * (n * n - 1));
}

describe('the demo HMDA year', () => {
  it('is the same for the same seed and differs for another', () => {
    expect(planDemoMortgageYear({ year: 2025, seed: 7, ...inputs })).toEqual(plan);
    const other: DemoMortgagePlan = planDemoMortgageYear({ year: 2025, seed: 8, ...inputs });
    expect(other.activity.length).toBeGreaterThan(0);
    expect(other.activity).not.toEqual(plan.activity);
  });

  it('reports every bank and credit union that holds residential loans, and no holding company', () => {
    const holding = inputs.depositories.filter(
      (d) => (d.firstLiens[4] ?? 0) + (d.subordinateLiens[4] ?? 0) > 0,
    );
    expect(holding.length).toBeGreaterThan(400);
    const reporters = new Set(plan.lenders.map((l) => l.institutionId));
    expect(holding.filter((d) => !reporters.has(d.id))).toEqual([]);
    for (const d of holding) {
      const lender = plan.lenders.find((l) => l.institutionId === d.id);
      expect(lender && nationOf(lender.lei)).toBeDefined();
    }
    const holdingCompanyKeys = new Set(data.institutions.filter((i) => i.fiType === 'bhc').map((i) => i.key));
    expect(plan.lenders.some((l) => holdingCompanyKeys.has(l.institutionId ?? -1))).toBe(false);
  });

  it('adds up: nation = states = counties, each state and metro area = its counties', () => {
    for (const [lei, rows] of byLender) {
      const counties = rows.filter((r) => r.geoLevel === 'county');
      const nation = nationOf(lei);
      expect(nation?.figures && Array.from(nation.figures)).toEqual(total(counties));
      expect(total(rows.filter((r) => r.geoLevel === 'state'))).toEqual(total(counties));
      for (const group of rows.filter((r) => r.geoLevel === 'state' || r.geoLevel === 'msa')) {
        const members = counties.filter((c) => {
          const county = countyOf.get(c.geoCode);
          return group.geoLevel === 'state' ? county?.[2] === group.geoCode : county?.[6] === group.geoCode;
        });
        expect(members.length).toBeGreaterThan(0);
        expect(Array.from(group.figures)).toEqual(total(members));
      }
      // Every metro county of the lender is in its metro area's row.
      const metroCounties = counties.filter((c) => countyOf.get(c.geoCode)?.[6]);
      const msaRows = rows.filter((r) => r.geoLevel === 'msa');
      expect(total(msaRows)).toEqual(total(metroCounties));
    }
  });

  it('adds up: actions and every breakdown group of originations and purchases', () => {
    const outcomes = HMDA_ACTIONS.filter((a) => a.key !== 'applications' && a.key !== 'purchased');
    const groups = [...new Set(HMDA_BREAKDOWNS.map((b) => b.group))];
    for (const row of plan.activity) {
      for (const measure of ['count', 'amount'] as const) {
        const parts = outcomes.reduce((n, a) => n + figure(row, a.key, measure), 0);
        expect(parts).toBe(figure(row, 'applications', measure));
        for (const action of HMDA_DETAILED_ACTIONS)
          for (const group of groups) {
            const inGroup = HMDA_BREAKDOWNS.filter((b) => b.group === group);
            const sum = inGroup.reduce((n, b) => n + figure(row, action, measure, b.key), 0);
            expect(sum, `${row.lei} ${row.geoLevel} ${row.geoCode} ${action} ${group} ${measure}`).toBe(
              figure(row, action, measure),
            );
          }
      }
      expect(figure(row, 'originations', 'count')).toBeLessThanOrEqual(figure(row, 'applications', 'count'));
      expect(
        figure(row, 'originations', 'count', 'sold') + figure(row, 'originations', 'count', 'held'),
      ).toBe(figure(row, 'originations', 'count'));
      // Loan amounts are $10,000-bin midpoints, so n loans add up to 5,000 n plus whole bins.
      const n = figure(row, 'originations', 'count');
      expect((figure(row, 'originations', 'amount') - 5_000 * n) % 10_000).toBe(0);
    }
  });

  it('looks like the 2025 market: denial rates, government lending, rates and loan sizes', () => {
    const nations = plan.lenders.map((l) => nationOf(l.lei)).filter((r): r is PlannedActivity => !!r);
    const all = total(nations);
    const at = (action: HmdaAction, measure: 'count' | 'amount', b?: HmdaBreakdown) =>
      all[hmdaFigureIndex(action, measure, b ?? null)] as number;
    const denialRate = at('denials', 'count') / at('applications', 'count');
    expect(denialRate).toBeGreaterThan(0.1);
    expect(denialRate).toBeLessThan(0.26);
    const fha = at('originations', 'count', 'fha') / at('originations', 'count');
    expect(fha).toBeGreaterThan(0.06);
    expect(fha).toBeLessThan(0.2);
    const va = at('originations', 'count', 'va') / at('originations', 'count');
    expect(va).toBeGreaterThan(0.03);
    expect(va).toBeLessThan(0.14);
    const purchase = at('originations', 'count', 'home_purchase') / at('originations', 'count');
    expect(purchase).toBeGreaterThan(0.4);
    expect(purchase).toBeLessThan(0.75);
    const rates = nations
      .map((r) => r.medianRate)
      .filter((r): r is number => r !== null)
      .sort((a, b) => a - b);
    const middle = rates[Math.floor(rates.length / 2)] as number;
    expect(middle).toBeGreaterThan(6.2);
    expect(middle).toBeLessThan(7.5);
    const outside = rates.filter((r) => r < 5.5 || r > 9).length;
    expect(outside / rates.length).toBeLessThan(0.05);
    const amounts = nations.map((r) => r.medianAmount).filter((a): a is number => a !== null);
    expect(amounts.every((a) => a % 5_000 === 0 && a >= 5_000 && a < 3_000_000)).toBe(true);
    const sortedAmounts = [...amounts].sort((a, b) => a - b);
    expect(sortedAmounts[Math.floor(amounts.length / 2)]).toBeGreaterThan(100_000);
    expect(sortedAmounts[Math.floor(amounts.length / 2)]).toBeLessThan(350_000);
  });

  it('gives credit unions more home-equity lending and the mortgage companies the government loans', () => {
    const share = (kind: string, breakdown: HmdaBreakdown) => {
      const rows = plan.lenders.filter((l) => kindOf(l.lei) === kind).map((l) => nationOf(l.lei));
      const sums = total(rows.filter((r): r is PlannedActivity => !!r));
      const originations = sums[hmdaFigureIndex('originations', 'count')] as number;
      return (sums[hmdaFigureIndex('originations', 'count', breakdown)] as number) / originations;
    };
    expect(share('credit_union', 'subordinate_lien')).toBeGreaterThan(share('bank', 'subordinate_lien'));
    expect(share('credit_union', 'subordinate_lien')).toBeGreaterThan(0.3);
    expect(share('independent', 'fha')).toBeGreaterThan(2 * share('bank', 'fha'));
    expect(share('independent', 'sold')).toBeGreaterThan(0.8);
    expect(share('credit_union', 'fha')).toBeLessThan(0.03);
    // Loans bought from other lenders go mostly to the larger banks.
    const purchasedBy = (large: boolean) =>
      plan.lenders
        .filter((l) => l.institutionId !== null && (l.assets ?? 0) >= 1_000_000 === large)
        .reduce((n, l) => {
          const nation = nationOf(l.lei);
          return n + (nation ? figure(nation, 'purchased', 'amount') : 0);
        }, 0);
    expect(purchasedBy(true)).toBeGreaterThan(2 * purchasedBy(false));
  });

  it('lends in line with the call reports: bigger books originate more, credit unions sell what they report', () => {
    const depositories = plan.lenders.filter((l) => l.institutionId !== null);
    const book = depositories.map((l) => depositoryOf.get(l.institutionId as number)?.firstLiens[4] ?? 0);
    const originated = depositories.map((l) => {
      const nation = nationOf(l.lei);
      return nation ? figure(nation, 'originations', 'amount', 'first_lien') : 0;
    });
    expect(rankCorrelation(book, originated)).toBeGreaterThan(0.85);
    const creditUnions = depositories.filter(
      (l) => depositoryOf.get(l.institutionId as number)?.fiType === 'credit_union',
    );
    const reportedSold = creditUnions.reduce(
      (n, l) => n + (depositoryOf.get(l.institutionId as number)?.mortgagesSold ?? 0) * 1000,
      0,
    );
    const hmdaSold = creditUnions.reduce((n, l) => {
      const nation = nationOf(l.lei);
      return n + (nation ? figure(nation, 'originations', 'amount', 'sold') : 0);
    }, 0);
    expect(reportedSold).toBeGreaterThan(0);
    expect(hmdaSold / reportedSold).toBeGreaterThan(0.85);
    expect(hmdaSold / reportedSold).toBeLessThan(1.2);
  });

  it('lends where the branches are, nationals everywhere', () => {
    for (const lender of plan.lenders.filter((l) => l.institutionId !== null).slice(0, 200)) {
      const d = depositoryOf.get(lender.institutionId as number);
      const branchCounties = new Set(d?.branches.map((b) => b.countyFips));
      const counties = (byLender.get(lender.lei) ?? []).filter((r) => r.geoLevel === 'county');
      const inFootprint = counties.filter(
        (c) => branchCounties.has(c.geoCode) || c.geoCode === d?.countyFips,
      );
      const share = total(inFootprint)[hmdaFigureIndex('applications', 'count')] as number;
      const all = total(counties)[hmdaFigureIndex('applications', 'count')] as number;
      expect(share / all).toBeGreaterThan(0.55);
    }
    const nationals = plan.companies.filter((c) => {
      const states = (byLender.get(c.lei) ?? []).filter((r) => r.geoLevel === 'state');
      return states.length >= 25;
    });
    expect(nationals.length).toBeGreaterThanOrEqual(2);
  });

  it('names the mortgage companies fictionally, with well-formed LEIs and the agencies of their charters', () => {
    expect(plan.companies.length).toBeGreaterThan(40);
    const names = plan.companies.map((c) => c.name);
    expect(names.filter(isRealLenderName)).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(name).toMatch(/(Mortgage|Home Loans|Lending|Funding|Finance)/);
    const leis = plan.lenders.map((l) => l.lei);
    expect(leis.every(isWellFormedLei)).toBe(true);
    expect(new Set(leis).size).toBe(leis.length);
    expect(isWellFormedLei('7H6GLXDRUGQFU57RNE97')).toBe(true);
    expect(isWellFormedLei('7H6GLXDRUGQFU57RNE98')).toBe(false);
    for (const l of plan.lenders) {
      if (l.lenderType === 'independent') expect(l.agencyCode).toBe(7);
      const d = l.institutionId === null ? undefined : depositoryOf.get(l.institutionId);
      if (d?.fiType === 'credit_union') expect([5, 9]).toContain(l.agencyCode);
      if (d?.fiType === 'bank' && d.assets <= 10_000_000) expect([1, 2, 3]).toContain(l.agencyCode);
    }
    const affiliates = plan.companies.filter((c) => c.lenderType === 'affiliate');
    for (const a of affiliates) expect(a.parentRssdId).not.toBeNull();
    expect(isRealLenderName('Rocket Mortgage, LLC')).toBe(true);
  });
});
