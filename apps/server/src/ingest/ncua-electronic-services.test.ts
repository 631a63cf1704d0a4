import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NCUA_ELECTRONIC_SERVICES, NCUA_WEBSITE_ACCOUNT } from '../reference/ncua-electronic-services.js';
import { type ScratchFolder, scratchFolder } from '../test/scratch-folder.js';
import { openTestDatabase, type TestDatabase } from '../test/test-database.js';
import { importNcua5300 } from './ncua-5300.js';

/**
 * A small 5300 cycle written the way NCUA publishes it: quoted header names in NCUA's own mixed case
 * (Acct_886A beside ACCT_PI0011, as AcctDesc.txt spells them), CYCLE_DATE as "12/31/2025 0:00:00",
 * numbers bare and text quoted. The credit unions are fictional.
 */
const CYCLE = '12/31/2025 0:00:00';

const FOICU_HEADER =
  '"CU_NUMBER","CYCLE_DATE","JOIN_NUMBER","RSSD","CU_TYPE","CU_NAME","CITY","STATE","CharterState","STATE_CODE","ZIP_CODE","COUNTY_CODE","CONG_DIST","SMSA","ATTENTION_OF","STREET","REGION","SE","DISTRICT","YEAR_OPENED","TOM_CODE","LIMITED_INC","ISSUE_DATE","Peer_Group","Quarter_Flag","IsMDI","INSURED_DATE","AM_DateHeld"';
const foicuRow = (charter: number, name: string) =>
  `${charter},${CYCLE},${charter + 1},"0","1","${name}","PORTLAND","ME","ME",23,"04101",5,1,6400,"","1 MAIN ST","1 ","A",1,1950,"01  ",1,1/1/1950 0:00:00,3,0,False,1/4/1971 0:00:00,3/25/2025 5:00:00 AM`;
const FOICU = [
  FOICU_HEADER,
  foicuRow(1001, 'HARBOR POINT'),
  foicuRow(1002, 'LIGHTHOUSE'),
  foicuRow(1003, 'TIDEWATER'),
].join('\r\n');
const FS220 = [
  '"CU_NUMBER","CYCLE_DATE","JOIN_NUMBER","ACCT_010","ACCT_083"',
  `1001,${CYCLE},1002,125000000,5400`,
  `1002,${CYCLE},1003,48000000,2100`,
  `1003,${CYCLE},1004,9000000,700`,
].join('\r\n');

/** NCUA's spelling of each account (AcctDesc.txt): Acct_886A ... ACCT_PI0011, never our lower case. */
const spelled = (account: string) =>
  account === 'acct_pi0011' ? 'ACCT_PI0011' : `Acct_${account.slice(5).toUpperCase()}`;
const ACCOUNTS = [...NCUA_ELECTRONIC_SERVICES.map((s) => s.account), NCUA_WEBSITE_ACCOUNT];
const FS220D_HEADER = ['CU_NUMBER', 'CYCLE_DATE', 'JOIN_NUMBER', 'Acct_566A', ...ACCOUNTS.map(spelled)]
  .map((name) => `"${name}"`)
  .join(',');

/** A FS220D row: the answers given by account (anything else blank), the website quoted as text. */
function fs220dRow(charter: number, answers: Record<string, string>): string {
  const values = ACCOUNTS.map((account) => {
    const value = answers[account] ?? '';
    return account === NCUA_WEBSITE_ACCOUNT ? `"${value}"` : value;
  });
  return [charter, CYCLE, charter + 1, 1, ...values].join(',');
}

const FIRST_FS220D = [
  FS220D_HEADER,
  fs220dRow(1001, {
    ...Object.fromEntries(NCUA_ELECTRONIC_SERVICES.map((s) => [s.account, '0'])),
    acct_886a: '1',
    acct_886h: 'Y',
    acct_pi0008: '1',
    acct_887j: '1',
    acct_887v: '1',
    acct_pi0011: '1',
    acct_891: 'www.harborpoint-cu.example',
  }),
  // Answered two questions (a lower-case y among them), no website.
  fs220dRow(1002, { acct_886a: '0', acct_886h: 'y' }),
  // Answered nothing; "N/A" is no web address.
  fs220dRow(1003, { acct_891: 'N/A' }),
  // Not a credit union of FOICU.txt: rejected with the account tables' rule.
  fs220dRow(9999, { acct_886a: '1' }),
].join('\r\n');

