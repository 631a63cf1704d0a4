import { DATA_REFRESH_MESSAGES } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type Harness, PARTNER_HOST, startHarness } from '../../test/identity-harness.js';

describe('admin consoles', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  it('lets only a FIN Admin ask for a regulator check, and says why it cannot run where the refresh is off', async () => {
    const client = await h.signIn(demo.clientadmin);
    const refused = await h.call(client, { method: 'POST', url: '/api/super_admin/data_refresh' });
    expect(refused.statusCode).toBe(403);
    const admin = await h.signIn(demo.superadmin);
    const off = await h.call(admin, { method: 'POST', url: '/api/super_admin/data_refresh' });
    expect(off.statusCode).toBe(409);
    expect(off.json().error.message).toBe(DATA_REFRESH_MESSAGES.off);
    // The status says the same to the dashboard's "Regulator data" panel, which disables "Check now".
    const status = (await h.call(admin, { url: '/api/data/status' })).json();
    expect(status.refresh_enabled).toBe(false);
  });

  it('shows a client admin only their own tenant, searchable and paginated', async () => {
    const admin = await h.signIn(demo.clientadmin);
    const all = (await h.call(admin, { url: '/api/admin/users?per_page=10' })).json();
    expect(all.users.map((u: { email: string }) => u.email).sort()).toEqual(
      [demo.clientadmin, demo.unverified, demo.vendor].sort(),
    );
    expect(all.total).toBe(3);
    const page2 = (await h.call(admin, { url: '/api/admin/users?per_page=10&page=2' })).json();
    expect(page2.users).toEqual([]);
    const search = (await h.call(admin, { url: '/api/admin/users?q=riley' })).json();
    expect(search.users.map((u: { email: string }) => u.email)).toEqual([demo.vendor]);
    const bad = await h.call(admin, { url: '/api/admin/users?per_page=7' });
    expect(bad.statusCode).toBe(422);

    const groups = (await h.call(admin, { url: '/api/admin/groups' })).json();
    expect(groups.groups.map((g: { name: string }) => g.name)).toEqual(['Summit Ridge Software (demo)']);
  });

  it('keeps a client admin from granting FIN Admin, moving tenants or changing purchases', async () => {
    const admin = await h.signIn(demo.clientadmin);
    const vendorId = await h.userId(demo.vendor);
    const escalate = await h.call(admin, {
      method: 'PUT',
      url: `/api/admin/users/${vendorId}`,
      payload: { role: 'FIN Admin' },
    });
    expect(escalate.statusCode).toBe(422);
    expect(escalate.json().error.message).toBe(
      'Validation failed. Choose a role you may grant: Client Admin, User, Guest or Viewer.',
    );
    const groupId = (await h.call(admin, { url: '/api/admin/groups' })).json().groups[0].id;
    const buy = await h.call(admin, {
      method: 'PUT',
      url: `/api/admin/groups/${groupId}`,
      payload: { purchased_modules: { fin_intent: false } },
    });
    expect(buy.statusCode).toBe(403);
    const rename = await h.call(admin, {
      method: 'PUT',
      url: `/api/admin/users/${vendorId}`,
      payload: { user_name: 'Riley C.' },
    });
    expect(rename.statusCode).toBe(200);
    expect(rename.json().user_name).toBe('Riley C.');
    const self = await h.call(admin, { method: 'DELETE', url: `/api/admin/users/${admin.userId}` });
    expect(self.statusCode).toBe(422);
  });

  it('answers a role the admin may not grant, or no role at all, in words the invite form can show', async () => {
    const admin = await h.signIn(demo.clientadmin);
    const invite = (role: unknown) =>
      h.call(admin, {
        method: 'POST',
        url: '/api/admin/users',
        payload: { user_name: 'Nia New', email: 'nia.new@example.com', role, company_type: 'Vendor' },
      });
    const grant = 'Choose a role you may grant: Client Admin, User, Guest or Viewer.';
    const tooHigh = await invite('FIN Admin');
    expect(tooHigh.statusCode).toBe(422);
    expect(tooHigh.json().error.message).toBe(`Validation failed. ${grant}`);
    expect(tooHigh.json().error.details).toEqual([{ path: 'role', message: grant }]);

    const unknown = await invite('Overlord');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.message).toBe('Validation failed. Choose a role from the list.');
    expect(JSON.stringify(unknown.json())).not.toMatch(/Invalid option|expected one of/);

    const noType = await h.call(admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: { user_name: 'Nia New', email: 'nia.new@example.com', role: 'User', company_type: 'Bank?' },
    });
    expect(noType.statusCode).toBe(422);
    expect(noType.json().error.message).toBe('Validation failed. Choose a company type from the list.');

    const groupId = (await h.call(admin, { url: '/api/admin/groups' })).json().groups[0].id;
    const badType = await h.call(admin, {
      method: 'PUT',
      url: `/api/admin/groups/${groupId}`,
      payload: { group_type_id: 9 },
    });
    expect(badType.statusCode).toBe(422);
    expect(badType.json().error.message).toBe('Validation failed. Choose a group type from the list.');
  });

  it('lets a FIN Admin grant a module, which the user sees at once', async () => {
    const limited = await h.signIn(demo.limited);
    const before = (await h.call(limited, { url: '/api/users/enabled_modules' })).json();
    expect(before.enabled_paths).not.toContain('/analytics/advisor');
    expect(before.enabled_paths).toContain('/analytics/reporter/metrics');

    const admin = await h.signIn(demo.superadmin);
    const groups = (await h.call(admin, { url: '/api/admin/groups?q=Harbor' })).json().groups;
    const res = await h.call(admin, {
      method: 'PUT',
      url: `/api/admin/groups/${groups[0].id}`,
      payload: { purchased_modules: { fin_advisor: true } },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().purchased_modules).toMatchObject({
      fin_advisor: true,
      fin_reporter: true,
      fin_query: false,
    });

    const after = (await h.call(limited, { url: '/api/users/enabled_modules' })).json();
    expect(after.enabled_paths).toContain('/analytics/advisor/select_peer_group');
    const audit = (await h.call(admin, { url: '/api/super_admin/audit_log?q=permissions' })).json();
    expect(audit.entries[0]).toMatchObject({
      action: 'permissions_changed',
      actor: { email: demo.superadmin },
    });
  });

  it('signs a deactivated user out everywhere', async () => {
    const fi = await h.signIn(demo.fi);
    const admin = await h.signIn(demo.superadmin);
    const res = await h.call(admin, { method: 'DELETE', url: `/api/admin/users/${fi.userId}` });
    expect(res.statusCode).toBe(204);
    expect((await h.call(fi, { url: '/api/users' })).statusCode).toBe(401);
    const again = await h.call(null, {
      method: 'POST',
      url: '/api/session',
      payload: { email: demo.fi, password: 'Demo-2026!' },
    });
    expect(again.statusCode).toBe(423);
    expect(again.json().error.code).toBe('account_disabled');
  });

  it('scopes a partner admin to the partner, and only on the partner site', async () => {
    const partner = await h.signIn(demo.partner, undefined, PARTNER_HOST);
    const onSite = await h.call(partner, { url: '/api/admin/users', headers: { host: PARTNER_HOST } });
    expect(onSite.json().users.map((u: { email: string }) => u.email)).toEqual([demo.partner]);
    const offSite = await h.call(partner, { url: '/api/admin/users' });
    expect(offSite.statusCode).toBe(403);
    const site = await h.call(null, { url: '/api/site', headers: { host: PARTNER_HOST } });
    expect(site.json().partner).toMatchObject({
      name: 'CU Alliance (demo)',
      brand_name: 'CU Alliance Insights',
    });
  });

  it('creates and deletes a user group inside the client group, refusing duplicates', async () => {
    const admin = await h.signIn(demo.clientadmin);
    const vendorId = await h.userId(demo.vendor);
    const created = await h.call(admin, {
      method: 'POST',
      url: '/api/admin/groups',
      payload: { name: 'East Region', member_ids: [vendorId] },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      group_type_id: 4,
      parent_group: { name: 'Summit Ridge Software (demo)' },
      member_count: 1,
    });
    const dup = await h.call(admin, {
      method: 'POST',
      url: '/api/admin/groups',
      payload: { name: 'east region' },
    });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().error.message).toBe('Validation failed. Group name already exists.');
    const busy = await h.call(admin, { method: 'DELETE', url: `/api/admin/groups/${created.json().id}` });
    expect(busy.statusCode).toBe(422);
    const emptied = await h.call(admin, {
      method: 'PUT',
      url: `/api/admin/groups/${created.json().id}`,
      payload: { member_ids: [] },
    });
    expect(emptied.json()).toMatchObject({ member_count: 0, members: [] });
    expect(
      (await h.call(admin, { method: 'DELETE', url: `/api/admin/groups/${created.json().id}` })).statusCode,
    ).toBe(204);
    const fiGroup = await h.call(admin, {
      method: 'POST',
      url: '/api/admin/groups',
      payload: { name: 'Rogue', group_type_id: 3 },
    });
    expect(fiGroup.statusCode).toBe(403);
  });
});

