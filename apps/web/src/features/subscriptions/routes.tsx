import { type FeatureRoute, SIGNED_IN, SUPER_ADMIN } from '../../core/routing';
import { MANAGE_SUBSCRIPTIONS_PATH, USER_SUBSCRIPTIONS_PATH } from './paths';

/** The user's subscriptions (the default page of /user) and the FIN Admin console of all of them. */
export const SUBSCRIPTIONS_ROUTES: FeatureRoute[] = [
  {
    path: USER_SUBSCRIPTIONS_PATH,
    guard: SIGNED_IN,
    page: {
      lazy: () => import('./UserSubscriptionsPage').then((m) => ({ Component: m.UserSubscriptionsPage })),
    },
  },
  {
    path: MANAGE_SUBSCRIPTIONS_PATH,
    guard: SUPER_ADMIN,
    page: {
      lazy: () => import('./ManageSubscriptionsPage').then((m) => ({ Component: m.ManageSubscriptionsPage })),
    },
  },
];
