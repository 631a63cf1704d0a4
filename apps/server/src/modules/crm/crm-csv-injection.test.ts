import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';
import { multipartBody, seedOrgListFixture } from '../../test/org-list-test-support.js';

// Cells a spreadsheet would run as formulas, as a hostile or careless CRM export might carry them.
const HOSTILE_CSV = [
  'Account ID,Account Name,Website,Billing City,Billing State/Province,Owner',
  "=cmd|' /C calc'!A0,+Juniper Ridge,@SUM(1),-Tulsa,OK,Sam",
].join('\n');

describe('CRM enrichment download and CSV injection', () => {
  let h: Harness;
  let vendor: SignedIn;

  beforeAll(async () => {
    h = await startHarness();
    await seedOrgListFixture(h.database.db);
    vendor = await h.signIn(demo.vendor);
  });
  afterAll(async () => h.close());

  it('writes uploaded cells that would start a formula as text', async () => {
    const { payload, headers } = await multipartBody(
      { name: 'Hostile list', source: 'salesforce' },
      { name: 'hostile.csv', data: HOSTILE_CSV },
    );
    const created = await h.call(vendor, { method: 'POST', url: '/api/crm_lists', payload, headers });
    expect(created.statusCode).toBe(201);
    const { id } = (created.json() as { crm_list: { id: number } }).crm_list;
    const res = await h.call(vendor, { url: `/api/crm_lists/${id}/download.csv?solution_ids=` });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.body.replace(/^\uFEFF/, '').split('\r\n')[2] ?? '';
    expect(row.split(',OK,')[0]).toBe("'=cmd|' /C calc'!A0,'+Juniper Ridge,'@SUM(1),'-Tulsa");
  });
});
