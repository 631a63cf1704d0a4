import {
  type AdminGroupDetail,
  type AdminGroupList,
  adminGroupBodySchema,
  adminGroupDetailSchema,
  adminGroupListSchema,
  CLIENT_GROUP_TYPE_ID,
  idParamsSchema,
  isRoleName,
  pageQuerySchema,
  ROLE,
  ROLE_IDS,
} from '@fin-atlas/domain';
import { and, asc, count, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { escapeLike } from '../../db/like.js';
import { groups, userGroups, users } from '../../db/schema/index.js';
import { notFound, unprocessable } from '../../http/app-error.js';
import type { ModuleContext } from '../../http/app-module.js';
import { type ApiInstance, noContent, typed } from '../../http/contracts.js';
import type { Actor, GroupRow } from '../identity/index.js';
import {
  ADMIN_CONSOLE,
  type AdminScope,
  audit,
  createdGroupPlacement,
  flagsBeyondPartnerGrant,
  forbidden,
  groupInScope,
  mayAlterGroupIdentity,
  mayChangeEntitlements,
  mayRestructureTenants,
  route,
  userInScope,
} from '../identity/index.js';
import { adminGroupRows } from './admin-rows.js';
import { assertPartnerExists, groupScopeFilter, requireAdminScope } from './scope.js';

const PARTNER_GROUP_TYPE_ID = 2;
const USER_GROUP_TYPE_ID = 4;

async function loadGroupInScope(db: Db, scope: AdminScope, id: number): Promise<GroupRow> {
  const [group] = await db.select().from(groups).where(eq(groups.id, id));
  if (!group) throw notFound('Group not found.');
  if (!groupInScope(scope, group)) throw forbidden();
  return group;
}

export async function groupDetail(db: Db, group: GroupRow): Promise<AdminGroupDetail> {
  const [row] = await adminGroupRows(db, [group]);
  if (!row) throw notFound('Group not found.');
  const members = await db
    .select({ id: users.id, userName: users.userName, email: users.email, role: users.role })
    .from(userGroups)
    .innerJoin(users, eq(users.id, userGroups.userId))
    .where(eq(userGroups.groupId, group.id))
    .orderBy(asc(users.userName));
  return {
    ...row,
    members: members.map((m) => {
      const role = isRoleName(m.role) ? m.role : ROLE.VIEWER;
      return { id: m.id, user_name: m.userName, email: m.email, role: { id: ROLE_IDS[role], name: role } };
    }),
  };
}

type GroupBody = z.infer<typeof adminGroupBodySchema>;

/** What a partner may grant: the purchases and permissions of the partner's own groups. */
async function partnerHoldings(db: Db, partnerId: number) {
  const rows = await db
    .select({ modules: groups.purchasedModules, enterprise: groups.enterprisePermissions })
    .from(groups)
    .where(and(eq(groups.partnerId, partnerId), eq(groups.groupTypeId, PARTNER_GROUP_TYPE_ID)));
  const union = (records: Record<string, boolean>[]) =>
    Object.fromEntries(records.flatMap((r) => Object.entries(r).filter(([, on]) => on)));
  return { modules: union(rows.map((r) => r.modules)), enterprise: union(rows.map((r) => r.enterprise)) };
}

/**
 * Purchases and permissions are the FIN Admin's; a partner admin changes only those its partnership
 * holds (a 422 naming the others), and a client admin none (403).
 */
async function assertEntitlementChange(
  db: Db,
  actor: Actor,
  scope: AdminScope,
  body: GroupBody,
  group?: GroupRow,
) {
  if (mayChangeEntitlements(actor)) return;
  if (scope.kind === 'partner') {
    const held = await partnerHoldings(db, scope.partnerId);
    const beyond = [
      ...flagsBeyondPartnerGrant(held.modules, body.purchased_modules, group?.purchasedModules),
      ...flagsBeyondPartnerGrant(held.enterprise, body.enterprise_permissions, group?.enterprisePermissions),
    ];
    if (beyond.length > 0) {
      const message = `Your partnership does not include ${beyond.join(', ')}; only FIN Atlas grants it.`;
      throw unprocessable(`Validation failed. ${message}`, [{ path: 'purchased_modules', message }]);
    }
    return;
  }
  const differs = (wanted: Record<string, boolean> | undefined, stored: Record<string, boolean>) =>
    wanted !== undefined && Object.entries(wanted).some(([k, v]) => (stored[k] === true) !== v);
  if (differs(body.purchased_modules, group?.purchasedModules ?? {})) throw forbidden();
  if (differs(body.enterprise_permissions, group?.enterprisePermissions ?? {})) throw forbidden();
}

/** Where a new group goes: as asked for a FIN Admin; fixed by the console for the others. */
function placement(scope: AdminScope, body: GroupBody) {
  const asked = {
    groupTypeId: body.group_type_id,
    parentGroupId: body.parent_group_id ?? null,
    partnerId: body.partner_id ?? null,
  };
  switch (createdGroupPlacement(scope)) {
    case 'any':
      return { ...asked, groupTypeId: asked.groupTypeId ?? USER_GROUP_TYPE_ID };
    case 'user_group': {
      if (scope.kind !== 'client') throw forbidden();
      // A client admin organises their own people into user groups, nothing more.
      const typeOk = (asked.groupTypeId ?? USER_GROUP_TYPE_ID) === USER_GROUP_TYPE_ID;
      if (!typeOk || (asked.parentGroupId !== null && asked.parentGroupId !== scope.clientGroupId))
        throw forbidden();
      return { groupTypeId: USER_GROUP_TYPE_ID, parentGroupId: scope.clientGroupId, partnerId: null };
    }
    case 'partner_client': {
      if (scope.kind !== 'partner') throw forbidden();
      // A partner admin sets up a credit union as a client group of the partner, nothing else.
      const typeOk = (asked.groupTypeId ?? CLIENT_GROUP_TYPE_ID) === CLIENT_GROUP_TYPE_ID;
      const partnerOk = asked.partnerId === null || asked.partnerId === scope.partnerId;
      if (!typeOk || !partnerOk || asked.parentGroupId !== null) throw forbidden();
      return { groupTypeId: CLIENT_GROUP_TYPE_ID, parentGroupId: null, partnerId: scope.partnerId };
    }
  }
}

async function assertUniqueName(db: Db, name: string, exceptId?: number) {
  const [taken] = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(sql`lower(${groups.name}) = lower(${name})`, exceptId ? ne(groups.id, exceptId) : undefined));
  if (taken) throw unprocessable('Validation failed. Group name already exists.');
}

