import { afterEach, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database.js';
import { appliedMigrationCount, expectedMigrationCount, migrateDatabase } from './migrate.js';

describe('migrations', () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.drop();
  });

  it('apply every migration to an empty database, and a second run changes nothing', async () => {
    database = await openTestDatabase({ migrate: false });
    expect(await appliedMigrationCount(database)).toBe(0);
    await migrateDatabase(database);
    expect(await appliedMigrationCount(database)).toBe(expectedMigrationCount());
    await migrateDatabase(database);
    expect(await appliedMigrationCount(database)).toBe(expectedMigrationCount());
    const tables = await database.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    expect(tables.map((t) => t.table_name)).toContain('job_runs');
  });
});
