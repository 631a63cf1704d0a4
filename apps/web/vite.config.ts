import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** Unique per build, so a client can tell that the server now serves a newer build than it loaded. */
function buildRevision(): string {
  if (process.env.FIN_ATLAS_REVISION) return process.env.FIN_ATLAS_REVISION;
  let commit = 'nogit';
  try {
    commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      encoding: 'utf8',
      stdio: 'pipe',
    }).trim();
  } catch {
    // A source tarball without git still gets a unique build id below.
  }
  return `${commit}.${Date.now().toString(36)}`;
}

/** The server reports this file's revision from /api/status/latest_revision. */
function emitRevision(revision: string): Plugin {
  return {
    name: 'fin-atlas-revision',
    transformIndexHtml() {
      return [{ tag: 'meta', attrs: { name: 'fin-atlas-revision', content: revision }, injectTo: 'head' }];
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'revision.json',
        source: `${JSON.stringify({ revision })}\n`,
      });
    },
  };
}

const revision = buildRevision();

export default defineConfig({
  plugins: [react(), emitRevision(revision)],
  define: { __APP_REVISION__: JSON.stringify(revision) },
  resolve: {
    alias: {
      '@fin-atlas/domain': fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url)),
    },
  },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true, chunkSizeWarningLimit: 1500 },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000' } },
});
