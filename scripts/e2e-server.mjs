// Starts the real built server for browser tests on a fresh database holding the demo data: a PGlite
// directory under the OS temp folder, or a new database on TEST_DATABASE_URL's server, dropped on
// exit. It also runs a local OpenID provider for the e-mail domain sso.finatlas.test and registers
// it through the FIN Admin API; Playwright waits for that provider, which starts last.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'fin-atlas-e2e-'));
const port = Number(process.env.E2E_PORT ?? 3199);
const oidcPort = port + 1;
const base = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  PORT: String(port),
  BASE_URL: base,
  DEMO_DATA: 'on',
  DEMO_SCALE: '0.03',
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

async function waitForReady() {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the server did not become ready');
}

async function registerSsoConnection(issuer, clientId, clientSecret) {
  const headers = { 'content-type': 'application/json', 'x-csrf-token': 'anonymous' };
  const signIn = await fetch(`${base}/api/session`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'superadmin@demo.finatlas.test', password: 'Demo-2026!' }),
  });
  const session = await signIn.json();
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const authed = { ...headers, cookie, 'x-csrf-token': session.csrf_token };
  const groups = await (await fetch(`${base}/api/admin/groups?q=Summit`, { headers: authed })).json();
  const res = await fetch(`${base}/api/super_admin/sso_connections`, {
    method: 'POST',
    headers: authed,
    body: JSON.stringify({
      name: 'Local test IdP',
      domain: 'sso.finatlas.test',
      issuer,
      client_id: clientId,
      client_secret: clientSecret,
      provision_group_id: groups.groups[0].id,
    }),
  });
  if (!res.ok) throw new Error(`SSO connection setup failed: ${res.status} ${await res.text()}`);
  await fetch(`${base}/api/session`, { method: 'DELETE', headers: authed });
}

let provider;
try {
  await waitForReady();
  const { startDevOidcProvider } = await import(path.join(root, 'apps/server/dist/dev/oidc-dev-provider.js'));
  provider = await startDevOidcProvider({
    redirectUris: [`${base}/api/sso/callback`],
    port: oidcPort,
    deferRequests: true,
  });
  await registerSsoConnection(provider.issuer, provider.clientId, provider.clientSecret);
  provider.open();
} catch (error) {
  console.error(error);
  server.kill('SIGTERM');
}
