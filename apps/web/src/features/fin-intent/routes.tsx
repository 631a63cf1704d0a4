import { ADMIN, type FeatureRoute, MODULE_PATHS as M, moduleScreen, SUPER_ADMIN } from '../../core/routing';
import { ADMIN_ACTIONS_PATH, ADMIN_SIGNALS_PATH, SIGNALS_PATH, SIGNALS_SHORT_PATH } from './paths';

const signals = () => import('./SignalsPage').then((m) => ({ Component: m.SignalsPage }));

/**
 * FIN Intent's screens on the prospecting menu, and the FIN Admin console's signal and action pages
 * (the spec types the signal pages admin, like the pricing schedules; the server asks for the FIN
 * Admin board on their calls).
 */
export const FIN_INTENT_ROUTES: FeatureRoute[] = [
  moduleScreen(SIGNALS_SHORT_PATH, M.intent, signals),
  moduleScreen(SIGNALS_PATH, M.intent, signals),
  moduleScreen(`${SIGNALS_PATH}/view/:id`, M.intent, () =>
    import('./SignalViewPage').then((m) => ({ Component: m.SignalViewPage })),
  ),
  moduleScreen(`${SIGNALS_PATH}/:id`, M.intent, () =>
    import('./SignalDefinitionPage').then((m) => ({ Component: m.SignalDefinitionPage })),
  ),
  {
    path: ADMIN_SIGNALS_PATH,
    guard: ADMIN,
    page: { lazy: () => import('./admin/AdminSignalsPage').then((m) => ({ Component: m.AdminSignalsPage })) },
  },
  {
    path: `${ADMIN_SIGNALS_PATH}/view/:id`,
    guard: ADMIN,
    page: {
      lazy: () => import('./admin/AdminSignalViewPage').then((m) => ({ Component: m.AdminSignalViewPage })),
    },
  },
  {
    path: `${ADMIN_SIGNALS_PATH}/:id`,
    guard: ADMIN,
    page: {
      lazy: () => import('./admin/AdminSignalEditPage').then((m) => ({ Component: m.AdminSignalEditPage })),
    },
  },
  {
    path: ADMIN_ACTIONS_PATH,
    guard: SUPER_ADMIN,
    page: { lazy: () => import('./admin/ActionsPage').then((m) => ({ Component: m.ActionsPage })) },
  },
];
