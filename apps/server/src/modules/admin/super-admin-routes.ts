import {
  type AuditEntry,
  adminGroupRowsResponseSchema,
  adminUserRowsResponseSchema,
  auditLogResponseSchema,
  createdIdSchema,
  GROUP_FEATURE_MESSAGES,
  idListParamSchema,
  idParamsSchema,
  idSchema,
  type MailboxResponse,
  mailboxResponseSchema,
  mockUserBodySchema,
  pageQuerySchema,
  partnerListSchema,
  sessionResponseSchema,
  ssoConnectionListSchema,
} from '@fin-atlas/domain';
import { aliasedTable, and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { featuresOfGroup } from '../../db/group-feature-store.js';
import { escapeLike } from '../../db/like.js';
import {
  auditLog,
  groups,
  mailOutbox,
  partners,
  sessions,
  ssoConnections,
  userGroups,
  users,
} from '../../db/schema/index.js';
import { notFound, unprocessable } from '../../http/app-error.js';
import type { ModuleContext } from '../../http/app-module.js';
import { type ApiInstance, noContent, typed } from '../../http/contracts.js';
import {
  actorHasAbility,
  adminScope,
  audit,
  forbidden,
  IMPERSONATING,
  loadActor,
  mayImpersonateMemberOf,
  requireActor,
  route,
  SIGNED_IN,
  SUPER_ADMIN,
  SUPER_ADMIN_FEATURES,
  sessionResponse,
} from '../identity/index.js';
import { adminGroupRows, adminUserRows } from './admin-rows.js';
import { groupScopeFilter } from './scope.js';

const MAILBOX_LIMIT = 200;
const groupsQuery = z.object({ super_admin: z.enum(['true', 'false']).optional() });
const groupIdsQuery = z.object({ group_ids: idListParamSchema });
const ssoConnectionBody = z
  .object({
    name: z.string().trim().min(1),
    domain: z
      .string()
      .trim()
      .toLowerCase()
      .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/, 'Enter an e-mail domain such as bank.com.'),
    issuer: z.url(),
    client_id: z.string().min(1),
    client_secret: z.string().min(1).nullable().optional(),
    provision_group_id: idSchema.nullable().optional(),
  })
  .strict();

type Deps = Pick<ModuleContext, 'db' | 'mailer'>;

function groupAndPartnerRoutes(api: ApiInstance, { db }: Deps) {
  // Without the flag a user sees their own groups. With it (the pickers' call), every group for a FIN
  // Admin (user groups are a super-admin feature), the console's groups for a client or partner admin,
  // and still only their own groups for anyone else.
  api.get(
    '/api/groups',
    {
      ...route(SIGNED_IN),
      schema: { querystring: groupsQuery, response: { 200: adminGroupRowsResponseSchema } },
    },
    async (request) => {
      const actor = requireActor(request);
      if (request.query.super_admin !== 'true') return { groups: await adminGroupRows(db, actor.groups) };
      const scope = actorHasAbility(actor, 'super_admin_features', request.site)
        ? ({ kind: 'all' } as const)
        : adminScope(actor, request.site);
      if (!scope) return { groups: await adminGroupRows(db, actor.groups) };
      const rows = await db.select().from(groups).where(groupScopeFilter(scope)).orderBy(asc(groups.name));
      return { groups: await adminGroupRows(db, rows) };
    },
  );

  api.get(
    '/api/super_admin/groups',
    { ...route(SUPER_ADMIN), schema: { response: { 200: adminGroupRowsResponseSchema } } },
    async () => {
      const rows = await db.select().from(groups).where(eq(groups.groupTypeId, 3)).orderBy(asc(groups.name));
      return { groups: await adminGroupRows(db, rows) };
    },
  );

  api.get(
    '/api/super_admin/user_groups/users',
    {
      ...route(SUPER_ADMIN_FEATURES),
      schema: { querystring: groupIdsQuery, response: { 200: adminUserRowsResponseSchema } },
    },
    async (request) => {
      const rows = await db
        .selectDistinct({ user: users })
        .from(users)
        .innerJoin(userGroups, eq(userGroups.userId, users.id))
        .where(inArray(userGroups.groupId, request.query.group_ids))
        .orderBy(asc(users.userName));
      return {
        users: await adminUserRows(
          db,
          rows.map((r) => r.user),
        ),
      };
    },
  );

  api.get(
    '/api/admin/partners',
    { ...route(SUPER_ADMIN), schema: { response: { 200: partnerListSchema } } },
    async () => ({
      partners: await db
        .select({ id: partners.id, name: partners.name })
        .from(partners)
        .orderBy(asc(partners.name)),
    }),
  );
}

