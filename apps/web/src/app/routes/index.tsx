import { Navigate, type RouteObject } from 'react-router';
import type { FeatureRoute } from '../../core/routing';
import { PageLoader } from '../../ui/PageLoader';
import { RequireSignIn } from '../guard/RequireSignIn';
import { RootLayout } from '../RootLayout';
import { RouteErrorPage } from '../RouteErrorPage';
import { SignedInLayout } from '../SignedInLayout';
import { buildFeatureRoutes, buildStandaloneRoutes } from './build-routes';
import { FEATURE_ROUTES } from './feature-routes';

const isPublic = (r: FeatureRoute) => r.guard.kind === 'public';
const isStandalone = (r: FeatureRoute) => !isPublic(r) && r.frame === 'standalone';
const inShell = (r: FeatureRoute) => !isPublic(r) && !isStandalone(r);

/**
 * Every route of spec section 2: the features' own routes, placed by guard and frame, and the
 * app's pages. Each screen is its own chunk, loaded on first visit; the table is shared by the
 * browser router and by tests, which mount it in a memory router.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: PageLoader,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      // Public (spec section 2): reachable without signing in.
      ...buildFeatureRoutes(FEATURE_ROUTES.filter(isPublic)),
      {
        element: <RequireSignIn />,
        children: [
          // Outside the main shell (spec section 2), with a header of their own.
          ...buildStandaloneRoutes(FEATURE_ROUTES.filter(isStandalone)),
          {
            path: 'analytics/old_site',
            lazy: () =>
              import('../pages/OldAnalyticsSitePage').then((m) => ({ Component: m.OldAnalyticsSitePage })),
          },
          {
            element: <SignedInLayout />,
            children: buildFeatureRoutes(FEATURE_ROUTES.filter(inShell)),
          },
        ],
      },
      {
        path: 'unauthorized',
        lazy: () =>
          import('../pages/UnauthorizedPage').then((m) => ({ Component: m.StandaloneUnauthorizedPage })),
      },
      {
        path: '*',
        lazy: () => import('../pages/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];
