import { MESSAGES, nextRunAfter, type SubscriptionDelivery, type SubscriptionView } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  demo,
  type Harness,
  PARTNER_HOST,
  type SignedIn,
  startHarness,
} from '../../test/identity-harness.js';
import { banksIn, givePricingSchedule, matchCount, saveQuery } from '../../test/subscription-kit.js';
import { readFingerprint } from '../downloads/index.js';

const RECHECK = MESSAGES.validation.subscriptionRecheck;
/** A delivery writes a file (an XLSX on the compute pool): give it time. */
const SETTLED = { timeout: 30_000, interval: 100 };

describe('subscriptions API (no queue: a run on request is delivered by the process itself)', () => {
  let h: Harness;
  let vendor: SignedIn;
  let colleague: SignedIn;
  let admin: SignedIn;
  let texas: number;
  let ohio: number;
  let scheduleId: number;

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    vendor = await h.signIn(demo.vendor);
    colleague = await h.signIn(demo.clientadmin);
    admin = await h.signIn(demo.superadmin);
    texas = await saveQuery(h, vendor, 'Texas banks', banksIn('TX'));
    ohio = await saveQuery(h, vendor, 'Ohio banks', banksIn('OH'));
    // Before the company can buy lists, a list cannot be subscribed either.
    const unpriced = await h.call(vendor, {
      method: 'POST',
      url: '/api/subscriptions',
      payload: { advanced_query_id: texas },
    });
    expect(unpriced.statusCode).toBe(422);
    expect(unpriced.json().error.message).toBe(RECHECK);
    expect(JSON.stringify(unpriced.json().error.details)).toContain('no pricing schedule');
    ({ scheduleId } = await givePricingSchedule(h, admin, 'Summit Ridge Software (demo)'));
  }, 120_000);
  afterAll(async () => h?.close());

  const get = (as: SignedIn, url: string) => h.call(as, { url });
  const post = (as: SignedIn, url: string, payload?: unknown) =>
    h.call(as, { method: 'POST', url, ...(payload !== undefined && { payload: payload as object }) });
  const put = (as: SignedIn, url: string, payload: unknown) =>
    h.call(as, { method: 'PUT', url, payload: payload as object });
  const del = (as: SignedIn, url: string) => h.call(as, { method: 'DELETE', url });
  const subscribe = async (as: SignedIn, body: Record<string, unknown>): Promise<SubscriptionView> => {
    const res = await post(as, '/api/subscriptions', body);
    if (res.statusCode !== 201) throw new Error(`subscribing answered ${res.statusCode}: ${res.body}`);
    return res.json().subscription;
  };
  const history = async (id: number): Promise<SubscriptionDelivery[]> =>
    (await get(admin, `/api/super_admin/subscriptions/${id}/deliveries`)).json().deliveries;
  const runNow = (id: number) => post(admin, `/api/super_admin/subscriptions/${id}/run_now`);
  const ownView = async (as: SignedIn, id: number): Promise<SubscriptionView> =>
    (await get(as, `/api/subscriptions/${id}`)).json().subscription;

  it('subscribes with the spec defaults, reads, finds, lists, changes, pauses and deletes', async () => {
    const before = Date.now();
    const created = await subscribe(vendor, { advanced_query_id: texas, subscription_source: 'fin_query' });
    expect(created).toMatchObject({
      advanced_query_id: texas,
      report_id: null,
      target_name: 'Texas banks',
      target_kind: 'query',
      schedule: 'monthly',
      delivery_mode: 'app_link',
      delivery_format: 'csv',
      subscription_source: 'fin_query',
      status: 'active',
      stop_reason: null,
      last_run_at: null,
      deliveries: [],
    });
    // The 1st of next month at 06:00 UTC.
    expect(created.next_run_at).toBe(nextRunAfter('monthly', new Date(before)).toISOString());

    expect(await ownView(vendor, created.id)).toEqual(created);
    const found = await get(vendor, `/api/subscriptions/find?advanced_query_id=${texas}`);
    expect(found.json().subscription.id).toBe(created.id);
    expect((await get(vendor, `/api/subscriptions/find?advanced_query_id=${ohio}`)).json()).toEqual({
      subscription: null,
    });
    const mine = (await get(vendor, '/api/users/subscriptions')).json();
    expect(mine.subscriptions.map((s: SubscriptionView) => s.id)).toEqual([created.id]);
    expect(mine.unseen_deliveries).toBe(0);

    const changed = await put(vendor, `/api/subscriptions/${created.id}`, {
      subscription: { schedule: 'weekly', delivery_mode: 'email', delivery_format: 'xlsx' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().subscription).toMatchObject({
      schedule: 'weekly',
      delivery_mode: 'email',
      delivery_format: 'xlsx',
    });
    // The next run follows the new schedule: the coming Monday.
    expect(new Date(changed.json().subscription.next_run_at).getUTCDay()).toBe(1);

    const paused = await put(vendor, `/api/subscriptions/${created.id}`, {
      subscription: { status: 'paused' },
    });
    expect(paused.json().subscription).toMatchObject({ status: 'paused', next_run_at: null });
    const resumed = await put(vendor, `/api/subscriptions/${created.id}`, {
      subscription: { status: 'active' },
    });
    expect(resumed.json().subscription).toMatchObject({ status: 'active' });
    expect(resumed.json().subscription.next_run_at).not.toBeNull();

    expect((await del(vendor, `/api/subscriptions/${created.id}`)).statusCode).toBe(204);
    const gone = await get(vendor, `/api/subscriptions/${created.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().error.message).toBe(MESSAGES.report.recordNotFound);
  });

  it("refuses every bad subscription with 'Validation failed. Please recheck.' and says why in the details", async () => {
    const colleaguesOwn = await saveQuery(h, colleague, 'My private list', banksIn('CA'));
    await subscribe(vendor, { advanced_query_id: ohio });
    const refusals: [Record<string, unknown>, RegExp][] = [
      [{ advanced_query_id: 2_000_000 }, /was deleted/],
      // Another user's query that is not shared with the caller does not exist for them.
      [{ advanced_query_id: colleaguesOwn }, /no longer shared|deleted/],
      [{ advanced_query_id: ohio }, /already subscribe to "Ohio banks"/],
      [{ advanced_query_id: texas, schedule: 'daily' }, /Unknown schedule/],
      [{ advanced_query_id: texas, delivery_mode: 'fax' }, /Unknown delivery mode/],
      [{ advanced_query_id: texas, delivery_format: 'pdf' }, /./],
      [{ advanced_query_id: texas, report_id: 3 }, /exactly one/],
      [{}, /exactly one/],
      // A built-in report is no saved report: there is nothing of the user's to deliver.
      [{ report_id: 1 }, /No such saved report/],
    ];
    for (const [body, why] of refusals) {
      const res = await post(vendor, '/api/subscriptions', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(422);
      expect(res.json().error.message).toBe(RECHECK);
      expect(res.json().error.details[0].message, JSON.stringify(body)).toMatch(why);
    }
    // A user without FIN Query's lists cannot subscribe to a query at all.
    const limited = await h.signIn(demo.limited);
    const res = await post(limited, '/api/subscriptions', { advanced_query_id: texas });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(RECHECK);
  });

  it("keeps each user to their own: another user's subscription is 'Record not found', a FIN Admin sees all", async () => {
    const own = (await get(vendor, `/api/subscriptions/find?advanced_query_id=${ohio}`)).json().subscription;
    for (const res of [
      await get(colleague, `/api/subscriptions/${own.id}`),
      await put(colleague, `/api/subscriptions/${own.id}`, { subscription: { status: 'paused' } }),
      await del(colleague, `/api/subscriptions/${own.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe(MESSAGES.report.recordNotFound);
    }
    expect((await get(colleague, '/api/users/subscriptions')).json().subscriptions).toEqual([]);
    expect(
      (await get(colleague, `/api/subscriptions/find?advanced_query_id=${ohio}`)).json().subscription,
    ).toBeNull();
    const all = (await get(admin, '/api/super_admin/subscriptions')).json();
    expect(all.subscriptions.map((s: { id: number }) => s.id)).toContain(own.id);
    expect((await get(vendor, '/api/super_admin/subscriptions')).statusCode).toBe(403);
    expect((await post(vendor, `/api/super_admin/subscriptions/${own.id}/run_now`)).statusCode).toBe(403);
    expect((await runNow(own.id)).statusCode).toBe(200);
    await vi.waitFor(async () => expect((await history(own.id))[0]?.status).toBe('delivered'), SETTLED);
  });

  it('refuses subscriptions on the partner site and to users who sign in by single sign-on', async () => {
    const partner = await h.signIn(demo.partner, undefined, PARTNER_HOST);
    const onPartnerSite = (options: { url: string; method?: 'POST'; payload?: object }) =>
      h.call(partner, { ...options, headers: { host: PARTNER_HOST } });
    expect((await onPartnerSite({ url: '/api/users/subscriptions' })).statusCode).toBe(403);
    expect(
      (
        await onPartnerSite({
          url: '/api/subscriptions',
          method: 'POST',
          payload: { advanced_query_id: texas },
        })
      ).statusCode,
    ).toBe(403);

    // The vendor's account moves to single sign-on: no password any more.
    const [hash] = await h.database.query<{ password_hash: string }>(
      'select password_hash from users where id = $1',
      [vendor.userId],
    );
    await h.database.query('update users set password_hash = null where id = $1', [vendor.userId]);
    try {
      expect((await get(vendor, '/api/users/subscriptions')).statusCode).toBe(403);
      expect((await post(vendor, '/api/subscriptions', { advanced_query_id: texas })).statusCode).toBe(403);
    } finally {
      await h.database.query('update users set password_hash = $1 where id = $2', [
        hash?.password_hash,
        vendor.userId,
      ]);
    }
    expect((await get(vendor, '/api/users/subscriptions')).statusCode).toBe(200);
  });

  it('delivers by in-app link on request: the fingerprinted file of the latest list, a notification until opened', async () => {
    const sub = await subscribe(vendor, { advanced_query_id: texas });
    const expectedRows = await matchCount(h, vendor, banksIn('TX'));
    expect(expectedRows).toBeGreaterThan(0);
    const downloadsBefore = await downloadCount();
    const unseenBefore = (await get(vendor, '/api/users/subscriptions')).json().unseen_deliveries;

    const ran = await runNow(sub.id);
    expect(ran.statusCode).toBe(200);
    expect(ran.json().subscription).toMatchObject({ id: sub.id, user: { email: demo.vendor } });
    const [delivery] = await vi.waitFor(async () => {
      const done = await history(sub.id);
      expect(done[0]?.status).toBe('delivered');
      return done;
    }, SETTLED);
    expect(delivery).toMatchObject({
      period_key: expect.stringMatching(/^manual-\d{4}-/),
      attempts: 1,
      row_count: expectedRows,
      format: 'csv',
      delivered_via: 'app_link',
      error: null,
      seen_at: null,
      download_url: `/api/subscriptions/${sub.id}/deliveries/${delivery?.id}/file`,
    });
    expect(await downloadCount()).toBe(downloadsBefore + 1);
    // The delivery is an order at the company's schedule, paid with its tokens (0.05 x institutions x
    // element columns, $5 at least, a token per dollar).
    const orders = await h.database.query<{
      quote_nonce: string;
      fi_count: number;
      tokens: number;
      payment: string;
    }>('select quote_nonce, fi_count, tokens, payment from query_orders where advanced_query_id = $1', [
      texas,
    ]);
    expect(orders).toEqual([
      {
        quote_nonce: `subscription-${sub.id}-${delivery?.period_key}`,
        fi_count: expectedRows,
        tokens: expect.any(Number),
        payment: 'tokens',
      },
    ]);
    const [balance] = await h.database.query<{ token_balance: number; drawn: number }>(
      `select token_balance, (select sum(tokens)::int from query_orders where pricing_schedule_id = $1) as drawn
         from pricing_schedules where id = $1`,
      [scheduleId],
    );
    expect(Number(balance?.token_balance)).toBe(100_000 - Number(balance?.drawn));
    expect(Number(orders[0]?.tokens)).toBeGreaterThanOrEqual(5);
    const listed = (await get(vendor, '/api/users/subscriptions')).json();
    expect(listed.unseen_deliveries).toBe(unseenBefore + 1);
    expect(listed.subscriptions.find((s: SubscriptionView) => s.id === sub.id).last_run_at).not.toBeNull();

    // Nobody but the owner and FIN Admins gets the file.
    expect((await get(colleague, delivery?.download_url ?? '')).statusCode).toBe(404);
    const file = await get(vendor, delivery?.download_url ?? '');
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toMatch(/^text\/csv/);
    expect(file.headers['content-disposition']).toBe(`attachment; filename="${delivery?.file_name}"`);
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toContain(delivery?.fingerprint ?? 'no fingerprint');
    expect(lines[1]).toContain('Full Name');
    expect(lines.length - 2).toBe(expectedRows);
    expect(delivery?.byte_size).toBe(Buffer.byteLength(file.body));

    // Opened: the notification clears, and serving the stored file again logs no new download.
    expect((await get(vendor, '/api/users/subscriptions')).json().unseen_deliveries).toBe(unseenBefore);
    expect((await get(admin, delivery?.download_url ?? '')).statusCode).toBe(200);
    expect(await downloadCount()).toBe(downloadsBefore + 1);

    // The same in XLSX, fingerprint in the workbook.
    await put(vendor, `/api/subscriptions/${sub.id}`, { subscription: { delivery_format: 'xlsx' } });
    await runNow(sub.id);
    const xlsx = await vi.waitFor(async () => {
      const done = await history(sub.id);
      expect(done).toHaveLength(2);
      expect(done[0]?.status).toBe('delivered');
      return done[0] as SubscriptionDelivery;
    }, SETTLED);
    const workbook = await h.call(vendor, { url: xlsx.download_url ?? '' });
    expect(workbook.headers['content-type']).toMatch(/spreadsheetml/);
    expect(await readFingerprint(workbook.rawPayload)).toBe(xlsx.fingerprint);
    expect(xlsx.row_count).toBe(expectedRows);
  });

  it('lets FIN Admins find subscriptions by person, query name, status, schedule and mode, and pause and resume them', async () => {
    const colleagues = await subscribe(colleague, {
      advanced_query_id: await saveQuery(h, colleague, 'Nevada lenders', banksIn('NV')),
      schedule: 'quarterly',
      delivery_mode: 'email',
    });
    const ids = async (query: string) =>
      (await get(admin, `/api/super_admin/subscriptions?${query}`))
        .json()
        .subscriptions.map((s: { id: number }) => s.id);
    expect(await ids(`q=${encodeURIComponent('clientadmin@')}`)).toEqual([colleagues.id]);
    expect(await ids('q=nevada')).toEqual([colleagues.id]);
    expect(await ids('schedule=quarterly')).toEqual([colleagues.id]);
    expect(await ids('delivery_mode=email')).toEqual([colleagues.id]);
    expect(await ids('status=paused')).toEqual([]);
    const page = (await get(admin, '/api/super_admin/subscriptions?per_page=10')).json();
    expect(page).toMatchObject({ page: 1, per_page: 10 });
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.subscriptions[0]).toMatchObject({
      id: colleagues.id,
      user: { email: demo.clientadmin },
      group: { id: expect.any(Number) },
    });

    const paused = await put(admin, `/api/super_admin/subscriptions/${colleagues.id}`, { status: 'paused' });
    expect(paused.json().subscription).toMatchObject({ status: 'paused', next_run_at: null });
    expect(await ids('status=paused')).toEqual([colleagues.id]);
    expect((await ownView(colleague, colleagues.id)).status).toBe('paused');
    const resumed = await put(admin, `/api/super_admin/subscriptions/${colleagues.id}`, { status: 'active' });
    expect(resumed.json().subscription.status).toBe('active');
    expect(
      (await put(admin, '/api/super_admin/subscriptions/2000000', { status: 'active' })).statusCode,
    ).toBe(404);
  });

  it('stops a subscription whose owner was deactivated, whose query was deleted or who lost FIN Query, with the reason, and delivers nothing', async () => {
    const colleagues = (await get(colleague, '/api/users/subscriptions')).json()
      .subscriptions[0] as SubscriptionView;
    const doomed = await saveQuery(h, vendor, 'Soon deleted', banksIn('WA'));
    const orphan = await subscribe(vendor, { advanced_query_id: doomed });
    const texasSub = (await get(vendor, `/api/subscriptions/find?advanced_query_id=${texas}`)).json()
      .subscription;
    const deliveredBefore = (await history(texasSub.id)).length;

    await h.database.query('update users set is_active = false where id = $1', [colleague.userId]);
    expect((await del(vendor, `/api/advanced_query/${doomed}`)).statusCode).toBe(204);
    const vendorGroup = `(select client_group_id from users where id = ${vendor.userId})`;
    await h.database.query(
      `update groups set purchased_modules = purchased_modules || '{"fin_query": false}'::jsonb where id = ${vendorGroup}`,
    );
    try {
      for (const id of [colleagues.id, orphan.id, texasSub.id])
        expect((await runNow(id)).statusCode).toBe(200);
      const stopped = async (id: number) =>
        vi.waitFor(async () => {
          const [row] = (await get(admin, `/api/super_admin/subscriptions?q=&per_page=100`))
            .json()
            .subscriptions.filter((s: SubscriptionView) => s.id === id);
          expect(row?.status).toBe('stopped');
          return row as SubscriptionView;
        }, SETTLED);
      expect((await stopped(colleagues.id)).stop_reason).toBe("The subscriber's account was deactivated.");
      const deleted = await stopped(orphan.id);
      expect(deleted).toMatchObject({ stop_reason: 'The saved query was deleted.', target_name: null });
      expect((await stopped(texasSub.id)).stop_reason).toBe('You no longer have FIN Query.');
      expect(await history(colleagues.id)).toEqual([]);
      expect(await history(orphan.id)).toEqual([]);
      expect(await history(texasSub.id)).toHaveLength(deliveredBefore);

      // Resuming while the cause holds is refused with the reason.
      const refused = await put(vendor, `/api/subscriptions/${texasSub.id}`, {
        subscription: { status: 'active' },
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toMatchObject({
        message: RECHECK,
        details: [{ message: 'You no longer have FIN Query.' }],
      });
    } finally {
      await h.database.query('update users set is_active = true where id = $1', [colleague.userId]);
      await h.database.query(
        `update groups set purchased_modules = purchased_modules || '{"fin_query": true}'::jsonb where id = ${vendorGroup}`,
      );
    }
    const resumed = await put(vendor, `/api/subscriptions/${texasSub.id}`, {
      subscription: { status: 'active' },
    });
    expect(resumed.json().subscription).toMatchObject({ status: 'active', stop_reason: null });
  });

  it('keeps the files of the latest deliveries only; older ones stay in the history without a download', async () => {
    const iowa = await saveQuery(h, vendor, 'Iowa banks', banksIn('IA'));
    const sub = await subscribe(vendor, { advanced_query_id: iowa });
    // Ten earlier deliveries, each with its file, the oldest first.
    await h.database.query(
      `insert into subscription_deliveries
         (subscription_id, period_key, status, attempts, row_count, byte_size, file_name, format, file, started_at, finished_at)
       select $1, 'old-' || n, 'delivered', 1, 1, 3, 'old-' || n || '.csv', 'csv', '\\x616263'::bytea,
              now() - (20 - n) * interval '1 day', now() - (20 - n) * interval '1 day'
         from generate_series(1, 10) as n`,
      [sub.id],
    );
    expect((await runNow(sub.id)).statusCode).toBe(200);
    const all = await vi.waitFor(async () => {
      const done = await history(sub.id);
      expect(done).toHaveLength(11);
      expect(done[0]).toMatchObject({ period_key: expect.stringMatching(/^manual-/), status: 'delivered' });
      return done;
    }, SETTLED);
    expect(all.filter((d) => d.download_url !== null)).toHaveLength(10);
    expect(all.at(-1)).toMatchObject({ period_key: 'old-1', status: 'delivered', download_url: null });
    const [kept] = await h.database.query<{ n: number }>(
      'select count(*)::int as n from subscription_deliveries where subscription_id = $1 and file is not null',
      [sub.id],
    );
    expect(kept?.n).toBe(10);
  });

  it('delivers a period in which the query matches nobody as an empty list, without charging for it', async () => {
    const nobody = await saveQuery(h, vendor, 'Banks of the Northern Mariana Islands', banksIn('MP'));
    expect(await matchCount(h, vendor, banksIn('MP'))).toBe(0);
    const sub = await subscribe(vendor, { advanced_query_id: nobody });
    expect((await runNow(sub.id)).statusCode).toBe(200);
    const [delivery] = await vi.waitFor(async () => {
      const done = await history(sub.id);
      expect(done[0]?.status).toBe('delivered');
      return done;
    }, SETTLED);
    expect(delivery?.row_count).toBe(0);
    const orders = await h.database.query('select id from query_orders where advanced_query_id = $1', [
      nobody,
    ]);
    expect(orders).toEqual([]);
  });

  async function downloadCount(): Promise<number> {
    const [row] = await h.database.query<{ n: number }>(
      "select count(*)::int as n from downloads where kind = 'subscription'",
    );
    return row?.n ?? 0;
  }
});
