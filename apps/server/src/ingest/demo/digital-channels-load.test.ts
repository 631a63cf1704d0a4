import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { removeDemoInstitutions, withTransaction } from '../store/index.js';
import { prepareDemoDigitalChannels } from './digital-channels-load.js';

/** The demo digital channels as the prepared demo data set holds them, checked with SQL. */
describe('demo digital channels in the database', () => {
  let database: TestDatabase;
  const count = async (sql: string) => {
    const [row] = await database.query<{ n: number }>(sql);
    return row?.n ?? -1;
  };
  beforeAll(async () => {
    database = await openTestDatabase({ dataSet: true });
  }, 120_000);
  afterAll(async () => database?.drop());

  it('gives every demo bank and credit union with the solution an app and a platform naming its technographics vendor', async () => {
    expect(await count('select count(*)::int as n from digital_channel_snapshots')).toBeGreaterThan(5_000);
    // Every snapshot names the vendor and product of the technographics row in force at its quarter end.
    expect(
      await count(`select count(*)::int as n from digital_channel_snapshots s
                    where not exists (
                      select 1 from institution_technographics t join solutions so on so.id = t.solution_id
                       where t.institution_id = s.institution_id and t.has_service
                         and so.name = case s.channel when 'mobile' then 'Retail Mobile Banking' else 'Retail Online Banking' end
                         and t.started_on <= s.period and (t.ended_on is null or t.ended_on >= s.period)
                         and t.vendor_id is not distinct from s.vendor_id
                         and t.product_id is not distinct from s.product_id)`),
    ).toBe(0);
    // And every quarter with the service has its snapshot.
    expect(
      await count(`select count(*)::int as n
                     from institution_technographics t join solutions so on so.id = t.solution_id
                     join (select distinct period from digital_channel_snapshots) p
                       on t.started_on <= p.period and (t.ended_on is null or t.ended_on >= p.period)
                    where so.name in ('Retail Mobile Banking', 'Retail Online Banking') and t.has_service
                      and not exists (select 1 from digital_channel_snapshots s
                                       where s.institution_id = t.institution_id and s.period = p.period
                                         and s.channel = case so.name when 'Retail Mobile Banking' then 'mobile' else 'online' end)`),
    ).toBe(0);
    expect(
      await count(`select count(*)::int as n from digital_channel_snapshots s join institutions i on i.id = s.institution_id
                    where i.fi_type not in ('bank', 'credit_union') or s.source <> 'demo'`),
    ).toBe(0);
  });

  it("answers each credit union's electronic services in step with its apps", async () => {
    expect(await count('select count(*)::int as n from electronic_services')).toBeGreaterThan(500);
    const disagreeing = await count(`
      select count(*)::int as n from electronic_services e
       where (('mobile_banking' = any(e.services))
              <> exists (select 1 from digital_channel_snapshots s where s.institution_id = e.institution_id
                          and s.period = e.period and s.channel = 'mobile'))
          or (('online_banking' = any(e.services))
              <> exists (select 1 from digital_channel_snapshots s where s.institution_id = e.institution_id
                          and s.period = e.period and s.channel = 'online'))
          or (not 'bill_payment' = any(e.services)
              and exists (select 1 from digital_channel_snapshots s where s.institution_id = e.institution_id
                           and s.period = e.period and 8 = any(s.features)))
          or e.website is null`);
    expect(disagreeing).toBe(0);
    expect(
      await count(`select count(*)::int as n from electronic_services e join institutions i on i.id = e.institution_id
                    where i.fi_type <> 'credit_union'`),
    ).toBe(0);
  });

  it('rebuilds the period index after the bulk copy', async () => {
    const indexes = await database.query<{ indexdef: string }>(
      "select indexdef from pg_indexes where tablename = 'digital_channel_snapshots' order by indexname",
    );
    expect(indexes.map((i) => i.indexdef.replace(/^.* USING /, ''))).toEqual([
      'btree (institution_id, period, channel, store, app_name)',
      'btree (period, channel)',
    ]);
  });

  it('adds the same digital channels to a demo database loaded before it had them, once', async () => {
    const digest = async () =>
      database.query(
        `select (select count(*)::int from digital_channel_snapshots) as snapshots,
                (select sum(rating_count)::float8 from digital_channel_snapshots) as ratings,
                (select string_agg(app_name, ',' order by institution_id, period, channel, store) from digital_channel_snapshots) as names,
                (select count(*)::int from electronic_services) as services`,
      );
    const loaded = await digest();
    await database.query("delete from digital_channel_snapshots where source = 'demo'");
    await database.query("delete from electronic_services where source = 'demo'");
    expect(await prepareDemoDigitalChannels(database)).toBe(true);
    expect(await digest()).toEqual(loaded);
    expect(await prepareDemoDigitalChannels(database)).toBe(false);
  });

  it('goes with the demo institutions when regulator data replaces them', async () => {
    await withTransaction(database, (session) => removeDemoInstitutions(session));
    expect(
      await count("select count(*)::int as n from digital_channel_snapshots where source = 'demo'"),
    ).toBe(0);
    expect(await count("select count(*)::int as n from electronic_services where source = 'demo'")).toBe(0);
    expect(
      await count("select count(*)::int as n from data_loads where source = 'digital-channels' and is_demo"),
    ).toBe(0);
  });
});
