import { assetBandIdOf, VENDOR_FIT_MIN_PRODUCT_CLIENTS, type VendorFitCategory } from '@fin-atlas/domain';
import type { Database } from '../db/database.js';
import { quantile } from '../metrics/statistics.js';
import {
  binCount,
  binOf,
  type Features,
  type FitModel,
  type FitVariable,
  type ProductProfile,
} from '../modules/vendor-fit/index.js';
import { BANK_DICTIONARY } from '../reference/line-items/bank-line-items.js';
import { CREDIT_UNION_DICTIONARY } from '../reference/line-items/credit-union-line-items.js';

/**
 * A small VendorFit model of core processing fitted by the tests themselves from the demo data set:
 * six variables read with SQL (profit and risk are left without any, as a category can be), the
 * population's deciles and levels as bins, every product's clients profiled in the stored shapes.
 * It stands in for the fitting job so the predictions API can be tested on its own; its figures are
 * recomputable from the rows it returns.
 */
export type FixtureVariable = FitVariable & { category: VendorFitCategory };

export type VendorFitFixture = {
  solutionId: number;
  model: FitModel;
  features: Map<number, Features>;
  /** Core processing product per institution (open rows). */
  clients: Map<number, number>;
  period: string;
};

const VARIABLES: FixtureVariable[] = [
  { key: 'fx_total_assets', name: 'Total Assets', category: 'size', kind: 'numeric', format: 'C0M' },
  { key: 'fx_branches', name: 'Branches', category: 'market', kind: 'numeric', format: 'N0' },
  { key: 'fx_charter', name: 'Charter Class', category: 'strategy', kind: 'categorical', format: 'text' },
  {
    key: 'fx_asset_growth',
    name: 'Asset Growth (1 Year)',
    category: 'growth',
    kind: 'numeric',
    format: 'P1',
  },
  {
    key: 'fx_assets_per_employee',
    name: 'Assets per Employee',
    category: 'productivity',
    kind: 'numeric',
    format: 'C2M',
  },
  {
    key: 'fx_vendor_solutions',
    name: 'Solutions Run by a Vendor',
    category: 'technology',
    kind: 'numeric',
    format: 'N0',
  },
];

type PopulationRow = {
  id: number;
  fi_type: string;
  assets: number | null;
  charter: string | null;
  employees: number | null;
  branches: number;
  vendor_solutions: number;
};

const assetPosition = (fiType: string) =>
  fiType === 'credit_union'
    ? (CREDIT_UNION_DICTIONARY.index.get('acct_010') as number)
    : (BANK_DICTIONARY.index.get('asset') as number);

async function readPopulation(database: Database, solutionId: number, period: string, yearBefore: string) {
  const rows = await database.query<PopulationRow>(
    `select i.id, i.fi_type, i.latest_assets as assets, i.charter_class as charter, i.employees,
            (select count(*)::int from branches b where b.institution_id = i.id
               and b.year = (select max(year) from branches)) as branches,
            (select count(*)::int from institution_technographics t where t.institution_id = i.id
               and t.ended_on is null and t.vendor_id is not null) as vendor_solutions
       from institutions i where i.active and i.fi_type in ('bank', 'credit_union') order by i.id`,
  );
  const financials = await database.query<{ institution_id: number; period: string; values: number[] }>(
    `select institution_id, period::text as period, values from financials where period in ($1::date, $2::date)`,
    [period, yearBefore],
  );
  const clientsRows = await database.query<{ institution_id: number; product_id: number }>(
    `select institution_id, product_id from institution_technographics
      where solution_id = $1 and ended_on is null and product_id is not null order by started_on`,
    [solutionId],
  );
  return { rows, financials, clientsRows };
}

function featuresOf(
  row: PopulationRow,
  assetsAt: (id: number, period: string, fiType: string) => number | null,
  period: string,
  yearBefore: string,
): Features {
  const now = assetsAt(row.id, period, row.fi_type);
  const before = assetsAt(row.id, yearBefore, row.fi_type);
  const assets = row.assets === null ? null : Number(row.assets);
  return {
    fx_total_assets: assets,
    fx_branches: Number(row.branches),
    fx_charter: row.charter,
    fx_asset_growth: now !== null && before ? now / before - 1 : null,
    fx_assets_per_employee: assets !== null && row.employees ? assets / Number(row.employees) : null,
    fx_vendor_solutions: Number(row.vendor_solutions),
  };
}

/** Deciles of a numeric variable (distinct, ascending), the levels of a categorical one. */
function withBins(variable: FixtureVariable, values: (number | string | null)[]): FixtureVariable {
  if (variable.kind === 'categorical') {
    const counts = new Map<string, number>();
    for (const v of values) if (typeof v === 'string') counts.set(v, (counts.get(v) ?? 0) + 1);
    return {
      ...variable,
      levels: [...counts.entries()]
        .filter(([, n]) => n >= 5)
        .map(([level]) => level)
        .sort(),
    };
  }
  const sorted = values.filter((v): v is number => typeof v === 'number').sort((a, b) => a - b);
  const edges = [...new Set([1, 2, 3, 4, 5, 6, 7, 8, 9].map((d) => quantile(sorted, d / 10) as number))];
  return { ...variable, edges };
}

/** Smoothed shares per bin: counts plus `alpha` spread by `base` (uniform when absent). */
function shares(
  variable: FitVariable,
  values: (number | string | null)[],
  alpha: number,
  base?: number[],
): number[] {
  const counts = new Array<number>(binCount(variable)).fill(0);
  let n = 0;
  for (const v of values) {
    const bin = binOf(variable, v);
    if (bin === null) continue;
    counts[bin] = (counts[bin] ?? 0) + 1;
    n++;
  }
  return counts.map((c, i) => (c + alpha * (base?.[i] ?? 1 / counts.length)) / (n + alpha));
}

