import type { ModulePart } from '../module-part.js';
import { digitalChannelsReportRoutes } from './report-routes.js';

/** The reports, their filters and the dashboard overview (GET /api/digital_channels/...). */
export const reportsPart: ModulePart = {
  routes: (app, context) =>
    digitalChannelsReportRoutes(app, { database: context.database, activity: context.activity }),
};
