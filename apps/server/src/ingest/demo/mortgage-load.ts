import type { Period } from '../../metrics/periods.js';
import { replaceHmdaYear, upsertMortgageCompanies } from '../hmda/hmda-store.js';
import { recordDataLoad, type SqlSession } from '../store/index.js';
import { DEMO_SEED, type DemoDataSet } from './generate-demo.js';
import { demoMortgageInputs } from './mortgage-inputs.js';
import { planDemoMortgageYear } from './mortgage-plan.js';

/** The data_loads source of a HMDA year, generated or imported. */
export const HMDA_SOURCE = 'hmda';
export const DEMO_HMDA_LABEL = 'generated demo HMDA year';

export type DemoMortgageSummary = {
  year: number;
  lenders: number;
  mortgageCompanies: number;
  rows: number;
  seconds: number;
};

/** The latest calendar year whose last quarter the data covers: 2025 for data to 2026-09-30. */
export function hmdaYearOf(latestPeriod: Period): number {
  const year = Number(latestPeriod.slice(0, 4));
  return latestPeriod.slice(5) === '12-31' ? year : year - 1;
}

/**
 * Generates and writes the demo's HMDA year (the year before the latest quarter's, or its own at a
 * year end) for the generated data set's lenders, `idOf` giving their database ids: the demo mortgage
 * companies, the panel and the activity, with their provenance. Runs in the demo load's transaction.
 */
export async function loadDemoMortgageYear(
  session: SqlSession,
  options: {
    data: DemoDataSet;
    idOf: (key: number) => number;
    latestPeriod: Period;
    seed?: number;
    onProgress?: (message: string) => void;
  },
): Promise<DemoMortgageSummary> {
  const started = Date.now();
  const year = hmdaYearOf(options.latestPeriod);
  const plan = planDemoMortgageYear({
    year,
    seed: options.seed ?? DEMO_SEED,
    ...demoMortgageInputs(options.data, options.idOf, year),
  });
  options.onProgress?.(
    `writing ${plan.activity.length.toLocaleString('en-US')} HMDA ${year} rows for ${plan.lenders.length.toLocaleString('en-US')} lenders`,
  );
  const companyIds = await upsertMortgageCompanies(session, plan.companies);
  const lenderIdOf = new Map(
    plan.lenders.map((l) => [l.lei, l.institutionId ?? (companyIds.get(l.lei) as number)]),
  );
  await replaceHmdaYear(session, year, {
    lenders: plan.lenders.map(({ institutionId: _, ...l }) => ({
      ...l,
      lenderId: lenderIdOf.get(l.lei) as number,
    })),
    activity: plan.activity.map(({ lei, ...row }) => ({ ...row, lenderId: lenderIdOf.get(lei) as number })),
    wholeYear: false,
  });
  await recordDataLoad(session, {
    source: HMDA_SOURCE,
    period: `${year}-12-31`,
    isDemo: true,
    files: [{ name: DEMO_HMDA_LABEL, rows: plan.activity.length, rejected: 0 }],
    rowCount: plan.activity.length,
    rejectedCount: 0,
    rejections: [],
    warnings: [],
    startedAt: new Date(started),
  });
  return {
    year,
    lenders: plan.lenders.length,
    mortgageCompanies: plan.companies.length,
    rows: plan.activity.length,
    seconds: (Date.now() - started) / 1000,
  };
}
