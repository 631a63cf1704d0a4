import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CSRF_HEADER, type JobProgress } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, databaseTarget, openDatabase } from '../db/database.js';
import { DEMO_PASSWORD } from '../ingest/demo/demo-identity.js';
import { type CrashServer, startCrashServer } from '../test/crash-server.js';
import { startInbox } from '../test/smtp-inbox.js';
import { banksIn } from '../test/subscription-kit.js';
import { openTestDatabase } from '../test/test-database.js';

/**
 * The standing crash test: the server process is killed with SIGKILL (no shutdown of any kind) in
 * the middle of an import and in the middle of a report job and a peer-group job, then started again
 * on the same database. An import is one transaction, so nothing of it may remain, and the next start
 * loads it whole; a killed job is noticed by pg-boss (its heartbeat stopped), retried and finished,
 * and reopening the report gives its finished run. A subscription delivery killed between storing
 * its file and e-mailing it is retried on the restarted server and delivered exactly once.
 */

const SESSION_SECRET = 'crash-recovery-test-session-secret-0123456789';
const VENDOR = 'vendor@demo.finatlas.test';
const SUPER_ADMIN = 'superadmin@demo.finatlas.test';
/** Where a subscription delivery reports its file stored, just before it is sent (deliver.ts). */
const DELIVERY_FILE_STORED = 50;
const KEY_METRICS_BANK = 1;

type Counts = { institutions: number; financials: number; branches: number; data_loads: number };

/** The database the server processes share, readable by the test while no server holds it. */
type Target = {
  env: Record<string, string>;
  read<T>(work: (database: Database) => Promise<T>): Promise<T>;
  dispose(): Promise<void>;
};

