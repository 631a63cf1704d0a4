import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { closeComputePool } from '../compute/worker-pool.js';
import { type Database, openDatabase } from '../db/database.js';
import { loadDemoDataSet } from '../ingest/demo/load-demo.js';
import { prepareDatabase } from '../ingest/prepare-database.js';
import { scoreIntentSignals } from '../modules/fin-intent/index.js';
import { fitVendorFitModels } from '../modules/vendor-fit/index.js';

/**
 * A prepared database per variant: 'plain' is migrated with reference data, 'demo' adds the demo
 * accounts, 'demo-data' also the demo data set at test scale (DEMO_TEST_DATA_SET) with its FIN Intent
 * scores and VendorFit models, as the jobs after a data load leave a database.
 */
export type TemplateVariant = 'plain' | 'demo' | 'demo-data';

/** The demo data set most integration tests read: 3% of the national scale, to the 2026-09-30 quarter. */
export const DEMO_TEST_DATA_SET = { latestPeriod: '2026-09-30', scale: 0.03 } as const;

/** Brings a migrated, empty database to a variant. */
export async function prepareVariant(database: Database, variant: TemplateVariant): Promise<void> {
  await prepareDatabase(database, { demoIdentity: variant !== 'plain' });
  if (variant === 'demo-data') {
    await loadDemoDataSet(database, DEMO_TEST_DATA_SET);
    // Every data-set test starts with what a served process computes after a load.
    await scoreIntentSignals(database);
    await fitVendorFitModels(database);
  }
}
export type TestTemplates =
  | { kind: 'pglite'; files: Record<TemplateVariant, string> }
  | { kind: 'postgres'; databases: Record<TemplateVariant, string> };

declare module 'vitest' {
  export interface ProvidedContext {
    testTemplates: TestTemplates;
  }
}

const VARIANTS: readonly TemplateVariant[] = ['plain', 'demo', 'demo-data'];

/**
 * Vitest global setup: migrating and seeding a fresh database took seconds in each of ~60 test
 * files, and loading the demo data set several more in ~20 of them, so it is done once per run here
 * and every test file starts from a copy (a PGlite data-dir dump, or a PostgreSQL template database).
 */
export async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dir = mkdtempSync(path.join(tmpdir(), 'fin-atlas-templates-'));
    const files = {} as Record<TemplateVariant, string>;
    for (const variant of VARIANTS) {
      const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
      await prepareVariant(database, variant);
      const dump = await database.pglite?.dumpDataDir('none');
      await database.close();
      if (!dump) throw new Error('PGlite gave no data-dir dump');
      files[variant] = path.join(dir, `${variant}.tar`);
      writeFileSync(files[variant], Buffer.from(await dump.arrayBuffer()));
    }
    // The fits ran on this process's compute pool; its workers would keep the run alive.
    await closeComputePool();
    project.provide('testTemplates', { kind: 'pglite', files });
    return async () => rmSync(dir, { recursive: true, force: true });
  }

  const suffix = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const databases = {} as Record<TemplateVariant, string>;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    for (const variant of VARIANTS) {
      const name = `fin_atlas_template_${variant.replace('-', '_')}_${suffix}`;
      await admin.query(`create database ${name}`);
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      const database = await openDatabase({ kind: 'postgres', connectionString: url.toString() });
      await prepareVariant(database, variant);
      await database.close();
      databases[variant] = name;
    }
  } finally {
    await admin.end();
    await closeComputePool();
  }
  project.provide('testTemplates', { kind: 'postgres', databases });
  return async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    for (const name of Object.values(databases))
      await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
}
