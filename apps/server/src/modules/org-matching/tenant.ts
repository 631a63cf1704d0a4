import { and, eq, isNull, type SQL } from 'drizzle-orm';
import { orgLists } from '../../db/schema/index.js';
import type { Actor } from '../identity/index.js';

/**
 * Lists belong to the caller's client group, so its users share them; a user outside any client
 * group (a FIN Admin's own account) is a tenant alone.
 */
export type Tenant = { groupId: number | null; userId: number };

export const tenantOf = (actor: Actor): Tenant => ({
  groupId: actor.user.clientGroupId,
  userId: actor.user.id,
});

export function ownedBy(tenant: Tenant): SQL {
  return tenant.groupId !== null
    ? eq(orgLists.groupId, tenant.groupId)
    : (and(isNull(orgLists.groupId), eq(orgLists.userId, tenant.userId)) as SQL);
}

/** The value of the unique index's tenant expression, coalesce(group_id, -user_id). */
export const tenantKey = (tenant: Tenant): number => tenant.groupId ?? -tenant.userId;
