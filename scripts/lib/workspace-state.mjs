// Decides whether dependencies must be installed and which workspaces must be rebuilt, by comparing
// fingerprints (path, size, mtime) of their inputs with the ones recorded after the last success.
// Only Node built-ins here: this runs before `npm install` on a fresh clone.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const stateFile = path.join(root, '.start-state.json');
const SKIP_DIRS = new Set(['node_modules', 'dist', '.data', 'test-results', 'coverage', '.git']);

function walk(dir, out) {
  if (!existsSync(dir)) return;
  const stat = statSync(dir);
  if (stat.isFile()) {
    out.push(`${dir}:${stat.size}:${stat.mtimeMs}`);
    return;
  }
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    walk(path.join(dir, entry.name), out);
  }
}

function fingerprint(paths) {
  const lines = [];
  for (const p of paths) walk(path.join(root, p), lines);
  return createHash('sha256').update(lines.sort().join('\n')).digest('hex');
}

const readState = () => {
  try {
    return JSON.parse(readFileSync(stateFile, 'utf8'));
  } catch {
    return {};
  }
};
const writeState = (patch) =>
  writeFileSync(stateFile, `${JSON.stringify({ ...readState(), ...patch }, null, 2)}\n`);

const MANIFESTS = [
  'package.json',
  'package-lock.json',
  'packages/domain/package.json',
  'apps/server/package.json',
  'apps/web/package.json',
];

/** The workspaces in build order, with the inputs and the outputs of each. */
export const workspaces = [
  {
    name: '@fin-atlas/domain',
    inputs: ['packages/domain', 'tsconfig.base.json'],
    output: 'packages/domain/dist/index.js',
  },
  {
    name: '@fin-atlas/server',
    inputs: [
      'apps/server/src',
      'apps/server/drizzle',
      'apps/server/tsconfig.json',
      'apps/server/package.json',
      'tsconfig.base.json',
    ],
    output: 'apps/server/dist/main.js',
  },
  {
    name: '@fin-atlas/web',
    inputs: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
      'packages/domain/src',
    ],
    output: 'apps/web/dist/index.html',
  },
];

function run(command, args, label) {
  const started = Date.now();
  process.stdout.write(`• ${label} ... `);
  try {
    execFileSync(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' });
  } catch (error) {
    process.stdout.write('failed\n');
    process.stderr.write(`${error.stdout ?? ''}${error.stderr ?? ''}\n`);
    throw new Error(`${label} failed`);
  }
  process.stdout.write(`done in ${((Date.now() - started) / 1000).toFixed(1)}s\n`);
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

export function ensureInstalled() {
  const print = fingerprint(MANIFESTS);
  const installed = existsSync(path.join(root, 'node_modules/.package-lock.json'));
  if (installed && readState().install === print) return false;
  // Not `npm ci`: npm 11 leaves other platforms' optional binaries out of the lockfile here, which ci rejects.
  run(npm, ['install', '--no-audit', '--no-fund'], 'installing dependencies (npm install)');
  writeState({ install: fingerprint(MANIFESTS) });
  return true;
}

/** Rebuilds every workspace whose inputs changed since its last build; a rebuilt dependency rebuilds its dependents. */
export function ensureBuilt({ force = false } = {}) {
  const state = readState();
  const builds = { ...(state.builds ?? {}) };
  let upstreamChanged = force;
  for (const ws of workspaces) {
    const print = fingerprint(ws.inputs);
    const stale = upstreamChanged || builds[ws.name] !== print || !existsSync(path.join(root, ws.output));
    if (!stale) continue;
    run(npm, ['run', 'build', '-w', ws.name], `building ${ws.name}`);
    builds[ws.name] = print;
    writeState({ builds });
    upstreamChanged = true;
  }
  return upstreamChanged;
}
