// `npm start`: install when needed, build what changed, then run the server (which migrates the
// database on start). Only Node built-ins before the install step.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root } from './lib/workspace-state.mjs';

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 12)) {
  console.error(`FIN Atlas needs Node.js 22.12 or newer (24 LTS recommended); this is ${process.version}.`);
  process.exit(1);
}

const started = Date.now();
try {
  ensureInstalled();
  ensureBuilt();
} catch (error) {
  console.error(`\n${error.message}. Fix the error above and run npm start again.`);
  process.exit(1);
}
console.log(`• ready to serve after ${((Date.now() - started) / 1000).toFixed(1)}s of checks and builds`);

const server = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'development' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
