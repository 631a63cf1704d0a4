import { defineConfig } from 'vitest/config';
import server from './vitest.config.js';

/** The server tests that must not share the machine with the rest of the suite (see vitest.config.ts). */
export default defineConfig({
  ...server,
  test: {
    ...server.test,
    name: 'server-alone',
    include: ['src/**/*.alone.test.ts'],
    exclude: ['**/node_modules/**'],
    fileParallelism: false,
  },
});
