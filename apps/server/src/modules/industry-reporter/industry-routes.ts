import {
  industryFiGroupsResponseSchema,
  industryReportsResponseSchema,
  industryReportViewSchema,
  industryRunParamsSchema,
  industryRunResponseSchema,
  industrySegmentationsResponseSchema,
  MESSAGES,
  startIndustryRunBodySchema,
} from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import { activityOf } from '../../activity/activity-event.js';
import { notFound } from '../../http/app-error.js';
import type { ModuleContext } from '../../http/app-module.js';
import { typed } from '../../http/contracts.js';
import { type Access, requireActor, route } from '../identity/index.js';
import { fiGroupChoices } from './fi-group-choices.js';
import { industryReportChoices } from './industry-report-source.js';
import { createIndustryRunStore } from './industry-run-store.js';
import { industryRunPayload, industryView, openIndustryRun } from './industry-runs.js';
import { segmentationChoices } from './segmentation-choices.js';

/** A run id that is not a number names no run: the same answer as another tenant's run. */
const RUN_NOT_FOUND = () => notFound(MESSAGES.report.recordNotFound);

/** Everything of the industry reporter is its purchased module's. */
const INDUSTRY_REPORTER: Access = { signedIn: true, module: 'fin_industry_reporter' };

/**
 * The industry reporter: the FI groups, segment sets and reports to choose from, opening a report
 * (POST: the fresh run of the request or a new one; progress on industry_reports/{token}), a run's
 * state (with whether newer data was loaded) and its view. A run is its starter's and their client
 * group's; anyone else's reads as not found.
 */
export async function industryRoutes(
  app: FastifyInstance,
  { database, jobs, activity }: ModuleContext,
): Promise<void> {
  const api = typed(app);
  const access = route(INDUSTRY_REPORTER);

  api.get(
    '/api/industry_reporter/fi_groups',
    { ...access, schema: { response: { 200: industryFiGroupsResponseSchema } } },
    async (request) => ({ groups: await fiGroupChoices(database, requireActor(request)) }),
  );

  api.get(
    '/api/industry_reporter/segmentations',
    { ...access, schema: { response: { 200: industrySegmentationsResponseSchema } } },
    async (request) => ({ segmentations: await segmentationChoices(database.db, requireActor(request)) }),
  );

  api.get(
    '/api/industry_reporter/reports',
    { ...access, schema: { response: { 200: industryReportsResponseSchema } } },
    async (request) => ({
      reports: (await industryReportChoices(database, requireActor(request))).map((r) => ({
        id: r.id,
        name: r.name,
        fi_type: r.fiType,
        category: r.category,
        metric_count: r.metrics.length,
      })),
    }),
  );

  api.post(
    '/api/industry_reporter/runs',
    {
      ...access,
      schema: {
        body: startIndustryRunBodySchema,
        response: { 200: industryRunResponseSchema, 201: industryRunResponseSchema },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const { run, started } = await openIndustryRun(database, jobs, actor, request.body, (error) =>
        app.log.error({ err: error }, 'industry report run failed'),
      );
      const payload = await industryRunPayload(database, run);
      activity.record(
        activityOf(actor, {
          kind: 'report_run',
          module: 'fin_industry_reporter',
          details: { run_id: run.id, report_id: request.body.report_id, started },
        }),
      );
      return reply.status(started ? 201 : 200).send({ run: payload });
    },
  );

  api.get(
    '/api/industry_reporter/runs/:id',
    {
      ...access,
      config: { ...access.config, rejectInput: RUN_NOT_FOUND },
      schema: { params: industryRunParamsSchema, response: { 200: industryRunResponseSchema } },
    },
    async (request) => {
      const run = await createIndustryRunStore(database).readable(requireActor(request), request.params.id);
      return { run: await industryRunPayload(database, run) };
    },
  );

  api.get(
    '/api/industry_reporter/runs/:id/view',
    {
      ...access,
      config: { ...access.config, rejectInput: RUN_NOT_FOUND },
      schema: { params: industryRunParamsSchema, response: { 200: industryReportViewSchema } },
    },
    async (request) => {
      const actor = requireActor(request);
      const view = await industryView(database, actor, request.params.id);
      activity.record(
        activityOf(actor, {
          kind: 'report_view',
          module: 'fin_industry_reporter',
          details: { run_id: request.params.id },
        }),
      );
      return view;
    },
  );
}
