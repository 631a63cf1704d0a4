import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';
import { errorMessageOf, multipartBody } from '../../test/org-list-test-support.js';
import { stampCsv } from './fingerprint.js';

const stampBody = (overrides: Record<string, unknown> = {}) => ({
  kind: 'multi_metric',
  description: 'Report view: Net interest margin, 5 periods, peer group "Midwest banks"',
  params: { report_id: 12, span_id: 2 },
  file_name: 'net-interest-margin.xlsx',
  format: 'xlsx',
  row_count: 48,
  ...overrides,
});

describe('download log and fingerprint read-back', () => {
  let h: Harness;
  let admin: SignedIn;
  let vendor: SignedIn;

  const identify = async (as: SignedIn, file?: { name: string; data: Buffer | string }) => {
    const { payload, headers } = await multipartBody({}, file);
    return h.call(as, { method: 'POST', url: '/api/super_admin/downloads/identify', payload, headers });
  };

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.signIn(demo.superadmin);
    vendor = await h.signIn(demo.vendor);
  });
  afterAll(async () => h.close());

  it('stamps a file built in the browser and logs it like any download', async () => {
    expect(
      (await h.call(null, { method: 'POST', url: '/api/downloads/stamp', payload: stampBody() })).statusCode,
    ).toBe(401);
    const res = await h.call(vendor, { method: 'POST', url: '/api/downloads/stamp', payload: stampBody() });
    expect(res.statusCode).toBe(200);
    const { fingerprint, notice } = res.json();
    expect(fingerprint).toMatch(/^FA-[A-Z2-7]{12}$/);
    expect(notice).toMatch(new RegExp(`Data fingerprinting is embedded.*Ref ${fingerprint}\\.$`));

    for (const bad of [
      stampBody({ kind: 'Not A Kind' }),
      stampBody({ format: 'pdf' }),
      stampBody({ file_name: '../etc/passwd' }),
      stampBody({ row_count: -1 }),
      stampBody({ params: { blob: 'x'.repeat(5000) } }),
      { ...stampBody(), extra: true },
    ]) {
      expect(
        (await h.call(vendor, { method: 'POST', url: '/api/downloads/stamp', payload: bad })).statusCode,
      ).toBe(422);
    }
  });

  it('is for FIN Admins only', async () => {
    expect((await h.call(vendor, { url: '/api/super_admin/downloads' })).statusCode).toBe(403);
    expect((await identify(vendor, { name: 'a.csv', data: 'x' })).statusCode).toBe(403);
    expect((await h.call(null, { url: '/api/super_admin/downloads' })).statusCode).toBe(401);
  });

  it('pages the log, filters by e-mail, kind and day, and sorts the largest first', async () => {
    const stamp = (as: SignedIn, kind: string, rows: number) =>
      h.call(as, {
        method: 'POST',
        url: '/api/downloads/stamp',
        payload: stampBody({ kind, row_count: rows }),
      });
    await stamp(vendor, 'single_metric', 12_000);
    await stamp(vendor, 'period', 3);
    const clientAdmin = await h.signIn(demo.clientadmin);
    await stamp(clientAdmin, 'single_metric', 250);

    const all = (await h.call(admin, { url: '/api/super_admin/downloads' })).json();
    expect(all.total).toBe(4);
    expect(all.kinds).toEqual(['multi_metric', 'period', 'single_metric']);
    expect(all.downloads[0]).toMatchObject({
      kind: 'single_metric',
      row_count: 250,
      user: { email: demo.clientadmin },
    });

    const largest = (await h.call(admin, { url: '/api/super_admin/downloads?sort=rows&per_page=10' })).json();
    expect(largest.downloads.map((d: { row_count: number }) => d.row_count)).toEqual([12_000, 250, 48, 3]);
    expect(largest.downloads[0]).toMatchObject({
      user: { email: demo.vendor, user_name: 'Riley Chen' },
      group: { name: 'Summit Ridge Software (demo)' },
      impersonator: null,
      file_name: 'net-interest-margin.xlsx',
      params: { report_id: 12, span_id: 2 },
    });

    const byEmail = (await h.call(admin, { url: '/api/super_admin/downloads?email=CLIENTADMIN@' })).json();
    expect(byEmail.total).toBe(1);
    const byKind = (await h.call(admin, { url: '/api/super_admin/downloads?kind=single_metric' })).json();
    expect(byKind.total).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (await h.call(admin, { url: `/api/super_admin/downloads?from=${today}&to=${today}` })).json().total,
    ).toBe(4);
    expect((await h.call(admin, { url: '/api/super_admin/downloads?to=2020-01-01' })).json().total).toBe(0);
    const paged = (await h.call(admin, { url: '/api/super_admin/downloads?per_page=10&page=2' })).json();
    expect(paged).toMatchObject({ downloads: [], total: 4, page: 2 });
    expect((await h.call(admin, { url: '/api/super_admin/downloads?per_page=7' })).statusCode).toBe(422);
    expect((await h.call(admin, { url: '/api/super_admin/downloads?from=yesterday' })).statusCode).toBe(422);
  });

  it('names who downloaded a file, including the FIN Admin impersonating them', async () => {
    const vendorId = await h.userId(demo.vendor);
    const acting = await h.signIn(demo.superadmin);
    await h.call(acting, {
      method: 'POST',
      url: '/api/super_admin/mock_users',
      payload: { user_id: vendorId },
    });
    const stamped = (
      await h.call(acting, {
        method: 'POST',
        url: '/api/downloads/stamp',
        payload: stampBody({ kind: 'single_service', format: 'csv', file_name: 'core.csv' }),
      })
    ).json();
    await h.call(acting, { method: 'DELETE', url: '/api/super_admin/mock_users' });

    const csv = stampCsv('Vendor,Clients\r\nNorthwind,12\r\n', { ...stamped, issuedAt: new Date() });
    const res = await identify(admin, { name: 'core.csv', data: csv });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      fingerprint: stamped.fingerprint,
      download: {
        kind: 'single_service',
        file_name: 'core.csv',
        format: 'csv',
        user: { email: demo.vendor },
        impersonator: { email: demo.superadmin, user_name: 'Avery Quinn' },
      },
    });
  });

  it('says clearly when a file carries no fingerprint or one the log does not know', async () => {
    const plain = new ExcelJS.Workbook();
    plain.addWorksheet('Data').addRow(['Vendor', 'Clients']);
    const none = await identify(admin, {
      name: 'plain.xlsx',
      data: Buffer.from(await plain.xlsx.writeBuffer()),
    });
    expect(none.statusCode).toBe(422);
    expect(errorMessageOf(none)).toMatch(/carries no FIN Atlas fingerprint/);

    const unknown = await identify(admin, {
      name: 'x.csv',
      data: '"CONFIDENTIAL. Ref FA-ZZZZZZZZZZZZ."\r\nA\r\n',
    });
    expect(unknown.statusCode).toBe(422);
    expect(errorMessageOf(unknown)).toBe('The fingerprint FA-ZZZZZZZZZZZZ is not in the download log.');

    const empty = await identify(admin);
    expect(empty.statusCode).toBe(422);
    expect(errorMessageOf(empty)).toMatch(/Choose the downloaded file/);
    const notMultipart = await h.call(admin, {
      method: 'POST',
      url: '/api/super_admin/downloads/identify',
      payload: {},
    });
    expect(notMultipart.statusCode).toBe(422);
  });
});