// Impersonation swaps the session's user in place, so the admin sees exactly what the user sees.
function impersonationRoutes(api: ApiInstance, { db }: Deps) {
  api.post(
    '/api/super_admin/mock_users',
    { ...route(SUPER_ADMIN), schema: { body: mockUserBodySchema, response: { 200: sessionResponseSchema } } },
    async (request) => {
      const actor = requireActor(request);
      const session = request.session;
      if (!session) throw forbidden();
      const { user_id } = request.body;
      if (user_id === actor.user.id)
        throw unprocessable('Validation failed. You are already signed in as yourself.');
      const [target] = await db.select().from(users).where(eq(users.id, user_id));
      if (!target) throw notFound('User not found.');
      if (!target.isActive) throw unprocessable('Validation failed. That user is inactive.');
      if (!mayImpersonateMemberOf(await featuresOfGroup(db, target.clientGroupId)))
        throw unprocessable(GROUP_FEATURE_MESSAGES.supportSignInBlocked);
      await db
        .update(sessions)
        .set({ userId: target.id, impersonatorId: actor.user.id })
        .where(eq(sessions.id, session.id));
      await audit(db, request, { action: 'impersonation_started', target: { type: 'user', id: target.id } });
      const mocked = await loadActor(db, target, actor.user);
      return sessionResponse(mocked, { ...session, userId: target.id, impersonatorId: actor.user.id });
    },
  );

  api.delete(
    '/api/super_admin/mock_users',
    { ...route(IMPERSONATING), schema: { response: { 200: sessionResponseSchema } } },
    async (request) => {
      const actor = requireActor(request);
      const session = request.session;
      const admin = actor.impersonator;
      if (!session || !admin) throw forbidden();
      await db
        .update(sessions)
        .set({ userId: admin.id, impersonatorId: null })
        .where(eq(sessions.id, session.id));
      await audit(db, request, {
        action: 'impersonation_ended',
        target: { type: 'user', id: actor.user.id },
      });
      const restored = await loadActor(db, admin);
      return sessionResponse(restored, { ...session, userId: admin.id, impersonatorId: null });
    },
  );
}

