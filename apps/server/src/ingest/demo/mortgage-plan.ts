import type { HmdaLenderRow, MortgageCompanyRecord } from '../hmda/hmda-store.js';
import { avg, clamp } from './amounts.js';
import { marketRates, mortgageTurnover } from './economy.js';
import { drawDemoLei } from './lei.js';
import { type LenderBook, simulateLender } from './mortgage-activity.js';
import {
  type DemoHoldingCompany,
  type DemoMortgageCompany,
  drawDemoMortgageCompanies,
  INDEPENDENT_SHARES,
} from './mortgage-companies.js';
import { depositoryFootprint } from './mortgage-footprint.js';
import { buildLenderBook, type LenderTargets, quarterEnd } from './mortgage-lender-book.js';
import { type PlannedActivity, rollUpActivity } from './mortgage-rollup.js';
import { createRandom, type Random, streamOf } from './random.js';

/**
 * The demo's HMDA year: every demo bank and credit union that holds 1-4 family residential loans
 * reports, its originations in line with its call report (first-lien originations at the rate its
 * book turns over in the year's rate environment, as the simulation has them, plus growth; home-equity
 * lending from its junior-lien and line balances; loans sold as its loan sales say), alongside the
 * demo's mortgage companies, which together lend about three fifths of first-lien dollars as
 * independents do. Each lender draws from its own stream, so nothing else in the demo moves.
 */

/** What the plan needs of a demo bank or credit union, taken from the generated data set (mortgage-inputs.ts). */
export type DepositoryLender = {
  id: number;
  fiType: 'bank' | 'credit_union';
  regulatoryId: string;
  name: string;
  rssdId: number | null;
  regulator: string | null;
  city: string | null;
  state: string | null;
  countyFips: string;
  parentRssdId: number | null;
  /** $000 at the end of the year before (what the HMDA panel states). */
  assets: number;
  /** $000 at the prior year end and the year's four quarter ends; null where it did not file. */
  firstLiens: readonly (number | null)[];
  subordinateLiens: readonly (number | null)[];
  /** Year-to-date at the year end, $000: net gains on loan sales (banks) or first mortgages sold (credit unions). */
  loanSaleGains: number | null;
  mortgagesSold: number | null;
  branches: readonly { countyFips: string; deposits: number }[];
};

export type PlannedLender = Omit<HmdaLenderRow, 'lenderId'> & { institutionId: number | null };

export type DemoMortgagePlan = {
  year: number;
  companies: MortgageCompanyRecord[];
  lenders: PlannedLender[];
  activity: PlannedActivity[];
};

/** First-lien dollars the independent mortgage companies lend per dollar the depositories lend. */
const INDEPENDENT_MULTIPLE = 1.6;
/**
 * Independent mortgage companies per reporting depository: at national scale about 780, close to the
 * number of independents in the real HMDA panel.
 */
const INDEPENDENTS_PER_DEPOSITORY = 0.1;
/** Home-equity lending in the year per dollar of junior liens and lines on the books. */
const SUBORDINATE_TURNOVER = { bank: 0.1, credit_union: 0.16 } as const;
/** The year's originations by quarter at a mortgage company: spring and summer are the buying season. */
const SEASON = [0.21, 0.28, 0.27, 0.24];

/** HMDA agency code of a depository: its federal regulator, the CFPB above $10 billion. */
function agencyCode(d: DepositoryLender): number {
  if (d.assets > 10_000_000) return 9;
  if (d.fiType === 'credit_union') return 5;
  return d.regulator === 'OCC' ? 1 : d.regulator === 'FED' || d.regulator === 'FRB' ? 2 : 3;
}