describe('impersonation and API keys', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  /** A FIN Admin, signed in and acting as the user of this e-mail address. */
  const impersonating = async (email: string) => {
    const admin = await h.signIn(demo.superadmin);
    const started = await h.call(admin, {
      method: 'POST',
      url: '/api/super_admin/mock_users',
      payload: { user_id: await h.userId(email) },
    });
    expect(started.statusCode).toBe(200);
    return { admin, started };
  };

  it('lets a FIN Admin act as a user, with the user’s rights only, and end it', async () => {
    const { admin, started } = await impersonating(demo.vendor);
    expect(started.json()).toMatchObject({
      user: { email: demo.vendor },
      impersonator: { email: demo.superadmin },
    });
    expect((await h.call(admin, { url: '/api/session' })).json().impersonator.email).toBe(demo.superadmin);
    expect((await h.call(admin, { url: '/api/super_admin/mailbox' })).statusCode).toBe(403);

    const ended = await h.call(admin, { method: 'DELETE', url: '/api/super_admin/mock_users' });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toMatchObject({ user: { email: demo.superadmin }, impersonator: null });
    expect((await h.call(admin, { method: 'DELETE', url: '/api/super_admin/mock_users' })).statusCode).toBe(
      403,
    );
    const audit = (await h.call(admin, { url: '/api/super_admin/audit_log?q=impersonation' })).json();
    expect(audit.entries.map((e: { action: string }) => e.action)).toEqual([
      'impersonation_ended',
      'impersonation_started',
    ]);

    const vendor = await h.signIn(demo.vendor);
    const refused = await h.call(vendor, {
      method: 'POST',
      url: '/api/super_admin/mock_users',
      payload: { user_id: admin.userId },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('while impersonating, creates no API key, revokes none and changes none of the user’s own settings', async () => {
    // Impersonation shows a FIN Admin what the user sees; it must leave nothing behind in their name.
    const { admin } = await impersonating(demo.vendor);

    expect((await h.call(admin, { url: '/api/users/fin_api_key' })).statusCode).toBe(200);
    expect((await h.call(admin, { method: 'POST', url: '/api/users/fin_api_key' })).statusCode).toBe(403);
    expect((await h.call(admin, { method: 'DELETE', url: '/api/users/fin_api_key' })).statusCode).toBe(403);
    const rename = await h.call(admin, {
      method: 'PUT',
      url: '/api/users/profile',
      payload: { user_name: 'Renamed by the admin', company_name: '' },
    });
    expect(rename.statusCode).toBe(403);
    expect((await h.call(admin, { url: '/api/users/profile' })).json().user_name).not.toBe(
      'Renamed by the admin',
    );

    await h.call(admin, { method: 'DELETE', url: '/api/super_admin/mock_users' });
    const vendor = await h.signIn(demo.vendor);
    expect((await h.call(vendor, { method: 'POST', url: '/api/users/fin_api_key' })).statusCode).toBe(201);
  });

  it('issues an API key shown once, usable as a bearer token until revoked', async () => {
    const vendor = await h.signIn(demo.vendor);
    const created = await h.call(vendor, { method: 'POST', url: '/api/users/fin_api_key' });
    expect(created.statusCode).toBe(201);
    const key: string = created.json().fin_api_key;
    expect(key).toMatch(/^fin_/);
    const shown = (await h.call(vendor, { url: '/api/users/fin_api_key' })).json();
    expect(shown.fin_api_key).toBe(`${key.slice(0, 12)}…`);

    const viaKey = await h.app.inject({ url: '/api/users', headers: { authorization: `Bearer ${key}` } });
    expect(viaKey.statusCode).toBe(200);
    expect(viaKey.json().email).toBe(demo.vendor);

    await h.call(vendor, { method: 'DELETE', url: '/api/users/fin_api_key' });
    const revoked = await h.app.inject({ url: '/api/users', headers: { authorization: `Bearer ${key}` } });
    expect(revoked.statusCode).toBe(401);
  });
});
