import { MESSAGES, ORG_UPLOAD_LIMITS } from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orgLists } from '../../db/schema/index.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';
import {
  errorMessageOf,
  multipartBody,
  seedOrgListFixture,
  setGroupModule,
  type TechnographicsFixture,
} from '../../test/org-list-test-support.js';
import {
  createOrgList,
  institutionIndex,
  matchOrganisations,
  readUploadedTable,
} from '../org-matching/index.js';

// A registration export as it arrives: a title line, a blank line, quoted fields with commas and
// doubled quotes, a byte-order mark, a state written out, free-mail and work addresses.
const ATTENDEES_CSV = [
  '\uFEFF"Money 20/20 attendee list, exported 2026-03-02",,,,,,',
  ',,,,,,',
  'First Name,Last Name,Title,Company,Email,City,State',
  'Ana,Lopez,"VP, Digital",Juniper Ridge FCU,ana@juniperridgefcu.example,Tulsa,OK',
  'Ben,Ng,CIO,"Kestrel Valley Bank, N.A.",ben@gmail.com,Wichita,Kansas',
  'Cy,Ortiz,CFO,Lantern Harbor Savings Bank,cy@yahoo.com,,',
  'Di,Park,"Head of ""Digital""",Junipr Ridge Federal Credit Union,,Tulsa,OK',
  'Ed,Fox,Partner,Globex Consulting Partners,ed@globex.example,Denver,CO',
  '',
].join('\r\n');

type Row = {
  id: number;
  line: number;
  organization: string;
  person: string | null;
  title: string | null;
  status: string;
  confidence: number | null;
  institution: { id: number; name: string } | null;
  candidates: { id: number; confidence: number }[];
};

