import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import {
  institutions,
  institutionTechnographics,
  productSolutions,
  products,
  solutions,
  vendors,
} from '../db/schema/index.js';
import { BANK_DICTIONARY } from '../reference/line-items/bank-line-items.js';
import { CREDIT_UNION_DICTIONARY } from '../reference/line-items/credit-union-line-items.js';
import type { LineItemDictionary } from '../reference/line-items/line-item.js';

/**
 * A small market for tests whose figures are worked out by hand in the tests: seven active
 * institutions and one closed one using Core Processing and Mobile Banking, with their assets and
 * deposit accounts or members at the latest period.
 */
export const FIXTURE_PERIOD = '2026-06-30';

export const FIXTURE_SOLUTIONS = { core: 'Core Processing', mobile: 'Retail Mobile Banking' } as const;

type FixtureInstitution = {
  key: string;
  fiType: 'bank' | 'credit_union';
  state: string;
  assets: number;
  active?: boolean;
  /** Line items at FIXTURE_PERIOD. */
  items: Record<string, number>;
};

export const FIXTURE_INSTITUTIONS: FixtureInstitution[] = [
  // 1,015 deposit accounts: small, large and retirement accounts.
  {
    key: 'bank1',
    fiType: 'bank',
    state: 'TX',
    assets: 50_000,
    items: { iddepsmb: 1000, iddeplgb: 10, depsmrn: 5 },
  },
  { key: 'bank2', fiType: 'bank', state: 'TX', assets: 200_000, items: { iddepsmb: 3000 } },
  {
    key: 'bank3',
    fiType: 'bank',
    state: 'CA',
    assets: 2_000_000,
    items: { iddepsmb: 19_000, iddeplgb: 1000 },
  },
  { key: 'cu1', fiType: 'credit_union', state: 'CA', assets: 80_000, items: { acct_083: 5000 } },
  { key: 'cu2', fiType: 'credit_union', state: 'NY', assets: 600_000, items: { acct_083: 40_000 } },
  { key: 'bank4', fiType: 'bank', state: 'NY', assets: 150_000_000, items: { iddepsmb: 900_000 } },
  { key: 'cu3', fiType: 'credit_union', state: 'TX', assets: 300_000, items: { acct_083: 12_000 } },
  { key: 'closed', fiType: 'bank', state: 'TX', assets: 1000, active: false, items: { iddepsmb: 10 } },
  { key: 'bank6', fiType: 'bank', state: 'FL', assets: 20_000_000, items: { iddepsmb: 50_000 } },
];

function valuesArray(dictionary: LineItemDictionary, items: Record<string, number>): (number | null)[] {
  const values: (number | null)[] = dictionary.items.map(() => null);
  for (const [code, value] of Object.entries(items)) {
    const position = dictionary.index.get(code);
    if (position === undefined) throw new Error(`no line item ${code}`);
    values[position] = value;
  }
  return values;
}

export type MarketFixture = {
  institution: Record<string, number>;
  solution: { core: number; mobile: number };
  vendor: Record<'alpha' | 'beta' | 'gamma' | 'delta', number>;
  product: Record<'a1' | 'a2' | 'b1' | 'g1' | 'm1', number>;
};

