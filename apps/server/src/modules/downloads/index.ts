// The module's only public surface: its registration and what other modules may use of it.
import type { AppModule } from '../../http/app-module.js';

// The routes load when registered: compute workers import this index for the workbook stamp and
// must not load the routes' dependencies (identity, the database driver) with it.
export const register: AppModule = {
  name: 'downloads',
  routes: async (app, context) => (await import('./download-routes.js')).downloadRoutes(app, context),
};

export type { DownloadMeta, DownloadStamp } from './fingerprint.js';
export {
  csvNoticeLine,
  findDownload,
  readFingerprint,
  recordDownload,
  recordExport,
  stampCsv,
} from './fingerprint.js';
export {
  addFiltersSheet,
  addTableSheet,
  describeReport,
  reportWorkbook,
  type WorkbookCell,
  type WorkbookColumn,
  type WorkbookRow,
  xlsxBytes,
} from './report-workbook.js';
export { addNoticeRow, stampWorkbook } from './workbook-stamp.js';
