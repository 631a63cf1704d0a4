import {
  type CustomFinGroup,
  customFinGroupListSchema,
  customFinGroupsQuerySchema,
  elementListSchema,
  idParamsSchema,
  navigatorQueryListSchema,
  savedQueriesQuerySchema,
  savedQueryListItemSchema,
  savedQueryListSchema,
  saveQueryBodySchema,
} from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import { activityOf } from '../../../activity/activity-event.js';
import type { ModuleContext } from '../../../http/app-module.js';
import { type ApiInstance, noContent, typed } from '../../../http/contracts.js';
import { CUSTOM_FI_GROUPS, FIN_QUERY, requireActor, route } from '../../identity/index.js';
import { queryEngineFor } from '../engine-instance.js';
import { assertQueryVariantAllowed } from '../query-access.js';
import { deleteQuery } from './delete-query.js';
import { freshQueries } from './fresh-queries.js';
import { memberCounts } from './member-counts.js';
import { saveQuery } from './save-query.js';
import { listItems, storedPayload, variantOfRow, visibleQueries, visibleQuery } from './saved-query-rows.js';

type Deps = Pick<ModuleContext, 'database' | 'activity'>;

/** The saved-query lists: the caller's, the navigator ones, and those usable as FI groups. */
function listRoutes(api: ApiInstance, { database }: Deps) {
  const { db } = database;

  api.get(
    '/api/advanced_query/saved_queries',
    {
      ...route(FIN_QUERY),
      schema: { querystring: savedQueriesQuerySchema, response: { 200: savedQueryListSchema } },
    },
    async (request) => {
      const actor = requireActor(request);
      const { query, is_mbc } = request.query;
      assertQueryVariantAllowed(actor, is_mbc);
      const rows = await freshQueries(database, () =>
        visibleQueries(db, actor, { queryType: is_mbc ? 'mortgage' : 'fin_query', search: query }),
      );
      return { saved_queries: await listItems(db, actor, rows) };
    },
  );

  api.get(
    '/api/advanced_query/navigator_queries',
    { ...route(FIN_QUERY), schema: { response: { 200: navigatorQueryListSchema } } },
    async (request) => {
      const actor = requireActor(request);
      const rows = await freshQueries(database, () => visibleQueries(db, actor, { globalOnly: true }));
      return { navigator_queries: await listItems(db, actor, rows) };
    },
  );

  // FI groups serve every analytics module: their users may pick a navigator query as one.
  api.get(
    '/api/advanced_query/custom_fin_groups',
    {
      ...route(CUSTOM_FI_GROUPS),
      schema: { querystring: customFinGroupsQuerySchema, response: { 200: customFinGroupListSchema } },
    },
    async (request) => {
      const actor = requireActor(request);
      const rows = (
        await freshQueries(database, () => visibleQueries(db, actor, { search: request.query.query }))
      ).filter((r) => r.peerGroupId !== null || r.isGlobal);
      const counts = await memberCounts(database, actor, rows);
      const groups: CustomFinGroup[] = rows.map((r) => ({
        id: r.id,
        name: r.name,
        description: r.description,
        query_type: r.queryType === 'mortgage' ? 'mortgage' : 'fin_query',
        is_global: r.isGlobal,
        owner: { id: r.userId, user_name: r.ownerName },
        peer_group_id: r.peerGroupId,
        member_count: counts.get(r.id) ?? null,
      }));
      return { custom_fin_groups: groups };
    },
  );
}

/** One saved query: open it, read its elements in words, save, change and delete it. */
function recordRoutes(api: ApiInstance, { database, activity }: Deps) {
  const { db } = database;

  api.get(
    '/api/advanced_query/:id',
    {
      ...route(FIN_QUERY),
      schema: { params: idParamsSchema, response: { 200: savedQueryListItemSchema } },
    },
    async (request) => {
      const actor = requireActor(request);
      const rows = await freshQueries(database, async () => [
        await visibleQuery(db, actor, request.params.id),
      ]);
      const [item] = await listItems(db, actor, rows);
      return item;
    },
  );

  api.get(
    '/api/advanced_query/:id/element_list',
    { ...route(FIN_QUERY), schema: { params: idParamsSchema, response: { 200: elementListSchema } } },
    async (request) => {
      const actor = requireActor(request);
      const row = await visibleQuery(db, actor, request.params.id);
      const payload = storedPayload(row);
      return {
        id: row.id,
        name: row.name,
        elements: payload ? await queryEngineFor(database).describe(actor, payload, variantOfRow(row)) : [],
      };
    },
  );

  api.post(
    '/api/advanced_query/save_query',
    {
      ...route(FIN_QUERY),
      schema: { body: saveQueryBodySchema, response: { 201: savedQueryListItemSchema } },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const saved = await saveQuery(database, actor, request.body, null);
      activity.record(
        activityOf(actor, {
          kind: 'saved_item_created',
          module: 'fin_query',
          target: saved.name,
          details: { item: 'saved_query', id: saved.id },
        }),
      );
      return reply.status(201).send(saved);
    },
  );

  api.put(
    '/api/advanced_query/:id',
    {
      ...route(FIN_QUERY),
      schema: {
        params: idParamsSchema,
        body: saveQueryBodySchema,
        response: { 200: savedQueryListItemSchema },
      },
    },
    async (request) => saveQuery(database, requireActor(request), request.body, request.params.id),
  );

  api.delete(
    '/api/advanced_query/:id',
    { ...route(FIN_QUERY), schema: { params: idParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      await deleteQuery(database, requireActor(request), request.params.id);
      return reply.status(204).send();
    },
  );
}

/**
 * Saved, shared and navigator queries (spec section 7, advanced query): the lists, one query with
 * its elements in words, saving (create or update, the result kept as a peer group when asked) and
 * deleting. A saved query is stored as its criteria, never as its result: running it always
 * evaluates them on the current data.
 */
export async function savedQueryRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const api = typed(app);
  listRoutes(api, deps);
  recordRoutes(api, deps);
}