describe('conference import', () => {
  let h: Harness;
  let vendor: SignedIn;
  let fixture: TechnographicsFixture;

  const upload = async (
    as: SignedIn | null,
    name: string | undefined,
    file?: { name: string; data: Buffer | string },
  ) => {
    const { payload, headers } = await multipartBody(name === undefined ? {} : { name }, file);
    return h.call(as, { method: 'POST', url: '/api/conferences', payload, headers });
  };
  const rowsOf = async (as: SignedIn, id: number, query = '') => {
    const res = await h.call(as, { url: `/api/conferences/${id}${query}` });
    expect(res.statusCode).toBe(200);
    return res.json() as {
      list: { name: string; counts: Record<string, number> };
      rows: Row[];
      total: number;
    };
  };

  beforeAll(async () => {
    h = await startHarness();
    fixture = await seedOrgListFixture(h.database.db);
    vendor = await h.signIn(demo.vendor);
  });
  afterAll(async () => h.close());

  it('refuses anonymous callers', async () => {
    expect((await h.call(null, { url: '/api/conferences' })).statusCode).toBe(401);
    expect((await upload(null, 'X', { name: 'a.csv', data: ATTENDEES_CSV })).statusCode).toBe(401);
    expect((await h.call(null, { method: 'DELETE', url: '/api/conferences/1' })).statusCode).toBe(401);
  });

  it('is an import tool: an FI-menu user is refused though Technographics is bought', async () => {
    const fi = await h.signIn(demo.fi);
    expect((await h.call(fi, { url: '/api/conferences' })).statusCode).toBe(403);
    expect((await upload(fi, 'FI try', { name: 'a.csv', data: ATTENDEES_CSV })).statusCode).toBe(403);
  });

  it('needs the Technographics module', async () => {
    const limited = await h.signIn(demo.limited);
    await setGroupModule(h.database.db, demo.limited, 'fin_technographics', false);
    try {
      expect((await h.call(limited, { url: '/api/conferences' })).statusCode).toBe(403);
    } finally {
      await setGroupModule(h.database.db, demo.limited, 'fin_technographics', true);
    }
    expect((await h.call(limited, { url: '/api/conferences' })).statusCode).toBe(200);
  });

  let conferenceId = 0;

  it('reads a CSV with a title block, BOM and quoted fields, and matches each organisation', async () => {
    const res = await upload(vendor, '  Money 20/20 Las Vegas  ', {
      name: 'attendees.csv',
      data: ATTENDEES_CSV,
    });
    expect(res.statusCode).toBe(201);
    const created = res.json().conference;
    conferenceId = created.id;
    expect(created).toMatchObject({
      name: 'Money 20/20 Las Vegas',
      file_name: 'attendees.csv',
      columns: ['First Name', 'Last Name', 'Title', 'Company', 'Email', 'City', 'State'],
      column_map: {
        organization: 'Company',
        person: 'First Name + Last Name',
        email: 'Email',
        state: 'State',
      },
      created_by: 'Riley Chen',
    });
    expect(created.counts.total).toBe(5);

    const { rows } = await rowsOf(vendor, conferenceId);
    const byPerson = new Map(rows.map((r) => [r.person, r]));
    expect(byPerson.get('Ana Lopez')).toMatchObject({
      line: 4,
      organization: 'Juniper Ridge FCU',
      title: 'VP, Digital',
      status: 'matched',
      institution: { id: fixture.institutionIds.juniper },
    });
    expect(byPerson.get('Ben Ng')).toMatchObject({
      status: 'matched',
      institution: { id: fixture.institutionIds.kestrel },
    });
    const lantern = byPerson.get('Cy Ortiz') as Row;
    expect(lantern.status).toBe('review');
    expect(lantern.institution).toBeNull();
    expect(lantern.candidates.map((c) => c.id).sort()).toEqual(
      [fixture.institutionIds.lantern_me, fixture.institutionIds.lantern_or].sort(),
    );
    const misspelled = byPerson.get('Di Park') as Row;
    expect(misspelled.title).toBe('Head of "Digital"');
    expect(['matched', 'review']).toContain(misspelled.status);
    expect(misspelled.candidates[0]?.id).toBe(fixture.institutionIds.juniper);
    expect(byPerson.get('Ed Fox')).toMatchObject({ status: 'unmatched', institution: null });

    const list = (await h.call(vendor, { url: '/api/conferences' })).json().conferences;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: conferenceId, counts: { total: 5, review: 1, unmatched: 1 } });
    expect(list[0].counts.matched + list[0].counts.review + list[0].counts.unmatched).toBe(5);
  });

  it('reads an XLSX attendee list built in Excel', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Registrations');
    sheet.addRow(['Full Name', 'Organization', 'Job Title', 'E-mail', 'Website']);
    sheet.addRow(['Gail Ross', 'Magnolia Community Bank and Trust', 'COO', 'gail@magnoliacbt.example', '']);
    sheet.addRow(['Hal Wu', { richText: [{ text: 'Osprey ' }, { text: 'Bancshares' }] }, 'CEO', '', '']);
    sheet.addRow(['Ivy Cole', 'Kestrel Valley Bank', 'CTO', '', 'https://www.kestrelvalley.example/about']);
    const data = Buffer.from(await workbook.xlsx.writeBuffer());
    const res = await upload(vendor, 'Bank Tech Summit', { name: 'summit.xlsx', data });
    expect(res.statusCode).toBe(201);
    const { rows } = await rowsOf(vendor, res.json().conference.id);
    expect(rows.map((r) => [r.person, r.status, r.institution?.id])).toEqual([
      ['Gail Ross', 'matched', fixture.institutionIds.magnolia],
      ['Hal Wu', 'matched', fixture.institutionIds.osprey],
      ['Ivy Cole', 'matched', fixture.institutionIds.kestrel],
    ]);
  });

  it('refuses a name the tenant already used, trimmed and in any case', async () => {
    const res = await upload(vendor, 'MONEY 20/20 las vegas ', { name: 'again.csv', data: ATTENDEES_CSV });
    expect(res.statusCode).toBe(422);
    expect(errorMessageOf(res)).toBe(MESSAGES.validation.conferenceNameExists);
    const sameTenant = await h.signIn(demo.clientadmin);
    const again = await upload(sameTenant, 'Money 20/20 Las Vegas', {
      name: 'again.csv',
      data: ATTENDEES_CSV,
    });
    expect(errorMessageOf(again)).toBe(MESSAGES.validation.conferenceNameExists);
  });

  it('explains what is wrong with an unusable upload, and saves nothing', async () => {
    const cases: [string | undefined, { name: string; data: Buffer | string } | undefined, RegExp][] = [
      ['No file', undefined, /Choose the attendee list/],
      [undefined, { name: 'a.csv', data: ATTENDEES_CSV }, /Enter a conference name/],
      ['   ', { name: 'a.csv', data: ATTENDEES_CSV }, /Enter a conference name/],
      [
        'Pdf',
        { name: 'list.pdf', data: Buffer.from('%PDF-1.7\n\u0000\u0001binary') },
        /Upload a CSV or XLSX file/,
      ],
      [
        'Xls',
        { name: 'list.xls', data: Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]) },
        /\.xls/,
      ],
      [
        'Broken xlsx',
        { name: 'list.xlsx', data: Buffer.from('PK\u0003\u0004 not really a zip') },
        /could not be read/,
      ],
      [
        'No org',
        { name: 'a.csv', data: 'First Name,Last Name,Email\nAna,Lopez,ana@x.example\n' },
        /No organisation column/,
      ],
      ['Empty', { name: 'a.csv', data: '' }, /empty/],
      ['Header only', { name: 'a.csv', data: 'Company,Email\r\n,\r\n' }, /no rows/],
    ];
    for (const [name, file, message] of cases) {
      const res = await upload(vendor, name, file);
      expect(res.statusCode, `${name}`).toBe(422);
      expect(errorMessageOf(res)).toMatch(message);
    }
    const names = (await h.call(vendor, { url: '/api/conferences' }))
      .json()
      .conferences.map((c: { name: string }) => c.name);
    expect(names.sort()).toEqual(['Bank Tech Summit', 'Money 20/20 Las Vegas']);
  });

  it('refuses files over the row and size limits', async () => {
    const tooManyRows = `Company\n${'Kestrel Valley Bank\n'.repeat(ORG_UPLOAD_LIMITS.maxRows + 1)}`;
    const rows = await upload(vendor, 'Too many rows', { name: 'big.csv', data: tooManyRows });
    expect(rows.statusCode).toBe(422);
    expect(errorMessageOf(rows)).toMatch(/more than 20,000 rows/);
    const tooLarge = Buffer.alloc(ORG_UPLOAD_LIMITS.maxBytes + 1, 'a');
    const size = await upload(vendor, 'Too large', { name: 'big.csv', data: tooLarge });
    expect(size.statusCode).toBe(422);
    expect(errorMessageOf(size)).toMatch(/larger than 10 MB/);
  });

  it('writes a list and its rows together or not at all', async () => {
    const table = await readUploadedTable(
      Buffer.from('Company\nKestrel Valley Bank\nJuniper Ridge FCU\n'),
      'a.csv',
      'conference',
    );
    const matches = matchOrganisations(await institutionIndex(h.database), [
      { organization: 'Kestrel Valley Bank' },
      { organization: 'Juniper Ridge FCU' },
    ]);
    // The second row points at an institution deleted meanwhile: its insert fails, so must the list.
    const broken = [matches[0], { ...matches[1], institutionId: 999_999 }] as typeof matches;
    const vendorId = await h.userId(demo.vendor);
    await expect(
      createOrgList(h.database, {
        kind: 'conference',
        tenant: { groupId: null, userId: vendorId },
        name: 'Half written',
        fileName: 'a.csv',
        table,
        matches: broken,
        messages: { nameExists: 'taken', doesNotExist: 'missing' },
      }),
    ).rejects.toMatchObject({ statusCode: 409 });
    expect(await h.database.db.select().from(orgLists).where(eq(orgLists.name, 'Half written'))).toEqual([]);
  });

  it('lets a person confirm a candidate, pick another institution or reject a row', async () => {
    const { rows } = await rowsOf(vendor, conferenceId, '?status=review');
    const review = rows[0] as Row;
    const pick = fixture.institutionIds.lantern_or;
    const confirmed = await h.call(vendor, {
      method: 'PATCH',
      url: `/api/conferences/${conferenceId}/rows/${review.id}`,
      payload: { action: 'confirm', institution_id: pick },
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      row: { status: 'confirmed', institution: { id: pick, name: 'Lantern Harbor Savings Bank' } },
      counts: { review: 0 },
    });

    const unmatched = (await rowsOf(vendor, conferenceId, '?status=unmatched')).rows[0] as Row;
    const picked = await h.call(vendor, {
      method: 'PUT',
      url: `/api/conferences/${conferenceId}/rows/${unmatched.id}`,
      payload: { action: 'confirm', institution_id: fixture.institutionIds.osprey },
    });
    expect(picked.json().row).toMatchObject({
      status: 'confirmed',
      institution: { id: fixture.institutionIds.osprey },
    });
    const rejected = await h.call(vendor, {
      method: 'PATCH',
      url: `/api/conferences/${conferenceId}/rows/${unmatched.id}`,
      payload: { action: 'reject' },
    });
    expect(rejected.json().row).toMatchObject({ status: 'rejected', institution: null });

    const unknown = await h.call(vendor, {
      method: 'PATCH',
      url: `/api/conferences/${conferenceId}/rows/${unmatched.id}`,
      payload: { action: 'confirm', institution_id: 987_654 },
    });
    expect(unknown.statusCode).toBe(422);
    const bad = await h.call(vendor, {
      method: 'PATCH',
      url: `/api/conferences/${conferenceId}/rows/${unmatched.id}`,
      payload: { action: 'maybe' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('keeps conferences inside the tenant: another client never sees or touches them', async () => {
    const other = await h.signIn(demo.limited);
    expect((await h.call(other, { url: '/api/conferences' })).json().conferences).toEqual([]);
    for (const res of [
      await h.call(other, { url: `/api/conferences/${conferenceId}` }),
      await h.call(other, { url: `/api/conferences/${conferenceId}/download.xlsx` }),
      await h.call(other, {
        method: 'PATCH',
        url: `/api/conferences/${conferenceId}/rows/1`,
        payload: { action: 'reject' },
      }),
      await h.call(other, { method: 'DELETE', url: `/api/conferences/${conferenceId}` }),
    ]) {
      expect(res.statusCode).toBe(422);
      expect(errorMessageOf(res)).toBe(MESSAGES.validation.conferenceDoesNotExist);
    }
    // The same name is free in another tenant.
    expect(
      (await upload(other, 'Money 20/20 Las Vegas', { name: 'a.csv', data: ATTENDEES_CSV })).statusCode,
    ).toBe(201);
    const colleague = await h.signIn(demo.clientadmin);
    const shared = (await h.call(colleague, { url: '/api/conferences' })).json().conferences;
    expect(shared.map((c: { id: number }) => c.id)).toContain(conferenceId);
  });

  it('downloads the attendees enriched, fingerprinted, and a FIN Admin reads back who took it', async () => {
    const res = await h.call(vendor, { url: `/api/conferences/${conferenceId}/download.xlsx` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="money-20-20-las-vegas-attendees-enriched.xlsx"',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Attendees') as ExcelJS.Worksheet;
    const notice = String(sheet.getCell('A1').value);
    expect(notice).toMatch(/^CONFIDENTIAL\..*Data fingerprinting is embedded.*Ref FA-[A-Z2-7]{12}\.$/);
    const header = (sheet.getRow(2).values as unknown[]).slice(1);
    expect(header).toEqual([
      'First Name',
      'Last Name',
      'Title',
      'Company',
      'Email',
      'City',
      'State',
      'FIN Institution ID',
      'FIN Institution Name',
      'FIN FI Type',
      'FIN RSSD ID',
      'FIN Cert/Charter',
      'FIN City',
      'FIN State',
      'FIN Total Assets ($000)',
      'FIN Website',
      'FIN Core Processing Vendor',
      'FIN Core Processing Product',
      'FIN Retail Online Banking Vendor',
      'FIN Retail Online Banking Product',
      'FIN Retail Mobile Banking Vendor',
      'FIN Retail Mobile Banking Product',
      'FIN Match Status',
      'FIN Match Confidence',
    ]);
    const cells = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1);
    const ana = cells(3);
    expect(ana.slice(0, 4)).toEqual(['Ana', 'Lopez', 'VP, Digital', 'Juniper Ridge FCU']);
    expect(ana.slice(7, 22)).toEqual([
      fixture.institutionIds.juniper,
      'Juniper Ridge Federal Credit Union',
      'Credit Union',
      7001,
      '61234',
      'Tulsa',
      'OK',
      812_000,
      'www.juniperridgefcu.example',
      // Today's core vendor, not the one it left in 2023.
      'Northwind Core Systems',
      'Northwind Premier',
      'Bluejay Digital',
      'Bluejay Web',
      'Bluejay Digital',
      'Bluejay Mobile',
    ]);
    expect(ana[22]).toBe('Matched');
    expect(cells(4).slice(16, 20)).toEqual([
      'Northwind Core Systems',
      'Northwind Premier',
      'In-House (no vendor)',
      undefined,
    ]);
    const ed = cells(7);
    expect(ed[0]).toBe('Ed');
    expect(ed[7]).toBeUndefined();
    expect(ed[22]).toBe('Rejected');
    expect(sheet.rowCount).toBe(7);

    const admin = await h.signIn(demo.superadmin);
    const { payload, headers } = await multipartBody(
      {},
      { name: 'found-on-a-share.xlsx', data: res.rawPayload },
    );
    const identified = await h.call(admin, {
      method: 'POST',
      url: '/api/super_admin/downloads/identify',
      payload,
      headers,
    });
    expect(identified.statusCode).toBe(200);
    expect(identified.json()).toMatchObject({
      fingerprint: notice.match(/FA-[A-Z2-7]{12}/)?.[0],
      download: {
        user: { email: demo.vendor, user_name: 'Riley Chen' },
        group: { name: 'Summit Ridge Software (demo)' },
        impersonator: null,
        kind: 'conference',
        file_name: 'money-20-20-las-vegas-attendees-enriched.xlsx',
        format: 'xlsx',
        row_count: 5,
        params: { list_id: conferenceId, list_name: 'Money 20/20 Las Vegas' },
      },
    });
    expect(identified.json().download.description).toMatch(/Money 20\/20 Las Vegas/);
  });

  it('deletes a conference with the spec message, then no longer knows it', async () => {
    const res = await h.call(vendor, { method: 'DELETE', url: `/api/conferences/${conferenceId}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: MESSAGES.toast.conferenceDeleted });
    const again = await h.call(vendor, { method: 'DELETE', url: `/api/conferences/${conferenceId}` });
    expect(again.statusCode).toBe(422);
    expect(errorMessageOf(again)).toBe(MESSAGES.validation.conferenceDoesNotExist);
    expect(errorMessageOf(await h.call(vendor, { method: 'DELETE', url: '/api/conferences/abc' }))).toBe(
      MESSAGES.validation.conferenceDoesNotExist,
    );
  });
});
