import { DATA_REFRESH_MESSAGES, dataRefreshQueuedSchema } from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/app-error.js';
import type { ModuleContext } from '../../http/app-module.js';
import { typed } from '../../http/contracts.js';
import { queueRefreshNow } from '../../ingest/refresh/refresh-job.js';
import { audit, route, SUPER_ADMIN } from '../identity/index.js';

/** "Check now": a FIN Admin queues a check of every regulator source (the job downloads and imports). */
export async function dataRefreshRoutes(app: FastifyInstance, context: ModuleContext): Promise<void> {
  typed(app).post(
    '/api/super_admin/data_refresh',
    { ...route(SUPER_ADMIN), schema: { response: { 202: dataRefreshQueuedSchema } } },
    async (request, reply) => {
      if (!context.config.refresh.enabled) throw new AppError(409, 'refresh_off', DATA_REFRESH_MESSAGES.off);
      if (!(await queueRefreshNow(context.jobs, context.config))) {
        throw new AppError(503, 'jobs_unavailable', DATA_REFRESH_MESSAGES.noQueue);
      }
      await audit(context.db, request, { action: 'data_refresh_requested' });
      return reply.code(202).send({ message: DATA_REFRESH_MESSAGES.queued });
    },
  );
}
