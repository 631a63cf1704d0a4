import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { root } from './workspace-state.mjs';

const INSTALL_HINT = `Browser tests drive Debian's Chromium; none was found.
  Install it:  sudo apt-get install -y chromium      (provides /usr/bin/chromium)
  or point CHROME_PATH at an existing Chromium or Chrome binary.`;

/** Runs the Playwright suite; without Chromium it is skipped with a hint, except on CI where it fails. */
export function runBrowserTests(reportFile) {
  const chromium = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  if (!existsSync(chromium)) {
    if (process.env.CI === 'true') {
      console.error(`${INSTALL_HINT}\nCI=true: failing rather than skipping.`);
      return { ok: false, passed: 0, failed: 1, skipped: 0 };
    }
    console.warn(`${INSTALL_HINT}\nSkipping the browser tests.`);
    return { ok: true, passed: 0, failed: 0, skipped: 1 };
  }
  const result = spawnSync('npx', ['playwright', 'test'], {
    cwd: path.join(root, 'apps/web'),
    stdio: 'inherit',
    env: {
      ...process.env,
      CHROME_PATH: chromium,
      PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
      PLAYWRIGHT_REPORTERS: 'list,json',
    },
  });
  let stats = { expected: 0, unexpected: 1, skipped: 0, flaky: 0 };
  let failures = ['Playwright wrote no report (it failed to start or crashed)'];
  try {
    const report = JSON.parse(readFileSync(reportFile, 'utf8'));
    stats = report.stats;
    failures = failedSpecs(report.suites ?? []);
  } catch {
    // No report means Playwright itself failed; counted as one failure.
  }
  return {
    ok: result.status === 0,
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected,
    skipped: stats.skipped,
    failures,
  };
}

/** "file:line title: first line of the error" for every test whose final result failed. */
function failedSpecs(suites) {
  const out = [];
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const last = test.results?.at(-1);
        if (!last || last.status === 'passed' || last.status === 'skipped') continue;
        const message = (last.error?.message ?? last.status).split('\n').find((l) => l.trim()) ?? last.status;
        out.push(`${spec.file}:${spec.line} ${spec.title}: ${stripVTControlCharacters(message).trim()}`);
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of suites) visit(suite);
  return out;
}
