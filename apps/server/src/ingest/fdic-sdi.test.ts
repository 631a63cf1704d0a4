import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK_DICTIONARY } from '../reference/line-items/bank-line-items.js';
import { sharedData, sharedDataSkipReason } from '../test/shared-data.js';
import { openTestDatabase, type TestDatabase } from '../test/test-database.js';
import { importFdicSdi } from './fdic-sdi.js';
import type { ImportResult } from './import-report.js';

const skip = sharedDataSkipReason('fdic/sdi/2019-06-30');
const QUARTER = sharedData('fdic/sdi/2019-06-30');
const at = (code: string) => (BANK_DICTIONARY.index.get(code) as number) + 1;

describe.skipIf(skip)(`FDIC SDI import of 2019-06-30${skip ? ` — skipped: ${skip}` : ''}`, () => {
  let database: TestDatabase;
  let first: ImportResult;

  beforeAll(async () => {
    database = await openTestDatabase();
    first = await importFdicSdi(database, QUARTER);
    console.log(`fdic-sdi on ${database.engine}: ${first.durationMs} ms`, first.counts, first.warnings);
  }, 300_000);
  afterAll(async () => {
    await database?.drop();
  });

  it('loads 5,312 banks with a financials row each, and nothing rejected', async () => {
    expect(first.rowCount).toBe(5312);
    expect(first.rejectedCount).toBe(0);
    expect(first.files).toHaveLength(27);
    const [banks] = await database.query<{ n: number }>(
      "select count(*)::int as n from institutions where fi_type = 'bank' and source = 'fdic'",
    );
    expect(banks?.n).toBe(5312);
    const [rows] = await database.query<{ n: number }>(
      "select count(*)::int as n from financials f join institutions i on i.id = f.institution_id where i.fi_type = 'bank' and f.period = '2019-06-30'",
    );
    expect(rows?.n).toBe(5312);
  });

  it('stores cert 628 JPMorgan Chase Bank with total assets of 2,354,812,000 thousand', async () => {
    const [bank] = await database.query<Record<string, unknown>>(
      `select i.name, i.state, i.rssd_id, i.latest_assets, i.latest_period::text as latest_period, i.charter_class,
              f.values[${at('asset')}] as asset, f.values[${at('numemp')}] as numemp, f.values[${at('netinc')}] as netinc
       from institutions i join financials f on f.institution_id = i.id
       where i.fi_type = 'bank' and i.regulatory_id = '628' and f.period = '2019-06-30'`,
    );
    expect(bank?.name).toBe('JPMorgan Chase Bank, National Association');
    expect(bank?.asset).toBe(2354812000);
    expect(bank?.latest_assets).toBe(2354812000);
    expect(bank?.latest_period).toBe('2019-06-30');
    expect(bank?.charter_class).toBe('N');
  });

  it('creates holding companies that are parents of their banks and sum their balances and flows', async () => {
    const [count] = await database.query<{ n: number }>(
      "select count(*)::int as n from institutions where fi_type = 'bhc'",
    );
    expect(count?.n).toBeGreaterThan(3000);
    const sums = await database.query<{
      bhc: number;
      asset: number;
      bank_asset: number;
      netinc: number;
      bank_netinc: number;
      ratio: number | null;
    }>(
      `select p.id as bhc, pf.values[${at('asset')}] as asset, sum(bf.values[${at('asset')}]) as bank_asset,
              pf.values[${at('netinc')}] as netinc, sum(bf.values[${at('netinc')}]) as bank_netinc,
              pf.values[${at('nclnlsr')}] as ratio
       from institutions p
       join financials pf on pf.institution_id = p.id and pf.period = '2019-06-30'
       join institutions b on b.parent_id = p.id
       join financials bf on bf.institution_id = b.id and bf.period = '2019-06-30'
       where p.fi_type = 'bhc' group by p.id, pf.values`,
    );
    expect(sums.length).toBe(count?.n);
    for (const s of sums) {
      expect(s.asset).toBeCloseTo(s.bank_asset, 3);
      expect(s.netinc).toBeCloseTo(s.bank_netinc, 3);
      expect(s.ratio).toBeNull();
    }
    const [jpm] = await database.query<{ name: string; parent: string }>(
      `select b.name, p.name as parent from institutions b join institutions p on p.id = b.parent_id
       where b.fi_type = 'bank' and b.regulatory_id = '628'`,
    );
    expect(jpm?.parent).toMatch(/JPMORGAN CHASE/i);
  });

  it('records the load in data_loads', async () => {
    const [load] = await database.query<{ row_count: number; rejected_count: number; files: unknown[] }>(
      "select row_count, rejected_count, files from data_loads where source = 'fdic-sdi' and period = '2019-06-30'",
    );
    expect(load?.row_count).toBe(5312);
    expect(load?.files).toHaveLength(27);
  });

  it('leaves the call reports vacuumed and analysed, so the planner knows them and counts read the index', async () => {
    const [table] = await database.query<{ reltuples: number; relallvisible: number; relpages: number }>(
      "select reltuples::float8 as reltuples, relallvisible, relpages from pg_class where relname = 'financials'",
    );
    // Statistics: holding companies add their own rows to the 5,312 banks'.
    expect(table?.reltuples).toBeGreaterThanOrEqual(5312);
    // Pages all-visible: the embedded engine's, which nothing else would vacuum. On PostgreSQL the
    // other test databases' open transactions can hold the horizon back (autovacuum catches up).
    if (database.engine === 'pglite') expect(table?.relallvisible).toBe(table?.relpages);
  });

  it('replaces the quarter on re-import: same row counts, no duplicates', async () => {
    const before = await database.query<{ t: string; n: number }>(
      "select 'i' as t, count(*)::int as n from institutions union all select 'f', count(*)::int from financials union all select 'd', count(*)::int from data_loads",
    );
    const again = await importFdicSdi(database, QUARTER);
    expect(again.rowCount).toBe(5312);
    expect(again.counts.replacedFinancialRows).toBe(first.counts.financialRows);
    const after = await database.query<{ t: string; n: number }>(
      "select 'i' as t, count(*)::int as n from institutions union all select 'f', count(*)::int from financials union all select 'd', count(*)::int from data_loads",
    );
    expect(after).toEqual(before);
  }, 300_000);
});
