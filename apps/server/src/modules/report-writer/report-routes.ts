import {
  editBankServicesResponseSchema,
  idParamsSchema,
  reportPreviewBodySchema,
  reportPreviewSchema,
  selfServeReportCreateBodySchema,
  selfServeReportEditSchema,
  selfServeReportUpdateBodySchema,
  writerReportListSchema,
} from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import { activityOf } from '../../activity/activity-event.js';
import type { ModuleContext } from '../../http/app-module.js';
import { noContent, typed } from '../../http/contracts.js';
import { requireActor, route } from '../identity/index.js';
import { REPORT_WRITER } from './access.js';
import { reportBankServices } from './bank-services.js';
import { previewReport } from './preview/preview.js';
import { reportEdit, storedReport, visibleReport, writerReports } from './report-rows.js';
import { deleteReport, saveReport } from './save-report.js';

type Deps = Pick<ModuleContext, 'database' | 'activity'>;

/**
 * Writing custom reports (spec section 7, self-serve reports): save (POST creates, PUT changes one
 * in place), open for editing with its technographics named, delete, the writer's own list and the
 * live preview on one institution. Running a saved report is Reporter's.
 */
export async function reportWriterRoutes(app: FastifyInstance, { database, activity }: Deps): Promise<void> {
  const api = typed(app);
  const { db } = database;

  api.get(
    '/api/self_serve_reports/writer_reports',
    { ...route(REPORT_WRITER), schema: { response: { 200: writerReportListSchema } } },
    async (request) => ({ reports: await writerReports(db, requireActor(request)) }),
  );

  api.post(
    '/api/self_serve_reports',
    {
      ...route(REPORT_WRITER),
      schema: { body: selfServeReportCreateBodySchema, response: { 201: selfServeReportEditSchema } },
    },
    async (request, reply) => {
      const { self_serve_report_groups_attributes, ...body } = request.body;
      const group_ids = self_serve_report_groups_attributes.map((g) => g.group_id);
      const actor = requireActor(request);
      const saved = await saveReport(database, actor, { ...body, group_ids }, null);
      activity.record(
        activityOf(actor, {
          kind: 'saved_item_created',
          module: 'fin_reporter',
          target: saved.name,
          details: { item: 'report', id: saved.id },
        }),
      );
      return reply.status(201).send(saved);
    },
  );

  api.post(
    '/api/self_serve_reports/preview',
    {
      ...route(REPORT_WRITER),
      schema: { body: reportPreviewBodySchema, response: { 200: reportPreviewSchema } },
    },
    async (request) => previewReport(database, requireActor(request), request.body),
  );

  api.get(
    '/api/self_serve_reports/:id/edit',
    {
      ...route(REPORT_WRITER),
      schema: { params: idParamsSchema, response: { 200: selfServeReportEditSchema } },
    },
    async (request) => {
      const actor = requireActor(request);
      return reportEdit(db, actor, await visibleReport(db, actor, request.params.id));
    },
  );

  api.get(
    '/api/self_serve_reports/:id/edit_bank_services',
    {
      ...route(REPORT_WRITER),
      schema: { params: idParamsSchema, response: { 200: editBankServicesResponseSchema } },
    },
    async (request) => {
      const row = await visibleReport(db, requireActor(request), request.params.id);
      return { bank_services: await reportBankServices(database, storedReport(row).elements) };
    },
  );

  api.put(
    '/api/self_serve_reports/:id',
    {
      ...route(REPORT_WRITER),
      schema: {
        params: idParamsSchema,
        body: selfServeReportUpdateBodySchema,
        response: { 200: selfServeReportEditSchema },
      },
    },
    async (request) => saveReport(database, requireActor(request), request.body, request.params.id),
  );

  api.delete(
    '/api/self_serve_reports/:id',
    { ...route(REPORT_WRITER), schema: { params: idParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteReport(database, requireActor(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
