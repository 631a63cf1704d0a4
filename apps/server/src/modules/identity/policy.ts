import {
  type Ability,
  type EnterprisePermission,
  type PurchasedModuleFlag,
  ROLE,
  type RoleName,
  roleHasAbility,
} from '@fin-atlas/domain';
import type { partners } from '../../db/schema/index.js';
import type { Actor, GroupRow, UserRow } from './actor.js';

export type PartnerRow = typeof partners.$inferSelect;
/** The site the request came to: the main site, or a partner's white-label site chosen by host. */
export type Site = { partner: PartnerRow | null };

/** What a route needs; every /api route declares one (enforced when routes register). */
export type Access =
  | { public: true }
  | {
      signedIn: true;
      ability?: Ability;
      /** Any one of these abilities is enough (admin consoles shared by three roles). */
      anyAbility?: readonly Ability[];
      module?: PurchasedModuleFlag;
      enterprise?: EnterprisePermission;
      /** Only while a FIN Admin is impersonating (ending it). */
      impersonating?: true;
    };

export type Decision = 'allow' | 'unauthenticated' | 'forbidden';

/** The partner admin board exists only on the partner's own site. */
function hasAbility(actor: Actor, ability: Ability, site: Site): boolean {
  if (!roleHasAbility(actor.role, ability)) return false;
  if (ability === 'partner_admin_board') {
    return site.partner !== null && actor.user.partnerId === site.partner.id;
  }
  return true;
}

export function authorize(actor: Actor | null, access: Access, site: Site): Decision {
  if ('public' in access) return 'allow';
  if (!actor) return 'unauthenticated';
  if (access.impersonating && !actor.impersonator) return 'forbidden';
  if (access.ability && !hasAbility(actor, access.ability, site)) return 'forbidden';
  if (access.anyAbility && !access.anyAbility.some((a) => hasAbility(actor, a, site))) return 'forbidden';
  if (access.module && !actor.modules.has(access.module)) return 'forbidden';
  if (access.enterprise && !actor.enterprise.has(access.enterprise)) return 'forbidden';
  return 'allow';
}

export type AdminScope =
  | { kind: 'all' }
  | { kind: 'client'; clientGroupId: number }
  | { kind: 'partner'; partnerId: number };

/** Which users and groups an admin may see and manage: the tenant boundary of every console. */
export function adminScope(actor: Actor, site: Site): AdminScope | null {
  if (actor.role === ROLE.FIN_ADMIN) return { kind: 'all' };
  if (actor.role === ROLE.CLIENT_ADMIN && actor.user.clientGroupId !== null) {
    return { kind: 'client', clientGroupId: actor.user.clientGroupId };
  }
  if (
    actor.role === ROLE.PARTNER_ADMIN &&
    hasAbility(actor, 'partner_admin_board', site) &&
    actor.user.partnerId
  ) {
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

const ASSIGNABLE: Record<AdminScope['kind'], readonly RoleName[]> = {
  all: [ROLE.FIN_ADMIN, ROLE.CLIENT_ADMIN, ROLE.PARTNER_ADMIN, ROLE.USER, ROLE.GUEST, ROLE.VIEWER],
  client: [ROLE.CLIENT_ADMIN, ROLE.USER, ROLE.GUEST, ROLE.VIEWER],
  partner: [ROLE.USER, ROLE.GUEST, ROLE.VIEWER],
};

export const assignableRoles = (scope: AdminScope): readonly RoleName[] => ASSIGNABLE[scope.kind];
