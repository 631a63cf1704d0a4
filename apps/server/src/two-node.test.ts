import { mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CSRF_HEADER, type JobProgress } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PARTNER_HOST } from './ingest/demo/demo-identity.js';
import { loadDemoDataSet } from './ingest/demo/load-demo.js';
import { PING_QUEUE } from './jobs/ping-job.js';
import { demo } from './test/identity-harness.js';
import { readProgressStream } from './test/progress-stream.js';
import { type ServerProcess, startServerProcess } from './test/server-process.js';
import { openTestDatabase, type TestDatabase } from './test/test-database.js';

const SKIP = process.env.TEST_DATABASE_URL
  ? undefined
  : 'TEST_DATABASE_URL is not set; two API nodes need one PostgreSQL server to share (PGlite is single-process)';

const LATEST = '2026-06-30';
const PERIODS = ['2026-03-31', LATEST];
// The reporter's queue (modules/reporter/report-job.ts), named here as pg-boss knows it: a module's
// internals are not the composition root's to import.
const REPORT_QUEUE = 'analytics.report';
const KEY_METRICS_BANK = 1;
const SESSION_SECRET = 'two-node-test-session-secret-0123456789';

type Caller = { cookie: string; csrf: string };
type Call = { method?: string; body?: unknown; headers?: Record<string, string> };

/** A call to one node, as a signed-in caller (cookie and CSRF token) or anonymously. */
function call(node: ServerProcess, as: Caller | null, url: string, init: Call = {}): Promise<Response> {
  const method = init.method ?? 'GET';
  const headers: Record<string, string> = { ...init.headers };
  if (as) headers.cookie = as.cookie;
  if (method !== 'GET') headers[CSRF_HEADER] = as?.csrf ?? 'anonymous';
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  return fetch(`${node.base}${url}`, {
    method,
    headers,
    ...(init.body !== undefined && { body: JSON.stringify(init.body) }),
  });
}

async function signIn(node: ServerProcess, email: string): Promise<Caller> {
  const res = await call(node, null, '/api/session', {
    method: 'POST',
    body: { email, password: 'Demo-2026!' },
  });
  expect(res.status, `sign-in of ${email}`).toBe(200);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { cookie, csrf: ((await res.json()) as { csrf_token: string }).csrf_token };
}

/**
 * Starts a report run through one node: the only place that knows how a run is started, so moving
 * the start to another call changes this function alone.
 */
async function startReport(
  node: ServerProcess,
  as: Caller,
  body: { report_id: number; bank_id: number; span_id?: number },
): Promise<{ id: number; progress_key: string }> {
  const res = await call(node, as, '/api/self_serve_reports/runs', { method: 'POST', body });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { report: { id: number; progress_key: string } }).report;
}

/** Server-sent progress of one job, read from the given node to its end. */
async function streamProgress(
  node: ServerProcess,
  as: Caller,
  key: string,
  afterFirst?: () => Promise<void>,
): Promise<JobProgress[]> {
  const res = await call(node, as, `/api/progress/${key}`, { headers: { accept: 'text/event-stream' } });
  expect(res.status).toBe(200);
  return readProgressStream(res, afterFirst);
}

