import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BANK_DICTIONARY } from '../reference/line-items/bank-line-items.js';
import { CREDIT_UNION_DICTIONARY } from '../reference/line-items/credit-union-line-items.js';
import { openTestDatabase, type TestDatabase } from '../test/test-database.js';
import { importFdicSdi } from './fdic-sdi.js';
import { ImportError } from './import-report.js';
import { importNcua5300 } from './ncua-5300.js';
import { dataStatus, formatStatus } from './status.js';
import {
  insertFinancials,
  insertRows,
  recordDataLoad,
  type SqlSession,
  sessionOf,
  upsertInstitutions,
} from './store/index.js';

/** Small hand-made inputs in the regulators' formats: validation, rejections, zip input, quirks. */

const SDI_HEADER =
  'cert,name,city,stalp,zip,repdte,bkclass,rssdhcr,namehcr,fed_rssd,numemp,asset,dep,nclnlsr';
const sdiAssets = [
  SDI_HEADER,
  '101,"Alpha Bank, N.A.",Springfield,IL,2114,6/30/2019,N,9001,ALPHA CORP,5001,10,1000,800,0.5',
  '102,Beta Bank,Springfield,IL,62701,6/30/2019,SM,9001,ALPHA CORP,5002,5,500,400,1.5',
  '103,Gamma Bank,Dover,DE,19901,6/30/2019,NM,0,,5003,3,12x,100,',
  '104,Delta Bank,Dover,DE,19901,6/30/2019,NM,0,,5004,3,300',
  '102,Beta Again,Springfield,IL,62701,6/30/2019,SM,9001,ALPHA CORP,5002,5,500,400,1.5',
  '105,Epsilon Bank,Dover,DE,19901,6/30/2019,NM,,,5005,2,250,200,',
].join('\r\n');
const sdiIncome = [
  'cert,repdte,netinc,intinc,extra_new_variable',
  '101,6/30/2019,12,40,1',
  '102,6/30/2019,-3,20,1',
  '105,6/30/2019,1,5,1',
  '999,6/30/2019,1,1,1',
].join('\n');

const at = (code: string) => (BANK_DICTIONARY.index.get(code) as number) + 1;
const cuAt = (code: string) => (CREDIT_UNION_DICTIONARY.index.get(code) as number) + 1;

