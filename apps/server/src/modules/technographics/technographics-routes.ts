import type { FastifyInstance } from 'fastify';
import type { ActivityRecorder } from '../../activity/activity-recorder.js';
import type { Database } from '../../db/database.js';
import { catalogCache } from './catalog-stamp.js';
import { coverageRoutes } from './coverage/coverage-routes.js';
import { createAssetHistory } from './reports/asset-history.js';
import { createShareSnapshot } from './reports/market-share.js';
import { reportRoutes } from './reports/report-routes.js';
import { requestRoutes } from './requests/request-routes.js';
import { loadCatalogIndex } from './search/catalog-index.js';
import { searchRoutes } from './search/search-routes.js';

/** Product search, the vendor, product and service reports, coverage lists and coverage requests. */
export async function technographicsRoutes(
  app: FastifyInstance,
  { database, activity, warmCaches }: { database: Database; activity: ActivityRecorder; warmCaches: boolean },
): Promise<void> {
  const catalogIndex = catalogCache(database, () => loadCatalogIndex(database));
  const shares = createShareSnapshot(database);
  await searchRoutes(app, { catalogIndex });
  await reportRoutes(app, { database, activity, assetHistory: createAssetHistory(database), shares });
  await coverageRoutes(app, { database });
  await requestRoutes(app, { db: database.db });
  // The search index and the market share snapshot are built once the server is up, not on the first
  // user's keystroke or report; failures are left for that request to report.
  if (!warmCaches) return;
  app.addHook('onReady', async () => {
    void catalogIndex()
      .then(() => shares())
      .catch(() => undefined);
  });
}
