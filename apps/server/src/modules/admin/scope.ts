import { CLIENT_GROUP_TYPE_ID } from '@fin-atlas/domain';
import { eq, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { groups, partners } from '../../db/schema/index.js';
import { notFound, unprocessable } from '../../http/app-error.js';
import type { Actor, GroupRow } from '../identity/index.js';
import { type AdminScope, adminScope, forbidden, groupInScope, requireActor } from '../identity/index.js';

export function requireAdminScope(request: FastifyRequest): { actor: Actor; scope: AdminScope } {
  const actor = requireActor(request);
  const scope = adminScope(actor, request.site);
  if (!scope) throw forbidden();
  return { actor, scope };
}

/** A partner a request names must exist: otherwise the foreign key fails, and that read as a 500. */
export async function assertPartnerExists(db: Db, partnerId: number | null | undefined): Promise<void> {
  if (partnerId === null || partnerId === undefined) return;
  const [partner] = await db.select({ id: partners.id }).from(partners).where(eq(partners.id, partnerId));
  if (!partner) throw unprocessable('Validation failed. The chosen partner does not exist.');
}

/** The groups an admin console may list: a client's group and its user groups, a partner's groups, or all. */
export function groupScopeFilter(scope: AdminScope): SQL | undefined {
  if (scope.kind === 'client') {
    return or(eq(groups.id, scope.clientGroupId), eq(groups.parentGroupId, scope.clientGroupId));
  }
  if (scope.kind === 'partner') return eq(groups.partnerId, scope.partnerId);
  return undefined;
}

/**
 * The client group a console call is about: the one named by `group_id` when it is in the caller's
 * scope (another tenant's is a 403), else a client admin's own. A FIN Admin or a partner admin
 * names one; without it the call cannot know which.
 */
export async function requireClientGroup(
  db: Db,
  scope: AdminScope,
  groupId: number | undefined,
): Promise<GroupRow> {
  const id = groupId ?? (scope.kind === 'client' ? scope.clientGroupId : undefined);
  if (id === undefined) throw unprocessable('Validation failed. Choose the client group.');
  const [group] = await db.select().from(groups).where(eq(groups.id, id));
  if (!group) throw notFound('Group not found.');
  if (!groupInScope(scope, group)) throw forbidden();
  if (group.groupTypeId !== CLIENT_GROUP_TYPE_ID) {
    throw unprocessable('Validation failed. Choose a client group: these settings belong to a company.');
  }
  return group;
}