const quantilesOf = (values: number[]): [number, number, number, number, number] | null => {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return [0.1, 0.25, 0.5, 0.75, 0.9].map((q) => quantile(sorted, q) as number) as [
    number,
    number,
    number,
    number,
    number,
  ];
};

const keyOf = (fiType: string, assets: number | null) => `${fiType}:${assetBandIdOf(assets) ?? 0}`;

/** Fits the fixture model of core processing on the data set and stores it with every institution's variables. */
export async function writeVendorFitFixture(database: Database): Promise<VendorFitFixture> {
  const [core] = await database.query<{ id: number; name: string }>(
    'select id, name from solutions where is_core order by id limit 1',
  );
  if (!core) throw new Error('the data set has no core processing solution');
  // The fixture replaces the fitted models the data-set template carries: only core processing is modelled.
  await database.query('delete from vendor_fit_models');
  const [latest] = await database.query<{ period: string; before: string }>(
    `select max(period)::text as period, (max(period) - interval '1 year')::date::text as before from financials`,
  );
  const period = latest?.period as string;
  const yearBefore = latest?.before as string;
  const solutionId = Number(core.id);
  const { rows, financials, clientsRows } = await readPopulation(database, solutionId, period, yearBefore);

  const assets = new Map(financials.map((f) => [`${f.institution_id}:${f.period}`, f.values]));
  const assetsAt = (id: number, at: string, fiType: string) =>
    assets.get(`${id}:${at}`)?.[assetPosition(fiType)] ?? null;
  const features = new Map(rows.map((r) => [Number(r.id), featuresOf(r, assetsAt, period, yearBefore)]));
  const clients = new Map(clientsRows.map((c) => [Number(c.institution_id), Number(c.product_id)]));
  const byId = new Map(rows.map((r) => [Number(r.id), r]));

  const variables = VARIABLES.map((v) =>
    withBins(
      v,
      [...features.values()].map((f) => f[v.key] ?? null),
    ),
  );
  const population = Object.fromEntries(
    variables.map((v) => [
      v.key,
      shares(
        v,
        [...features.values()].map((f) => f[v.key] ?? null),
        1,
      ),
    ]),
  );
  const productIds = [...new Set(clients.values())].filter(
    (p) => [...clients.values()].filter((x) => x === p).length >= VENDOR_FIT_MIN_PRODUCT_CLIENTS,
  );
  const names = await database.query<{ id: number; name: string; vendor_id: number; vendor_name: string }>(
    `select p.id, p.name, p.vendor_id, v.name as vendor_name from products p join vendors v on v.id = p.vendor_id
      where p.id = any($1::int[])`,
    [productIds],
  );
  const modelled = [...clients.entries()].filter(([id, p]) => productIds.includes(p) && byId.has(id));
  const keyCounts = new Map<string, number>();
  for (const [id] of modelled) {
    const r = byId.get(id) as PopulationRow;
    const key = keyOf(r.fi_type, r.assets === null ? null : Number(r.assets));
    keyCounts.set(key, (keyCounts.get(key) ?? 0) + 1);
  }

  const products: ProductProfile[] = names.map((p) => {
    const members = modelled.filter(([, product]) => product === Number(p.id)).map(([id]) => id);
    const overall = members.length / modelled.length;
    const prior: Record<string, number> = { '*': overall };
    for (const [key, n] of keyCounts) {
      const inKey = members.filter((id) => {
        const r = byId.get(id) as PopulationRow;
        return keyOf(r.fi_type, r.assets === null ? null : Number(r.assets)) === key;
      }).length;
      prior[key] = (inKey + overall) / (n + 1);
    }
    const profiles = Object.fromEntries(
      variables.map((v) => {
        const values = members.map((id) => features.get(id)?.[v.key] ?? null);
        const numbers = values.filter((x): x is number => typeof x === 'number');
        return [
          v.key,
          {
            n: values.filter((x) => x !== null).length,
            bins: shares(v, values, 2, population[v.key]),
            quantiles: v.kind === 'numeric' ? quantilesOf(numbers) : null,
          },
        ];
      }),
    );
    return {
      product_id: Number(p.id),
      product_name: p.name,
      vendor_id: Number(p.vendor_id),
      vendor_name: p.vendor_name,
      clients: members.length,
      prior,
      variables: profiles,
    };
  });

  const model: FitModel = {
    solution_id: solutionId,
    solution_name: core.name,
    period,
    variables,
    population,
    products,
    evidence_weight: 0.5,
  };
  // A fixed evaluation in the contract's shape: the tests read it back, they do not judge it.
  const evaluation = {
    holdout: 24,
    top1: 0.375,
    top3: 0.708,
    baseline_top1: 0.25,
    baseline_top3: 0.5,
    window_start: '2024-10-01',
    window_end: period,
  };
  await database.query(
    `insert into vendor_fit_models (solution_id, period, fitted_at, model, evaluation)
     values ($1, $2, now(), $3, $4)
     on conflict (solution_id) do update set period = excluded.period, fitted_at = excluded.fitted_at,
       model = excluded.model, evaluation = excluded.evaluation`,
    [solutionId, period, JSON.stringify(model), JSON.stringify(evaluation)],
  );
  for (const [id, values] of features) {
    await database.query(
      `insert into vendor_fit_features (institution_id, period, values) values ($1, $2, $3)
       on conflict (institution_id) do update set period = excluded.period, values = excluded.values`,
      [id, period, JSON.stringify(values)],
    );
  }
  return { solutionId, model, features, clients, period };
}
