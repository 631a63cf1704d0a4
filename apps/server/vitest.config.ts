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
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
