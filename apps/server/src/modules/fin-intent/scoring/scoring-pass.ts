import {
  INTENT_HISTORY_QUARTERS,
  type IntentLevelCounts,
  type IntentScoringSummary,
  type IntentSignalRun,
  intentLevelRank,
} from '@fin-atlas/domain';
import type { AppConfig } from '../../../config/config.js';
import type { Database } from '../../../db/database.js';
import { finishModelRun } from '../../../jobs/model-runs.js';
import type { Period } from '../../../metrics/periods.js';
import { type LevelReached, notifyLevelsReached } from '../levels-reached.js';
import { type EvaluationContext, financialSeries, sharedReadings } from './evaluators/evaluate-element.js';
import { type IdPages, institutionIdPages, readInPages } from './id-pages.js';
import { replaceSignalScores } from './score-store.js';
import { loadScoredSignals, type ScoredSignal } from './scored-signals.js';
import { startRun } from './scoring-runs.js';
import { type PeriodScores, scoreSignalAt } from './signal-scores.js';
import { LIFT_HORIZON_QUARTERS, liftMeasurable, measureSwitchLift, NO_LIFT } from './switch-lift.js';

/**
 * Quarters a pass scores: the INTENT_HISTORY_QUARTERS kept and shown, and LIFT_HORIZON_QUARTERS
 * older ones scored only to measure the lift. With eight quarters alone, only the oldest four have a
 * complete four-quarter switch window; the older quarters double the institution-quarters the lift
 * is measured on without showing anything older than the history.
 */
export const SCORED_QUARTERS = INTENT_HISTORY_QUARTERS + LIFT_HORIZON_QUARTERS;

export type ScoringOptions = {
  /** The process's configuration, handed to the level-reached listeners (alerts mail links). */
  config?: AppConfig;
};

type Filers = ReadonlyMap<Period, ReadonlySet<number>>;

/** The latest quarter ends with financial data, oldest first, and who filed at each. */
async function scoredQuarters(database: Database, pages: IdPages): Promise<Filers> {
  // One index probe per quarter, newest first: a distinct over financials would read the whole table.
  const rows = await database.query<{ period: string }>(
    `with recursive quarter(period) as (
       select max(period) from financials
       union all
       select (select max(f.period) from financials f where f.period < quarter.period)
         from quarter where quarter.period is not null)
     select period::text as period from quarter where period is not null limit $1`,
    [SCORED_QUARTERS],
  );
  const filers = new Map<Period, Set<number>>();
  for (const { period } of rows.reverse()) {
    const ids = await readInPages(pages, (lo, hi) =>
      database.query<{ id: number }>(
        'select institution_id as id from financials where period = $1::date and institution_id between $2 and $3',
        [period, lo, hi],
      ),
    );
    filers.set(period, new Set(ids.map((r) => r.id)));
  }
  return filers;
}

const emptyCounts = (): IntentLevelCounts => ({
  early_research: 0,
  active_research: 0,
  in_depth_research: 0,
});

/** Institutions whose level at the latest quarter is above their level the quarter before. */
function levelsReached(
  signalId: number,
  previous: PeriodScores | undefined,
  latest: PeriodScores,
): LevelReached[] {
  const reached: LevelReached[] = [];
  for (const [institutionId, { level }] of latest.scores) {
    if (level === null) continue;
    if (intentLevelRank(level) > intentLevelRank(previous?.scores.get(institutionId)?.level)) {
      reached.push({ signalId, institutionId, level, period: latest.period });
    }
  }
  return reached;
}

/** Scores one signal over the pass's quarters, stores the visible ones and measures it. */
async function scoreSignal(
  database: Database,
  signal: ScoredSignal,
  filers: Filers,
  shared: Pick<EvaluationContext, 'financials' | 'readings' | 'pages'>,
): Promise<{ run: IntentSignalRun; reached: LevelReached[] }> {
  const context: EvaluationContext = { database, solution: signal.solution, ...shared };
  const scored: (PeriodScores & { filers: ReadonlySet<number> })[] = [];
  for (const [period, who] of filers) {
    scored.push({ ...(await scoreSignalAt(context, signal, period, who)), filers: who });
  }
  const latest = scored.at(-1) as PeriodScores;
  const shown = scored.slice(-INTENT_HISTORY_QUARTERS);
  await replaceSignalScores(database, signal.id, shown, latest.period);
  const counts = emptyCounts();
  for (const { level } of latest.scores.values()) if (level) counts[level]++;
  const lift = signal.solution
    ? await measureSwitchLift(database, signal.solution.id, scored, latest.period, shared.pages)
    : NO_LIFT;
  return {
    run: {
      signal: { id: signal.id, name: signal.name },
      solution: signal.solution,
      period: latest.period,
      counts,
      scored: latest.scores.size,
      ...lift,
    },
    reached: levelsReached(signal.id, shown.at(-2), latest),
  };
}

/**
 * One FIN Intent pass: every active signal scored at the latest quarters with financial data, each
 * signal's scores and evidence replaced in one transaction, the pass recorded in model_runs (with
 * the newest data load it read, per-signal level counts and the lift), then the institutions that
 * reached a higher level at the latest quarter handed to the level-reached listeners (actions).
 * Idempotent: a retried or repeated pass over the same data and definitions writes the same rows.
 */
export async function scoreIntentSignals(
  database: Database,
  options: ScoringOptions = {},
): Promise<IntentScoringSummary> {
  const started = performance.now();
  const { signals, fingerprint } = await loadScoredSignals(database);
  const run = await startRun(database);
  let summary: IntentScoringSummary;
  const reached: LevelReached[] = [];
  try {
    const pages = await institutionIdPages(database);
    const filers = await scoredQuarters(database, pages);
    const periods = [...filers.keys()];
    const shared = { financials: financialSeries(database), readings: sharedReadings(signals), pages };
    const runs: IntentSignalRun[] = [];
    if (periods.length > 0) {
      for (const signal of signals) {
        const scored = await scoreSignal(database, signal, filers, shared);
        runs.push(scored.run);
        reached.push(...scored.reached);
      }
    }
    const latest = periods.at(-1) ?? null;
    summary = {
      periods: periods.slice(-INTENT_HISTORY_QUARTERS),
      lift_periods: latest ? periods.filter((p) => liftMeasurable(p, latest)) : [],
      signals: runs,
      definitions: fingerprint,
      seconds: Math.round(performance.now() - started) / 1000,
    };
    await finishModelRun(database, run, { period: latest, summary });
  } catch (error) {
    await finishModelRun(database, run, { error }).catch(() => undefined);
    throw error;
  }
  // After the scores are committed: a listener failing fails the job, whose retry scores again
  // (the same rows) and hands the same institutions over (actions fire once per quarter).
  await notifyLevelsReached({ database, config: options.config }, reached);
  return summary;
}
