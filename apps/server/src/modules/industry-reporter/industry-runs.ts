import {
  effectiveSetId,
  type IndustryReportView,
  type IndustryRun,
  MESSAGES,
  SET_ID,
  type SetId,
  type SpanId,
  type StartIndustryRunBody,
} from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { unprocessable } from '../../http/app-error.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Actor } from '../identity/index.js';
import { progressChannelFor } from '../progress/index.js';
import { type IndustryResult, resolveSelection } from './industry-content.js';
import { abandonIndustryRun, enqueueIndustryRun } from './industry-job.js';
import { industryReport } from './industry-report-source.js';
import {
  createIndustryRunStore,
  currentDataVersion,
  type IndustryRunHead,
  type IndustryRunRequest,
  industryProgressKey,
} from './industry-run-store.js';

export const INDUSTRY_NOT_READY = 'The industry report has not finished yet.';

/**
 * The request a POST names, checked as the caller may use it: 'Please select FI Group.' without a
 * group, the groups and set the caller may see, then 'Please select Report.' without a report. Merger
 * restatement is for banks only: a credit-union report, or groups of credit unions only, read as reported.
 */
async function runRequest(
  database: Database,
  actor: Actor,
  body: StartIndustryRunBody,
): Promise<IndustryRunRequest> {
  const { groups } = await resolveSelection(database, actor, body.fi_group_ids, body.segmentation_id);
  const report = await industryReport(database, actor, body.report_id);
  const creditUnionsOnly =
    report.fiType === 'credit_union' || groups.every((g) => g.fiType === 'credit_union');
  return {
    fiGroups: groups.map((g) => g.ref),
    segmentationId: body.segmentation_id,
    reportId: report.id,
    span: body.span_id,
    set: creditUnionsOnly ? SET_ID.AS_REPORTED : (effectiveSetId(body.set_id, 'bank') as SetId),
  };
}

/**
 * Opens an industry report: the caller's run of the same request on the current data that is done
 * or still progressing, else a new run (its progress 'Preparing...' and the job computing it). Runs
 * of the request whose job stopped beating are failed first, so nobody keeps watching them.
 */
export async function openIndustryRun(
  database: Database,
  jobs: JobQueue | undefined,
  actor: Actor,
  body: StartIndustryRunBody,
  onJobError: (error: unknown) => void,
): Promise<{ run: IndustryRunHead; started: boolean }> {
  const request = await runRequest(database, actor, body);
  const store = createIndustryRunStore(database);
  const version = await currentDataVersion(database);
  for (const stale of await store.stale(actor, request, version)) await abandonIndustryRun(database, stale);
  const existing = await store.reusable(actor, request, version);
  if (existing) return { run: existing, started: false };
  const run = await store.insert(actor, request, version);
  const channel = progressChannelFor(database);
  const key = industryProgressKey(run);
  await channel.start({
    key,
    kind: 'industry_report',
    userId: actor.user.id,
    groupId: actor.user.clientGroupId,
    status: MESSAGES.report.preparing,
    breakpointProgress: 100,
  });
  try {
    await enqueueIndustryRun(jobs, database, { runId: run.id }, onJobError);
  } catch (error) {
    await store.markFailed(run.id);
    await channel.fail(key, 'The industry report could not be queued. Please try again.');
    throw error;
  }
  return { run, started: true };
}

/** A run as the calls answer it, with its progress and whether data was loaded after it. */
export async function industryRunPayload(database: Database, run: IndustryRunHead): Promise<IndustryRun> {
  const progress = await progressChannelFor(database).read(industryProgressKey(run));
  const percent = progress?.progress ?? (run.state === 'done' ? 100 : 0);
  return {
    id: run.id,
    token: run.token,
    progress_key: industryProgressKey(run),
    state: run.state === 'done' || run.state === 'failed' ? run.state : 'running',
    progress: percent,
    status: progress?.status ?? MESSAGES.report.preparing,
    report_id: run.reportId,
    fi_group_ids: run.fiGroups,
    segmentation_id: run.segmentationSetId,
    span_id: run.spanId as SpanId,
    set_id: run.setId as SetId,
    outdated: run.dataVersion !== (await currentDataVersion(database)),
    created_at: run.createdAt.toISOString(),
    finished_at: run.finishedAt?.toISOString() ?? null,
  };
}

/** The stored result of a finished run the caller may read (404 for anyone else's). */
export async function industryView(
  database: Database,
  actor: Actor,
  id: number,
): Promise<IndustryReportView> {
  const store = createIndustryRunStore(database);
  const run = await store.readable(actor, id);
  const result = run.state === 'done' ? await store.result(run.id) : null;
  if (!result) throw unprocessable(INDUSTRY_NOT_READY);
  return { run: await industryRunPayload(database, run), ...(result as unknown as IndustryResult) };
}
