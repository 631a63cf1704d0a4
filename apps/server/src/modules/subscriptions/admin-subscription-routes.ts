import {
  adminSubscriptionResponseSchema,
  adminSubscriptionsQuerySchema,
  adminSubscriptionsResponseSchema,
  adminSubscriptionUpdateBodySchema,
  idParamsSchema,
  manualPeriodKey,
  subscriptionDeliveriesResponseSchema,
} from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../http/app-module.js';
import { typed } from '../../http/contracts.js';
import { route, SUPER_ADMIN } from '../identity/index.js';
import { adminRow, adminSubscriptions } from './admin-subscriptions.js';
import type { Deliverer } from './deliver.js';
import { enqueueDelivery } from './delivery-job.js';
import { changeStatus, idNotFound, subscriptionById } from './subscription-store.js';
import { deliveriesOf } from './subscription-views.js';

/** /super_admin/manage_subscrptions: every tenant's subscriptions, pause and resume, run now, history. */
export async function adminSubscriptionRoutes(
  app: FastifyInstance,
  { database, jobs }: ModuleContext,
  inProcess: Deliverer,
): Promise<void> {
  const api = typed(app);
  const { db } = database;
  const byId = { config: { ...route(SUPER_ADMIN).config, rejectInput: idNotFound } };

  api.get(
    '/api/super_admin/subscriptions',
    {
      ...route(SUPER_ADMIN),
      schema: {
        querystring: adminSubscriptionsQuerySchema,
        response: { 200: adminSubscriptionsResponseSchema },
      },
    },
    async (request) => adminSubscriptions(db, request.query),
  );

  api.put(
    '/api/super_admin/subscriptions/:id',
    {
      ...byId,
      schema: {
        params: idParamsSchema,
        body: adminSubscriptionUpdateBodySchema,
        response: { 200: adminSubscriptionResponseSchema },
      },
    },
    async (request) => {
      const row = await subscriptionById(db, request.params.id);
      return { subscription: await adminRow(db, await changeStatus(database, row, request.body.status)) };
    },
  );

  // A run on request has a period of its own: it never takes the place of a scheduled delivery.
  api.post(
    '/api/super_admin/subscriptions/:id/run_now',
    {
      ...byId,
      schema: { params: idParamsSchema, response: { 200: adminSubscriptionResponseSchema } },
    },
    async (request) => {
      const row = await subscriptionById(db, request.params.id);
      const job = { subscriptionId: row.id, periodKey: manualPeriodKey(new Date()), manual: true };
      await enqueueDelivery(jobs, inProcess, job, (error) =>
        request.log.error({ err: error, subscriptionId: row.id }, 'subscription delivery failed'),
      );
      return { subscription: await adminRow(db, row) };
    },
  );

  api.get(
    '/api/super_admin/subscriptions/:id/deliveries',
    {
      ...byId,
      schema: { params: idParamsSchema, response: { 200: subscriptionDeliveriesResponseSchema } },
    },
    async (request) => {
      const row = await subscriptionById(db, request.params.id);
      return { deliveries: (await deliveriesOf(db, [row.id], null)).get(row.id) ?? [] };
    },
  );
}
