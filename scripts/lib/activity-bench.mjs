// `npm run bench` section 'activity' (issue 19): what recording activity adds to a request, and the
// client activity report over a year of activity for 500 users. Runs in this process on a scratch
// PGlite database (migrated, with the demo accounts) and needs no institution data:
// - two apps on the same database, one recording activity as served, one whose recorder records
//   nothing, take the same signed-in call (POST /api/activity/page_views, one page) alternately;
//   the p50 of each and their difference are printed;
// - 500 users in 25 client groups get a year of generated activity (the demo generator, its daily
//   counts written with the bulk writer, which is all the report reads), then the FIN Admin asks
//   for the client activity reports of the last 12 months (against the 12 before).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const USERS = 500;
const GROUPS = 25;
const CALLS = 2000;
const REPORTS = 20;
const PASSWORD = 'Demo-2026!';

function percentile(times, q) {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}
const summary = (times) =>
  `p50 ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms (n=${times.length})`;

/** What the recorder's callers see of a recorder that records nothing. */
const NOT_RECORDING = { record() {}, flush: async () => {}, close: async () => {} };

async function signedIn(base, email) {
  const res = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': 'anonymous' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!res.ok) throw new Error(`sign-in of ${email} answered ${res.status}`);
  const cookie = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return { cookie, csrf: (await res.json()).csrf_token };
}

