import {
  type AdminUserList,
  adminUserCreateBodySchema,
  adminUserListSchema,
  adminUserRowSchema,
  adminUserUpdateBodySchema,
  idParamsSchema,
  messageResponseSchema,
  pageQuerySchema,
} from '@fin-atlas/domain';
import { and, asc, count, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database.js';
import { escapeLike } from '../../db/like.js';
import { groups, userGroups, users } from '../../db/schema/index.js';
import { notFound, unprocessable } from '../../http/app-error.js';
import type { ModuleContext } from '../../http/app-module.js';
import { type ApiInstance, noContent, typed } from '../../http/contracts.js';
import { templatedMail } from '../../mail/templates.js';
import {
  ADMIN_CONSOLE,
  type AdminScope,
  assignableRoles,
  audit,
  destroyUserSessions,
  forbidden,
  groupInScope,
  issueUserToken,
  mayDeactivateUser,
  mayRestructureTenants,
  roleNotGrantable,
  route,
  userInScope,
} from '../identity/index.js';
import { adminUserRows } from './admin-rows.js';
import { assertPartnerExists, requireAdminScope } from './scope.js';

export function userScopeFilter(scope: AdminScope): SQL | undefined {
  if (scope.kind === 'client') return eq(users.clientGroupId, scope.clientGroupId);
  if (scope.kind === 'partner') return eq(users.partnerId, scope.partnerId);
  return undefined;
}

async function assertGroupsInScope(db: Db, scope: AdminScope, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  const rows = await db.select().from(groups).where(inArray(groups.id, ids));
  if (rows.length !== new Set(ids).size)
    throw unprocessable('Validation failed. A chosen group does not exist.');
  if (!rows.every((g) => groupInScope(scope, g))) throw forbidden();
}

/** A role this console may not grant: a field error the form shows beside the role select. */
function roleRefused(scope: AdminScope) {
  const message = roleNotGrantable(scope);
  return unprocessable(`Validation failed. ${message}`, [{ path: 'role', message }]);
}

async function loadUserInScope(db: Db, scope: AdminScope, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  if (!user) throw notFound('User not found.');
  // Another tenant's user is a 403, not a 404: the denial is about rights, and the console says so.
  if (!userInScope(scope, user)) throw forbidden();
  return user;
}

/** Replaces the memberships an admin can see, keeping the ones outside their scope untouched. */
async function setMemberships(
  db: Db,
  scope: AdminScope,
  userId: number,
  clientGroupId: number | null,
  groupIds: number[],
) {
  const wanted = new Set(groupIds);
  if (clientGroupId !== null) wanted.add(clientGroupId);
  const current = await db
    .select({ group: groups })
    .from(userGroups)
    .innerJoin(groups, eq(groups.id, userGroups.groupId))
    .where(eq(userGroups.userId, userId));
  const removable = current.filter((m) => groupInScope(scope, m.group) && !wanted.has(m.group.id));
  if (removable.length > 0) {
    await db.delete(userGroups).where(
      and(
        eq(userGroups.userId, userId),
        inArray(
          userGroups.groupId,
          removable.map((m) => m.group.id),
        ),
      ),
    );
  }
  const existing = new Set(current.map((m) => m.group.id));
  const added = [...wanted].filter((id) => !existing.has(id));
  if (added.length > 0) await db.insert(userGroups).values(added.map((groupId) => ({ userId, groupId })));
}

type Deps = Pick<ModuleContext, 'db' | 'mailer' | 'config'>;
type UserRecord = typeof users.$inferSelect;

async function sendInvitation({ db, mailer, config }: Deps, user: UserRecord, invitedBy: number) {
  const token = await issueUserToken(db, user.id, 'invitation', invitedBy);
  await mailer.send(
    await templatedMail(db, 'invitation', user.email, {
      user_name: user.userName,
      invitation_link: `${config.baseUrl}/invite_register?token=${token}`,
    }),
  );
}

function userReadRoutes(api: ApiInstance, { db }: Deps) {
  api.get(
    '/api/admin/users',
    {
      ...route(ADMIN_CONSOLE),
      schema: { querystring: pageQuerySchema, response: { 200: adminUserListSchema } },
    },
    async (request): Promise<AdminUserList> => {
      const { scope } = requireAdminScope(request);
      const { q, page, per_page } = request.query;
      const search = q
        ? or(
            ilike(users.userName, `%${escapeLike(q)}%`),
            ilike(users.email, `%${escapeLike(q)}%`),
            ilike(users.companyName, `%${escapeLike(q)}%`),
          )
        : undefined;
      const where = and(userScopeFilter(scope), search);
      const [total] = await db.select({ n: count() }).from(users).where(where);
      const rows = await db
        .select()
        .from(users)
        .where(where)
        .orderBy(asc(users.userName), asc(users.id))
        .limit(per_page)
        .offset((page - 1) * per_page);
      return { users: await adminUserRows(db, rows), total: total?.n ?? 0, page, per_page };
    },
  );

  api.get(
    '/api/admin/users/:id',
    { ...route(ADMIN_CONSOLE), schema: { params: idParamsSchema, response: { 200: adminUserRowSchema } } },
    async (request) => {
      const { scope } = requireAdminScope(request);
      const [row] = await adminUserRows(db, [await loadUserInScope(db, scope, request.params.id)]);
      return row;
    },
  );
}

function createUserRoute(api: ApiInstance, deps: Deps) {
  const { db } = deps;
  api.post(
    '/api/admin/users',
    {
      ...route(ADMIN_CONSOLE),
      schema: { body: adminUserCreateBodySchema, response: { 201: adminUserRowSchema } },
    },
    async (request, reply) => {
      const { actor, scope } = requireAdminScope(request);
      const body = request.body;
      if (!assignableRoles(scope).includes(body.role)) throw roleRefused(scope);
      let clientGroupId = body.client_group_id ?? null;
      let partnerId = body.partner_id ?? null;
      if (scope.kind === 'client') {
        if (clientGroupId !== null && clientGroupId !== scope.clientGroupId) throw forbidden();
        clientGroupId = scope.clientGroupId;
        partnerId = null;
      } else if (scope.kind === 'partner') {
        if (partnerId !== null && partnerId !== scope.partnerId) throw forbidden();
        partnerId = scope.partnerId;
      }
      await assertGroupsInScope(db, scope, [
        ...body.group_ids,
        ...(clientGroupId === null ? [] : [clientGroupId]),
      ]);
      await assertPartnerExists(db, partnerId);
      const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.email, body.email));
      if (taken) throw unprocessable('Validation failed. A user with this e-mail address already exists.');

      const user = await db.transaction(async (tx) => {
        const [created] = await tx
          .insert(users)
          .values({
            userName: body.user_name,
            email: body.email,
            role: body.role,
            companyType: body.company_type,
            companyName: body.company_name ?? null,
            isFiMenu: body.is_fi_menu,
            clientGroupId,
            partnerId,
          })
          .returning();
        if (!created) throw new Error('user insert returned nothing');
        await setMemberships(tx, scope, created.id, clientGroupId, body.group_ids);
        return created;
      });
      await sendInvitation(deps, user, actor.user.id);
      await audit(db, request, {
        action: 'user_created',
        target: { type: 'user', id: user.id },
        details: { role: user.role },
      });
      const [row] = await adminUserRows(db, [user]);
      if (!row) throw new Error('the created user has no row');
      return reply.status(201).send(row);
    },
  );
}

