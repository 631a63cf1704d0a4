import { Navigate, Outlet, type RouteObject } from 'react-router';
import type { FeatureRoute, Guard } from '../../core/routing';
import { RequireAbility } from '../guard/RequireAbility';
import { RequireModule } from '../guard/RequireModule';
import { StandaloneFrame } from '../StandaloneFrame';
import type { RouteHandle } from '../shell/route-handle';

function guardElement(guard: Guard) {
  switch (guard.kind) {
    case 'public':
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

function leafRoute(route: FeatureRoute): RouteObject {
  const handle: RouteHandle = route.module ? { module: route.module } : {};
  const path = route.path.slice(1);
  if ('redirect' in route.page)
    return { path, handle, element: <Navigate to={route.page.redirect} replace /> };
  return { path, handle, lazy: route.page.lazy };
}

const guardKey = (guard: Guard) => JSON.stringify(guard);

/**
 * Route objects for feature routes, mounted under a layout at the root, so their absolute paths
 * are made relative. Routes sharing a guard share one guard element, as a layout route.
 */
export function buildFeatureRoutes(routes: readonly FeatureRoute[]): RouteObject[] {
  const groups = new Map<string, { guard: Guard; children: RouteObject[] }>();
  for (const route of routes) {
    const key = guardKey(route.guard);
    const group = groups.get(key) ?? { guard: route.guard, children: [] };
    group.children.push(leafRoute(route));
    groups.set(key, group);
  }
  return [...groups.values()].flatMap(({ guard, children }) => {
    const element = guardElement(guard);
    return element ? [{ element, children }] : children;
  });
}

const framed = (children: RouteObject[]): RouteObject => ({
  element: (
    <StandaloneFrame>
      <Outlet />
    </StandaloneFrame>
  ),
  children,
});

/** Signed-in pages outside the main shell: inside their guard, under the standalone header. */
export function buildStandaloneRoutes(routes: readonly FeatureRoute[]): RouteObject[] {
  return buildFeatureRoutes(routes).map((route) =>
    route.children ? { ...route, children: [framed(route.children)] } : framed([route]),
  );
}
