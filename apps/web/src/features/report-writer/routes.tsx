import { type FeatureRoute, MODULE_PATHS as M, moduleScreen } from '../../core/routing';
import { CUSTOM_REPORT_PATH, SELECT_REPORT_PATH } from './paths';

/**
 * The report writer (spec: /super_admin/report_writer/select_report and custom_report). Despite the
 * path, it is Reporter's: every user whose company bought Reporter writes their own reports there.
 */
export const REPORT_WRITER_ROUTES: FeatureRoute[] = [
  moduleScreen(SELECT_REPORT_PATH, M.reporter, () =>
    import('./SelectReportPage').then((m) => ({ Component: m.SelectReportPage })),
  ),
  moduleScreen(CUSTOM_REPORT_PATH, M.reporter, () =>
    import('./CustomReportPage').then((m) => ({ Component: m.CustomReportPage })),
  ),
];
