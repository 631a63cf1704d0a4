import {
  rerunReportsBodySchema,
  rerunReportsResultSchema,
  rerunRunsQuerySchema,
  rerunRunsResponseSchema,
  staleRunsResponseSchema,
} from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../http/app-module.js';
import { typed } from '../../http/contracts.js';
import { audit, route, SUPER_ADMIN } from '../identity/index.js';
import { rerunProgress, rerunStaleRuns, staleRuns } from './report-reruns.js';

type Deps = Pick<ModuleContext, 'database' | 'jobs'>;

/**
 * /super_admin/rerun_reports: after a data load, the stored runs computed on older data (per report
 * and client group), rerun as report jobs a bounded batch at a time, and how each rerun is doing.
 */
export async function rerunRoutes(app: FastifyInstance, { database, jobs }: Deps): Promise<void> {
  const api = typed(app);

  api.get(
    '/api/super_admin/rerun_reports',
    { ...route(SUPER_ADMIN), schema: { response: { 200: staleRunsResponseSchema } } },
    async () => staleRuns(database),
  );

  api.post(
    '/api/super_admin/rerun_reports',
    {
      ...route(SUPER_ADMIN),
      schema: { body: rerunReportsBodySchema, response: { 200: rerunReportsResultSchema } },
    },
    async (request) => {
      const result = await rerunStaleRuns(database, jobs, request.body, (error) =>
        request.log.error({ err: error }, 'report rerun failed'),
      );
      await audit(database.db, request, {
        action: 'reports_rerun',
        details: { ...request.body, runs: result.run_ids.length, remaining: result.remaining },
      });
      return result;
    },
  );

  api.get(
    '/api/super_admin/rerun_reports/runs',
    {
      ...route(SUPER_ADMIN),
      schema: { querystring: rerunRunsQuerySchema, response: { 200: rerunRunsResponseSchema } },
    },
    async (request) => ({ runs: await rerunProgress(database, request.query.ids) }),
  );
}
