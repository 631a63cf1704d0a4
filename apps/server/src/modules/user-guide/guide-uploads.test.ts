import { CONTENT_MESSAGES } from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeReferenceData } from '../../db/reference-data.js';
import { auditLog } from '../../db/schema/index.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';
import { multipartBody } from '../../test/org-list-test-support.js';

const ADVISOR = 50;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

describe('uploaded user guides', () => {
  let h: Harness;
  let admin: SignedIn;
  let vendor: SignedIn;

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.signIn(demo.superadmin);
    vendor = await h.signIn(demo.vendor);
  });
  afterAll(async () => h?.close());

  const upload = async (as: SignedIn, file: { name: string; data: Buffer | string }, id = ADVISOR) => {
    const { payload, headers } = await multipartBody({}, file);
    return h.call(as, { method: 'POST', url: `/api/super_admin/user_guides/${id}`, payload, headers });
  };
  /** Advisor's stored guide link, which the menu serves (its module cache follows the table within a second). */
  const menuGuide = async () => {
    const listed = (await h.call(admin, { url: '/api/super_admin/user_guides' })).json();
    return listed.modules.find((m: { ui_module_id: number }) => m.ui_module_id === ADVISOR)?.user_guide_url;
  };

  it('serves an uploaded PDF as the module guide, keeps it through the next seed and restores the generated one', async () => {
    const menu = (await h.call(vendor, { url: '/api/ui_modules' })).json();
    expect(menu.ui_modules.find((m: { id: number }) => m.id === ADVISOR)?.user_guide_url).toBe(
      await menuGuide(),
    );
    expect(await menuGuide()).toBe('/guides/advisor.pdf');
    expect((await upload(vendor, { name: 'advisor.pdf', data: PDF })).statusCode).toBe(403);
    const disguised = await upload(admin, { name: 'advisor.pdf', data: 'Not a PDF at all' });
    expect(disguised.statusCode).toBe(422);
    expect(disguised.json().error.message).toBe(CONTENT_MESSAGES.guideNotPdf);
    // A menu page is not a module: its guide is its module's.
    expect((await upload(admin, { name: 'a.pdf', data: PDF }, 51)).statusCode).toBe(404);

    const uploaded = await upload(admin, { name: 'Advisor Guide 2026.pdf', data: PDF });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({
      ui_module_id: ADVISOR,
      user_guide_url: '/guides/uploads/50.pdf',
      generated_url: '/guides/advisor.pdf',
      upload: { file_name: 'Advisor Guide 2026.pdf', byte_size: PDF.length },
    });
    expect(await menuGuide()).toBe('/guides/uploads/50.pdf');
    const file = await h.call(vendor, { url: '/guides/uploads/50.pdf' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="advisor-guide-2026.pdf"');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await h.call(null, { url: '/guides/uploads/50.pdf' })).statusCode).toBe(401);

    // Every start rewrites the reference data: the uploaded guide stays the module's.
    await writeReferenceData(h.database.db);
    expect(await menuGuide()).toBe('/guides/uploads/50.pdf');

    const removed = await h.call(admin, { method: 'DELETE', url: `/api/super_admin/user_guides/${ADVISOR}` });
    expect(removed.json()).toMatchObject({ user_guide_url: '/guides/advisor.pdf', upload: null });
    expect(await menuGuide()).toBe('/guides/advisor.pdf');
    expect((await h.call(vendor, { url: '/guides/uploads/50.pdf' })).statusCode).toBe(404);

    const listed = (await h.call(admin, { url: '/api/super_admin/user_guides' })).json();
    expect(listed.modules.map((m: { name: string }) => m.name)).toContain('Advisor');
    const actions = await h.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetType, 'ui_module'));
    expect(actions.map((a) => a.action)).toEqual(['user_guide_uploaded', 'user_guide_removed']);
  });
});
