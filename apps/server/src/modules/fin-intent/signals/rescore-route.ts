import { INTENT_MESSAGES, intentRescoreSchema } from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../../http/app-module.js';
import { typed } from '../../../http/contracts.js';
import { audit, route, SUPER_ADMIN } from '../../identity/index.js';

/** Queues one scoring pass of every active signal over the current data (the scoring part's job). */
export type QueueRescore = (context: ModuleContext) => Promise<unknown>;

/**
 * POST /api/super_admin/signals/rescore: a FIN Admin asks for every signal to be scored again after
 * changing definitions, instead of waiting for the next data load. The pass runs as a job; the
 * answer says so, and the request is in the audit log.
 */
export const rescoreRoutes =
  (queue: QueueRescore) =>
  async (app: FastifyInstance, context: ModuleContext): Promise<void> => {
    typed(app).post(
      '/api/super_admin/signals/rescore',
      { ...route(SUPER_ADMIN), schema: { response: { 202: intentRescoreSchema } } },
      async (request, reply) => {
        await queue(context);
        await audit(context.db, request, { action: 'intent_rescore_requested' });
        return reply.code(202).send({ message: INTENT_MESSAGES.rescoreQueued });
      },
    );
  };