/** Loans bought from other lenders: mostly the larger banks, which buy for their portfolios. */
function purchases(random: Random, d: DepositoryLender): { share: number; sold: number } {
  const bank = d.fiType === 'bank';
  const [chance, low, high] = bank
    ? d.assets >= 10_000_000
      ? [0.6, 0.05, 0.4]
      : d.assets >= 1_000_000
        ? [0.25, 0.02, 0.15]
        : [0.04, 0.01, 0.1]
    : d.assets >= 1_000_000
      ? [0.2, 0.02, 0.12]
      : [0.03, 0.01, 0.08];
  return { share: random.chance(chance) ? random.between(low, high) : 0, sold: bank ? 0.25 : 0.1 };
}

/** A depository's volumes from its call report; null when it holds no residential loans at the year end. */
function depositoryTargets(random: Random, d: DepositoryLender, year: number): LenderTargets | null {
  const first = d.firstLiens;
  const sub = d.subordinateLiens;
  const yearEnd = (first[4] ?? 0) + (sub[4] ?? 0);
  if (first[4] === null || first[4] === undefined || yearEnd <= 0) return null;
  const quarterly: number[] = [];
  let averageBook = 0;
  let averageSub = 0;
  for (let q = 1; q <= 4; q++) {
    const book = avg(first[q] ?? 0, first[q - 1] ?? undefined);
    averageBook += book / 4;
    averageSub += avg(sub[q] ?? 0, sub[q - 1] ?? undefined) / 4;
    quarterly.push((book * mortgageTurnover(marketRates(quarterEnd(year, q)).policy)) / 4);
  }
  const turnover = quarterly.reduce((a, b) => a + b, 0);
  const growth = clamp((first[4] ?? 0) - (first[0] ?? first[4] ?? 0), 0, 0.3 * averageBook);
  const firstLienVolume = (turnover + 0.5 * growth) * 1000 * Math.exp(random.normal(0, 0.05));
  const subordinateVolume =
    averageSub * 1000 * SUBORDINATE_TURNOVER[d.fiType] * Math.exp(random.normal(0, 0.2));
  // Credit unions report the mortgages they sold; a bank's sales show in its gains, at 1.4-2.2% of the loans.
  const sold =
    d.fiType === 'credit_union'
      ? (d.mortgagesSold ?? 0) * 1000
      : (Math.max(0, d.loanSaleGains ?? 0) * 1000) / random.between(0.014, 0.022);
  const bought = purchases(random, d);
  const total = quarterly.reduce((a, b) => a + b, 0);
  return {
    kind: d.fiType,
    assets: d.assets,
    footprint: depositoryFootprint(random, {
      fiType: d.fiType,
      assets: d.assets,
      homeCountyFips: d.countyFips,
      branches: d.branches,
    }),
    firstLienVolume,
    subordinateVolume,
    soldVolume: Math.min(sold, 0.97 * firstLienVolume),
    purchasedShare: bought.share,
    purchasedSold: bought.sold,
    quarterWeights: total > 0 ? quarterly.map((v) => v / total) : SEASON,
  };
}

/** A reporter always has at least one application on its register. */
function withActivity(book: LenderBook, hasFirstLiens: boolean): LenderBook {
  if (book.firstLienApplications + book.subordinateApplications > 0) return book;
  return hasFirstLiens ? { ...book, firstLienApplications: 1 } : { ...book, subordinateApplications: 1 };
}

function companyTargets(
  random: Random,
  company: DemoMortgageCompany,
  firstLienVolume: number,
  quarterWeights: readonly number[],
): LenderTargets {
  const [chance, low, high] =
    company.kind === 'national' ? [0.35, 0.3, 1] : company.kind === 'local' ? [0, 0, 0] : [0.1, 0.01, 0.05];
  return {
    kind: company.kind,
    assets: Math.round((firstLienVolume * random.between(0.05, 0.12)) / 1000),
    footprint: company.footprint,
    firstLienVolume,
    subordinateVolume: firstLienVolume * random.between(0.005, 0.03),
    soldVolume: firstLienVolume * random.between(0.85, 0.95),
    purchasedShare: random.chance(chance) ? random.between(low, high) : 0,
    purchasedSold: 0.9,
    quarterWeights,
  };
}

