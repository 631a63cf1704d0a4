import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
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

/**
 * The revision, re-read whenever revision.json changes (a cheap stat per call), so replacing the
 * web build under a running server is noticed by open browsers without a restart.
 */
export function watchRevision(webDistDir: string): () => string {
  const file = path.join(webDistDir, 'revision.json');
  let seen: string | null = null;
  let revision = '';
  return () => {
    let stamp = 'missing';
    try {
      const stat = statSync(file);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    } catch {
      // No build: the git fallback below stays until one appears.
    }
    if (stamp !== seen) {
      seen = stamp;
      revision = readRevision(webDistDir);
    }
    return revision;
  };
}
