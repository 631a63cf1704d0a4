import type { UiModule } from '@fin-atlas/domain';
import type { UiModuleSeed } from '../../reference/ui-module-tree.js';
import type { Actor } from './actor-types.js';
import { mayUseCrm, mayUseImportTools } from './menu-abilities.js';

const CONFERENCE_IMPORT_ID = 15;
const FIN_PROFILE_ID = 70;

const parentOf = (actor: Actor, seed: UiModuleSeed): UiModuleSeed | undefined =>
  seed.parentId === null ? undefined : actor.uiModules.find((p) => p.id === seed.parentId);

const isProfileEntry = (seed: UiModuleSeed): boolean =>
  seed.id === FIN_PROFILE_ID || seed.parentId === FIN_PROFILE_ID;

/** Whether an entry belongs in this user's menu at all: the FI or vendor menu, and import tools. */
function isShownTo(actor: Actor, seed: UiModuleSeed): boolean {
  if (seed.fiOnly && !actor.user.isFiMenu) return false;
  if (seed.vendorOnly && actor.user.isFiMenu) return false;
  if (seed.id === CONFERENCE_IMPORT_ID && !mayUseImportTools(actor)) return false;
  return true;
}

function isPurchased(actor: Actor, seed: UiModuleSeed): boolean {
  if (isProfileEntry(seed)) {
    // FIN Profile opens partially (Digital Channels and Bank Profile sections) to digital-channel buyers.
    return actor.modules.has('fin_profile') || actor.modules.has('fin_digital_channels');
  }
  // Spec section 2: FIN CRM is disabled without CRM access, which a purchase alone does not give.
  if (seed.moduleFlag === 'fin_crm') return mayUseCrm(actor);
  return seed.moduleFlag === null || actor.modules.has(seed.moduleFlag);
}

/** Shown in the menu: the entry and its parent are on this user's menu. */
export function isVisibleTo(actor: Actor, seed: UiModuleSeed): boolean {
  const parent = parentOf(actor, seed);
  return isShownTo(actor, seed) && (parent === undefined || isShownTo(actor, parent));
}

/** Opens for this user: shown, and bought (a child also needs its parent bought). */
export function isEnabledFor(actor: Actor, seed: UiModuleSeed): boolean {
  const parent = parentOf(actor, seed);
  const own = isShownTo(actor, seed) && isPurchased(actor, seed);
  return own && (parent === undefined || (isShownTo(actor, parent) && isPurchased(actor, parent)));
}

export function isPartiallyEnabledFor(actor: Actor, seed: UiModuleSeed): boolean {
  return isProfileEntry(seed) && !actor.modules.has('fin_profile') && isPurchased(actor, seed);
}

export const toUiModule = (seed: UiModuleSeed, partiallyEnabled: boolean): UiModule => ({
  id: seed.id,
  name: seed.name,
  icon: seed.icon,
  path: seed.path,
  display_type: seed.displayType,
  parent_id: seed.parentId,
  display_order: seed.displayOrder,
  partially_enabled: partiallyEnabled,
  user_guide_url: seed.userGuideUrl ?? null,
});

/**
 * The modules a user may open, and every path under them. The navigation guard and the server
 * both check paths against this; the menu (GET /api/ui_modules) shows the whole visible tree.
 */
export function enabledUiModules(actor: Actor): { modules: UiModule[]; paths: string[] } {
  const enabled = actor.uiModules.filter((seed) => isEnabledFor(actor, seed));
  const modules = enabled.map((seed) => toUiModule(seed, isPartiallyEnabledFor(actor, seed)));
  return { modules, paths: [...new Set(enabled.map((s) => s.path))] };
}

/** FIN Profile opens for this user with only its Bank Profile and Digital Channels sections. */
export function isProfilePartiallyEnabled(actor: Actor): boolean {
  return actor.uiModules.some(
    (seed) => seed.id === FIN_PROFILE_ID && isEnabledFor(actor, seed) && isPartiallyEnabledFor(actor, seed),
  );
}

export function hasEnabledPath(actor: Actor, path: string): boolean {
  return enabledUiModules(actor).paths.some((p) => path === p || path.startsWith(`${p}/`));
}
