import { type PeerGroupCriteriaInput, peerGroupCriteriaSchema } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK_DICTIONARY } from '../../reference/line-items/bank-line-items.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { evaluateCriteria } from './criteria-evaluator.js';
import { peerUniverseFor } from './peer-universe.js';

const PERIOD = '2025-12-31';

type Fixture = {
  name: string;
  fiType?: string;
  state: string;
  assets: number;
  active?: boolean;
  offices?: number;
  depositAccounts?: number;
  residentialShare?: number;
  depositsToAssets?: number;
};

/**
 * Seven institutions whose filter results are worked out by hand below. Loans are 50% of assets; the
 * residential share, deposits and counts are set directly on the line items the metrics read.
 */
const FIXTURE: Record<string, Fixture> = {
  A: {
    name: 'Alpha Bank',
    state: 'OH',
    assets: 200_000,
    offices: 5,
    depositAccounts: 10_000,
    residentialShare: 0.5,
    depositsToAssets: 0.8,
  },
  B: {
    name: 'Beta Bank',
    state: 'OH',
    assets: 400_000,
    offices: 12,
    depositAccounts: 30_000,
    residentialShare: 0.2,
    depositsToAssets: 0.85,
  },
  C: {
    name: 'Gamma Bank',
    state: 'IN',
    assets: 800_000,
    offices: 20,
    depositAccounts: 50_000,
    residentialShare: 0.45,
    depositsToAssets: 0.7,
  },
  D: {
    name: 'Delta Bank',
    state: 'OH',
    assets: 900_000,
    offices: 8,
    depositAccounts: 40_000,
    residentialShare: 0.4,
    depositsToAssets: 0.9,
  },
  E: {
    name: 'Epsilon Bank',
    state: 'OH',
    assets: 5_000_000,
    offices: 60,
    depositAccounts: 300_000,
    residentialShare: 0.35,
    depositsToAssets: 0.75,
  },
  F: {
    name: 'Zeta Bank (merged)',
    state: 'OH',
    assets: 300_000,
    active: false,
    offices: 6,
    depositAccounts: 20_000,
    residentialShare: 0.5,
    depositsToAssets: 0.8,
  },
  U: { name: 'Ohio Members CU', fiType: 'credit_union', state: 'OH', assets: 300_000 },
};

function bankLineItems(f: Fixture): (number | null)[] {
  const values: (number | null)[] = BANK_DICTIONARY.items.map(() => null);
  const set = (code: string, value: number) => {
    const position = BANK_DICTIONARY.index.get(code);
    if (position === undefined) throw new Error(`no bank line item ${code}`);
    values[position] = value;
  };
  const loans = f.assets / 2;
  set('asset', f.assets);
  set('lnlsgr', loans);
  set('lnreres', loans * (f.residentialShare ?? 0));
  set('dep', f.assets * (f.depositsToAssets ?? 0));
  set('offdom', f.offices ?? 0);
  set('offfor', 0);
  set('iddepsmb', f.depositAccounts ?? 0);
  set('iddeplgb', 0);
  set('depsmrn', 0);
  set('deplgrn', 0);
  return values;
}

