// `npm run bench`: timings that matter to a user, measured on this machine and printed; never
// asserted in tests. Builds first if needed, then runs the real server on a scratch PGlite database.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { activityRows } from './lib/activity-bench.mjs';
import { runDataCli } from './lib/data-cli.mjs';
import { digitalChannelsRows } from './lib/digital-channels-bench.mjs';
import { finIntentRows } from './lib/fin-intent-bench.mjs';
import { finQueryRows } from './lib/fin-query-bench.mjs';
import { historyRows } from './lib/history-bench.mjs';
import { hmdaImportRows } from './lib/hmda-import-bench.mjs';
import { industryReporterRows } from './lib/industry-reporter-bench.mjs';
import { featureScreenSources, initialJsMeter } from './lib/initial-js.mjs';
import { loadRows } from './lib/load-bench.mjs';
import { matchingRows } from './lib/matching-bench.mjs';
import { queryDownloadRows } from './lib/query-download-bench.mjs';
import { segmentationRows } from './lib/segmentation-bench.mjs';
import { subscriptionRows } from './lib/subscriptions-bench.mjs';
import { vendorFitRows, waitForVendorFit } from './lib/vendor-fit-bench.mjs';
import { ensureBuilt, ensureInstalled, root } from './lib/workspace-state.mjs';

ensureInstalled();
ensureBuilt();

const port = Number(process.env.BENCH_PORT ?? 3299);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'fin-atlas-bench-'));

async function startServer(dir = dataDir) {
  // A server left on the port (another bench) would answer for this one and measure the wrong build.
  if (
    await fetch(`${base}/readyz`).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`${base} already answers: stop that server or set BENCH_PORT`);
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  for (;;) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('server exited during start');
    await new Promise((r) => setTimeout(r, 25));
  }
  return { child, ms: performance.now() - started };
}

