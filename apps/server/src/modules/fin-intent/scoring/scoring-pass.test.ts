import {
  INTENT_DEFAULT_THRESHOLDS,
  INTENT_HISTORY_QUARTERS,
  type IntentElementParams,
  type IntentScoringSummary,
  intentScoringSummarySchema,
} from '@fin-atlas/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startJobQueue } from '../../../jobs/job-queue.js';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database.js';
import { type LevelReached, onLevelsReached } from '../levels-reached.js';
import { queueStaleScoring, registerScoringJob, SCORING_QUEUE } from './scoring-job.js';
import { scoreIntentSignals } from './scoring-pass.js';

const LATEST = '2026-09-30';
/** A word no demo posting or page uses, so only the rows written here match. */
const WORD = 'zebraledger';

type Element = { name: string; weight: number; params: IntentElementParams };

describe('FIN Intent scoring passes, on the demo data set', () => {
  let db: TestDatabase;
  /** Banks that filed at every quarter of the data, largest first. */
  let banks: number[];
  let solutionId: number;
  const reached: LevelReached[] = [];

  async function signal(
    name: string,
    elements: Element[],
    thresholds: { early: number; active: number; in_depth: number },
    solution: number | null = null,
  ): Promise<{ id: number; elements: number[] }> {
    const [row] = await db.query<{ id: number }>(
      `insert into intent_signals (name, solution_id, early_threshold, active_threshold, in_depth_threshold)
       values ($1, $2, $3, $4, $5) returning id`,
      [name, solution, thresholds.early, thresholds.active, thresholds.in_depth],
    );
    const id = Number(row?.id);
    const ids: number[] = [];
    for (const [position, e] of elements.entries()) {
      const [el] = await db.query<{ id: number }>(
        `insert into intent_signal_elements (signal_id, name, kind, weight, params, position)
         values ($1, $2, $3, $4, $5::jsonb, $6) returning id`,
        [id, e.name, e.params.kind, e.weight, JSON.stringify(e.params), position],
      );
      ids.push(Number(el?.id));
    }
    return { id, elements: ids };
  }

  const posting = (bank: number, postedOn: string, n = 1) =>
    db.query(
      `insert into job_postings (institution_id, source_key, title, job_function, seniority, posted_on, body, source)
       select $1::int, 'intent-test-' || $1::text || '-' || $2::text || '-' || k, 'Zebraledger conversion analyst', 'technology',
              'mid', $2::date, 'Help us move to Zebraledger.', 'import'
         from generate_series(1, $3::int) as k`,
      [banks[bank], postedOn, n],
    );

  const scoresOf = async (signalId: number, period = LATEST) =>
    new Map(
      (
        await db.query<{ institution_id: number; score: number; level: string | null }>(
          'select institution_id, score, level from intent_scores where signal_id = $1 and period = $2',
          [signalId, period],
        )
      ).map((r) => [r.institution_id, { score: Number(r.score), level: r.level }]),
    );

  const latestSummary = async (): Promise<IntentScoringSummary> => {
    const [row] = await db.query<{ summary: unknown }>(
      `select summary from model_runs where model = 'fin_intent' and status = 'finished' order by id desc limit 1`,
    );
    return intentScoringSummarySchema.parse(row?.summary);
  };

  beforeAll(async () => {
    db = await openTestDatabase({ dataSet: true });
    onLevelsReached(async (_context, list) => {
      reached.push(...list);
    });
    banks = (
      await db.query<{ id: number }>(
        `select i.id from institutions i
          where i.fi_type = 'bank' and i.active
            and (select count(*) from financials f where f.institution_id = i.id and f.period > '2023-06-30') = 13
          order by i.latest_assets desc limit 12`,
      )
    ).map((r) => r.id);
    await db.query('delete from job_postings where search @@ websearch_to_tsquery($1, $2)', [
      'english',
      WORD,
    ]);
    const [category] = await db.query<{ id: number }>(
      'select id from solution_categories order by id limit 1',
    );
    const [solution] = await db.query<{ id: number }>(
      `insert into solutions (category_id, name) values ($1, 'Zebraledger Processing') returning id`,
      [category?.id],
    );
    solutionId = Number(solution?.id);
  }, 240_000);
  afterAll(async () => db.drop());
  beforeEach(() => {
    reached.length = 0;
  });

  it('scores the shipped signals when the data set is loaded, recording the pass', async () => {
    const signals = await db.query<{ name: string; solution: string; elements: number }>(
      `select s.name, so.name as solution, (select count(*)::int from intent_signal_elements e where e.signal_id = s.id) as elements
         from intent_signals s join solutions so on so.id = s.solution_id order by s.id`,
    );
    expect(signals.map((s) => [s.name, s.solution])).toEqual([
      ['Core Conversion', 'Core Processing'],
      ['Digital Banking Replacement', 'Retail Online Banking'],
      ['Mobile App Replacement', 'Retail Mobile Banking'],
      ['Card Processor Change', 'Debit Card Processing'],
      ['Loan Origination Upgrade', 'Consumer Loan Origination'],
    ]);
    expect(signals.every((s) => s.elements === 10)).toBe(true);
    const [run] = await db.query<{ data_stamp: number; period: string; stamp: number }>(
      `select data_stamp, period::text as period, (select max(id)::int from data_loads) as stamp
         from model_runs where model = 'fin_intent' and status = 'finished'`,
    );
    expect(run).toMatchObject({ period: LATEST });
    expect(run?.data_stamp).toBe(run?.stamp);
    const summary = await latestSummary();
    expect(summary.periods).toHaveLength(INTENT_HISTORY_QUARTERS);
    expect(summary.periods.at(-1)).toBe(LATEST);
    // Eight quarters shown; the lift is measured over the eight whose next four quarters are loaded.
    expect(summary.lift_periods).toEqual(
      summary.periods.map((p) => p.replace(/^(\d{4})/, (y) => String(Number(y) - 1))),
    );
    const core = summary.signals.find((s) => s.signal.name === 'Core Conversion');
    expect(core?.base_cohort).toBeGreaterThan(0);
    expect(core?.base_switch_rate).toBeGreaterThan(0);
    const stored = await db.query<{ level: string; n: number }>(
      `select level, count(*)::int as n from intent_scores
        where signal_id = $1 and period = $2 and level is not null group by level`,
      [core?.signal.id, LATEST],
    );
    for (const { level, n } of stored) expect(core?.counts[level as keyof typeof core.counts]).toBe(n);
    // The shipped signals leave the scene so the crafted ones below score alone (and quickly).
    await db.query('update intent_signals set is_active = false');
  });

  it('maps scores to levels at the thresholds, keeps evidence where it is shown, and hands over new levels', async () => {
    const { id, elements } = await signal(
      'Zebraledger thresholds',
      [
        {
          name: 'Zebraledger postings',
          weight: 10,
          params: { kind: 'job_posting', query: WORD, within_quarters: 4, min_count: 4 },
        },
      ],
      { early: 30, active: 50, in_depth: 75 },
    );
    await posting(0, '2026-08-01', 1); // 25: a score, below early research
    await posting(1, '2026-08-01', 2); // 50: active research exactly
    await posting(2, '2026-08-01', 3); // 75: in-depth research exactly
    await posting(3, '2026-08-01', 5); // 100
    await posting(4, '2025-05-01', 1); // 25 at the quarters whose window holds May 2025, none now
    await scoreIntentSignals(db);
    const scores = await scoresOf(id);
    expect(scores.get(banks[0] as number)).toEqual({ score: 25, level: null });
    expect(scores.get(banks[1] as number)).toEqual({ score: 50, level: 'active_research' });
    expect(scores.get(banks[2] as number)).toEqual({ score: 75, level: 'in_depth_research' });
    expect(scores.get(banks[3] as number)).toEqual({ score: 100, level: 'in_depth_research' });
    expect(scores.has(banks[4] as number)).toBe(false);
    expect((await scoresOf(id, '2026-03-31')).get(banks[4] as number)).toEqual({ score: 25, level: null });

    const evidence = await db.query<{ institution_id: number; period: string; n: number; points: number }>(
      `select institution_id, period::text as period, count(*)::int as n, max(points) as points
         from intent_evidence where signal_id = $1 and element_id = $2 group by 1, 2`,
      [id, elements[0]],
    );
    const at = (bank: number, period = LATEST) =>
      evidence.find((e) => e.institution_id === banks[bank] && e.period === period);
    // A score above 0 now is explained; an old score below every level is not kept.
    expect(at(0)).toMatchObject({ n: 1, points: 2.5 });
    expect(at(3)).toMatchObject({ n: 5, points: 10 });
    expect(evidence.filter((e) => e.institution_id === banks[4])).toEqual([]);

    expect(
      reached.filter((r) => r.signalId === id).sort((a, b) => a.institutionId - b.institutionId),
    ).toEqual(
      [
        { signalId: id, institutionId: banks[1], level: 'active_research', period: LATEST },
        { signalId: id, institutionId: banks[2], level: 'in_depth_research', period: LATEST },
        { signalId: id, institutionId: banks[3], level: 'in_depth_research', period: LATEST },
      ].sort((a, b) => (a.institutionId as number) - (b.institutionId as number)),
    );
    await db.query('update intent_signals set is_active = false where id = $1', [id]);
  });

  it('writes the same rows when run again over the same data and definitions', async () => {
    const { id } = await signal(
      'Zebraledger repeat',
      [
        {
          name: 'Postings',
          weight: 3,
          params: { kind: 'job_posting', query: WORD, within_quarters: 4, min_count: 2 },
        },
        { name: 'Mergers', weight: 1, params: { kind: 'merger', role: 'any', within_quarters: 8 } },
      ],
      INTENT_DEFAULT_THRESHOLDS,
    );
    const dump = async () => ({
      scores: await db.query(
        'select institution_id, period::text, score, level from intent_scores where signal_id = $1 order by 1, 2',
        [id],
      ),
      evidence: await db.query(
        `select institution_id, period::text, element_id, points, evidence_kind, ref_id, label, occurred_on::text, detail
           from intent_evidence where signal_id = $1 order by 1, 2, 3, 6, 7`,
        [id],
      ),
    });
    await scoreIntentSignals(db);
    const first = await dump();
    expect(first.scores.length).toBeGreaterThan(0);
    expect(first.evidence.length).toBeGreaterThan(0);
    await scoreIntentSignals(db);
    expect(await dump()).toEqual(first);
    await db.query('update intent_signals set is_active = false where id = $1', [id]);
  });

  it('keeps a deleted element scoring the quarters scored with it, and not the quarters after', async () => {
    const { id, elements } = await signal(
      'Zebraledger deletion',
      [
        {
          name: 'Postings',
          weight: 10,
          params: { kind: 'job_posting', query: WORD, within_quarters: 4, min_count: 1 },
        },
        {
          name: 'New zebra executive',
          weight: 10,
          params: { kind: 'contact', roles: ['zebra'], event: 'joined', within_quarters: 4 },
        },
      ],
      { early: 10, active: 50, in_depth: 90 },
    );
    await db.query('delete from job_postings where search @@ websearch_to_tsquery($1, $2)', [
      'english',
      WORD,
    ]);
    await posting(5, '2026-05-01');
    for (const bank of [5, 6]) {
      await db.query(
        `insert into contact_events (institution_id, full_name, title, role, event, event_on, source)
         values ($1, 'Sam Zebra', 'Chief Zebra Officer', 'zebra', 'joined', '2026-04-15', 'import')`,
        [banks[bank]],
      );
    }
    // The latest quarter arrives only after the element is deleted: a new data load.
    await db.query(`create table held_financials as select * from financials where period = $1`, [LATEST]);
    await db.query('delete from financials where period = $1', [LATEST]);
    await scoreIntentSignals(db);
    const before = '2026-06-30';
    expect((await scoresOf(id, before)).get(banks[5] as number)).toEqual({
      score: 100,
      level: 'in_depth_research',
    });
    expect((await scoresOf(id, before)).get(banks[6] as number)).toEqual({
      score: 50,
      level: 'active_research',
    });

    await db.query('update intent_signal_elements set deleted_at = now() where id = $1', [elements[1]]);
    await db.query('insert into financials select * from held_financials');
    await db.query(
      `insert into data_loads (source, period, is_demo, started_at) values ('demo', $1, true, now())`,
      [LATEST],
    );
    await scoreIntentSignals(db);
    const old = await scoresOf(id, before);
    expect(old.get(banks[5] as number)).toEqual({ score: 100, level: 'in_depth_research' });
    expect(old.get(banks[6] as number)).toEqual({ score: 50, level: 'active_research' });
    const now = await scoresOf(id, LATEST);
    // Scored on the posting alone (all of the remaining weight), the executive no longer counts.
    expect(now.get(banks[5] as number)).toEqual({ score: 100, level: 'in_depth_research' });
    expect(now.has(banks[6] as number)).toBe(false);
    const deletedEvidence = await db.query<{ period: string }>(
      'select distinct period::text as period from intent_evidence where element_id = $1 order by 1',
      [elements[1]],
    );
    expect(deletedEvidence.map((e) => e.period)).toContain(before);
    expect(deletedEvidence.map((e) => e.period)).not.toContain(LATEST);
    await db.query('update intent_signals set is_active = false where id = $1', [id]);
  });

  it('measures the lift: in-depth institutions switching within four quarters against the base rate', async () => {
    // Ten banks on the solution since 2015; four post about it in February 2025 (in-depth at the
    // quarters whose window holds it: 2025-03-31..2025-12-31); two of those four and one other
    // switch vendors on 2025-11-15.
    const [vendor] = await db.query<{ id: number }>(
      `insert into vendors (name) values ('Zebra Vendor') returning id`,
    );
    const ten = banks.slice(0, 10);
    for (const [i, bank] of ten.entries()) {
      const switches = i === 0 || i === 1 || i === 9;
      await db.query(
        `insert into institution_technographics
           (institution_id, solution_id, has_service, type, vendor_id, started_on, ended_on, end_reason, source)
         values ($1, $2, true, 'vendor', $3, '2015-01-01', $4, $5, 'import')`,
        [bank, solutionId, vendor?.id, switches ? '2025-11-15' : null, switches ? 'competitive' : null],
      );
      if (switches) {
        await db.query(
          `insert into institution_technographics
             (institution_id, solution_id, has_service, type, started_on, source)
           values ($1, $2, true, 'vendor', '2025-11-15', 'import')`,
          [bank, solutionId],
        );
      }
    }
    await db.query('delete from job_postings where search @@ websearch_to_tsquery($1, $2)', [
      'english',
      WORD,
    ]);
    for (const bank of [0, 1, 2, 3]) await posting(bank, '2025-02-01');
    const { id } = await signal(
      'Zebraledger lift',
      [
        {
          name: 'Postings',
          weight: 1,
          params: { kind: 'job_posting', query: WORD, within_quarters: 4, min_count: 1 },
        },
      ],
      { early: 10, active: 20, in_depth: 50 },
      solutionId,
    );
    await scoreIntentSignals(db);
    const lift = (await latestSummary()).signals.find((s) => s.signal.id === id);
    // Quarters measured: 2023-12-31..2025-09-30 (eight). Base: 10 banks x 8 quarters, 3 switches in the
    // windows of the four quarters from 2024-12-31. Cohort: 4 banks x 3 quarters (2025-03-31..09-30), 2 switch.
    expect(lift).toMatchObject({ cohort: 12, base_cohort: 80, counts: { in_depth_research: 0 } });
    expect(lift?.in_depth_switch_rate).toBeCloseTo(0.5, 10);
    expect(lift?.base_switch_rate).toBeCloseTo(0.15, 10);
    expect(lift?.lift).toBeCloseTo(0.5 / 0.15, 10);
  });

  it('queues a pass once per new data load or signal change, and the job scores it', async () => {
    const queue = await startJobQueue(db);
    try {
      await queue.boss.createQueue(SCORING_QUEUE, { policy: 'stately' });
      const queued = async () => (await queue.boss.findJobs(SCORING_QUEUE)).length;
      expect(await queueStaleScoring(db, queue.boss)).toBe(false);
      await db.query(
        `insert into data_loads (source, period, is_demo, started_at) values ('demo', $1, true, now())`,
        [LATEST],
      );
      expect(await queueStaleScoring(db, queue.boss)).toBe(true);
      // Out of date until a pass runs, but one queued pass is enough.
      expect(await queueStaleScoring(db, queue.boss)).toBe(true);
      expect(await queued()).toBe(1);
      await scoreIntentSignals(db);
      expect(await queueStaleScoring(db, queue.boss)).toBe(false);
      // A FIN Admin's edit is a change the scores have not seen.
      await db.query(`update intent_signal_elements set weight = weight + 1 where signal_id =
                        (select id from intent_signals where name = 'Zebraledger lift')`);
      expect(await queueStaleScoring(db, queue.boss)).toBe(true);
    } finally {
      await queue.stop();
    }
    // With the worker: the scan at start queues the pass, which scores the edit.
    const worked = await startJobQueue(db, { jobs: [registerScoringJob] });
    try {
      const [before] = await db.query<{ id: number }>(`select max(id)::int as id from model_runs`);
      for (let attempt = 0; attempt < 600; attempt++) {
        const [run] = await db.query<{ status: string }>(
          `select status from model_runs where model = 'fin_intent' and id > $1 and status <> 'running'`,
          [before?.id],
        );
        if (run) {
          expect(run.status).toBe('finished');
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(await queueStaleScoring(db, worked.boss)).toBe(false);
    } finally {
      await worked.stop();
    }
  }, 120_000);
});
