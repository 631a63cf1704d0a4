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

async function latency(url, n) {
  const times = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    const res = await fetch(url);
    await res.arrayBuffer();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(2);
  return `p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms (n=${n})`;
}

const rows = [];
try {
  const cold = await startServer();
  rows.push(['server start, empty database (migrate + job queue)', `${cold.ms.toFixed(0)} ms`]);
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
