import type { Db } from '../db/database.js';
import { digitalChannelSnapshots, electronicServices } from '../db/schema/index.js';

type SnapshotRow = typeof digitalChannelSnapshots.$inferInsert;

/** A snapshot row for a test: the institution and quarter, everything else defaulted to a plain iOS app. */
export type SnapshotFixture = Pick<SnapshotRow, 'institutionId' | 'period'> & Partial<SnapshotRow>;

/**
 * Replaces the digital channels data of a test database (the prepared data set carries the demo's
 * snapshots) with exactly the rows a test states, so its figures can be worked out by hand.
 */
export async function replaceDigitalSnapshots(db: Db, rows: readonly SnapshotFixture[]): Promise<void> {
  await db.delete(digitalChannelSnapshots);
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
  if (rows.length > 0) await db.insert(electronicServices).values([...rows]);
}