/** First-lien dollars of each company: its kind's share of the independents' market, or its parent's size. */
function companyVolumes(
  companies: readonly DemoMortgageCompany[],
  independentVolume: number,
  parentAssets: ReadonlyMap<number, number>,
): number[] {
  const kindWeight = new Map<string, number>();
  for (const c of companies) kindWeight.set(c.kind, (kindWeight.get(c.kind) ?? 0) + c.weight);
  return companies.map((c) => {
    if (c.kind === 'affiliate') return (parentAssets.get(c.record.parentRssdId ?? -1) ?? 0) * 1000 * c.weight;
    return (independentVolume * INDEPENDENT_SHARES[c.kind] * c.weight) / (kindWeight.get(c.kind) ?? 1);
  });
}

/** Plans the demo HMDA year for the given demo lenders. Deterministic for the same input and seed. */
export function planDemoMortgageYear(input: {
  year: number;
  seed: number;
  depositories: readonly DepositoryLender[];
  holdingCompanies: readonly DemoHoldingCompany[];
}): DemoMortgagePlan {
  const root = createRandom(input.seed).fork(0x484d4441);
  const plan: DemoMortgagePlan = { year: input.year, companies: [], lenders: [], activity: [] };
  const leis = new Set<string>();
  const report = (random: Random, lei: string, book: LenderBook) => {
    rollUpActivity(lei, simulateLender(random, book), plan.activity);
  };
  let depositoryVolume = 0;
  const sorted = [...input.depositories].sort(
    (a, b) => a.fiType.localeCompare(b.fiType) || a.regulatoryId.localeCompare(b.regulatoryId),
  );
  for (const d of sorted) {
    const random = root.fork(streamOf(d.fiType, d.regulatoryId));
    let lei = drawDemoLei(random);
    while (leis.has(lei)) lei = drawDemoLei(random);
    const targets = depositoryTargets(random, d, input.year);
    if (!targets || targets.footprint.counties.length === 0) continue;
    leis.add(lei);
    depositoryVolume += targets.firstLienVolume;
    report(
      random,
      lei,
      withActivity(buildLenderBook(random, targets, input.year), (d.firstLiens[4] ?? 0) > 0),
    );
    plan.lenders.push({
      lei,
      respondentName: d.name,
      rssdId: d.rssdId,
      parentRssdId: d.parentRssdId,
      topHolderRssdId: d.parentRssdId,
      agencyCode: agencyCode(d),
      lenderType: 'depository',
      assets: d.assets,
      city: d.city,
      state: d.state,
      institutionId: d.id,
    });
  }
  const companies = drawDemoMortgageCompanies(root.fork(2), {
    independents: Math.round(plan.lenders.length * INDEPENDENTS_PER_DEPOSITORY),
    holdingCompanies: input.holdingCompanies,
    takenLeis: leis,
  });
  const parentAssets = new Map(input.holdingCompanies.map((h) => [h.rssdId, h.assets]));
  const volumes = companyVolumes(companies, depositoryVolume * INDEPENDENT_MULTIPLE, parentAssets);
  companies.forEach((company, i) => {
    const { record } = company;
    const random = root.fork(streamOf('mortgage_company', record.lei));
    const targets = companyTargets(random, company, volumes[i] ?? 0, SEASON);
    report(random, record.lei, withActivity(buildLenderBook(random, targets, input.year), true));
    plan.companies.push({ ...record, assets: targets.assets });
    plan.lenders.push({
      lei: record.lei,
      respondentName: record.name,
      rssdId: record.rssdId,
      parentRssdId: record.parentRssdId,
      topHolderRssdId: record.parentRssdId,
      agencyCode: record.agencyCode,
      lenderType: record.lenderType,
      assets: targets.assets,
      city: record.city,
      state: record.state,
      institutionId: null,
    });
  });
  return plan;
}
