import {
  adminGroupRowSchema,
  type GroupGrantsBody,
  groupGrantsBodySchema,
  idParamsSchema,
} from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { groups } from '../../../db/schema/index.js';
import { notFound } from '../../../http/app-error.js';
import type { ApiInstance } from '../../../http/contracts.js';
import {
  audit,
  forbidden,
  mayChangeEntitlements,
  requireActor,
  route,
  SUPER_ADMIN,
} from '../../identity/index.js';
import { adminGroupRows } from '../admin-rows.js';

type Flags = Record<string, boolean>;
type Change = { from: boolean; to: boolean };

/** The flags a request changes, each with its value before and after (an absent flag reads false). */
function changesOf(
  stored: Flags,
  wanted: Partial<Record<string, boolean>> | undefined,
): Record<string, Change> {
  const changes: Record<string, Change> = {};
  for (const [flag, to] of Object.entries(wanted ?? {})) {
    if (to === undefined) continue;
    const from = stored[flag] === true;
    if (from !== to) changes[flag] = { from, to };
  }
  return changes;
}

const applied = (stored: Flags, changes: Record<string, Change>): Flags => ({
  ...stored,
  ...Object.fromEntries(Object.entries(changes).map(([flag, c]) => [flag, c.to])),
});

async function changeGrants(db: Db, group: typeof groups.$inferSelect, body: GroupGrantsBody) {
  const modules = changesOf(group.purchasedModules, body.purchased_modules);
  const permissions = changesOf(group.enterprisePermissions, body.enterprise_permissions);
  if (Object.keys(modules).length + Object.keys(permissions).length === 0) return { group, changed: null };
  const [updated] = await db
    .update(groups)
    .set({
      purchasedModules: applied(group.purchasedModules, modules),
      enterprisePermissions: applied(group.enterprisePermissions, permissions),
    })
    .where(eq(groups.id, group.id))
    .returning();
  if (!updated) throw notFound('Group not found.');
  return { group: updated, changed: { purchased_modules: modules, enterprise_permissions: permissions } };
}

/**
 * /super_admin/authorization: a group's purchased modules and enterprise permissions. Every user's
 * access is computed from their groups on each request, so a change holds from their next call.
 */
export function grantRoutes(api: ApiInstance, db: Db): void {
  api.put(
    '/api/super_admin/authorization/groups/:id',
    {
      ...route(SUPER_ADMIN),
      schema: { params: idParamsSchema, body: groupGrantsBodySchema, response: { 200: adminGroupRowSchema } },
    },
    async (request) => {
      if (!mayChangeEntitlements(requireActor(request))) throw forbidden();
      const { id } = request.params;
      const updated = await db.transaction(async (tx) => {
        const [group] = await tx.select().from(groups).where(eq(groups.id, id)).for('update');
        if (!group) throw notFound('Group not found.');
        const result = await changeGrants(tx, group, request.body);
        if (result.changed) {
          await audit(tx, request, {
            action: 'permissions_changed',
            target: { type: 'group', id },
            details: { name: group.name, ...result.changed },
          });
        }
        return result.group;
      });
      const [row] = await adminGroupRows(db, [updated]);
      if (!row) throw notFound('Group not found.');
      return row;
    },
  );
}
