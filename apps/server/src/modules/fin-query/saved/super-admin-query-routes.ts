import {
  copyQueriesBodySchema,
  copyQueriesResultSchema,
  FIN_QUERY_MESSAGES,
  idParamsSchema,
  MESSAGES,
  type NavigatorGroup,
  navigatorGroupBodySchema,
  navigatorGroupListSchema,
  navigatorGroupSchema,
  navigatorGroupsQuerySchema,
  savedQueryListSchema,
  userSavedQueriesQuerySchema,
} from '@fin-atlas/domain';
import { and, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { escapeLike } from '../../../db/like.js';
import { isUniqueViolation } from '../../../db/pg-errors.js';
import { advancedQueries } from '../../../db/schema/index.js';
import { notFound, unprocessable } from '../../../http/app-error.js';
import type { ModuleContext } from '../../../http/app-module.js';
import { type ApiInstance, typed } from '../../../http/contracts.js';
import { audit, requireActor, route, SUPER_ADMIN } from '../../identity/index.js';
import { copyQueries } from './copy-queries.js';
import { freshQueries } from './fresh-queries.js';
import { memberCounts } from './member-counts.js';
import { rekeepQueryPeerGroup } from './query-peer-group.js';
import { asQueryType, type ListedQuery, listedQueries, listItems } from './saved-query-rows.js';

type Deps = Pick<ModuleContext, 'database'>;

/** Rows a navigator list shows at most; a search narrows it. */
const NAVIGATOR_LIST_LIMIT = 100;

/** /super_admin/copy_queries: a user's queries, and copying them to users and groups. */
function copyRoutes(api: ApiInstance, { database }: Deps) {
  const { db } = database;

  api.get(
    '/api/super_admin/saved_queries',
    {
      ...route(SUPER_ADMIN),
      schema: { querystring: userSavedQueriesQuerySchema, response: { 200: savedQueryListSchema } },
    },
    async (request) => {
      const rows = await listedQueries(db, eq(advancedQueries.userId, request.query.user_id));
      return { saved_queries: await listItems(db, requireActor(request), rows) };
    },
  );

  api.post(
    '/api/super_admin/copy_queries',
    {
      ...route(SUPER_ADMIN),
      schema: { body: copyQueriesBodySchema, response: { 200: copyQueriesResultSchema } },
    },
    async (request) => {
      const result = await copyQueries(db, request.body);
      await audit(db, request, {
        action: 'queries_copied',
        target: { type: 'user', id: request.body.source_user_id },
        details: {
          query_ids: request.body.query_ids,
          to_user_ids: [...new Set(result.copies.map((c) => c.user_id))],
          group_ids: request.body.group_ids,
          copies: result.copies.length,
        },
      });
      return result;
    },
  );
}

function navigatorGroup(row: ListedQuery, count: number | null | undefined): NavigatorGroup {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    query_type: asQueryType(row.queryType),
    is_global: row.isGlobal,
    owner: { id: row.userId, user_name: row.ownerName, email: row.ownerEmail },
    member_count: count ?? null,
    updated_at: row.updatedAt.toISOString(),
  };
}

/** /super_admin/navigator_groups: the navigator queries offered to everyone, renamed and (un)marked. */
function navigatorRoutes(api: ApiInstance, { database }: Deps) {
  const { db } = database;

  api.get(
    '/api/super_admin/navigator_groups',
    {
      ...route(SUPER_ADMIN),
      schema: { querystring: navigatorGroupsQuerySchema, response: { 200: navigatorGroupListSchema } },
    },
    async (request) => {
      const { query, all } = request.query;
      const where = and(
        all ? undefined : eq(advancedQueries.isGlobal, true),
        query ? ilike(advancedQueries.name, `%${escapeLike(query)}%`) : undefined,
      );
      const rows = await freshQueries(database, () => listedQueries(db, where, NAVIGATOR_LIST_LIMIT + 1));
      const shown = rows.slice(0, NAVIGATOR_LIST_LIMIT);
      const counts = await memberCounts(database, null, shown);
      return {
        navigator_groups: shown.map((row) => navigatorGroup(row, counts.get(row.id))),
        truncated: rows.length > NAVIGATOR_LIST_LIMIT,
      };
    },
  );

  api.patch(
    '/api/super_admin/navigator_groups/:id',
    {
      ...route(SUPER_ADMIN),
      schema: {
        params: idParamsSchema,
        body: navigatorGroupBodySchema,
        response: { 200: navigatorGroupSchema },
      },
    },
    async (request) => {
      const { id } = request.params;
      const { name, is_global } = request.body;
      const [existing] = await listedQueries(db, eq(advancedQueries.id, id));
      if (!existing) throw notFound(FIN_QUERY_MESSAGES.queryNotFound);
      try {
        await db.transaction(async (tx) => {
          await tx
            .update(advancedQueries)
            .set({
              name: name ?? existing.name,
              isGlobal: is_global ?? existing.isGlobal,
              updatedAt: new Date(),
            })
            .where(eq(advancedQueries.id, id));
          // The kept peer group is named after its query.
          if (name !== undefined && existing.peerGroupId !== null) {
            await rekeepQueryPeerGroup(database, tx, existing.peerGroupId);
          }
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw unprocessable(MESSAGES.validation.queryNameExists);
        throw error;
      }
      await audit(db, request, {
        action: 'navigator_query_updated',
        target: { type: 'advanced_query', id },
        details: { name, is_global, previous: { name: existing.name, is_global: existing.isGlobal } },
      });
      const [row] = await listedQueries(db, eq(advancedQueries.id, id));
      if (!row) throw notFound(FIN_QUERY_MESSAGES.queryNotFound);
      return navigatorGroup(row, (await memberCounts(database, null, [row])).get(row.id));
    },
  );
}

/**
 * The FIN Admin consoles of saved queries: copying a user's queries to other users and groups
 * (audited), and keeping the navigator queries every user is offered.
 */
export async function superAdminQueryRoutes(app: FastifyInstance, deps: Deps): Promise<void> {
  const api = typed(app);
  copyRoutes(api, deps);
  navigatorRoutes(api, deps);
}
