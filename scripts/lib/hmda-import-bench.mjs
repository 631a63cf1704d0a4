// `npm run bench` section 'hmda-import' (issue 15: 1,000,000 LAR rows in 60 s or less with peak memory
// under 500 MB on the embedded database): writes a realistic national-style LAR file and its panel
// (scripts/lib/hmda-files.mjs), then runs the built data CLI as an operator does on a fresh PGlite
// data directory: the panel first, then the LAR file, each with its own peak resident memory.
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { runDataCli } from './data-cli.mjs';
import { writeHmdaFiles } from './hmda-files.mjs';

const ROWS = Number(process.env.BENCH_HMDA_ROWS ?? 1_000_000);
const LENDERS = 5000;
const summaryOf = (output) => /loaded ([\d,]+) rows \((.*)\) in ([\d.]+)s; ([\d,]+) rejected/.exec(output);

function larRow(engine, lar) {
  const summary = summaryOf(lar.output);
  return [
    `hmda-import: import hmda-lar on the ${engine}, ${ROWS.toLocaleString('en-US')} rows (target 60 s, peak under 500 MB)`,
    `${lar.seconds.toFixed(1)} s (importer ${summary?.[3] ?? '?'} s, CPU ${lar.cpuSeconds.toFixed(1)} s), ` +
      `peak RSS ${lar.peakMb.toFixed(0)} MB; ` +
      `${summary?.[1] ?? '?'} rows, ${summary?.[4] ?? '?'} rejected (${summary?.[2] ?? ''})`,
  ];
}

export async function hmdaImportRows(root) {
  const built = (file) => import(pathToFileURL(path.join(root, 'apps/server/dist', file)).href);
  const { LAR_COLUMNS } = await built('ingest/hmda/lar-layout.js');
  const { COUNTIES } = await built('reference/us-counties.js');
  const dir = mkdtempSync(path.join(tmpdir(), 'fin-atlas-bench-hmda-'));
  try {
    const started = performance.now();
    const { larFile, panelFile } = await writeHmdaFiles(dir, {
      rows: ROWS,
      lenders: LENDERS,
      year: 2023,
      seed: 15,
      columns: LAR_COLUMNS,
      counties: COUNTIES,
    });
    const megabytes = (statSync(larFile).size / 1e6).toFixed(0);
    const rows = [
      [
        `hmda-import: write ${ROWS.toLocaleString('en-US')} LAR rows (${megabytes} MB, ${LENDERS.toLocaleString('en-US')} LEIs) and the panel`,
        `${((performance.now() - started) / 1000).toFixed(1)} s (not part of the import)`,
      ],
    ];
    const dataDir = path.join(dir, 'data');
    const migrate = await runDataCli(root, ['status'], dataDir);
    rows.push([
      'hmda-import: migrate the fresh embedded database (data status), the CLI baseline',
      `${migrate.seconds.toFixed(1)} s, peak RSS ${migrate.peakMb.toFixed(0)} MB`,
    ]);
    const panel = await runDataCli(root, ['import', 'hmda-panel', panelFile, '--quiet'], dataDir);
    rows.push([
      `hmda-import: import hmda-panel (${LENDERS.toLocaleString('en-US')} LEIs)`,
      `${panel.seconds.toFixed(1)} s (CPU ${panel.cpuSeconds.toFixed(1)} s), peak RSS ${panel.peakMb.toFixed(0)} MB`,
    ]);
    const lar = await runDataCli(root, ['import', 'hmda-lar', larFile, '--quiet'], dataDir);
    rows.push(larRow('embedded database', lar));
    // BENCH_DATABASE_URL (an empty PostgreSQL database): the same two imports there, where the process
    // holds only the importer, not the embedded engine.
    const databaseUrl = process.env.BENCH_DATABASE_URL;
    if (databaseUrl) {
      await runDataCli(root, ['import', 'hmda-panel', panelFile, '--quiet'], dataDir, databaseUrl);
      const onPostgres = await runDataCli(
        root,
        ['import', 'hmda-lar', larFile, '--quiet'],
        dataDir,
        databaseUrl,
      );
      rows.push(larRow('PostgreSQL', onPostgres));
    }
    return rows;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
