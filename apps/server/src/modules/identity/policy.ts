import {
  type Ability,
  CLIENT_GROUP_TYPE_ID,
  type GroupFeature,
  type ProfileSection,
  type PurchasedModuleFlag,
  type ReportType,
  ROLE,
  type RoleName,
  roleHasAbility,
  roleNotGrantableMessage,
  rolesAssignableBy,
  visibleProfileSections,
} from '@fin-atlas/domain';
import type { partners } from '../../db/schema/index.js';
import type { Access } from '../../http/route-access.js';
import type { Actor, GroupRow, UserRow } from './actor-types.js';
import { hasEnabledPath, isProfilePartiallyEnabled } from './enabled-modules.js';
import { mayUseCrm, mayUseImportTools } from './menu-abilities.js';

export type PartnerRow = typeof partners.$inferSelect;
/** The site the request came to: the main site, or a partner's white-label site chosen by host. */
export type Site = { partner: PartnerRow | null };

export type { Access } from '../../http/route-access.js';

export type Decision = 'allow' | 'unauthenticated' | 'forbidden';

export { mayUseCrm, mayUseImportTools } from './menu-abilities.js';

/**
 * The role's ability, narrowed by what the ability is about: the partner admin board exists only
 * on the partner's own site, import tools only outside the FI menu, CRM access only with FIN CRM.
 */
export function actorHasAbility(actor: Actor, ability: Ability, site: Site): boolean {
  switch (ability) {
    case 'partner_admin_board':
      return (
        roleHasAbility(actor.role, ability) &&
        site.partner !== null &&
        actor.user.partnerId === site.partner.id
      );
    case 'import_tools':
      return mayUseImportTools(actor);
    case 'crm_access':
      return mayUseCrm(actor);
    default:
      return roleHasAbility(actor.role, ability);
  }
}

export function authorize(actor: Actor | null, access: Access, site: Site): Decision {
  if ('public' in access) return 'allow';
  if (!actor) return 'unauthenticated';
  if (access.impersonating && !actor.impersonator) return 'forbidden';
  if (access.notImpersonating && actor.impersonator) return 'forbidden';
  if (access.ability && !actorHasAbility(actor, access.ability, site)) return 'forbidden';
  if (access.anyAbility && !access.anyAbility.some((a) => actorHasAbility(actor, a, site)))
    return 'forbidden';
  if (access.module && !actor.modules.has(access.module)) return 'forbidden';
  if (access.anyModule && !access.anyModule.some((m) => actor.modules.has(m))) return 'forbidden';
  if (access.enterprise && !actor.enterprise.has(access.enterprise)) return 'forbidden';
  if (access.menuPath && !hasEnabledPath(actor, access.menuPath)) return 'forbidden';
  return 'allow';
}

/** What a route declaring `access` would allow, asked outside a route (a list mixing modules). */
export const mayReach = (actor: Actor, access: Access): boolean =>
  authorize(actor, access, { partner: null }) === 'allow';

// Rules that depend on the request's data: the route declares what it can and asks these for the rest.

/** Each product runs its own reports: Reporter, Advisor and FIN Profile are bought separately. */
export const REPORT_TYPE_MODULES: Readonly<Record<ReportType, PurchasedModuleFlag>> = {
  reporter: 'fin_reporter',
  advisor: 'fin_advisor',
  profile: 'fin_profile',
};

export const mayUseReportType = (actor: Actor, reportType: ReportType): boolean =>
  actor.modules.has(REPORT_TYPE_MODULES[reportType]);

/** Spec section 6: FI Contacts are hidden unless permitted or the institution is a BHC. */
export const mayReadContacts = (actor: Actor, institution: { fiType: string }): boolean =>
  actor.enterprise.has('contact_details') || institution.fiType === 'bhc';

/** Spec section 6: the sections of an institution's FIN Profile this user sees (as the web shows them). */
export const mayReadProfileSection = (
  actor: Actor,
  institution: { fiType: string },
  section: ProfileSection,
): boolean =>
  visibleProfileSections({
    fullProfile: actor.modules.has('fin_profile') || actor.modules.has('fin_advisor'),
    partiallyEnabled: isProfilePartiallyEnabled(actor),
    contactDetails: actor.enterprise.has('contact_details'),
    digitalChannelPermission: actor.enterprise.has('digital_channel'),
    isBhc: institution.fiType === 'bhc',
  }).includes(section);

/**
 * Subscriptions (spec header rule): never on a partner's site, and only for users who sign in with
 * e-mail and password (their deliveries go to that address), not by single sign-on.
 */
export const mayUseSubscriptions = (actor: Actor, site: Site): boolean =>
  site.partner === null && actor.user.passwordHash !== null;

