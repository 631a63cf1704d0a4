import type { Database } from '../../../db/database.js';
import { BANK_DICTIONARY } from '../../../reference/line-items/bank-line-items.js';
import { CREDIT_UNION_DICTIONARY } from '../../../reference/line-items/credit-union-line-items.js';

// Total assets ($000): FDIC SDI 'asset' for banks and holding companies, NCUA account 010 for credit unions.
const BANK_ASSETS = (BANK_DICTIONARY.index.get('asset') ?? -1) + 1;
const CREDIT_UNION_ASSETS = (CREDIT_UNION_DICTIONARY.index.get('acct_010') ?? -1) + 1;
const CHUNK = 2000;

export type AssetLookup = (institutionId: number, period: string) => number | null;

/**
 * Institutions' total assets at every loaded quarter, read from the call-report arrays only for
 * the institutions a report asks about and kept until the next data load. Reading one element of a
 * stored array costs the whole array, so each institution is read once, not once per report.
 */
export function createAssetHistory(database: Database) {
  let version = -1;
  let periods: Promise<string[]> | null = null;
  const values = new Map<number, Map<string, number>>();

  async function refresh(): Promise<void> {
    const [row] = await database.query<{ v: number }>(
      'select coalesce(max(id), 0)::int as v from data_loads',
    );
    const current = row?.v ?? 0;
    if (current !== version) {
      version = current;
      periods = null;
      values.clear();
    }
  }

  async function loadInstitutions(ids: number[]): Promise<void> {
    for (let start = 0; start < ids.length; start += CHUNK) {
      const chunk = ids.slice(start, start + CHUNK);
      const rows = await database.query<{ institution_id: number; period: string; assets: number | null }>(
        `select f.institution_id, f.period::text as period,
                case when i.fi_type = 'credit_union' then f.values[${CREDIT_UNION_ASSETS}]
                     else f.values[${BANK_ASSETS}] end as assets
           from financials f join institutions i on i.id = f.institution_id
          where f.institution_id = any($1::int[])`,
        [chunk],
      );
      for (const id of chunk) values.set(id, new Map());
      for (const row of rows) {
        if (row.assets !== null) values.get(row.institution_id)?.set(row.period, Number(row.assets));
      }
    }
  }

  return {
    /** The quarter ends with call-report data, oldest first. */
    async periods(): Promise<string[]> {
      await refresh();
      periods ??= database
        .query<{ period: string }>('select distinct period::text as period from financials order by period')
        .then((rows) => rows.map((r) => r.period));
      return periods;
    },
    async lookup(institutionIds: Iterable<number>): Promise<AssetLookup> {
      await refresh();
      const missing = [...new Set(institutionIds)].filter((id) => !values.has(id));
      if (missing.length > 0) await loadInstitutions(missing);
      return (id, period) => values.get(id)?.get(period) ?? null;
    },
  };
}

export type AssetHistory = ReturnType<typeof createAssetHistory>;
