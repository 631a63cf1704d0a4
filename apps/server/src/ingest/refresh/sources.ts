import { createWriteStream } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { RefreshSourceName } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import { importFdicHistory } from '../fdic-history.js';
import { importFdicSdi } from '../fdic-sdi.js';
import { importFdicSod } from '../fdic-sod.js';
import { importHmdaLar } from '../hmda/import-hmda-lar.js';
import { importHmdaPanel } from '../hmda/import-hmda-panel.js';
import { ImportError, type ImportOptions, type ImportResult } from '../import-report.js';
import { readZipDirectory, zipEntryStream } from '../io/zip-archive.js';
import { importNcua5300 } from '../ncua-5300.js';

/** One publication of a source: a quarter, a survey year, or the file a regulator replaces in place. */
export type Release = {
  /** '2025-12-31' (quarter end or survey date), '2024' (HMDA year) or 'current'. */
  key: string;
  /** The date the release's URL is built from; null for a file replaced in place. */
  date: string | null;
};

type Importer = (database: Database, location: string, options: ImportOptions) => Promise<ImportResult>;

export type RefreshSource = {
  name: RefreshSourceName;
  label: string;
  /**
   * The releases that should exist by `today` from `since` on (a release not yet published answers
   * 404: "not yet"). Each in date order, oldest first.
   */
  releases(since: string, today: string): Release[];
  /** Replaced in place: every check asks whether it changed (conditional request). */
  rolling: boolean;
  /** The downloaded file's name in the source's download folder. */
  fileName(release: Release): string;
  /** What the importer reads: the download itself, or what is unpacked from it. */
  unpack(file: string, release: Release): Promise<string>;
  load: Importer;
};

const pad = (n: number) => String(n).padStart(2, '0');
const QUARTER_ENDS = ['03-31', '06-30', '09-30', '12-31'] as const;

/** Quarter ends from the first on or after `since` (and `first`) to the last on or before `today`. */
export function quarterEnds(since: string, today: string, first: string): string[] {
  const from = since > first ? since : first;
  const out: string[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(today.slice(0, 4)); year++) {
    for (const end of QUARTER_ENDS) {
      const date = `${year}-${end}`;
      if (date >= from && date <= today) out.push(date);
    }
  }
  return out;
}

/** Years from `since`'s (and `first`) to the last one published by `today` (`lagYears` behind). */
function years(since: string, today: string, first: number, lagYears: number): number[] {
  const out: number[] = [];
  const last = Number(today.slice(0, 4)) - lagYears;
  for (let year = Math.max(Number(since.slice(0, 4)), first); year <= last; year++) out.push(year);
  return out;
}

/** The release's URL: the template with the release date's {YYYY}, {MM}, {DD}, {YYYYMMDD}. */
export function releaseUrl(template: string, release: Release): string {
  if (!release.date) return template;
  const [y, m, d] = release.date.split('-') as [string, string, string];
  return template
    .replaceAll('{YYYYMMDD}', `${y}${m}${d}`)
    .replaceAll('{YYYY}', y)
    .replaceAll('{MM}', m)
    .replaceAll('{DD}', d);
}

const asIs = async (file: string) => file;

/**
 * The Summary of Deposits zip holds one ALL_YYYY.csv; the importer knows the file by the sod_YYYY
 * name it is saved under, so the CSV is extracted under that name next to the download.
 */
async function extractSod(file: string, release: Release): Promise<string> {
  const entries = (await readZipDirectory(file)).filter((e) => /\.csv$/i.test(e.name));
  const [entry] = entries;
  if (!entry || entries.length !== 1) {
    throw new ImportError(`${path.basename(file)}: expected one CSV of branches, found ${entries.length}`);
  }
  const dir = path.join(path.dirname(file), `sod_${release.key}`);
  await mkdir(dir, { recursive: true });
  const target = path.join(dir, `sod_${release.key}.csv`);
  await pipeline(zipEntryStream(file, entry), createWriteStream(target));
  return target;
}

const quarterly = (
  name: RefreshSourceName,
  label: string,
  first: string,
  fileName: (date: string) => string,
  load: Importer,
): RefreshSource => ({
  name,
  label,
  rolling: false,
  releases: (since, today) => quarterEnds(since, today, first).map((date) => ({ key: date, date })),
  fileName: (release) => fileName(release.date ?? release.key),
  unpack: asIs,
  load,
});

const hmda = (name: 'hmda-panel' | 'hmda-lar', label: string, load: Importer): RefreshSource => ({
  name,
  label,
  rolling: false,
  // The snapshot of a year is published the next spring; the importers read the 2018 layout on.
  releases: (since, today) =>
    years(since, today, 2018, 1).map((y) => ({ key: String(y), date: `${y}-12-31` })),
  fileName: (release) => `${name}-${release.key}.zip`,
  unpack: asIs,
  load,
});

/**
 * The regulators' publications the refresh keeps current, in import order: quarters before branches
 * (branches match banks by certificate), structure changes after the banks they name, and each
 * HMDA year's panel before its loan records (the records are matched to the panel's lenders).
 */
export const REFRESH_SOURCES: readonly RefreshSource[] = [
  quarterly(
    'fdic-sdi',
    'FDIC SDI quarterly "All Reports"',
    '1992-12-31',
    (date) => `All_Reports_${date.replaceAll('-', '')}.zip`,
    importFdicSdi,
  ),
  quarterly(
    'ncua-5300',
    'NCUA 5300 call reports',
    '1994-06-30',
    (date) => `call-report-data-${date.slice(0, 7)}.zip`,
    importNcua5300,
  ),
  {
    name: 'fdic-sod',
    label: 'FDIC Summary of Deposits',
    rolling: false,
    // The survey is as of June 30 and published in the autumn.
    releases: (since, today) =>
      years(since, today, 1994, 0)
        .map((y) => ({ key: String(y), date: `${y}-06-30` }))
        .filter((r) => r.date <= today),
    fileName: (release) => `ALL_${release.key}.zip`,
    unpack: extractSod,
    load: importFdicSod,
  },
  {
    name: 'fdic-history',
    label: 'FDIC structure changes',
    rolling: true,
    releases: () => [{ key: 'current', date: null }],
    fileName: () => 'fdic-history.csv',
    unpack: asIs,
    load: importFdicHistory,
  },
  hmda('hmda-panel', 'HMDA reporter panel', importHmdaPanel),
  hmda('hmda-lar', 'HMDA loan/application records', importHmdaLar),
];

export function refreshSource(name: string): RefreshSource | undefined {
  return REFRESH_SOURCES.find((s) => s.name === name);
}

export const formatDate = (d: Date): string =>
  `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
