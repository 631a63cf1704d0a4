import {
  ACCESS_REQUEST_MESSAGES,
  accessRequestListSchema,
  adminGroupRowsResponseSchema,
  appConfigListSchema,
  GROUP_FEATURE_MESSAGES,
  groupFeatureListSchema,
  siteBannerResponseSchema,
  userEditListSchema,
} from '@fin-atlas/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, groups } from '../../../db/schema/index.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../../test/identity-harness.js';

/**
 * Settings and switches reach requests through a cache that looks at its table at most once a
 * second; this waits for the answer a user would see, bounded so a failure cannot hang.
 */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('access and configuration consoles', () => {
  let h: Harness;
  let admin: SignedIn;
  let clientAdmin: SignedIn;
  let harborId: number;
  let prairieId: number;
  let staffId: number;

  const groupId = async (name: string) => {
    const [row] = await h.database.db.select({ id: groups.id }).from(groups).where(eq(groups.name, name));
    if (!row) throw new Error(`no demo group ${name}`);
    return row.id;
  };
  const lastAudit = async (action: string) =>
    (
      await h.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, action))
        .orderBy(desc(auditLog.id))
        .limit(1)
    )[0];
  const auditCount = async (action: string) =>
    (await h.database.db.select().from(auditLog).where(eq(auditLog.action, action))).length;
  const send = (as: SignedIn | null, method: InjectOptions['method'], url: string, payload?: unknown) =>
    h.call(as, { method, url, ...(payload !== undefined && { payload: payload as object }) });
  const grant = (id: number, body: unknown) =>
    send(admin, 'PUT', `/api/super_admin/authorization/groups/${id}`, body);

  beforeAll(async () => {
    h = await startHarness();
    admin = await h.signIn(demo.superadmin);
    clientAdmin = await h.signIn(demo.clientadmin);
    harborId = await groupId('Harbor Analytics (demo)');
    prairieId = await groupId('Prairie State Bank (demo)');
    staffId = await groupId('FIN Atlas Staff (demo)');
  });
  afterAll(async () => h?.close());

  it('refuses every console call to a client admin, and changes nothing', async () => {
    const calls: [InjectOptions['method'], string, unknown?][] = [
      ['GET', '/api/super_admin/app_configs'],
      ['PUT', '/api/super_admin/app_configs/banner.text', { value: 'Hijacked' }],
      ['GET', '/api/super_admin/features'],
      ['PUT', `/api/super_admin/features/sso_only/groups/${harborId}`, { enabled: true }],
      [
        'PUT',
        `/api/super_admin/authorization/groups/${harborId}`,
        { purchased_modules: { fin_query: true } },
      ],
      ['GET', '/api/super_admin/user_edits'],
      ['GET', '/api/super_admin/user_access_requests'],
      ['PUT', '/api/super_admin/user_access_requests/1', { status: 'declined' }],
    ];
    for (const [method, url, body] of calls)
      expect((await send(clientAdmin, method, url, body)).statusCode, `${method} ${url}`).toBe(403);
    const [harbor] = await h.database.db.select().from(groups).where(eq(groups.id, harborId));
    expect(harbor?.purchasedModules.fin_query).not.toBe(true);
    expect(await auditCount('app_config_updated')).toBe(0);
  });

  it('checks app configs against the catalogue and puts the banner above every signed-in page', async () => {
    const list = appConfigListSchema.parse((await send(admin, 'GET', '/api/super_admin/app_configs')).json());
    expect(list.configs.find((c) => c.key === 'activity.retention_days')).toMatchObject({
      value: 400,
      is_default: true,
    });

    const refusals: [string, unknown, string][] = [
      ['banner.text', 'x'.repeat(301), 'Validation failed. Site banner must be at most 300 characters.'],
      [
        'banner.level',
        'purple',
        'Validation failed. Site banner level must be one of: Information, Warning, Critical.',
      ],
      [
        'session.max_hours',
        25,
        'Validation failed. Sign-in session length must be a whole number from 1 to 24 hours.',
      ],
      [
        'activity.retention_days',
        10.5,
        'Validation failed. Activity retention must be a whole number from 30 to 3650 days.',
      ],
      ['no.such_key', 1, 'Validation failed. Unknown setting.'],
    ];
    for (const [key, value, message] of refusals) {
      const res = await send(admin, 'PUT', `/api/super_admin/app_configs/${key}`, { value });
      expect(res.statusCode, key).toBe(422);
      expect(res.json().error.message, key).toBe(message);
    }
    expect(await auditCount('app_config_updated')).toBe(0);

    const vendor = await h.signIn(demo.vendor);
    const banner = async () =>
      siteBannerResponseSchema.parse((await send(vendor, 'GET', '/api/site_banner')).json()).banner;
    expect(await banner()).toBeNull();
    const saved = await send(admin, 'PUT', '/api/super_admin/app_configs/banner.text', {
      value: '  Maintenance on Saturday 06:00 UTC  ',
    });
    expect(saved.json()).toMatchObject({
      key: 'banner.text',
      value: 'Maintenance on Saturday 06:00 UTC',
      is_default: false,
      updated_by: { email: demo.superadmin },
    });
    await send(admin, 'PUT', '/api/super_admin/app_configs/banner.level', { value: 'warning' });
    expect(await eventually(banner, (b) => b?.level === 'warning')).toEqual({
      text: 'Maintenance on Saturday 06:00 UTC',
      level: 'warning',
    });
    expect((await lastAudit('app_config_updated'))?.details).toEqual({
      key: 'banner.level',
      from: 'info',
      to: 'warning',
    });

    // Back to the default: the row goes, the banner with it, and the reset is audited.
    const reset = await send(admin, 'DELETE', '/api/super_admin/app_configs/banner.text');
    expect(reset.json()).toMatchObject({ value: '', is_default: true });
    expect(await eventually(banner, (b) => b === null)).toBeNull();
    expect((await lastAudit('app_config_reset'))?.details).toMatchObject({ key: 'banner.text', to: '' });
  });

  it('holds users to the configured number of access requests a day', async () => {
    await send(admin, 'PUT', '/api/super_admin/app_configs/access_requests.per_day', { value: 1 });
    const mortgage = await h.signIn(demo.mortgage);
    const ask = () => send(mortgage, 'POST', '/api/demo_requests', { topic: 'fin_intent' });
    expect((await ask()).statusCode).toBe(201);
    expect((await eventually(ask, (res) => res.statusCode === 429)).statusCode).toBe(429);
    await send(admin, 'DELETE', '/api/super_admin/app_configs/access_requests.per_day');
  });

  it('switches features per client group and enforces them where they act', async () => {
    const features = groupFeatureListSchema.parse(
      (await send(admin, 'GET', '/api/super_admin/features?q=harbor')).json(),
    );
    expect(features.groups).toEqual([
      expect.objectContaining({ id: harborId, name: 'Harbor Analytics (demo)', features: [] }),
    ]);
    const switchFeature = (feature: string, id: number, enabled: boolean) =>
      send(admin, 'PUT', `/api/super_admin/features/${feature}/groups/${id}`, { enabled });

    expect((await switchFeature('support_sign_in_blocked', staffId, true)).json().error.message).toBe(
      GROUP_FEATURE_MESSAGES.clientGroupsOnly,
    );
    expect((await switchFeature('teleport', harborId, true)).statusCode).toBe(422);
    // Single sign-on only needs a single sign-on connection for the group first.
    const refused = await switchFeature('sso_only', harborId, true);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(GROUP_FEATURE_MESSAGES.ssoNeeded);
    const connection = await send(admin, 'POST', '/api/super_admin/sso_connections', {
      name: 'Harbor SSO',
      domain: 'harbor.example',
      issuer: 'http://localhost:1/harbor',
      client_id: 'harbor',
      provision_group_id: harborId,
    });
    expect(connection.statusCode).toBe(201);
    const on = await switchFeature('sso_only', harborId, true);
    expect(on.json()).toMatchObject({ id: harborId, features: ['sso_only'] });
    expect((await lastAudit('group_feature_changed'))?.details).toEqual({
      feature: 'sso_only',
      enabled: true,
    });

    const passwordSignIn = (email: string) =>
      send(null, 'POST', '/api/session', { email, password: 'Demo-2026!' });
    const limitedRefused = await eventually(
      () => passwordSignIn(demo.limited),
      (res) => res.statusCode === 403,
    );
    expect(limitedRefused.json().error).toMatchObject({
      code: 'sso_required',
      message: GROUP_FEATURE_MESSAGES.ssoRequired,
    });
    expect((await passwordSignIn(demo.vendor)).statusCode).toBe(200);
    await switchFeature('sso_only', harborId, false);
    expect(
      (
        await eventually(
          () => passwordSignIn(demo.limited),
          (res) => res.statusCode === 200,
        )
      ).statusCode,
    ).toBe(200);

    // A client that forbids support sign-in: no FIN Admin may become its users.
    const fiId = await h.userId(demo.fi);
    await switchFeature('support_sign_in_blocked', prairieId, true);
    // Its own session: a sign-in as the user that got through before the switch reached the cache is ended.
    const support = await h.signIn(demo.superadmin);
    const mock = async () => {
      const res = await send(support, 'POST', '/api/super_admin/mock_users', { user_id: fiId });
      if (res.statusCode === 200) await send(support, 'DELETE', '/api/super_admin/mock_users');
      return res;
    };
    const blocked = await eventually(mock, (res) => res.statusCode === 422);
    expect(blocked.json().error.message).toBe(GROUP_FEATURE_MESSAGES.supportSignInBlocked);
    await switchFeature('support_sign_in_blocked', prairieId, false);
  });

  it('grants modules and permissions per group, in force on the users’ next request', async () => {
    expect((await grant(harborId, {})).json().error.message).toBe(
      'Validation failed. Choose a module or permission to change.',
    );
    expect((await grant(harborId, { purchased_modules: { fin_everything: true } })).statusCode).toBe(422);
    expect((await grant(2_147_483_646, { purchased_modules: { fin_query: true } })).statusCode).toBe(404);

    const limited = await h.signIn(demo.limited);
    const paths = async () =>
      (await send(limited, 'GET', '/api/users/enabled_modules')).json().enabled_paths as string[];
    expect(await paths()).not.toContain('/technographics/fin_query');
    const granted = await grant(harborId, {
      purchased_modules: { fin_query: true, fin_reporter: true },
      enterprise_permissions: { prospect_list: true },
    });
    expect(granted.json()).toMatchObject({
      purchased_modules: { fin_query: true, fin_reporter: true, fin_technographics: true },
      enterprise_permissions: { prospect_list: true },
    });
    expect(await paths()).toContain('/technographics/fin_query');
    // Only what changed is recorded, with its value before and after.
    expect((await lastAudit('permissions_changed'))?.details).toEqual({
      name: 'Harbor Analytics (demo)',
      purchased_modules: { fin_query: { from: false, to: true } },
      enterprise_permissions: { prospect_list: { from: false, to: true } },
    });
  });

  it('lists who changed which user or group, filtered and paged', async () => {
    const vendorId = await h.userId(demo.vendor);
    const edit = await send(clientAdmin, 'PUT', `/api/admin/users/${vendorId}`, { user_name: 'Vera Vendor' });
    expect(edit.statusCode).toBe(200);
    const edits = async (query: string) => {
      const res = await send(admin, 'GET', `/api/super_admin/user_edits?${query}`);
      expect(res.statusCode, query).toBe(200);
      return userEditListSchema.parse(res.json());
    };

    const harbor = await edits('target=harbor');
    expect(harbor.entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['permissions_changed', 'group_feature_changed']),
    );
    expect(harbor.entries[0]).toMatchObject({
      actor: { email: demo.superadmin },
      target: { type: 'group', id: harborId, label: 'Harbor Analytics (demo)' },
    });
    const byClientAdmin = await edits(`actor=${encodeURIComponent(demo.clientadmin)}`);
    expect(byClientAdmin.entries).toEqual([
      expect.objectContaining({
        action: 'user_updated',
        target: { type: 'user', id: vendorId, label: demo.vendor },
      }),
    ]);
    // App settings and sign-ins are not user edits.
    const all = await edits('per_page=100');
    expect(all.entries.some((e) => (e.action as string) === 'app_config_updated')).toBe(false);
    expect(
      (await edits('action=group_feature_changed')).entries.every(
        (e) => e.action === 'group_feature_changed',
      ),
    ).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await edits(`from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await edits('from=2000-01-01&to=2000-01-31')).entries).toEqual([]);
    const paged = await edits('per_page=10&page=2');
    expect(paged.entries.length).toBe(Math.min(10, Math.max(0, all.total - 10)));

    const backwards = await send(admin, 'GET', '/api/super_admin/user_edits?from=2026-02-01&to=2026-01-01');
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().error.message).toBe(
      'Validation failed. The start date must be on or before the end date.',
    );
  });

  it('follows up access requests: granted only once the group holds the module', async () => {
    const limited = await h.signIn(demo.limited);
    const asked = await send(limited, 'POST', '/api/demo_requests', {
      topic: 'fin_intent',
      source: 'access_panel',
      message: 'Signals for our pipeline',
    });
    expect(asked.statusCode).toBe(201);
    const list = async (query: string) =>
      accessRequestListSchema.parse(
        (await send(admin, 'GET', `/api/super_admin/user_access_requests?${query}`)).json(),
      );

    const open = await list('source=access_panel&status=open&topic=fin_intent');
    expect(open.requests).toEqual([
      expect.objectContaining({
        topic: 'fin_intent',
        source: 'access_panel',
        status: 'open',
        message: 'Signals for our pipeline',
        user: expect.objectContaining({ email: demo.limited }),
        client_group: { id: harborId, name: 'Harbor Analytics (demo)' },
        modules: [{ flag: 'fin_intent', held: false }],
        handled_by: null,
      }),
    ]);
    const id = open.requests[0]?.id as number;
    const update = (body: unknown) => send(admin, 'PUT', `/api/super_admin/user_access_requests/${id}`, body);

    const early = await update({ status: 'granted' });
    expect(early.statusCode).toBe(422);
    expect(early.json().error.message).toBe(ACCESS_REQUEST_MESSAGES.grantFirst);
    expect((await update({ status: 'contacted', follow_up: 'x'.repeat(2001) })).statusCode).toBe(422);
    expect((await update({ status: 'waiting' })).statusCode).toBe(422);
    expect(
      (await send(admin, 'PUT', '/api/super_admin/user_access_requests/2147483646', { status: 'open' }))
        .statusCode,
    ).toBe(404);

    const contacted = await update({ status: 'contacted', follow_up: '  Call booked for Tuesday  ' });
    expect(contacted.json()).toMatchObject({
      status: 'contacted',
      follow_up: 'Call booked for Tuesday',
      handled_by: { email: demo.superadmin },
    });
    expect((await lastAudit('access_request_updated'))?.details).toMatchObject({
      topic: 'fin_intent',
      from: 'open',
      to: 'contacted',
      follow_up: 'Call booked for Tuesday',
    });

    await grant(harborId, { purchased_modules: { fin_intent: true } });
    expect((await update({ status: 'granted', follow_up: 'Trial from May' })).statusCode).toBe(200);
    const granted = await list('status=granted');
    expect(granted.requests.find((r) => r.id === id)?.modules).toEqual([{ flag: 'fin_intent', held: true }]);
    expect((await list('status=open&topic=fin_intent&source=access_panel')).requests).toEqual([]);
    expect((await list('from=2000-01-01&to=2000-01-02')).total).toBe(0);
    expect((await list('q=limited')).requests.every((r) => r.user.email === demo.limited)).toBe(true);
    const audits = await h.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'access_request_updated'), eq(auditLog.targetId, String(id))));
    expect(audits).toHaveLength(2);
  });

  it('gives the group pickers every group for a FIN Admin and the caller’s own scope otherwise', async () => {
    const names = async (as: SignedIn) =>
      adminGroupRowsResponseSchema
        .parse((await send(as, 'GET', '/api/groups?super_admin=true')).json())
        .groups.map((g) => g.name);
    const everyGroup = await names(admin);
    expect(everyGroup).toEqual(
      expect.arrayContaining([
        'FIN Atlas Staff (demo)',
        'Harbor Analytics (demo)',
        'CU Alliance Members (demo)',
      ]),
    );
    const clientScope = await names(clientAdmin);
    expect(clientScope).toContain('Summit Ridge Software (demo)');
    expect(clientScope).not.toContain('Harbor Analytics (demo)');
    expect(await names(await h.signIn(demo.limited))).toEqual(['Harbor Analytics (demo)']);
  });
});