describe('advanced criteria on a hand-computed fixture', () => {
  let database: TestDatabase;
  const ids: Record<string, number> = {};
  let solution = 0;
  let vendor = 0;
  let product = 0;
  let otherVendor = 0;
  let otherProduct = 0;

  const members = async (input: PeerGroupCriteriaInput) => {
    const snapshot = await peerUniverseFor(database).snapshot();
    const result = await evaluateCriteria(database, snapshot, peerGroupCriteriaSchema.parse(input));
    return result.members.map((m) => Object.entries(ids).find(([, id]) => id === m.id)?.[0]);
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    for (const [key, f] of Object.entries(FIXTURE)) {
      const fiType = f.fiType ?? 'bank';
      const [row] = await database.query<{ id: number }>(
        `insert into institutions (fi_type, name, state, city, source, latest_assets, latest_period, active, regulatory_id)
         values ($1, $2, $3, 'Columbus', 'demo', $4, $5, $6, $7) returning id`,
        [fiType, f.name, f.state, f.assets, PERIOD, f.active ?? true, `T-${key}`],
      );
      ids[key] = Number(row?.id);
      if (fiType === 'bank') {
        await database.query('insert into financials (institution_id, period, values) values ($1, $2, $3)', [
          ids[key],
          PERIOD,
          bankLineItems(f),
        ]);
      }
    }
    await database.query(`insert into data_loads (source, period, started_at) values ('demo', $1, now())`, [
      PERIOD,
    ]);
    const [category] = await database.query<{ id: number }>(
      `insert into solution_categories (name) values ('Peer Fixture Services') returning id`,
    );
    const [s] = await database.query<{ id: number }>(
      `insert into solutions (category_id, name) values ($1, 'Peer Fixture Mobile') returning id`,
      [category?.id],
    );
    const [v1] = await database.query<{ id: number }>(
      `insert into vendors (name) values ('Peer Fixture Vendor One') returning id`,
    );
    const [v2] = await database.query<{ id: number }>(
      `insert into vendors (name) values ('Peer Fixture Vendor Two') returning id`,
    );
    solution = Number(s?.id);
    vendor = Number(v1?.id);
    otherVendor = Number(v2?.id);
    const [p1] = await database.query<{ id: number }>(
      `insert into products (vendor_id, name) values ($1, 'One Mobile') returning id`,
      [vendor],
    );
    const [p2] = await database.query<{ id: number }>(
      `insert into products (vendor_id, name) values ($1, 'Two Mobile') returning id`,
      [otherVendor],
    );
    product = Number(p1?.id);
    otherProduct = Number(p2?.id);
    const use = (key: string, productId: number, vendorId: number, endedOn: string | null) =>
      database.query(
        `insert into institution_technographics
           (institution_id, solution_id, type, vendor_id, product_id, started_on, ended_on, source)
         values ($1, $2, 'vendor', $3, $4, '2020-01-01', $5, 'demo')`,
        [ids[key], solution, vendorId, productId, endedOn],
      );
    await use('A', product, vendor, null);
    await use('B', otherProduct, otherVendor, null);
    // C left Vendor One last year: a past interval, not a current user.
    await use('C', product, vendor, '2024-06-30');
    await use('C', otherProduct, otherVendor, null);
    await use('D', product, vendor, null);
    await use('E', product, vendor, null);
  });
  afterAll(async () => database.drop());

  const base: PeerGroupCriteriaInput = {
    fi_type: 'bank',
    states: ['OH'],
    ranges: { assets: { min: 100_000, max: 1_000_000 }, branches: { max: 15 } },
    metric_rows: [{ theme: 'loan_mix', metric_id: 'residential_loans_share', min: 0.3, max: 0.6 }],
  };

  it('keeps only active institutions of the type passing every range and metric row, largest first', async () => {
    // A (200k, 5 offices, 50%) and D (900k, 8, 40%) pass; B's 20% residential share fails, C is in
    // Indiana, E is too large, F is inactive and U is a credit union.
    expect(await members(base)).toEqual(['D', 'A']);
  });

  it('narrows by deposit accounts and by a risk metric', async () => {
    expect(await members({ ...base, ranges: { ...base.ranges, deposit_accounts: { min: 20_000 } } })).toEqual(
      ['D'],
    );
    expect(
      await members({
        ...base,
        metric_rows: [
          ...(base.metric_rows ?? []),
          { theme: 'risk', metric_id: 'deposits_to_assets', min: null, max: 0.85 },
        ],
      }),
    ).toEqual(['A']);
  });

  it('offering rows keep current users only', async () => {
    const offering = { solution_id: solution, vendor_id: vendor, product_id: product };
    expect(await members({ fi_type: 'bank', offering_rows: [offering] })).toEqual(['E', 'D', 'A']);
    // C used the product until 2024: its closed interval does not count.
    expect(await members({ fi_type: 'bank', states: ['IN'], offering_rows: [offering] })).toEqual([]);
    expect(await members({ fi_type: 'bank', offering_rows: [{ vendor_id: otherVendor }] })).toEqual([
      'C',
      'B',
    ]);
  });

  it('adds picked institutions to the filter matches, and picks alone make the group', async () => {
    expect(await members({ ...base, institution_ids: [ids.E ?? 0] })).toEqual(['E', 'D', 'A']);
    expect(await members({ institution_ids: [ids.U ?? 0, ids.B ?? 0] })).toEqual(['B', 'U']);
  });

  it('asset bands cover the chosen bands, quick filters mix types when no type is chosen', async () => {
    // Band 2 is $100M-$500M: A (200k), B (400k) and the credit union U (300k); F is inactive.
    expect(await members({ states: ['OH'], asset_bands: [2] })).toEqual(['B', 'U', 'A']);
    expect(await members({ fi_type: 'bank', states: ['OH'], asset_bands: [2] })).toEqual(['B', 'A']);
  });
});
