import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScratchFolder, scratchFolder } from '../../test/scratch-folder.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { ImportError } from '../import-report.js';
import { sessionOf, upsertInstitutions } from '../store/index.js';
import { writeSolutionCatalog } from '../technographics/catalog-writer.js';
import { importDigitalChannels } from './import-digital-channels.js';

const HEADER =
  'cert,charter,period,channel,store,app_name,vendor,product,vendor_branded,app_type,launched_on,rating,rating_count,download_band,features';

const GOOD_CSV = [
  HEADER,
  '101,,2025-12-31,mobile,apple,Alpha Mobile,q2 software,Q2 Mobile Banking,yes,Native,2016-04-01,4.7,12000,,mobile_deposit;zelle; BIOMETRIC_LOGIN',
  '101,,2025-12-31,mobile,google,Alpha Mobile,Q2 Software,q2 mobile banking,no,native,2016-04-01,4.1,3400,100K+,mobile_deposit;zelle',
  ',201,12/31/2025,Online,,Gamma Online Banking,Nimbus Digital,Nimbus OLB,,,2019-01-15,,,,bill_pay;estatements',
  ',201,2025-09-30,mobile,apple,Gamma CU,,,,Web Wrapper,,3.2,45,,',
].join('\n');

describe('importing an operator digital channels CSV', () => {
  let database: TestDatabase;
  let scratch: ScratchFolder;
  const ids = new Map<string, number>();
  const write = (name: string, text: string) => scratch.write(name, text);
  const count = async (sql: string) => {
    const [row] = await database.query<{ n: number }>(sql);
    return row?.n ?? -1;
  };
  const snapshots = () =>
    database.query<Record<string, unknown>>(
      `select i.regulatory_id, s.period::text as period, s.channel, s.store, s.app_name, v.name as vendor,
              p.name as product, s.vendor_branded, s.app_type, s.launched_on::text as launched_on,
              s.rating::float8 as rating, s.rating_count, s.download_band, s.features, s.source
         from digital_channel_snapshots s join institutions i on i.id = s.institution_id
         left join vendors v on v.id = s.vendor_id left join products p on p.id = s.product_id
        order by i.regulatory_id, s.period, s.channel, s.store`,
    );

  beforeAll(async () => {
    scratch = await scratchFolder('digital-channels');
    database = await openTestDatabase();
    const session = sessionOf(database);
    await writeSolutionCatalog(session);
    await session.query("insert into vendors (name) values ('Q2 Software')");
    const made = await upsertInstitutions(session, [
      { fiType: 'bank', regulatoryId: '101', name: 'Alpha Bank', source: 'fdic', rssdId: 7001 },
      { fiType: 'credit_union', regulatoryId: '201', name: 'Gamma CU', source: 'ncua', rssdId: null },
    ]);
    for (const [key, id] of made) ids.set(key, id);
  });
  afterAll(async () => {
    await database?.drop();
    await scratch?.remove();
  });

  it('loads a good file: names matched case-insensitively, codes read, new vendors created and named', async () => {
    const result = await importDigitalChannels(database, await write('snapshot.csv', GOOD_CSV));
    expect(result.counts).toMatchObject({
      snapshots: 4,
      institutions: 2,
      periods: 2,
      replacedSnapshots: 0,
      createdVendors: 1,
      createdProducts: 2,
    });
    expect(result.warnings).toEqual([
      'created vendor "Nimbus Digital"',
      'created product "Q2 Mobile Banking"',
      'created product "Nimbus OLB"',
    ]);
    expect(await snapshots()).toEqual([
      {
        regulatory_id: '101',
        period: '2025-12-31',
        channel: 'mobile',
        store: 'apple',
        app_name: 'Alpha Mobile',
        vendor: 'Q2 Software',
        product: 'Q2 Mobile Banking',
        vendor_branded: true,
        app_type: 1,
        launched_on: '2016-04-01',
        rating: 4.7,
        rating_count: 12000,
        download_band: null,
        features: [1, 3, 5],
        source: 'operator',
      },
      {
        regulatory_id: '101',
        period: '2025-12-31',
        channel: 'mobile',
        store: 'google',
        app_name: 'Alpha Mobile',
        vendor: 'Q2 Software',
        product: 'Q2 Mobile Banking',
        vendor_branded: false,
        app_type: 1,
        launched_on: '2016-04-01',
        rating: 4.1,
        rating_count: 3400,
        download_band: 6,
        features: [1, 3],
        source: 'operator',
      },
      {
        regulatory_id: '201',
        period: '2025-09-30',
        channel: 'mobile',
        store: 'apple',
        app_name: 'Gamma CU',
        vendor: null,
        product: null,
        vendor_branded: false,
        app_type: 3,
        launched_on: null,
        rating: 3.2,
        rating_count: 45,
        download_band: null,
        features: [],
        source: 'operator',
      },
      {
        regulatory_id: '201',
        period: '2025-12-31',
        channel: 'online',
        store: 'web',
        app_name: 'Gamma Online Banking',
        vendor: 'Nimbus Digital',
        product: 'Nimbus OLB',
        vendor_branded: false,
        app_type: null,
        launched_on: '2019-01-15',
        rating: null,
        rating_count: null,
        download_band: null,
        features: [8, 15],
        source: 'operator',
      },
    ]);
    // The products serve their channel's technographics solution.
    const served = await database.query<{ product: string; solution: string }>(
      `select p.name as product, s.name as solution from product_solutions ps
         join products p on p.id = ps.product_id join solutions s on s.id = ps.solution_id order by p.name`,
    );
    expect(served).toEqual([
      { product: 'Nimbus OLB', solution: 'Retail Online Banking' },
      { product: 'Q2 Mobile Banking', solution: 'Retail Mobile Banking' },
    ]);
    const loads = await database.query<Record<string, unknown>>(
      "select source, period, is_demo, row_count, files from data_loads where source = 'digital-channels'",
    );
    expect(loads).toEqual([
      {
        source: 'digital-channels',
        period: null,
        is_demo: false,
        row_count: 4,
        files: [{ name: 'snapshot.csv', rows: 4, rejected: 0 }],
      },
    ]);
  });

  it('refuses a file with bad records as a whole, naming each bad line, and writes nothing', async () => {
    const before = await snapshots();
    const loadsBefore = await count('select count(*)::int as n from data_loads');
    const vendorsBefore = await count('select count(*)::int as n from vendors');
    const bad = [
      HEADER,
      '101,,2025-12-31,mobile,apple,Fine App,Brand New Vendor,,,,,4.5,10,,',
      '101,,2025-11-30,mobile,apple,Alpha Mobile,,,,,,,,,',
      '101,,2025-12-31,mobile,google,Alpha Mobile,,,,,,6,10,,',
      '101,,2025-12-31,mobile,apple,Other App,,,,,,,,,zelle;teleport',
      '101,,2025-12-31,mobile,web,Alpha Web,,,,,,,,,',
      ',201,2025-12-31,online,web,Gamma Online,,,,,,,,,mobile_deposit',
      '999,,2025-12-31,mobile,apple,Ghost App,,,,,,,,,',
      '101,,2025-12-31,mobile,google,Alpha Mobile 2,,,,,,4,10,250K+,',
      '101,,2025-12-31,mobile,apple,Fine App,,,,,,,,,',
    ].join('\n');
    const attempt = importDigitalChannels(database, await write('bad.csv', bad));
    await expect(attempt).rejects.toBeInstanceOf(ImportError);
    const message = await attempt.catch((error: Error) => error.message);
    expect(message).toContain('bad.csv: 8 of 9 records are invalid, so nothing was imported');
    for (const problem of [
      'line 3: period "2025-11-30" is not a quarter end',
      'line 4: rating "6" is not a number from 1 to 5',
      'line 5: features: "teleport" is not a feature code',
      'line 6: store "web" does not go with channel mobile (apple or google)',
      'line 7: features: mobile_deposit is not offered on online banking',
      'line 8: no bank with FDIC cert 999',
      'line 9: download_band "250K+" is not one of',
      'line 10: repeats line 2',
    ]) {
      expect(message).toContain(problem);
    }
    expect(message).not.toContain('line 2:');
    expect(await snapshots()).toEqual(before);
    expect(await count('select count(*)::int as n from data_loads')).toBe(loadsBefore);
    expect(await count('select count(*)::int as n from vendors')).toBe(vendorsBefore);
  });

  it('updates in place when a quarter is imported again, leaving other quarters and channels alone', async () => {
    const [first] = await database.query<{ id: number }>(
      "select id from data_loads where source = 'digital-channels'",
    );
    // Alpha's 2025-12 mobile listings again: a new rating, and the Google listing gone.
    const again = [
      HEADER,
      '101,,2025-12-31,mobile,apple,Alpha Mobile,Q2 Software,Q2 Mobile Banking,yes,Native,2016-04-01,4.8,15000,,mobile_deposit;zelle;card_controls',
    ].join('\n');
    const result = await importDigitalChannels(database, await write('snapshot.csv', again));
    expect(result.counts).toMatchObject({ snapshots: 1, replacedSnapshots: 2, createdVendors: 0 });
    const rows = await snapshots();
    expect(rows.map((r) => `${r.regulatory_id} ${r.period} ${r.channel} ${r.store} ${r.rating}`)).toEqual([
      '101 2025-12-31 mobile apple 4.8',
      '201 2025-09-30 mobile apple 3.2',
      '201 2025-12-31 online web null',
    ]);
    expect(rows[0]?.features).toEqual([1, 3, 4]);
    // One provenance row per file name, a new one: the data version moved.
    const loads = await database.query<{ id: number; row_count: number }>(
      "select id, row_count from data_loads where source = 'digital-channels'",
    );
    expect(loads).toHaveLength(1);
    expect(loads[0]?.row_count).toBe(1);
    expect(loads[0]?.id).toBeGreaterThan(first?.id ?? Number.POSITIVE_INFINITY);
  });

  it("replaces the demo rows of the file's institutions and channels at every quarter", async () => {
    const alpha = ids.get('bank:101') as number;
    const gamma = ids.get('credit_union:201') as number;
    await database.query(
      `insert into digital_channel_snapshots (institution_id, period, channel, store, app_name, source)
       values ($1, '2024-06-30', 'mobile', 'apple', 'Demo App', 'demo'),
              ($1, '2024-06-30', 'online', 'web', 'Demo OLB', 'demo'),
              ($2, '2024-06-30', 'mobile', 'apple', 'Demo CU App', 'demo')`,
      [alpha, gamma],
    );
    await importDigitalChannels(
      database,
      await write('alpha.csv', [HEADER, '101,,2025-12-31,mobile,apple,Alpha Mobile,,,,,,,,,'].join('\n')),
    );
    const demo = await database.query<{ app_name: string }>(
      "select app_name from digital_channel_snapshots where source = 'demo' order by app_name",
    );
    expect(demo.map((r) => r.app_name)).toEqual(['Demo CU App', 'Demo OLB']);
  });
});
