import { type AssetBandId, assetBandIdOf, isCreditUnion } from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { BANK_DICTIONARY } from '../../reference/line-items/bank-line-items.js';
import { CREDIT_UNION_DICTIONARY } from '../../reference/line-items/credit-union-line-items.js';
import type { LineItemDictionary } from '../../reference/line-items/line-item.js';

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

// Deposit accounts as the catalog's "Members / Deposit Accounts" metric counts them (small and large
// accounts, retirement accounts included), so this report and the institution reports agree.
const BANK_ACCOUNT_CODES = ['iddepsmb', 'iddeplgb', 'depsmrn', 'deplgrn'] as const;
const CREDIT_UNION_MEMBERS_CODE = 'acct_083';

function subscript(dictionary: LineItemDictionary, code: string): number {
  const position = dictionary.index.get(code);
  if (position === undefined) throw new Error(`line item ${code} is not in the dictionary`);
  return position + 1;
}

const finite = (value: unknown): number | null => {
  if (value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

type FactsRow = {
  id: number;
  fi_type: string;
  state: string | null;
  latest_assets: number | string | null;
  latest_period: string | null;
  b0: number | string | null;
  b1: number | string | null;
  b2: number | string | null;
  b3: number | string | null;
  cu: number | string | null;
};

/** One pass over active institutions; market-data-cache.ts keeps the result until data changes. */
export async function loadInstitutionFacts(database: Database): Promise<FactsSnapshot> {
  const bank = BANK_ACCOUNT_CODES.map((code) => subscript(BANK_DICTIONARY, code));
  const members = subscript(CREDIT_UNION_DICTIONARY, CREDIT_UNION_MEMBERS_CODE);
  // Only the five array cells the accounts need are read out of each stored call report.
  const rows = await database.query<FactsRow>(
    `select i.id, i.fi_type, i.state, i.latest_assets, i.latest_period::text as latest_period,
            f.values[${bank[0]}] as b0, f.values[${bank[1]}] as b1, f.values[${bank[2]}] as b2,
            f.values[${bank[3]}] as b3, f.values[${members}] as cu
       from institutions i
       left join financials f on f.institution_id = i.id and f.period = i.latest_period
      where i.active`,
  );
  const byId = new Map<number, InstitutionFacts>();
  let dataAsOf: string | null = null;
  for (const row of rows) {
    const creditUnion = isCreditUnion(row.fi_type);
    const assets = finite(row.latest_assets);
    let accounts: number | null;
    if (creditUnion) {
      accounts = finite(row.cu);
    } else {
      const parts = [row.b0, row.b1, row.b2, row.b3].map(finite);
      accounts = parts.every((p) => p === null) ? null : parts.reduce<number>((sum, p) => sum + (p ?? 0), 0);
    }
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
