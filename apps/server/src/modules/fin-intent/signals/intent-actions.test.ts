import type { IntentAlert } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type Harness, type SignedIn, startHarness } from '../../../test/identity-harness.js';
import { type IntentFixture, seedIntentFixture } from '../../../test/intent-fixtures.js';
import { type LevelReached, notifyLevelsReached } from '../levels-reached.js';

const PERIOD = '2026-09-30';

describe('FIN Intent actions when institutions reach a level', () => {
  let h: Harness;
  let admin: SignedIn;
  let vendor: SignedIn;
  let colleague: SignedIn;
  let fx: IntentFixture;
  let listId: number;
  let names: Map<number, { name: string; city: string | null; state: string | null }>;
  let a: number;
  let b: number;
  let c: number;
  let d: number;

  const reach = (reached: LevelReached[]) =>
    notifyLevelsReached({ database: h.database, config: undefined }, reached);
  const alertsOf = async (as: SignedIn): Promise<{ alerts: IntentAlert[]; unread: number }> =>
    (await h.call(as, { url: '/api/intent/alerts' })).json();
  const mails = (to: string) =>
    h.database.query<{ subject: string; text: string }>(
      'select subject, text from mail_outbox where "to" = $1 order by id',
      [to],
    );
  const listRows = () =>
    h.database.query<{
      institution_id: number;
      organization: string;
      status: string;
      confidence: number;
      raw: object;
    }>(
      'select institution_id, organization, status, confidence, raw from org_list_rows where list_id = $1 order by line',
      [listId],
    );
  const follow = async (as: SignedIn, minLevel: string) => {
    const res = await h.call(as, {
      method: 'POST',
      url: `/api/intent/signals/${fx.signalId}/follow`,
      payload: { min_level: minLevel },
    });
    expect(res.statusCode, res.body).toBe(200);
  };
  const action = async (payload: Record<string, unknown>) => {
    const res = await h.call(admin, { method: 'POST', url: '/api/super_admin/actions', payload });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    admin = await h.signIn(demo.superadmin);
    vendor = await h.signIn(demo.vendor);
    colleague = await h.signIn(demo.clientadmin);
    fx = await seedIntentFixture(h.database, 'Fixture: Core Conversion');
    [a, b, c, d] = fx.institutionIds as [number, number, number, number];
    const rows = await h.database.query<{
      id: number;
      name: string;
      city: string | null;
      state: string | null;
    }>('select id, name, city, state from institutions where id = any($1::int[])', [[a, b, c, d]]);
    names = new Map(rows.map((r) => [Number(r.id), r]));
    const [list] = await h.database.query<{ id: number }>(
      `insert into org_lists (kind, group_id, user_id, name, file_name, columns, row_count)
       values ('crm', (select client_group_id from users where email = $1), $2, 'Researching core', 'accounts.csv',
               '["Account Name","Billing City","Billing State/Province","Owner"]', 1)
       returning id`,
      [demo.vendor, vendor.userId],
    );
    listId = list?.id ?? 0;
    // The list already names institution d from its upload.
    await h.database.query(
      `insert into org_list_rows (list_id, line, organization, raw, institution_id, confidence, status)
       values ($1, 2, 'D as uploaded', '{}', $2, 0.95, 'matched')`,
      [listId, d],
    );
    await follow(vendor, 'active_research');
    await follow(colleague, 'in_depth_research');
    // A follower whose company does not buy FIN Intent (left from before it stopped) is never alerted.
    await h.database.query(
      `insert into intent_signal_followers (user_id, signal_id, min_level) values ($1, $2, 'early_research')`,
      [await h.userId(demo.limited), fx.signalId],
    );
    await action({ name: 'Tell followers', signal_id: fx.signalId, level: 'early_research', kind: 'notify' });
    await action({
      name: 'Researching core to CRM',
      signal_id: null,
      level: 'in_depth_research',
      kind: 'crm_list',
      org_list_id: listId,
    });
    await action({
      name: 'Switched off',
      signal_id: fx.signalId,
      level: 'early_research',
      kind: 'crm_list',
      org_list_id: listId,
      is_active: false,
    });
  });
  afterAll(async () => h?.close());

  it('alerts each follower from their level up, in the app and by one digest e-mail', async () => {
    await reach([
      { signalId: fx.signalId, institutionId: a, level: 'early_research', period: PERIOD },
      { signalId: fx.signalId, institutionId: a, level: 'in_depth_research', period: PERIOD },
      { signalId: fx.signalId, institutionId: b, level: 'active_research', period: PERIOD },
      { signalId: fx.signalId, institutionId: c, level: 'early_research', period: PERIOD },
    ]);
    const mine = await alertsOf(vendor);
    expect(mine.unread).toBe(2);
    expect(mine.alerts.map((x) => [x.institution.id, x.level, x.period, x.read]).sort()).toEqual(
      [
        [a, 'in_depth_research', PERIOD, false],
        [b, 'active_research', PERIOD, false],
      ].sort(),
    );
    expect(mine.alerts[0]?.signal).toEqual({ id: fx.signalId, name: 'Fixture: Core Conversion' });
    const theirs = await alertsOf(colleague);
    expect(theirs.alerts.map((x) => [x.institution.id, x.level])).toEqual([[a, 'in_depth_research']]);
    expect((await alertsOf(admin)).alerts).toEqual([]);
    const [limitedAlerts] = await h.database.query<{ n: number }>(
      'select count(*)::int as n from intent_alerts where user_id = $1',
      [await h.userId(demo.limited)],
    );
    expect(limitedAlerts?.n).toBe(0);

    const [mail, ...more] = await mails(demo.vendor);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe(
      'FIN Intent: 2 institutions reached a research level on Fixture: Core Conversion',
    );
    expect(mail?.text).toContain(`In-Depth Research: ${names.get(a)?.name}`);
    expect(mail?.text).toContain(`Active Research: ${names.get(b)?.name}`);
    expect(mail?.text).not.toContain(String(names.get(c)?.name));
    expect(mail?.text).toContain(`/fi_prospect/intent/signals/view/${fx.signalId}`);
    expect(mail?.text).toContain('Fixture: Core Conversion (Q3 2026)');
    const colleagueMail = await mails(demo.clientadmin);
    expect(colleagueMail).toHaveLength(1);
    expect(colleagueMail[0]?.text).not.toContain(String(names.get(b)?.name));
    expect(await mails(demo.limited)).toEqual([]);
  });

  it('adds institutions at the action level to its CRM list as matched rows, each once', async () => {
    const rows = await listRows();
    const a0 = names.get(a);
    expect(rows.map((r) => r.institution_id)).toEqual([d, a]);
    expect(rows[1]).toMatchObject({ organization: a0?.name, status: 'matched', confidence: 1 });
    expect(rows[1]?.raw).toEqual({
      'Account Name': a0?.name,
      'Billing City': a0?.city ?? '',
      'Billing State/Province': a0?.state ?? '',
    });
    const [list] = await h.database.query<{ row_count: number }>(
      'select row_count from org_lists where id = $1',
      [listId],
    );
    expect(list?.row_count).toBe(2);
  });

  it('fires once per action, signal, institution and quarter', async () => {
    const runsBefore = await h.database.query<{ n: number }>(
      'select count(*)::int as n from intent_action_runs',
    );
    await reach([
      { signalId: fx.signalId, institutionId: a, level: 'in_depth_research', period: PERIOD },
      { signalId: fx.signalId, institutionId: b, level: 'active_research', period: PERIOD },
      { signalId: fx.signalId, institutionId: d, level: 'in_depth_research', period: PERIOD },
    ]);
    expect((await alertsOf(vendor)).alerts.filter((x) => x.institution.id !== d)).toHaveLength(2);
    expect(await mails(demo.vendor)).toHaveLength(2);
    // d was on the list already: the firing is recorded, the list does not name it twice.
    expect((await listRows()).map((r) => r.institution_id)).toEqual([d, a]);
    const runsAfter = await h.database.query<{ n: number }>(
      'select count(*)::int as n from intent_action_runs',
    );
    expect((runsAfter[0]?.n ?? 0) - (runsBefore[0]?.n ?? 0)).toBe(2);
    const listed = (await h.call(admin, { url: '/api/super_admin/actions' })).json();
    const fired = Object.fromEntries(
      listed.actions.map((x: { name: string; fired: number }) => [x.name, x.fired]),
    );
    expect(fired).toEqual({ 'Tell followers': 4, 'Researching core to CRM': 2, 'Switched off': 0 });
  });

  it('stops alerting the users of a company that no longer buys FIN Intent', async () => {
    const set = (on: boolean) =>
      h.database.query(
        `update groups set purchased_modules = purchased_modules || jsonb_build_object('fin_intent', $2::boolean)
          where id = (select client_group_id from users where email = $1)`,
        [demo.vendor, on],
      );
    await set(false);
    try {
      const before = (
        await h.database.query<{ n: number }>('select count(*)::int as n from intent_alerts')
      )[0]?.n;
      await reach([
        { signalId: fx.signalId, institutionId: c, level: 'in_depth_research', period: '2026-12-31' },
      ]);
      const after = (await h.database.query<{ n: number }>('select count(*)::int as n from intent_alerts'))[0]
        ?.n;
      expect(after).toBe(before);
    } finally {
      await set(true);
    }
    await reach([
      { signalId: fx.signalId, institutionId: b, level: 'in_depth_research', period: '2026-12-31' },
    ]);
    expect((await alertsOf(colleague)).alerts.map((x) => [x.institution.id, x.period])).toContainEqual([
      b,
      '2026-12-31',
    ]);
  });

  it("keeps alerts the user's own: nobody reads or marks another's", async () => {
    const mine = await alertsOf(vendor);
    const theirs = await alertsOf(colleague);
    const foreign = await h.call(colleague, {
      method: 'POST',
      url: '/api/intent/alerts/read',
      payload: { ids: mine.alerts.map((x) => x.id) },
    });
    expect(foreign.json()).toEqual({ unread: theirs.unread });
    expect((await alertsOf(vendor)).unread).toBe(mine.unread);
    const one = await h.call(vendor, {
      method: 'POST',
      url: '/api/intent/alerts/read',
      payload: { ids: [mine.alerts[0]?.id] },
    });
    expect(one.json()).toEqual({ unread: mine.unread - 1 });
    expect((await alertsOf(vendor)).alerts.find((x) => x.id === mine.alerts[0]?.id)?.read).toBe(true);
    const all = await h.call(vendor, { method: 'POST', url: '/api/intent/alerts/read' });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json()).toEqual({ unread: 0 });
    expect((await alertsOf(colleague)).unread).toBe(theirs.unread);
    const created = mine.alerts.map((x) => x.created_at);
    expect(created).toEqual([...created].sort().reverse());
  });
});
