// `npm run bench`: timings that matter to a user, measured on this machine and printed; never
// asserted in tests. Builds first if needed, then runs the real server on a scratch PGlite database.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib/workspace-state.mjs';

ensureInstalled();
ensureBuilt();

const port = Number(process.env.BENCH_PORT ?? 3299);
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'fin-atlas-bench-'));

async function startServer() {
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
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
    .slice(0, 25)
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

const rows = [];
try {
  const cold = await startServer();
  rows.push([
    'first start: migrate + generate and load the national demo data set',
    `${(cold.ms / 1000).toFixed(1)} s`,
  ]);
  rows.push(...(await analyticsRows()));
  rows.push(...(await productSearchRows()));
  rows.push(...(await marketReportRows()));
  rows.push(['GET /api/status/latest_revision', await latency(`${base}/api/status/latest_revision`, 500)]);
  rows.push(['GET /readyz (database round trip)', await latency(`${base}/readyz`, 300)]);
  rows.push(['GET /dashboard (index.html)', await latency(`${base}/dashboard`, 300)]);
  await stopServer(cold.child);
  const warm = await startServer();
  rows.push(['server start, existing database', `${warm.ms.toFixed(0)} ms`]);
  await stopServer(warm.child);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const width = Math.max(...rows.map(([k]) => k.length));
console.log(`\nFIN Atlas bench — node ${process.version}, ${new Date().toISOString()}`);
for (const [k, v] of rows) console.log(`  ${k.padEnd(width)}  ${v}`);
