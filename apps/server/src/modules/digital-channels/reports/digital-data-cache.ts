import type { Database } from '../../../db/database.js';
import { stampedCache } from '../../../db/stamped-cache.js';
import { CATALOG_MAX_AGE_MS, readCatalogStamp } from '../../technographics/index.js';
import type { DigitalData } from './digital-data.js';
import { loadDigitalData } from './digital-data-load.js';

/**
 * A cheap fingerprint of the snapshots: the newest quarter and the row versions (xmin) at both
 * ends of the primary key. An import or demo load also moves the data-load stamp; a table rewritten
 * in place (deleted and inserted again) gets new row versions, so it is noticed too. Each part reads
 * one end of an index.
 */
async function readSnapshotStamp(database: Database): Promise<string> {
  const [row] = await database.query<Record<string, string | null>>(
    `select
       (select max(period)::text from digital_channel_snapshots) as newest,
       (select xmin::text from digital_channel_snapshots
         order by institution_id, period, channel, store, app_name limit 1) as first,
       (select xmin::text from digital_channel_snapshots
         order by institution_id desc, period desc, channel desc, store desc, app_name desc limit 1) as last`,
  );
  return row ? Object.values(row).join('|') : '';
}

/**
 * The digital channels data in memory until the snapshots, the technographics catalog (vendor
 * names, core vendor products) or any data load change, checked at most once a second: a report is
 * then a pass over arrays, not a database read.
 */
export function createDigitalDataCache(database: Database): () => Promise<DigitalData> {
  return stampedCache(
    async () => `${await readCatalogStamp(database)}#${await readSnapshotStamp(database)}`,
    () => loadDigitalData(database),
    { maxAgeMs: CATALOG_MAX_AGE_MS },
  );
}
