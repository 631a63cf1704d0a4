import {
  clientGroupQuerySchema,
  directAccessDefaultsBodySchema,
  directAccessDefaultsSchema,
  directAccessOptionsSchema,
  landingDefaultsSchema,
} from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { directAccessDefaults, groups } from '../../db/schema/index.js';
import type { ModuleContext } from '../../http/app-module.js';
import { typed } from '../../http/contracts.js';
import { requireAdminScope, requireClientGroup } from '../admin/index.js';
import { ADMIN_CONSOLE, ANALYTICS, audit, requireActor, route } from '../identity/index.js';
import { peerGroupsSharedWith } from '../peer-groups/index.js';
import { reportsOpenToGroup } from '../reporter/index.js';
import { checkDefaults, directAccessView, landingDefaults, reportFiTypes } from './direct-access-defaults.js';

const BASE = '/api/admin/direct_access_defaults';
const NO_DEFAULTS = { institution: null, peer_group: null, report: null, span_id: null, set_id: null };

/**
 * Single Click Defaults (/admin/direct_access_defaults): the institution, peer group, report, span
 * and set a client's users land with in Advisor, Reporter and FIN Profile until they choose, edited
 * by the client admin (a FIN Admin or partner admin names the group) and read by users at each visit.
 */
export async function directAccessRoutes(app: FastifyInstance, { database }: ModuleContext): Promise<void> {
  const api = typed(app);
  const { db } = database;

  api.get(
    BASE,
    {
      ...route(ADMIN_CONSOLE),
      schema: { querystring: clientGroupQuerySchema, response: { 200: directAccessDefaultsSchema } },
    },
    async (request) => {
      const { scope } = requireAdminScope(request);
      return directAccessView(database, await requireClientGroup(db, scope, request.query.group_id));
    },
  );

  api.get(
    `${BASE}/options`,
    {
      ...route(ADMIN_CONSOLE),
      schema: { querystring: clientGroupQuerySchema, response: { 200: directAccessOptionsSchema } },
    },
    async (request) => {
      const { scope } = requireAdminScope(request);
      const group = await requireClientGroup(db, scope, request.query.group_id);
      return {
        peer_groups: await peerGroupsSharedWith(db, group.id),
        reports: (await reportsOpenToGroup(database, group)).map((r) => ({
          id: r.id,
          name: r.name,
          fi_types: reportFiTypes(r),
        })),
      };
    },
  );

  api.put(
    BASE,
    {
      ...route(ADMIN_CONSOLE),
      schema: {
        querystring: clientGroupQuerySchema,
        body: directAccessDefaultsBodySchema,
        response: { 200: directAccessDefaultsSchema },
      },
    },
    async (request) => {
      const { actor, scope } = requireAdminScope(request);
      const group = await requireClientGroup(db, scope, request.query.group_id);
      const body = request.body;
      await checkDefaults(database, group, body);
      const before = await landingDefaults(database, group);
      const values = {
        institutionId: body.institution_id,
        peerGroupId: body.peer_group_id,
        reportId: body.report_id,
        span: body.span_id,
        set: body.set_id,
        updatedAt: new Date(),
        updatedBy: actor.user.id,
      };
      await db.transaction(async (tx) => {
        await tx
          .insert(directAccessDefaults)
          .values({ groupId: group.id, ...values })
          .onConflictDoUpdate({ target: directAccessDefaults.groupId, set: values });
        await audit(tx, request, {
          action: 'direct_access_defaults_updated',
          target: { type: 'group', id: group.id },
          details: {
            before: {
              institution_id: before.institution?.id ?? null,
              peer_group_id: before.peer_group?.id ?? null,
              report_id: before.report?.id ?? null,
              span_id: before.span_id,
              set_id: before.set_id,
            },
            after: body,
          },
        });
      });
      return directAccessView(database, group);
    },
  );

  // The caller's own landing defaults: their client group's, as Advisor, Reporter and FIN Profile apply them.
  api.get(
    '/api/users/direct_access_defaults',
    { ...route(ANALYTICS), schema: { response: { 200: landingDefaultsSchema } } },
    async (request) => {
      const actor = requireActor(request);
      const groupId = actor.user.clientGroupId;
      if (groupId === null) return NO_DEFAULTS;
      const [group] = await db.select().from(groups).where(eq(groups.id, groupId));
      return group ? landingDefaults(database, group) : NO_DEFAULTS;
    },
  );
}
