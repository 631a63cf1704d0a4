import {
  SET_ID,
  SPAN_ID,
  US_CENSUS_REGIONS,
  VENDOR_FIT_CATEGORIES,
  VENDOR_FIT_HOLDOUT_QUARTERS,
  VENDOR_FIT_MIN_SWITCHES,
} from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricServiceFor } from '../../../analytics/metric-service.js';
import { type JobQueue, startJobQueue } from '../../../jobs/job-queue.js';
import { addQuarters } from '../../../metrics/periods.js';
import { type Harness, startHarness } from '../../../test/identity-harness.js';
import type { Features, FitModel } from '../fit-model.js';
import type { StoredEvaluation } from './evaluate.js';
import { FIT_QUEUE, queueFitIfStale, registerFitJobs } from './fit-job.js';
import { techTenureKey, techVendorKey } from './variables.js';

/** The demo data set of the tests, fitted by the template (as the job after a data load does). */
describe('VendorFit models fitted on the demo data set', () => {
  let h: Harness;
  let period: string;
  let models: { solution_id: number; name: string; model: FitModel; evaluation: StoredEvaluation }[];
  let core: FitModel;

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    models = await h.database.query(
      `select m.solution_id, s.name, m.model, m.evaluation
         from vendor_fit_models m join solutions s on s.id = m.solution_id order by s.is_core desc, s.id`,
    );
    core = models[0]?.model as FitModel;
    period = core.period;
  });
  afterAll(async () => h?.close());

  const featuresOf = async (id: number): Promise<Features> => {
    const [row] = await h.database.query<{ values: Features }>(
      'select values from vendor_fit_features where institution_id = $1',
      [id],
    );
    return row?.values ?? {};
  };

  it('stores over 100 variables in the eight categories for every active bank and credit union', async () => {
    const [counts] = await h.database.query<{ institutions: number; features: number }>(
      `select (select count(*)::int from institutions where active and fi_type in ('bank', 'credit_union')) as institutions,
              (select count(*)::int from vendor_fit_features where period = $1::date) as features`,
      [period],
    );
    expect(counts?.features).toBe(counts?.institutions);
    expect(period).toBe('2026-09-30');
    expect(models[0]?.name).toBe('Core Processing');
    // The core model leaves its own technology out; the stored variables hold it.
    expect(core.variables.length).toBeGreaterThanOrEqual(100);
    for (const category of VENDOR_FIT_CATEGORIES)
      expect(
        core.variables.some((v) => v.category === category),
        category,
      ).toBe(true);
  });

  it('reads a known bank’s variables as the call reports, branches and technographics say', async () => {
    const [bank] = await h.database.query<{ id: number; state: string; latest_assets: number }>(
      `select id, state, latest_assets from institutions where active and fi_type = 'bank'
        order by latest_assets desc limit 1`,
    );
    const id = Number(bank?.id);
    const features = await featuresOf(id);
    // The bank's own filings, read apart from the national pass the fit used.
    const read = async (metric: string, at: string) =>
      (
        await metricServiceFor(h.database).compute({
          metricIds: [metric],
          institutions: [{ id, fiType: 'bank' }],
          periods: [at],
          span: SPAN_ID.T12,
          set: SET_ID.AS_REPORTED,
        })
      ).cells
        .get(metric)
        ?.get(at)
        ?.get(id)?.value ?? null;
    expect(features.total_assets).toBeCloseTo(Number(bank?.latest_assets), 6);
    expect(features.roa).toBeCloseTo((await read('roa', period)) as number, 9);
    expect(features.commercial_loans_share).toBeCloseTo(
      (await read('commercial_loans_share', period)) as number,
      9,
    );
    const before = (await read('total_assets', addQuarters(period, -12))) as number;
    expect(features.asset_growth_3y).toBeCloseTo((features.total_assets as number) / before - 1, 9);
    expect(features.fi_type).toBe('Bank');
    expect(features.state).toBe(bank?.state);
    expect(features.census_region).toBe(
      US_CENSUS_REGIONS.find((r) => r.states.includes(bank?.state ?? ''))?.name,
    );
    const [branches] = await h.database.query<{ n: number; states: number }>(
      `select count(*)::int as n, count(distinct state)::int as states from branches
        where institution_id = $1 and year = (select max(year) from branches)`,
      [id],
    );
    expect(features.branch_count).toBe(branches?.n);
    expect(features.branch_states).toBe(branches?.states);
    const [record] = await h.database.query<{ vendor: string | null; started_on: string }>(
      `select v.name as vendor, t.started_on::text as started_on
         from institution_technographics t left join vendors v on v.id = t.vendor_id
        where t.institution_id = $1 and t.solution_id = $2 and t.ended_on is null`,
      [id, core.solution_id],
    );
    expect(features[techVendorKey(core.solution_id)]).toBe(record?.vendor ?? 'In-House (no vendor)');
    const years =
      (Date.parse(`${period}T00:00:00Z`) - Date.parse(`${record?.started_on}T00:00:00Z`)) /
      (365.25 * 86_400_000);
    expect(features[techTenureKey(core.solution_id)]).toBeCloseTo(years, 9);
  });

  it('keeps each solution’s own technology, and technology sold as the same product, out of its model', async () => {
    const shared = await h.database.query<{ solution_id: number; other: number }>(
      `select distinct a.solution_id, b.solution_id as other
         from product_solutions a join product_solutions b on b.product_id = a.product_id
        where a.solution_id = any($1::int[])`,
      [models.map((m) => m.solution_id)],
    );
    for (const { solution_id, model } of models) {
      const keys = new Set(model.variables.map((v) => v.key));
      const banned = shared.filter((s) => s.solution_id === solution_id).map((s) => Number(s.other));
      for (const other of [solution_id, ...banned]) {
        expect(keys.has(techVendorKey(other)), `${model.solution_name}: ${other}`).toBe(false);
        expect(keys.has(techTenureKey(other))).toBe(false);
      }
    }
    // The core vendor is a variable of the other solutions' models.
    expect(models[1]?.model.variables.some((v) => v.key === techVendorKey(core.solution_id))).toBe(true);
  });

  it('records the run and measures each model on the switches of the last eight quarters', async () => {
    const [run] = await h.database.query<{
      status: string;
      data_stamp: number;
      latest: number;
      summary: { solutions: { id: number }[] };
    }>(
      `select status, data_stamp, (select max(id) from data_loads) as latest, summary
         from model_runs where model = 'vendor_fit' order by id desc limit 1`,
    );
    expect(run?.status).toBe('finished');
    expect(run?.data_stamp).toBe(run?.latest);
    expect(run?.summary.solutions.map((s) => s.id).sort((a, b) => a - b)).toEqual(
      models.map((m) => m.solution_id).sort((a, b) => a - b),
    );
    const windowStart = addQuarters(period, -VENDOR_FIT_HOLDOUT_QUARTERS);
    for (const { solution_id, evaluation } of models) {
      const [switches] = await h.database.query<{ n: number }>(
        `select count(*)::int as n from institution_technographics o
           join institution_technographics n on n.institution_id = o.institution_id
            and n.solution_id = o.solution_id and n.started_on = o.ended_on + 1
          where o.solution_id = $1 and o.end_reason = 'competitive' and n.product_id is not null
            and o.ended_on > $2::date and o.ended_on <= $3::date`,
        [solution_id, windowStart, period],
      );
      expect(evaluation.holdout).toBe(switches?.n);
      expect(evaluation.status).toBe(
        evaluation.holdout >= VENDOR_FIT_MIN_SWITCHES ? 'measured' : 'too_few_switches',
      );
      expect(evaluation.window_start).toBe('2024-10-01');
      expect(evaluation.window_end).toBe(period);
      expect(evaluation.top1).toBeLessThanOrEqual(evaluation.top3);
      expect(evaluation.baseline_top1).toBeLessThanOrEqual(evaluation.baseline_top3);
    }
  });

  it('queues a fit once a data load is newer than the last fit, and the job refits', async () => {
    let queue: JobQueue | undefined;
    try {
      queue = await startJobQueue(h.database, {});
      await queue.boss.createQueue(FIT_QUEUE, { policy: 'exclusive' });
      expect(await queueFitIfStale(h.database, queue.boss)).toBe(false);
      const [load] = await h.database.query<{ id: number }>(
        `insert into data_loads (source, period, is_demo, started_at) values ('demo', $1, true, now()) returning id`,
        [period],
      );
      expect(await queueFitIfStale(h.database, queue.boss)).toBe(true);
      // One fit at a time: a second scan while it is queued adds nothing.
      expect(await queueFitIfStale(h.database, queue.boss)).toBe(false);
      await registerFitJobs(queue.boss, h.database);
      let fitted: number | undefined;
      for (let attempt = 0; attempt < 600 && fitted === undefined; attempt++) {
        const [run] = await h.database.query<{ data_stamp: number }>(
          `select data_stamp from model_runs where model = 'vendor_fit' and status = 'finished' and data_stamp = $1`,
          [load?.id],
        );
        fitted = run?.data_stamp;
        if (fitted === undefined) await new Promise((resolve) => setTimeout(resolve, 250));
      }
      expect(fitted).toBe(load?.id);
      expect(await queueFitIfStale(h.database, queue.boss)).toBe(false);
    } finally {
      await queue?.stop();
    }
  }, 240_000);
});