describe('importers on small hand-made files', () => {
  let database: TestDatabase;
  let dir: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    dir = await mkdtemp(path.join(tmpdir(), 'fin-atlas-ingest-'));
  });
  afterAll(async () => {
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('loads an FDIC quarter from a zip, rejecting bad rows with file, line and reason', async () => {
    const zip = path.join(dir, 'sdi.zip');
    await writeFile(
      zip,
      zipSync({
        'All_Reports_20190630/All_Reports_20190630_Assets and Liabilities.csv': strToU8(sdiAssets),
        'All_Reports_20190630/All_Reports_20190630_Income and Expense.csv': strToU8(sdiIncome),
        'All_Reports_20190630/All_Reports_20190630_readme.htm': strToU8('<html></html>'),
      }),
    );
    // A database that started on the demo data set: the real import replaces it, even on colliding ids.
    const session = sessionOf(database);
    const demoIds = await upsertInstitutions(session, [
      { fiType: 'bank', regulatoryId: '101', name: 'Demo Bank', source: 'demo' },
      { fiType: 'credit_union', regulatoryId: '1', name: 'Demo CU', source: 'demo' },
    ]);
    await insertFinancials(session, [
      { institutionId: demoIds.get('bank:101') as number, period: '2019-06-30', values: [1] },
    ]);
    await recordDataLoad(session, {
      source: 'demo',
      period: '2019-06-30',
      isDemo: true,
      files: [],
      rowCount: 2,
      rejectedCount: 0,
      rejections: [],
      warnings: [],
      startedAt: new Date(),
    });
    const result = await importFdicSdi(database, zip);
    expect(result.warnings).toContain(
      'removed the generated demo data set (2 demo institutions): regulator data replaces it',
    );
    const [demo] = await database.query<{ n: number; loads: number }>(
      "select (select count(*)::int from institutions where source = 'demo') as n, (select count(*)::int from data_loads where is_demo) as loads",
    );
    expect(demo).toEqual({ n: 0, loads: 0 });
    expect(result.period).toBe('2019-06-30');
    // 101, 102, 105, and 999 from the income file alone; 103 and 104 were rejected.
    expect(result.rowCount).toBe(4);
    expect(result.rejections).toEqual([
      {
        file: 'All_Reports_20190630_Assets and Liabilities.csv',
        line: 4,
        reason: 'cert 103: asset "12x" is not a number',
      },
      {
        file: 'All_Reports_20190630_Assets and Liabilities.csv',
        line: 5,
        reason: 'expected 14 fields, found 12',
      },
      {
        file: 'All_Reports_20190630_Assets and Liabilities.csv',
        line: 6,
        reason: 'cert 102 appears twice in the file (first on line 3)',
      },
    ]);
    expect(result.warnings).toContain(
      'All_Reports_20190630_Income and Expense.csv: columns not in the bank line-item dictionary were ignored: extra_new_variable',
    );
    const banks = await database.query<Record<string, unknown>>(
      `select i.regulatory_id, i.name, i.zip, i.parent_rssd_id, p.name as parent, f.values[${at('asset')}] as asset,
              f.values[${at('netinc')}] as netinc, f.values[${at('nclnlsr')}] as nclnlsr
       from institutions i left join institutions p on p.id = i.parent_id
       left join financials f on f.institution_id = i.id
       where i.fi_type = 'bank' order by i.regulatory_id`,
    );
    expect(banks).toEqual([
      {
        regulatory_id: '101',
        name: 'Alpha Bank, N.A.',
        zip: '02114',
        parent_rssd_id: 9001,
        parent: 'ALPHA CORP',
        asset: 1000,
        netinc: 12,
        nclnlsr: 0.5,
      },
      {
        regulatory_id: '102',
        name: 'Beta Bank',
        zip: '62701',
        parent_rssd_id: 9001,
        parent: 'ALPHA CORP',
        asset: 500,
        netinc: -3,
        nclnlsr: 1.5,
      },
      {
        regulatory_id: '105',
        name: 'Epsilon Bank',
        zip: '19901',
        parent_rssd_id: null,
        parent: null,
        asset: 250,
        netinc: 1,
        nclnlsr: null,
      },
      {
        regulatory_id: '999',
        name: 'FDIC certificate 999',
        zip: null,
        parent_rssd_id: null,
        parent: null,
        asset: null,
        netinc: 1,
        nclnlsr: null,
      },
    ]);
    const [bhc] = await database.query<Record<string, unknown>>(
      `select i.name, i.employees, i.latest_assets, f.values[${at('asset')}] as asset, f.values[${at('netinc')}] as netinc,
              f.values[${at('nclnlsr')}] as nclnlsr
       from institutions i join financials f on f.institution_id = i.id where i.fi_type = 'bhc'`,
    );
    expect(bhc).toEqual({
      name: 'ALPHA CORP',
      employees: 15,
      latest_assets: 1500,
      asset: 1500,
      netinc: 9,
      nclnlsr: null,
    });
  });

  it('refuses a directory that mixes quarters', async () => {
    const mixed = path.join(dir, 'mixed');
    await rm(mixed, { recursive: true, force: true });
    await import('node:fs/promises').then((fs) => fs.mkdir(mixed));
    await writeFile(path.join(mixed, 'All_Reports_20190630_Assets and Liabilities.csv'), sdiAssets);
    await writeFile(path.join(mixed, 'All_Reports_20190331_Assets and Liabilities.csv'), sdiAssets);
    await expect(importFdicSdi(database, mixed)).rejects.toThrow(ImportError);
    await expect(importFdicSdi(database, mixed)).rejects.toThrow(
      /several quarters \(2019-03-31, 2019-06-30\)/,
    );
  });

  it('loads an NCUA cycle: TAB/CR-only FOICU, mixed-case columns, dollars to thousands, absent files as warnings', async () => {
    const ncua = path.join(dir, 'ncua');
    await import('node:fs/promises').then((fs) => fs.mkdir(ncua, { recursive: true }));
    const foicu = [
      'CU_NUMBER\tCYCLE_DATE\tRSSD\tCU_TYPE\tCU_NAME\tCITY\tSTATE\tSTATE_CODE\tZIP_CODE\tCOUNTY_CODE\tSTREET\tYEAR_OPENED\tTOM_CODE\tPeer_Group\tIsMDI',
      '1\t9/30/2023 0:00:00\t50377\t1\tFIRST TEST\tTEXARKANA\tTX\t48\t75501\t37\t419 W 4TH ST\t1934\t36  \t3\t0',
      '2\t9/30/2023 0:00:00\t0\t2\tSECOND TEST\tHartford\tCT\t9\t06114-1234\t110\t624 Franklin Ave\t1950\t99\t5\t1',
    ].join('\r');
    await writeFile(path.join(ncua, 'FOICU.txt'), foicu);
    await writeFile(
      path.join(ncua, 'FS220.txt'),
      [
        'CU_Number,Cycle_date,ACCT_010,Acct_083',
        '1,9/30/2023 0:00:00,13313120,2500',
        '2,9/30/2023 0:00:00,"1,000",10',
        '3,9/30/2023 0:00:00,5,5',
      ].join('\r\n'),
    );
    await writeFile(
      path.join(ncua, 'FS220A.txt'),
      [
        'cu_number,cycle_date,acct_661a,ACCT_998,acct_564a,Acct_564B',
        '1,9/30/2023 0:00:00,-120500,1058,4,2',
        '2,9/30/2023 0:00:00,,,1,',
      ].join('\n'),
    );
    await writeFile(
      path.join(ncua, 'Credit Union Branch Information.txt'),
      [
        'CU_NUMBER,CYCLE_DATE,SiteId,CU_NAME,SiteName,SiteTypeName,MainOffice,PhysicalAddressLine1,PhysicalAddressLine2,PhysicalAddressCity,PhysicalAddressStateCode,PhysicalAddressPostalCode',
        '1,9/30/2023,45553,FIRST TEST,Main,Corporate Office,Yes,419 W 4TH ST,,TEXARKANA,TX,75501',
        '1,9/30/2023,45554,FIRST TEST,"Mall, Suite 2",Branch Office,No,1 Mall Rd,Suite 2,TEXARKANA,AR,71854-1234',
        '7,9/30/2023,1,UNKNOWN,Main,Corporate Office,Yes,1 Main St,,Nowhere,TX,75501',
      ].join('\r\n'),
    );
    const result = await importNcua5300(database, ncua);
    expect(result.period).toBe('2023-09-30');
    expect(result.rowCount).toBe(2);
    expect(result.rejections).toEqual([
      { file: 'FS220.txt', line: 3, reason: 'CU_NUMBER 2: ACCT_010 "1,000" is not a number' },
      { file: 'FS220.txt', line: 4, reason: 'CU_NUMBER 3 is not in FOICU.txt' },
      {
        file: 'Credit Union Branch Information.txt',
        line: 4,
        reason: 'CU_NUMBER "7" is not a credit union of FOICU.txt',
      },
    ]);
    expect(result.counts.branches).toBe(2);
    const sites = await database.query<Record<string, unknown>>(
      'select year, source_id, name, address, state, zip, is_main_office from branches order by source_id',
    );
    expect(sites).toEqual([
      {
        year: 2023,
        source_id: '45553',
        name: 'Main',
        address: '419 W 4TH ST',
        state: 'TX',
        zip: '75501',
        is_main_office: true,
      },
      {
        year: 2023,
        source_id: '45554',
        name: 'Mall, Suite 2',
        address: '1 Mall Rd, Suite 2',
        state: 'AR',
        zip: '71854',
        is_main_office: false,
      },
    ]);
    expect(result.warnings).toContain(
      `FS220D.txt is not in ${ncua}: its accounts are left empty for this cycle and its electronic services are not loaded`,
    );
    const rows = await database.query<Record<string, unknown>>(
      `select i.regulatory_id, i.name, i.zip, i.county_fips, i.charter_class, i.is_mdi, i.employees, i.established_date::text as opened,
              f.values[${cuAt('acct_010')}] as assets, f.values[${cuAt('acct_083')}] as members,
              f.values[${cuAt('acct_661a')}] as net_income, f.values[${cuAt('acct_998')}] as nw_ratio
       from institutions i left join financials f on f.institution_id = i.id
       where i.fi_type = 'credit_union' order by i.regulatory_id`,
    );
    expect(rows).toEqual([
      {
        regulatory_id: '1',
        name: 'FIRST TEST',
        zip: '75501',
        county_fips: '48037',
        charter_class: 'federal',
        is_mdi: false,
        employees: 6,
        opened: '1934-01-01',
        assets: 13313.12,
        members: 2500,
        net_income: -120.5,
        nw_ratio: 1058,
      },
      // CU 2's FS220 row was rejected: its FS220A accounts still load.
      {
        regulatory_id: '2',
        name: 'SECOND TEST',
        zip: '06114',
        county_fips: '09110',
        charter_class: 'state',
        is_mdi: true,
        employees: 1,
        opened: '1950-01-01',
        assets: null,
        members: null,
        net_income: null,
        nw_ratio: null,
      },
    ]);
  });

  it('reports what is loaded', async () => {
    const status = await dataStatus(database);
    expect(status.loads.map((l) => [l.source, l.period, l.rowCount, l.rejectedCount])).toEqual([
      ['fdic-sdi', '2019-06-30', 4, 3],
      ['ncua-5300', '2023-09-30', 2, 3],
    ]);
    const text = formatStatus(status);
    expect(text).toMatch(/fdic-sdi\s+2019-06-30\s+4\s+3/);
    expect(text).toMatch(/credit_union\s+ncua\s+2\s+2\s+2023-09-30/);
    const [load] = await database.query<{ rejections: unknown[] }>(
      "select rejections from data_loads where source = 'ncua-5300'",
    );
    expect(load?.rejections).toHaveLength(3);
  });

  it('writes the same values through binary COPY (embedded engine) and multi-row inserts', async () => {
    await database.query(
      'create table bulk_check (id int, day date, amount float8, vector float8[], label text, flag bool)',
    );
    const columns = [
      { name: 'id', type: 'int' },
      { name: 'day', type: 'date' },
      { name: 'amount', type: 'float8' },
      { name: 'vector', type: 'float8[]' },
      { name: 'label', type: 'text' },
      { name: 'flag', type: 'bool' },
    ] as const;
    const rows = [
      [1, '2019-06-30', 2354812000, [1, null, -2.38658737893041e-3, 0], 'Café "quoted", {braces}', true],
      [2, '1934-01-01', null, [], null, false],
      [3, null, Number.NaN, null, '', null],
    ];
    const session = sessionOf(database);
    const plain: SqlSession = { kind: session.kind, query: session.query };
    await insertRows(session, 'bulk_check', columns, rows); // binary COPY on PGlite
    await insertRows(
      plain,
      'bulk_check',
      columns,
      rows.map(([id, ...rest]) => [(id as number) + 10, ...rest]),
    );
    const stored = await database.query<Record<string, unknown>>(
      'select id, day::text as day, amount, vector, label, flag from bulk_check order by id',
    );
    const first = stored.filter((r) => (r.id as number) < 10).map(({ id: _id, ...r }) => r);
    const second = stored.filter((r) => (r.id as number) > 10).map(({ id: _id, ...r }) => r);
    expect(first).toEqual(second);
    expect(first[0]).toEqual({
      day: '2019-06-30',
      amount: 2354812000,
      vector: [1, null, -2.38658737893041e-3, 0],
      label: 'Café "quoted", {braces}',
      flag: true,
    });
    expect(first[2]).toEqual({ day: null, amount: null, vector: null, label: '', flag: null });
  });
});
