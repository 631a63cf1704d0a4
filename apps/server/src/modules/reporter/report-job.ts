import type { SetId, SpanId } from '@fin-atlas/domain';
import type { PgBoss } from 'pg-boss';
import type { Database } from '../../db/database.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { progressChannelFor } from '../progress/index.js';
import { builtInReport } from './report-catalog.js';
import { type ReportContent, reportContent, runPeerGroup } from './report-content.js';
import { createReportRunStore, runProgressKey } from './report-run-store.js';

export const REPORT_QUEUE = 'analytics.report';

export type ReportJob = { runId: number };

export const REPORT_FAILED = 'The report could not be computed. Please try again.';

/**
 * Computes a report run and keeps the result on the run, streaming progress on reports/{token}:
 * reading the institutions and peers, each chunk of periods and metrics (never more than 10 points
 * apart), saving, then 100.
 */
export async function computeReportRun(database: Database, job: ReportJob): Promise<void> {
  const channel = progressChannelFor(database);
  const store = createReportRunStore(database);
  const run = await store.byId(job.runId);
  if (run?.state !== 'running') return;
  const key = runProgressKey(run);
  try {
    const report = builtInReport(run.reportId);
    if (!report) throw new Error(`report run ${run.id} names unknown report ${run.reportId}`);
    await channel.update(key, 5, 'Reading institutions and peers');
    const content: ReportContent = await reportContent(
      database,
      {
        report,
        fiType: run.fiType,
        institutionIds: run.institutionIds,
        peerGroup: await runPeerGroup(database, run.peerGroupId),
        span: run.spanId as SpanId,
        set: run.setId as SetId,
      },
      async (done, total) => {
        await channel.update(key, 10 + (80 * done) / total, `Computing ${done} of ${total}`);
      },
    );
    await channel.update(key, 95, 'Saving');
    await store.finish(run.id, content as unknown as Record<string, unknown>);
    await channel.finish(key, { status: 'Done', result: { report_id: run.id } });
  } catch (error) {
    await store.markFailed(run.id);
    await channel.fail(key, REPORT_FAILED);
    throw error;
  }
}

export async function registerReportJob(boss: PgBoss, database: Database): Promise<void> {
  await boss.createQueue(REPORT_QUEUE);
  await boss.work<ReportJob>(REPORT_QUEUE, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
    for (const job of jobs) await computeReportRun(database, job.data);
  });
}

/**
 * Queues the run; a process started without the queue (single-process tests) runs it in the
 * background itself, with the same progress events.
 */
export async function enqueueReportRun(
  jobs: JobQueue | undefined,
  database: Database,
  job: ReportJob,
  onError: (error: unknown) => void,
): Promise<void> {
  if (jobs) {
    // A failure is reported on the progress record; a retry would restart the bar from zero.
    await jobs.boss.send(REPORT_QUEUE, job, { retryLimit: 0 });
    return;
  }
  setImmediate(() => {
    computeReportRun(database, job).catch(onError);
  });
}