function updateUserRoute(api: ApiInstance, { db }: Deps) {
  api.put(
    '/api/admin/users/:id',
    {
      ...route(ADMIN_CONSOLE),
      schema: {
        params: idParamsSchema,
        body: adminUserUpdateBodySchema,
        response: { 200: adminUserRowSchema },
      },
    },
    async (request) => {
      const { actor, scope } = requireAdminScope(request);
      const { id } = request.params;
      const body = request.body;
      const target = await loadUserInScope(db, scope, id);
      const roles = assignableRoles(scope);
      if (body.role !== undefined && body.role !== target.role) {
        // Someone above the admin's console is theirs to leave alone: a matter of rights (403).
        if (!(roles as readonly string[]).includes(target.role)) throw forbidden();
        if (!roles.includes(body.role)) throw roleRefused(scope);
        if (target.id === actor.user.id)
          throw unprocessable('Validation failed. You cannot change your own role.');
      }
      if (body.is_active === false && target.id === actor.user.id) {
        throw unprocessable('Validation failed. You cannot deactivate your own account.');
      }
      const movesTenant =
        (body.client_group_id !== undefined && body.client_group_id !== target.clientGroupId) ||
        (body.partner_id !== undefined && body.partner_id !== target.partnerId);
      if (movesTenant && !mayRestructureTenants(scope)) throw forbidden();
      const clientGroupId = body.client_group_id !== undefined ? body.client_group_id : target.clientGroupId;
      if (body.group_ids) await assertGroupsInScope(db, scope, body.group_ids);
      if (movesTenant && clientGroupId !== null) await assertGroupsInScope(db, scope, [clientGroupId]);
      if (movesTenant) await assertPartnerExists(db, body.partner_id);

      const updated = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(users)
          .set({
            ...(body.user_name !== undefined && { userName: body.user_name }),
            ...(body.role !== undefined && { role: body.role }),
            ...(body.company_type !== undefined && { companyType: body.company_type }),
            ...(body.company_name !== undefined && { companyName: body.company_name }),
            ...(body.is_active !== undefined && { isActive: body.is_active }),
            ...(body.is_fi_menu !== undefined && { isFiMenu: body.is_fi_menu }),
            ...(body.client_group_id !== undefined && { clientGroupId: body.client_group_id }),
            ...(body.partner_id !== undefined && { partnerId: body.partner_id }),
            updatedAt: new Date(),
          })
          .where(eq(users.id, id))
          .returning();
        if (body.group_ids || movesTenant) {
          const keep = body.group_ids ?? [];
          if (movesTenant && target.clientGroupId !== null && target.clientGroupId !== clientGroupId) {
            await tx
              .delete(userGroups)
              .where(and(eq(userGroups.userId, id), eq(userGroups.groupId, target.clientGroupId)));
          }
          await setMemberships(tx, scope, id, clientGroupId, body.group_ids ? keep : []);
        }
        return row;
      });
      if (!updated) throw notFound('User not found.');
      if (body.is_active === false) await destroyUserSessions(db, id);
      const roleChanged = body.role !== undefined && body.role !== target.role;
      await audit(db, request, {
        action: roleChanged ? 'permissions_changed' : 'user_updated',
        target: { type: 'user', id },
        details: { changes: body, previousRole: target.role },
      });
      const [row] = await adminUserRows(db, [updated]);
      return row;
    },
  );
}

