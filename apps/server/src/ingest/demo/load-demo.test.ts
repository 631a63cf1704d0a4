import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK_DICTIONARY } from '../../reference/line-items/bank-line-items.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { dataAsOf } from '../data-as-of.js';
import { loadDemoDataSet, toValues } from './load-demo.js';

describe('loading the demo data set', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
    await loadDemoDataSet(database, { latestPeriod: '2026-09-30', scale: 0.02 });
  });
  afterAll(async () => database.drop());

  it('labels the data as demo data as of the latest quarter', async () => {
    const status = await dataAsOf(database);
    expect(status.latest_period).toBe('2026-09-30');
    expect(status.is_demo).toBe(true);
    expect(status.institutions.bank).toBeGreaterThan(50);
    expect(status.institutions.credit_union).toBeGreaterThan(50);
    expect(status.institutions.bhc).toBeGreaterThan(5);
    expect(status.sources.filter((s) => s.source === 'demo')).toHaveLength(20);
  });

  it('stores every filing and the latest assets of each institution', async () => {
    const [row] = await database.query<{ n: number; missing: number; parents: number }>(
      `select count(*)::int as n,
              count(*) filter (where latest_assets is null and active)::int as missing,
              count(*) filter (where parent_id is not null)::int as parents
         from institutions`,
    );
    expect(row?.missing).toBe(0);
    expect(row?.parents).toBeGreaterThan(10);
    const [assets] = await database.query<{ ok: boolean }>(
      `select bool_and(abs(f.values[$1] - i.latest_assets) < 0.5) as ok
         from institutions i join financials f on f.institution_id = i.id and f.period = i.latest_period
        where i.fi_type = 'bank'`,
      [(BANK_DICTIONARY.index.get('asset') ?? 0) + 1],
    );
    expect(assets?.ok).toBe(true);
  });

  it('lays filings out by the dictionary and rejects unknown codes', () => {
    const values = toValues({ asset: 100, netinc: 5 }, BANK_DICTIONARY);
    expect(values[BANK_DICTIONARY.index.get('asset') ?? -1]).toBe(100);
    expect(values.at(-1)).not.toBeNull();
    expect(() => toValues({ not_a_code: 1 }, BANK_DICTIONARY)).toThrow(/not in the dictionary/);
  });
});
