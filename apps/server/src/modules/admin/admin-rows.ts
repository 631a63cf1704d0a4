import {
  type AdminGroupRow,
  type AdminUserRow,
  ENTERPRISE_PERMISSIONS,
  type EnterprisePermissions,
  isRoleName,
  PURCHASED_MODULE_FLAGS,
  type PurchasedModules,
  ROLE,
  ROLE_IDS,
} from '@fin-atlas/domain';
import { count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { groups, partners, userGroups, type users } from '../../db/schema/index.js';
import { type GroupRow, groupTypeName } from '../identity/index.js';

type UserRow = typeof users.$inferSelect;

const roleOf = (name: string) => {
  const role = isRoleName(name) ? name : ROLE.VIEWER;
  return { id: ROLE_IDS[role], name: role };
};

async function namesById(db: Db, table: typeof groups | typeof partners, ids: number[]) {
  if (ids.length === 0) return new Map<number, string>();
  const rows = await db.select({ id: table.id, name: table.name }).from(table).where(inArray(table.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** Turns user rows into the console's rows with their groups, in three queries whatever the page size. */
export async function adminUserRows(db: Db, rows: UserRow[]): Promise<AdminUserRow[]> {
  const userIds = rows.map((u) => u.id);
  const memberships =
    userIds.length === 0
      ? []
      : await db
          .select({ userId: userGroups.userId, group: groups })
          .from(userGroups)
          .innerJoin(groups, eq(groups.id, userGroups.groupId))
          .where(inArray(userGroups.userId, userIds));
  const clientNames = await namesById(
    db,
    groups,
    rows.flatMap((u) => (u.clientGroupId ? [u.clientGroupId] : [])),
  );
  const partnerNames = await namesById(
    db,
    partners,
    rows.flatMap((u) => (u.partnerId ? [u.partnerId] : [])),
  );
  return rows.map((u) => ({
    id: u.id,
    user_name: u.userName,
    email: u.email,
    role: roleOf(u.role),
    company_type: u.companyType,
    company_name: u.companyName,
    is_active: u.isActive,
    email_verified: u.emailVerifiedAt !== null,
    is_fi_menu: u.isFiMenu,
    is_demo_user: u.isDemoUser,
    client_group: u.clientGroupId
      ? { id: u.clientGroupId, name: clientNames.get(u.clientGroupId) ?? '' }
      : null,
    partner: u.partnerId ? { id: u.partnerId, name: partnerNames.get(u.partnerId) ?? '' } : null,
    groups: memberships
      .filter((m) => m.userId === u.id)
      .map((m) => ({
        id: m.group.id,
        name: m.group.name,
        group_type: groupTypeName(m.group.groupTypeId),
        group_type_id: m.group.groupTypeId,
      })),
    created_date: u.createdAt.toISOString(),
    last_sign_in_at: u.lastSignInAt?.toISOString() ?? null,
  }));
}

export function flagsRecord<K extends string>(
  keys: readonly K[],
  stored: Record<string, boolean>,
): Record<K, boolean> {
  return Object.fromEntries(keys.map((k) => [k, stored[k] === true])) as Record<K, boolean>;
}

export async function adminGroupRows(db: Db, rows: GroupRow[]): Promise<AdminGroupRow[]> {
  const ids = rows.map((g) => g.id);
  const counts =
    ids.length === 0
      ? []
      : await db
          .select({ groupId: userGroups.groupId, n: count() })
          .from(userGroups)
          .where(inArray(userGroups.groupId, ids))
          .groupBy(userGroups.groupId);
  const parentNames = await namesById(
    db,
    groups,
    rows.flatMap((g) => (g.parentGroupId ? [g.parentGroupId] : [])),
  );
  const partnerNames = await namesById(
    db,
    partners,
    rows.flatMap((g) => (g.partnerId ? [g.partnerId] : [])),
  );
  return rows.map((g) => ({
    id: g.id,
    name: g.name,
    group_type: groupTypeName(g.groupTypeId),
    group_type_id: g.groupTypeId,
    created_at: g.createdAt.toISOString(),
    partner: g.partnerId ? { id: g.partnerId, name: partnerNames.get(g.partnerId) ?? '' } : null,
    parent_group: g.parentGroupId
      ? { id: g.parentGroupId, name: parentNames.get(g.parentGroupId) ?? '' }
      : null,
    member_count: counts.find((c) => c.groupId === g.id)?.n ?? 0,
    purchased_modules: flagsRecord(PURCHASED_MODULE_FLAGS, g.purchasedModules) as PurchasedModules,
    enterprise_permissions: flagsRecord(
      ENTERPRISE_PERMISSIONS,
      g.enterprisePermissions,
    ) as EnterprisePermissions,
  }));
}
