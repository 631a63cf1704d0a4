import {
  idParamsSchema,
  SUBSCRIPTION_LIMITS,
  type SubscriptionView,
  subscriptionCreateBodySchema,
  subscriptionFindQuerySchema,
  subscriptionFindResponseSchema,
  subscriptionOwnerUpdateBodySchema,
  subscriptionResponseSchema,
  userSubscriptionsResponseSchema,
} from '@fin-atlas/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ModuleContext } from '../../http/app-module.js';
import { noContent, typed } from '../../http/contracts.js';
import {
  type Actor,
  forbidden,
  mayUseSubscriptions,
  requireActor,
  route,
  SIGNED_IN,
} from '../identity/index.js';
import {
  createSubscription,
  deleteOwn,
  findOwn,
  idNotFound,
  ownSubscription,
  recheck,
  subscriptionNotFound,
  unseenDeliveries,
  updateOwn,
  userSubscriptions,
} from './subscription-store.js';
import { type SubscriptionRow, subscriptionViews } from './subscription-views.js';

/**
 * The caller, when subscriptions are offered to them: never on a partner's site, and only to users
 * who sign in with e-mail and password (spec header rule), whatever the menu shows.
 */
export function subscriber(request: FastifyRequest): Actor {
  const actor = requireActor(request);
  if (!mayUseSubscriptions(actor, request.site)) throw forbidden();
  return actor;
}

/**
 * A subscription belongs to its owner: every route answers for the caller's own and reads another
 * user's as not found. Each is the user's own standing order, so sign-in is the route's access; what
 * it delivers is checked against the target's own access when subscribing and before every delivery.
 */
export async function subscriptionRoutes(app: FastifyInstance, { database }: ModuleContext): Promise<void> {
  const api = typed(app);
  const { db } = database;
  const view = async (row: SubscriptionRow): Promise<SubscriptionView> => {
    const [shown] = await subscriptionViews(db, [row], SUBSCRIPTION_LIMITS.deliveriesShown);
    if (!shown) throw subscriptionNotFound();
    return shown;
  };

  api.get(
    '/api/users/subscriptions',
    { ...route(SIGNED_IN), schema: { response: { 200: userSubscriptionsResponseSchema } } },
    async (request) => {
      const actor = subscriber(request);
      const rows = await userSubscriptions(db, actor.user.id);
      return {
        subscriptions: await subscriptionViews(db, rows, SUBSCRIPTION_LIMITS.deliveriesShown),
        unseen_deliveries: await unseenDeliveries(db, actor.user.id),
      };
    },
  );

  api.post(
    '/api/subscriptions',
    {
      config: {
        ...route(SIGNED_IN).config,
        // Every refused subscription reads the same (spec: 'Validation failed. Please recheck.').
        rejectInput: ({ issues }) => {
          const first = issues[0];
          return recheck(first?.path.join('.') ?? '', first?.message ?? '');
        },
      },
      schema: { body: subscriptionCreateBodySchema, response: { 201: subscriptionResponseSchema } },
    },
    async (request, reply) => {
      const actor = subscriber(request);
      const row = await createSubscription(database, actor, request.body);
      return reply.code(201).send({ subscription: await view(row) });
    },
  );

  api.get(
    '/api/subscriptions/find',
    {
      ...route(SIGNED_IN),
      schema: { querystring: subscriptionFindQuerySchema, response: { 200: subscriptionFindResponseSchema } },
    },
    async (request) => {
      const actor = subscriber(request);
      const row = await findOwn(db, actor.user.id, request.query);
      return { subscription: row ? await view(row) : null };
    },
  );

  api.get(
    '/api/subscriptions/:id',
    {
      config: { ...route(SIGNED_IN).config, rejectInput: idNotFound },
      schema: { params: idParamsSchema, response: { 200: subscriptionResponseSchema } },
    },
    async (request) => {
      const actor = subscriber(request);
      return { subscription: await view(await ownSubscription(db, actor.user.id, request.params.id)) };
    },
  );

  api.put(
    '/api/subscriptions/:id',
    {
      config: { ...route(SIGNED_IN).config, rejectInput: idNotFound },
      schema: {
        params: idParamsSchema,
        body: subscriptionOwnerUpdateBodySchema,
        response: { 200: subscriptionResponseSchema },
      },
    },
    async (request) => {
      const actor = subscriber(request);
      const row = await ownSubscription(db, actor.user.id, request.params.id);
      return { subscription: await view(await updateOwn(database, row, request.body.subscription)) };
    },
  );

  api.delete(
    '/api/subscriptions/:id',
    {
      config: { ...route(SIGNED_IN).config, rejectInput: idNotFound },
      schema: { params: idParamsSchema, response: { 204: noContent } },
    },
    async (request, reply) => {
      const actor = subscriber(request);
      await deleteOwn(db, await ownSubscription(db, actor.user.id, request.params.id));
      return reply.code(204).send();
    },
  );
}
