import {
  effectiveSetId,
  MESSAGES,
  periodIdOf,
  type ReportViewPage,
  type ReportViewQuery,
  type SetId,
  type SpanId,
} from '@fin-atlas/domain';
import { activityOf } from '../../activity/activity-event.js';
import type { ActivityRecorder } from '../../activity/activity-recorder.js';
import type { Database } from '../../db/database.js';
import { AppError, notFound, unprocessable } from '../../http/app-error.js';
import { recordRecentView } from '../home/index.js';
import type { Actor } from '../identity/index.js';
import type { PeerGroupSnapshot } from '../peer-groups/index.js';
import { buildMetricView } from './metric-view.js';
import { REPORT_TYPE_MODULES } from './report-activity.js';
import { type ReportContent, reportContent, runPeerGroup } from './report-content.js';
import { type ReportDefinition, resolveReport } from './report-definition.js';
import { institutionsById } from './report-institutions.js';
import { linesOf } from './report-lines.js';
import { createReportRunStore, dataVersion, type ReportRunHead } from './report-run-store.js';
import { usablePeerGroup } from './report-runs.js';
import { buildTechnographicView, type InstitutionLabel } from './report-view-builder.js';

export const VIEW_MESSAGES = {
  runMismatch: 'report_id does not match the report run.',
  running: 'The report is still being prepared; it can be viewed when its progress reaches 100.',
  failed: 'The report could not be computed. Please rerun it.',
  periodNotForTechnographics: 'The period view is not available for technographic reports.',
  metricRequired: 'Choose a metric (metric_id) for the single view.',
  metricNotInReport: 'metric_id is not part of this report.',
  periodNotInReport: 'period_id must be one of the report periods.',
} as const;

