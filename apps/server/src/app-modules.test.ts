import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_MODULES, MODULE_JOBS } from './app-modules.js';
import { REPO_ROOT } from './test/shared-data.js';

const folders = (dir: string) =>
  readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();

const registered = APP_MODULES.map((m) => m.name);

describe('one name per spec module', () => {
  it('registers every server module folder once, through its index.ts', () => {
    expect(new Set(registered).size).toBe(registered.length);
    expect([...registered].sort()).toEqual(folders('apps/server/src/modules'));
    for (const name of registered) {
      expect(existsSync(path.join(REPO_ROOT, 'apps/server/src/modules', name, 'index.ts')), name).toBe(true);
    }
  });

  it('names the same modules in the web features and the browser tests', () => {
    expect(folders('apps/web/src/features')).toEqual([...registered].sort());
    const missingSpecs = registered.filter(
      (name) => !existsSync(path.join(REPO_ROOT, 'apps/web/e2e', `${name}.spec.ts`)),
    );
    expect(missingSpecs).toEqual([]);
  });

  it('hands the queue the jobs of the modules that have them', () => {
    const withJobs = APP_MODULES.filter((m) => (m.jobs?.length ?? 0) > 0).map((m) => m.name);
    expect(withJobs.sort()).toEqual([
      // The activity retention job (the admin consoles' activity reports keep the configured days)
      // and the regulator refresh (its FIN Admin panel and "Check now" are the admin console's).
      'admin',
      'fin-intent',
      'industry-reporter',
      'peer-groups',
      'profile',
      'reporter',
      'subscriptions',
      'vendor-fit',
    ]);
    expect(MODULE_JOBS).toHaveLength(9);
  });
});
