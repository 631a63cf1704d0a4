import type { Database } from '../db/database.js';
import { seedIntentSignals } from '../db/intent-signal-seeds.js';
import { migrateDatabase } from '../db/migrate.js';
import { seedProfileCards } from '../db/profile-card-seeds.js';
import { writeReferenceData } from '../db/reference-data.js';
import { prepareDemoActivity } from './demo/demo-activity.js';
import { assignDemoPersonaInstitution, seedDemoIdentity } from './demo/demo-identity.js';
import { prepareDemoDigitalChannels } from './demo/digital-channels-load.js';
import { hasNoInstitutions, loadDemoDataSet } from './demo/load-demo.js';
import { prepareDemoMortgageYear } from './demo/mortgage-prepare.js';
import { loadRegulatorFiles } from './regulator-bootstrap.js';
import { prepareTechnographics } from './technographics/prepare-technographics.js';

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
 * modules, the FIN Profile and Advisor cards, the technographics solution catalog, the shipped FIN Intent signals),
 * demo data (the accounts and a year of their activity, the institutions and their data).
 */
export async function prepareDatabase(
  database: Database,
  options: PrepareOptions,
): Promise<{ demoSeeded: boolean; demoLoaded: boolean }> {
  await migrateDatabase(database);
  await writeReferenceData(database.db);
  await seedProfileCards(database.db);
  const demoSeeded = options.demoIdentity ? await seedDemoIdentity(database.db) : false;
  // A year of the demo accounts' activity for the activity reports (once; an older demo gains it).
  if (options.demoIdentity) await prepareDemoActivity(database);
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
  // Accounts seeded over data loaded earlier (or by an older version): the FI persona still banks
  // with an active bank of the data.
  if (options.demoIdentity && !demoLoaded) await assignDemoPersonaInstitution(database);
  await prepareTechnographics(database, {
    demo: Boolean(options.demoInstitutions),
    onProgress: options.demoInstitutions ? options.demoInstitutions.onProgress : undefined,
  });
  // The shipped FIN Intent signals name solutions of the catalog written just before.
  await seedIntentSignals(database.db);
  // A demo database loaded before the demo had a HMDA year, or digital channels, gains them.
  if (options.demoInstitutions && !demoLoaded) {
    await prepareDemoMortgageYear(database, { onProgress: options.demoInstitutions.onProgress });
    await prepareDemoDigitalChannels(database, { onProgress: options.demoInstitutions.onProgress });
  }
  return { demoSeeded, demoLoaded };
}
