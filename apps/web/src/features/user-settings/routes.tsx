import { type FeatureRoute, redirectRoute, SIGNED_IN } from '../../core/routing';

/** The signed-in user's own pages; /user opens on subscriptions (features/subscriptions). */
export const USER_SETTINGS_ROUTES: FeatureRoute[] = [
  redirectRoute('/user', '/user/subscriptions'),
  {
    path: '/user/settings',
    guard: SIGNED_IN,
    page: { lazy: () => import('./SettingsPage').then((m) => ({ Component: m.SettingsPage })) },
  },
];
