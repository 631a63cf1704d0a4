import {
  FI_TYPES,
  idParamSchema,
  MESSAGES,
  type ReportEntriesResponse,
  type ReportMetricListResponse,
  reportEntriesResponseSchema,
  reportMetricListResponseSchema,
  reportViewPageSchema,
  reportViewQuerySchema,
  type SelfServeReportsResponse,
  SPANS,
  type StartReportRunResponse,
  selfServeReportsQuerySchema,
  selfServeReportsResponseSchema,
  startReportRunBodySchema,
  startReportRunResponseSchema,
} from '@fin-atlas/domain';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { activityOf } from '../../activity/activity-event.js';
import type { ActivityRecorder } from '../../activity/activity-recorder.js';
import type { Database } from '../../db/database.js';
import { unprocessable } from '../../http/app-error.js';
import { type ApiInstance, fileResponse, typed } from '../../http/contracts.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { recordDownload, stampCsv } from '../downloads/index.js';
import type { Access } from '../identity/index.js';
import { ANALYTICS, requireActor, route } from '../identity/index.js';
import { requireReportActor } from './report-access.js';
import { REPORT_TYPE_MODULES } from './report-activity.js';
import { reportTable, tableCsv } from './report-csv.js';
import { listEntry, listedReports, reportsForActor, resolveReport } from './report-definition.js';
import { requireInstitutions } from './report-institutions.js';
import { outlineMetricList, reportOutline } from './report-outline.js';
import { findFreshRun, openRun, runPayload } from './report-runs.js';
import { createReportViewService } from './report-view-service.js';

const REPORTER: Access = { signedIn: true, module: 'fin_reporter' };

const fiTypeReportsQuery = z.object({
  fi_type: z.enum([...FI_TYPES, 'CU']).transform((t) => (t === 'CU' ? 'credit_union' : t)),
  bank_id: idParamSchema.optional(),
});
const metricListQuery = z.object({
  id: idParamSchema,
  industry_reporter: z.enum(['true', 'false']).optional(),
});
const downloadQuery = reportViewQuerySchema.pick({
  id: true,
  report_type: true,
  report_id: true,
  peer_group_id: true,
  span_id: true,
  set_id: true,
  report_view: true,
});

type Deps = { database: Database; jobs: JobQueue | undefined; activity: ActivityRecorder };

