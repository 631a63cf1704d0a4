import type { Located } from '../evidence/read-operator-records.js';
import type { SqlSession } from '../store/index.js';
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

/** Inserts the snapshots (source 'operator'), a batch of thousands per statement. */
export async function insertSnapshots(
  session: SqlSession,
  rows: readonly SnapshotRecord[],
  onProgress: (written: number) => void,
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    const column = <T>(pick: (r: SnapshotRecord) => T) => batch.map(pick);
    // The feature lists travel as array literals: unnest would flatten an array of arrays.
    await session.query(
      `insert into digital_channel_snapshots
         (institution_id, period, channel, store, app_name, vendor_id, product_id, vendor_branded,
          app_type, launched_on, rating, rating_count, download_band, features, source)
       select t.institution_id, t.period, t.channel, t.store, t.app_name, t.vendor_id, t.product_id,
              t.vendor_branded, t.app_type, t.launched_on, t.rating, t.rating_count, t.download_band,
              t.features::smallint[], 'operator'
         from unnest($1::int[], $2::date[], $3::text[], $4::text[], $5::text[], $6::int[], $7::int[],
                     $8::bool[], $9::smallint[], $10::date[], $11::numeric[], $12::int[], $13::smallint[],
                     $14::text[])
           as t(institution_id, period, channel, store, app_name, vendor_id, product_id, vendor_branded,
                app_type, launched_on, rating, rating_count, download_band, features)`,
      [
        column((r) => r.institutionId),
        column((r) => r.period),
        column((r) => r.channel),
        column((r) => r.store),
        column((r) => r.appName),
        column((r) => r.vendorId),
        column((r) => r.productId),
        column((r) => r.vendorBranded),
        column((r) => r.appType),
        column((r) => r.launchedOn),
        column((r) => r.rating),
        column((r) => r.ratingCount),
        column((r) => r.downloadBand),
        column((r) => `{${r.features.join(',')}}`),
      ],
    );
    onProgress(Math.min(start + batch.length, rows.length));
  }
}
