import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../db/database.js';
import { importFdicHistory } from './fdic-history.js';
import { importFdicSdi } from './fdic-sdi.js';
import { importFdicSod } from './fdic-sod.js';
import type { ImportResult } from './import-report.js';
import { importNcua5300 } from './ncua-5300.js';

type Found = { kind: 'fdic-sdi' | 'ncua-5300' | 'fdic-sod' | 'fdic-history'; location: string };

function walk(dir: string, depth = 0): string[] {
  if (depth > 5) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    return statSync(full).isDirectory() ? [full, ...walk(full, depth + 1)] : [full];
  });
}

/**
 * Finds regulator files anywhere under a folder, laid out as the regulators publish them: SDI
 * quarters (folders with All_Reports_*_Assets and Liabilities.csv), NCUA cycles (folders with
 * FOICU.txt and FS220.txt), Summary of Deposits years (sod_*.csv[.xz]) and history exports.
 */
export function discoverRegulatorFiles(root: string): Found[] {
  const entries = walk(root);
  const files = new Set(entries.filter((e) => statSync(e).isFile()));
  const dirs = entries.filter((e) => !files.has(e));
  const has = (dir: string, test: (name: string) => boolean) => readdirSync(dir).some(test);
  const found: Found[] = [];
  for (const dir of dirs.sort()) {
    if (
      has(dir, (n) => /^All_Reports_\d{8}_Assets and Liabilities\.csv$/i.test(n)) &&
      has(dir, (n) => /Income and Expense/i.test(n))
    ) {
      found.push({ kind: 'fdic-sdi', location: dir });
    }
    if (has(dir, (n) => /^FOICU\.txt$/i.test(n)) && has(dir, (n) => /^FS220\.txt$/i.test(n))) {
      found.push({ kind: 'ncua-5300', location: dir });
    }
    if (has(dir, (n) => /^Business_Combinations.*\.csv$/i.test(n)))
      found.push({ kind: 'fdic-history', location: dir });
  }
  for (const file of [...files].sort()) {
    if (/sod_\d{4}\.csv(\.xz)?$/i.test(path.basename(file))) found.push({ kind: 'fdic-sod', location: file });
  }
  // Quarters before branches (branches match banks by certificate), structure history last.
  const order = { 'fdic-sdi': 0, 'ncua-5300': 1, 'fdic-sod': 2, 'fdic-history': 3 } as const;
  return found.sort((a, b) => order[a.kind] - order[b.kind] || a.location.localeCompare(b.location));
}

const IMPORTERS = {
  'fdic-sdi': importFdicSdi,
  'ncua-5300': importNcua5300,
  'fdic-sod': importFdicSod,
  'fdic-history': importFdicHistory,
} as const;

/** Loads every regulator file set found under `root`; one that fails is reported and skipped. */
export async function loadRegulatorFiles(
  database: Database,
  root: string,
  say: (message: string) => void,
): Promise<ImportResult[]> {
  const found = discoverRegulatorFiles(root);
  if (found.length === 0) throw new Error(`No regulator files found under ${root}.`);
  const results: ImportResult[] = [];
  for (const item of found) {
    say(`importing ${item.kind} from ${path.relative(root, item.location) || item.location}`);
    try {
      const result = await IMPORTERS[item.kind](database, item.location);
      say(
        `  ${result.rowCount.toLocaleString('en-US')} rows, ${result.rejectedCount} rejected (${(result.durationMs / 1000).toFixed(1)} s)`,
      );
      results.push(result);
    } catch (error) {
      say(`  skipped: ${(error as Error).message}`);
    }
  }
  return results;
}
