import type { Database } from '../../db/database.js';
import type { LineItemDictionary } from '../../reference/line-items/line-item.js';
import { binaryCopyData } from './binary-copy.js';
import { float8ArrayLiteral, insertRows } from './bulk-insert.js';
import type { FiType, InstitutionSource } from './institutions-writer.js';
import type { SqlSession } from './session.js';

/** One institution's line items for one quarter, laid out by the FI type's dictionary. */
export type FinancialRow = {
  institutionId: number;
  /** Quarter end, ISO date. */
  period: string;
  /** Positions follow the dictionary; null (or NaN) = not reported. Dollars in $ thousands. */
  values: ArrayLike<number | null>;
};

/**
 * Appends financials rows in multi-row statements (about 1,000 rows of ~500 values per statement).
 * Rows must not exist yet: call `deleteFinancials` first to replace a quarter.
 */
export async function insertFinancials(
  session: SqlSession,
  rows: readonly FinancialRow[],
  options: { batchSize?: number; onProgress?: (written: number) => void } = {},
): Promise<number> {
  const batchSize = options.batchSize ?? 1000;
  if (session.copyFromBlob) {
    // Embedded engine: binary COPY, no text parsing of millions of numbers.
    for (let start = 0; start < rows.length; start += batchSize) {
      const batch = rows.slice(start, start + batchSize);
      const data = binaryCopyData(
        ['int', 'date', 'float8[]'],
        batch.map((row) => [row.institutionId, row.period, row.values]),
      );
      await session.copyFromBlob(
        "copy financials (institution_id, period, values) from '/dev/blob' with (format binary)",
        data,
      );
      options.onProgress?.(start + batch.length);
    }
    return rows.length;
  }
  await insertRows(
    session,
    'financials',
    [
      { name: 'institution_id', type: 'int' },
      { name: 'period', type: 'date' },
      { name: 'values', type: 'float8[]' },
    ],
    rows.map((row) => [row.institutionId, row.period, float8ArrayLiteral(row.values)]),
    { batchSize, ...(options.onProgress ? { onProgress: options.onProgress } : {}) },
  );
  return rows.length;
}

/** Deletes one quarter of financials for the institutions of these FI types from this source. */
export async function deleteFinancials(
  session: SqlSession,
  scope: { period: string; fiTypes: readonly FiType[]; source: InstitutionSource },
): Promise<number> {
  const rows = await session.query<{ n: number }>(
    `with gone as (
       delete from financials f using institutions i
       where f.institution_id = i.id and f.period = $1::date and i.fi_type = any($2::text[]) and i.source = $3
       returning 1)
     select count(*)::int as n from gone`,
    [scope.period, [...scope.fiTypes], scope.source],
  );
  return rows[0]?.n ?? 0;
}

/**
 * Sets `latest_assets` / `latest_period` of the institutions of one FI type from their newest
 * financials row, and `active` = reported in the newest quarter loaded for that type and source.
 * Only rows whose values change are written. `onlyPeriod` limits the work to institutions that
 * have, or had, that quarter as their latest (after a load that already wrote `latestAssets` /
 * `latestPeriod` through `upsertInstitutions`, this is a cheap consistency pass).
 */
export async function refreshLatestAssets(
  session: SqlSession,
  scope: {
    fiType: FiType;
    source: InstitutionSource;
    dictionary: LineItemDictionary;
    assetsCode: string;
    onlyPeriod?: string;
  },
): Promise<void> {
  const position = scope.dictionary.index.get(scope.assetsCode);
  if (position === undefined) throw new Error(`line item ${scope.assetsCode} is not in the dictionary`);
  const params: unknown[] = [position + 1, scope.fiType, scope.source];
  let limit = '';
  if (scope.onlyPeriod) {
    params.push(scope.onlyPeriod);
    limit = `and (i.latest_period = $4::date or exists (
        select 1 from financials p where p.institution_id = i.id and p.period = $4::date))`;
  }
  await session.query(
    `with newest as (
       select i.id as institution_id, m.period
       from institutions i
       cross join lateral (select max(f.period) as period from financials f where f.institution_id = i.id) m
       where i.fi_type = $2 and i.source = $3 and m.period is not null ${limit}),
     latest as (
       select n.institution_id, n.period, f.values[$1::int] as assets
       from newest n join financials f on f.institution_id = n.institution_id and f.period = n.period)
     update institutions i set latest_assets = l.assets, latest_period = l.period, updated_at = now()
     from latest l
     where l.institution_id = i.id
       and (i.latest_assets is distinct from l.assets or i.latest_period is distinct from l.period)`,
    params,
  );
  // Institutions left without any financials (a re-import dropped their only quarter). After one
  // quarter's load only that quarter can have been their only one: the check stays the size of a
  // quarter however much history is loaded.
  await session.query(
    `update institutions i set latest_assets = null, latest_period = null, updated_at = now()
     where i.fi_type = $1 and i.source = $2 and i.latest_period is not null
       ${scope.onlyPeriod ? 'and i.latest_period = $3::date' : ''}
       and not exists (select 1 from financials f where f.institution_id = i.id)`,
    scope.onlyPeriod ? [scope.fiType, scope.source, scope.onlyPeriod] : [scope.fiType, scope.source],
  );
  await session.query(
    `update institutions set active = v.active
     from (select id, coalesce(latest_period >= max(latest_period) over (), false) as active
           from institutions where fi_type = $1 and source = $2) v
     where institutions.id = v.id and institutions.active is distinct from v.active`,
    [scope.fiType, scope.source],
  );
}

/**
 * Runs once a quarter's call reports are committed (VACUUM cannot run inside the load's
 * transaction). The embedded engine has no autovacuum: without this nothing would refresh the
 * planner's statistics or mark the new pages all-visible, and the first count of the quarters held
 * after an import read every stored call report (4 s at 80 quarters, 0.3 s once vacuumed).
 */
export async function tidyFinancials(database: Database): Promise<void> {
  await database.query('vacuum (analyze) financials');
}
