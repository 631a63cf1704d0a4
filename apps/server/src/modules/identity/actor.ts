import {
  ENTERPRISE_PERMISSIONS,
  type EnterprisePermission,
  type EnterprisePermissions,
  GROUP_TYPES,
  isRoleName,
  PURCHASED_MODULE_FLAGS,
  type PurchasedModuleFlag,
  type PurchasedModules,
  ROLE,
  ROLE_IDS,
  type RoleName,
  type User,
} from '@fin-atlas/domain';
import { eq, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { groups, userGroups } from '../../db/schema/index.js';
import type { Actor, UserRow } from './actor-types.js';
import { enabledUiModules } from './enabled-modules.js';
import { storedUiModuleTree } from './ui-module-table.js';

export type { Actor, GroupRow, UserRow } from './actor-types.js';

export const groupTypeName = (id: number): string => GROUP_TYPES.find((t) => t.id === id)?.name ?? 'unknown';

/** A user's entitlements are the union of what their client group and every other group bought. */
export async function loadActor(db: Db, user: UserRow, impersonator: UserRow | null = null): Promise<Actor> {
  const memberGroupIds = db
    .select({ id: userGroups.groupId })
    .from(userGroups)
    .where(eq(userGroups.userId, user.id));
  const rows = await db
    .select()
    .from(groups)
    .where(
      user.clientGroupId === null
        ? inArray(groups.id, memberGroupIds)
        : or(eq(groups.id, user.clientGroupId), inArray(groups.id, memberGroupIds)),
    );
  const role: RoleName = isRoleName(user.role) ? user.role : ROLE.VIEWER;
  const everything = role === ROLE.FIN_ADMIN;
  const modules = new Set<PurchasedModuleFlag>(
    PURCHASED_MODULE_FLAGS.filter(
      (flag) => everything || rows.some((g) => g.purchasedModules[flag] === true),
    ),
  );
  const enterprise = new Set<EnterprisePermission>(
    ENTERPRISE_PERMISSIONS.filter((p) => everything || rows.some((g) => g.enterprisePermissions[p] === true)),
  );
  return {
    user,
    role,
    groups: rows,
    modules,
    enterprise,
    impersonator,
    uiModules: await storedUiModuleTree(db),
  };
}

export function userResponse(actor: Actor): User {
  const { user } = actor;
  const modulePermission = Object.fromEntries(
    PURCHASED_MODULE_FLAGS.map((f) => [f, actor.modules.has(f)]),
  ) as PurchasedModules;
  const enterprisePermissions = Object.fromEntries(
    ENTERPRISE_PERMISSIONS.map((p) => [p, actor.enterprise.has(p)]),
  ) as EnterprisePermissions;
  return {
    id: user.id,
    user_name: user.userName,
    email: user.email,
    company_type: user.companyType as User['company_type'],
    created_date: user.createdAt.toISOString(),
    is_demo_user: user.isDemoUser,
    role: { id: ROLE_IDS[actor.role], name: actor.role },
    groups: actor.groups.map((g) => ({
      id: g.id,
      name: g.name,
      group_type: groupTypeName(g.groupTypeId),
      group_type_id: g.groupTypeId,
    })),
    is_active: user.isActive,
    is_fi_menu: user.isFiMenu,
    partner: user.partnerId !== null,
    module_permission: modulePermission,
    ui_modules: enabledUiModules(actor).modules,
    enterprise_permissions: enterprisePermissions,
    active_client_pricing: user.activeClientPricing,
  };
}