function monitoringRoutes(api: ApiInstance, { db, mailer }: Deps) {
  // The dev mailbox exists only while mail is stored; with SMTP the server keeps no copy to show.
  api.get(
    '/api/super_admin/mailbox',
    { ...route(SUPER_ADMIN), schema: { response: { 200: mailboxResponseSchema } } },
    async (): Promise<MailboxResponse> => {
      if (mailer.delivery === 'smtp') return { delivery: 'smtp', messages: [] };
      const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(MAILBOX_LIMIT);
      return {
        delivery: 'stored',
        messages: rows.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          created_at: m.createdAt.toISOString(),
          sent_at: m.sentAt?.toISOString() ?? null,
          error: m.error,
        })),
      };
    },
  );

  api.get(
    '/api/super_admin/audit_log',
    {
      ...route(SUPER_ADMIN),
      schema: { querystring: pageQuerySchema, response: { 200: auditLogResponseSchema } },
    },
    async (request) => {
      const { q, page, per_page } = request.query;
      const actorUser = aliasedTable(users, 'actor_user');
      const impersonatorUser = aliasedTable(users, 'impersonator_user');
      const where = q
        ? or(ilike(auditLog.action, `%${escapeLike(q)}%`), ilike(actorUser.email, `%${escapeLike(q)}%`))
        : undefined;
      const base = db
        .select({ entry: auditLog, actorEmail: actorUser.email, impersonatorEmail: impersonatorUser.email })
        .from(auditLog)
        .leftJoin(actorUser, eq(actorUser.id, auditLog.actorUserId))
        .leftJoin(impersonatorUser, eq(impersonatorUser.id, auditLog.impersonatorId));
      const [total] = await db
        .select({ n: count() })
        .from(auditLog)
        .leftJoin(actorUser, eq(actorUser.id, auditLog.actorUserId))
        .where(where);
      const rows = await base
        .where(where)
        .orderBy(desc(auditLog.id))
        .limit(per_page)
        .offset((page - 1) * per_page);
      const entries: AuditEntry[] = rows.map(({ entry, actorEmail, impersonatorEmail }) => ({
        id: entry.id,
        at: entry.at.toISOString(),
        action: entry.action,
        actor: entry.actorUserId && actorEmail ? { id: entry.actorUserId, email: actorEmail } : null,
        impersonator:
          entry.impersonatorId && impersonatorEmail
            ? { id: entry.impersonatorId, email: impersonatorEmail }
            : null,
        target_type: entry.targetType,
        target_id: entry.targetId,
        ip: entry.ip,
        details: entry.details,
      }));
      return { entries, total: total?.n ?? 0, page, per_page };
    },
  );
}

function ssoConnectionRoutes(api: ApiInstance, { db }: Deps) {
  api.get(
    '/api/super_admin/sso_connections',
    { ...route(SUPER_ADMIN), schema: { response: { 200: ssoConnectionListSchema } } },
    async () => {
      const rows = await db.select().from(ssoConnections).orderBy(asc(ssoConnections.domain));
      return {
        sso_connections: rows.map((c) => ({
          id: c.id,
          name: c.name,
          domain: c.domain,
          issuer: c.issuer,
          client_id: c.clientId,
          provision_group_id: c.provisionGroupId,
        })),
      };
    },
  );

  api.post(
    '/api/super_admin/sso_connections',
    { ...route(SUPER_ADMIN), schema: { body: ssoConnectionBody, response: { 201: createdIdSchema } } },
    async (request, reply) => {
      const body = request.body;
      const [taken] = await db.select().from(ssoConnections).where(eq(ssoConnections.domain, body.domain));
      if (taken) throw unprocessable('Validation failed. Single sign-on is already set up for this domain.');
      if (body.provision_group_id) {
        const [group] = await db
          .select()
          .from(groups)
          .where(and(eq(groups.id, body.provision_group_id)));
        if (!group) throw unprocessable('Validation failed. The provisioning group does not exist.');
      }
      const [row] = await db
        .insert(ssoConnections)
        .values({
          name: body.name,
          domain: body.domain,
          issuer: body.issuer,
          clientId: body.client_id,
          clientSecret: body.client_secret ?? null,
          provisionGroupId: body.provision_group_id ?? null,
        })
        .returning({ id: ssoConnections.id });
      await audit(db, request, {
        action: 'permissions_changed',
        target: { type: 'sso_connection', id: row?.id ?? 0 },
      });
      return reply.status(201).send({ id: row?.id });
    },
  );

  api.delete(
    '/api/super_admin/sso_connections/:id',
    { ...route(SUPER_ADMIN), schema: { params: idParamsSchema, response: { 204: noContent } } },
    async (request, reply) => {
      const { id } = request.params;
      const deleted = await db.delete(ssoConnections).where(eq(ssoConnections.id, id)).returning();
      if (deleted.length === 0) throw notFound('Single sign-on connection not found.');
      return reply.status(204).send();
    },
  );
}

/** FIN Admin tools: groups and partners, impersonation, the mailbox, the audit log and SSO connections. */
export async function superAdminRoutes(app: FastifyInstance, deps: ModuleContext): Promise<void> {
  const api = typed(app);
  groupAndPartnerRoutes(api, deps);
  impersonationRoutes(api, deps);
  monitoringRoutes(api, deps);
  ssoConnectionRoutes(api, deps);
}
