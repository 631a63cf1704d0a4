import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    alias: {
      '@fin-atlas/domain': fileURLToPath(new URL('../../packages/domain/src/index.ts', import.meta.url)),
    },
  },
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    // Tests that measure how the server behaves under load need the machine to themselves:
    // `npm test` runs them afterwards, one file at a time (vitest.alone.config.ts).
    exclude: ['src/**/*.alone.test.ts', '**/node_modules/**'],
    environment: 'node',
    globalSetup: ['src/test/database-templates.ts'],
    // Each worker imports the server once and runs file after file on it: re-importing it per file
    // cost about ten seconds a file. Files share no state but registries keyed by what they register.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
