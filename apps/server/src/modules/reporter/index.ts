// The module's only public surface: its registration and what other modules may use of it.
import type { AppModule } from '../../http/app-module.js';
import { customReportSource } from './custom-report-source.js';
import { registerReportSource } from './report-definition.js';
import { registerReportJob } from './report-job.js';
import { reportRoutes } from './report-routes.js';

// Custom reports (the report writer's custom_reports) run like built-in ones.
registerReportSource(customReportSource);

export const register: AppModule = { name: 'reporter', routes: reportRoutes, jobs: [registerReportJob] };

export { visibleCustomReports } from './custom-report-source.js';
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
  resolveReport,
} from './report-definition.js';
export type { ReportLine } from './report-lines.js';
export type { ReportMetricElement, ReportOutline } from './report-outline.js';
export { reportMetricElements, reportOutline } from './report-outline.js';
