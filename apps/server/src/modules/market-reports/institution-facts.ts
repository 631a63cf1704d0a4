import { type AssetBandId, assetBandIdOf, isCreditUnion } from '@fin-atlas/domain';
import { finiteOrNull, sizeCellsSql, sizeFactsOf } from '../../analytics/size-facts.js';
import type { Database } from '../../db/database.js';

/** What the market reports need about one institution, at its latest loaded period. */
export type InstitutionFacts = {
  creditUnion: boolean;
  state: string | null;
  /** $000 */
  assets: number | null;
  assetBand: AssetBandId | null;
  /** Deposit accounts for banks, members for credit unions. */
  accounts: number | null;
};

export type FactsSnapshot = {
  byId: ReadonlyMap<number, InstitutionFacts>;
  /** The latest period any institution's figures come from. */
  dataAsOf: string | null;
};

type FactsRow = {
  id: number;
  fi_type: string;
  state: string | null;
  latest_assets: number | string | null;
  latest_period: string | null;
  cells: (number | string | null)[] | null;
};

/** One pass over active institutions; market-data-cache.ts keeps the result until data changes. */
export async function loadInstitutionFacts(database: Database): Promise<FactsSnapshot> {
  const rows = await database.query<FactsRow>(
    `select i.id, i.fi_type, i.state, i.latest_assets, i.latest_period::text as latest_period,
            ${sizeCellsSql('f.values', 'i.fi_type')} as cells
       from institutions i
       left join financials f on f.institution_id = i.id and f.period = i.latest_period
      where i.active`,
  );
  const byId = new Map<number, InstitutionFacts>();
  let dataAsOf: string | null = null;
  for (const row of rows) {
    const creditUnion = isCreditUnion(row.fi_type);
    const assets = finiteOrNull(row.latest_assets);
    const { accounts } = sizeFactsOf(row.cells);
    byId.set(Number(row.id), {
      creditUnion,
      state: row.state,
      assets,
      assetBand: assetBandIdOf(assets),
      accounts,
    });
    if (row.latest_period && (dataAsOf === null || row.latest_period > dataAsOf))
      dataAsOf = row.latest_period;
  }
  return { byId, dataAsOf };
}
