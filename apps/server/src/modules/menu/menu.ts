import type { MenuModule } from '@fin-atlas/domain';
import type { Actor } from '../identity/index.js';
import { isEnabledFor, isPartiallyEnabledFor, isVisibleTo, toUiModule } from '../identity/index.js';

/**
 * The signed-in menu: every entry this user's menu shows, purchased or not, so the client can show
 * unpurchased children disabled and send unsubscribed clicks to the module's about page. Entries of
 * the other menu (FI vs vendor) and tools the role may not use (conference import) are left out.
 */
export function menuFor(actor: Actor): MenuModule[] {
  return actor.uiModules
    .filter((seed) => isVisibleTo(actor, seed))
    .map((seed) => ({
      ...toUiModule(seed, isPartiallyEnabledFor(actor, seed)),
      enabled: isEnabledFor(actor, seed),
      about_path: seed.aboutPath,
      module_flag: seed.moduleFlag,
    }));
}
