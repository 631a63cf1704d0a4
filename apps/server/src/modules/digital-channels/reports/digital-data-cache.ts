import type { Database } from '../../../db/database.js';
import { catalogCache } from '../../technographics/index.js';
import type { DigitalData } from './digital-data.js';
import { loadDigitalData } from './digital-data-load.js';

/**
 * The digital channels data in memory until the technographics catalog (vendor names, core vendor
 * products) or any data load changes (every snapshot import and demo load records one), checked at
 * most once a second: a report is then a pass over arrays, not a database read.
 */
export function createDigitalDataCache(database: Database): () => Promise<DigitalData> {
  return catalogCache(database, () => loadDigitalData(database));
}
