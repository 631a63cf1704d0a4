import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './shared-data.js';

const DIST = path.join(REPO_ROOT, 'apps/server/dist');
const TEST_ONLY = /(^|\/)test\/|fixture|test-support|harness|\.test\./;

function files(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    return e.isDirectory() ? files(full, base) : [path.relative(base, full)];
  });
}

// `npm test` builds before it tests; a plain `vitest` run on a fresh clone has nothing to look at.
const built = existsSync(path.join(DIST, 'main.js'));
if (!built && process.env.CI === 'true') throw new Error(`CI=true requires the built server in ${DIST}`);

describe.skipIf(!built)('the built server', () => {
  it('ships no test helper, harness or fixture', () => {
    const shipped = files(DIST);
    expect(shipped.length).toBeGreaterThan(100);
    expect(shipped.filter((f) => TEST_ONLY.test(f))).toEqual([]);
  });
});
