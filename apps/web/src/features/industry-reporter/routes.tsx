import { type FeatureRoute, MODULE_PATHS as M, moduleScreen, redirectRoute } from '../../core/routing';
import type { IndustryArea } from './steps';

const groupStep = (area: IndustryArea) => () =>
  import('./SelectFiGroupPage').then((m) => ({ element: <m.SelectFiGroupPage area={area} /> }));
const reportStep = (area: IndustryArea) => () =>
  import('./SelectReportPage').then((m) => ({ element: <m.SelectReportPage area={area} /> }));

/**
 * The industry reporter's steps, group -> segmentation -> report -> view, under Reports, and the
 * group and report steps under Analytics (spec section 2). `fi_group` is the group step's other name.
 */
export const INDUSTRY_REPORTER_ROUTES: FeatureRoute[] = [
  redirectRoute('/reports/industry_reporter', '/reports/industry_reporter/select_fi_group'),
  redirectRoute('/reports/industry_reporter/fi_group', '/reports/industry_reporter/select_fi_group'),
  moduleScreen('/reports/industry_reporter/select_fi_group', M.industryReporter, groupStep('reports')),
  moduleScreen('/reports/industry_reporter/segmentation', M.industryReporter, () =>
    import('./SegmentationPage').then((m) => ({ Component: m.SegmentationPage })),
  ),
  moduleScreen('/reports/industry_reporter/select_report', M.industryReporter, reportStep('reports')),
  moduleScreen('/reports/industry_reporter/report', M.industryReporter, () =>
    import('./ReportPage').then((m) => ({ Component: m.ReportPage })),
  ),
  redirectRoute('/analytics/industry_reporter', '/analytics/industry_reporter/select_fi_group'),
  moduleScreen('/analytics/industry_reporter/select_fi_group', M.industryReporter, groupStep('analytics')),
  moduleScreen('/analytics/industry_reporter/select_report', M.industryReporter, reportStep('analytics')),
];