describe('NCUA 5300 electronic services (FS220D.txt)', () => {
  let database: TestDatabase;
  let scratch: ScratchFolder;

  const writeCycle = async (name: string, fs220d: string | null) => {
    await scratch.write(`${name}/FOICU.txt`, FOICU);
    await scratch.write(`${name}/FS220.txt`, FS220);
    if (fs220d !== null) await scratch.write(`${name}/FS220D.txt`, fs220d);
    return path.join(scratch.path, name);
  };
  const answers = () =>
    database.query<{ charter: string; period: string; services: string[]; website: string | null }>(
      `select i.regulatory_id as charter, e.period::text as period, e.services, e.website, e.source
         from electronic_services e join institutions i on i.id = e.institution_id order by 1`,
    );
  const websites = () =>
    database.query<{ charter: string; website: string | null }>(
      "select regulatory_id as charter, website from institutions where fi_type = 'credit_union' order by 1",
    );

  beforeAll(async () => {
    scratch = await scratchFolder('ncua-fs220d');
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database?.drop();
    await scratch?.remove();
  });

  it("writes each credit union's yes answers and website for the cycle; blank is not answered", async () => {
    const result = await importNcua5300(database, await writeCycle('first', FIRST_FS220D));
    expect(result.counts).toMatchObject({ creditUnions: 3, electronicServices: 2, websitesFilled: 1 });
    expect(result.rejections).toEqual([
      { file: 'FS220D.txt', line: 5, reason: 'CU_NUMBER 9999 is not in FOICU.txt' },
    ]);
    expect(await answers()).toEqual([
      {
        charter: '1001',
        period: '2025-12-31',
        services: [
          'internet_banking',
          'mobile_banking',
          'mobile_application',
          'bill_payment',
          'mobile_payments',
          'person_to_person',
        ],
        website: 'www.harborpoint-cu.example',
        source: 'ncua',
      },
      { charter: '1002', period: '2025-12-31', services: ['mobile_banking'], website: null, source: 'ncua' },
    ]);
    expect(await websites()).toEqual([
      { charter: '1001', website: 'www.harborpoint-cu.example' },
      { charter: '1002', website: null },
      { charter: '1003', website: null },
    ]);
  });

  it("replaces the cycle's answers on re-import and keeps a website the profile already has", async () => {
    const second = [
      FS220D_HEADER,
      fs220dRow(1001, { acct_886a: '1', acct_891: 'www.harbor-new.example' }),
      fs220dRow(1002, {}),
      fs220dRow(1003, { acct_887r: 'Y', acct_891: 'https://tidewater.example/' }),
    ].join('\r\n');
    const result = await importNcua5300(database, await writeCycle('second', second));
    expect(result.counts).toMatchObject({ electronicServices: 2, websitesFilled: 1 });
    expect(await answers()).toEqual([
      {
        charter: '1001',
        period: '2025-12-31',
        services: ['internet_banking'],
        website: 'www.harbor-new.example',
        source: 'ncua',
      },
      {
        charter: '1003',
        period: '2025-12-31',
        services: ['estatements'],
        website: 'https://tidewater.example/',
        source: 'ncua',
      },
    ]);
    expect(await websites()).toEqual([
      { charter: '1001', website: 'www.harborpoint-cu.example' },
      { charter: '1002', website: null },
      { charter: '1003', website: 'https://tidewater.example/' },
    ]);
  });

  it('leaves electronic services as they were when the cycle has no FS220D.txt, and says so', async () => {
    const before = await answers();
    const result = await importNcua5300(database, await writeCycle('without', null));
    expect(result.counts).not.toHaveProperty('electronicServices');
    expect(result.warnings).toContain(
      `FS220D.txt is not in ${path.join(scratch.path, 'without')}: its accounts are left empty for this cycle and its electronic services are not loaded`,
    );
    expect(await answers()).toEqual(before);
  });
});