/** Client-group membership is also the user's tenant, so both stay in step. */
async function setMembers(db: Db, scope: AdminScope, group: GroupRow, memberIds: number[]) {
  const members = memberIds.length ? await db.select().from(users).where(inArray(users.id, memberIds)) : [];
  if (members.length !== new Set(memberIds).size)
    throw unprocessable('Validation failed. A chosen user does not exist.');
  if (!members.every((u) => userInScope(scope, u))) throw forbidden();
  const current = await db
    .select({ userId: userGroups.userId })
    .from(userGroups)
    .where(eq(userGroups.groupId, group.id));
  const removed = current.map((c) => c.userId).filter((id) => !memberIds.includes(id));
  const added = memberIds.filter((id) => !current.some((c) => c.userId === id));
  if (removed.length) {
    await db
      .delete(userGroups)
      .where(and(eq(userGroups.groupId, group.id), inArray(userGroups.userId, removed)));
  }
  if (added.length)
    await db.insert(userGroups).values(added.map((userId) => ({ userId, groupId: group.id })));
  if (group.groupTypeId === CLIENT_GROUP_TYPE_ID) {
    if (removed.length) {
      await db
        .update(users)
        .set({ clientGroupId: null })
        .where(and(inArray(users.id, removed), eq(users.clientGroupId, group.id)));
    }
    if (added.length) await db.update(users).set({ clientGroupId: group.id }).where(inArray(users.id, added));
  }
}

type Deps = Pick<ModuleContext, 'db'>;

function groupReadRoutes(api: ApiInstance, { db }: Deps) {
  api.get(
    '/api/admin/groups',
    {
      ...route(ADMIN_CONSOLE),
      schema: { querystring: pageQuerySchema, response: { 200: adminGroupListSchema } },
    },
    async (request): Promise<AdminGroupList> => {
      const { scope } = requireAdminScope(request);
      const { q, page, per_page } = request.query;
      const where = and(groupScopeFilter(scope), q ? ilike(groups.name, `%${escapeLike(q)}%`) : undefined);
      const [total] = await db.select({ n: count() }).from(groups).where(where);
      const rows = await db
        .select()
        .from(groups)
        .where(where)
        .orderBy(asc(groups.name))
        .limit(per_page)
        .offset((page - 1) * per_page);
      return { groups: await adminGroupRows(db, rows), total: total?.n ?? 0, page, per_page };
    },
  );

  api.get(
    '/api/admin/groups/:id',
    {
      ...route(ADMIN_CONSOLE),
      schema: { params: idParamsSchema, response: { 200: adminGroupDetailSchema } },
    },
    async (request) => {
      const { scope } = requireAdminScope(request);
      return groupDetail(db, await loadGroupInScope(db, scope, request.params.id));
    },
  );
}

