import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { HMDA_FIGURE_COUNT, type HmdaAction, type HmdaBreakdown, hmdaFigureIndex } from '@fin-atlas/domain';
import { strToU8, zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { larFile, larLine, PANEL_COLUMNS, panelLine } from '../../test/hmda-fixtures.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';
import { ImportError } from '../import-report.js';
import { InputError } from '../io/input.js';
import { sessionOf, upsertInstitutions } from '../store/index.js';
import { importHmdaLar } from './import-hmda-lar.js';
import { importHmdaPanel } from './import-hmda-panel.js';

/**
 * The HMDA importers on small files in the published layouts. Every expected figure is counted by
 * hand from the records below; amounts are dollars (the public file's loan_amount).
 */

const LEI = {
  bank: 'ALPHABANK00000000001',
  creditUnion: 'GAMMACU0000000000002',
  independent: 'HOMELOANSLLC00000003',
  subsidiary: 'ALPHAMORTGAGE0000004',
  holding: 'ALPHAHOLDINGS0000005',
  unknown: 'UNKNOWNLEI0000000099',
};

// Header in odd case, with a column the panel never had: both must be tolerated.
const PANEL_HEADER = [
  ...PANEL_COLUMNS.map((c) =>
    c.replace(/(^|_)([a-z])/g, (_, s: string, l: string) => `${s}${l.toUpperCase()}`),
  ),
  'Extra_Column',
];
const panel = (rows: Parameters<typeof panelLine>[0][]) =>
  [PANEL_HEADER.join(','), ...rows.map((r) => panelLine(r, PANEL_HEADER))].join('\n');

const PANEL_ROWS = [
  {
    lei: LEI.bank,
    agency_code: '1',
    respondent_rssd: '5001',
    respondent_name: 'ALPHA DEMO BANK, N.A.',
    respondent_state: 'CA',
    respondent_city: 'Los Angeles',
    assets: '1250000',
    other_lender_code: '0',
    top_holder_rssd: '9001',
    top_holder_name: 'ALPHA HOLDINGS CORP',
  },
  {
    lei: LEI.creditUnion,
    agency_code: '5',
    respondent_rssd: '6001',
    respondent_name: 'GAMMA DEMO CREDIT UNION',
    respondent_state: 'NY',
    assets: '480000',
    other_lender_code: '0',
  },
  {
    lei: LEI.independent,
    respondent_name: 'Home Loans LLC',
    respondent_state: 'TX',
    respondent_city: 'Dallas',
  },
  {
    lei: LEI.subsidiary,
    agency_code: '2',
    respondent_rssd: '7777',
    respondent_name: 'Alpha Mortgage Company',
    respondent_state: 'CA',
    respondent_city: 'Irvine',
    assets: '90000',
    other_lender_code: '2',
    parent_rssd: '9001',
    parent_name: 'ALPHA HLDGS',
  },
  {
    lei: LEI.holding,
    agency_code: '2',
    respondent_rssd: '9001',
    respondent_name: 'ALPHA HOLDINGS CORP',
    other_lender_code: '5',
  },
];

const A = LEI.bank;
// The bank's records: [line 2..9]. Hand count in the tests below.
const BANK_RECORDS: Record<string, string>[] = [
  // 1 originated, conventional purchase, first lien, principal residence, sold to Fannie Mae
  { lei: A, action_taken: '1', purchaser_type: '1', loan_amount: '205000', interest_rate: '6.5' },
  // 2 originated, FHA refinance, held
  {
    lei: A,
    action_taken: '1',
    loan_type: '2',
    loan_purpose: '31',
    loan_amount: '305000',
    interest_rate: '7.0',
  },
  // 3 originated, cash-out, subordinate lien, investment property, held, rate Exempt, Orange County
  {
    lei: A,
    action_taken: '1',
    loan_purpose: '32',
    lien_status: '2',
    occupancy_type: '3',
    loan_amount: '105000',
    interest_rate: 'Exempt',
    debt_to_income_ratio: 'Exempt',
    county_code: '06059',
    'derived_msa-md': '11244',
  },
  // 4 denied
  { lei: A, action_taken: '3', loan_amount: '405000', interest_rate: 'NA', 'denial_reason-1': '1' },
  // 5 withdrawn VA application in Harris County, TX
  {
    lei: A,
    action_taken: '4',
    loan_type: '3',
    loan_amount: '255000',
    interest_rate: 'NA',
    state_code: 'TX',
    county_code: '48201',
    'derived_msa-md': '26420',
  },
  // 6 purchased loan (sold on to Freddie Mac), TX without county or MSA: counts in the state only
  {
    lei: A,
    action_taken: '6',
    purchaser_type: '3',
    loan_amount: '155000',
    interest_rate: '5.25',
    state_code: 'TX',
    county_code: 'NA',
    'derived_msa-md': '99999',
    census_tract: 'NA',
  },
  // 7 preapproval request denied
  { lei: A, action_taken: '7', loan_amount: '305000', interest_rate: 'NA', preapproval: '1' },
  // 8 originated home improvement loan on a second residence, sold to a credit union; no geography
  {
    lei: A,
    action_taken: '1',
    loan_purpose: '2',
    occupancy_type: '2',
    purchaser_type: '71',
    loan_amount: '55000',
    interest_rate: '8.0',
    state_code: 'NA',
    county_code: 'NA',
    'derived_msa-md': 'NA',
    census_tract: 'NA',
  },
];
const OTHER_RECORDS: Record<string, string>[] = [
  // line 10, 11: the credit union in Albany, NY
  {
    lei: LEI.creditUnion,
    action_taken: '1',
    loan_purpose: '31',
    loan_amount: '155000',
    interest_rate: '5.99',
    state_code: 'NY',
    county_code: '36001',
    'derived_msa-md': '10580',
  },
  {
    lei: LEI.creditUnion,
    action_taken: '5',
    loan_amount: '205000',
    interest_rate: 'NA',
    state_code: 'NY',
    county_code: '36001',
    'derived_msa-md': '10580',
  },
  // line 12: the independent mortgage company, FHA purchase sold to Ginnie Mae
  {
    lei: LEI.independent,
    action_taken: '1',
    loan_type: '2',
    purchaser_type: '2',
    loan_amount: '255000',
    interest_rate: '6.25',
    state_code: 'TX',
    county_code: '48113',
    'derived_msa-md': '19124',
  },
  // line 13: the bank's mortgage subsidiary, VA purchase in Orange County
  {
    lei: LEI.subsidiary,
    action_taken: '1',
    loan_type: '3',
    loan_amount: '305000',
    interest_rate: '6.0',
    county_code: '06059',
    'derived_msa-md': '11244',
  },
];
// Lines 14-18: rejected.
const BAD_LINES = [
  larLine({ lei: LEI.unknown }),
  larLine({ lei: A }).split(',').slice(0, 98).join(','),
  larLine({ lei: A, action_taken: '9' }),
  larLine({ lei: A, loan_amount: '12x' }),
  larLine({ lei: A, activity_year: '2022' }),
];
const LAR = `${larFile([...BANK_RECORDS, ...OTHER_RECORDS])}${BAD_LINES.join('\r\n')}\r\n`;

type Activity = {
  geo_level: string;
  geo_code: string;
  figures: number[];
  median_rate: number | null;
  median_amount: number | null;
};

describe('HMDA panel and LAR imports', () => {
  let database: TestDatabase;
  let dir: string;
  const ids: Record<string, number> = {};
  const write = async (name: string, content: string | Uint8Array) => {
    const file = path.join(dir, name);
    await writeFile(file, content);
    return file;
  };
  const lenderOf = async (lei: string) =>
    (
      await database.query<{ lender_id: number }>(
        'select lender_id from hmda_lenders where year = 2023 and lei = $1',
        [lei],
      )
    )[0]?.lender_id as number;
  const activity = async (lenderId: number) =>
    database.query<Activity>(
      `select geo_level, geo_code, figures, median_rate, median_amount from hmda_activity
        where year = 2023 and lender_id = $1 order by geo_level, geo_code`,
      [lenderId],
    );
  const figure = (row: Activity | undefined, action: HmdaAction, breakdown: HmdaBreakdown | null = null) => [
    row?.figures[hmdaFigureIndex(action, 'count', breakdown)],
    row?.figures[hmdaFigureIndex(action, 'amount', breakdown)],
  ];

  beforeAll(async () => {
    database = await openTestDatabase();
    dir = await mkdtemp(path.join(tmpdir(), 'fin-atlas-hmda-'));
    const made = await upsertInstitutions(sessionOf(database), [
      { fiType: 'bank', regulatoryId: '101', name: 'Alpha Demo Bank', source: 'demo', rssdId: 5001 },
      {
        fiType: 'credit_union',
        regulatoryId: '201',
        name: 'Gamma Demo Credit Union',
        source: 'demo',
        rssdId: 6001,
      },
      { fiType: 'bhc', regulatoryId: '9001', name: 'Alpha Holdings Corp', source: 'demo', rssdId: 9001 },
    ]);
    ids.bank = made.get('bank:101') as number;
    ids.creditUnion = made.get('credit_union:201') as number;
    ids.holding = made.get('bhc:9001') as number;
  });
  afterAll(async () => {
    await database?.drop();
    await rm(dir, { recursive: true, force: true });
  });

  it('refuses a LAR file of a year whose panel is not loaded, saying to import the panel first', async () => {
    const file = await write('early.csv', larFile([{ lei: A }]));
    await expect(importHmdaLar(database, file)).rejects.toThrow(ImportError);
    await expect(importHmdaLar(database, file)).rejects.toThrow(
      /No HMDA panel for 2023 is loaded: import the 2023 reporter panel first \(npm run data -- import hmda-panel/,
    );
  });

  it('matches panel LEIs by RSSD to a bank, a credit union and a holding company, else a mortgage company', async () => {
    const file = await write(
      'panel-2023.csv',
      `${panel([...PANEL_ROWS, { lei: 'SHORT', respondent_name: 'Nobody' }, { lei: LEI.independent, respondent_name: 'Again' }])}\n`,
    );
    const result = await importHmdaPanel(database, file);
    expect(result.period).toBe('2023-12-31');
    expect(result.rowCount).toBe(5);
    expect(result.counts).toMatchObject({
      banks: 1,
      creditUnions: 1,
      holdingCompanies: 1,
      mortgageCompanies: 2,
    });
    expect(result.rejections).toEqual([
      { file: 'panel-2023.csv', line: 7, reason: 'LEI "SHORT" is not a 20-character LEI' },
      {
        file: 'panel-2023.csv',
        line: 8,
        reason: `LEI ${LEI.independent} appears twice in the file (first on line 4)`,
      },
    ]);
    for (const [key, lei] of Object.entries(LEI))
      if (lei !== LEI.unknown) ids[`lender:${key}`] = await lenderOf(lei);
    expect(ids['lender:bank']).toBe(ids.bank);
    expect(ids['lender:creditUnion']).toBe(ids.creditUnion);
    expect(ids['lender:holding']).toBe(ids.holding);
    const companies = await database.query<Record<string, unknown>>(
      `select id, lei, name, lender_type, parent_name, parent_rssd_id, assets, agency_code, state, source, active
         from mortgage_companies order by lei`,
    );
    expect(companies).toEqual([
      {
        id: ids['lender:subsidiary'],
        lei: LEI.subsidiary,
        name: 'Alpha Mortgage Company',
        lender_type: 'affiliate',
        // The parent's name is the holding company's, found by the panel's parent RSSD.
        parent_name: 'Alpha Holdings Corp',
        parent_rssd_id: 9001,
        assets: 90000,
        agency_code: 2,
        state: 'CA',
        source: 'hmda',
        active: true,
      },
      {
        id: ids['lender:independent'],
        lei: LEI.independent,
        name: 'Home Loans LLC',
        lender_type: 'independent',
        parent_name: null,
        parent_rssd_id: null,
        assets: null,
        agency_code: 9,
        state: 'TX',
        source: 'hmda',
        active: true,
      },
    ]);
    // Mortgage companies draw their ids from the institutions' sequence: one id space for all lenders.
    expect(new Set(Object.values(ids)).size).toBe(Object.keys(ids).length - 3);
    const types = await database.query<{ lei: string; lender_type: string; assets: number | null }>(
      'select lei, lender_type, assets from hmda_lenders where year = 2023 order by lei',
    );
    expect(types).toEqual([
      { lei: LEI.bank, lender_type: 'depository', assets: 1250000 },
      { lei: LEI.holding, lender_type: 'affiliate', assets: null },
      { lei: LEI.subsidiary, lender_type: 'affiliate', assets: 90000 },
      { lei: LEI.creditUnion, lender_type: 'depository', assets: 480000 },
      { lei: LEI.independent, lender_type: 'independent', assets: null },
    ]);
  });

  it('stores the hand-counted figures of a LAR file per lender, state, county and MSA', async () => {
    const file = await write('2023_public_lar.csv', LAR);
    const result = await importHmdaLar(database, file);
    expect(result.period).toBe('2023-12-31');
    expect(result.rowCount).toBe(12);
    expect(result.rejectedCount).toBe(5);
    expect(result.rejections).toEqual([
      { file: '2023_public_lar.csv', line: 14, reason: `LEI ${LEI.unknown} is not in the 2023 HMDA panel` },
      { file: '2023_public_lar.csv', line: 15, reason: 'expected 99 fields, found 98' },
      { file: '2023_public_lar.csv', line: 16, reason: 'action_taken "9" is not an HMDA action (1-8)' },
      { file: '2023_public_lar.csv', line: 17, reason: 'loan_amount "12x" is not a number, NA or Exempt' },
      {
        file: '2023_public_lar.csv',
        line: 18,
        reason: 'activity_year "2022" differs from the file\'s year 2023',
      },
    ]);
    expect(result.warnings).toEqual([
      '1 record of 1 LEI not in the 2023 panel was rejected: import the 2023 panel that names them first (npm run data -- import hmda-panel <panel csv>)',
    ]);
    const rows = await activity(ids.bank as number);
    expect(rows.map((r) => `${r.geo_level}:${r.geo_code}`)).toEqual([
      'county:06037',
      'county:06059',
      'county:48201',
      'msa:11244',
      'msa:26420',
      'msa:31084',
      'nation:',
      'state:CA',
      'state:TX',
    ]);
    const at = (code: string) => rows.find((r) => r.geo_code === code);
    const nation = at('');
    expect(nation?.figures).toHaveLength(HMDA_FIGURE_COUNT);
    // Applications are every record but the purchased loan: 1, 2, 3, 4, 5, 7, 8.
    expect(figure(nation, 'applications')).toEqual([7, 1_635_000]);
    expect(figure(nation, 'originations')).toEqual([4, 670_000]);
    expect(figure(nation, 'denials')).toEqual([2, 710_000]);
    expect(figure(nation, 'withdrawals')).toEqual([1, 255_000]);
    expect(figure(nation, 'purchased')).toEqual([1, 155_000]);
    expect(figure(nation, 'approved_not_accepted')).toEqual([0, 0]);
    expect(figure(nation, 'incomplete')).toEqual([0, 0]);
    expect(figure(nation, 'originations', 'conventional')).toEqual([3, 365_000]);
    expect(figure(nation, 'originations', 'fha')).toEqual([1, 305_000]);
    expect(figure(nation, 'originations', 'va')).toEqual([0, 0]);
    expect(figure(nation, 'originations', 'home_purchase')).toEqual([1, 205_000]);
    expect(figure(nation, 'originations', 'refinance')).toEqual([1, 305_000]);
    expect(figure(nation, 'originations', 'cash_out')).toEqual([1, 105_000]);
    expect(figure(nation, 'originations', 'home_improvement')).toEqual([1, 55_000]);
    expect(figure(nation, 'originations', 'first_lien')).toEqual([3, 565_000]);
    expect(figure(nation, 'originations', 'subordinate_lien')).toEqual([1, 105_000]);
    expect(figure(nation, 'originations', 'principal_residence')).toEqual([2, 510_000]);
    expect(figure(nation, 'originations', 'second_residence')).toEqual([1, 55_000]);
    expect(figure(nation, 'originations', 'investment')).toEqual([1, 105_000]);
    expect(figure(nation, 'originations', 'sold')).toEqual([2, 260_000]);
    expect(figure(nation, 'originations', 'held')).toEqual([2, 410_000]);
    expect(figure(nation, 'purchased', 'conventional')).toEqual([1, 155_000]);
    expect(figure(nation, 'purchased', 'sold')).toEqual([1, 155_000]);
    expect(figure(nation, 'purchased', 'held')).toEqual([0, 0]);
    // Medians of originations: rates 6.5, 7.0, 8.0 (Exempt ignored); amounts 55k, 105k, 205k, 305k.
    expect([nation?.median_rate, nation?.median_amount]).toEqual([7, 155_000]);
    expect(figure(at('CA'), 'applications')).toEqual([5, 1_325_000]);
    expect([at('CA')?.median_rate, at('CA')?.median_amount]).toEqual([6.75, 205_000]);
    expect(figure(at('06037'), 'applications')).toEqual([4, 1_220_000]);
    expect(figure(at('06037'), 'originations')).toEqual([2, 510_000]);
    expect([at('06037')?.median_rate, at('06037')?.median_amount]).toEqual([6.75, 255_000]);
    expect(figure(at('31084'), 'denials')).toEqual([2, 710_000]);
    expect(figure(at('06059'), 'originations', 'cash_out')).toEqual([1, 105_000]);
    // Exempt is the only rate there: no median rate, but a median amount.
    expect([at('06059')?.median_rate, at('06059')?.median_amount]).toEqual([null, 105_000]);
    expect(figure(at('TX'), 'applications')).toEqual([1, 255_000]);
    expect(figure(at('TX'), 'purchased')).toEqual([1, 155_000]);
    expect([at('TX')?.median_rate, at('TX')?.median_amount]).toEqual([null, null]);
    expect(figure(at('48201'), 'withdrawals')).toEqual([1, 255_000]);
    expect(figure(at('48201'), 'purchased')).toEqual([0, 0]);

    const creditUnion = await activity(ids.creditUnion as number);
    expect(creditUnion.map((r) => `${r.geo_level}:${r.geo_code}`)).toEqual([
      'county:36001',
      'msa:10580',
      'nation:',
      'state:NY',
    ]);
    expect(figure(creditUnion[2], 'applications')).toEqual([2, 360_000]);
    expect(figure(creditUnion[2], 'incomplete')).toEqual([1, 205_000]);
    expect(figure(creditUnion[2], 'originations', 'refinance')).toEqual([1, 155_000]);
    const independent = await activity(ids['lender:independent'] as number);
    expect(
      figure(
        independent.find((r) => r.geo_level === 'nation'),
        'originations',
        'sold',
      ),
    ).toEqual([1, 255_000]);
    expect(
      figure(
        independent.find((r) => r.geo_code === '19124'),
        'originations',
        'fha',
      ),
    ).toEqual([1, 255_000]);

    const [load] = await database.query<Record<string, unknown>>(
      "select period::text as period, row_count, rejected_count, files, jsonb_array_length(rejections) as kept from data_loads where source = 'hmda-lar'",
    );
    expect(load).toEqual({
      period: '2023-12-31',
      row_count: 12,
      rejected_count: 5,
      files: [{ name: '2023_public_lar.csv', rows: 17, rejected: 5 }],
      kept: 5,
    });
  });

  it('reads the same file gzipped or zipped, replacing the year without duplicating a row', async () => {
    const before = await database.query(
      'select * from hmda_activity order by lender_id, geo_level, geo_code',
    );
    const gz = await write('2023_public_lar.csv.gz', gzipSync(LAR));
    expect((await importHmdaLar(database, gz)).rowCount).toBe(12);
    expect(
      await database.query('select * from hmda_activity order by lender_id, geo_level, geo_code'),
    ).toEqual(before);
    const zip = await write('2023_public_lar_csv.zip', zipSync({ '2023_public_lar.csv': strToU8(LAR) }));
    expect((await importHmdaLar(database, zip)).rowCount).toBe(12);
    expect(
      await database.query('select * from hmda_activity order by lender_id, geo_level, geo_code'),
    ).toEqual(before);
    const [loads] = await database.query<{ n: number }>(
      "select count(*)::int as n from data_loads where source = 'hmda-lar'",
    );
    expect(loads?.n).toBe(1);
  });

  it('replaces only the lenders of a partial file imported with lendersOnly, and refuses it without', async () => {
    const file = await write(
      'home-loans-llc.csv',
      larFile([
        {
          lei: LEI.independent,
          action_taken: '1',
          loan_amount: '355000',
          state_code: 'TX',
          county_code: '48113',
        },
        {
          lei: LEI.independent,
          action_taken: '3',
          loan_amount: '105000',
          state_code: 'TX',
          county_code: '48113',
        },
      ]),
    );
    await expect(importHmdaLar(database, file)).rejects.toThrow(
      /holds records of 1 of the 5 lenders of the 2023 panel.*--lenders-only/,
    );
    const bankBefore = await activity(ids.bank as number);
    const result = await importHmdaLar(database, file, { lendersOnly: true });
    expect(result.counts).toMatchObject({ lenders: 1, lendersReplacedOnly: 1 });
    const independent = await activity(ids['lender:independent'] as number);
    const nation = independent.find((r) => r.geo_level === 'nation');
    expect(figure(nation, 'applications')).toEqual([2, 460_000]);
    expect(figure(nation, 'originations', 'fha')).toEqual([0, 0]);
    // Its MSA of the first file (19124) is gone with the rest of its earlier activity.
    expect(independent.map((r) => r.geo_code)).toEqual(['48113', '31084', '', 'TX']);
    expect(await activity(ids.bank as number)).toEqual(bankBefore);
  });

  it('leaves the loaded year as it was when an import fails midway', async () => {
    const before = await database.query(
      'select * from hmda_activity order by lender_id, geo_level, geo_code',
    );
    const loads = await database.query('select id, row_count from data_loads order by id');
    // The database refuses one row of the write: the transaction has already removed the year.
    await database.query(`create function refuse_harris() returns trigger language plpgsql as $$
      begin raise exception 'refused by the test'; end $$`);
    await database.query(`create trigger refuse_harris before insert on hmda_activity
      for each row when (new.geo_code = '48201') execute function refuse_harris()`);
    try {
      const file = await write('2023_again.csv', LAR);
      await expect(importHmdaLar(database, file)).rejects.toThrow(/refused by the test/);
    } finally {
      await database.query('drop trigger refuse_harris on hmda_activity');
      await database.query('drop function refuse_harris()');
    }
    // A truncated download fails while reading, before anything is written.
    const whole = gzipSync(LAR);
    const cut = await write('cut.csv.gz', whole.subarray(0, Math.floor(whole.length * 0.6)));
    await expect(importHmdaLar(database, cut)).rejects.toThrow(InputError);
    expect(
      await database.query('select * from hmda_activity order by lender_id, geo_level, geo_code'),
    ).toEqual(before);
    expect(await database.query('select id, row_count from data_loads order by id')).toEqual(loads);
  });

  it('moves a lender activity when a new panel matches its LEI to a bank loaded since', async () => {
    const subsidiaryRows = await activity(ids['lender:subsidiary'] as number);
    expect(subsidiaryRows.map((r) => r.geo_code)).toEqual(['06059', '11244', '', 'CA']);
    const made = await upsertInstitutions(sessionOf(database), [
      { fiType: 'bank', regulatoryId: '102', name: 'Alpha Mortgage Bank', source: 'demo', rssdId: 7777 },
    ]);
    const newBank = made.get('bank:102') as number;
    const file = await write('panel-2023-revised.csv', panel(PANEL_ROWS));
    const result = await importHmdaPanel(database, file);
    expect(result.counts).toMatchObject({
      banks: 2,
      mortgageCompanies: 1,
      replacedLenders: 5,
      movedActivity: 1,
    });
    expect(await lenderOf(LEI.subsidiary)).toBe(newBank);
    expect(await activity(newBank)).toEqual(subsidiaryRows);
    expect(await activity(ids['lender:subsidiary'] as number)).toEqual([]);
    const [company] = await database.query<{ active: boolean }>(
      'select active from mortgage_companies where lei = $1',
      [LEI.subsidiary],
    );
    expect(company?.active).toBe(false);
    const [counts] = await database.query<{ lenders: number; loads: number }>(
      `select (select count(*)::int from hmda_lenders where year = 2023) as lenders,
              (select count(*)::int from data_loads where source = 'hmda-panel') as loads`,
    );
    expect(counts).toEqual({ lenders: 5, loads: 1 });
  });

  it('removes activity it cannot reassign, and says to import the LAR file again', async () => {
    // The mortgage company's LEI now names the bank's RSSD: the bank would hold both lenders' loans.
    const rows = PANEL_ROWS.map((r) => (r.lei === LEI.independent ? { ...r, respondent_rssd: '5001' } : r));
    const result = await importHmdaPanel(database, await write('panel-2023-merged.csv', panel(rows)));
    expect(result.warnings).toContain(
      "2 lenders' 2023 activity was removed because their LEIs now count for other lenders: import the 2023 LAR file again",
    );
    expect(await activity(ids.bank as number)).toEqual([]);
    expect(await activity(ids['lender:independent'] as number)).toEqual([]);
    expect((await activity(ids.creditUnion as number)).length).toBe(4);
  });
});
