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
import type { Database } from '../../db/database.js';
import { notFound, unprocessable } from '../../http/app-error.js';
import { type ApiInstance, fileResponse, typed } from '../../http/contracts.js';
import type { JobQueue } from '../../jobs/job-queue.js';
import { displayFormat } from '../../metrics/display-format.js';
import { recordDownload, stampCsv } from '../downloads/index.js';
import type { Access } from '../identity/index.js';
import { ANALYTICS, requireActor, route } from '../identity/index.js';
import { requireReportActor } from './report-access.js';
import { builtInReport, elementIdOf, listEntry, reportMetrics, reportsFor } from './report-catalog.js';
import { metricReportCsv, technographicReportCsv } from './report-csv.js';
import { grantedReports, REPORT_NOT_FOUND, reportGrantFilter, requireReportGrant } from './report-grants.js';
import { requireInstitutions } from './report-institutions.js';
import { findFreshRun, openRun, runPayload } from './report-runs.js';
import { reportServices } from './report-technographics.js';
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

type Deps = { database: Database; jobs: JobQueue | undefined };

/** The built-in report lists with the fresh run of a report (read-only), and opening a report. */
function reportRunRoutes(api: ApiInstance, { database, jobs }: Deps, log: FastifyBaseLogger) {
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
      const granted = await reportGrantFilter(database, actor);
      const reports = reportsFor(fiType)
        .filter((r) => granted(r.id))
        .map(listEntry);
      const spans = SPANS.map((s) => ({ id: s.id, name: s.name }));
      if (query.report_id === undefined || query.bank_id === undefined)
        return { reports, spans, report: null };
      const report = builtInReport(query.report_id);
      if (!report || !granted(report.id)) throw notFound(REPORT_NOT_FOUND);
      const found = await findFreshRun(database, actor, report, { ...query, bank_id: query.bank_id });
      return {
        reports,
        spans,
        report: found && (await runPayload(database, found.run, report, found.fiType)),
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
      await requireReportGrant(database, actor, body.report_id);
      const report = builtInReport(body.report_id);
      if (!report) throw notFound(REPORT_NOT_FOUND);
      const { run, fiType, started } = await openRun(database, jobs, actor, report, body, (error) =>
        log.error({ err: error }, 'report run failed'),
      );
      const answer: StartReportRunResponse = { report: await runPayload(database, run, report, fiType) };
      return reply.status(started ? 201 : 200).send(answer);
    },
  );
}

/** The built-in report lists of each kind and the metrics of a report. */
function reportListRoutes(api: ApiInstance, { database }: Deps) {
  api.get(
    '/api/self_serve_reports/reporter_reports',
    { ...route(REPORTER), schema: { response: { 200: reportEntriesResponseSchema } } },
    async (request): Promise<ReportEntriesResponse> => {
      const reports = await grantedReports(database, requireActor(request), reportsFor(null));
      return { reports: reports.map(listEntry) };
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
      const reports = await grantedReports(database, requireActor(request), reportsFor(query.fi_type));
      return { reports: reports.map(listEntry) };
    },
  );

  // Custom reports are written with the report writer; until a user saves one, their list is empty.
  // Built-in reports are listed by the calls above, never here.
  api.get(
    '/api/self_serve_reports/user_reports',
    { ...route(ANALYTICS), schema: { response: { 200: reportEntriesResponseSchema } } },
    async (): Promise<ReportEntriesResponse> => {
      return { reports: [] };
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
      await requireReportGrant(database, requireActor(request), query.id);
      const report = builtInReport(query.id);
      if (!report) throw notFound(REPORT_NOT_FOUND);
      if (report.kind === 'technographics') {
        const services = await reportServices(database, report);
        return {
          report_id: report.id,
          is_technographics_only: true,
          metrics: services.map((s) => ({ id: s.id, name: s.name, group_name: s.header, format: null })),
        };
      }
      return {
        report_id: report.id,
        is_technographics_only: false,
        metrics: reportMetrics(report).map(({ metric, header }) => ({
          id: elementIdOf(metric),
          name: metric.name,
          group_name: header,
          format: displayFormat(metric),
        })),
      };
    },
  );
}

/** A run's views and the CSV of all its values. */
function reportViewRoutes(api: ApiInstance, { database }: Deps) {
  const views = createReportViewService(database);

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
      await requireReportGrant(database, actor, query.report_id);
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
      await requireReportGrant(database, actor, query.report_id);
      const options = await views.resolve(actor, query);
      const content = await views.contentFor(options);
      const values = content.values;
      const labels = await views.labelsFor(values.ids, content);
      const { csv, rowCount } =
        values.kind === 'technographics'
          ? technographicReportCsv(values, labels)
          : options.report.kind === 'metrics'
            ? metricReportCsv(options.report, values, labels)
            : { csv: '', rowCount: 0 };
      const subject = labels.get(values.ids[0] ?? 0)?.name ?? 'institution';
      const fileName = `${options.report.name} - ${subject}.csv`.replace(/[^\w .&-]+/g, '_');
      const stamp = await recordDownload(database.db, actor, {
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
      });
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
