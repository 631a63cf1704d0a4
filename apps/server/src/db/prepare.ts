import { seedDemoIdentity } from '../ingest/demo/demo-identity.js';
import { hasNoInstitutions, loadDemoDataSet } from '../ingest/demo/load-demo.js';
import { loadRegulatorFiles } from '../ingest/regulator-bootstrap.js';
import { prepareTechnographics } from '../ingest/technographics/prepare-technographics.js';
import type { Database } from './database.js';
import { migrateDatabase } from './migrate.js';
import { writeReferenceData } from './reference-data.js';

export type PrepareOptions = {
  /** Demo tenants and accounts. */
  demoIdentity: boolean;
  /** The generated institutions and financials, when the database has none; `scale` 1 is national size. */
  demoInstitutions?: { scale: number; onProgress?: (message: string) => void } | false;
  /** Real regulator files to load into an empty database instead of the demo institutions. */
  regulatorData?: { root: string; onProgress: (message: string) => void };
};

/**
 * Everything between "database reachable" and "ready to serve": schema, reference data (the UI
 * modules, the technographics solution catalog), demo data.
 */
export async function prepareDatabase(
  database: Database,
  options: PrepareOptions,
): Promise<{ demoSeeded: boolean; demoLoaded: boolean }> {
  await migrateDatabase(database);
  await writeReferenceData(database.db);
  const demoSeeded = options.demoIdentity ? await seedDemoIdentity(database.db) : false;
  let demoLoaded = false;
  if (options.regulatorData && (await hasNoInstitutions(database))) {
    await loadRegulatorFiles(database, options.regulatorData.root, options.regulatorData.onProgress);
  } else if (options.demoInstitutions && (await hasNoInstitutions(database))) {
    await loadDemoDataSet(database, {
      scale: options.demoInstitutions.scale,
      onProgress: options.demoInstitutions.onProgress,
    });
    demoLoaded = true;
  }
  await prepareTechnographics(database, {
    demo: Boolean(options.demoInstitutions),
    onProgress: options.demoInstitutions ? options.demoInstitutions.onProgress : undefined,
  });
  return { demoSeeded, demoLoaded };
}
