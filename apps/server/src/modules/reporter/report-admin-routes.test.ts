import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';

const ELEMENTS = [{ element_id: 1, element_type: 'metrics', element_properties: {} }];
const FORMAT = [{ element: 'header', text: 'Growth', children: [] }];

describe('FIN Admin custom report consoles: copy_reports and navigator_reports', () => {
  let h: Harness;
  let admin: SignedIn;
  let vendor: SignedIn;
  let sameTenant: SignedIn;
  let vendorGroupId: number;
  let limitedGroupId: number;

  const call = (as: SignedIn, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    h.call(as, { method, url, ...(payload ? { payload } : {}) });

  /** A custom report as the report writer stores it, owned by a user in their client group. */
  async function insertReport(owner: SignedIn, name: string, extra: { isGlobal?: boolean } = {}) {
    const [row] = await h.database.query<{ id: number }>(
      `insert into custom_reports (name, description, fi_type, report_elements, element_format, user_id, group_id, is_global)
       select $1, 'Written for the test', 'bank', $2::jsonb, $3::jsonb, u.id, u.client_group_id, $5
         from users u where u.id = $4
       returning id`,
      [name, JSON.stringify(ELEMENTS), JSON.stringify(FORMAT), owner.userId, extra.isGlobal ?? false],
    );
    return Number(row?.id);
  }

  const groupId = async (name: string) => {
    const [row] = await h.database.query<{ id: number }>('select id from groups where name = $1', [name]);
    return Number(row?.id);
  };
  const reportsOf = (userId: number) =>
    h.database.query<{ name: string; group_id: number | null; is_global: boolean; report_elements: unknown }>(
      'select name, group_id, is_global, report_elements from custom_reports where user_id = $1 order by name',
      [userId],
    );

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.signIn(demo.superadmin);
    vendor = await h.signIn(demo.vendor);
    sameTenant = await h.signIn(demo.clientadmin);
    vendorGroupId = await groupId('Summit Ridge Software (demo)');
    limitedGroupId = await groupId('Harbor Analytics (demo)');
  }, 120_000);
  afterAll(async () => h.close());

  it('answers only FIN Admins', async () => {
    const id = await insertReport(vendor, 'Not yours to manage');
    const calls: [Parameters<typeof call>[1], string, object?][] = [
      ['GET', `/api/super_admin/custom_reports?user_id=${vendor.userId}`],
      [
        'POST',
        '/api/super_admin/copy_reports',
        { source_user_id: vendor.userId, report_ids: [id], user_ids: [sameTenant.userId] },
      ],
      ['GET', '/api/super_admin/navigator_reports'],
      ['PATCH', `/api/super_admin/navigator_reports/${id}`, { is_global: true }],
      ['DELETE', `/api/super_admin/navigator_reports/${id}`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(vendor, method, url, payload)).statusCode, `${method} ${url}`).toBe(403);
    }
    const [left] = await h.database.query<{ is_global: boolean }>(
      'select is_global from custom_reports where id = $1',
      [id],
    );
    expect(left?.is_global).toBe(false);
  });

  it('copies a user’s reports to users and groups, renaming clashes, in one go', async () => {
    const growth = await insertReport(vendor, 'Branch growth');
    const mix = await insertReport(vendor, 'Deposit mix');
    await insertReport(sameTenant, 'Branch growth');

    const source = (
      await call(admin, 'GET', `/api/super_admin/custom_reports?user_id=${vendor.userId}`)
    ).json();
    expect(source.custom_reports.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['Branch growth', 'Deposit mix']),
    );

    const request = {
      source_user_id: vendor.userId,
      report_ids: [growth, mix],
      user_ids: [sameTenant.userId],
    };
    const copied = await call(admin, 'POST', '/api/super_admin/copy_reports', request);
    expect(copied.statusCode, copied.body).toBe(200);
    expect(copied.json().copies.map((c: { name: string }) => c.name)).toEqual([
      'Branch growth (copy)',
      'Deposit mix',
    ]);
    const again = (await call(admin, 'POST', '/api/super_admin/copy_reports', request)).json();
    expect(again.copies.map((c: { name: string }) => c.name)).toEqual([
      'Branch growth (copy 2)',
      'Deposit mix (copy)',
    ]);

    const received = await reportsOf(sameTenant.userId);
    expect(received.map((r) => r.name).sort()).toEqual(
      [
        'Branch growth',
        'Branch growth (copy)',
        'Branch growth (copy 2)',
        'Deposit mix',
        'Deposit mix (copy)',
      ].sort(),
    );
    for (const copy of received) {
      expect(copy).toMatchObject({ group_id: vendorGroupId, is_global: false, report_elements: ELEMENTS });
    }

    // To a group: every active user of the vendor tenant but the source gets one.
    const toGroup = (
      await call(admin, 'POST', '/api/super_admin/copy_reports', {
        source_user_id: vendor.userId,
        report_ids: [mix],
        group_ids: [vendorGroupId],
      })
    ).json();
    const receivers = toGroup.copies.map((c: { user_id: number }) => c.user_id);
    expect(receivers).toContain(sameTenant.userId);
    expect(receivers).not.toContain(vendor.userId);

    const [logged] = await h.database.query<{ n: number }>(
      `select count(*)::int as n from audit_log where action = 'reports_copied' and actor_user_id = $1`,
      [admin.userId],
    );
    expect(Number(logged?.n)).toBe(3);
  });

  it('refuses copies it cannot make with a clear message, writing nothing', async () => {
    const own = await insertReport(vendor, 'Refused copy');
    const foreign = await insertReport(sameTenant, 'Someone else’s');
    const before = (await reportsOf(sameTenant.userId)).length;

    const notTheirs = await call(admin, 'POST', '/api/super_admin/copy_reports', {
      source_user_id: vendor.userId,
      report_ids: [own, foreign],
      user_ids: [sameTenant.userId],
    });
    expect(notTheirs.statusCode).toBe(422);
    expect(notTheirs.json().error.message).toBe(
      'Validation failed. Choose reports that belong to the user you copy from.',
    );
    const unknownUser = await call(admin, 'POST', '/api/super_admin/copy_reports', {
      source_user_id: vendor.userId,
      report_ids: [own],
      user_ids: [sameTenant.userId, 2_147_483_000],
    });
    expect(unknownUser.statusCode).toBe(422);
    expect(unknownUser.json().error.message).toBe(
      'Validation failed. Some of the chosen users do not exist.',
    );
    const nobody = await call(admin, 'POST', '/api/super_admin/copy_reports', {
      source_user_id: vendor.userId,
      report_ids: [own],
      user_ids: [],
    });
    expect(nobody.statusCode).toBe(422);
    expect(nobody.json().error.message).toBe(
      'Validation failed. Choose at least one user or group to copy the reports to.',
    );
    expect((await reportsOf(sameTenant.userId)).length).toBe(before);
  });

  it('lists navigator reports, marks one global, shares it with groups and deletes it', async () => {
    const navigator = await insertReport(vendor, 'Navigator: peer growth', { isGlobal: true });
    const plain = await insertReport(vendor, 'Navigator candidate');

    const listed = (await call(admin, 'GET', '/api/super_admin/navigator_reports')).json();
    const names = listed.custom_reports.map((r: { name: string }) => r.name);
    expect(names).toContain('Navigator: peer growth');
    expect(names).not.toContain('Navigator candidate');
    expect(listed.custom_reports.every((r: { is_global: boolean }) => r.is_global)).toBe(true);
    const found = (
      await call(admin, 'GET', '/api/super_admin/navigator_reports?all=true&query=candidate')
    ).json();
    expect(found.custom_reports).toEqual([
      expect.objectContaining({
        id: plain,
        is_global: false,
        owner: expect.objectContaining({ id: vendor.userId }),
        groups: [],
      }),
    ]);

    const marked = await call(admin, 'PATCH', `/api/super_admin/navigator_reports/${plain}`, {
      is_global: true,
      group_ids: [limitedGroupId, vendorGroupId],
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ id: plain, is_global: true });
    expect(
      marked
        .json()
        .groups.map((g: { id: number }) => g.id)
        .sort(),
    ).toEqual([limitedGroupId, vendorGroupId].sort());
    const nowListed = (await call(admin, 'GET', '/api/super_admin/navigator_reports?query=candidate')).json();
    expect(nowListed.custom_reports.map((r: { id: number }) => r.id)).toEqual([plain]);

    // An unknown group refuses the whole change: the report keeps its groups and stays global.
    const unknownGroup = await call(admin, 'PATCH', `/api/super_admin/navigator_reports/${plain}`, {
      is_global: false,
      group_ids: [2_147_483_000],
    });
    expect(unknownGroup.statusCode).toBe(422);
    expect(unknownGroup.json().error.message).toBe(
      'Validation failed. Some of the chosen groups do not exist.',
    );
    const kept = (await call(admin, 'GET', '/api/super_admin/navigator_reports?query=candidate')).json();
    expect(kept.custom_reports[0]).toMatchObject({ is_global: true });
    expect(kept.custom_reports[0].groups).toHaveLength(2);

    const unmarked = (
      await call(admin, 'PATCH', `/api/super_admin/navigator_reports/${plain}`, {
        is_global: false,
        group_ids: [],
      })
    ).json();
    expect(unmarked).toMatchObject({ is_global: false, groups: [] });
    expect((await call(admin, 'PATCH', `/api/super_admin/navigator_reports/${plain}`, {})).statusCode).toBe(
      422,
    );

    await h.database.query('insert into report_access_grants (report_id, group_id) values ($1, $2)', [
      navigator,
      limitedGroupId,
    ]);
    expect((await call(admin, 'DELETE', `/api/super_admin/navigator_reports/${navigator}`)).statusCode).toBe(
      204,
    );
    const [grants] = await h.database.query<{ n: number }>(
      'select count(*)::int as n from report_access_grants where report_id = $1',
      [navigator],
    );
    expect(Number(grants?.n)).toBe(0);
    expect((await call(admin, 'DELETE', `/api/super_admin/navigator_reports/${navigator}`)).statusCode).toBe(
      404,
    );
    expect(
      (
        await call(admin, 'PATCH', `/api/super_admin/navigator_reports/${navigator}`, { is_global: true })
      ).json(),
    ).toMatchObject({ error: { code: 'not_found', message: 'Report not found.' } });
    expect((await call(admin, 'DELETE', '/api/super_admin/navigator_reports/not-a-report')).statusCode).toBe(
      404,
    );
  });
});