/** The report lists with the fresh run of a report (read-only), and opening a report. */
function reportRunRoutes(api: ApiInstance, { database, jobs, activity }: Deps, log: FastifyBaseLogger) {
  api.get(
    '/api/self_serve_reports',
    {
      ...route(ANALYTICS),
      schema: { querystring: selfServeReportsQuerySchema, response: { 200: selfServeReportsResponseSchema } },
    },
    async (request): Promise<SelfServeReportsResponse> => {
      const query = request.query;
      const actor = requireReportActor(request, query.report_type);
      let fiType: string | null = null;
      if (query.bank_id !== undefined) {
        fiType = (await requireInstitutions(database, [query.bank_id])).get(query.bank_id)?.fiType ?? null;
      } else if (query.report_id !== undefined) {
        throw unprocessable(MESSAGES.selection.selectInstitution);
      }
      const reports = (await reportsForActor(database, actor, fiType)).map(listEntry);
      const spans = SPANS.map((s) => ({ id: s.id, name: s.name }));
      if (query.report_id === undefined || query.bank_id === undefined)
        return { reports, spans, report: null };
      const report = await resolveReport(database, actor, query.report_id);
      const found = await findFreshRun(database, actor, report, { ...query, bank_id: query.bank_id });
      return {
        reports,
        spans,
        report: found && (await runPayload(database, actor, found.run, report, found.fiType)),
      };
    },
  );

  api.post(
    '/api/self_serve_reports/runs',
    {
      ...route(ANALYTICS),
      schema: {
        body: startReportRunBodySchema,
        response: { 200: startReportRunResponseSchema, 201: startReportRunResponseSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const actor = requireReportActor(request, body.report_type);
      const report = await resolveReport(database, actor, body.report_id);
      const { run, fiType, started } = await openRun(database, jobs, actor, report, body, (error) =>
        log.error({ err: error }, 'report run failed'),
      );
      const answer: StartReportRunResponse = {
        report: await runPayload(database, actor, run, report, fiType),
      };
      activity.record(
        activityOf(actor, {
          kind: 'report_run',
          module: REPORT_TYPE_MODULES[body.report_type],
          target: report.name,
          details: { run_id: run.id, report_id: report.id, started },
        }),
      );
      return reply.status(started ? 201 : 200).send(answer);
    },
  );
}

/** The report lists of each kind and the metrics of a report. */
function reportListRoutes(api: ApiInstance, { database }: Deps) {
  // Built-in reports of every type, then the custom reports the caller may run.
  api.get(
    '/api/self_serve_reports/reporter_reports',
    { ...route(REPORTER), schema: { response: { 200: reportEntriesResponseSchema } } },
    async (request): Promise<ReportEntriesResponse> => {
      const actor = requireActor(request);
      return { reports: (await reportsForActor(database, actor, null)).map(listEntry) };
    },
  );

  api.get(
    '/api/self_serve_reports/user_fi_type_reports',
    {
      ...route(ANALYTICS),
      schema: { querystring: fiTypeReportsQuery, response: { 200: reportEntriesResponseSchema } },
    },
    async (request): Promise<ReportEntriesResponse> => {
      const query = request.query;
      if (query.bank_id !== undefined) {
        const institution = (await requireInstitutions(database, [query.bank_id])).get(query.bank_id);
        if (institution && institution.fiType !== query.fi_type) {
          throw unprocessable(`Institution ${query.bank_id} is not of FI type ${query.fi_type}.`);
        }
      }
      const actor = requireActor(request);
      return { reports: (await reportsForActor(database, actor, query.fi_type)).map(listEntry) };
    },
  );

  // The caller's own custom reports and those shared with their client groups (built-in and
  // navigator reports have lists of their own).
  api.get(
    '/api/self_serve_reports/user_reports',
    { ...route(ANALYTICS), schema: { response: { 200: reportEntriesResponseSchema } } },
    async (request): Promise<ReportEntriesResponse> => {
      const actor = requireActor(request);
      return { reports: (await listedReports(database, actor, 'user')).map(listEntry) };
    },
  );

  // Global reports FIN Admins publish, for everyone with Reporter.
  api.get(
    '/api/self_serve_reports/navigator_reports',
    { ...route(REPORTER), schema: { response: { 200: reportEntriesResponseSchema } } },
    async (request): Promise<ReportEntriesResponse> => {
      const actor = requireActor(request);
      return { reports: (await listedReports(database, actor, 'navigator')).map(listEntry) };
    },
  );

  api.get(
    '/api/self_serve_reports/metric_list',
    {
      ...route(ANALYTICS),
      schema: { querystring: metricListQuery, response: { 200: reportMetricListResponseSchema } },
    },
    async (request): Promise<ReportMetricListResponse> => {
      const query = request.query;
      const actor = requireActor(request);
      const report = await resolveReport(database, actor, query.id);
      const outline = await reportOutline(database, actor, report);
      return outlineMetricList(report, outline, query.industry_reporter === 'true');
    },
  );
}

/** A run's views and the CSV of all its values. */
function reportViewRoutes(api: ApiInstance, { database, activity }: Deps) {
  const views = createReportViewService(database, activity);

  // A period page is megabytes of JSON: gzip compresses it in a fraction of brotli's time.
  const viewCompression = {
    compress: { encodings: ['gzip', 'deflate', 'br'] as ('gzip' | 'deflate' | 'br')[] },
  };

  api.get(
    '/api/self_serve_reports/view',
    {
      ...route(ANALYTICS),
      ...viewCompression,
      schema: { querystring: reportViewQuerySchema, response: { 200: reportViewPageSchema } },
    },
    async (request) => {
      const query = request.query;
      const actor = requireReportActor(request, query.report_type);
      return views.view(actor, query);
    },
  );

  api.get(
    '/api/self_serve_reports/download_all.csv',
    {
      ...route(ANALYTICS),
      schema: {
        querystring: downloadQuery,
        response: {
          200: fileResponse('text/csv', 'Every value of the report, fingerprinted (UTF-8 with BOM).'),
        },
      },
    },
    async (request, reply) => {
      const query = request.query;
      const actor = requireReportActor(request, query.report_type);
      const options = await views.resolve(actor, query);
      const content = await views.contentFor(options);
      const values = content.values;
      const labels = await views.labelsFor(values.ids, content);
      const { csv, rowCount } = tableCsv(reportTable(options.report, content, labels));
      const subject = labels.get(values.ids[0] ?? 0)?.name ?? 'institution';
      const fileName = `${options.report.name} - ${subject}.csv`.replace(/[^\w .&-]+/g, '_');
      const stamp = await recordDownload(
        database.db,
        actor,
        {
          kind: 'report_view',
          description: `${options.report.name} for ${subject}${content.peer_group ? ` vs ${content.peer_group.name}` : ''}: every value`,
          params: {
            run_id: options.run.id,
            report_id: options.report.id,
            peer_group_id: options.peerGroupId,
            span_id: options.span,
            set_id: options.set,
            report_view: query.report_view,
          },
          fileName,
          format: 'csv',
          rowCount,
          module: REPORT_TYPE_MODULES[query.report_type],
        },
        activity,
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .send(`\uFEFF${stampCsv(csv, stamp)}`);
    },
  );
}

/**
 * Self-serve reports of Reporter, Advisor and FIN Profile: the built-in report lists, opening a
 * report (POST: find the fresh run or start one; progress streams on reports/{token}; the GET only
 * reads), its views and the CSV of all its values. Each report type needs its own purchased module; a run is readable by its starter and
 * their client group only.
 */
export async function reportRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const api = typed(app);
  reportRunRoutes(api, deps, app.log);
  reportListRoutes(api, deps);
  reportViewRoutes(api, deps);
}
