import { canUseImportTools, type UiModule } from '@fin-atlas/domain';
import type { Actor } from './actor.js';
import { UI_MODULE_SEEDS, type UiModuleSeed } from './ui-module-tree.js';

const CONFERENCE_IMPORT_ID = 15;
const FIN_PROFILE_ID = 70;

function isEnabled(actor: Actor, seed: UiModuleSeed): boolean {
  if (seed.fiOnly && !actor.user.isFiMenu) return false;
  if (seed.vendorOnly && actor.user.isFiMenu) return false;
  if (seed.id === CONFERENCE_IMPORT_ID && !canUseImportTools(actor.role, actor.user.isFiMenu)) return false;
  if (seed.id === FIN_PROFILE_ID || seed.parentId === FIN_PROFILE_ID) {
    // FIN Profile opens partially (Digital Channels and Bank Profile sections) to digital-channel buyers.
    return actor.modules.has('fin_profile') || actor.modules.has('fin_digital_channels');
  }
  return seed.moduleFlag === null || actor.modules.has(seed.moduleFlag);
}

const toUiModule = (seed: UiModuleSeed, partiallyEnabled: boolean): UiModule => ({
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
 * The modules a user may open, and every path under them. The menu shows the whole tree from
 * /api/users/enabled_modules; the navigation guard and the server both check paths against this.
 */
export function enabledUiModules(actor: Actor): { modules: UiModule[]; paths: string[] } {
  const enabled = UI_MODULE_SEEDS.filter((seed) => {
    const parent = seed.parentId === null ? undefined : UI_MODULE_SEEDS.find((p) => p.id === seed.parentId);
    return isEnabled(actor, seed) && (parent === undefined || isEnabled(actor, parent));
  });
  const partialProfile = !actor.modules.has('fin_profile');
  const modules = enabled.map((seed) =>
    toUiModule(seed, partialProfile && (seed.id === FIN_PROFILE_ID || seed.parentId === FIN_PROFILE_ID)),
  );
  return { modules, paths: [...new Set(enabled.map((s) => s.path))] };
}

export function hasEnabledPath(actor: Actor, path: string): boolean {
  return enabledUiModules(actor).paths.some((p) => path === p || path.startsWith(`${p}/`));
}
