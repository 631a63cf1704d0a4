import { roleHasAbility } from '@fin-atlas/domain';
import type { Actor } from './actor-types.js';

// Abilities the menu rules and the policy both read; a file of their own so the policy can ask the
// menu rules (a route gated by a menu entry) without an import circle.

/** Conference import serves vendors, so it is withheld on the institution (FI) menu. */
export const mayUseImportTools = (actor: Actor): boolean =>
  roleHasAbility(actor.role, 'import_tools') && !actor.user.isFiMenu;

/** CRM access is a role ability that opens only while the user's groups have bought FIN CRM. */
export const mayUseCrm = (actor: Actor): boolean =>
  roleHasAbility(actor.role, 'crm_access') && actor.modules.has('fin_crm');
