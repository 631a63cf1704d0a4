import { SUBSCRIPTION_LIMITS } from '@fin-atlas/domain';
import type { PgBoss } from 'pg-boss';
import type { AppConfig } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import {
  type BoundedJobPolicy,
  DEFAULT_JOB_SETTINGS,
  type JobSettings,
  ONLY_ATTEMPT,
  sendOrRunHere,
  workBoundedQueue,
} from '../../jobs/bounded-job.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { type Deliverer, type DeliveryJob, deliverer } from './deliver.js';
import { DELIVERY_QUEUE, deliveryKey, startDueScan } from './due-scan.js';

/**
 * A delivery re-runs a query and sends a file: minutes at most. It is tried
 * SUBSCRIPTION_LIMITS.deliveryAttempts times, waiting `subscriptionRetrySeconds` and then about twice
 * as long each time (a mail server that is down for a while gets that while to come back).
 */
function deliveryPolicy(settings: JobSettings, config: AppConfig): BoundedJobPolicy {
  return {
    expireInSeconds: 15 * 60,
    heartbeatSeconds: settings.policy.heartbeatSeconds,
    retryLimit: SUBSCRIPTION_LIMITS.deliveryAttempts - 1,
    retryDelay: config.subscriptionRetrySeconds,
    retryBackoff: true,
    retryDelayMax: 30 * 60,
  };
}

/** Deliveries worked at once by one process: the file work is mostly waiting on the database and mail. */
const LOCAL_CONCURRENCY = 2;

/**
 * The delivery queue ('exclusive' on the subscription and period, so a delivery is queued once
 * however often it is sent), its dead-letter queue, and this process's due scan.
 */
export async function registerDeliveryJobs(
  boss: PgBoss,
  database: Database,
  settings: JobSettings = DEFAULT_JOB_SETTINGS,
  config?: AppConfig,
): Promise<void> {
  if (!config)
    throw new Error('Subscription deliveries need the configuration: pass config to startJobQueue.');
  const work = deliverer(database, config, settings.pause);
  await workBoundedQueue<DeliveryJob>(boss, {
    queue: DELIVERY_QUEUE,
    policy: deliveryPolicy(settings, config),
    queuePolicy: 'exclusive',
    localConcurrency: LOCAL_CONCURRENCY,
    run: (job, attempt) => work.deliver(job, attempt),
    giveUp: (job) => work.abandon(job),
  });
  startDueScan(database, boss, config.subscriptionScanSeconds, (error) =>
    boss.emit('error', error instanceof Error ? error : new Error(String(error))),
  );
}

/**
 * Queues one delivery; a process started without the queue (single-process tests) makes it in the
 * background itself, once.
 */
export async function enqueueDelivery(
  jobs: JobQueue | undefined,
  inProcess: Deliverer,
  job: DeliveryJob,
  onError: (error: unknown) => void,
): Promise<void> {
  await sendOrRunHere(jobs, DELIVERY_QUEUE, job, (j) => inProcess.deliver(j, ONLY_ATTEMPT), onError, {
    singletonKey: deliveryKey(job),
  });
}
