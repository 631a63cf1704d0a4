import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file is apps/server/src/test/). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The real regulator files: `../shared/data` relative to the repository root, never copied into it. */
export const SHARED_DATA_DIR = path.resolve(REPO_ROOT, '../shared/data');

export const sharedData = (...parts: string[]) => path.join(SHARED_DATA_DIR, ...parts);

/**
 * Why tests on the real files must be skipped, or undefined when the files are there. Under CI=true
 * the folder is required: a missing folder throws, failing the test file instead of skipping it.
 */
export function sharedDataSkipReason(...required: string[]): string | undefined {
  // Name the files the test needs, not only the folder: a checkout without ../shared lacks both.
  const wanted = required.length > 0 ? required.map((p) => sharedData(p)) : [SHARED_DATA_DIR];
  const missing = wanted.filter((p) => !existsSync(p));
  if (missing.length === 0) return undefined;
  const reason = `the real regulator files are not available (${missing.join(', ')} not found; they live in ../shared/data beside the repository)`;
  if (process.env.CI === 'true') throw new Error(`CI=true requires the shared data: ${reason}`);
  return reason;
}
