// The module's only public surface: its registration and what other modules may use of it.
import type { AppModule } from '../../http/app-module.js';
import { registerReportJob } from './report-job.js';
import { reportRoutes } from './report-routes.js';

export const register: AppModule = { name: 'reporter', routes: reportRoutes, jobs: [registerReportJob] };

export { BUILT_IN_REPORTS, builtInReport, reportMetrics } from './report-catalog.js';
