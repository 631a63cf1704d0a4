import {
  DEFAULT_METRIC_SET_ID,
  type DepositShare,
  depositShareSchema,
  progressKey,
  SPAN_ID,
} from '@fin-atlas/domain';
import type { PgBoss } from 'pg-boss';
import { metricServiceFor } from '../../analytics/metric-service.js';
import type { Database } from '../../db/database.js';
import {
  type AttemptOptions,
  attemptSteps,
  BOUNDED_JOB_POLICY,
  DEFAULT_JOB_SETTINGS,
  type JobSettings,
  ONLY_ATTEMPT,
  sendOrRunHere,
  workBoundedQueue,
} from '../../jobs/bounded-job.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { type ProgressRecord, progressChannelFor } from '../progress/index.js';
import { computeDepositShare } from './deposit-share.js';
import { profileSubject } from './profile-queries.js';

export const PROFILE_QUEUE = 'analytics.fin_profile';
export const PROFILE_FAILED = 'The profile could not be prepared. Please try again.';

export type ProfileJob = { institutionId: number; token: string; stamp: number };

const RANKED_METRICS = ['total_assets', 'total_deposits', 'total_loans', 'net_income', 'roa'] as const;

/** One preparation per user and institution: reopening the profile finds the finished one. */
export const profileToken = (userId: number, institutionId: number): string =>
  `fin_profile-${userId}-${institutionId}`;

/** Moves when any data load lands: a prepared profile from older data is prepared again. */
export async function dataStamp(database: Database): Promise<number> {
  const [row] = await database.query<{ stamp: number }>(
    'select coalesce(max(id), 0)::int as stamp from data_loads',
  );
  return Number(row?.stamp ?? 0);
}

/** What the progress of a preparation that pg-boss gave up on (its process died, twice) says. */
export const PROFILE_INTERRUPTED = 'Preparing the profile stopped before it finished. Please open it again.';

/**
 * Prepares the heavier parts of an institution's profile, streaming progress on reports/{token}:
 * its deposit market shares across every county and MSA where it has branches, then its national
 * rank on the headline metrics. Both are stored in the progress record's result, so a retry (after
 * a crash, an expiry or an error) simply prepares them again.
 */
export async function prepareProfile(
  database: Database,
  job: ProfileJob,
  { attempt = ONLY_ATTEMPT, pause }: AttemptOptions = {},
): Promise<void> {
  const channel = progressChannelFor(database);
  const key = progressKey.report(job.token);
  const { step, retrying } = attemptSteps(channel, key, { pause });
  try {
    await step(5, 'Reading institution');
    const subject = await profileSubject(database, job.institutionId);
    await step(15, 'Computing deposit market shares by county and MSA');
    const depositShare = await computeDepositShare(database, subject);
    await step(70, 'Ranking against peers');
    const ranks = subject.latestPeriod ? await nationalRanks(database, subject, subject.latestPeriod) : {};
    await step(95, 'Saving profile');
    await channel.finish(key, {
      status: 'Done',
      result: {
        institution_id: subject.id,
        stamp: job.stamp,
        period: subject.latestPeriod,
        deposit_share: depositShare,
        ranks,
      },
    });
  } catch (error) {
    // pg-boss tries again: the bar says so and stays where it was until the retry moves it.
    if (attempt.final) await channel.fail(key, PROFILE_FAILED);
    else await retrying();
    throw error;
  }
}

type Rank = { value: number | null; rank: number; of: number; percentile: number } | null;

async function nationalRanks(
  database: Database,
  subject: { id: number; fiType: string },
  period: string,
): Promise<Record<string, Rank>> {
  const ranks: Record<string, Rank> = {};
  const result = await metricServiceFor(database).compute({
    metricIds: RANKED_METRICS,
    institutions: [{ id: subject.id, fiType: subject.fiType }],
    periods: [period],
    span: SPAN_ID.T12,
    set: DEFAULT_METRIC_SET_ID,
    national: true,
  });
  for (const id of RANKED_METRICS) {
    const cell = result.cells.get(id)?.get(period)?.get(subject.id);
    ranks[id] = cell?.national ? { value: cell.value, ...cell.national } : null;
  }
  return ranks;
}

/**
 * Fails a preparation pg-boss gave up on, unless its progress moved within a heartbeat: then another
 * preparation of the same profile (started since) is alive and owns the record.
 */
async function giveUpProfile(database: Database, job: ProfileJob, heartbeatSeconds: number): Promise<void> {
  const channel = progressChannelFor(database);
  const key = progressKey.report(job.token);
  const record = await channel.read(key);
  if (record?.state !== 'running') return;
  if (Date.now() - Date.parse(record.updated_at) < heartbeatSeconds * 1000) return;
  await channel.fail(key, PROFILE_INTERRUPTED);
}

export async function registerProfileJob(
  boss: PgBoss,
  database: Database,
  settings: JobSettings = DEFAULT_JOB_SETTINGS,
): Promise<void> {
  await workBoundedQueue<ProfileJob>(boss, {
    queue: PROFILE_QUEUE,
    policy: settings.policy,
    run: (job, attempt) => prepareProfile(database, job, { attempt, pause: settings.pause }),
    giveUp: (job) => giveUpProfile(database, job, settings.policy.heartbeatSeconds),
  });
}

/**
 * Queues the preparation (expiry, heartbeat and retries are the queue's: `workBoundedQueue`); a
 * process without the queue (single-process tests) runs it itself.
 */
export async function enqueueProfile(
  jobs: JobQueue | undefined,
  database: Database,
  job: ProfileJob,
  onError: (error: unknown) => void,
): Promise<void> {
  await sendOrRunHere(jobs, PROFILE_QUEUE, job, (j) => prepareProfile(database, j), onError);
}

/**
 * Whether a preparation can be shown or waited for: done on the current data, or running with
 * progress that moved within the time a job may run at all (a longer silence means its process died
 * and pg-boss's retries are spent or overdue), so opening the profile prepares it anew otherwise.
 */
export function preparationUsable(record: ProgressRecord | null, stamp: number, now = Date.now()): boolean {
  if (record?.state === 'done') return record.result?.stamp === stamp;
  if (record?.state !== 'running') return false;
  return now - Date.parse(record.updated_at) < BOUNDED_JOB_POLICY.expireInSeconds * 1000;
}

/** The stored deposit shares of a finished preparation, when they are of the current data. */
export function storedDepositShare(record: ProgressRecord | null, stamp: number): DepositShare | null {
  if (record?.state !== 'done' || record.result?.stamp !== stamp) return null;
  const parsed = depositShareSchema.safeParse(record.result?.deposit_share);
  return parsed.success ? parsed.data : null;
}
