import {
  INTENT_MESSAGES,
  idParamsSchema,
  intentAlertListSchema,
  intentAlertsReadBodySchema,
  intentAlertsReadSchema,
  intentFollowBodySchema,
  intentFollowSchema,
} from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../../http/app-module.js';
import { typed } from '../../../http/contracts.js';
import { requireActor, route } from '../../identity/index.js';
import { alertsOf, follow, markAlertsRead, unfollow } from './follows.js';
import { byId, FIN_INTENT } from './route-access.js';
import { findSignal } from './signal-rows.js';

/** A user's own follows of signals and the alerts they bring; nobody reads or changes another's. */
export async function followRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const api = typed(app);
  const FOLLOW = '/api/intent/signals/:id/follow';

  api.post(
    FOLLOW,
    {
      ...byId(FIN_INTENT, INTENT_MESSAGES.signalNotFound),
      schema: { params: idParamsSchema, body: intentFollowBodySchema, response: { 200: intentFollowSchema } },
    },
    async (request) => {
      const signal = await findSignal(db, request.params.id, 'users');
      return follow(db, requireActor(request), signal.id, request.body.min_level);
    },
  );

  api.delete(
    FOLLOW,
    {
      ...byId(FIN_INTENT, INTENT_MESSAGES.signalNotFound),
      schema: { params: idParamsSchema, response: { 200: intentFollowSchema } },
    },
    async (request) => {
      // A signal deactivated since still lets its followers stop following it.
      const signal = await findSignal(db, request.params.id, 'admins');
      return unfollow(db, requireActor(request), signal.id);
    },
  );

  api.get(
    '/api/intent/alerts',
    { ...route(FIN_INTENT), schema: { response: { 200: intentAlertListSchema } } },
    async (request) => alertsOf(db, requireActor(request)),
  );

  api.post(
    '/api/intent/alerts/read',
    {
      ...route(FIN_INTENT),
      schema: { body: intentAlertsReadBodySchema, response: { 200: intentAlertsReadSchema } },
    },
    async (request) => markAlertsRead(db, requireActor(request), request.body?.ids),
  );
}
