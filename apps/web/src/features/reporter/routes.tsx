import {
  type FeatureRoute,
  MODULE_PATHS as M,
  moduleScreen,
  redirectRoute,
  superAdminScreen,
} from '../../core/routing';

/**
 * Reporter after the selection steps: choosing a report, then reading it; and the FIN Admin's report
 * consoles (copying custom reports, navigator reports, report access, reruns after a data load).
 */
export const REPORTER_ROUTES: FeatureRoute[] = [
  redirectRoute('/analytics/reporter', '/analytics/reporter/select_institution'),
  moduleScreen('/analytics/reporter/select_report', M.reporter, () =>
    import('./SelectReportPage').then((m) => ({ Component: m.SelectReportPage })),
  ),
  moduleScreen('/analytics/reporter/metrics', M.reporter, () =>
    import('./ReportViewPage').then((m) => ({ Component: m.ReportViewPage })),
  ),
  superAdminScreen('copy_reports', () =>
    import('./admin/CopyReportsPage').then((m) => ({ Component: m.CopyReportsPage })),
  ),
  superAdminScreen('navigator_reports', () =>
    import('./admin/NavigatorReportsPage').then((m) => ({ Component: m.NavigatorReportsPage })),
  ),
  superAdminScreen('report_access/accessible_reports', () =>
    import('./admin/AccessibleReportsPage').then((m) => ({ Component: m.AccessibleReportsPage })),
  ),
  superAdminScreen('report_access/select_fi', () =>
    import('./admin/SelectFiPage').then((m) => ({ Component: m.SelectFiPage })),
  ),
  superAdminScreen('rerun_reports', () =>
    import('./admin/RerunReportsPage').then((m) => ({ Component: m.RerunReportsPage })),
  ),
];
