import type { SetId, SpanId } from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import {
  type AttemptOptions,
  attemptSteps,
  DEFAULT_JOB_SETTINGS,
  type JobSettings,
  ONLY_ATTEMPT,
  sendOrRunHere,
  workBoundedQueue,
} from '../../jobs/bounded-job.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { loadActor } from '../identity/index.js';
import { progressChannelFor } from '../progress/index.js';
import { industryContent } from './industry-content.js';
import { industryReport } from './industry-report-source.js';
import {
  createIndustryRunStore,
  INDUSTRY_HEARTBEAT_MS,
  INDUSTRY_RUN_INTERRUPTED,
  type IndustryRunRow,
  industryProgressKey,
} from './industry-run-store.js';

export const INDUSTRY_QUEUE = 'analytics.industry_report';
export const INDUSTRY_FAILED = 'The industry report could not be computed. Please try again.';

export type IndustryJob = { runId: number };

/**
 * Computes an industry report run as its starter (the groups and segment set they may see) and
 * keeps the result on the run, streaming progress on industry_reports/{token}. A selection that no
 * longer holds (a peer group deleted since) fails the run with the reason; other errors are retried
 * by the queue and fail the run on the last attempt.
 */
export async function computeIndustryRun(
  database: Database,
  job: IndustryJob,
  { attempt = ONLY_ATTEMPT, pause }: AttemptOptions = {},
): Promise<void> {
  const channel = progressChannelFor(database);
  const store = createIndustryRunStore(database);
  const run = await store.byId(job.runId);
  if (!run) return;
  if (run.state !== 'running') {
    await settleProgress(database, run);
    return;
  }
  const key = industryProgressKey(run);
  const { step, retrying } = attemptSteps(channel, key, { pause, afterStep: () => store.beat(run.id) });
  const heartbeat = setInterval(() => void store.beat(run.id).catch(() => {}), INDUSTRY_HEARTBEAT_MS);
  try {
    const [owner] = await database.db.select().from(users).where(eq(users.id, run.userId));
    if (!owner) throw new Error(`industry report run ${run.id} has no owner`);
    const actor = await loadActor(database.db, owner);
    await step(5, attempt.retryCount > 0 ? 'Starting again after an interruption' : 'Reading the groups');
    const result = await industryContent(
      database,
      {
        actor,
        fiGroups: run.fiGroups,
        segmentationId: run.segmentationSetId,
        report: await industryReport(database, actor, run.reportId),
        span: run.spanId as SpanId,
        set: run.setId as SetId,
      },
      step,
    );
    await step(95, 'Saving');
    if (await store.finish(run.id, result as unknown as Record<string, unknown>)) {
      await channel.finish(key, { status: 'Done', result: { run_id: run.id } });
    }
  } catch (error) {
    if (error instanceof AppError) {
      if (await store.markFailed(run.id)) await channel.fail(key, error.message);
      return;
    }
    if (!attempt.final) await retrying();
    else if (await store.markFailed(run.id)) await channel.fail(key, INDUSTRY_FAILED);
    throw error;
  } finally {
    clearInterval(heartbeat);
  }
}

/** Ends a run that will never finish (its job was given up, or stopped beating) as failed. */
export async function abandonIndustryRun(database: Database, runId: number): Promise<void> {
  const store = createIndustryRunStore(database);
  await store.markFailed(runId);
  const ended = await store.byId(runId);
  if (ended) await settleProgress(database, ended);
}

/** Brings the progress of a run that ended in line with it (a process killed between the two). */
async function settleProgress(database: Database, run: IndustryRunRow): Promise<void> {
  const channel = progressChannelFor(database);
  const key = industryProgressKey(run);
  if (run.state === 'running' || (await channel.read(key))?.state !== 'running') return;
  if (run.state === 'done') await channel.finish(key, { status: 'Done', result: { run_id: run.id } });
  else await channel.fail(key, INDUSTRY_RUN_INTERRUPTED);
}

export async function registerIndustryJob(
  boss: PgBoss,
  database: Database,
  settings: JobSettings = DEFAULT_JOB_SETTINGS,
): Promise<void> {
  await workBoundedQueue<IndustryJob>(boss, {
    queue: INDUSTRY_QUEUE,
    policy: settings.policy,
    run: (job, attempt) => computeIndustryRun(database, job, { attempt, pause: settings.pause }),
    giveUp: (job) => abandonIndustryRun(database, job.runId),
  });
}

/** Queues the run; a process without the queue (single-process tests) computes it in the background. */
export async function enqueueIndustryRun(
  jobs: JobQueue | undefined,
  database: Database,
  job: IndustryJob,
  onError: (error: unknown) => void,
): Promise<void> {
  await sendOrRunHere(jobs, INDUSTRY_QUEUE, job, (j) => computeIndustryRun(database, j), onError);
}
