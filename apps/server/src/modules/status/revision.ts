import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The revision is the one baked into the web build the server is serving: a client compares it with
 * the revision it loaded to learn that a newer build is deployed. Without a web build (API-only
 * tests, development) the git commit stands in.
 */
export function readRevision(webDistDir: string): string {
  try {
    const baked = JSON.parse(readFileSync(path.join(webDistDir, 'revision.json'), 'utf8')) as {
      revision?: unknown;
    };
    if (typeof baked.revision === 'string' && baked.revision.length > 0) return baked.revision;
  } catch {
    // No web build yet: fall through.
  }
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
      encoding: 'utf8',
      stdio: 'pipe',
    }).trim();
  } catch {
    return 'unknown';
  }
}
