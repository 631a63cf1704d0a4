import { type FeatureRoute, redirectRoute, SUPER_ADMIN, superAdminScreen } from '../../../core/routing';

/** The FIN Admin's access and configuration consoles. */
export const ACCESS_ROUTES: FeatureRoute[] = [
  superAdminScreen('app_configs', () =>
    import('./AppConfigsPage').then((m) => ({ Component: m.AppConfigsPage })),
  ),
  superAdminScreen('features', () => import('./FeaturesPage').then((m) => ({ Component: m.FeaturesPage }))),
  superAdminScreen('authorization', () =>
    import('./AuthorizationPage').then((m) => ({ Component: m.AuthorizationPage })),
  ),
  superAdminScreen('user_edits', () =>
    import('./UserEditsPage').then((m) => ({ Component: m.UserEditsPage })),
  ),
  superAdminScreen('user_access_request_report', () =>
    import('./AccessRequestReportPage').then((m) => ({ Component: m.AccessRequestReportPage })),
  ),
  // Demo requests are access requests: the old address opens the report.
  redirectRoute('/super_admin/demo_requests', '/super_admin/user_access_request_report', SUPER_ADMIN),
];
