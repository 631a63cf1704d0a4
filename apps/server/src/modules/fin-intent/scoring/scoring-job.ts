import type { PgBoss } from 'pg-boss';
import type { AppConfig } from '../../../config/config.js';
import type { Database } from '../../../db/database.js';
import {
  type BoundedJobPolicy,
  DEFAULT_JOB_SETTINGS,
  type JobSettings,
  sendOrRunHere,
  workBoundedQueue,
} from '../../../jobs/bounded-job.js';
import type { JobQueue } from '../../../jobs/job-queue.js';
import { newestDataLoad } from '../../../jobs/model-runs.js';
import { startPeriodicScan } from '../../../jobs/periodic-scan.js';
import { loadScoredSignals } from './scored-signals.js';
import { scoreIntentSignals } from './scoring-pass.js';
import { lastPassFailedRecently, latestFinishedRun } from './scoring-runs.js';

export const SCORING_QUEUE = 'fin_intent.score';

/** One pass scores every signal: one key, so at most one pass is queued and one running. */
const PASS_KEY = 'pass';

/** How often each process looks for a data load (or a signal change) the scores have not seen. */
export const SCORING_SCAN_SECONDS = 60;

type ScoringJob = { reason: 'data' | 'signals' };

/**
 * A pass over national data takes minutes on the embedded database; a process that dies mid-pass
 * is noticed by its heartbeat and the pass is simply run again (it replaces what it writes).
 */
const scoringPolicy = (settings: JobSettings): BoundedJobPolicy => ({
  expireInSeconds: 30 * 60,
  heartbeatSeconds: settings.policy.heartbeatSeconds,
  retryLimit: 2,
  retryDelay: 30,
  retryBackoff: true,
});

/**
 * Whether the scores are out of date: a data load newer than the one the last finished pass read,
 * or signal definitions other than the ones it scored (a FIN Admin edited, added or deactivated one).
 */
export async function scoringIsStale(database: Database): Promise<boolean> {
  const last = await latestFinishedRun(database);
  if (!last) return true;
  if ((await newestDataLoad(database)) > last.dataStamp) return true;
  return (await loadScoredSignals(database)).fingerprint !== last.definitions;
}

/** Runs a pass unless the scores are current (a pass queued behind another often finds them so). */
async function runIfStale(database: Database, config: AppConfig | undefined): Promise<void> {
  if (await scoringIsStale(database)) await scoreIntentSignals(database, { config });
}

/** One scan: queues a pass when the scores are out of date. Returns whether it sent one. */
export async function queueStaleScoring(database: Database, boss: PgBoss): Promise<boolean> {
  if ((await lastPassFailedRecently(database)) || !(await scoringIsStale(database))) return false;
  const job: ScoringJob = { reason: 'data' };
  await boss.send(SCORING_QUEUE, job, { singletonKey: PASS_KEY });
  return true;
}

/** The scoring queue, its dead-letter queue and this process's scan (a JobRegistration). */
export async function registerScoringJob(
  boss: PgBoss,
  database: Database,
  settings: JobSettings = DEFAULT_JOB_SETTINGS,
  config?: AppConfig,
): Promise<void> {
  await workBoundedQueue<ScoringJob>(boss, {
    queue: SCORING_QUEUE,
    policy: scoringPolicy(settings),
    queuePolicy: 'stately',
    run: () => runIfStale(database, config),
    // The next scan queues a new pass; the failed run is recorded in model_runs already.
    giveUp: async () => undefined,
  });
  // Every process scans, like the subscriptions' due scan; the queue's 'stately' policy keeps what
  // the scans send to one pass queued and one running.
  startPeriodicScan(
    boss,
    SCORING_SCAN_SECONDS,
    () => queueStaleScoring(database, boss),
    (error) => boss.emit('error', error instanceof Error ? error : new Error(String(error))),
  );
}

/**
 * Scores again soon (a FIN Admin changed a signal): queued behind a running pass if there is one;
 * a process without the queue (single-process tests) runs it in the background itself.
 */
export async function queueIntentScoring(
  jobs: JobQueue | undefined,
  database: Database,
  onError: (error: unknown) => void = () => undefined,
): Promise<void> {
  const job: ScoringJob = { reason: 'signals' };
  await sendOrRunHere(jobs, SCORING_QUEUE, job, () => runIfStale(database, undefined), onError, {
    singletonKey: PASS_KEY,
  });
}
