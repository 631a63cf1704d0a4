import type { LineItemDictionary } from '../line-items/line-item.js';
import { float8ArrayLiteral, insertRows } from './bulk-insert.js';
import type { SqlSession } from './session.js';
import type { FiType, InstitutionSource } from './institutions-writer.js';

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
  await insertRows(
    session,
    'financials',
    [
      { name: 'institution_id', type: 'int' },
      { name: 'period', type: 'date' },
      { name: 'values', type: 'float8[]' },
    ],
    rows.map((row) => [row.institutionId, row.period, float8ArrayLiteral(row.values)]),
    { batchSize: options.batchSize ?? 1000, ...(options.onProgress ? { onProgress: options.onProgress } : {}) },
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
 * `onlyPeriod` limits the refresh to institutions that have a row for that quarter (after a load).
 */
export async function refreshLatestAssets(
  session: SqlSession,
  scope: { fiType: FiType; source: InstitutionSource; dictionary: LineItemDictionary; assetsCode: string; onlyPeriod?: string },
): Promise<void> {
  const position = scope.dictionary.index.get(scope.assetsCode);
  if (position === undefined) throw new Error(`line item ${scope.assetsCode} is not in the dictionary`);
  await session.query(
    `update institutions i set latest_assets = f.values[$1::int], latest_period = f.period, updated_at = now()
     from financials f
     where f.institution_id = i.id and i.fi_type = $2 and i.source = $3
       and f.period = (select max(period) from financials m where m.institution_id = i.id)
       ${scope.onlyPeriod ? 'and i.id in (select institution_id from financials where period = $4::date)' : ''}`,
    scope.onlyPeriod
      ? [position + 1, scope.fiType, scope.source, scope.onlyPeriod]
      : [position + 1, scope.fiType, scope.source],
  );
  await session.query(
    `update institutions set active = coalesce(latest_period >= (
        select max(latest_period) from institutions where fi_type = $1 and source = $2), false)
     where fi_type = $1 and source = $2`,
    [scope.fiType, scope.source],
  );
}
