import { ACTIVITY_MODULES, type ActivityModule } from '@fin-atlas/domain';
import type { UiModuleSeed } from '../reference/ui-module-tree.js';

const isActivityModule = (key: string): key is ActivityModule =>
  (ACTIVITY_MODULES as readonly string[]).includes(key);

/** The pages of the consoles and of the user's own account, which the module tree does not list. */
const AREAS: readonly { prefix: string; module: ActivityModule }[] = [
  { prefix: '/super_admin', module: 'admin' },
  { prefix: '/admin', module: 'admin' },
  { prefix: '/partner_admin', module: 'admin' },
  { prefix: '/user', module: 'account' },
];

const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/**
 * The module a top-level entry stands for: its purchase flag, else the home page or an unflagged
 * module named by its path (Strategy).
 */
function moduleOfEntry(entry: UiModuleSeed): ActivityModule | null {
  if (entry.moduleFlag) return entry.moduleFlag;
  if (entry.displayType === 'home') return 'home';
  const key = entry.path.split('/').at(-1) ?? '';
  return isActivityModule(key) ? key : null;
}

function topOf(entry: UiModuleSeed, tree: readonly UiModuleSeed[]): UiModuleSeed {
  let top = entry;
  for (;;) {
    const parentId = top.parentId;
    const parent = parentId === null ? undefined : tree.find((e) => e.id === parentId);
    if (!parent) return top;
    top = parent;
  }
}

/**
 * The module a signed-in page belongs to, read off the stored module tree (so a renamed or added
 * entry counts without a deploy): the entry whose path is the longest prefix of the page's (a page's
 * own purchase flag wins, so /reports/market_reports is Market Reports wherever it is listed), or the
 * module whose about page it is; the consoles and the account pages by their area. Null for a page
 * of no module (the product search, the error pages).
 */
export function activityModuleOfPage(path: string, tree: readonly UiModuleSeed[]): ActivityModule | null {
  let best: UiModuleSeed | null = null;
  for (const entry of tree) {
    if (under(path, entry.path) && (!best || entry.path.length > best.path.length)) best = entry;
  }
  if (best) {
    if (best.moduleFlag) return best.moduleFlag;
    const module = moduleOfEntry(topOf(best, tree));
    if (module) return module;
  }
  const about = tree.find((e) => e.parentId === null && e.aboutPath === path);
  if (about) return moduleOfEntry(about);
  return AREAS.find((area) => under(path, area.prefix))?.module ?? null;
}
