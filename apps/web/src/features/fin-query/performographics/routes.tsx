import { type FeatureRoute, SUPER_ADMIN } from '../../../core/routing';
import { PERFORMOGRAPHICS_PATH, PERFORMOGRAPHICS_REPORT_PATH } from './paths';

/** FIN Admin's performographics pages (spec section 2): the themes and the ranked report. */
export const PERFORMOGRAPHICS_ROUTES: FeatureRoute[] = [
  {
    path: PERFORMOGRAPHICS_PATH,
    guard: SUPER_ADMIN,
    page: {
      lazy: () => import('./PerformographicsPage').then((m) => ({ element: <m.PerformographicsPage /> })),
    },
  },
  {
    path: PERFORMOGRAPHICS_REPORT_PATH,
    guard: SUPER_ADMIN,
    page: {
      lazy: () =>
        import('./PerformographicsReportPage').then((m) => ({ element: <m.PerformographicsReportPage /> })),
    },
  },
];