async function crashTarget(): Promise<Target> {
  if (process.env.TEST_DATABASE_URL) {
    const database = await openTestDatabase({ migrate: false });
    return {
      env: { DATABASE_URL: database.connectionString ?? '' },
      read: (work) => work(database),
      dispose: () => database.drop(),
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'fin-atlas-crash-'));
  return {
    env: { DATA_DIR: dir },
    // PGlite serves one process at a time: opened between servers, which also proves the directory
    // a killed process left behind opens again.
    async read(work) {
      const database = await openDatabase(databaseTarget(undefined, dir));
      try {
        return await work(database);
      } finally {
        await database.close();
      }
    },
    async dispose() {
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function counts(database: Database): Promise<Counts> {
  const [row] = await database.query<Counts>(
    `select (select count(*)::int from institutions) as institutions,
            (select count(*)::int from financials) as financials,
            (select count(*)::int from branches) as branches,
            (select count(*)::int from data_loads) as data_loads`,
  );
  if (!row) throw new Error('no counts');
  return row;
}

type Caller = { base: string; cookie: string; csrf: string };

async function signIn(base: string, email = VENDOR): Promise<Caller> {
  const res = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [CSRF_HEADER]: 'anonymous' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  expect(res.status).toBe(200);
  const cookie = (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { base, cookie, csrf: ((await res.json()) as { csrf_token: string }).csrf_token };
}

async function call<T>(as: Caller, url: string, body?: unknown): Promise<{ status: number; json: T }> {
  const res = await fetch(`${as.base}${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      cookie: as.cookie,
      ...(body !== undefined && { 'content-type': 'application/json', [CSRF_HEADER]: as.csrf }),
    },
    ...(body !== undefined && { body: JSON.stringify(body) }),
  });
  return { status: res.status, json: (await res.json()) as T };
}

/** The job's progress once `until` holds; the test's own timeout bounds the wait. */
async function progressUntil(
  as: Caller,
  key: string,
  until: (progress: JobProgress) => boolean,
): Promise<JobProgress> {
  for (;;) {
    const { json } = await call<JobProgress>(as, `/api/progress/${key}`);
    if (until(json)) return json;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
const ended = (p: JobProgress) => p.state !== 'running';

describe('the server killed with SIGKILL', () => {
  let target: Target;
  let server: CrashServer | undefined;
  let env: Record<string, string>;
  let loaded = 0;

  beforeAll(async () => {
    target = await crashTarget();
    env = {
      ...target.env,
      SESSION_SECRET,
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DEMO_DATA: 'on',
      CRASH_DEMO_SCALE: '0.01',
    };
  });
  afterAll(async () => {
    await server?.kill();
    await target?.dispose();
  });

  it('during an import leaves nothing of it, and the next start loads it whole', async () => {
    // The first start's demo load is one transaction: killed after writing institutions and
    // financials, while it writes the branches.
    const first = startCrashServer({ ...env, CRASH_HOLD_DEMO_LOAD: 'branches' });
    await first.next('holding-demo-load');
    await first.kill();
    expect(await target.read(counts)).toEqual({ institutions: 0, financials: 0, branches: 0, data_loads: 0 });

    server = startCrashServer({ ...env, CRASH_HOLD_JOBS_AT: '10' });
    await server.listening();
    loaded = Number(await server.next('institutions'));
    expect(loaded).toBeGreaterThan(0);
  }, 120_000);

  it('during a report and a peer-group job: both are retried after the restart and finish, nothing is lost', async () => {
    if (!server) throw new Error('no server from the previous test');
    let as = await signIn(await server.listening());
    const criteria = { fi_type: 'bank', ranges: { assets: { min: 1 } } };
    const preview = await call<{ member_ids: number[] }>(as, '/api/peer_groups/preview', {
      builder: 'advanced',
      criteria,
    });
    const [subject, ...others] = preview.json.member_ids;
    expect(others.length).toBeGreaterThan(10);
    const computed = await call<{ id: number; progress_key: string }>(as, '/api/peer_groups', {
      name: 'Every bank',
      builder: 'advanced',
      criteria,
    });
    expect(computed.status).toBe(201);
    const quick = await call<{ id: number }>(as, '/api/peer_groups', {
      name: 'Ten banks',
      builder: 'quick',
      criteria: { institution_ids: others.slice(0, 10) },
    });
    const request = { report_id: KEY_METRICS_BANK, bank_id: subject, peer_group_id: quick.json.id };
    const opened = await call<{ report: { id: number; progress_key: string } }>(
      as,
      '/api/self_serve_reports/runs',
      request,
    );
    expect(opened.status).toBe(201);
    const run = opened.json.report;

    // Both jobs are mid-computation (held there) when the process dies.
    const midway = (p: JobProgress) => p.state === 'running' && p.progress >= 10;
    expect((await progressUntil(as, run.progress_key, midway)).status).toMatch(/^Computing 0 of \d+$/);
    await progressUntil(as, computed.json.progress_key, midway);
    await server.kill();

    server = startCrashServer(env);
    as = { ...as, base: await server.listening() };
    expect(Number(await server.next('institutions'))).toBe(loaded);

    const report = await progressUntil(as, run.progress_key, ended);
    expect(report).toMatchObject({ state: 'done', progress: 100, result: { report_id: run.id } });
    const group = await progressUntil(as, computed.json.progress_key, ended);
    expect(group).toMatchObject({ state: 'done', result: { peer_count: preview.json.member_ids.length } });

    // Reopening the report gives the finished run, and it reads.
    const reopened = await call<{ report: { id: number; report_progress: number } }>(
      as,
      '/api/self_serve_reports/runs',
      request,
    );
    expect(reopened.status).toBe(200);
    expect(reopened.json.report).toMatchObject({ id: run.id, report_progress: 100 });
    const view = await call<{ metrics: unknown[] }>(
      as,
      `/api/self_serve_reports/view?id=${run.id}&report_id=${KEY_METRICS_BANK}`,
    );
    expect(view.status).toBe(200);
    expect(view.json.metrics).toHaveLength(25);
    const detail = await call<{ status: string; members: number[] }>(
      as,
      `/api/peer_groups/${computed.json.id}`,
    );
    expect(detail.json).toMatchObject({ status: 'ready' });
    expect(detail.json.members).toEqual([...preview.json.member_ids].sort((a, b) => a - b));

    await server.stop();
    server = undefined;
    const after = await target.read(async (database) => ({
      counts: await counts(database),
      runs: await database.query<{ state: string; n: number }>(
        'select state, count(*)::int as n from report_runs group by state',
      ),
    }));
    expect(after.counts.institutions).toBe(loaded);
    expect(after.runs).toEqual([{ state: 'done', n: 1 }]);
  }, 120_000);

  it('during a subscription delivery: retried after the restart, delivered exactly once', async () => {
    const inbox = await startInbox();
    try {
      const mailEnv = { ...env, SMTP_URL: inbox.url, SUBSCRIPTION_RETRY_SECONDS: '1' };
      server = startCrashServer({ ...mailEnv, CRASH_HOLD_JOBS_AT: String(DELIVERY_FILE_STORED) });
      const base = await server.listening();
      const vendor = await signIn(base);
      let admin = await signIn(base, SUPER_ADMIN);
      const saved = await call<{ id: number }>(vendor, '/api/advanced_query/save_query', {
        advanced_query: {
          name: 'Texas banks',
          query: JSON.stringify(banksIn('TX')),
          query_type: 'fin_query',
        },
      });
      expect(saved.status).toBe(201);
      const subscribed = await call<{ subscription: { id: number } }>(vendor, '/api/subscriptions', {
        advanced_query_id: saved.json.id,
        delivery_mode: 'email',
      });
      expect(subscribed.status).toBe(201);
      const id = subscribed.json.subscription.id;
      expect((await call(admin, `/api/super_admin/subscriptions/${id}/run_now`, {})).status).toBe(200);

      // The file is built and stored; the process dies before the e-mail goes.
      await server.next('holding-job', (detail) => Number(detail) === DELIVERY_FILE_STORED);
      await server.kill();
      expect(inbox.messages).toHaveLength(0);

      server = startCrashServer(mailEnv);
      admin = { ...admin, base: await server.listening() };
      type Delivery = { status: string; attempts: number; fingerprint: string };
      let deliveries: Delivery[] = [];
      while (deliveries[0]?.status !== 'delivered') {
        await new Promise((resolve) => setTimeout(resolve, 250));
        deliveries = (
          await call<{ deliveries: Delivery[] }>(admin, `/api/super_admin/subscriptions/${id}/deliveries`)
        ).json.deliveries;
      }
      expect(deliveries).toHaveLength(1);
      expect(deliveries[0]).toMatchObject({ status: 'delivered', attempts: 2 });
      // Nothing else arrives: one e-mail, with the file stored before the crash (one logged download).
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(inbox.messages).toHaveLength(1);
      expect(inbox.messages[0]?.attachments[0]?.content.toString('utf8')).toContain(
        deliveries[0]?.fingerprint,
      );
      await server.stop();
      server = undefined;
      const logged = await target.read((database) =>
        database.query<{ n: number }>("select count(*)::int as n from downloads where kind = 'subscription'"),
      );
      expect(logged).toEqual([{ n: 1 }]);
    } finally {
      await inbox.close();
    }
  }, 180_000);
});
