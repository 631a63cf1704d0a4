import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../../test/identity-harness.js';
import { multipartBody } from '../../../test/org-list-test-support.js';
import { NOT_A_PDF } from './pdf-file.js';

/** A small, valid one-page PDF (the bytes a publication arrives as). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

describe('strategy publications', () => {
  let h: Harness;
  let admin: SignedIn;
  let vendor: SignedIn;
  let limited: SignedIn;
  let vendorGroupId: number;

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.signIn(demo.superadmin);
    vendor = await h.signIn(demo.vendor);
    limited = await h.signIn(demo.limited);
    const [row] = await h.database.db
      .select({ groupId: users.clientGroupId })
      .from(users)
      .where(eq(users.email, demo.vendor));
    vendorGroupId = row?.groupId ?? 0;
  });
  afterAll(async () => h?.close());

  async function upload(
    as: SignedIn,
    fields: Record<string, string>,
    file: { name: string; data: Buffer } | null = { name: 'outlook.pdf', data: PDF },
  ) {
    const { payload, headers } = await multipartBody(fields, file ?? undefined);
    return h.call(as, { method: 'POST', url: '/api/super_admin/publications', payload, headers });
  }
  const list = async (as: SignedIn, query = '') => h.call(as, { url: `/api/strategy/publications${query}` });

  it('lets a FIN Admin publish a PDF to everyone, and every Strategy user list and download it', async () => {
    const res = await upload(admin, {
      title: '  Digital Banking Outlook  ',
      summary: 'Where mobile banking goes next.',
      published_on: '2026-10-15',
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({
      title: 'Digital Banking Outlook',
      all_groups: true,
      size_bytes: PDF.length,
    });

    for (const reader of [vendor, limited]) {
      const listed = (await list(reader)).json();
      expect(listed.publications.map((p: { id: number }) => p.id)).toContain(created.id);
    }
    const file = await h.call(limited, { url: `/api/strategy/publications/${created.id}/file` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="outlook.pdf"');
    expect(file.rawPayload.equals(PDF)).toBe(true);
  });

  it('shows a publication for chosen groups to those groups only; anyone else gets 404', async () => {
    const res = await upload(admin, {
      title: 'Core conversion brief',
      published_on: '2026-09-01',
      all_groups: 'false',
      group_ids: String(vendorGroupId),
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json();
    const vendorList = (await list(vendor)).json();
    const mine = vendorList.publications.find((p: { id: number }) => p.id === id);
    expect(mine.groups).toEqual([{ id: vendorGroupId, name: 'Summit Ridge Software (demo)' }]);
    expect((await list(limited)).json().publications.map((p: { id: number }) => p.id)).not.toContain(id);
    expect((await h.call(limited, { url: `/api/strategy/publications/${id}/file` })).statusCode).toBe(404);
    expect((await h.call(vendor, { url: `/api/strategy/publications/${id}/file` })).statusCode).toBe(200);
    expect((await h.call(vendor, { url: '/api/strategy/publications/999999/file' })).statusCode).toBe(404);
  });

  it('finds publications by words of their title or summary', async () => {
    const found = (await list(vendor, '?q=mobile')).json();
    expect(found.publications.map((p: { title: string }) => p.title)).toEqual(['Digital Banking Outlook']);
    expect((await list(vendor, '?q=nothing-like-this')).json()).toMatchObject({ publications: [], total: 0 });
  });

  it('refuses a file that is not a PDF, whatever its name, and a form without a title', async () => {
    const fake = await upload(
      admin,
      { title: 'Spreadsheet in disguise', published_on: '2026-09-01' },
      { name: 'numbers.pdf', data: Buffer.from('PK\u0003\u0004 not a pdf at all') },
    );
    expect(fake.statusCode).toBe(422);
    expect(fake.json().error.message).toBe(NOT_A_PDF);
    const untitled = await upload(admin, { published_on: '2026-09-01' });
    expect(untitled.statusCode).toBe(422);
    expect(untitled.json().error.message).toBe('Validation failed. Enter a title.');
    const noReaders = await upload(admin, {
      title: 'Nobody',
      published_on: '2026-09-01',
      all_groups: 'false',
    });
    expect(noReaders.statusCode).toBe(422);
    expect(noReaders.json().error.message).toBe(
      'Validation failed. Choose the client groups who may read it, or all groups.',
    );
    const noFile = await upload(admin, { title: 'No file', published_on: '2026-09-01' }, null);
    expect(noFile.statusCode).toBe(422);
  });

  it('keeps publishing to FIN Admins and the library to the vendor menu', async () => {
    expect((await upload(vendor, { title: 'Mine', published_on: '2026-09-01' })).statusCode).toBe(403);
    const fi = await h.signIn(demo.fi);
    expect((await list(fi)).statusCode).toBe(403);
  });

  it('lets a FIN Admin change who may read a publication, and delete it', async () => {
    const { id } = (await upload(admin, { title: 'Draft', published_on: '2026-08-01' })).json();
    const edit = await h.call(admin, {
      method: 'PUT',
      url: `/api/super_admin/publications/${id}`,
      payload: {
        title: 'Payments brief',
        summary: 'Instant payments.',
        published_on: '2026-08-02',
        all_groups: false,
        group_ids: [vendorGroupId],
      },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({
      title: 'Payments brief',
      all_groups: false,
      published_on: '2026-08-02',
    });
    expect((await list(limited)).json().publications.map((p: { id: number }) => p.id)).not.toContain(id);

    const deleted = await h.call(admin, { method: 'DELETE', url: `/api/super_admin/publications/${id}` });
    expect(deleted.statusCode).toBe(200);
    expect((await h.call(vendor, { url: `/api/strategy/publications/${id}/file` })).statusCode).toBe(404);
    const again = await h.call(admin, { method: 'DELETE', url: `/api/super_admin/publications/${id}` });
    expect(again.statusCode).toBe(404);
  });
});