export async function insertMarketFixture(database: Database): Promise<MarketFixture> {
  const { db } = database;
  const institution: Record<string, number> = {};
  for (const [i, fi] of FIXTURE_INSTITUTIONS.entries()) {
    const [row] = await db
      .insert(institutions)
      .values({
        fiType: fi.fiType,
        name: `Fixture ${fi.key}`,
        regulatoryId: `fx-${i}`,
        state: fi.state,
        latestAssets: fi.assets,
        latestPeriod: FIXTURE_PERIOD,
        active: fi.active ?? true,
        source: 'demo',
      })
      .returning({ id: institutions.id });
    if (!row) throw new Error('institution not inserted');
    institution[fi.key] = row.id;
    const dictionary = fi.fiType === 'credit_union' ? CREDIT_UNION_DICTIONARY : BANK_DICTIONARY;
    await database.query(
      'insert into financials (institution_id, period, values) values ($1, $2, $3::float8[])',
      [row.id, FIXTURE_PERIOD, valuesArray(dictionary, fi.items)],
    );
  }
  // The reference solution catalog is written when a database is prepared.
  const named = async (name: string) => {
    const [row] = await db.select({ id: solutions.id }).from(solutions).where(eq(solutions.name, name));
    if (!row) throw new Error(`no solution ${name} in the reference catalog`);
    return row;
  };
  const core = await named(FIXTURE_SOLUTIONS.core);
  const mobile = await named(FIXTURE_SOLUTIONS.mobile);
  const [alpha, beta, gamma, delta] = await db
    .insert(vendors)
    .values([
      { name: 'Alpha Systems' },
      { name: 'Beta Core' },
      { name: 'Gamma Tech' },
      { name: 'Delta Mobile' },
    ])
    .returning({ id: vendors.id });
  if (!alpha || !beta || !gamma || !delta) throw new Error('vendors not inserted');
  const [a1, a2, b1, g1, m1] = await db
    .insert(products)
    .values([
      { vendorId: alpha.id, name: 'Alpha One' },
      { vendorId: alpha.id, name: 'Alpha Two' },
      { vendorId: beta.id, name: 'Beta Bank' },
      { vendorId: gamma.id, name: 'Gamma Core' },
      { vendorId: delta.id, name: 'Delta Go' },
    ])
    .returning({ id: products.id });
  if (!a1 || !a2 || !b1 || !g1 || !m1) throw new Error('products not inserted');
  await db.insert(productSolutions).values([
    { productId: a1.id, solutionId: core.id },
    { productId: a2.id, solutionId: core.id },
    { productId: b1.id, solutionId: core.id },
    { productId: g1.id, solutionId: core.id },
    { productId: m1.id, solutionId: mobile.id },
  ]);
  const at = (key: string) => institution[key] ?? 0;
  type Use = {
    key: string;
    type?: 'vendor' | 'service';
    vendor?: number;
    product?: number;
    hasService?: boolean;
  };
  const current = (solutionId: number, uses: Use[]) =>
    uses.map((u) => ({
      institutionId: at(u.key),
      solutionId,
      hasService: u.hasService ?? true,
      type: u.type ?? 'vendor',
      vendorId: u.vendor ?? null,
      productId: u.product ?? null,
      startedOn: '2021-01-01',
      source: 'demo',
    }));
  await db.insert(institutionTechnographics).values([
    ...current(core.id, [
      { key: 'bank1', vendor: alpha.id, product: a1.id },
      { key: 'bank2', vendor: alpha.id, product: a2.id },
      { key: 'bank3', vendor: beta.id, product: b1.id },
      { key: 'cu1', vendor: alpha.id, product: a1.id },
      { key: 'cu2', vendor: gamma.id, product: g1.id },
      { key: 'bank4', vendor: beta.id, product: b1.id },
      // A vendor row without a vendor: the vendor is not known.
      { key: 'cu3' },
      { key: 'closed', vendor: alpha.id, product: a1.id },
      // A known vendor whose product is not known.
      { key: 'bank6', vendor: alpha.id },
    ]),
    // History: bank3 ran Gamma before switching; a closed interval is not today's market.
    {
      institutionId: at('bank3'),
      solutionId: core.id,
      hasService: true,
      type: 'vendor',
      vendorId: gamma.id,
      productId: g1.id,
      startedOn: '2015-01-01',
      endedOn: '2020-12-31',
      endReason: 'competitive',
      source: 'demo',
    },
    ...current(mobile.id, [
      { key: 'bank1', hasService: false, type: 'service' },
      { key: 'bank2', vendor: delta.id, product: m1.id },
      { key: 'bank3', type: 'service' },
      { key: 'cu1', vendor: delta.id, product: m1.id },
      { key: 'cu2', vendor: delta.id, product: m1.id },
      { key: 'bank4', type: 'service' },
      { key: 'cu3', vendor: delta.id },
    ]),
  ]);
  return {
    institution,
    solution: { core: core.id, mobile: mobile.id },
    vendor: { alpha: alpha.id, beta: beta.id, gamma: gamma.id, delta: delta.id },
    product: { a1: a1.id, a2: a2.id, b1: b1.id, g1: g1.id, m1: m1.id },
  };
}
