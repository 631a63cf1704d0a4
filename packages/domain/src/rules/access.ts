import { PUBLIC_PATHS } from '../constants/paths.js';
import { type Ability, ROLE, ROLE_ABILITIES, ROLE_NAMES, type RoleName } from '../constants/roles.js';

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

/**
 * Which roles an admin may give a user: never more power than their own console has. A FIN Admin
 * grants any role, a Client Admin their own role and below, a Partner Admin the non-admin roles.
 * The server enforces it; the consoles offer only these.
 */
const ASSIGNABLE_ROLES: Readonly<Record<RoleName, readonly RoleName[]>> = {
  [ROLE.FIN_ADMIN]: ROLE_NAMES,
  [ROLE.CLIENT_ADMIN]: [ROLE.CLIENT_ADMIN, ROLE.USER, ROLE.GUEST, ROLE.VIEWER],
  [ROLE.PARTNER_ADMIN]: [ROLE.USER, ROLE.GUEST, ROLE.VIEWER],
  [ROLE.USER]: [],
  [ROLE.GUEST]: [],
  [ROLE.VIEWER]: [],
};

/** Unknown or missing roles may grant nothing. */
export function rolesAssignableBy(actorRole: string | null | undefined): readonly RoleName[] {
  return isRoleName(actorRole) ? ASSIGNABLE_ROLES[actorRole] : [];
}

/** "User", "User or Guest", "Client Admin, User, Guest or Viewer". */
function listWithOr(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/** The message for a role the admin may not grant, naming the ones they may. */
export function roleNotGrantableMessage(actorRole: string | null | undefined): string {
  const roles = rolesAssignableBy(actorRole);
  return roles.length > 0 ? `Choose a role you may grant: ${listWithOr(roles)}.` : 'You may not grant roles.';
}
