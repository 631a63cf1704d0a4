import { ADMIN, type FeatureRoute, PARTNER_ADMIN, SUPER_ADMIN } from '../../../core/routing';

const userActivity = (
  path: string,
  guard: FeatureRoute['guard'],
  consoleId: 'admin' | 'partner_admin' | 'super_admin',
): FeatureRoute => ({
  path,
  guard,
  page: {
    lazy: () =>
      import('./UserActivityPage').then((m) => ({ element: <m.UserActivityPage consoleId={consoleId} /> })),
  },
});

/** The activity reports of the three consoles (issue 19). */
export const ACTIVITY_ROUTES: FeatureRoute[] = [
  userActivity('/admin/user_activity', ADMIN, 'admin'),
  userActivity('/partner_admin/user_activity', PARTNER_ADMIN, 'partner_admin'),
  userActivity('/super_admin/user_activity_report', SUPER_ADMIN, 'super_admin'),
  {
    path: '/super_admin/client_activity_reports',
    guard: SUPER_ADMIN,
    page: {
      lazy: () =>
        import('./ClientActivityReportsPage').then((m) => ({ Component: m.ClientActivityReportsPage })),
    },
  },
];
