import {
  ADMIN,
  type FeatureRoute,
  MODULE_PATHS as M,
  moduleScreen,
  SUPER_ADMIN,
} from '../../../core/routing';
import { DOWNLOAD_PATH } from './current-query';

/**
 * Prices and downloads of prospect lists, and the consoles behind them: pricing schedules and
 * their templates (typed admin by the spec), and the order reports of a client and of FIN Atlas.
 */
export const ORDER_ROUTES: FeatureRoute[] = [
  moduleScreen(DOWNLOAD_PATH, M.finQuery, () =>
    import('./QueryDownloadPage').then((m) => ({ Component: m.QueryDownloadPage })),
  ),
  {
    path: '/super_admin/client_pricing_schedules',
    guard: ADMIN,
    page: { lazy: () => import('./ClientSchedulesPage').then((m) => ({ Component: m.ClientSchedulesPage })) },
  },
  {
    path: '/super_admin/client_pricing_schedules/:id',
    guard: ADMIN,
    page: {
      lazy: () =>
        import('./ClientScheduleDetailPage').then((m) => ({ Component: m.ClientScheduleDetailPage })),
    },
  },
  {
    path: '/super_admin/pricing_schedules_templates',
    guard: ADMIN,
    page: {
      lazy: () => import('./PricingTemplatesPage').then((m) => ({ Component: m.PricingTemplatesPage })),
    },
  },
  {
    path: '/admin/user_order_report',
    guard: ADMIN,
    page: {
      lazy: () => import('./OrderReportPage').then((m) => ({ element: <m.OrderReportPage kind="admin" /> })),
    },
  },
  {
    path: '/super_admin/user_orders_report',
    guard: SUPER_ADMIN,
    page: {
      lazy: () =>
        import('./OrderReportPage').then((m) => ({ element: <m.OrderReportPage kind="super_admin" /> })),
    },
  },
];
