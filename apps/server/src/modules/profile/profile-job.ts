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

/**
 * Prepares the heavier parts of an institution's profile, streaming progress on reports/{token}:
 * its deposit market shares across every county and MSA where it has branches, then its national
 * rank on the headline metrics. Both are stored in the progress record's result.
 */
export async function prepareProfile(database: Database, job: ProfileJob): Promise<void> {
  const channel = progressChannelFor(database);
  const key = progressKey.report(job.token);
  try {
    await channel.update(key, 5, 'Reading institution');
    const subject = await profileSubject(database, job.institutionId);
    await channel.update(key, 15, 'Computing deposit market shares by county and MSA');
    const depositShare = await computeDepositShare(database, subject);
    await channel.update(key, 70, 'Ranking against peers');
    const ranks: Record<
      string,
      { value: number | null; rank: number; of: number; percentile: number } | null
    > = {};
    if (subject.latestPeriod) {
      const result = await metricServiceFor(database).compute({
        metricIds: RANKED_METRICS,
        institutions: [{ id: subject.id, fiType: subject.fiType }],
        periods: [subject.latestPeriod],
        span: SPAN_ID.T12,
        set: DEFAULT_METRIC_SET_ID,
        national: true,
      });
      for (const id of RANKED_METRICS) {
        const cell = result.cells.get(id)?.get(subject.latestPeriod)?.get(subject.id);
        ranks[id] = cell?.national ? { value: cell.value, ...cell.national } : null;
      }
    }
    await channel.update(key, 95, 'Saving profile');
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
    await channel.fail(key, PROFILE_FAILED);
    throw error;
  }
}

export async function registerProfileJob(boss: PgBoss, database: Database): Promise<void> {
  await boss.createQueue(PROFILE_QUEUE);
  await boss.work<ProfileJob>(PROFILE_QUEUE, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await prepareProfile(database, job.data);
  });
}

/** Queues the preparation; a process without the queue (single-process tests) runs it itself. */
export async function enqueueProfile(
  jobs: JobQueue | undefined,
  database: Database,
  job: ProfileJob,
  onError: (error: unknown) => void,
): Promise<void> {
  if (jobs) {
    await jobs.boss.send(PROFILE_QUEUE, job, { retryLimit: 0 });
    return;
  }
  setImmediate(() => {
    prepareProfile(database, job).catch(onError);
  });
}

/** The stored deposit shares of a finished preparation, when they are of the current data. */
export function storedDepositShare(record: ProgressRecord | null, stamp: number): DepositShare | null {
  if (record?.state !== 'done' || record.result?.stamp !== stamp) return null;
  const parsed = depositShareSchema.safeParse(record.result?.deposit_share);
  return parsed.success ? parsed.data : null;
}
