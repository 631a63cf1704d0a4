import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';
import {
  errorMessageOf,
  multipartBody,
  seedOrgListFixture,
  type TechnographicsFixture,
} from '../../test/org-list-test-support.js';

const SALESFORCE_CSV = [
  'Account ID,Account Name,Website,Billing City,Billing State/Province,Owner',
  '001A,Juniper Ridge Federal Credit Union,juniperridgefcu.example,Tulsa,OK,Sam',
  '001B,KVB,https://www.kestrelvalley.example,Wichita,KS,Sam',
  '001C,Magnolia Community Bank & Trust,,Jackson,Mississippi,Lee',
  '001D,Lantern Harbor Savings Bank,,Portland,,Lee',
  '001E,Acme Widgets Inc,acme.example,Boston,MA,Lee',
].join('\n');

describe('CRM data enrichment', () => {
  let h: Harness;
  let vendor: SignedIn;
  let fixture: TechnographicsFixture;
  let listId = 0;

  const upload = async (as: SignedIn | null, name: string, file: { name: string; data: Buffer | string }) => {
    const { payload, headers } = await multipartBody({ name, source: 'salesforce' }, file);
    return h.call(as, { method: 'POST', url: '/api/crm_lists', payload, headers });
  };

  beforeAll(async () => {
    h = await startHarness();
    fixture = await seedOrgListFixture(h.database.db);
    vendor = await h.signIn(demo.vendor);
  });
  afterAll(async () => h.close());

  it('needs sign-in and the FIN CRM purchase', async () => {
    expect((await h.call(null, { url: '/api/crm_lists' })).statusCode).toBe(401);
    const limited = await h.signIn(demo.limited);
    for (const url of ['/api/crm_lists', '/api/crm_lists/dashboard', '/api/crm_lists/solutions']) {
      expect((await h.call(limited, { url })).statusCode).toBe(403);
    }
    expect((await upload(limited, 'Mine', { name: 'a.csv', data: SALESFORCE_CSV })).statusCode).toBe(403);
  });

  it('offers every solution, starting with core processing, online and mobile banking', async () => {
    const res = (await h.call(vendor, { url: '/api/crm_lists/solutions' })).json();
    expect(res.default_ids).toEqual([
      fixture.solutionIds.core,
      fixture.solutionIds.online,
      fixture.solutionIds.mobile,
    ]);
    expect(res.solutions.map((s: { id: number }) => s.id)).toEqual(
      expect.arrayContaining([fixture.solutionIds.core, fixture.solutionIds.lending]),
    );
  });

  it('matches a Salesforce account export by name, website and state', async () => {
    const res = await upload(vendor, 'Q1 pipeline', { name: 'accounts.csv', data: SALESFORCE_CSV });
    expect(res.statusCode).toBe(201);
    const list = res.json().crm_list;
    listId = list.id;
    expect(list.column_map).toMatchObject({
      organization: 'Account Name',
      website: 'Website',
      state: 'Billing State/Province',
    });
    expect(list.counts).toEqual({ total: 5, matched: 3, review: 1, unmatched: 1 });
    const rows = (await h.call(vendor, { url: `/api/crm_lists/${listId}?per_page=25` })).json().rows;
    expect(rows[1]).toMatchObject({
      organization: 'KVB',
      domain: 'kestrelvalley.example',
      status: 'matched',
    });
    expect(rows[3]).toMatchObject({ status: 'review' });
    const dup = await upload(vendor, ' q1 PIPELINE', { name: 'accounts.csv', data: SALESFORCE_CSV });
    expect(errorMessageOf(dup)).toBe('Validation failed. CRM list name already exists.');
  });

  it('reads a HubSpot company export whose organisation column is just "Name"', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Companies');
    sheet.addRow(['Record ID', 'Name', 'Company Domain Name', 'City', 'State/Region']);
    sheet.addRow(['9001', 'Osprey Bancshares', '', 'Austin', 'Texas']);
    const res = await upload(vendor, 'HubSpot companies', {
      name: 'hubspot.xlsx',
      data: Buffer.from(await workbook.xlsx.writeBuffer()),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().crm_list.counts).toMatchObject({ total: 1, matched: 1 });
  });

  it('confirms every review row whose best candidate is sure enough in one call', async () => {
    const res = await h.call(vendor, {
      method: 'POST',
      url: `/api/crm_lists/${listId}/confirm_best`,
      payload: { min_confidence: 0.8 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ confirmed: 1, counts: { matched: 4, review: 0 } });
  });

  it('downloads the accounts with their own columns first, then firmographics and the chosen vendors', async () => {
    const res = await h.call(vendor, {
      url: `/api/crm_lists/${listId}/download.csv?solution_ids=${fixture.solutionIds.core},${fixture.solutionIds.lending}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toMatch(/Ref FA-[A-Z2-7]{12}\./);
    expect(lines[1]).toBe(
      'Account ID,Account Name,Website,Billing City,Billing State/Province,Owner,FIN Institution ID,FIN Institution Name,FIN FI Type,FIN RSSD ID,FIN Cert/Charter,FIN City,FIN State,FIN Total Assets ($000),FIN Website,FIN Core Processing Vendor,FIN Core Processing Product,FIN Consumer Loan Origination Vendor,FIN Consumer Loan Origination Product,FIN Match Status,FIN Match Confidence',
    );
    expect(lines[2]).toBe(
      `001A,Juniper Ridge Federal Credit Union,juniperridgefcu.example,Tulsa,OK,Sam,${fixture.institutionIds.juniper},Juniper Ridge Federal Credit Union,Credit Union,7001,61234,Tulsa,OK,812000,www.juniperridgefcu.example,Northwind Core Systems,Northwind Premier,,,Matched,1`,
    );
    expect(lines[6]).toBe('001E,Acme Widgets Inc,acme.example,Boston,MA,Lee,,,,,,,,,,,,,,Not matched,');

    const bare = await h.call(vendor, { url: `/api/crm_lists/${listId}/download.xlsx?solution_ids=` });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bare.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0] as ExcelJS.Worksheet;
    const header = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(header).not.toContain('FIN Core Processing Vendor');
    expect(header.at(-1)).toBe('FIN Match Confidence');

    const unknown = await h.call(vendor, {
      url: `/api/crm_lists/${listId}/download.xlsx?solution_ids=999999`,
    });
    expect(unknown.statusCode).toBe(422);

    const admin = await h.signIn(demo.superadmin);
    const { payload, headers } = await multipartBody({}, { name: 'crm.csv', data: res.rawPayload });
    const identified = await h.call(admin, {
      method: 'POST',
      url: '/api/super_admin/downloads/identify',
      payload,
      headers,
    });
    expect(identified.json().download).toMatchObject({
      kind: 'crm_enriched',
      format: 'csv',
      row_count: 5,
      user: { email: demo.vendor },
      params: { list_id: listId, solution_ids: [fixture.solutionIds.core, fixture.solutionIds.lending] },
    });
  });

  it('sums up the lists: match rates, matched assets, FI types, asset bands and core vendors', async () => {
    const res = await h.call(vendor, { url: '/api/crm_lists/dashboard' });
    expect(res.statusCode).toBe(200);
    const dashboard = res.json();
    expect(dashboard.lists).toHaveLength(2);
    const q1 = dashboard.lists.find((l: { id: number }) => l.id === listId);
    expect(q1).toMatchObject({
      match_rate: 0.8,
      matched_institutions: 4,
      matched_assets: 812_000 + 2_450_000 + 95_000 + 310_000,
    });
    expect(dashboard.totals).toMatchObject({ accounts: 6, matched: 5, matched_institutions: 5 });
    expect(dashboard.fi_types).toEqual(
      expect.arrayContaining([
        { fi_type: 'bank', institutions: 3, assets: 2_450_000 + 95_000 + 310_000 },
        { fi_type: 'credit_union', institutions: 1, assets: 812_000 },
        { fi_type: 'bhc', institutions: 1, assets: 15_500_000 },
      ]),
    );
    expect(dashboard.asset_bands.map((b: { institutions: number }) => b.institutions)).toEqual([
      1, 1, 1, 1, 1, 0,
    ]);
    expect(dashboard.core_solution).toEqual({ id: fixture.solutionIds.core, name: 'Core Processing' });
    expect(dashboard.core_vendors).toEqual([
      { vendor_id: expect.any(Number), vendor: 'Northwind Core Systems', institutions: 2, share: 0.4 },
      { vendor_id: expect.any(Number), vendor: 'Old Ledger Co', institutions: 1, share: 0.2 },
      { vendor_id: null, vendor: 'No core data', institutions: 2, share: 0.4 },
    ]);
    const one = (await h.call(vendor, { url: `/api/crm_lists/dashboard?list_id=${listId}` })).json();
    expect(one.totals).toMatchObject({ accounts: 5, matched: 4, matched_institutions: 4 });
  });

  it('keeps CRM lists inside the tenant and deletes them', async () => {
    const other = await h.signIn(demo.clientadmin);
    expect((await h.call(other, { url: '/api/crm_lists' })).json().crm_lists).toHaveLength(2);
    const superadmin = await h.signIn(demo.superadmin);
    expect((await h.call(superadmin, { url: '/api/crm_lists' })).json().crm_lists).toEqual([]);
    const foreign = await h.call(superadmin, { url: `/api/crm_lists/dashboard?list_id=${listId}` });
    expect(errorMessageOf(foreign)).toBe('Validation failed. CRM list does not exist.');
    expect((await h.call(superadmin, { method: 'DELETE', url: `/api/crm_lists/${listId}` })).statusCode).toBe(
      422,
    );
    const res = await h.call(vendor, { method: 'DELETE', url: `/api/crm_lists/${listId}` });
    expect(res.json()).toEqual({ message: 'CRM list successfully deleted.' });
  });
});
