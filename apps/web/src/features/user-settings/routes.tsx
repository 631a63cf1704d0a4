import { type FeatureRoute, redirectRoute, SIGNED_IN } from '../../core/routing';

/** The signed-in user's own pages. */
export const USER_SETTINGS_ROUTES: FeatureRoute[] = [
  redirectRoute('/user', '/user/subscriptions'),
  {
    path: '/user/subscriptions',
    guard: SIGNED_IN,
    page: { lazy: () => import('./SubscriptionsPage').then((m) => ({ Component: m.SubscriptionsPage })) },
  },
  {
    path: '/user/settings',
    guard: SIGNED_IN,
    page: { lazy: () => import('./SettingsPage').then((m) => ({ Component: m.SettingsPage })) },
  },
];
