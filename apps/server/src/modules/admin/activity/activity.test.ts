import { ACTIVITY_MESSAGES, activityDayOf, ROLE, shiftDay } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActivityRecorder } from '../../../activity/activity-recorder.js';
import { purgeOldActivity } from '../../../activity/retention.js';
import { hashPassword } from '../../../crypto/secrets.js';
import { appConfigs, groups, userGroups, users } from '../../../db/schema/index.js';
import { DEMO_PASSWORD } from '../../../ingest/demo/demo-identity.js';
import {
  demo,
  type Harness,
  PARTNER_HOST,
  type SignedIn,
  startHarness,
} from '../../../test/identity-harness.js';

type EventRow = { kind: string; module: string; target: string | null; impersonator_id: number | null };

describe('activity tracking and the activity reports', () => {
  let h: Harness;
  const today = activityDayOf(new Date());

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
  }, 120_000);
  afterAll(async () => h.close());

  const eventsOf = (userId: number, since: Date) =>
    h.database.query<EventRow>(
      `select kind, module, target, impersonator_id from activity_events
        where user_id = $1 and created_at >= $2 order by id`,
      [userId, since],
    );
  const pageViews = (as: SignedIn, paths: string[], headers: Record<string, string> = {}) =>
    h.call(as, { method: 'POST', url: '/api/activity/page_views', payload: { paths }, headers });
  const stampExport = (as: SignedIn, page: string) =>
    h.call(as, {
      method: 'POST',
      url: '/api/downloads/stamp',
      payload: {
        kind: 'multi_metric',
        description: 'Key metrics',
        file_name: 'key-metrics.xlsx',
        format: 'xlsx',
        row_count: 12,
        page,
      },
    });

  it('writes events in batches: a full batch at once, the rest on close, a failed batch only logged', async () => {
    const errors: string[] = [];
    const recorder = createActivityRecorder(h.database, {
      log: { error: (_details, message) => errors.push(message) },
      flushIntervalMs: 60_000,
      batchSize: 3,
    });
    const userId = await h.userId(demo.limited);
    const since = new Date(Date.now() - 1000);
    const event = (target: string, details: Record<string, unknown> = {}) => ({
      userId,
      groupId: null,
      partnerId: null,
      impersonatorId: null,
      kind: 'page_view' as const,
      module: 'fin_reporter' as const,
      target,
      details,
    });
    recorder.record(event('/one'));
    recorder.record(event('/two'));
    expect(await eventsOf(userId, since)).toEqual([]);
    recorder.record(event('/three'));
    // The third event fills the batch: written without waiting for the minute's flush.
    await vi.waitFor(async () => expect(await eventsOf(userId, since)).toHaveLength(3), { timeout: 5000 });

    // A batch the database cannot take (a value JSON cannot carry) is logged, and the next is written.
    recorder.record(event('/broken', { size: 1n }));
    await recorder.flush();
    expect(errors).toEqual(['activity batch not written']);
    recorder.record(event('/four'));
    await recorder.close();
    recorder.record(event('/after-close'));
    await recorder.flush();
    expect((await eventsOf(userId, since)).map((e) => e.target)).toEqual(['/one', '/two', '/three', '/four']);
    const [daily] = await h.database.query<{ events: number }>(
      `select events from activity_daily where user_id = $1 and day = $2 and module = 'fin_reporter' and kind = 'page_view'`,
      [userId, today],
    );
    expect(daily?.events).toBe(4);
  });

  it('records sign-ins, page views by module, report runs, saved items and exports, with the impersonator', async () => {
    const since = new Date(Date.now() - 1000);
    const vendor = await h.signIn(demo.vendor);
    expect(
      (
        await pageViews(vendor, [
          '/analytics/reporter/select_report',
          '/analytics/about_advisor',
          '/admin/users',
        ])
      ).statusCode,
    ).toBe(204);
    // A page of no module (the product search) is not a module's page view.
    expect((await pageViews(vendor, ['/fin_apps_search'])).statusCode).toBe(204);
    expect((await pageViews(vendor, ['not a path'])).statusCode).toBe(422);

    const [bank] = await h.database.query<{ id: number }>(
      `select id from institutions where fi_type = 'bank' and active order by latest_assets desc limit 1`,
    );
    const peers = await h.database.query<{ id: number }>(
      `select id from institutions where fi_type = 'bank' and active order by latest_assets desc offset 1 limit 5`,
    );
    const saved = await h.call(vendor, {
      method: 'POST',
      url: '/api/peer_groups',
      payload: {
        name: 'Five activity peers',
        builder: 'quick',
        criteria: { institution_ids: peers.map((p) => p.id) },
      },
    });
    expect(saved.statusCode).toBe(201);
    const run = await h.call(vendor, {
      method: 'POST',
      url: '/api/self_serve_reports/runs',
      payload: { report_id: 1, bank_id: Number(bank?.id), peer_group_id: saved.json().id },
    });
    expect([200, 201]).toContain(run.statusCode);
    expect((await stampExport(vendor, '/analytics/reporter/metrics')).statusCode).toBe(200);

    const staff = await h.signIn(demo.superadmin);
    const vendorId = vendor.userId;
    expect(
      (
        await h.call(staff, {
          method: 'POST',
          url: '/api/super_admin/mock_users',
          payload: { user_id: vendorId },
        })
      ).statusCode,
    ).toBe(200);
    await pageViews(staff, ['/technographics/fin_query/query']);
    await h.call(staff, { method: 'DELETE', url: '/api/super_admin/mock_users' });

    await h.activity.flush();
    const events = await eventsOf(vendorId, since);
    expect(events).toEqual([
      { kind: 'sign_in', module: '', target: null, impersonator_id: null },
      {
        kind: 'page_view',
        module: 'fin_reporter',
        target: '/analytics/reporter/select_report',
        impersonator_id: null,
      },
      { kind: 'page_view', module: 'fin_advisor', target: '/analytics/about_advisor', impersonator_id: null },
      { kind: 'page_view', module: 'admin', target: '/admin/users', impersonator_id: null },
      {
        kind: 'saved_item_created',
        module: 'fin_reporter',
        target: 'Five activity peers',
        impersonator_id: null,
      },
      { kind: 'report_run', module: 'fin_reporter', target: expect.any(String), impersonator_id: null },
      { kind: 'export', module: 'fin_reporter', target: 'key-metrics.xlsx', impersonator_id: null },
      {
        kind: 'page_view',
        module: 'fin_query',
        target: '/technographics/fin_query/query',
        impersonator_id: staff.userId,
      },
    ]);
  });

  it('keeps every console to its own tenant', async () => {
    const clientAdmin = await h.signIn(demo.clientadmin);
    const fiUser = await h.userId(demo.fi);
    const [bankGroup] = await h.database.query<{ client_group_id: number }>(
      'select client_group_id from users where id = $1',
      [fiUser],
    );
    const ask = (as: SignedIn, query: string, headers: Record<string, string> = {}) =>
      h.call(as, { url: `/api/admin/user_activity?${query}`, headers });

    // Another client's user or group is the console's denial; an unknown one is not found.
    expect((await ask(clientAdmin, `user_id=${fiUser}`)).statusCode).toBe(403);
    expect((await ask(clientAdmin, `group_id=${bankGroup?.client_group_id}`)).statusCode).toBe(403);
    expect((await ask(clientAdmin, 'user_id=2147483646')).statusCode).toBe(404);
    expect(
      (await h.call(clientAdmin, { url: `/api/admin/user_activity.csv?user_id=${fiUser}` })).statusCode,
    ).toBe(403);
    expect((await h.call(clientAdmin, { url: '/api/super_admin/client_activity_reports' })).statusCode).toBe(
      403,
    );

    const own = (await ask(clientAdmin, `from=${today}&to=${today}`)).json();
    const emails = new Set(own.users.map((u: { user: { email: string } }) => u.user.email));
    expect(emails.has(demo.clientadmin)).toBe(true);
    expect(emails.has(demo.fi)).toBe(false);
    expect(own.recent[0]).toMatchObject({ kind: 'sign_in', user: { email: demo.clientadmin } });

    const tooLong = await ask(clientAdmin, `from=${shiftDay(today, -800)}&to=${today}`);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().error.message).toBe(`Validation failed. ${ACTIVITY_MESSAGES.rangeTooLong}`);
    expect((await ask(clientAdmin, `from=${today}&to=${shiftDay(today, -1)}`)).json().error.message).toBe(
      `Validation failed. ${ACTIVITY_MESSAGES.rangeOrder}`,
    );

    // The partner admin reads the partner's users, on the partner's site only.
    const partner = await h.signIn(demo.partner, undefined, PARTNER_HOST);
    const onSite = { host: PARTNER_HOST };
    const partnerReport = await ask(partner, `from=${today}&to=${today}`, onSite);
    expect(partnerReport.statusCode).toBe(200);
    expect(partnerReport.json().users.map((u: { user: { email: string } }) => u.user.email)).toEqual([
      demo.partner,
    ]);
    expect((await ask(partner, `user_id=${clientAdmin.userId}`, onSite)).statusCode).toBe(403);
    expect((await ask(partner, '')).statusCode).toBe(403);
  });

  it('reports a client’s figures as recorded, per client and for one client, and exports them as CSV', async () => {
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const [group] = await h.database.db
      .insert(groups)
      .values({ name: 'Activity Test Co', groupTypeId: 3, purchasedModules: { fin_reporter: true } })
      .returning();
    const groupId = Number(group?.id);
    const made = await h.database.db
      .insert(users)
      .values(
        ['ada', 'bo'].map((name) => ({
          email: `${name}@activity-test.example`,
          userName: name,
          passwordHash,
          role: ROLE.USER,
          companyType: 'Vendor',
          clientGroupId: groupId,
          emailVerifiedAt: new Date(),
        })),
      )
      .returning();
    await h.database.db.insert(userGroups).values(made.map((u) => ({ userId: u.id, groupId })));
    const ada = await h.signIn('ada@activity-test.example');
    await h.signIn('ada@activity-test.example');
    const bo = await h.signIn('bo@activity-test.example');
    await pageViews(ada, ['/analytics/reporter/select_report', '/analytics/reporter/metrics']);
    await pageViews(bo, ['/dashboard']);
    await stampExport(ada, '/analytics/reporter/metrics');

    const staff = await h.signIn(demo.superadmin);
    const all = await h.call(staff, {
      url: `/api/super_admin/client_activity_reports?from=${today}&to=${today}`,
    });
    expect(all.statusCode).toBe(200);
    const row = all.json().clients.find((c: { group: { id: number } }) => c.group.id === groupId);
    expect(row).toEqual({
      group: { id: groupId, name: 'Activity Test Co' },
      users: 2,
      active_users: 2,
      sessions: 3,
      page_views: 3,
      reports: 0,
      downloads: 1,
      query_runs: 0,
      events: 7,
      modules: [
        { module: 'fin_reporter', events: 3, users: 1 },
        { module: 'home', events: 1, users: 1 },
      ],
      last_activity: today,
      previous_events: 0,
      previous_active_users: 0,
      trend_pct: null,
    });
    // The daily counts the report reads agree with the events themselves.
    const [raw] = await h.database.query<{ n: number }>(
      'select count(*)::int as n from activity_events where group_id = $1',
      [groupId],
    );
    expect(raw?.n).toBe(row.events);

    const one = (
      await h.call(staff, { url: `/api/super_admin/activity_reports?group_id=${groupId}` })
    ).json();
    expect(one.group).toEqual({ id: groupId, name: 'Activity Test Co' });
    expect(one.daily.at(-1)).toEqual({ day: today, events: 7, sign_ins: 3, active_users: 2 });
    expect(
      one.users.map((u: { user: { email: string }; events: number; sign_ins: number }) => [
        u.user.email,
        u.events,
        u.sign_ins,
      ]),
    ).toEqual([
      ['ada@activity-test.example', 5, 2],
      ['bo@activity-test.example', 2, 1],
    ]);
    expect(one.daily).toHaveLength(30);

    const csv = await h.call(staff, {
      url: `/api/admin/user_activity.csv?group_id=${groupId}&from=${today}&to=${today}`,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/Ref FA-[A-Z2-7]+/);
    expect(lines[1]).toBe(
      'Day,User,E-mail,Client group,Module,Sign-ins,Page views,Report runs,Report views,Exports,Downloads,Query runs,Saved items,Subscription deliveries,Total',
    );
    expect(lines.slice(2)).toEqual([
      `${today},ada,ada@activity-test.example,Activity Test Co,General,2,0,0,0,0,0,0,0,0,2`,
      `${today},ada,ada@activity-test.example,Activity Test Co,Reporter,0,2,0,0,1,0,0,0,0,3`,
      `${today},bo,bo@activity-test.example,Activity Test Co,General,1,0,0,0,0,0,0,0,0,1`,
      `${today},bo,bo@activity-test.example,Activity Test Co,Home,0,1,0,0,0,0,0,0,0,1`,
    ]);
  });

  it('deletes activity past the configured retention', async () => {
    const [user] = await h.database.db
      .insert(users)
      .values({
        email: 'kept@activity-test.example',
        userName: 'kept',
        role: ROLE.USER,
        companyType: 'Vendor',
      })
      .returning();
    const userId = Number(user?.id);
    const old = (days: number) => new Date(Date.now() - days * 86_400_000);
    await h.database.query(
      `insert into activity_events (user_id, kind, module, created_at) values ($1, 'sign_in', '', $2), ($1, 'sign_in', '', $3)`,
      [userId, old(500), old(40)],
    );
    await h.database.query(
      `insert into activity_daily (day, user_id, module, kind, events) values ($2, $1, '', 'sign_in', 1), ($3, $1, '', 'sign_in', 1)`,
      [userId, shiftDay(today, -500), shiftDay(today, -40)],
    );
    const kept = () =>
      h.database.query<{ n: number }>(
        `select (select count(*) from activity_events where user_id = $1 and created_at < now() - interval '30 days')::int
              + (select count(*) from activity_daily where user_id = $1 and day < current_date - 30)::int as n`,
        [userId],
      );
    await purgeOldActivity(h.database);
    expect((await kept())[0]?.n).toBe(2);
    await h.database.db.insert(appConfigs).values({ key: 'activity.retention_days', value: 30 });
    await purgeOldActivity(h.database);
    expect((await kept())[0]?.n).toBe(0);
  });
});