async function timedCall(base, who, method, url, body) {
  const started = performance.now();
  const res = await fetch(`${base}${url}`, {
    method,
    headers: {
      cookie: who.cookie,
      'x-csrf-token': who.csrf,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  const ms = performance.now() - started;
  if (!res.ok) throw new Error(`${method} ${url} answered ${res.status}: ${text}`);
  return { ms, text };
}

/** 500 users in 25 client groups (their company bought everything), with the demo password. */
async function seedUsers(database, hashPassword) {
  const passwordHash = await hashPassword(PASSWORD);
  const groups = await database.query(
    `insert into groups (name, group_type_id, purchased_modules, enterprise_permissions)
     select 'Bench client ' || g, 3, '{}'::jsonb, '{}'::jsonb from generate_series(1, $1) g
     returning id`,
    [GROUPS],
  );
  const groupIds = groups.map((g) => Number(g.id));
  const users = await database.query(
    `insert into users (email, user_name, password_hash, role, company_type, client_group_id, email_verified_at)
     select 'bench-' || n || '@activity-bench.example', 'Bench user ' || n, $1, 'User', 'Vendor',
            ($2::int[])[1 + (n - 1) % $3], now()
       from generate_series(1, $4) n
     returning id, client_group_id`,
    [passwordHash, groupIds, GROUPS, USERS],
  );
  return users.map((u) => ({ userId: Number(u.id), groupId: Number(u.client_group_id) }));
}

const HABITS = [
  { modules: ['fin_query', 'fin_technographics', 'fin_intent', 'fintech_market_reports'], intensity: 0.75 },
  { modules: ['fin_advisor', 'fin_reporter', 'fin_profile', 'fin_digital_channels'], intensity: 0.6 },
  { modules: ['fin_query', 'fin_technographics', 'fin_profile'], intensity: 0.5 },
  { modules: ['admin', 'fin_reporter', 'fin_query'], intensity: 0.45 },
  { modules: ['fin_technographics', 'fin_reporter'], intensity: 0.25 },
];

/** A year of each user's activity as daily counts, planned and written 50 users at a time. */
async function seedYear(database, users, dist, today) {
  const { planActivity, dailyCounts } = await import(dist('ingest/demo/activity-plan.js'));
  const { insertRows, withTransaction } = await import(dist('ingest/store/index.js'));
  const { TABLE_COLUMNS } = await import(dist('ingest/store/table-columns.js'));
  let rows = 0;
  for (let start = 0; start < users.length; start += 50) {
    const personas = users.slice(start, start + 50).map((u, i) => {
      const habit = HABITS[(start + i) % HABITS.length];
      return {
        ...u,
        partnerId: null,
        modules: habit.modules.map((module, w) => ({ module, weight: habit.modules.length - w })),
        intensity: habit.intensity,
      };
    });
    const daily = dailyCounts(planActivity(personas, { endDay: today, seed: 1900 + start }));
    rows += daily.length;
    await withTransaction(database, (session) =>
      insertRows(session, 'activity_daily', TABLE_COLUMNS.activity_daily, daily),
    );
  }
  await database.query('analyze activity_daily');
  return rows;
}

/** The same signed-in call, alternately on the recording app and on the one that records nothing. */
async function recordingCost(recording, silent) {
  const withIt = await signedIn(recording, 'vendor@demo.finatlas.test');
  const without = await signedIn(silent, 'vendor@demo.finatlas.test');
  const body = { paths: ['/analytics/reporter/metrics'] };
  const call = (base, who) => timedCall(base, who, 'POST', '/api/activity/page_views', body);
  for (let i = 0; i < 200; i++) {
    await call(recording, withIt);
    await call(silent, without);
  }
  const on = [];
  const off = [];
  for (let i = 0; i < CALLS; i++) {
    on.push((await call(recording, withIt)).ms);
    off.push((await call(silent, without)).ms);
  }
  return [
    ['POST /api/activity/page_views, recording (one page view each)', summary(on)],
    ['the same call, recorder that records nothing (same run, alternating)', summary(off)],
    [
      'added by recording at p50 (issue: under 1 ms)',
      `${(percentile(on, 0.5) - percentile(off, 0.5)).toFixed(3)} ms`,
    ],
  ];
}

async function reportTimes(base, admin, url) {
  await timedCall(base, admin, 'GET', url);
  const times = [];
  let text = '';
  for (let i = 0; i < REPORTS; i++) {
    const run = await timedCall(base, admin, 'GET', url);
    times.push(run.ms);
    text = run.text;
  }
  return { times, answer: JSON.parse(text) };
}

export async function activityRows(root) {
  const dist = (p) => pathToFileURL(path.join(root, 'apps/server/dist', p)).href;
  const { openDatabase } = await import(dist('db/database.js'));
  const { prepareDatabase } = await import(dist('ingest/prepare-database.js'));
  const { buildApp } = await import(dist('app.js'));
  const { loadConfig } = await import(dist('config/config.js'));
  const { hashPassword } = await import(dist('crypto/secrets.js'));
  const dir = mkdtempSync(path.join(tmpdir(), 'fin-atlas-activity-bench-'));
  const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'pglite') });
  const apps = [];
  try {
    await prepareDatabase(database, { demoIdentity: true });
    const today = new Date().toISOString().slice(0, 10);
    const seeded = performance.now();
    const users = await seedUsers(database, hashPassword);
    const dailyRows = await seedYear(database, users, dist, today);
    const seedMs = performance.now() - seeded;
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dir, LOG_LEVEL: 'warn', DEMO_DATA: 'off' });
    for (const activity of [undefined, NOT_RECORDING]) {
      const app = await buildApp({ config, database, jobs: undefined, ...(activity && { activity }) });
      apps.push(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
    }
    const [recording, silent] = apps.map((app) => `http://127.0.0.1:${app.server.address().port}`);
    const rows = [
      [
        'activity: a year of 500 users in 25 clients, seeded',
        `${dailyRows.toLocaleString('en-US')} daily counts in ${(seedMs / 1000).toFixed(1)} s`,
      ],
    ];
    rows.push(...(await recordingCost(recording, silent)));
    const admin = await signedIn(recording, 'superadmin@demo.finatlas.test');
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 364 * 86_400_000).toISOString().slice(0, 10);
    const clients = await reportTimes(
      recording,
      admin,
      `/api/super_admin/client_activity_reports?from=${from}&to=${today}`,
    );
    const active = clients.answer.clients.reduce((n, c) => n + c.active_users, 0);
    rows.push([
      'client activity report, last 12 months vs the 12 before (issue: 500 ms or less)',
      `${summary(clients.times)}; ${clients.answer.clients.length} clients, ${active} active users`,
    ]);
    const group = clients.answer.clients.find((c) => c.group.name.startsWith('Bench client'));
    const one = await reportTimes(
      recording,
      admin,
      `/api/super_admin/activity_reports?group_id=${group.group.id}&from=${from}&to=${today}`,
    );
    rows.push(['one client’s activity report, 12 months (20 users)', summary(one.times)]);
    const all = await reportTimes(recording, admin, `/api/admin/user_activity?from=${from}&to=${today}`);
    rows.push(['user activity report of every client, 12 months (500 users)', summary(all.times)]);
    return rows;
  } finally {
    for (const app of apps) await app.close();
    await database.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
