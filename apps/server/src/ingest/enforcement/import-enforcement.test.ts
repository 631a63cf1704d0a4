import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { ImportError } from '../import-report.js';
import { sessionOf, upsertInstitutions } from '../store/index.js';
import { importEnforcement } from './import-enforcement.js';

const GOOD = [
  'cert,charter,rssd_id,institution_name,agency,action_type,docket_number,initiated_on,terminated_on,penalty_amount,summary,url',
  '101,,,Alpha Bank,FDIC,Consent Order,FDIC-21-0042b,2021-05-18,2023-11-02,,BSA/AML program deficiencies,https://www.fdic.gov/x',
  ',201,,Gamma CU,NCUA,Civil Money Penalty,,2/9/2024,,"$12,500",Late call report filings,',
  ',,8001,Alpha Holdings,Federal Reserve,Written Agreement,23-011-B-WA,2023-04-12,,,,',
  '101,,7001,Alpha Bank,OCC,Formal Agreement,AA-EC-2019-7,2019-01-15,,,,',
].join('\n');

const BAD = [
  'cert,charter,rssd_id,agency,action_type,docket_number,initiated_on,terminated_on,penalty_amount',
  '999,,,FDIC,Consent Order,X-1,2021-01-01,,',
  '101,,,SEC,Consent Order,X-2,2021-01-01,,',
  '101,,,FDIC,,X-3,2021-01-01,,',
  '101,,,FDIC,Consent Order,X-4,2021-13-45,,',
  '101,,,FDIC,Consent Order,X-5,2021-05-01,2020-01-01,',
  '101,,,FDIC,Civil Money Penalty,X-6,2021-05-01,,lots',
  '101,,7002,FDIC,Consent Order,X-7,2021-05-01,,',
  ',,,FDIC,Consent Order,X-8,2021-05-01,,',
  '101,,,FDIC,Consent Order,X-9,2099-05-01,,',
  '101,,,FDIC,Consent Order,X-10,2021-05-01,,',
  '101,,,FDIC,Consent Order,X-10,2021-06-01,,',
].join('\n');

describe('importing an enforcement actions CSV', () => {
  let database: TestDatabase;
  let dir: string;
  const ids = new Map<string, number>();
  const write = async (name: string, text: string) => {
    const file = path.join(dir, name);
    await writeFile(file, text);
    return file;
  };
  const stored = () =>
    database.query<Record<string, unknown>>(
      `select i.regulatory_id, a.agency, a.action_type, a.docket_number, a.initiated_on::text as initiated_on,
              a.terminated_on::text as terminated_on, a.penalty_amount, a.source
         from enforcement_actions a join institutions i on i.id = a.institution_id
        order by a.initiated_on, a.agency`,
    );

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'enforcement-'));
    database = await openTestDatabase();
    const made = await upsertInstitutions(sessionOf(database), [
      { fiType: 'bank', regulatoryId: '101', name: 'Alpha Bank', source: 'fdic', rssdId: 7001 },
      { fiType: 'bank', regulatoryId: '102', name: 'Beta Bank', source: 'fdic', rssdId: 7002 },
      { fiType: 'bhc', regulatoryId: '8001', name: 'Alpha Holdings', source: 'fdic', rssdId: 8001 },
      { fiType: 'credit_union', regulatoryId: '201', name: 'Gamma CU', source: 'ncua', rssdId: null },
    ]);
    for (const [key, id] of made) ids.set(key, id);
  });
  afterAll(async () => {
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('loads every good row, matched by cert, charter or RSSD', async () => {
    const result = await importEnforcement(database, await write('good.csv', GOOD));
    expect(result.rejections).toEqual([]);
    expect(result.source).toBe('enforcement');
    expect(result.counts).toMatchObject({ actions: 4, institutions: 3, replacedActions: 0 });
    expect(await stored()).toEqual([
      {
        regulatory_id: '101',
        agency: 'OCC',
        action_type: 'Formal Agreement',
        docket_number: 'AA-EC-2019-7',
        initiated_on: '2019-01-15',
        terminated_on: null,
        penalty_amount: null,
        source: 'import',
      },
      {
        regulatory_id: '101',
        agency: 'FDIC',
        action_type: 'Consent Order',
        docket_number: 'FDIC-21-0042b',
        initiated_on: '2021-05-18',
        terminated_on: '2023-11-02',
        penalty_amount: null,
        source: 'import',
      },
      {
        regulatory_id: '8001',
        agency: 'FRB',
        action_type: 'Written Agreement',
        docket_number: '23-011-B-WA',
        initiated_on: '2023-04-12',
        terminated_on: null,
        penalty_amount: null,
        source: 'import',
      },
      {
        regulatory_id: '201',
        agency: 'NCUA',
        action_type: 'Civil Money Penalty',
        docket_number: null,
        initiated_on: '2024-02-09',
        terminated_on: null,
        penalty_amount: 12_500,
        source: 'import',
      },
    ]);
    const [load] = await database.query<{ row_count: number }>(
      "select row_count from data_loads where source = 'enforcement'",
    );
    expect(load?.row_count).toBe(4);
  });

  it('changes nothing when the same file is imported again, and keeps demo actions', async () => {
    await database.query(
      `insert into enforcement_actions (institution_id, agency, action_type, initiated_on, source)
       values ($1, 'FDIC', 'Consent Order', '2020-01-01', 'demo')`,
      [ids.get('bank:102')],
    );
    const before = await stored();
    const result = await importEnforcement(database, await write('good.csv', GOOD));
    expect(result.counts).toMatchObject({ actions: 4, replacedActions: 4 });
    expect(await stored()).toEqual(before);
    const loads = await database.query("select 1 from data_loads where source = 'enforcement'");
    expect(loads).toHaveLength(1);
  });

  it('rejects bad rows with file, line and reason and writes the rest', async () => {
    const before = (await stored()).length;
    const result = await importEnforcement(database, await write('bad.csv', BAD));
    expect(result.rejections.map((r) => `${r.file}:${r.line}: ${r.reason}`)).toEqual([
      'bad.csv:2: no bank with FDIC cert 999',
      'bad.csv:3: agency "SEC" is not FDIC, OCC, FRB, NCUA or CFPB',
      'bad.csv:4: action_type is required',
      'bad.csv:5: initiated_on "2021-13-45" is not a date (YYYY-MM-DD or M/D/YYYY)',
      'bad.csv:6: terminated_on 2020-01-01 is before initiated_on 2021-05-01',
      'bad.csv:7: penalty_amount "lots" is not an amount in dollars',
      'bad.csv:8: cert 101 and rssd_id 7002 name different institutions',
      'bad.csv:9: cert, charter or rssd_id is required',
      'bad.csv:10: initiated_on 2099-05-01 is in the future',
      'bad.csv:12: repeats the action of line 11 (same institution, agency and docket)',
    ]);
    expect((await stored()).length).toBe(before + 1);
  });

  it('refuses a file without the required columns, writing nothing', async () => {
    const before = await stored();
    await expect(
      importEnforcement(database, await write('wrong.csv', 'name,agency\nAlpha,FDIC\n')),
    ).rejects.toThrow(ImportError);
    await expect(
      importEnforcement(database, await write('wrong.csv', 'name,agency\nAlpha,FDIC\n')),
    ).rejects.toThrow(/missing columns cert, charter or rssd_id, action_type, initiated_on/);
    expect(await stored()).toEqual(before);
  });
});
