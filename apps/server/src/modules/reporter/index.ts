// The module's only public surface: its registration and what other modules may use of it.
import { metricServiceFor } from '../../analytics/metric-service.js';
import type { AppModule } from '../../http/app-module.js';
import { registerSubscriptionTarget } from '../subscriptions/index.js';
import { customReportSource } from './custom-report-source.js';
import { reportAdminRoutes } from './report-admin-routes.js';
import { registerReportSource } from './report-definition.js';
import { reportGrantRoutes } from './report-grant-routes.js';
import { registerReportJob } from './report-job.js';
import { reportRoutes } from './report-routes.js';
import { savedReportTarget } from './report-subscription-target.js';
import { warmReportQuarters } from './report-warm-up.js';
import { rerunRoutes } from './rerun-routes.js';

// Custom reports (the report writer's custom_reports) run like built-in ones, and can be
// subscribed to. Registered as the module loads, before any process works the delivery queue.
registerReportSource(customReportSource);
registerSubscriptionTarget('report', savedReportTarget);

export const register: AppModule = {
  name: 'reporter',
  async routes(app, context) {
    await reportRoutes(app, context);
    // The FIN Admin's report consoles: copy_reports, navigator_reports, report_access, rerun_reports.
    for (const routes of [reportAdminRoutes, reportGrantRoutes, rerunRoutes]) await routes(app, context);
    if (context.warmCaches) {
      app.addHook('onReady', async () => {
        metricServiceFor(context.database).keepWarm(() => warmReportQuarters(context.database));
      });
    }
  },
  jobs: [registerReportJob],
};

export { visibleCustomReports } from './custom-report-source.js';
export { reportsOpenToGroup } from './group-reports.js';
export { BUILT_IN_REPORTS, builtInReport, reportMetrics } from './report-catalog.js';
export type {
  CustomReport,
  ReportDefinition,
  ReportListScope,
  ReportSource,
} from './report-definition.js';
export {
  listEntry,
  registerReportSource,
  reportAppliesTo,
  reportsForActor,
  resolveReport,
} from './report-definition.js';
export { type ReportGrantFilter, reportGrantFilter, requireReportGrant } from './report-grants.js';
export type { ReportLine } from './report-lines.js';
export type { ReportMetricElement, ReportOutline } from './report-outline.js';
export { reportMetricElements, reportOutline } from './report-outline.js';
export { type CurrentTechnology, currentTechnology } from './report-technographics.js';
