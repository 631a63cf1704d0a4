// The module's only public surface: its registration and what other modules may use of it.
import type { AppModule } from '../../http/app-module.js';
import { reportAdminRoutes } from './report-admin-routes.js';
import { reportGrantRoutes } from './report-grant-routes.js';
import { registerReportJob } from './report-job.js';
import { reportRoutes } from './report-routes.js';
import { rerunRoutes } from './rerun-routes.js';

export const register: AppModule = {
  name: 'reporter',
  async routes(app, context) {
    await reportRoutes(app, context);
    // The FIN Admin's report consoles: copy_reports, navigator_reports, report_access, rerun_reports.
    for (const routes of [reportAdminRoutes, reportGrantRoutes, rerunRoutes]) await routes(app, context);
  },
  jobs: [registerReportJob],
};

export { BUILT_IN_REPORTS, builtInReport, reportMetrics } from './report-catalog.js';
export { type ReportGrantFilter, reportGrantFilter, requireReportGrant } from './report-grants.js';