/**
 * Polls until `done` holds. For changes that reach a node through a stamp it checks on its own (at
 * most a second old), and for jobs another process runs; the bound only keeps a failure from hanging.
 */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** GET with a Host header (fetch always sends the URL's own): how a partner's white-label site is reached. */
function getWithHost(node: ServerProcess, url: string, host: string): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${node.base}${url}`, { headers: { host } }, (res) => {
      let text = '';
      res.on('data', (chunk: Buffer) => {
        text += chunk.toString();
      });
      res.on('end', () => resolve(JSON.parse(text)));
    });
    req.on('error', reject);
    req.end();
  });
}

function expectWholeRun(events: JobProgress[], runId: number): void {
  const progress = events.map((e) => e.progress);
  expect(events[0]).toMatchObject({ status: 'Preparing...', progress: 0 });
  expect(events.at(-1)).toMatchObject({ state: 'done', progress: 100, result: { report_id: runId } });
  expect(progress).toEqual([...progress].sort((x, y) => x - y));
  // The job publishes at least every 10 points; a change lost between the nodes would leave a gap.
  for (let i = 1; i < progress.length; i++)
    expect((progress[i] as number) - (progress[i - 1] as number)).toBeLessThanOrEqual(10);
}

describe.skipIf(SKIP)(`two API nodes on one PostgreSQL database${SKIP ? ` — skipped: ${SKIP}` : ''}`, () => {
  let database: TestDatabase;
  let a: ServerProcess;
  let b: ServerProcess;
  let banks: number[];

  beforeAll(async () => {
    database = await openTestDatabase({ demo: true });
    await loadDemoDataSet(database, { latestPeriod: LATEST, scale: 0.02 });
    banks = (
      await database.query<{ id: number }>(
        `select id from institutions where fi_type = 'bank' and active order by latest_assets desc limit 31`,
      )
    ).map((r) => Number(r.id));
    const env = {
      DATABASE_URL: database.connectionString ?? '',
      SESSION_SECRET,
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'off',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fin-atlas-two-node-')),
    };
    // Started together, as a deployment starts its nodes: both migrate and seed under the lock.
    [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
  }, 120_000);

  afterAll(async () => {
    await Promise.all([a?.stop(), b?.stop()]);
    await database?.drop();
  });

  it('streams from B, to the end, a report started through A and computed by A', async () => {
    // Nobody computes until B watches, and then only A: every event crosses between the processes.
    await Promise.all([
      a.command({ cmd: 'stop-workers', queues: [REPORT_QUEUE] }),
      b.command({ cmd: 'stop-workers', queues: [REPORT_QUEUE] }),
    ]);
    const vendor = await signIn(a, demo.vendor);
    const run = await startReport(a, vendor, { report_id: KEY_METRICS_BANK, bank_id: banks[0] as number });
    const events = await streamProgress(b, vendor, run.progress_key, async () => {
      await a.command({ cmd: 'start-workers', queues: [REPORT_QUEUE] });
    });
    expectWholeRun(events, run.id);
    const view = await call(
      b,
      vendor,
      `/api/self_serve_reports/view?id=${run.id}&report_id=${KEY_METRICS_BANK}`,
    );
    expect(view.status).toBe(200);
    await b.command({ cmd: 'start-workers', queues: [REPORT_QUEUE] });
  });

  it('puts a module taken from a group through A out of reach on B at once, and back', async () => {
    const admin = await signIn(a, demo.superadmin);
    const limited = await signIn(b, demo.limited);
    const reporterOnB = async () =>
      (await call(b, limited, '/api/self_serve_reports/reporter_reports')).status;
    const found = await call(a, admin, `/api/admin/groups?q=${encodeURIComponent('Harbor Analytics')}`);
    const harbor = ((await found.json()) as { groups: { id: number }[] }).groups[0]?.id;
    const setReporter = async (bought: boolean) => {
      const res = await call(a, admin, `/api/admin/groups/${harbor}`, {
        method: 'PUT',
        body: { purchased_modules: { fin_reporter: bought } },
      });
      expect(res.status).toBe(200);
    };

    expect(await reporterOnB()).toBe(200);
    await setReporter(false);
    expect(await reporterOnB()).toBe(403);
    await setReporter(true);
    expect(await reporterOnB()).toBe(200);
  });

  it('puts an app config, a group feature and a module grant saved through A in force on B, without a restart', async () => {
    const admin = await signIn(a, demo.superadmin);
    const vendor = await signIn(b, demo.vendor);
    const bannerOnB = async () =>
      ((await (await call(b, vendor, '/api/site_banner')).json()) as { banner: { text: string } | null })
        .banner?.text ?? null;
    const notice = 'Two-node maintenance notice';
    expect(await bannerOnB()).toBeNull();
    const saved = await call(a, admin, '/api/super_admin/app_configs/banner.text', {
      method: 'PUT',
      body: { value: notice },
    });
    expect(saved.status).toBe(200);
    expect(await eventually(bannerOnB, (text) => text === notice)).toBe(notice);
    await call(a, admin, '/api/super_admin/app_configs/banner.text', { method: 'DELETE' });
    expect(await eventually(bannerOnB, (text) => text === null)).toBeNull();

    // A client forbids support sign-in through A: B refuses a FIN Admin's sign-in as its user.
    const idOf = async (url: string, key: 'groups' | 'users') =>
      ((await (await call(a, admin, url)).json()) as Record<typeof key, { id: number }[]>)[key][0]?.id;
    const prairie = await idOf(
      `/api/super_admin/features?q=${encodeURIComponent('Prairie State')}`,
      'groups',
    );
    const fiUser = await idOf(`/api/admin/users?q=${encodeURIComponent(demo.fi)}`, 'users');
    const support = await signIn(b, demo.superadmin);
    const mockOnB = async () => {
      const res = await call(b, support, '/api/super_admin/mock_users', {
        method: 'POST',
        body: { user_id: fiUser },
      });
      if (res.status === 200) await call(b, support, '/api/super_admin/mock_users', { method: 'DELETE' });
      return res.status;
    };
    const setFeature = async (enabled: boolean) => {
      const res = await call(
        a,
        admin,
        `/api/super_admin/features/support_sign_in_blocked/groups/${prairie}`,
        {
          method: 'PUT',
          body: { enabled },
        },
      );
      expect(res.status).toBe(200);
    };
    await setFeature(true);
    expect(await eventually(mockOnB, (status) => status === 422)).toBe(422);
    await setFeature(false);
    expect(await eventually(mockOnB, (status) => status === 200)).toBe(200);

    // A module granted at Authorization through A opens for the group's users on B at their next call.
    const harbor = await idOf(
      `/api/super_admin/features?q=${encodeURIComponent('Harbor Analytics')}`,
      'groups',
    );
    const limited = await signIn(b, demo.limited);
    const intentOnB = async () =>
      (
        (await (await call(b, limited, '/api/users/enabled_modules')).json()) as { enabled_paths: string[] }
      ).enabled_paths.includes('/fi_prospect/intent');
    const grant = async (bought: boolean) =>
      (
        await call(a, admin, `/api/super_admin/authorization/groups/${harbor}`, {
          method: 'PUT',
          body: { purchased_modules: { fin_intent: bought } },
        })
      ).status;
    expect(await intentOnB()).toBe(false);
    expect(await grant(true)).toBe(200);
    expect(await intentOnB()).toBe(true);
    expect(await grant(false)).toBe(200);
    expect(await intentOnB()).toBe(false);
  });

  it('refuses on B, at once, an API key revoked and a session ended through A', async () => {
    const admin = await signIn(a, demo.superadmin);
    const created = await call(a, admin, '/api/users/fin_api_key', { method: 'POST' });
    expect(created.status).toBe(201);
    const { fin_api_key: key } = (await created.json()) as { fin_api_key: string };
    const withKeyOnB = async () =>
      (await call(b, null, '/api/users/enterprise_value', { headers: { authorization: `Bearer ${key}` } }))
        .status;
    expect(await withKeyOnB()).toBe(200);
    expect((await call(a, admin, '/api/users/fin_api_key', { method: 'DELETE' })).status).toBe(204);
    expect(await withKeyOnB()).toBe(401);

    const vendor = await signIn(a, demo.vendor);
    expect((await call(b, vendor, '/api/session')).status).toBe(200);
    expect((await call(a, vendor, '/api/session', { method: 'DELETE' })).status).toBeLessThan(300);
    expect((await call(b, vendor, '/api/session')).status).toBe(401);
  });

  it('shows on B a partner site changed in the database, without a restart', async () => {
    const brandOnB = async () =>
      ((await getWithHost(b, '/api/site', DEMO_PARTNER_HOST)) as { partner: { brand_name: string } | null })
        .partner?.brand_name;
    const before = await brandOnB();
    expect(before).toBeTruthy();
    const renamed = `${before} (renamed)`;
    const rename = (to: string) =>
      database.query('update partners set brand_name = $1 where $2 = any(host_names)', [
        to,
        DEMO_PARTNER_HOST,
      ]);
    await rename(renamed);
    try {
      expect(await eventually(brandOnB, (brand) => brand === renamed)).toBe(renamed);
    } finally {
      await rename(before as string);
    }
  });

  it('runs a job queued through either node on the other while the sender’s workers are stopped', async () => {
    await a.command({ cmd: 'stop-workers' });
    // A module's job: a peer group saved through A is computed by B.
    const fi = await signIn(a, demo.fi);
    const saved = await call(a, fi, '/api/peer_groups', {
      method: 'POST',
      body: {
        name: 'Two-node credit unions',
        builder: 'advanced',
        criteria: { fi_type: 'credit_union', ranges: { assets: { min: 20_000 } } },
      },
    });
    expect(saved.status).toBe(201);
    const group = (await saved.json()) as { id: number; status: string };
    expect(group.status).toBe('computing');
    const detail = async () =>
      (await (await call(a, fi, `/api/peer_groups/${group.id}`)).json()) as { status: string };
    expect((await eventually(detail, (g) => g.status !== 'computing')).status).toBe('ready');

    // The queue's own job, each way: sent through A's queue and run by B, then the reverse.
    const ranBy = (jobId: unknown) => async () =>
      (await database.query('select 1 from job_runs where job_id = $1', [jobId])).length;
    const throughA = await a.command({ cmd: 'send', queue: PING_QUEUE, data: { sentAt: 'A' } });
    expect(await eventually(ranBy(throughA), (n) => n > 0)).toBe(1);
    await a.command({ cmd: 'start-workers' });
    await b.command({ cmd: 'stop-workers' });
    const throughB = await b.command({ cmd: 'send', queue: PING_QUEUE, data: { sentAt: 'B' } });
    expect(await eventually(ranBy(throughB), (n) => n > 0)).toBe(1);
    await b.command({ cmd: 'start-workers' });
  });

  it('keeps B serving sign-in, search, metric values and reports once A is killed', async () => {
    await a.kill();
    const vendor = await signIn(b, demo.vendor);
    const subject = banks[0] as number;
    const [bank] = await database.query<{ name: string }>('select name from institutions where id = $1', [
      subject,
    ]);
    const search = await call(
      b,
      vendor,
      `/api/institutions/search?q=${encodeURIComponent(bank?.name ?? '')}`,
    );
    expect(search.status).toBe(200);
    const hits = ((await search.json()) as { institutions: { id: number }[] }).institutions;
    expect(hits.map((h) => h.id)).toContain(subject);

    const values = await call(
      b,
      vendor,
      `/api/metrics/values?metric_ids=roa,total_assets&institution_ids=${subject}` +
        `&peer_ids=${banks.slice(1).join(',')}&periods=${PERIODS.join(',')}`,
    );
    expect(values.status).toBe(200);
    const metrics = ((await values.json()) as { metrics: { values: { value: number | null }[] }[] }).metrics;
    expect(metrics.flatMap((m) => m.values).every((v) => v.value !== null)).toBe(true);

    // Another span than the first run's, so this is a new run, computed by B's own worker.
    const run = await startReport(b, vendor, { report_id: KEY_METRICS_BANK, bank_id: subject, span_id: 1 });
    const events = await streamProgress(b, vendor, run.progress_key);
    expect(events.at(-1)).toMatchObject({ state: 'done', progress: 100, result: { report_id: run.id } });
    expect((await fetch(`${b.base}/readyz`)).status).toBe(200);
  });
});
