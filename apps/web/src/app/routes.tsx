import { Navigate, type RouteObject } from 'react-router';
import { PageLoader } from '../ui/PageLoader';
import { RootLayout } from './RootLayout';

/**
 * Every screen is its own chunk, loaded on first visit; the route table is shared by the browser
 * router and by tests, which mount it in a memory router.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: PageLoader,
    children: [
      { index: true, element: <Navigate to="/dashboard" replace /> },
      {
        path: 'dashboard',
        lazy: () => import('../features/home/HomePage').then((m) => ({ Component: m.HomePage })),
      },
      {
        path: 'unauthorized',
        lazy: () =>
          import('../features/errors/UnauthorizedPage').then((m) => ({ Component: m.UnauthorizedPage })),
      },
      {
        path: '*',
        lazy: () => import('../features/errors/NotFoundPage').then((m) => ({ Component: m.NotFoundPage })),
      },
    ],
  },
];
