import type { SetId, SpanId } from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
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
import { type Actor, loadActor } from '../identity/index.js';
import { progressChannelFor } from '../progress/index.js';
import { type ReportContent, reportContent, runPeerGroup } from './report-content.js';
import { resolveReport } from './report-definition.js';
import {
  createReportRunStore,
  REPORT_INTERRUPTED,
  type ReportRunRow,
  RUN_HEARTBEAT_MS,
  runProgressKey,
} from './report-run-store.js';

export const REPORT_QUEUE = 'analytics.report';

export type ReportJob = { runId: number };

export const REPORT_FAILED = 'The report could not be computed. Please try again.';
const RESTARTED = 'Starting again after an interruption: reading institutions and peers';

/**
 * Computes a report run and keeps the result on the run, streaming progress on reports/{token}:
 * reading the institutions and peers, each chunk of periods and metrics (never more than 10 points
 * apart), saving, then 100. While it computes, the run's heartbeat is refreshed, so a run whose
 * process died is recognised as stale. A retry computes the run again from the start and overwrites
 * what an interrupted attempt left; a run that ended meanwhile (done, or given up) is left alone.
 */
export async function computeReportRun(
  database: Database,
  job: ReportJob,
  { attempt = ONLY_ATTEMPT, pause }: AttemptOptions = {},
): Promise<void> {
  const channel = progressChannelFor(database);
  const store = createReportRunStore(database);
  const run = await store.byId(job.runId);
  if (!run) return;
  if (run.state !== 'running') {
    await settleProgress(database, run);
    return;
  }
  const key = runProgressKey(run);
  const { step, retrying } = attemptSteps(channel, key, { pause, afterStep: () => store.beat(run.id) });
  const heartbeat = setInterval(() => void store.beat(run.id).catch(() => {}), RUN_HEARTBEAT_MS);
  try {
    const owner = await runOwner(database, run);
    const report = await resolveReport(database, owner, run.reportId);
    await step(5, attempt.retryCount > 0 ? RESTARTED : 'Reading institutions and peers');
    const content: ReportContent = await reportContent(
      database,
      {
        report,
        actor: owner,
        fiType: run.fiType,
        institutionIds: run.institutionIds,
        peerGroup: await runPeerGroup(database, run.peerGroupId),
        span: run.spanId as SpanId,
        set: run.setId as SetId,
      },
      (done, total) => step(10 + (80 * done) / total, `Computing ${done} of ${total}`),
    );
    await step(95, 'Saving');
    if (await store.finish(run.id, content as unknown as Record<string, unknown>)) {
      await channel.finish(key, { status: 'Done', result: { report_id: run.id } });
    }
  } catch (error) {
    // pg-boss tries again: the bar says so and stays where it was until the retry moves it.
    if (!attempt.final) await retrying();
    else if (await store.markFailed(run.id)) await channel.fail(key, REPORT_FAILED);
    throw error;
  } finally {
    clearInterval(heartbeat);
  }
}

/**
 * Who started the run, as the access rules see them now: a custom report is read as its starter
 * (their segment sets, their company for "leave out my institution", the report still theirs).
 */
async function runOwner(database: Database, run: ReportRunRow): Promise<Actor> {
  const [user] = await database.db.select().from(users).where(eq(users.id, run.userId));
  if (!user) throw new Error(`report run ${run.id}: its user ${run.userId} is gone`);
  return loadActor(database.db, user);
}

/**
 * Ends a run that will never finish (pg-boss gave up on its job, or its heartbeat is stale) as
 * failed, with a message on its progress; a run that already ended is left as it is.
 */
export async function abandonReportRun(database: Database, run: ReportRunRow): Promise<void> {
  const store = createReportRunStore(database);
  await store.markFailed(run.id);
  const ended = await store.byId(run.id);
  if (ended) await settleProgress(database, ended);
}

/**
 * Brings the progress of a run that ended in line with it: a process killed between storing the
 * run's end and publishing it leaves the progress 'running', and its watchers would wait forever.
 */
async function settleProgress(database: Database, run: ReportRunRow): Promise<void> {
  const channel = progressChannelFor(database);
  const key = runProgressKey(run);
  if (run.state === 'running' || (await channel.read(key))?.state !== 'running') return;
  if (run.state === 'done') await channel.finish(key, { status: 'Done', result: { report_id: run.id } });
  else await channel.fail(key, REPORT_INTERRUPTED);
}

export async function registerReportJob(
  boss: PgBoss,
  database: Database,
  settings: JobSettings = DEFAULT_JOB_SETTINGS,
): Promise<void> {
  await workBoundedQueue<ReportJob>(boss, {
    queue: REPORT_QUEUE,
    policy: settings.policy,
    run: (job, attempt) => computeReportRun(database, job, { attempt, pause: settings.pause }),
    giveUp: async (job) => {
      const run = await createReportRunStore(database).byId(job.runId);
      if (run) await abandonReportRun(database, run);
    },
  });
}

/**
 * Queues the run (expiry, heartbeat and retries are the queue's: `workBoundedQueue`); a process
 * started without the queue (single-process tests) runs it in the background itself, with the same
 * progress events.
 */
export async function enqueueReportRun(
  jobs: JobQueue | undefined,
  database: Database,
  job: ReportJob,
  onError: (error: unknown) => void,
): Promise<void> {
  await sendOrRunHere(jobs, REPORT_QUEUE, job, (j) => computeReportRun(database, j), onError);
}
