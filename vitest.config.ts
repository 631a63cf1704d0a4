import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/server',
      'apps/web',
      // Run alone by `npm test` after the rest (FIN_ATLAS_ALONE=1 vitest run --project server-alone).
      ...(process.env.FIN_ATLAS_ALONE === '1' ? ['apps/server/vitest.alone.config.ts'] : []),
    ],
  },
});
