import { seedDemoIdentity } from '../ingest/demo/demo-identity.js';
import type { Database } from './database.js';
import { migrateDatabase } from './migrate.js';
import { writeReferenceData } from './reference-data.js';

/** Everything between "database reachable" and "ready to serve": schema, reference data, demo data. */
export async function prepareDatabase(
  database: Database,
  options: { demoData: boolean },
): Promise<{ demoSeeded: boolean }> {
  await migrateDatabase(database);
  await writeReferenceData(database.db);
  const demoSeeded = options.demoData ? await seedDemoIdentity(database.db) : false;
  return { demoSeeded };
}
