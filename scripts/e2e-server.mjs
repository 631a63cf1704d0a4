// Starts the real built server for browser tests on a fresh, empty database: a PGlite directory
// under the OS temp folder, or a new database on TEST_DATABASE_URL's server, dropped on exit.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'fin-atlas-e2e-'));
const env = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '3199',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  NODE_ENV: 'test',
};
delete env.DATABASE_URL;

const adminUrl = process.env.TEST_DATABASE_URL;
let dropDatabase = async () => {};
if (adminUrl) {
  const pg = createRequire(path.join(root, 'apps/server/package.json'))('pg');
  const name = `fin_atlas_e2e_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  env.DATABASE_URL = url.toString();
  dropDatabase = async () => {
    const cleanup = new pg.Client({ connectionString: adminUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${name} with (force)`);
    await cleanup.end();
  };
}

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  env,
  stdio: 'inherit',
});
const finish = async (code) => {
  await dropDatabase().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
};
server.on('exit', (code) => void finish(code));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill('SIGTERM'));
