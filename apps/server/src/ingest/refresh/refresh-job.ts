import type { PgBoss } from 'pg-boss';
import type { AppConfig } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import {
  type BoundedJobPolicy,
  DEFAULT_JOB_SETTINGS,
  type JobSettings,
  workBoundedQueue,
} from '../../jobs/bounded-job.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { startPeriodicScan } from '../../jobs/periodic-scan.js';
import { dueSources } from './refresh-state.js';
import { runRefresh } from './run-refresh.js';

export const REFRESH_QUEUE = 'data.refresh';

/** One refresh at a time cluster-wide: one key, so at most one queued and one running. */
const REFRESH_KEY = 'refresh';

/** How often each process looks for a source whose check is due. */
export const REFRESH_SCAN_SECONDS = 5 * 60;

/** 'due' checks the sources whose next check has come; 'now' (a FIN Admin's "Check now") every one. */
export type RefreshJob = { reason: 'due' | 'now' };

/**
 * Downloading and importing a national quarter takes minutes, a year of HMDA loan records longer:
 * hours of expiry, while the heartbeat notices a dead worker within minutes. A retried job resumes
 * the partial download on disk and skips what the state says is imported.
 */
const refreshPolicy = (settings: JobSettings): BoundedJobPolicy => ({
  expireInSeconds: 6 * 60 * 60,
  heartbeatSeconds: Math.max(settings.policy.heartbeatSeconds, 60),
  retryLimit: 3,
  retryDelay: 60,
  retryBackoff: true,
  retryDelayMax: 60 * 60,
});

async function refresh(database: Database, config: AppConfig, job: RefreshJob): Promise<void> {
  const sources =
    job.reason === 'now'
      ? config.refresh.sources
      : await dueSources(database, config.refresh.sources, new Date());
  if (sources.length > 0)
    await runRefresh(database, { config: config.refresh, sources, importOnWorker: true });
}

/**
 * The refresh queue and this process's scan (a JobRegistration). With DATA_REFRESH off nothing is
 * scheduled; a "Check now" still queues a job, which a process of a deployment that refreshes works.
 */
export async function registerRefreshJob(
  boss: PgBoss,
  database: Database,
  settings: JobSettings = DEFAULT_JOB_SETTINGS,
  config?: AppConfig,
): Promise<void> {
  if (!config?.refresh.enabled) return;
  await workBoundedQueue<RefreshJob>(boss, {
    queue: REFRESH_QUEUE,
    policy: refreshPolicy(settings),
    queuePolicy: 'stately',
    run: (job) => refresh(database, config, job),
    // Each release's failure is recorded as it happens; the next scan queues the next check.
    giveUp: async () => undefined,
  });
  // Every process scans; the 'stately' queue keeps what they send to one check queued, one running.
  startPeriodicScan(
    boss,
    REFRESH_SCAN_SECONDS,
    async () => {
      const due = await dueSources(database, config.refresh.sources, new Date());
      if (due.length > 0)
        await boss.send(REFRESH_QUEUE, { reason: 'due' } satisfies RefreshJob, { singletonKey: REFRESH_KEY });
    },
    (error) => boss.emit('error', error instanceof Error ? error : new Error(String(error))),
  );
}

/** A FIN Admin's "Check now": every source, queued behind a running check. False without a queue. */
export async function queueRefreshNow(jobs: JobQueue | undefined, config: AppConfig): Promise<boolean> {
  if (!jobs || !config.refresh.enabled) return false;
  await jobs.boss.send(REFRESH_QUEUE, { reason: 'now' } satisfies RefreshJob, { singletonKey: REFRESH_KEY });
  return true;
}
