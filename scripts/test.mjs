// `npm test`: lint (Biome, dependency-cruiser), unit and integration tests of every workspace (Vitest), then browser tests
// (Playwright + Chromium) against the built app served by the real server. Integration and browser
// tests run on PGlite, and on PostgreSQL instead when TEST_DATABASE_URL is set.
// Flags: --skip-build (reuse the current build), --unit (Vitest only), --browser (Playwright only),
// --database-only (only the server's Vitest project, the tests a database engine can change: CI's
// second engine runs these, since lint, web and domain tests and the browser journeys over routes
// those server tests cover answer the same on either engine).
import { spawnSync } from 'node:child_process';
import { appendFileSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { runBrowserTests } from './lib/browser-tests.mjs';
import { ensureBuilt, ensureInstalled, root } from './lib/workspace-state.mjs';

const flags = new Set(process.argv.slice(2));
const databaseOnly = flags.has('--database-only');
const runUnit = !flags.has('--browser');
const runBrowser = !flags.has('--unit') && !databaseOnly;
const reports = mkdtempSync(path.join(tmpdir(), 'fin-atlas-test-'));
const engine = process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite';

ensureInstalled();
if (runBrowser && !flags.has('--skip-build')) ensureBuilt();

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
let ok = true;

if (runUnit && !databaseOnly) {
  // The house rules (format, lint, import layers) fail the run like a failing test would.
  console.log('\n━━ Lint: Biome and dependency-cruiser');
  const lint = spawnSync('npm', ['run', '--silent', 'lint'], { cwd: root, stdio: 'inherit' });
  if (lint.status === 0) totals.passed += 1;
  else {
    ok = false;
    totals.failed += 1;
    failures.push('npm run lint: Biome or dependency-cruiser found a violation (see above)');
  }
}

if (runUnit) {
  console.log(`\n━━ Vitest: ${databaseOnly ? 'server' : 'unit and'} integration tests (database: ${engine})`);
  // Two workers: Vitest's default of one fewer than the cores leaves CI's second core idle while the
  // one worker starts a database or waits on a spawned server (the web tests alone: 4.0 min on one
  // worker, 2.7 on two).
  const projects = databaseOnly ? ['--project', 'server'] : [];
  if (!runVitest(['vitest', 'run', '--maxWorkers=2', ...projects], 'vitest.json')) ok = false;
  // Responsiveness under the heaviest calls is measured with nothing else running beside it, on the
  // embedded engine only: there the database runs on the server's own event loop, the strict case of
  // what these tests guard (work kept off that loop); on PostgreSQL the same server code runs with its
  // queries in another process, so a second run would measure nothing the first did not.
  if (!databaseOnly) {
    console.log(`\n━━ Vitest: tests that need the machine to themselves (database: ${engine})`);
    if (
      !runVitest(['vitest', 'run', '--project', 'server-alone'], 'vitest-alone.json', {
        FIN_ATLAS_ALONE: '1',
      })
    )
      ok = false;
  }
}

/** Runs Vitest with a JSON report and adds its counts and failures to the totals; false when it failed. */
function runVitest(args, reportName, env = {}) {
  const out = path.join(reports, reportName);
  const result = spawnSync(
    'npx',
    [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  );
  try {
    const report = JSON.parse(readFileSync(out, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed +=
      report.numFailedTests +
      (report.numTotalTestSuites > 0 && !report.success && report.numFailedTests === 0 ? 1 : 0);
    totals.skipped += report.numPendingTests + report.numTodoTests;
    for (const file of report.testResults ?? []) {
      const where = path.relative(root, file.name);
      for (const test of file.assertionResults ?? []) {
        if (test.status !== 'failed') continue;
        const message = stripVTControlCharacters(test.failureMessages?.[0] ?? '').split('\n')[0];
        failures.push(`${where} ${test.fullName}: ${message}`);
      }
      if ((file.assertionResults ?? []).length === 0 && file.status === 'failed') {
        failures.push(
          `${where}: ${stripVTControlCharacters(file.message ?? 'failed to run').split('\n')[0]}`,
        );
      }
    }
  } catch {
    totals.failed += 1;
    failures.push(`Vitest wrote no report (${args.join(' ')})`);
  }
  return result.status === 0;
}

if (runBrowser) {
  console.log(`\n━━ Playwright: browser tests in Chromium (database: ${engine})`);
  const browser = runBrowserTests(path.join(reports, 'playwright.json'));
  totals.passed += browser.passed;
  totals.failed += browser.failed;
  totals.skipped += browser.skipped;
  failures.push(...browser.failures);
  if (!browser.ok) ok = false;
}

const summary = [
  `tests (${engine}): ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
  ...failures.map((f) => `  FAILED ${f.slice(0, 400)}`),
].join('\n');
console.log(`\n${summary}`);
// CI prints every run's summary again at the very end, where a truncated log still shows it.
if (process.env.FIN_ATLAS_TEST_SUMMARY) appendFileSync(process.env.FIN_ATLAS_TEST_SUMMARY, `${summary}\n`);
process.exit(ok && totals.failed === 0 ? 0 : 1);
