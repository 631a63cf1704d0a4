import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sharedData, sharedDataSkipReason } from '../test/shared-data.js';
import { openTestDatabase, type TestDatabase } from '../test/test-database.js';
import { importFdicHistory } from './fdic-history.js';
import { importFdicSdi } from './fdic-sdi.js';
import { importFdicSod } from './fdic-sod.js';
import type { ImportResult } from './import-report.js';

const skip = sharedDataSkipReason('fdic/sdi/2019-06-30', 'fdic/sod/sod_2023.csv.xz', 'fdic/history');

describe.skipIf(skip)(`FDIC Summary of Deposits and history${skip ? ` — skipped: ${skip}` : ''}`, () => {
  let database: TestDatabase;
  let sod: ImportResult;
  let history: ImportResult;

  beforeAll(async () => {
    database = await openTestDatabase();
    // Branches and events are matched by certificate to the banks of a loaded quarter.
    await importFdicSdi(database, sharedData('fdic/sdi/2019-06-30'));
    sod = await importFdicSod(database, sharedData('fdic/sod/sod_2023.csv.xz'));
    history = await importFdicHistory(database, sharedData('fdic/history'));
    console.log(`fdic-sod on ${database.engine}: ${sod.durationMs} ms`, sod.counts);
    console.log(
      `fdic-history on ${database.engine}: ${history.durationMs} ms`,
      history.counts,
      history.warnings,
    );
  }, 300_000);
  afterAll(async () => {
    await database?.drop();
  });

  it('reads all 77,796 branches of 2023: loads those of loaded banks, rejects the rest with file, line and reason', async () => {
    expect(sod.period).toBe('2023-06-30');
    expect(sod.files).toEqual([{ name: 'sod_2023.csv', rows: 77796, rejected: sod.rejectedCount }]);
    expect(sod.rowCount + sod.rejectedCount).toBe(77796);
    // Banks chartered after mid-2019 are not in the 2019-06-30 quarter: their branches are rejected.
    expect(sod.rowCount).toBeGreaterThan(70000);
    for (const r of sod.rejections) {
      expect(r.file).toBe('sod_2023.csv');
      expect(r.line).toBeGreaterThan(1);
      expect(r.reason).toMatch(/^CERT \d+: no bank with this FDIC certificate is loaded/);
    }
    const [count] = await database.query<{ n: number; banks: number }>(
      'select count(*)::int as n, count(distinct institution_id)::int as banks from branches where year = 2023',
    );
    expect(count?.n).toBe(sod.rowCount);
    expect(count?.banks).toBe(sod.counts.institutions);
  });

  it('stores branch deposits ($000), coordinates and county FIPS, and locates banks by their main office', async () => {
    const [jpm] = await database.query<{
      branches: number;
      deposits: number;
      mains: number;
      lat: number;
      county: string;
    }>(
      `select count(*)::int as branches, sum(b.deposits) as deposits, count(*) filter (where b.is_main_office)::int as mains,
              max(i.latitude) as lat, max(i.county_fips) as county
       from branches b join institutions i on i.id = b.institution_id
       where i.fi_type = 'bank' and i.regulatory_id = '628' and b.year = 2023`,
    );
    expect(jpm?.branches).toBeGreaterThan(4000);
    expect(jpm?.deposits).toBeGreaterThan(1_500_000_000); // > $1.5 trillion in $000
    expect(jpm?.mains).toBe(1);
    expect(jpm?.lat).toBeCloseTo(39.96, 0); // Columbus, OH
    expect(jpm?.county).toBe('39041'); // Delaware County: 1111 Polaris Parkway
    const [fips] = await database.query<{ bad: number }>(
      "select count(*)::int as bad from branches where county_fips !~ '^[0-9]{5}$'",
    );
    expect(fips?.bad).toBe(0);
  });

  it('replaces the survey year on re-import', async () => {
    const again = await importFdicSod(database, sharedData('fdic/sod/sod_2023.csv.xz'));
    expect(again.counts.replacedBranches).toBe(sod.rowCount);
    const [count] = await database.query<{ n: number }>('select count(*)::int as n from branches');
    expect(count?.n).toBe(sod.rowCount);
  }, 120_000);

  it('loads structure events with change codes, kinds and matched institutions', async () => {
    expect(history.rejectedCount).toBe(0);
    expect(history.rowCount).toBe(573 + 894);
    expect(history.counts.failures).toBe(573);
    const codes = await database.query<{ change_code: number; kind: string; n: number }>(
      'select change_code, kind, count(*)::int as n from structure_events group by 1, 2 order by 1',
    );
    expect(codes).toEqual([
      { change_code: 211, kind: 'failure', n: 567 },
      { change_code: 215, kind: 'failure', n: 2 },
      { change_code: 216, kind: 'failure', n: 2 },
      { change_code: 217, kind: 'failure', n: 2 },
      { change_code: 350, kind: 'other', n: 3 },
      { change_code: 360, kind: 'other', n: 3 },
      { change_code: 820, kind: 'other', n: 875 },
      { change_code: 830, kind: 'other', n: 13 },
    ]);
    const [failure] = await database.query<Record<string, unknown>>(
      `select e.event_date::text as event_date, e.target_name, e.target_regulatory_id, e.acquirer_regulatory_id,
              a.name as acquirer
       from structure_events e left join institutions a on a.id = e.acquirer_id
       where e.target_regulatory_id = '14228'`,
    );
    expect(failure).toMatchObject({
      event_date: '2000-01-15',
      target_name: 'Hartford-Carlisle Savings Bank',
      acquirer_regulatory_id: '35516',
    });
    expect(history.counts.matchedAcquirers).toBeGreaterThan(0);
  });
});