/** Small LRU of computed contents: paging a period view or switching back must not recompute. */
class ContentCache {
  readonly #entries = new Map<string, Promise<ReportContent>>();
  constructor(readonly limit: number) {}
  get(key: string, make: () => Promise<ReportContent>): Promise<ReportContent> {
    let found = this.#entries.get(key);
    if (found) {
      this.#entries.delete(key);
    } else {
      found = make();
      found.catch(() => this.#entries.delete(key));
    }
    this.#entries.set(key, found);
    while (this.#entries.size > this.limit) this.#entries.delete(this.#entries.keys().next().value as string);
    return found;
  }
}

export type ViewOptions = {
  report: ReportDefinition;
  /** Who views it: a live content of a custom report is read as them. */
  actor: Actor;
  run: ReportRunHead;
  span: SpanId;
  set: SetId;
  peerGroupId: number | null;
  /** Another group than the run's, read once when the view was resolved. */
  peerGroup?: PeerGroupSnapshot;
};

export function createReportViewService(database: Database, activity: ActivityRecorder) {
  const store = createReportRunStore(database);
  // Finished runs never change, so their parsed results are kept; live contents are keyed by data version.
  const results = new ContentCache(32);
  const live = new ContentCache(16);

  /** What the view shows: the run's own result when the options are the run's, else computed now. */
  async function contentFor(options: ViewOptions): Promise<ReportContent> {
    const { run, report } = options;
    const sameAsRun =
      options.span === run.spanId && options.set === run.setId && options.peerGroupId === run.peerGroupId;
    if (sameAsRun) {
      if (run.state === 'failed') throw unprocessable(VIEW_MESSAGES.failed);
      if (run.state !== 'done' || !run.hasResult) throw new AppError(409, 'conflict', VIEW_MESSAGES.running);
      return results.get(
        `run:${run.id}`,
        async () => (await store.result(run.id)) as unknown as ReportContent,
      );
    }
    // The run's own group is read here, once; another group was read, once, when the view resolved.
    const peerGroup =
      options.peerGroup !== undefined ? options.peerGroup : await runPeerGroup(database, run.peerGroupId);
    const key = [
      await dataVersion(database),
      report.id,
      // A custom report's content follows its last edit and is read as the viewer.
      report.kind === 'custom' ? `${report.updatedAt.getTime()}:${options.actor.user.id}` : '-',
      run.institutionIds.join(','),
      options.peerGroupId,
      peerGroup?.version ?? '-',
      options.span,
      options.set,
    ].join('|');
    return live.get(key, () =>
      reportContent(database, {
        report,
        actor: options.actor,
        fiType: run.fiType,
        institutionIds: run.institutionIds,
        peerGroup,
        span: options.span,
        set: options.set,
      }),
    );
  }

  /** The run, its report and the view options, checked: the run must be readable by the caller. */
  async function resolve(
    actor: Actor,
    query: Pick<ReportViewQuery, 'id' | 'report_type' | 'report_id' | 'peer_group_id' | 'span_id' | 'set_id'>,
  ): Promise<ViewOptions> {
    const run = await store.readable(actor, query.id);
    if (run.reportType !== query.report_type) throw notFound(MESSAGES.report.recordNotFound);
    if (run.reportId !== query.report_id) throw unprocessable(VIEW_MESSAGES.runMismatch);
    const report = await resolveReport(database, actor, run.reportId);
    const peerGroupId = query.peer_group_id ?? run.peerGroupId;
    const other = query.peer_group_id !== undefined && query.peer_group_id !== run.peerGroupId;
    return {
      report,
      actor,
      run,
      span: query.span_id,
      set: effectiveSetId(query.set_id, run.fiType),
      peerGroupId,
      ...(other && { peerGroup: await usablePeerGroup(database, actor, query.peer_group_id as number) }),
    };
  }

  // A content's institutions are fixed, so their names are read once per content.
  const labelCache = new WeakMap<ReportContent, Promise<Map<number, InstitutionLabel>>>();

  async function labelsFor(
    ids: readonly number[],
    content?: ReportContent,
  ): Promise<Map<number, InstitutionLabel>> {
    if (!content) return institutionsById(database, ids);
    let found = labelCache.get(content);
    if (!found) {
      found = institutionsById(database, content.values.ids);
      found.catch(() => labelCache.delete(content));
      labelCache.set(content, found);
    }
    return found;
  }

  return {
    resolve,
    contentFor,
    labelsFor,

    async view(actor: Actor, query: ReportViewQuery): Promise<ReportViewPage> {
      const options = await resolve(actor, query);
      const { report } = options;
      if (report.kind === 'technographics' && query.report_view === 'period') {
        throw unprocessable(VIEW_MESSAGES.periodNotForTechnographics);
      }
      if (query.report_view === 'single' && query.metric_id === undefined) {
        throw unprocessable(VIEW_MESSAGES.metricRequired);
      }
      const content = await contentFor(options);
      const values = content.values;
      const metricId = query.metric_id ?? null;
      const lines =
        values.kind === 'metrics' ? linesOf(report.kind === 'metrics' ? report : null, values) : [];
      if (metricId !== null) {
        const known =
          values.kind === 'technographics'
            ? values.services.some((s) => s.id === metricId)
            : lines.some((l) => l.id === metricId);
        if (!known) throw unprocessable(VIEW_MESSAGES.metricNotInReport);
      }
      let periodIndex = 0;
      if (values.kind === 'metrics') {
        periodIndex = values.periods.length - 1;
        if (query.period_id !== undefined) {
          periodIndex = values.periods.findIndex((p) => periodIdOf(p) === query.period_id);
          if (periodIndex < 0) throw unprocessable(VIEW_MESSAGES.periodNotInReport);
        }
      }
      const labels = await labelsFor(values.ids, content);
      const request = { mode: query.report_view, metricId, periodIndex, pageNo: query.page_no };
      const page =
        values.kind === 'technographics'
          ? buildTechnographicView(report, content, values, labels, request)
          : buildMetricView(report.id, lines, content, values, labels, request);
      if (query.page_no === 1) {
        activity.record(
          activityOf(actor, {
            kind: 'report_view',
            module: REPORT_TYPE_MODULES[query.report_type],
            target: report.name,
            details: {
              run_id: options.run.id,
              report_id: report.id,
              report_type: options.run.reportType,
              view: query.report_view,
              metric_id: page.metric_id,
              span_id: options.span,
              set_id: options.set,
              peer_group_id: options.peerGroupId,
            },
          }),
        );
        // Reopening starts from the run's own selection; another group or span is a view of it.
        await recordRecentView(database.db, actor, {
          kind: 'report',
          reportType: options.run.reportType,
          reportId: report.id,
          name: report.name,
          institutionIds: options.run.institutionIds,
          peerGroupId: options.run.peerGroupId,
        });
      }
      return page;
    },
  };
}