function createGroupRoute(api: ApiInstance, { db }: Deps) {
  api.post(
    '/api/admin/groups',
    {
      ...route(ADMIN_CONSOLE),
      schema: { body: adminGroupBodySchema, response: { 201: adminGroupDetailSchema } },
    },
    async (request, reply) => {
      const { actor, scope } = requireAdminScope(request);
      const body = request.body;
      if (!body.name)
        throw unprocessable('Validation failed. Please check.', [
          { path: 'name', message: 'Enter a group name.' },
        ]);
      const { groupTypeId, parentGroupId, partnerId } = placement(scope, body);
      await assertPartnerExists(db, partnerId);
      await assertEntitlementChange(db, actor, scope, body);
      await assertUniqueName(db, body.name);
      const group = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(groups)
          .values({
            name: body.name ?? '',
            groupTypeId,
            parentGroupId,
            partnerId,
            purchasedModules: body.purchased_modules ?? {},
            enterprisePermissions: body.enterprise_permissions ?? {},
          })
          .returning();
        if (!created) throw new Error('group insert returned nothing');
        if (body.member_ids) await setMembers(tx, scope, created, body.member_ids);
        return created;
      });
      await audit(db, request, {
        action: 'group_created',
        target: { type: 'group', id: group.id },
        details: body,
      });
      return reply.status(201).send(await groupDetail(db, group));
    },
  );
}

function updateGroupRoute(api: ApiInstance, { db }: Deps) {
  api.put(
    '/api/admin/groups/:id',
    {
      ...route(ADMIN_CONSOLE),
      schema: {
        params: idParamsSchema,
        body: adminGroupBodySchema,
        response: { 200: adminGroupDetailSchema },
      },
    },
    async (request) => {
      const { actor, scope } = requireAdminScope(request);
      const { id } = request.params;
      const body = request.body;
      const group = await loadGroupInScope(db, scope, id);
      const restructures =
        (body.group_type_id !== undefined && body.group_type_id !== group.groupTypeId) ||
        (body.partner_id !== undefined && body.partner_id !== group.partnerId) ||
        (body.parent_group_id !== undefined && body.parent_group_id !== group.parentGroupId);
      if (restructures && !mayRestructureTenants(scope)) throw forbidden();
      await assertPartnerExists(db, body.partner_id);
      if (body.name !== undefined && !mayAlterGroupIdentity(scope, group)) throw forbidden();
      await assertEntitlementChange(db, actor, scope, body, group);
      if (body.name !== undefined) await assertUniqueName(db, body.name, id);
      const entitlementsChanged =
        body.purchased_modules !== undefined || body.enterprise_permissions !== undefined;
      const changes = {
        ...(body.name !== undefined && { name: body.name }),
        ...(body.group_type_id !== undefined && { groupTypeId: body.group_type_id }),
        ...(body.partner_id !== undefined && { partnerId: body.partner_id }),
        ...(body.parent_group_id !== undefined && { parentGroupId: body.parent_group_id }),
        ...(body.purchased_modules !== undefined && {
          purchasedModules: { ...group.purchasedModules, ...body.purchased_modules },
        }),
        ...(body.enterprise_permissions !== undefined && {
          enterprisePermissions: { ...group.enterprisePermissions, ...body.enterprise_permissions },
        }),
      };
      const updated = await db.transaction(async (tx) => {
        const [row] =
          Object.keys(changes).length === 0
            ? [group]
            : await tx.update(groups).set(changes).where(eq(groups.id, id)).returning();
        if (!row) throw notFound('Group not found.');
        if (body.member_ids) await setMembers(tx, scope, row, body.member_ids);
        return row;
      });
      await audit(db, request, {
        action: entitlementsChanged ? 'permissions_changed' : 'group_updated',
        target: { type: 'group', id },
        details: body,
      });
      return groupDetail(db, updated);
    },
  );
}

function deleteGroupRoute(api: ApiInstance, { db }: Deps) {
  api.delete(
    '/api/admin/groups/:id',
    { ...route(ADMIN_CONSOLE), schema: { params: idParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const { scope } = requireAdminScope(request);
      const { id } = request.params;
      const group = await loadGroupInScope(db, scope, id);
      if (!mayAlterGroupIdentity(scope, group)) throw forbidden();
      const [members] = await db.select({ n: count() }).from(userGroups).where(eq(userGroups.groupId, id));
      const [children] = await db.select({ n: count() }).from(groups).where(eq(groups.parentGroupId, id));
      if ((members?.n ?? 0) > 0 || (children?.n ?? 0) > 0) {
        throw unprocessable(
          'Validation failed. Remove the members and sub-groups before deleting the group.',
        );
      }
      await db.delete(groups).where(eq(groups.id, id));
      await audit(db, request, {
        action: 'group_deleted',
        target: { type: 'group', id },
        details: { name: group.name },
      });
      return reply.status(204).send();
    },
  );
}

/** The admin consoles' groups: list, read, create, edit (members and entitlements) and delete. */
export async function groupAdminRoutes(app: FastifyInstance, deps: ModuleContext): Promise<void> {
  const api = typed(app);
  groupReadRoutes(api, deps);
  createGroupRoute(api, deps);
  updateGroupRoute(api, deps);
  deleteGroupRoute(api, deps);
}
