import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  calendarPeriodKey,
  dataLoadPeriodKey,
  lastRunAtOrBefore,
  nextRunAfter,
  type SubscriptionDelivery,
  type SubscriptionView,
} from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { importEnforcement } from '../../ingest/enforcement/import-enforcement.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';
import { type Inbox, startInbox } from '../../test/smtp-inbox.js';
import { banksIn, givePricingSchedule, matchCount, saveQuery } from '../../test/subscription-kit.js';
import { queueDueDeliveries } from './due-scan.js';

const BASE_URL = 'https://atlas.example.test';
/** Deliveries go through the queue and the due scan (every second here): give them time. */
const SETTLED = { timeout: 60_000, interval: 200 };

describe('scheduled deliveries: the due scan, the queue and a real SMTP server', () => {
  let inbox: Inbox;
  let h: Harness;
  let vendor: SignedIn;
  let colleague: SignedIn;
  let admin: SignedIn;
  let dir: string;

  beforeAll(async () => {
    inbox = await startInbox();
    dir = await mkdtemp(path.join(tmpdir(), 'fin-atlas-subscriptions-'));
    h = await startHarness(
      {
        SMTP_URL: inbox.url,
        BASE_URL,
        SUBSCRIPTION_SCAN_SECONDS: '1',
        SUBSCRIPTION_RETRY_SECONDS: '1',
      },
      { jobs: true, dataSet: true },
    );
    vendor = await h.signIn(demo.vendor);
    colleague = await h.signIn(demo.clientadmin);
    admin = await h.signIn(demo.superadmin);
    await givePricingSchedule(h, admin, 'Summit Ridge Software (demo)');
  }, 120_000);
  afterAll(async () => {
    await h?.close();
    await inbox?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const subscribe = async (as: SignedIn, body: Record<string, unknown>): Promise<SubscriptionView> => {
    const res = await h.call(as, { method: 'POST', url: '/api/subscriptions', payload: body });
    if (res.statusCode !== 201) throw new Error(`subscribing answered ${res.statusCode}: ${res.body}`);
    return res.json().subscription;
  };
  const history = async (id: number): Promise<SubscriptionDelivery[]> =>
    (await h.call(admin, { url: `/api/super_admin/subscriptions/${id}/deliveries` })).json().deliveries;
  /** The month's run time has come: what the 1st at 06:00 UTC does to a monthly subscription. */
  const fallDue = (id: number) =>
    h.database.query("update subscriptions set next_run_at = now() - interval '1 minute' where id = $1", [
      id,
    ]);

  it('e-mails a monthly subscription that fell due with its CSV attached, once', async () => {
    const query = await saveQuery(h, vendor, 'Texas banks', banksIn('TX'));
    const rows = await matchCount(h, vendor, banksIn('TX'));
    const sub = await subscribe(vendor, { advanced_query_id: query, delivery_mode: 'email' });
    await fallDue(sub.id);
    const ranAt = new Date();

    const mail = await vi.waitFor(() => {
      expect(inbox.messages).toHaveLength(1);
      return inbox.messages[0];
    }, SETTLED);
    const [delivery] = await history(sub.id);
    expect(delivery).toMatchObject({
      status: 'delivered',
      // The period of the run that came: this month.
      period_key: calendarPeriodKey('monthly', lastRunAtOrBefore('monthly', ranAt)),
      delivered_via: 'email_attachment',
      attempts: 1,
      row_count: rows,
    });
    expect(mail?.to).toMatchObject({ text: demo.vendor });
    expect(mail?.subject).toBe('FIN Atlas delivery: Texas banks');
    expect(mail?.text).toContain(`${BASE_URL}/user/subscriptions?delivery=${delivery?.id}`);
    expect(mail?.text).toContain(`${rows.toLocaleString('en-US')} rows`);
    const [attachment] = mail?.attachments ?? [];
    expect(attachment?.filename).toBe(delivery?.file_name);
    expect(attachment?.filename).toMatch(/^texas-banks-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(attachment?.contentType).toBe('text/csv');
    const lines = (attachment?.content.toString('utf8') ?? '')
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toContain(delivery?.fingerprint ?? 'no fingerprint');
    expect(lines[1]).toContain('Full Name');
    expect(lines).toHaveLength(rows + 2);

    // The next run is next month's; scanning again delivers nothing more.
    const [after] = (await h.call(vendor, { url: '/api/users/subscriptions' })).json().subscriptions;
    expect(after.next_run_at).toBe(nextRunAfter('monthly', ranAt).toISOString());
    if (!h.jobs) throw new Error('the harness runs no queue');
    expect(await queueDueDeliveries(h.database, h.jobs.boss)).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(inbox.messages).toHaveLength(1);
    expect(await history(sub.id)).toHaveLength(1);
  });

  it('delivers an on-new-data subscription when a data load lands, once per load', async () => {
    const query = await saveQuery(h, vendor, 'Ohio banks', banksIn('OH'));
    const sub = await subscribe(vendor, { advanced_query_id: query, schedule: 'on_new_data' });
    expect(sub.next_run_at).toBeNull();
    // The data loaded before subscribing is not new to it.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(await history(sub.id)).toEqual([]);

    const loadId = async () => {
      const [rssd] = await h.database.query<{ rssd_id: number }>(
        "select rssd_id from institutions where fi_type = 'bank' and rssd_id is not null order by id limit 1",
      );
      const file = path.join(dir, `actions-${Date.now()}.csv`);
      await writeFile(
        file,
        [
          'cert,charter,rssd_id,institution_name,agency,action_type,docket_number,initiated_on,terminated_on,penalty_amount,summary,url',
          `,,${rssd?.rssd_id},Demo Bank,Federal Reserve,Written Agreement,WA-${Date.now()},2025-04-12,,,,`,
        ].join('\n'),
      );
      await importEnforcement(h.database, file);
      const [load] = await h.database.query<{ id: number }>('select max(id)::int as id from data_loads');
      return load?.id ?? 0;
    };

    const first = await loadId();
    const delivered = await vi.waitFor(async () => {
      const done = await history(sub.id);
      expect(done[0]?.status).toBe('delivered');
      return done;
    }, SETTLED);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]).toMatchObject({ period_key: dataLoadPeriodKey(first), delivered_via: 'app_link' });

    const second = await loadId();
    const both = await vi.waitFor(async () => {
      const done = await history(sub.id);
      expect(done).toHaveLength(2);
      expect(done[0]?.status).toBe('delivered');
      return done;
    }, SETTLED);
    expect(both.map((d) => d.period_key)).toEqual([dataLoadPeriodKey(second), dataLoadPeriodKey(first)]);
    // An app link, not an e-mail; a notification for each delivery until it is opened.
    expect(inbox.messages.filter((m) => m.subject?.includes('Ohio banks'))).toEqual([]);
    expect((await h.call(vendor, { url: '/api/users/subscriptions' })).json().unseen_deliveries).toBe(2);
  });

  it('records a delivery the mail server keeps refusing as failed after its attempts, with the message', async () => {
    inbox.refuse(demo.clientadmin);
    const query = await saveQuery(h, colleague, 'Nevada banks', banksIn('NV'));
    const sub = await subscribe(colleague, {
      advanced_query_id: query,
      delivery_mode: 'email',
      schedule: 'weekly',
    });
    await fallDue(sub.id);
    const [failed] = await vi.waitFor(async () => {
      const done = await history(sub.id);
      expect(done[0]?.status).toBe('failed');
      return done;
    }, SETTLED);
    expect(failed).toMatchObject({
      attempts: 3,
      delivered_via: null,
      error: expect.stringMatching(/550|rejected|refused/i),
    });
    expect(failed?.finished_at).not.toBeNull();
    // A failed delivery is not a stop: the next week's run is scheduled.
    const view = (await h.call(colleague, { url: `/api/subscriptions/${sub.id}` })).json().subscription;
    expect(view).toMatchObject({ status: 'active', stop_reason: null });
  });
});
