import type { EnterprisePermission, PurchasedModuleFlag, RoleName } from '@fin-atlas/domain';
import type { groups, users } from '../../db/schema/index.js';
import type { UiModuleSeed } from '../../reference/ui-module-tree.js';

export type UserRow = typeof users.$inferSelect;
export type GroupRow = typeof groups.$inferSelect;

/** Everything access decisions need about the caller, loaded once per request. */
export type Actor = {
  user: UserRow;
  role: RoleName;
  groups: GroupRow[];
  modules: ReadonlySet<PurchasedModuleFlag>;
  enterprise: ReadonlySet<EnterprisePermission>;
  /** The FIN Admin acting as this user, when impersonating. */
  impersonator: UserRow | null;
  /** The module tree as stored in ui_modules: the menu and the enabled paths are read from it. */
  uiModules: readonly UiModuleSeed[];
};
