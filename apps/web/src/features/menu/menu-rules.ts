import { MESSAGES, type MenuModule, SIDEBAR_BREAKPOINTS } from '@fin-atlas/domain';

export type MenuNode = MenuModule & { children: MenuModule[] };

/** A plain link of the sidebar or account menu, and a titled group of them (a console's pages). */
export type NavLinkItem = { label: string; to: string };
export type LinkSection = { id: string; label: string; links: NavLinkItem[] };

const byOrder = (a: MenuModule, b: MenuModule) => a.display_order - b.display_order || a.id - b.id;

/** The flat ui_modules list as the tree the sidebar draws: top-level modules with their pages. */
export function buildMenuTree(modules: readonly MenuModule[]): MenuNode[] {
  return modules
    .filter((m) => m.parent_id === null)
    .sort(byOrder)
    .map((top) => ({ ...top, children: modules.filter((m) => m.parent_id === top.id).sort(byOrder) }));
}

const isUnder = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * The module a page belongs to: the one a route declares, otherwise the module whose about page
 * this is, otherwise the module with the longest path containing the page. Null for pages outside
 * every module (home, consoles, settings).
 */
export function findCurrentModule(
  pathname: string,
  tree: readonly MenuNode[],
  declaredModulePath?: string,
): MenuNode | null {
  const modules = tree.filter((m) => m.display_type !== 'home');
  if (declaredModulePath) return modules.find((m) => m.path === declaredModulePath) ?? null;
  const about = modules.find((m) => m.about_path === pathname);
  if (about) return about;
  let best: MenuNode | null = null;
  for (const m of modules) {
    if (isUnder(pathname, m.path) && (!best || m.path.length > best.path.length)) best = m;
  }
  return best;
}

export type MenuLink = {
  id: number;
  label: string;
  to: string;
  /** Bought: opens the page. Not bought: leads to the about page and says so. */
  subscribed: boolean;
  hint: string | null;
  partial: boolean;
};

export function menuLink(entry: MenuModule): MenuLink {
  return {
    id: entry.id,
    label: entry.name,
    to: entry.enabled ? entry.path : (entry.about_path ?? entry.path),
    subscribed: entry.enabled,
    hint: entry.enabled ? null : MESSAGES.subscription.notSubscribed,
    partial: entry.partially_enabled,
  };
}

export type SidebarSection = { id: string; title: string | null; links: MenuLink[]; module: MenuLink | null };

/**
 * The sidebar (spec): the home item plus the current module with its pages. Outside any module
 * (the home page itself, area overviews) the "current module" is the choice of modules, so the
 * module list takes its place; console pages show their console instead (the app's account links).
 */
export function sidebarSections(
  tree: readonly MenuNode[],
  current: MenuNode | null,
  options: { directory: boolean } = { directory: true },
): SidebarSection[] {
  const home = tree.find((m) => m.display_type === 'home');
  const sections: SidebarSection[] = home
    ? [{ id: 'home', title: null, links: [menuLink(home)], module: null }]
    : [];
  if (current) {
    sections.push({
      id: `module-${current.id}`,
      title: current.name,
      module: menuLink(current),
      links: current.children.map(menuLink),
    });
  } else if (options.directory) {
    sections.push({
      id: 'modules',
      title: 'Modules',
      module: null,
      links: tree.filter((m) => m.display_type !== 'home').map(menuLink),
    });
  }
  return sections;
}

/** Advisor pages carry wide card grids, so their sidebar gives way on narrower screens. */
export function sidebarBreakpoint(pathname: string): number {
  return isUnder(pathname, '/analytics/advisor')
    ? SIDEBAR_BREAKPOINTS.advisorPx
    : SIDEBAR_BREAKPOINTS.defaultPx;
}
