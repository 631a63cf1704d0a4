import { type FeatureRoute, SUPER_ADMIN } from '../../core/routing';

/** The FIN Admin's log of failures browsers reported. */
export const CLIENT_ERRORS_ROUTES: FeatureRoute[] = [
  {
    path: '/super_admin/client_errors',
    guard: SUPER_ADMIN,
    page: { lazy: () => import('./ClientErrorsPage').then((m) => ({ Component: m.ClientErrorsPage })) },
  },
];
