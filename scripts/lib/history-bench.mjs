// `npm run bench` section 'history' (issue 20: 80 FDIC quarters imported one after another in 20 minutes
// or less on the 2-core machine, memory under 1.5 GB, and a Reporter report over the full history within
// the analytics budgets). The quarters are written in the SDI layout by the demo simulator
// (ingest/demo/sdi-history-files.ts) into a scratch folder, then one process imports them through the
// real importer into a fresh embedded database (and into BENCH_DATABASE_URL, an empty PostgreSQL
// database, when set): per-quarter time (first, median, last) and the importing process's peak RSS.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runCollecting, runDataCli } from './data-cli.mjs';

const QUARTERS = Number(process.env.BENCH_HISTORY_QUARTERS ?? 80);
const BANKS = Number(process.env.BENCH_HISTORY_BANKS ?? 6000);
const LATEST = '2025-12-31';

/** Runs the importing process; resolves with its JSON lines, rejects with its output when it fails. */
async function importHistory(root, dataDir, databaseUrl, files) {
  const started = performance.now();
  const script = path.join(root, 'scripts/lib/history-import.mjs');
  const { code, output } = await runCollecting(
    [script, root, dataDir, databaseUrl, files.historyDir, ...files.quarterDirs],
    { cwd: root, env: { ...process.env, LOG_LEVEL: 'warn' } },
  );
  if (code !== 0) throw new Error(`the history import exited ${code}:\n${output}`);
  const lines = output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line));
  return { lines, seconds: (performance.now() - started) / 1000 };
}

function importRows(engine, { lines, seconds }) {
  const quarters = lines.filter((l) => l.kind === 'fdic-sdi');
  const history = lines.find((l) => l.kind === 'fdic-history');
  const peak = lines.find((l) => l.kind === 'peak');
  const prepared = lines.find((l) => l.kind === 'prepared');
  const times = quarters.map((q) => q.ms / 1000);
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  const rows = quarters.map((q) => q.rows);
  const rejected = quarters.reduce((n, q) => n + q.rejected, 0);
  const rss = quarters.map((q) => q.rssMb);
  const cpu = quarters.map((q) => q.cpuSeconds ?? Number.NaN);
  const sortedCpu = [...cpu].sort((a, b) => a - b);
  return [
    [
      `history: ${quarters.length} FDIC quarters on the ${engine}, one process (target 20 min, peak under 1.5 GB)`,
      `${(seconds / 60).toFixed(1)} min in all, peak RSS ${peak?.rssMb.toFixed(0)} MB; ` +
        `${rows.reduce((a, b) => a + b, 0).toLocaleString('en-US')} bank rows (${rows[0]} to ${rows.at(-1)} a quarter), ${rejected} rejected`,
    ],
    [
      `history: per quarter on the ${engine} (first, median, slowest, last)`,
      `${times[0]?.toFixed(1)} s, ${median.toFixed(1)} s, ${Math.max(...times).toFixed(1)} s, ${times.at(-1)?.toFixed(1)} s ` +
        `(CPU ${cpu[0]?.toFixed(1)} s, ${sortedCpu[Math.floor(sortedCpu.length / 2)]?.toFixed(1)} s, ${Math.max(...cpu).toFixed(1)} s, ${cpu.at(-1)?.toFixed(1)} s; ` +
        `all quarters ${(cpu.reduce((a, b) => a + b, 0) / 60).toFixed(1)} CPU min); ` +
        `RSS before the first ${prepared?.rssMb.toFixed(0)} MB, after the first ${rss[0]?.toFixed(0)} MB, ` +
        `after the last ${rss.at(-1)?.toFixed(0)} MB (peak by then ${quarters.at(-1)?.peakMb.toFixed(0)} MB)`,
    ],
    [
      `history: structure changes after the quarters on the ${engine}`,
      `${((history?.ms ?? Number.NaN) / 1000).toFixed(1)} s, ${history?.rows} events`,
    ],
  ];
}

/** The first `n` banks filing at the newest quarter, read before the server starts (no warm-up of its own). */
async function latestFilers(root, dataDir, n) {
  const built = (file) => import(pathToFileURL(path.join(root, 'apps/server/dist', file)).href);
  const { databaseTarget, openDatabase } = await built('db/database.js');
  const database = await openDatabase(databaseTarget(undefined, dataDir));
  try {
    const rows = await database.query(
      `select i.id from institutions i join financials f on f.institution_id = i.id
        where i.fi_type = 'bank' and f.period = (select max(period) from financials)
        order by i.id limit $1`,
      [n],
    );
    return rows.map((r) => Number(r.id));
  } finally {
    await database.close();
  }
}

/**
 * Generates and imports the history, then hands the loaded data directory and 501 banks filing at the
 * newest quarter to `measureServer` (the Reporter and analytics figures on a server over the whole
 * history) before removing everything.
 */
export async function historyRows(root, measureServer) {
  // BENCH_HISTORY_DATA keeps the imported data directory there, and measures the server on it again
  // without importing when it already holds a history: a change to the server is timed in minutes.
  const kept = process.env.BENCH_HISTORY_DATA;
  if (kept && existsSync(path.join(kept, 'data', 'imported'))) {
    const dataDir = path.join(kept, 'data');
    return measureServer(dataDir, await latestFilers(root, dataDir, 501));
  }
  const dir = kept ?? mkdtempSync(path.join(tmpdir(), 'fin-atlas-bench-history-'));
  const { writeSdiHistoryFiles } = await import(
    pathToFileURL(path.join(root, 'apps/server/dist/ingest/demo/sdi-history-files.js')).href
  );
  try {
    const started = performance.now();
    const files = await writeSdiHistoryFiles(path.join(dir, 'files'), {
      latestPeriod: LATEST,
      quarters: QUARTERS,
      banks: BANKS,
    });
    const rows = [
      [
        `history: write ${QUARTERS} SDI quarters (${files.periods[0]} to ${LATEST}, 27 files each) of ${BANKS.toLocaleString('en-US')} simulated banks`,
        `${((performance.now() - started) / 1000).toFixed(0)} s (not part of the import); ${files.mergers} mergers, ${files.failures} failures`,
      ],
    ];
    const dataDir = path.join(dir, 'data');
    // Migrated first (the CLI's status), so the importing process measures imports, not the schema.
    await runDataCli(root, ['status'], dataDir);
    rows.push(...importRows('embedded database', await importHistory(root, dataDir, '', files)));
    const databaseUrl = process.env.BENCH_DATABASE_URL;
    if (databaseUrl)
      rows.push(...importRows('PostgreSQL', await importHistory(root, dataDir, databaseUrl, files)));
    rmSync(path.join(dir, 'files'), { recursive: true, force: true });
    if (kept) writeFileSync(path.join(dataDir, 'imported'), `${QUARTERS} quarters of ${BANKS} banks\n`);
    rows.push(...(await measureServer(dataDir, await latestFilers(root, dataDir, 501))));
    return rows;
  } finally {
    if (!kept) rmSync(dir, { recursive: true, force: true });
  }
}
