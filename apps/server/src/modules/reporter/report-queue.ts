import { MESSAGES } from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { progressChannelFor } from '../progress/index.js';
import { enqueueReportRun } from './report-job.js';
import { createReportRunStore, type ReportRunRow, runProgressKey } from './report-run-store.js';

export const REPORT_NOT_QUEUED = 'The report could not be queued. Please try again.';

/**
 * Starts a new run's progress ('Preparing...' on reports/{token}, watched by its owner and the
 * owner's client group) and queues the job that computes it. A run that cannot be queued is failed,
 * with a message on its progress, and the error is thrown.
 */
export async function queueRun(
  database: Database,
  jobs: JobQueue | undefined,
  run: Pick<ReportRunRow, 'id' | 'token' | 'userId' | 'groupId'>,
  onJobError: (error: unknown) => void,
): Promise<void> {
  const channel = progressChannelFor(database);
  const key = runProgressKey(run);
  await channel.start({
    key,
    kind: 'report',
    userId: run.userId,
    groupId: run.groupId,
    status: MESSAGES.report.preparing,
    breakpointProgress: 100,
  });
  try {
    await enqueueReportRun(jobs, database, { runId: run.id }, onJobError);
  } catch (error) {
    await createReportRunStore(database).markFailed(run.id);
    await channel.fail(key, REPORT_NOT_QUEUED);
    throw error;
  }
}
