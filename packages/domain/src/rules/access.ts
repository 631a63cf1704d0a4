import { PUBLIC_PATHS } from '../constants/paths.js';
import { type Ability, ROLE_ABILITIES, ROLE_NAMES, type RoleName } from '../constants/roles.js';

/** Public paths match exactly or as a parent ("/new_password/7/edit"), never by bare prefix. */
export function isPublicPath(pathname: string): boolean {
  const path = pathname.split(/[?#]/)[0] ?? '';
  return PUBLIC_PATHS.some((publicPath) => path === publicPath || path.startsWith(`${publicPath}/`));
}

export function isRoleName(value: unknown): value is RoleName {
  return (ROLE_NAMES as readonly unknown[]).includes(value);
}

/** Unknown or missing roles get no abilities, as Viewer does. */
export function roleHasAbility(role: string | null | undefined, ability: Ability): boolean {
  return isRoleName(role) && ROLE_ABILITIES[role].includes(ability);
}

export function canManageUserSettings(role: string | null | undefined): boolean {
  return roleHasAbility(role, 'manage_user_settings');
}

/** Conference import serves vendors, so it is withheld on the institution (FI) menu. */
export function canUseImportTools(role: string | null | undefined, isFiMenu: boolean): boolean {
  return !isFiMenu && roleHasAbility(role, 'import_tools');
}
