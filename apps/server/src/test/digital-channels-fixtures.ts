import type { Db } from '../db/database.js';
import { dataLoads, digitalChannelSnapshots, electronicServices } from '../db/schema/index.js';

type SnapshotRow = typeof digitalChannelSnapshots.$inferInsert;

/** A snapshot row for a test: the institution and quarter, everything else defaulted to a plain iOS app. */
export type SnapshotFixture = Pick<SnapshotRow, 'institutionId' | 'period'> & Partial<SnapshotRow>;

/** Records the change as a data load, as every import does, so the caches that follow data loads see it. */
async function recordFixtureLoad(db: Db, rowCount: number): Promise<void> {
  await db.insert(dataLoads).values({ source: 'digital-channels', rowCount, startedAt: new Date() });
}

/**
 * Replaces the digital channels data of a test database (the prepared data set carries the demo's
 * snapshots) with exactly the rows a test states, so its figures can be worked out by hand.
 */
export async function replaceDigitalSnapshots(db: Db, rows: readonly SnapshotFixture[]): Promise<void> {
  await db.delete(digitalChannelSnapshots);
  await recordFixtureLoad(db, rows.length);
  if (rows.length === 0) return;
  await db.insert(digitalChannelSnapshots).values(
    rows.map((row) => ({
      channel: 'mobile',
      store: 'apple',
      appName: `App ${row.institutionId}`,
      source: 'operator',
      ...row,
    })),
  );
}

export async function replaceElectronicServices(
  db: Db,
  rows: readonly (typeof electronicServices.$inferInsert)[],
): Promise<void> {
  await db.delete(electronicServices);
  await recordFixtureLoad(db, rows.length);
  if (rows.length > 0) await db.insert(electronicServices).values([...rows]);
}
