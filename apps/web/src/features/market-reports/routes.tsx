import { type FeatureRoute, MODULE_PATHS as M, moduleScreen } from '../../core/routing';

/** Market share and firmographics reports. */
export const MARKET_REPORTS_ROUTES: FeatureRoute[] = [
  moduleScreen('/reports/market_reports', M.marketReports, () =>
    import('./MarketSharePage').then((m) => ({ Component: m.MarketSharePage })),
  ),
  moduleScreen('/reports/firmographics', M.marketReports, () =>
    import('./FirmographicsPage').then((m) => ({ Component: m.FirmographicsPage })),
  ),
];
