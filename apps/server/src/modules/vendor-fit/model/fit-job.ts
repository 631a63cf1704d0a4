import type { PgBoss } from 'pg-boss';
import type { Database } from '../../../db/database.js';
import {
  type BoundedJobPolicy,
  DEFAULT_JOB_SETTINGS,
  type JobSettings,
  workBoundedQueue,
} from '../../../jobs/bounded-job.js';
import { newestDataLoad } from '../../../jobs/model-runs.js';
import { startPeriodicScan } from '../../../jobs/periodic-scan.js';
import { fitVendorFitModels } from './fit-run.js';
import { failedFits, fittedDataStamp, INTERRUPTED_RUN, VENDOR_FIT_MODEL } from './model-runs.js';

export const FIT_QUEUE = 'vendor_fit.fit';
/** The queue holds one fit at a time: a second send while one is queued or running queues nothing. */
const FIT_SINGLETON = 'vendor_fit';
/** How often each process checks whether a data load is newer than the models. */
export const FIT_SCAN_SECONDS = 60;
/** A data version whose fit failed this often is left alone until the next load (the errors are in model_runs). */
const MAX_FAILED_FITS = 3;

export type FitJob = { dataStamp: number };

/**
 * A national fit reads every institution's variables at ten quarters and fits a dozen models: a few
 * minutes at most. A process that dies mid-fit stops beating; the retry simply fits again.
 */
const fitPolicy = (settings: JobSettings): BoundedJobPolicy => ({
  expireInSeconds: 30 * 60,
  heartbeatSeconds: settings.policy.heartbeatSeconds,
  retryLimit: 1,
  retryDelay: settings.policy.retryDelay,
});

/**
 * Queues a fit when the newest data load is newer than the newest finished fit (and its fits have
 * not kept failing). Returns whether a job was queued.
 */
export async function queueFitIfStale(database: Database, boss: PgBoss): Promise<boolean> {
  const stamp = await newestDataLoad(database);
  if (stamp === 0) return false;
  const fitted = await fittedDataStamp(database);
  if (fitted !== null && fitted >= stamp) return false;
  if ((await failedFits(database, stamp)) >= MAX_FAILED_FITS) return false;
  const job: FitJob = { dataStamp: stamp };
  return (await boss.send(FIT_QUEUE, job, { singletonKey: FIT_SINGLETON })) !== null;
}

/** The fit queue ('exclusive'), its dead-letter queue, and this process's scan (at start, then every minute). */
export async function registerFitJobs(
  boss: PgBoss,
  database: Database,
  settings: JobSettings = DEFAULT_JOB_SETTINGS,
): Promise<void> {
  await workBoundedQueue<FitJob>(boss, {
    queue: FIT_QUEUE,
    policy: fitPolicy(settings),
    queuePolicy: 'exclusive',
    run: async () => {
      await fitVendorFitModels(database);
    },
    // The last attempt died without closing its run: say so, so the console shows why.
    giveUp: async () => {
      await database.query(
        `update model_runs set status = 'failed', finished_at = now(), error = $2
          where model = $1 and status = 'running'`,
        [VENDOR_FIT_MODEL, INTERRUPTED_RUN],
      );
    },
  });
  startPeriodicScan(
    boss,
    FIT_SCAN_SECONDS,
    () => queueFitIfStale(database, boss),
    (error) => boss.emit('error', error instanceof Error ? error : new Error(String(error))),
  );
}