/**
 * A client group with 'sso_only' signs in through its single sign-on, never with a password; a FIN
 * Admin keeps password sign-in so no switch can lock the operators out.
 */
export const mayUsePasswordSignIn = (
  user: Pick<UserRow, 'role'>,
  clientGroupFeatures: ReadonlySet<GroupFeature>,
): boolean => roleHasAbility(user.role, 'super_admin_board') || !clientGroupFeatures.has('sso_only');

/** A client group with 'support_sign_in_blocked' keeps FIN Admins from signing in as its users. */
export const mayImpersonateMemberOf = (clientGroupFeatures: ReadonlySet<GroupFeature>): boolean =>
  !clientGroupFeatures.has('support_sign_in_blocked');

/** Purchases and enterprise permissions are what the client pays for: only a FIN Admin changes them. */
export const mayChangeEntitlements = (actor: Actor): boolean =>
  roleHasAbility(actor.role, 'edit_client_group');

export type AdminScope =
  | { kind: 'all' }
  | { kind: 'client'; clientGroupId: number }
  | { kind: 'partner'; partnerId: number };

/** Which users and groups an admin may see and manage: the tenant boundary of every console. */
export function adminScope(actor: Actor, site: Site): AdminScope | null {
  if (roleHasAbility(actor.role, 'super_admin_board')) return { kind: 'all' };
  if (roleHasAbility(actor.role, 'admin_board') && actor.user.clientGroupId !== null) {
    return { kind: 'client', clientGroupId: actor.user.clientGroupId };
  }
  if (actorHasAbility(actor, 'partner_admin_board', site) && actor.user.partnerId) {
    return { kind: 'partner', partnerId: actor.user.partnerId };
  }
  return null;
}

export function userInScope(scope: AdminScope, user: Pick<UserRow, 'clientGroupId' | 'partnerId'>): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'client':
      return user.clientGroupId === scope.clientGroupId;
    case 'partner':
      return user.partnerId === scope.partnerId;
  }
}

export function groupInScope(
  scope: AdminScope,
  group: Pick<GroupRow, 'id' | 'parentGroupId' | 'partnerId'>,
): boolean {
  switch (scope.kind) {
    case 'all':
      return true;
    case 'client':
      return group.id === scope.clientGroupId || group.parentGroupId === scope.clientGroupId;
    case 'partner':
      return group.partnerId === scope.partnerId;
  }
}

/** The role whose grants each console follows (the rule itself lives in the domain package). */
const CONSOLE_ROLE: Record<AdminScope['kind'], RoleName> = {
  all: ROLE.FIN_ADMIN,
  client: ROLE.CLIENT_ADMIN,
  partner: ROLE.PARTNER_ADMIN,
};

export const assignableRoles = (scope: AdminScope): readonly RoleName[] =>
  rolesAssignableBy(CONSOLE_ROLE[scope.kind]);

/** Why a role was refused, naming the roles this console may grant. */
export const roleNotGrantable = (scope: AdminScope): string =>
  roleNotGrantableMessage(CONSOLE_ROLE[scope.kind]);

/** Moving users or groups between tenants, or restructuring a group, is FIN Admin work. */
export const mayRestructureTenants = (scope: AdminScope): boolean => scope.kind === 'all';

/** A client group is the tenant itself: only a FIN Admin renames or deletes one. */
export const mayAlterGroupIdentity = (scope: AdminScope, group: Pick<GroupRow, 'groupTypeId'>): boolean =>
  scope.kind === 'all' || group.groupTypeId !== CLIENT_GROUP_TYPE_ID;

/**
 * The group an admin creates: a FIN Admin any; a client admin a user group inside their client group;
 * a partner admin a client group of the partner, for one of its credit unions (spec: partner admin
 * groups/new).
 */
export const createdGroupPlacement = (scope: AdminScope): 'any' | 'user_group' | 'partner_client' =>
  scope.kind === 'all' ? 'any' : scope.kind === 'client' ? 'user_group' : 'partner_client';

type Flags = Readonly<Record<string, boolean>>;

/**
 * The purchase or permission flags a partner admin would change without the partnership holding
 * them: a partner grants its credit unions only what its own groups bought. Flags left as they are
 * (one FIN Atlas granted the group) are not the partner's change, so they do not count.
 */
export function flagsBeyondPartnerGrant(
  held: Flags,
  wanted: Flags | undefined,
  current: Flags = {},
): string[] {
  return Object.entries(wanted ?? {})
    .filter(([flag, on]) => (current[flag] === true) !== on && held[flag] !== true)
    .map(([flag]) => flag);
}

/** A FIN Admin account is managed from the super admin console only. */
export const mayDeactivateUser = (scope: AdminScope, target: Pick<UserRow, 'role'>): boolean =>
  scope.kind === 'all' || !roleHasAbility(target.role, 'super_admin_board');
