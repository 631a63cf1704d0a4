import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { type Database, openDatabase } from '../db/database.js';
import { prepareDatabase } from '../db/prepare.js';

export type TestDatabase = Database & { engine: string; drop(): Promise<void> };

/**
 * A fresh, empty database per test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL, dropped again afterwards.
 */
export async function openTestDatabase(
  options: { migrate?: boolean; demo?: boolean } = {},
): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let database: Database;
  let drop = async () => {};
  if (adminUrl) {
    const name = `fin_atlas_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
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
    database = await openDatabase({ kind: 'pglite', dataDir: undefined });
  }
  if (options.migrate !== false) await prepareDatabase(database, { demoIdentity: options.demo ?? false });
  return Object.assign(database, {
    engine: adminUrl ? 'postgres' : 'pglite',
    async drop() {
      await database.close();
      await drop();
    },
  });
}
