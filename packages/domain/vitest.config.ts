import { defineConfig } from 'vitest/config';

// The package is pure (no globals, no I/O), so test files can share workers safely;
// isolating each file would triple the run time for nothing.
export default defineConfig({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts'],
    isolate: false,
  },
});