async function stopServer(child) {
  const exited = new Promise((resolve) => child.on('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

async function latency(url, n, headers = {}) {
  const urls = Array.isArray(url) ? url : [url];
  const times = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await fetch(urls[i % urls.length], { headers });
    if (!res.ok) throw new Error(`${urls[i % urls.length]} answered ${res.status}: ${await res.text()}`);
    await res.arrayBuffer();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (n=${n})`;
}

async function signIn(email) {
  const res = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': 'anonymous' },
    body: JSON.stringify({ email, password: 'Demo-2026!' }),
  });
  if (!res.ok) throw new Error(`sign-in answered ${res.status}`);
  return {
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
  };
}

async function analyticsRows() {
  const headers = await signIn('vendor@demo.finatlas.test');
  const get = async (p) => (await fetch(`${base}${p}`, { headers })).json();
  const periods = (await get('/api/metrics/periods')).periods.map((p) => p.period).slice(0, 5);
  const catalog = (await get('/api/metrics/catalog')).metrics;
  const metricIds = catalog
    .filter((m) => m.common && m.fi_types.includes('bank'))
    // National standing is bounded at 100 metric-periods a call: 20 metrics x 5 periods.
    .slice(0, 20)
    .map((m) => m.id);
  const ranking = await get(
    `/api/metrics/ranking?metric_id=total_assets&fi_type=bank&period=${periods[0]}&limit=501`,
  );
  const [subject, ...peers] = ranking.ranking.map((r) => r.institution_id);
  const valuesUrl = `${base}/api/metrics/values?metric_ids=${metricIds.join(',')}&institution_ids=${subject}&peer_ids=${peers.join(',')}&periods=${periods.join(',')}&span_id=2&set_id=1&national=true`;
  const words = [
    'prairie',
    'cedar val',
    'summit',
    'harbor b',
    'granite',
    'willow cr',
    'jp morgan',
    'first',
    '9001',
    'oak',
  ];
  return [
    [
      `metric query: 1 bank + ${peers.length} peers × ${metricIds.length} metrics × ${periods.length} periods, peers + national`,
      await latency(valuesUrl, 12, headers),
    ],
    [
      'national ranking of one metric across all banks (ROA, cached after first)',
      await latency(
        `${base}/api/metrics/ranking?metric_id=roa&fi_type=bank&period=${periods[0]}&limit=10`,
        30,
        headers,
      ),
    ],
    [
      'national ranking, each metric computed fresh (first request per metric)',
      await latency(
        catalog
          .filter((m) => m.fi_types.includes('bank'))
          .slice(30, 60)
          .map(
            (m) => `${base}/api/metrics/ranking?metric_id=${m.id}&fi_type=bank&period=${periods[1]}&limit=10`,
          ),
        30,
        headers,
      ),
    ],
    [
      'institution typeahead',
      await latency(
        words.map((w) => `${base}/api/institutions/search?q=${encodeURIComponent(w)}`),
        200,
        headers,
      ),
    ],
  ];
}

// Self-serve reports (issue 7 budgets): the Key Metrics report (25 metrics x 5 periods) of one bank
// against 500 peers, multi view and a period-view page of 500 peers (300 ms or less each); the report
// job for a 2,000-member peer group (5 s or less, progress events never more than 10 points apart).
/** A signed-in vendor who creates peer groups and runs report jobs, following each job's progress stream. */
async function reportSession() {
  const signedIn = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': 'anonymous' },
    body: JSON.stringify({ email: 'vendor@demo.finatlas.test', password: 'Demo-2026!' }),
  });
  const cookie = signedIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const csrf = (await signedIn.json()).csrf_token;
  const headers = { cookie };
  async function peerGroup(name, ids) {
    const res = await fetch(`${base}/api/peer_groups`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify({
        name: `${name} ${Date.now()}`,
        builder: 'quick',
        criteria: { institution_ids: ids },
      }),
    });
    if (!res.ok) throw new Error(`peer group answered ${res.status}: ${await res.text()}`);
    return (await res.json()).id;
  }
  /** Opens a report (POST) and follows its progress stream to the end: time to 100 and the largest step. */
  async function runReport(query) {
    const started = performance.now();
    const body = Object.fromEntries(
      [...new URLSearchParams(query)].map(([key, value]) => [key, Number(value)]),
    );
    const opened = await fetch(`${base}/api/self_serve_reports/runs`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-csrf-token': csrf },
      body: JSON.stringify(body),
    });
    if (!opened.ok) throw new Error(`opening the report answered ${opened.status}: ${await opened.text()}`);
    const { report } = await opened.json();
    const stream = await fetch(`${base}/api/progress/reports/${report.report_token}`, {
      headers: { cookie, accept: 'text/event-stream' },
    });
    const text = await stream.text();
    const ms = performance.now() - started;
    const events = text
      .split('\n\n')
      .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
      .filter(Boolean)
      .map((line) => JSON.parse(line.slice(6)));
    const progress = events.map((e) => e.progress);
    const largestStep = Math.max(0, ...progress.slice(1).map((p, i) => p - progress[i]));
    if (events.at(-1)?.state !== 'done') throw new Error(`report run ended ${events.at(-1)?.state}`);
    return { id: report.id, ms, events: events.length, largestStep };
  }
  return { headers, peerGroup, runReport };
}

async function reportRows({ restated = false } = {}) {
  const { headers, peerGroup, runReport } = await reportSession();
  const get = async (p) => (await fetch(`${base}${p}`, { headers })).json();
  const periods = (await get('/api/metrics/periods')).periods.map((p) => p.period);
  const ranking = (
    await get(`/api/metrics/ranking?metric_id=total_assets&fi_type=bank&period=${periods[0]}&limit=2001`)
  ).ranking.map((r) => r.institution_id);
  const [subject, ...others] = ranking;
  const five = await peerGroup('Bench 500 peers', others.slice(0, 500));
  const twoThousand = await peerGroup('Bench 2000 peers', others.slice(0, 2000));
  const job500 = await runReport(`report_id=1&bank_id=${subject}&peer_group_id=${five}`);
  const job2000 = await runReport(`report_id=1&bank_id=${subject}&peer_group_id=${twoThousand}`);
  const viewUrl = (q) => `${base}/api/self_serve_reports/view?id=${job500.id}&report_id=1${q}`;
  const restatedRows = [];
  if (restated) {
    const job = await runReport(`report_id=1&bank_id=${subject}&peer_group_id=${twoThousand}&set_id=2`);
    restatedRows.push([
      'report job, Key Metrics, 2,000-member peer group, merger-restated (set 2)',
      `${job.ms.toFixed(0)} ms, ${job.events} progress events, largest step ${job.largestStep}`,
    ]);
  }
  return [
    ...restatedRows,
    [
      'report job, Key Metrics (25 metrics x 5 periods), 500-member peer group',
      `${job500.ms.toFixed(0)} ms, ${job500.events} progress events, largest step ${job500.largestStep}`,
    ],
    [
      'report job, Key Metrics (25 metrics x 5 periods), 2,000-member peer group',
      `${job2000.ms.toFixed(0)} ms, ${job2000.events} progress events, largest step ${job2000.largestStep}`,
    ],
    [
      'report view multi: 1 bank + 500 peers x 25 metrics x 5 periods',
      await latency(viewUrl(''), 20, headers),
    ],
    [
      'report view single metric with the 500-peer table',
      await latency(
        viewUrl(
          '&report_view=single&metric_id=' +
            (await get('/api/self_serve_reports/metric_list?id=1')).metrics[5].id,
        ),
        20,
        headers,
      ),
    ],
    [
      'report view period: a page of 500 peers x 25 metrics',
      await latency(viewUrl('&report_view=period'), 20, headers),
    ],
    [
      'report view multi, another span (computed live, cached after first)',
      await latency(viewUrl('&span_id=1'), 10, headers),
    ],
    [
      'report download_all.csv (25 metrics x 501 institutions x 5 periods, logged, fingerprinted)',
      await latency(
        `${base}/api/self_serve_reports/download_all.csv?id=${job500.id}&report_id=1`,
        5,
        headers,
      ),
    ],
  ];
}

// Market share and firmographics over every institution using one solution (the default, core
// processing, which every institution has); the budget is 300 ms.
async function marketReportRows() {
  const headers = await signIn('vendor@demo.finatlas.test');
  const get = async (p) => (await fetch(`${base}${p}`, { headers })).json();
  const startedOptions = performance.now();
  const options = await get('/api/market_reports/options');
  const optionsMs = performance.now() - startedOptions;
  const id = options.default_solution_id;
  if (!id) return [['market reports', 'skipped: no technographics data']];
  const report = (kind, query = '') => `${base}/api/market_reports/${kind}?bank_service_id=${id}${query}`;
  const startedFirst = performance.now();
  const first = await get(`/api/market_reports/market_share?bank_service_id=${id}`);
  const firstMs = performance.now() - startedFirst;
  const clients = first.rows.find((r) => r.kind === 'grand_total')?.clients ?? 0;
  const what = `${first.solution.name}, ${clients} institutions, ${first.total_vendors} vendors`;
  return [
    ['market reports options, first call (reads every institution’s figures)', `${optionsMs.toFixed(0)} ms`],
    [`market share, first report: ${what}`, `${firstMs.toFixed(0)} ms`],
    [
      'market share, first report of each other solution (reads its users), 20 solutions',
      await latency(
        options.solutions
          .filter((s) => s.id !== id)
          .slice(0, 20)
          .map((s) => `${base}/api/market_reports/market_share?bank_service_id=${s.id}`),
        20,
        headers,
      ),
    ],
    [
      `market share, all institutions, client count, top 15`,
      await latency(report('market_share'), 30, headers),
    ],
    [
      'market share, accounts, products shown, every vendor',
      await latency(report('market_share', '&measure=3&show_products=true&top_vendors=1000'), 30, headers),
    ],
    [
      'firmographics, all institutions, assets, top 15',
      await latency(report('firmographics', '&measure=2'), 30, headers),
    ],
    [
      'market share Excel download (logged, fingerprinted)',
      await latency(report('market_share.xlsx', '&show_products=true'), 10, headers),
    ],
  ];
}

/** Product search as typed: partial words, typos and full names (target: p95 30 ms or less). */
async function productSearchRows() {
  const headers = await signIn('vendor@demo.finatlas.test');
  const typed = [
    'c',
    'co',
    'cor',
    'core',
    'core proc',
    'mobil bankng',
    'fisrv',
    'online',
    'loan orig',
    'card',
    'wire',
    'crm',
  ];
  // One warm-up call builds the in-memory catalog index, as the first search after a start does.
  await fetch(`${base}/api/search?query=core`, { headers });
  return [
    [
      'product search (GET /api/search), per keystroke',
      await latency(
        typed.map((t) => `${base}/api/search?query=${encodeURIComponent(t)}`),
        300,
        headers,
      ),
    ],
  ];
}

// Initial JavaScript of every analytics page (Advisor, Reporter, FIN Profile), gzip; the budget is
// 350 KB. Charts and Excel load on demand and are not part of it.
function initialJsRows() {
  const meter = initialJsMeter(root);
  const analytics = [...featureScreenSources(root, ['peer-groups', 'advisor', 'reporter', 'profile'])];
  return analytics.map(([id, source]) => [
    `initial JavaScript, ${id.replaceAll('_', ' ').replace(/( page)?$/, ' page')} (gzip)`,
    `${(meter(source) / 1024).toFixed(1)} KB`,
  ]);
}

// Importer times (issue 5: one FDIC quarter of 27 files and one NCUA cycle, 60 s or less each on
// PGlite): the real shared files through the built CLI into a scratch embedded database, as an
// operator runs them. The empty database is migrated first, so each figure is the import alone;
// the importer's own time (from its summary line) is shown beside the command's wall time.
async function importRows() {
  const shared = path.resolve(root, '../shared/data');
  const files = [
    ['fdic-sdi', 'fdic/sdi/2019-06-30', 'FDIC SDI quarter 2019-06-30 (27 files)'],
    ['ncua-5300', 'ncua/2025-12', 'NCUA 5300 cycle 2025-12'],
    ['fdic-sod', 'fdic/sod/sod_2023.csv.xz', 'FDIC Summary of Deposits 2023 (after the SDI quarter)'],
  ];
  const missing = files.map(([, file]) => path.join(shared, file)).find((p) => !existsSync(p));
  if (missing) return [['importer times', `skipped: ${missing} not found (the shared regulator files)`]];
  const dir = mkdtempSync(path.join(tmpdir(), 'fin-atlas-bench-import-'));
  try {
    const rows = [];
    const migrated = await runDataCli(root, ['status'], dir);
    rows.push([
      'import: migrate an empty embedded database',
      `${(migrated.seconds * 1000).toFixed(0)} ms, peak RSS ${migrated.peakMb.toFixed(0)} MB`,
    ]);
    for (const [kind, file, label] of files) {
      const run = await runDataCli(root, ['import', kind, path.join(shared, file), '--quiet'], dir);
      const summary = /loaded ([\d,]+) rows .* in ([\d.]+)s; ([\d,]+) rejected/.exec(run.output);
      const wall = `${run.seconds.toFixed(1)} s`;
      rows.push([
        `import ${label}`,
        `${summary ? `${wall} (importer ${summary[2]} s; ${summary[1]} rows, ${summary[3]} rejected)` : wall}, peak RSS ${run.peakMb.toFixed(0)} MB`,
      ]);
    }
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// BENCH_ONLY=reports,industry-reporter,analytics,fin-query,segmentation,digital-channels,subscriptions,fin-intent,vendor-fit (section names below; initial-js, import, hmda-import, matching, activity and history too) runs just those
// sections; the server is started only when a section needs it.
const only = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',')) : null;
const wanted = (section) => only === null || only.has(section);
// 'history' starts a server of its own, on the history it imported.
const WITHOUT_SERVER = new Set(['initial-js', 'import', 'hmda-import', 'matching', 'activity', 'history']);
const needsServer = only === null || [...only].some((section) => !WITHOUT_SERVER.has(section));

/**
 * The first report jobs on a server just started over a long history: one asked for as the server
 * turns ready (it reads its national quarters itself, alongside the start-up warm-ups), one asked for
 * once the warm-ups had time to read the quarters a default report needs.
 */
async function firstReportRows(banks) {
  const { peerGroup, runReport } = await reportSession();
  const [first, second, ...peers] = banks;
  const group = await peerGroup('Bench first 499', peers);
  const atReady = await runReport(`report_id=1&bank_id=${first}&peer_group_id=${group}`);
  await new Promise((resolve) => setTimeout(resolve, AFTER_WARM_UP_MS));
  const later = await runReport(`report_id=1&bank_id=${second}&peer_group_id=${group}`);
  return [
    [
      'first report job after a start, Key Metrics, 499 peers, asked at readiness',
      `${atReady.ms.toFixed(0)} ms, largest step ${atReady.largestStep}`,
    ],
    [
      `first report job after a start, another bank, asked ${AFTER_WARM_UP_MS / 1000} s later`,
      `${later.ms.toFixed(0)} ms, largest step ${later.largestStep}`,
    ],
  ];
}

const AFTER_WARM_UP_MS = 15_000;

/**
 * The server on an imported deep history (section 'history'): its start, its first reports, the
 * periods list, and the analytics and Reporter figures of the demo data set's sections, now over
 * every quarter loaded.
 */
async function historyServerRows(historyDir, banks) {
  const server = await startServer(historyDir);
  const label = ([what, figure]) => [`history: ${what}`, figure];
  try {
    const first = (await firstReportRows(banks)).map(label);
    await waitForVendorFit(base);
    const headers = await signIn('vendor@demo.finatlas.test');
    return [
      ['history: server start on the imported history', `${(server.ms / 1000).toFixed(1)} s`],
      ...first,
      label([
        'GET /api/metrics/periods (every quarter held)',
        await latency(`${base}/api/metrics/periods`, 20, headers),
      ]),
      ...(await analyticsRows()).map(label),
      ...(await reportRows({ restated: true })).map(label),
    ];
  } finally {
    await stopServer(server.child);
  }
}

/** Everything measured on the running server: its first start, the wanted sections, a warm start. */
async function serverRows() {
  const rows = [];
  const cold = await startServer();
  const afterStop = [];
  try {
    rows.push(...(await coldServerRows(cold, afterStop)));
  } finally {
    // A failed section must not leave the server running on a data directory about to be removed.
    await stopServer(cold.child);
  }
  for (const measure of afterStop) rows.push(...(await measure(dataDir, { startServer, stopServer })));
  const warm = await startServer();
  rows.push(['server start, existing database', `${warm.ms.toFixed(0)} ms`]);
  await stopServer(warm.child);
  return rows;
}

/** The sections measured on the server that started on an empty database. */
async function coldServerRows(cold, afterStop) {
  const rows = [
    [
      'first start: migrate + generate and load the national demo data set',
      `${(cold.ms / 1000).toFixed(1)} s`,
    ],
  ];
  // The VendorFit fit queued after the first load holds a core for minutes: measured first (or
  // waited for), so the other sections measure a quiet server.
  if (wanted('vendor-fit')) {
    const vendorFit = await vendorFitRows(base, { root });
    rows.push(...vendorFit.rows);
    afterStop.push(vendorFit.afterStop);
  } else await waitForVendorFit(base);
  if (wanted('analytics')) rows.push(...(await analyticsRows()));
  if (wanted('reports')) rows.push(...(await reportRows()));
  if (wanted('industry-reporter')) rows.push(...(await industryReporterRows(base)));
  if (wanted('search')) rows.push(...(await productSearchRows()));
  if (wanted('market')) rows.push(...(await marketReportRows()));
  if (wanted('load')) rows.push(...(await loadRows(base, await signIn('vendor@demo.finatlas.test'))));
  if (wanted('fin-query')) {
    const finQuery = await finQueryRows(base, { root });
    rows.push(...finQuery.rows);
    afterStop.push(finQuery.afterStop);
  }
  if (wanted('fin-query-download')) rows.push(...(await queryDownloadRows(base, cold.child.pid)));
  if (wanted('segmentation')) rows.push(...(await segmentationRows(base)));
  if (wanted('digital-channels')) rows.push(...(await digitalChannelsRows(base)));
  if (wanted('subscriptions')) afterStop.push((await subscriptionRows(base, { root })).afterStop);
  if (wanted('fin-intent')) afterStop.push(finIntentRows(root).afterStop);
  rows.push(['GET /api/status/latest_revision', await latency(`${base}/api/status/latest_revision`, 500)]);
  rows.push(['GET /readyz (database round trip)', await latency(`${base}/readyz`, 300)]);
  rows.push(['GET /dashboard (index.html)', await latency(`${base}/dashboard`, 300)]);
  return rows;
}

const rows = [];
try {
  if (wanted('initial-js')) rows.push(...initialJsRows());
  if (wanted('import')) rows.push(...(await importRows()));
  if (wanted('hmda-import')) rows.push(...(await hmdaImportRows(root)));
  if (wanted('matching')) rows.push(...(await matchingRows(root)));
  if (wanted('activity')) rows.push(...(await activityRows(root)));
  if (wanted('history')) rows.push(...(await historyRows(root, historyServerRows)));
  if (needsServer) rows.push(...(await serverRows()));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const width = Math.max(...rows.map(([k]) => k.length));
console.log(`\nFIN Atlas bench — node ${process.version}, ${new Date().toISOString()}`);
for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
