import { type FeatureRoute, MODULE_PATHS as M, moduleScreen, redirectRoute } from '../../core/routing';

/** FIN Profile after the institution step. */
export const PROFILE_ROUTES: FeatureRoute[] = [
  redirectRoute('/analytics/fin_profile', '/analytics/fin_profile/select_institution'),
  moduleScreen('/analytics/fin_profile/custom_profile', M.profile, () =>
    import('./CustomProfilePage').then((m) => ({ Component: m.CustomProfilePage })),
  ),
];
