import type { IntentElementParams } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Period } from '../../../../metrics/periods.js';
import { openTestDatabase, type TestDatabase } from '../../../../test/test-database.js';
import type { ElementReading } from '../evidence.js';
import { evaluateElement, sharedReadings } from './evaluate-element.js';
import type { EvaluationContext } from './evaluation-context.js';
import { type FinancialFigure, type FinancialSeries, financialSeries } from './financial-series.js';

const PERIOD = '2026-09-30';

/**
 * Each element kind read over rows crafted for a few demo institutions (their own rows of that kind
 * removed first), at the quarter end 2026-09-30: a four-quarter window is 2025-10-01..2026-09-30.
 */
describe('FIN Intent element evaluators', () => {
  let db: TestDatabase;
  let ids: number[];
  let solution: { id: number; name: string };
  let vendorA: number;
  let vendorB: number;
  let productA: number;

  const noFinancials: FinancialSeries = { values: async () => new Map() };
  const context = (overrides: Partial<EvaluationContext> = {}): EvaluationContext => ({
    database: db,
    solution,
    financials: noFinancials,
    readings: sharedReadings([]),
    // Small pages, so a read crosses several of them.
    pages: Array.from({ length: 200 }, (_, i) => [i * 500, i * 500 + 499] as const),
    ...overrides,
  });
  const read = (params: IntentElementParams, overrides?: Partial<EvaluationContext>, period = PERIOD) =>
    evaluateElement(context(overrides), params, period);
  const mine = (reading: ElementReading) =>
    new Map([...reading].filter(([id]) => ids.includes(id)).map(([id, f]) => [ids.indexOf(id), f]));

  beforeAll(async () => {
    db = await openTestDatabase({ dataSet: true });
    ids = (
      await db.query<{ id: number }>(
        `select id from institutions where fi_type = 'bank' and active order by latest_assets desc limit 6`,
      )
    ).map((r) => r.id);
    for (const table of ['job_postings', 'site_pages', 'contact_events', 'institution_technographics']) {
      await db.query(`delete from ${table} where institution_id = any($1::int[])`, [ids]);
    }
    await db.query(
      'delete from structure_events where acquirer_id = any($1::int[]) or target_id = any($1::int[])',
      [ids],
    );
    const [category] = await db.query<{ id: number }>(
      'select id from solution_categories order by id limit 1',
    );
    const [created] = await db.query<{ id: number }>(
      `insert into solutions (category_id, name) values ($1, 'Intent Test Solution') returning id`,
      [category?.id],
    );
    solution = { id: Number(created?.id), name: 'Intent Test Solution' };
    const vendor = async (name: string) =>
      Number(
        (await db.query<{ id: number }>('insert into vendors (name) values ($1) returning id', [name]))[0]
          ?.id,
      );
    vendorA = await vendor('Intent Vendor A');
    vendorB = await vendor('Intent Vendor B');
    productA = Number(
      (
        await db.query<{ id: number }>(
          `insert into products (vendor_id, name) values ($1, 'Ledger One') returning id`,
          [vendorA],
        )
      )[0]?.id,
    );
  }, 240_000);
  afterAll(async () => db.drop());

  it('job postings: matches in the window over min_count, nothing dated after the quarter', async () => {
    const posting = (i: number, title: string, postedOn: string, fn = 'technology') =>
      db.query(
        `insert into job_postings (institution_id, source_key, title, job_function, seniority, posted_on, body, source)
         values ($1, $2, $3, $4, 'senior', $5, 'Join our team for the conversion.', 'import')`,
        [ids[i], `test-${i}-${title}-${postedOn}`, title, fn, postedOn],
      );
    await posting(0, 'Core Conversion Analyst', '2026-02-01');
    await posting(0, 'Core conversion project manager', '2026-08-15');
    await posting(0, 'Core Conversion Lead', '2026-09-30');
    await posting(1, 'Core conversion trainer', '2026-05-01');
    await posting(1, 'Core conversion tester', '2026-10-01'); // after the quarter: never read
    await posting(2, 'Core conversion specialist', '2025-09-30'); // just before the window
    await posting(3, 'Teller', '2026-06-01');
    await posting(4, 'Core conversion director', '2026-04-01', 'operations');
    const params = {
      kind: 'job_posting',
      query: '"core conversion"',
      within_quarters: 4,
      min_count: 2,
    } as const;
    const found = mine(await read(params));
    expect([...found.keys()].sort()).toEqual([0, 1, 4]);
    expect(found.get(0)?.strength).toBe(1);
    expect(found.get(0)?.evidence.map((e) => e.occurredOn)).toEqual([
      '2026-09-30',
      '2026-08-15',
      '2026-02-01',
    ]);
    expect(found.get(0)?.evidence[0]).toMatchObject({ kind: 'job_posting', label: 'Core Conversion Lead' });
    expect(found.get(1)?.strength).toBe(0.5);
    const technologyOnly = mine(await read({ ...params, job_function: 'technology' }));
    expect([...technologyOnly.keys()].sort()).toEqual([0, 1]);
  });

  it('website pages: new or changed in the window and matching', async () => {
    const page = (i: number, url: string, title: string, firstSeen: string, changed: string) =>
      db.query(
        `insert into site_pages (institution_id, url, title, body, first_seen_on, changed_on, source)
         values ($1, $2, $3, 'Everything you need to know.', $4, $5, 'import')`,
        [ids[i], url, title, firstSeen, changed],
      );
    await page(0, 'https://a.test/upgrade', 'Our new mobile app is here', '2026-03-01', '2026-03-01');
    await page(1, 'https://b.test/app', 'Download our new mobile app', '2024-01-01', '2026-07-01');
    await page(2, 'https://c.test/app', 'New mobile app', '2024-01-01', '2024-02-01'); // unchanged since
    await page(3, 'https://d.test/app', 'New mobile app', '2026-11-01', '2026-11-01'); // after the quarter
    const found = mine(
      await read({ kind: 'site_page', query: '"new mobile app"', within_quarters: 4, min_count: 1 }),
    );
    expect([...found.keys()].sort()).toEqual([0, 1]);
    expect(found.get(0)?.evidence[0]).toMatchObject({ kind: 'site_page', occurredOn: '2026-03-01' });
    expect(found.get(0)?.evidence[0]?.detail).toBe('New page: https://a.test/upgrade');
    expect(found.get(1)?.evidence[0]?.detail).toBe('Page changed: https://b.test/app');
  });

  it('contacts: executives of the roles joining or leaving in the window', async () => {
    const move = (i: number, role: string, event: string, on: string) =>
      db.query(
        `insert into contact_events (institution_id, full_name, title, role, event, event_on, source)
         values ($1, 'Pat Doe', 'Chief Information Officer', $2, $3, $4, 'import')`,
        [ids[i], role, event, on],
      );
    await move(0, 'technology', 'joined', '2026-01-15');
    await move(1, 'technology', 'departed', '2026-01-15');
    await move(2, 'lending', 'joined', '2026-01-15');
    await move(3, 'technology', 'joined', '2025-06-30');
    const joined = mine(
      await read({
        kind: 'contact',
        roles: ['technology', 'operations'],
        event: 'joined',
        within_quarters: 4,
      }),
    );
    expect([...joined.keys()]).toEqual([0]);
    expect(joined.get(0)?.evidence[0]).toMatchObject({
      kind: 'contact_event',
      label: 'Joined: Pat Doe, Chief Information Officer',
      occurredOn: '2026-01-15',
    });
    const any = mine(
      await read({ kind: 'contact', roles: ['technology'], event: 'any', within_quarters: 4 }),
    );
    expect([...any.keys()].sort()).toEqual([0, 1]);
    expect(any.get(1)?.evidence[0]?.label).toMatch(/^Left: /);
  });

  it('contract age: the vendor product current at the quarter end, run for min_years or more', async () => {
    const record = (
      i: number,
      startedOn: string,
      endedOn: string | null,
      vendor: number | null,
      type = 'vendor',
    ) =>
      db.query(
        `insert into institution_technographics
           (institution_id, solution_id, has_service, type, vendor_id, product_id, started_on, ended_on, end_reason, source)
         values ($1, $2, true, $3, $4, $5, $6, $7, $8, 'import')`,
        [
          ids[i],
          solution.id,
          type,
          vendor,
          vendor === vendorA ? productA : null,
          startedOn,
          endedOn,
          endedOn ? 'competitive' : null,
        ],
      );
    await record(0, '2018-01-01', null, vendorA); // 8.7 years
    await record(1, '2021-01-01', null, vendorB); // 5.7 years
    await record(2, '2015-01-01', '2026-01-01', vendorA); // switched in the window...
    await record(2, '2026-01-01', null, vendorB); // ...to a new contract
    await record(3, '2010-01-01', null, null, 'service'); // in-house: no contract
    await record(4, '2015-01-01', '2026-12-01', vendorA); // ends after the quarter: current at it
    const seven = mine(await read({ kind: 'contract_age', min_years: 7 }));
    expect([...seven.keys()].sort()).toEqual([0, 4]);
    expect(seven.get(0)?.evidence[0]).toMatchObject({
      kind: 'technographics',
      label: 'Intent Vendor A - Ledger One since 2018',
      occurredOn: '2018-01-01',
      detail: '8.7 years on its Intent Test Solution product',
    });
    const five = mine(await read({ kind: 'contract_age', min_years: 5 }));
    expect([...five.keys()].sort()).toEqual([0, 1, 4]);
    // Read at an earlier quarter end, institution 2's old contract was still current.
    const earlier = mine(await read({ kind: 'contract_age', min_years: 7 }, undefined, '2025-09-30'));
    expect([...earlier.keys()].sort()).toEqual([0, 2, 4]);
    expect(mine(await read({ kind: 'contract_age', min_years: 7 }, { solution: null })).size).toBe(0);
  });

  it('mergers and vendor consolidation: the acquirer of an institution on another product', async () => {
    const merger = (acquirer: number, target: number, on: string) =>
      db.query(
        `insert into structure_events (event_date, change_code, kind, fi_type, acquirer_id, target_id, target_name, source)
         values ($1, 223, 'merger', 'bank', $2, $3, 'Target Bank', 'import')`,
        [on, ids[acquirer], ids[target]],
      );
    await merger(5, 4, '2026-03-31'); // 5 (no record: unknown) acquires 4 (vendor A)
    await merger(0, 2, '2026-05-15'); // 0 (vendor A) acquires 2 (vendor B since 2026-01-01)
    await merger(1, 3, '2025-01-15'); // before the window
    const acquirers = mine(await read({ kind: 'merger', role: 'acquirer', within_quarters: 4 }));
    expect([...acquirers.keys()].sort()).toEqual([0, 5]);
    expect(acquirers.get(0)?.evidence[0]).toMatchObject({
      kind: 'structure_event',
      occurredOn: '2026-05-15',
    });
    const targets = mine(await read({ kind: 'merger', role: 'target', within_quarters: 4 }));
    expect([...targets.keys()].sort()).toEqual([2, 4]);
    expect(targets.get(2)?.evidence[0]?.label).toMatch(/^Merged into /);
    expect([...mine(await read({ kind: 'merger', role: 'any', within_quarters: 8 })).keys()].sort()).toEqual([
      0, 1, 2, 3, 4, 5,
    ]);
    const consolidation = mine(await read({ kind: 'vendor_consolidation', within_quarters: 4 }));
    // Institution 5 has no record of the solution: nothing is known to differ.
    expect([...consolidation.keys()]).toEqual([0]);
    expect(consolidation.get(0)?.evidence[0]?.label).toMatch(/\(Intent Vendor B\)$/);
    expect(consolidation.get(0)?.evidence[0]?.detail).toBe('Runs Intent Vendor A - Ledger One itself');
    // The same vendor on both sides is nothing to consolidate.
    await db.query(
      `update institution_technographics set vendor_id = $1, product_id = $2
        where institution_id = $3 and solution_id = $4 and started_on = '2026-01-01'`,
      [vendorA, productA, ids[2], solution.id],
    );
    expect(mine(await read({ kind: 'vendor_consolidation', within_quarters: 4 })).size).toBe(0);
  });

  it('financial triggers: threshold crossings, growth and efficiency over the quarters', async () => {
    const figures: Record<FinancialFigure, Record<Period, Record<number, number>>> = {
      total_assets: {
        '2025-09-30': { 1: 900_000, 2: 9_000_000, 3: 500_000, 4: 1_100_000 },
        '2025-12-31': { 1: 950_000, 2: 9_800_000, 3: 520_000, 4: 990_000 },
        '2026-03-31': { 1: 1_000_000, 2: 9_900_000, 3: 560_000, 4: 1_010_000 },
        '2026-06-30': { 1: 990_000, 2: 10_100_000, 3: 590_000, 4: 1_020_000 },
        '2026-09-30': { 1: 1_050_000, 2: 10_200_000, 3: 600_000, 4: 1_030_000 },
      },
      efficiency_ratio: {
        '2025-09-30': { 1: 0.6, 2: 0.55, 3: -0.4, 4: 0.7 },
        '2026-09-30': { 1: 0.66, 2: 0.58, 3: 0.9, 4: 0.74 },
      },
    };
    const financials: FinancialSeries = {
      values: async (figure, period) =>
        new Map(Object.entries(figures[figure][period] ?? {}).map(([id, v]) => [Number(id), v])),
    };
    const billion = await read(
      { kind: 'asset_threshold', threshold: 1_000_000, within_quarters: 4 },
      { financials },
    );
    // 1 crossed at Q1 and again at Q3 (the latest crossing is the evidence); 4 dipped below and came back.
    expect([...billion.keys()].sort()).toEqual([1, 4]);
    expect(billion.get(1)?.evidence[0]).toMatchObject({
      kind: 'financial',
      occurredOn: '2026-09-30',
      label: 'Total assets crossed $1.0B in Q3 2026',
      detail: '$990.0M at Q2 2026, $1.1B at Q3 2026',
    });
    const ten = await read(
      { kind: 'asset_threshold', threshold: 10_000_000, within_quarters: 4 },
      { financials },
    );
    expect([...ten.keys()]).toEqual([2]);
    const shortWindow = await read(
      { kind: 'asset_threshold', threshold: 10_000_000, within_quarters: 1 },
      { financials },
    );
    expect(shortWindow.size).toBe(0);
    const growth = await read({ kind: 'asset_growth', min_growth_pct: 15, over_quarters: 4 }, { financials });
    expect([...growth.keys()].sort()).toEqual([1, 3]);
    expect(growth.get(3)?.evidence[0]?.label).toBe('Total assets grew 20.0% over 4 quarters');
    const efficiency = await read(
      { kind: 'efficiency_deterioration', min_increase_pp: 5, over_quarters: 4 },
      { financials },
    );
    // 3's earlier ratio (negative revenue) is an artefact, not an efficiency.
    expect([...efficiency.keys()]).toEqual([1]);
    expect(efficiency.get(1)?.evidence[0]?.detail).toBe('60.0% (T12) at Q3 2025, 66.0% at Q3 2026');
  });

  it('financial figures are the catalog metrics of every institution at the quarter', async () => {
    const series = financialSeries(db);
    const assets = await series.values('total_assets', PERIOD);
    const latest = await db.query<{ id: number; latest_assets: number }>(
      `select id, latest_assets from institutions where latest_period = $1 and latest_assets is not null limit 50`,
      [PERIOD],
    );
    expect(latest.length).toBeGreaterThan(10);
    for (const row of latest) expect(assets.get(row.id)).toBeCloseTo(Number(row.latest_assets), 0);
    const efficiency = await series.values('efficiency_ratio', PERIOD);
    expect(efficiency.size).toBeGreaterThan(latest.length);
    for (const value of efficiency.values()) expect(Number.isFinite(value)).toBe(true);
  });
});
