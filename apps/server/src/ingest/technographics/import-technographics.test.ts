import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { ImportError } from '../import-report.js';
import { type Progress, silentProgress } from '../progress.js';
import { sessionOf, upsertInstitutions } from '../store/index.js';
import { importTechnographics } from './import-technographics.js';
import { formatTechnographicsStatus, technographicsStatus } from './technographics-status.js';

const fixture = (name: string) => path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', name);

describe('importing an operator technographics CSV', () => {
  let database: TestDatabase;
  const ids = new Map<string, number>();

  /** Every stored row in a comparable form (no ids). */
  const storedRows = () =>
    database.query<Record<string, unknown>>(
      `select i.regulatory_id, s.name as solution, v.name as vendor, p.name as product, t.has_service, t.type,
              t.started_on::text, t.ended_on::text, t.end_reason, t.source
         from institution_technographics t join institutions i on i.id = t.institution_id
         join solutions s on s.id = t.solution_id left join vendors v on v.id = t.vendor_id
         left join products p on p.id = t.product_id
        order by i.regulatory_id, s.name, t.started_on`,
    );

  beforeAll(async () => {
    database = await openTestDatabase();
    const made = await upsertInstitutions(sessionOf(database), [
      { fiType: 'bank', regulatoryId: '101', name: 'Alpha Bank', source: 'fdic', rssdId: 7001 },
      { fiType: 'bank', regulatoryId: '102', name: 'Beta Bank, N.A.', source: 'fdic', rssdId: 7002 },
      { fiType: 'bank', regulatoryId: '104', name: 'Delta Bank', source: 'fdic', rssdId: 7004 },
      {
        fiType: 'credit_union',
        regulatoryId: '201',
        name: 'Gamma Credit Union',
        source: 'ncua',
        rssdId: null,
      },
    ]);
    for (const [key, id] of made) ids.set(key, id);
  });
  afterAll(async () => database?.drop());

  it('loads good rows, matching names case-insensitively and creating what is new', async () => {
    // Rows stored before for a pair in the file are replaced; other pairs are left alone.
    const solution = async (name: string) =>
      (await database.query<{ id: number }>('select id from solutions where name = $1', [name]))[0]?.id;
    await database.query(
      `insert into institution_technographics (institution_id, solution_id, type, started_on, source)
       values ($1, $2, 'vendor', '2001-01-01', 'demo'), ($1, $3, 'vendor', '2001-01-01', 'demo')`,
      [ids.get('bank:102'), await solution('Retail Online Banking'), await solution('ACH Processing')],
    );

    const result = await importTechnographics(database, fixture('good.csv'));
    expect(result.rejections).toEqual([]);
    expect(result.source).toBe('technographics');
    expect(result.counts).toMatchObject({
      rows: 9,
      currentRows: 8,
      institutions: 4,
      replacedRows: 1,
      createdSolutions: 1,
      createdVendors: 4,
      createdProducts: 5,
    });
    expect(result.warnings).toEqual([
      'created solution "Voice Assistant Banking" in category "Emerging Channels"',
    ]);

    const rows = await storedRows();
    expect(rows).toHaveLength(10);
    expect(rows.filter((r) => r.source === 'demo').map((r) => r.solution)).toEqual(['ACH Processing']);
    const alphaCore = rows.filter((r) => r.regulatory_id === '101' && r.solution === 'Core Processing');
    expect(alphaCore).toEqual([
      expect.objectContaining({ vendor: 'Acme Ledger Corp', product: 'Acme Core', ended_on: '2023-06-30' }),
      expect.objectContaining({
        vendor: 'Birchfield Banking Software',
        started_on: '2023-07-01',
        ended_on: null,
      }),
    ]);
    // "ACME LEDGER CORP" is the vendor created from the first line; "Acme  Core CU" its new product.
    expect(rows.find((r) => r.regulatory_id === '201' && r.solution === 'Core Processing')).toMatchObject({
      vendor: 'Acme Ledger Corp',
      product: 'Acme Core CU',
      started_on: '2010-05-01',
    });
    expect(rows.find((r) => r.solution === 'Retail Mobile Banking')?.started_on).toBe('2019-01-01');
    expect(rows.find((r) => r.solution === 'Wire Transfer')).toMatchObject({ type: 'service', vendor: null });
    expect(rows.find((r) => r.solution === 'Retail Online Banking')).toMatchObject({
      type: 'vendor',
      vendor: null,
      source: 'import',
      started_on: '2018-06-01',
    });
    expect(rows.find((r) => r.solution === 'Personal Financial Management')).toMatchObject({
      has_service: false,
      type: 'service',
    });
    expect(rows.find((r) => r.solution === 'Data Warehouse')?.regulatory_id).toBe('104');
    const [created] = await database.query<{ category: string }>(
      `select c.name as category from solutions s join solution_categories c on c.id = s.category_id
        where s.name = 'Voice Assistant Banking'`,
    );
    expect(created?.category).toBe('Emerging Channels');
    // A product serves the solutions it is named for.
    const [link] = await database.query<{ n: number }>(
      `select count(*)::int as n from product_solutions ps join products p on p.id = ps.product_id
         join solutions s on s.id = ps.solution_id where p.name = 'Acme Core' and s.name = 'Core Processing'`,
    );
    expect(link?.n).toBe(1);

    const [load] = await database.query<{ is_demo: boolean; row_count: number; files: unknown }>(
      "select is_demo, row_count, files from data_loads where source = 'technographics'",
    );
    expect(load).toMatchObject({
      is_demo: false,
      row_count: 9,
      files: [{ name: 'good.csv', rows: 9, rejected: 0 }],
    });
    const status = formatTechnographicsStatus(await technographicsStatus(database));
    expect(status).toContain('import: 9 rows (8 current, 5 with a known vendor) for 4 institutions');
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await storedRows();
    const vendors = await database.query('select id, name from vendors order by id');
    const result = await importTechnographics(database, fixture('good.csv'));
    expect(result.counts).toMatchObject({ rows: 9, replacedRows: 9, createdVendors: 0, createdProducts: 0 });
    expect(result.counts.createdSolutions).toBe(0);
    expect(await storedRows()).toEqual(before);
    expect(await database.query('select id, name from vendors order by id')).toEqual(vendors);
    const loads = await database.query("select 1 from data_loads where source = 'technographics'");
    expect(loads).toHaveLength(1);
  });

  it('reports every bad row with file, line and reason, and loads the rest', async () => {
    const result = await importTechnographics(database, fixture('bad.csv'));
    expect(result.rejections).toEqual(
      [
        [2, 'expected 13 fields, found 11'],
        [3, 'fi_type "savings" is not bank, credit_union or bhc'],
        [4, 'regulatory_id or rssd_id is required'],
        [5, 'fi_type is required with regulatory_id (certificate and charter numbers overlap)'],
        [6, 'no bank with regulatory_id 999'],
        [7, 'solution is required'],
        [8, 'has_service "maybe" is not true or false'],
        [9, 'type "outsourced" is not vendor or service'],
        [10, 'has_service is false but a vendor or product is named'],
        [11, 'type service (run in-house) cannot name a vendor or product'],
        [12, 'product "Acme Wires" needs its vendor'],
        [13, 'started_on is required (a year such as 2015 is enough)'],
        [14, 'started_on "soon" is not a date (YYYY-MM-DD, M/D/YYYY, YYYY-MM or YYYY)'],
        [15, 'started_on 2099-01-01 is in the future'],
        [16, 'ended_on 2019-12-31 is before started_on 2020-01-01'],
        [17, 'end_reason "merger" is not competitive, consolidation or discontinued'],
        [18, 'end_reason is given but ended_on is blank'],
        [19, 'no institution with rssd_id 123456'],
        [21, 'overlaps line 20 (same institution and solution, 2016-01-01 to open)'],
      ].map(([line, reason]) => ({ file: 'bad.csv', line, reason })),
    );
    expect(result.rowCount).toBe(1);
    expect(result.files).toEqual([{ name: 'bad.csv', rows: 20, rejected: 19 }]);
    const rows = await storedRows();
    // The one good line is bank 101's own pair: bank 102's demo row for the same solution stays.
    expect(
      rows.filter((r) => r.solution === 'ACH Processing').map((r) => [r.regulatory_id, r.vendor]),
    ).toEqual([
      ['101', 'Quillmark Payments'],
      ['102', null],
    ]);
    const [load] = await database.query<{ rejections: unknown[]; rejected_count: number }>(
      "select rejections, rejected_count from data_loads where source = 'technographics' and files -> 0 ->> 'name' = 'bad.csv'",
    );
    expect(load?.rejected_count).toBe(19);
    expect(load?.rejections).toHaveLength(19);
  });

  it('writes nothing when the import fails part-way', async () => {
    const before = await storedRows();
    const vendors = await database.query('select name from vendors order by name');
    const loads = await database.query('select id from data_loads order by id');
    // A failure after the new vendor and product were created, while the rows are written.
    const failing: Progress = {
      ...silentProgress,
      phase(label) {
        if (label.includes('writing')) throw new Error('disk full');
      },
    };
    await database.query("delete from vendors where name = 'Quillmark Payments'");
    const afterDelete = await storedRows();
    await expect(importTechnographics(database, fixture('bad.csv'), { progress: failing })).rejects.toThrow(
      'disk full',
    );
    expect(await storedRows()).toEqual(afterDelete);
    expect(await database.query('select name from vendors order by name')).toEqual(
      vendors.filter((v) => v.name !== 'Quillmark Payments'),
    );
    expect(await database.query('select id from data_loads order by id')).toEqual(loads);
    expect(before.length).toBe(afterDelete.length + 1);
  });

  it('refuses a file that is not in the layout, before reading any row', async () => {
    await expect(importTechnographics(database, fixture('missing-columns.csv'))).rejects.toThrow(ImportError);
    await expect(importTechnographics(database, fixture('missing-columns.csv'))).rejects.toThrow(
      'missing column started_on',
    );
    await expect(importTechnographics(database, fixture('no-such-file.csv'))).rejects.toThrow(
      'does not exist',
    );
  });
});