function deactivationRoutes(api: ApiInstance, deps: Deps) {
  const { db } = deps;
  api.delete(
    '/api/admin/users/:id',
    { ...route(ADMIN_CONSOLE), schema: { params: idParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const { actor, scope } = requireAdminScope(request);
      const { id } = request.params;
      const target = await loadUserInScope(db, scope, id);
      if (target.id === actor.user.id)
        throw unprocessable('Validation failed. You cannot deactivate your own account.');
      if (!mayDeactivateUser(scope, target)) throw forbidden();
      await db.update(users).set({ isActive: false, updatedAt: new Date() }).where(eq(users.id, id));
      await destroyUserSessions(db, id);
      await audit(db, request, { action: 'user_deactivated', target: { type: 'user', id } });
      return reply.status(204).send();
    },
  );

  api.post(
    '/api/admin/users/:id/resend_invitation',
    { ...route(ADMIN_CONSOLE), schema: { params: idParamsSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const { actor, scope } = requireAdminScope(request);
      const target = await loadUserInScope(db, scope, request.params.id);
      if (target.passwordHash)
        throw unprocessable('Validation failed. This user has already accepted the invitation.');
      await sendInvitation(deps, target, actor.user.id);
      return { message: `A new invitation was sent to ${target.email}.` };
    },
  );
}

/** The admin consoles' users: list, read, invite, edit, deactivate and invite again. */
export async function userAdminRoutes(app: FastifyInstance, deps: ModuleContext): Promise<void> {
  const api = typed(app);
  userReadRoutes(api, deps);
  createUserRoute(api, deps);
  updateUserRoute(api, deps);
  deactivationRoutes(api, deps);
}
