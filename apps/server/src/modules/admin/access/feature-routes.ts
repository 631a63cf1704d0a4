import {
  CLIENT_GROUP_TYPE_ID,
  GROUP_FEATURE_KEYS,
  GROUP_FEATURE_MESSAGES,
  type GroupFeature,
  type GroupFeatureList,
  type GroupFeatureRow,
  groupFeatureBodySchema,
  groupFeatureListSchema,
  groupFeatureParamsSchema,
  groupFeatureRowSchema,
  pageQuerySchema,
} from '@fin-atlas/domain';
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { escapeLike } from '../../../db/like.js';
import { groupFeatures, groups, ssoConnections, userGroups, users } from '../../../db/schema/index.js';
import { notFound, unprocessable } from '../../../http/app-error.js';
import type { ApiInstance } from '../../../http/contracts.js';
import { audit, type GroupRow, requireActor, route, SUPER_ADMIN } from '../../identity/index.js';

const isClientGroup = eq(groups.groupTypeId, CLIENT_GROUP_TYPE_ID);

async function featureRows(db: Db, rows: GroupRow[]): Promise<GroupFeatureRow[]> {
  const ids = rows.map((g) => g.id);
  if (ids.length === 0) return [];
  const switched = await db
    .select({ groupId: groupFeatures.groupId, feature: groupFeatures.feature })
    .from(groupFeatures)
    .where(inArray(groupFeatures.groupId, ids));
  const members = await db
    .select({ groupId: users.clientGroupId, n: count() })
    .from(users)
    .where(inArray(users.clientGroupId, ids))
    .groupBy(users.clientGroupId);
  return rows.map((g) => ({
    id: g.id,
    name: g.name,
    member_count: members.find((m) => m.groupId === g.id)?.n ?? 0,
    // Catalogue order, and only what the catalogue still knows.
    features: GROUP_FEATURE_KEYS.filter((f) => switched.some((s) => s.groupId === g.id && s.feature === f)),
  }));
}

/**
 * Single sign-on only needs a way in: a connection that provisions into the group, or one serving
 * the e-mail domain of one of its users.
 */
async function hasSsoConnection(db: Db, groupId: number): Promise<boolean> {
  const domains = db
    .selectDistinct({ domain: sql<string>`lower(split_part(${users.email}, '@', 2))` })
    .from(users)
    .where(
      or(
        eq(users.clientGroupId, groupId),
        inArray(
          users.id,
          db.select({ id: userGroups.userId }).from(userGroups).where(eq(userGroups.groupId, groupId)),
        ),
      ),
    );
  const [found] = await db
    .select({ id: ssoConnections.id })
    .from(ssoConnections)
    .where(or(eq(ssoConnections.provisionGroupId, groupId), inArray(ssoConnections.domain, domains)))
    .limit(1);
  return found !== undefined;
}

async function switchFeature(db: Db, group: GroupRow, feature: GroupFeature, enabled: boolean, by: number) {
  if (!enabled) {
    const removed = await db
      .delete(groupFeatures)
      .where(and(eq(groupFeatures.groupId, group.id), eq(groupFeatures.feature, feature)))
      .returning();
    return removed.length > 0;
  }
  const added = await db
    .insert(groupFeatures)
    .values({ groupId: group.id, feature, enabledBy: by })
    .onConflictDoNothing()
    .returning();
  return added.length > 0;
}

/** /super_admin/features: client groups × the domain's features, each switch audited. */
export function featureRoutes(api: ApiInstance, db: Db): void {
  api.get(
    '/api/super_admin/features',
    {
      ...route(SUPER_ADMIN),
      schema: { querystring: pageQuerySchema, response: { 200: groupFeatureListSchema } },
    },
    async (request): Promise<GroupFeatureList> => {
      const { q, page, per_page } = request.query;
      const where = and(isClientGroup, q ? ilike(groups.name, `%${escapeLike(q)}%`) : undefined);
      const [total] = await db.select({ n: count() }).from(groups).where(where);
      const rows = await db
        .select()
        .from(groups)
        .where(where)
        .orderBy(asc(groups.name))
        .limit(per_page)
        .offset((page - 1) * per_page);
      return { groups: await featureRows(db, rows), total: total?.n ?? 0, page, per_page };
    },
  );

  api.put(
    '/api/super_admin/features/:feature/groups/:id',
    {
      ...route(SUPER_ADMIN),
      schema: {
        params: groupFeatureParamsSchema,
        body: groupFeatureBodySchema,
        response: { 200: groupFeatureRowSchema },
      },
    },
    async (request) => {
      const { id, feature } = request.params;
      const { enabled } = request.body;
      const [group] = await db.select().from(groups).where(eq(groups.id, id));
      if (!group) throw notFound('Group not found.');
      if (group.groupTypeId !== CLIENT_GROUP_TYPE_ID)
        throw unprocessable(GROUP_FEATURE_MESSAGES.clientGroupsOnly);
      if (enabled && feature === 'sso_only' && !(await hasSsoConnection(db, id)))
        throw unprocessable(GROUP_FEATURE_MESSAGES.ssoNeeded);
      await db.transaction(async (tx) => {
        const changed = await switchFeature(tx, group, feature, enabled, requireActor(request).user.id);
        if (!changed) return;
        await audit(tx, request, {
          action: 'group_feature_changed',
          target: { type: 'group', id },
          details: { feature, enabled },
        });
      });
      const [row] = await featureRows(db, [group]);
      if (!row) throw notFound('Group not found.');
      return row;
    },
  );
}
