import {
  effectiveSetId,
  type FiType,
  fiTypeLabel,
  MESSAGES,
  PEER_GROUP_MESSAGES,
  type Report,
  type SelfServeReportsQuery,
  type SetId,
  type SpanId,
} from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { notFound, unprocessable } from '../../http/app-error.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import type { Actor } from '../identity/index.js';
import { createPeerGroupStore, type PeerGroupSnapshot } from '../peer-groups/index.js';
import { progressChannelFor } from '../progress/index.js';
import { reportsFor } from './report-catalog.js';
import { listEntry, listedReports, type ReportDefinition, reportAppliesTo } from './report-definition.js';
import { requireInstitutions } from './report-institutions.js';
import { abandonReportRun } from './report-job.js';
import { outlineMenu, reportOutline } from './report-outline.js';
import { queueRun } from './report-queue.js';
import {
  createReportRunStore,
  dataVersion,
  type ReportRunRow,
  type RunRequest,
  runProgressKey,
} from './report-run-store.js';

/** Reporter compares a handful of institutions side by side; more would not fit a report page. */
export const MAX_REPORT_INSTITUTIONS = 10;

/** A peer group the caller may use: their own or one shared in their client group, and computed. */
export async function usablePeerGroup(
  database: Database,
  actor: Actor,
  id: number,
): Promise<PeerGroupSnapshot> {
  const snapshot = await createPeerGroupStore(database).snapshot(id, actor);
  if (!snapshot) throw notFound(PEER_GROUP_MESSAGES.notFound);
  if (snapshot.status === 'computing') {
    throw unprocessable('The peer group is still being computed. Run the report when it is ready.');
  }
  if (snapshot.status === 'failed') {
    throw unprocessable('The peer group could not be computed. Save it again before running the report.');
  }
  return snapshot;
}

/** What identifies a run: the report call's parameters, as GET and POST both parse them. */
export type RunParams = Pick<
  SelfServeReportsQuery,
  'report_type' | 'institution_ids' | 'peer_group_id' | 'span_id' | 'set_id'
> & { bank_id: number };

/**
 * The run request of a report call, checked: at most MAX_REPORT_INSTITUTIONS known institutions of
 * a type the report applies to, and a peer group the caller may use.
 */
async function runRequest(
  database: Database,
  actor: Actor,
  report: ReportDefinition,
  params: RunParams,
): Promise<RunRequest> {
  const institutionIds = [
    params.bank_id,
    ...(params.institution_ids ?? []).filter((id) => id !== params.bank_id),
  ];
  if (institutionIds.length > MAX_REPORT_INSTITUTIONS) {
    throw unprocessable(`A report compares at most ${MAX_REPORT_INSTITUTIONS} institutions.`);
  }
  const institutions = await requireInstitutions(database, institutionIds);
  const fiType = institutions.get(params.bank_id)?.fiType as string;
  for (const id of institutionIds) {
    const each = institutions.get(id);
    if (each && !reportAppliesTo(report, each.fiType)) {
      throw unprocessable(
        `${report.name} (${report.id}) is not available for ${fiTypeLabel(each.fiType)} ${each.name}.`,
      );
    }
  }
  if (params.peer_group_id !== undefined) await usablePeerGroup(database, actor, params.peer_group_id);
  return {
    reportType: params.report_type,
    reportId: report.id,
    institutionIds,
    peerGroupId: params.peer_group_id ?? null,
    span: params.span_id,
    set: effectiveSetId(params.set_id, fiType),
    fiType,
  };
}

export type FoundRun = { run: ReportRunRow; fiType: string };

/**
 * The caller's run of this report for these institutions, peer group, span, set and data when it is
 * done or still progressing; null otherwise. Reads only: a stale run is simply not returned.
 */
export async function findFreshRun(
  database: Database,
  actor: Actor,
  report: ReportDefinition,
  params: RunParams,
): Promise<FoundRun | null> {
  const request = await runRequest(database, actor, report, params);
  const run = await createReportRunStore(database).reusable(actor, request, await dataVersion(database));
  return run && ofCurrentReport(run, report) ? { run, fiType: request.fiType } : null;
}

/** A run of a custom report made before the report was last edited shows the report as it was. */
const ofCurrentReport = (run: ReportRunRow, report: ReportDefinition): boolean =>
  report.kind !== 'custom' || run.createdAt >= report.updatedAt;

/**
 * Opens a report: the fresh run of `findFreshRun`, or a new one (the run row, its progress
 * 'Preparing...' and the job that computes it). Runs of the same request whose job stopped beating
 * are failed first, with a message on their progress, so nobody keeps watching them.
 */
export async function openRun(
  database: Database,
  jobs: JobQueue | undefined,
  actor: Actor,
  report: ReportDefinition,
  params: RunParams,
  onJobError: (error: unknown) => void,
): Promise<FoundRun & { started: boolean }> {
  const request = await runRequest(database, actor, report, params);
  const { fiType } = request;
  const store = createReportRunStore(database);
  const version = await dataVersion(database);
  for (const stale of await store.stale(actor, request, version)) await abandonReportRun(database, stale);
  const existing = await store.reusable(actor, request, version);
  if (existing && ofCurrentReport(existing, report)) return { run: existing, fiType, started: false };
  const run = await store.insert(actor, request, version);
  await queueRun(database, jobs, run, onJobError);
  return { run, fiType, started: true };
}

/** The run as the report call returns it: token and progress to watch, and the menu to show at 100. */
export async function runPayload(
  database: Database,
  actor: Actor,
  run: ReportRunRow,
  report: ReportDefinition,
  fiType: string,
): Promise<Report> {
  const progress = await progressChannelFor(database).read(runProgressKey(run));
  const custom = await listedReports(database, actor, 'all');
  const outline = await reportOutline(database, actor, report, {
    span: run.spanId as SpanId,
    set: run.setId as SetId,
    fiType,
  });
  const percent = progress?.progress ?? (run.state === 'done' ? 100 : 0);
  return {
    id: run.id,
    report_token: run.token,
    progress_key: runProgressKey(run),
    report_progress: percent,
    breakpoint_progress: progress?.breakpoint_progress ?? null,
    status: progress?.status ?? MESSAGES.report.preparing,
    progress: percent,
    menu: outlineMenu(outline),
    custom_reports: custom.filter((r) => reportAppliesTo(r, fiType)).map(listEntry),
    fi_type: fiType as FiType,
    [`${run.reportType}_reports`]: reportsFor(fiType).map(listEntry),
    report_id: report.id,
    state: progress?.state ?? run.state,
    peer_group_id: run.peerGroupId,
    span_id: run.spanId,
    set_id: run.setId,
    institution_ids: run.institutionIds,
    is_technographics_only: report.kind === 'technographics',
  };
}
