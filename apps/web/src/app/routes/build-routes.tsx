import { Navigate, type RouteObject } from 'react-router';
import { RequireModule } from '../guard/RequireModule';
import { RequireAbility } from '../session/RequireAbility';
import type { RouteHandle } from '../shell/route-handle';
import type { CatalogRoute, Guard, ScreenPage } from './catalog';
import { FEATURE_SCREENS } from './feature-screens';

function pageRoute(page: ScreenPage): Pick<RouteObject, 'element' | 'lazy'> {
  if ('redirect' in page) return { element: <Navigate to={page.redirect} replace /> };
  if ('tool' in page) {
    const { tool } = page;
    return {
      lazy: () =>
        import('../../features/admin/ConsoleToolPage').then((m) => ({
          element: <m.ConsoleToolPage toolId={tool} />,
        })),
    };
  }
  if ('legacy' in page) {
    return {
      lazy: () =>
        import('../../features/legacy/PerformographicsNoticePage').then((m) => ({
          Component: m.PerformographicsNoticePage,
        })),
    };
  }
  if ('feature' in page) return { lazy: FEATURE_SCREENS[page.feature] };
  const { about, screen } = page;
  return {
    lazy: () =>
      import('../../features/about/AboutPage').then((m) => ({
        element: <m.AboutPage topic={about} screen={screen} />,
      })),
  };
}

function guardElement(guard: Guard) {
  switch (guard.kind) {
    case 'signed_in':
      return null;
    case 'module':
      return <RequireModule modulePaths={guard.paths} />;
    case 'admin':
      return <RequireAbility ability="admin_board" />;
    case 'super_admin':
      return <RequireAbility ability="super_admin_board" />;
    case 'partner_admin':
      return <RequireAbility ability="partner_admin_board" partnerSiteOnly />;
  }
}

/**
 * Route objects for catalogue entries, each wrapped in its guard. Mounted under the signed-in
 * layout, so paths are made relative to the root.
 */
export function buildCatalogRoutes(entries: readonly CatalogRoute[]): RouteObject[] {
  return entries.map((entry) => {
    const handle: RouteHandle = entry.module ? { module: entry.module } : {};
    const leaf: RouteObject = { path: entry.path.slice(1), handle, ...pageRoute(entry.page) };
    const guard = 'redirect' in entry.page ? null : guardElement(entry.guard);
    return guard ? { element: guard, handle, children: [leaf] } : leaf;
  });
}
