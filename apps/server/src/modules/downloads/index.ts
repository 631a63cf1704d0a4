// The module's only public surface: its registration and what other modules may use of it.
import type { AppModule } from '../../http/app-module.js';
import { downloadRoutes } from './download-routes.js';

export const register: AppModule = { name: 'downloads', routes: downloadRoutes };

export type { DownloadMeta, DownloadStamp } from './fingerprint.js';
export {
  addNoticeRow,
  findDownload,
  readFingerprint,
  recordDownload,
  stampCsv,
  stampWorkbook,
} from './fingerprint.js';
