import type { Located } from '../evidence/read-operator-records.js';
import { insertRows, type SqlSession } from '../store/index.js';
import { TABLE_COLUMNS } from '../store/table-columns.js';
import type { DigitalSnapshotRow } from './digital-channels-layout.js';

/** A snapshot row ready to write: its institution, and its vendor and product as catalog ids. */
export type SnapshotRecord = Located<DigitalSnapshotRow> & {
  vendorId: number | null;
  productId: number | null;
};

const BATCH = 5000;

/**
 * Removes what the file replaces: every stored row (demo or imported) of an institution, quarter and
 * channel the file covers, and the demo rows of the file's institutions and channels at any quarter,
 * so an institution's history never mixes generated quarters with imported ones (a fake switch).
 * Returns how many rows of the file's quarters were replaced.
 */
export async function clearReplacedSnapshots(
  session: SqlSession,
  rows: readonly SnapshotRecord[],
): Promise<number> {
  const quarters = new Map<string, [number, string, string]>();
  const channels = new Map<string, [number, string]>();
  for (const r of rows) {
    quarters.set(`${r.institutionId}|${r.period}|${r.channel}`, [r.institutionId, r.period, r.channel]);
    channels.set(`${r.institutionId}|${r.channel}`, [r.institutionId, r.channel]);
  }
  const q = [...quarters.values()];
  const [replaced] = await session.query<{ n: number }>(
    `with gone as (
       delete from digital_channel_snapshots s
        using unnest($1::int[], $2::date[], $3::text[]) as k(institution_id, period, channel)
        where s.institution_id = k.institution_id and s.period = k.period and s.channel = k.channel
       returning 1)
     select count(*)::int as n from gone`,
    [q.map((k) => k[0]), q.map((k) => k[1]), q.map((k) => k[2])],
  );
  const c = [...channels.values()];
  await session.query(
    `delete from digital_channel_snapshots s
      using unnest($1::int[], $2::text[]) as k(institution_id, channel)
      where s.institution_id = k.institution_id and s.channel = k.channel and s.source = 'demo'`,
    [c.map((k) => k[0]), c.map((k) => k[1])],
  );
  return replaced?.n ?? 0;
}

/** Inserts the snapshots (source 'operator') with the bulk writer, a batch of thousands per statement. */
export async function insertSnapshots(
  session: SqlSession,
  rows: readonly SnapshotRecord[],
  onProgress: (written: number) => void,
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await insertRows(
      session,
      'digital_channel_snapshots',
      TABLE_COLUMNS.digital_channel_snapshots,
      batch.map((r) => [
        r.institutionId,
        r.period,
        r.channel,
        r.store,
        r.appName,
        r.vendorId,
        r.productId,
        r.vendorBranded,
        r.appType,
        r.launchedOn,
        r.rating,
        r.ratingCount,
        r.downloadBand,
        r.features,
        'operator',
      ]),
    );
    onProgress(Math.min(start + batch.length, rows.length));
  }
}
