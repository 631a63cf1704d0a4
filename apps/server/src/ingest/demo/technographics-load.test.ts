import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SOLUTIONS } from '../../reference/solution-catalog.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { dataAsOf } from '../data-as-of.js';
import { removeDemoInstitutions, sessionOf, withTransaction } from '../store/index.js';
import { prepareTechnographics } from '../technographics/prepare-technographics.js';
import { loadDemoDataSet } from './load-demo.js';
import { demoVendorNames } from './technographics-load.js';

/** The demo technographics as loaded into a small demo database, checked with SQL. */
describe('demo technographics in the database', () => {
  let database: TestDatabase;
  const count = async (sql: string, params: unknown[] = []) => {
    const [row] = await database.query<{ n: number }>(sql, params);
    return row?.n ?? -1;
  };
  beforeAll(async () => {
    database = await openTestDatabase();
    await loadDemoDataSet(database, { latestPeriod: '2026-09-30', scale: 0.03 });
  }, 120_000);
  afterAll(async () => database.drop());

  it('writes the reference catalog with one core processing solution', async () => {
    expect(await count('select count(*)::int as n from solutions')).toBe(SOLUTIONS.length);
    expect(SOLUTIONS.length).toBeGreaterThanOrEqual(400);
    const core = await database.query<{ name: string }>('select name from solutions where is_core');
    expect(core.map((c) => c.name)).toEqual(['Core Processing']);
    // Every solution can be bought from at least two vendors.
    expect(
      await count(`select count(*)::int as n from solutions s
                    where (select count(distinct p.vendor_id) from product_solutions ps join products p on p.id = ps.product_id
                            where ps.solution_id = s.id) < 2`),
    ).toBe(0);
  });

  it('gives every demo bank and credit union dozens of rows, and holding companies none', async () => {
    const perInstitution = await database.query<{
      fi_type: string;
      institutions: number;
      covered: number;
      avg: number;
    }>(
      `select i.fi_type, count(distinct i.id)::int as institutions, count(distinct t.institution_id)::int as covered,
              (count(t.id)::float8 / greatest(count(distinct t.institution_id), 1)) as avg
         from institutions i left join institution_technographics t on t.institution_id = i.id
        group by i.fi_type order by i.fi_type`,
    );
    const of = (type: string) => perInstitution.find((r) => r.fi_type === type);
    expect(of('bhc')?.covered).toBe(0);
    for (const type of ['bank', 'credit_union']) {
      expect(of(type)?.covered).toBe(of(type)?.institutions);
      expect(of(type)?.avg).toBeGreaterThan(12);
      expect(of(type)?.avg).toBeLessThan(150);
    }
  });

  it('keeps intervals apart: no overlap and at most one open row per institution and solution', async () => {
    expect(
      await count(`select count(*)::int as n from institution_technographics a
                     join institution_technographics b on a.institution_id = b.institution_id
                      and a.solution_id = b.solution_id and a.id < b.id
                    where a.started_on <= coalesce(b.ended_on, 'infinity') and b.started_on <= coalesce(a.ended_on, 'infinity')`),
    ).toBe(0);
    expect(
      await count(`select count(*)::int as n from (select 1 from institution_technographics where ended_on is null
                    group by institution_id, solution_id having count(*) > 1) x`),
    ).toBe(0);
    expect(
      await count('select count(*)::int as n from institution_technographics where ended_on < started_on'),
    ).toBe(0);
  });

  it('leaves the table with every index of its schema (the copy rebuilds them once)', async () => {
    const indexes = await database.query<{ indexname: string }>(
      "select indexname from pg_indexes where tablename = 'institution_technographics' order by indexname",
    );
    expect(indexes.map((i) => i.indexname)).toEqual([
      'institution_technographics_institution_idx',
      'institution_technographics_pkey',
      'institution_technographics_product_idx',
      'institution_technographics_solution_idx',
      'institution_technographics_vendor_idx',
    ]);
  });

  it('points only at rows that exist (the copy skips the foreign-key triggers)', async () => {
    expect(
      await count(`select count(*)::int as n from institution_technographics t
                     left join institutions i on i.id = t.institution_id
                     left join solutions s on s.id = t.solution_id
                     left join vendors v on v.id = t.vendor_id
                     left join products p on p.id = t.product_id
                    where i.id is null or s.id is null or (t.vendor_id is not null and v.id is null)
                       or (t.product_id is not null and p.id is null)`),
    ).toBe(0);
  });

  it('names products of their vendor that serve the solution, and no vendor for services run in-house', async () => {
    expect(
      await count(`select count(*)::int as n from institution_technographics t
                     left join products p on p.id = t.product_id
                    where t.product_id is not null and (p.vendor_id is distinct from t.vendor_id
                       or not exists (select 1 from product_solutions ps where ps.product_id = t.product_id and ps.solution_id = t.solution_id))`),
    ).toBe(0);
    expect(
      await count(`select count(*)::int as n from institution_technographics
                    where (type = 'service' and (vendor_id is not null or product_id is not null))
                       or (not has_service and type <> 'service')
                       or type not in ('service', 'vendor')
                       or (end_reason is null) <> (ended_on is null)`),
    ).toBe(0);
  });

  it('closes every row of a merged or failed institution on the structure event date', async () => {
    const events = await count(
      "select count(*)::int as n from structure_events where source = 'demo' and target_id is not null",
    );
    expect(events).toBeGreaterThan(0);
    // Consolidation ends exactly at a structure event of the institution ...
    expect(
      await count(`select count(*)::int as n from institution_technographics t
                    where t.end_reason = 'consolidation' and not exists (
                      select 1 from structure_events e where e.target_id = t.institution_id and e.event_date = t.ended_on)`),
    ).toBe(0);
    // ... and a target keeps nothing open, nothing after the event, and has consolidation rows.
    expect(
      await count(`select count(*)::int as n from institution_technographics t
                     join structure_events e on e.target_id = t.institution_id
                    where t.ended_on is null or t.ended_on > e.event_date`),
    ).toBe(0);
    expect(
      await count(`select count(*)::int as n from structure_events e
                    where e.target_id is not null and not exists (
                      select 1 from institution_technographics t where t.institution_id = e.target_id and t.end_reason = 'consolidation')`),
    ).toBe(0);
    // The acquirer keeps its own rows open.
    expect(
      await count(`select count(*)::int as n from institution_technographics t
                     join structure_events e on e.acquirer_id = t.institution_id
                    where t.end_reason = 'consolidation' and t.ended_on = e.event_date
                      and not exists (select 1 from structure_events x where x.target_id = t.institution_id)`),
    ).toBe(0);
  });

  it('records the demo technographics as demo provenance', async () => {
    const loads = await database.query<{ is_demo: boolean; row_count: number; seconds: number }>(
      `select is_demo, row_count, extract(epoch from finished_at - started_at)::float8 as seconds
         from data_loads where source = 'technographics'`,
    );
    expect(loads[0]?.seconds).toBeGreaterThanOrEqual(0);
    expect(loads).toHaveLength(1);
    expect(loads[0]?.is_demo).toBe(true);
    expect(loads[0]?.row_count).toBe(
      await count('select count(*)::int as n from institution_technographics'),
    );
    expect((await dataAsOf(database)).is_demo).toBe(true);
  });

  it('adds the same technographics to a demo database loaded before they existed', async () => {
    const fingerprint = () =>
      database.query<{ rows: number; digest: string }>(
        `select count(*)::int as rows, md5(string_agg(concat_ws('|', t.institution_id, s.name, v.name, p.name, t.has_service,
                  t.type, t.started_on, t.ended_on, t.end_reason), ',' order by t.institution_id, s.name, t.started_on)) as digest
           from institution_technographics t join solutions s on s.id = t.solution_id
           left join vendors v on v.id = t.vendor_id left join products p on p.id = t.product_id`,
      );
    const before = await fingerprint();
    await withTransaction(database, async (session) => {
      await session.query('delete from institution_technographics');
      await session.query('delete from vendors');
    });
    await prepareTechnographics(database, { demo: true });
    expect(await fingerprint()).toEqual(before);
    // A second start finds them and changes nothing.
    await prepareTechnographics(database, { demo: true });
    expect(await fingerprint()).toEqual(before);
  });

  it('drops the demo vendors once regulator data has replaced the demo institutions', async () => {
    const names = demoVendorNames().map((n) => n.toLowerCase());
    await database.query("insert into vendors (name) values ('Operator Imported Vendor')");
    await withTransaction(database, (session) => removeDemoInstitutions(session));
    await prepareTechnographics(database, { demo: false });
    expect(
      await count('select count(*)::int as n from vendors where lower(name) = any($1::text[])', [names]),
    ).toBe(0);
    expect(
      await count("select count(*)::int as n from vendors where name = 'Operator Imported Vendor'"),
    ).toBe(1);
    expect(await count('select count(*)::int as n from solutions')).toBe(SOLUTIONS.length);
    expect(await count('select count(*)::int as n from institution_technographics')).toBe(0);
    expect(
      await sessionOf(database).query("select 1 from data_loads where source = 'technographics'"),
    ).toEqual([]);
  });
});
