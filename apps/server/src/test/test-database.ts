import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../db/database.js';
import { prepareVariant, type TemplateVariant } from './database-templates.js';

export type TestDatabase = Database & { engine: string; drop(): Promise<void> };

/** The prepared copy to start from, when the run's global setup made one (database-templates.ts). */
function template() {
  try {
    return inject('testTemplates');
  } catch {
    return undefined;
  }
}

/**
 * A fresh database per test file (`dataSet`: with the demo accounts and DEMO_TEST_DATA_SET loaded):
 * in-memory PGlite by default, or a new database on the PostgreSQL
 * server named by TEST_DATABASE_URL, dropped again afterwards. Migrated ones start as a copy of the
 * run's prepared template, which is what migrating would have produced.
 */
export async function openTestDatabase(
  options: { migrate?: boolean; demo?: boolean; dataSet?: boolean } = {},
): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const variant: TemplateVariant | undefined =
    options.migrate === false ? undefined : options.dataSet ? 'demo-data' : options.demo ? 'demo' : 'plain';
  const templates = variant ? template() : undefined;
  let database: Database;
  let drop = async () => {};
  let prepared = false;
  if (adminUrl) {
    const name = `fin_atlas_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const source = templates?.kind === 'postgres' && variant ? templates.databases[variant] : undefined;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(source ? `create database ${name} template ${source}` : `create database ${name}`);
    await admin.end();
    prepared = source !== undefined;
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ kind: 'postgres', connectionString: url.toString() });
    drop = async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    };
  } else {
    const file = templates?.kind === 'pglite' && variant ? templates.files[variant] : undefined;
    database = await openDatabase({
      kind: 'pglite',
      dataDir: undefined,
      ...(file ? { loadDataDir: new Blob([readFileSync(file)]) } : {}),
    });
    prepared = file !== undefined;
  }
  if (variant && !prepared) await prepareVariant(database, variant);
  return Object.assign(database, {
    engine: adminUrl ? 'postgres' : 'pglite',
    async drop() {
      await database.close();
      await drop();
    },
  });
}
