import type { HmdaGeoLevel } from '@fin-atlas/domain';
import { insertRows } from '../store/bulk-insert.js';
import type { SqlSession } from '../store/session.js';
import { TABLE_COLUMNS } from '../store/table-columns.js';

/** One lender's figures in one geography (positions of `hmdaFigureIndex`). */
export type HmdaActivityRow = {
  lenderId: number;
  geoLevel: HmdaGeoLevel;
  /** '' for the nation, a postal code, a 5-digit county FIPS or an MSA/MD code. */
  geoCode: string;
  figures: ArrayLike<number>;
  medianRate: number | null;
  medianAmount: number | null;
};

/** A panel row: who an LEI is in one year, and the lender (institution or mortgage company) it counts for. */
export type HmdaLenderRow = {
  lei: string;
  respondentName: string;
  rssdId: number | null;
  parentRssdId: number | null;
  topHolderRssdId: number | null;
  agencyCode: number | null;
  lenderType: 'depository' | 'affiliate' | 'independent';
  /** $000. */
  assets: number | null;
  city: string | null;
  state: string | null;
  lenderId: number;
};

export type MortgageCompanyRecord = {
  lei: string;
  name: string;
  rssdId: number | null;
  parentName: string | null;
  parentRssdId: number | null;
  city: string | null;
  state: string | null;
  agencyCode: number | null;
  lenderType: 'independent' | 'affiliate';
  assets: number | null;
  source: 'hmda' | 'demo';
};

/** Creates or refreshes mortgage companies by LEI; answers LEI -> id (ids from the institutions' sequence). */
export async function upsertMortgageCompanies(
  session: SqlSession,
  records: readonly MortgageCompanyRecord[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (records.length === 0) return ids;
  const returned = await insertRows<{ id: number; lei: string }>(
    session,
    'mortgage_companies',
    [
      { name: 'lei', type: 'text' },
      { name: 'name', type: 'text' },
      { name: 'rssd_id', type: 'int' },
      { name: 'parent_name', type: 'text' },
      { name: 'parent_rssd_id', type: 'int' },
      { name: 'city', type: 'text' },
      { name: 'state', type: 'text' },
      { name: 'agency_code', type: 'int' },
      { name: 'lender_type', type: 'text' },
      { name: 'assets', type: 'float8' },
      { name: 'source', type: 'text' },
    ],
    records.map((r) => [
      r.lei,
      r.name,
      r.rssdId,
      r.parentName,
      r.parentRssdId,
      r.city,
      r.state,
      r.agencyCode,
      r.lenderType,
      r.assets,
      r.source,
    ]),
    {
      conflict: `on conflict (lei) do update set name = excluded.name, rssd_id = excluded.rssd_id,
        parent_name = excluded.parent_name, parent_rssd_id = excluded.parent_rssd_id, city = excluded.city,
        state = excluded.state, agency_code = excluded.agency_code, lender_type = excluded.lender_type,
        assets = coalesce(excluded.assets, mortgage_companies.assets), source = excluded.source,
        active = true, updated_at = now()`,
      returning: 'id, lei',
    },
  );
  for (const row of returned) ids.set(row.lei, Number(row.id));
  return ids;
}

/**
 * Writes one HMDA year: the panel rows and the activity, replacing what the year held for these
 * lenders (`lenderIds`), or the whole year when `wholeYear` (a national file). Call inside the load's
 * transaction so a failed load leaves the previous year as it was.
 */
export async function replaceHmdaYear(
  session: SqlSession,
  year: number,
  data: { lenders: readonly HmdaLenderRow[]; activity: readonly HmdaActivityRow[]; wholeYear: boolean },
): Promise<void> {
  const lenderIds = [...new Set(data.lenders.map((l) => l.lenderId))];
  if (data.wholeYear) {
    await session.query('delete from hmda_activity where year = $1', [year]);
    await session.query('delete from hmda_lenders where year = $1', [year]);
  } else {
    await session.query('delete from hmda_activity where year = $1 and lender_id = any($2::int[])', [
      year,
      lenderIds,
    ]);
    await session.query('delete from hmda_lenders where year = $1 and lei = any($2::text[])', [
      year,
      data.lenders.map((l) => l.lei),
    ]);
  }
  await insertRows(
    session,
    'hmda_lenders',
    TABLE_COLUMNS.hmda_lenders,
    data.lenders.map((l) => [
      year,
      l.lei,
      l.respondentName,
      l.rssdId,
      l.parentRssdId,
      l.topHolderRssdId,
      l.agencyCode,
      l.lenderType,
      l.assets,
      l.city,
      l.state,
      l.lenderId,
    ]),
  );
  await insertRows(
    session,
    'hmda_activity',
    TABLE_COLUMNS.hmda_activity,
    data.activity.map((a) => [
      year,
      a.lenderId,
      a.geoLevel,
      a.geoCode,
      a.figures,
      a.medianRate,
      a.medianAmount,
    ]),
  );
}
