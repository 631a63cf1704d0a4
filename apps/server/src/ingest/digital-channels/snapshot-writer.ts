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

/** Each column written, the array type its values travel as, and where a record keeps the value. */
const COLUMNS: readonly [string, string, (r: SnapshotRecord) => unknown][] = [
  ['institution_id', 'int', (r) => r.institutionId],
  ['period', 'date', (r) => r.period],
  ['channel', 'text', (r) => r.channel],
  ['store', 'text', (r) => r.store],
  ['app_name', 'text', (r) => r.appName],
  ['vendor_id', 'int', (r) => r.vendorId],
  ['product_id', 'int', (r) => r.productId],
  ['vendor_branded', 'bool', (r) => r.vendorBranded],
  ['app_type', 'smallint', (r) => r.appType],
  ['launched_on', 'date', (r) => r.launchedOn],
  ['rating', 'numeric', (r) => r.rating],
  ['rating_count', 'int', (r) => r.ratingCount],
  ['download_band', 'smallint', (r) => r.downloadBand],
  // An array literal cast back: unnest would flatten an array of arrays.
  ['features', 'text', (r) => `{${r.features.join(',')}}`],
];

const INSERT_SQL = `insert into digital_channel_snapshots (${COLUMNS.map((c) => c[0]).join(', ')}, source)
  select ${COLUMNS.map(([name]) => (name === 'features' ? 't.features::smallint[]' : `t.${name}`)).join(', ')}, 'operator'
    from unnest(${COLUMNS.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})
      as t(${COLUMNS.map((c) => c[0]).join(', ')})`;

/** Inserts the snapshots (source 'operator'), a batch of thousands per statement. */
export async function insertSnapshots(
  session: SqlSession,
  rows: readonly SnapshotRecord[],
  onProgress: (written: number) => void,
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await session.query(
      INSERT_SQL,
      COLUMNS.map(([, , pick]) => batch.map(pick)),
    );
    onProgress(Math.min(start + batch.length, rows.length));
  }
}
