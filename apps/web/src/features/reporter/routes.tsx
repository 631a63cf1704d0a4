import { type FeatureRoute, MODULE_PATHS as M, moduleScreen, redirectRoute } from '../../core/routing';

/** Reporter after the selection steps: choosing a report, then reading it. */
export const REPORTER_ROUTES: FeatureRoute[] = [
  redirectRoute('/analytics/reporter', '/analytics/reporter/select_institution'),
  moduleScreen('/analytics/reporter/select_report', M.reporter, () =>
    import('./SelectReportPage').then((m) => ({ Component: m.SelectReportPage })),
  ),
  moduleScreen('/analytics/reporter/metrics', M.reporter, () =>
    import('./ReportViewPage').then((m) => ({ Component: m.ReportViewPage })),
  ),
];
