import { existsSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { computeTask, runComputeAlone } from '../../compute/worker-pool.js';
import type { RefreshConfig } from '../../config/config.js';
import type { Database } from '../../db/database.js';
import type { ImportResult } from '../import-report.js';
import { type Progress, silentProgress } from '../progress.js';
import { DownloadError, discardDownload, downloadRelease, TransientDownloadError } from './download.js';
import type { importReleaseTask as importReleaseTaskFunction } from './import-release.task.js';
import {
  type CheckOutcome,
  latestDataLoadId,
  markDownloaded,
  markFailed,
  markFound,
  markImported,
  type ReleaseRow,
  recordCheck,
  releaseOf,
  releasesOf,
} from './refresh-state.js';
import { formatDate, REFRESH_SOURCES, type RefreshSource, type Release, releaseUrl } from './sources.js';

export type ReleaseOutcome = {
  source: string;
  release: string;
  outcome: 'imported' | 'unchanged' | 'not-yet' | 'failed';
  /** imported: the period loaded and its rows; failed: why. */
  detail: string;
};

export type RefreshRun = {
  config: RefreshConfig;
  /** The sources to check (default: all); the schedule passes the ones whose check is due. */
  sources?: readonly string[];
  /** Overrides the configured history start (`--since`). */
  since?: string;
  progress?: Progress;
  /** Attempts per release in one check before it is recorded failed (5xx, network, cut short). */
  attempts?: number;
  /** The wait before the second attempt; each further one waits twice as long. */
  backoffMs?: number;
  now?: () => Date;
  signal?: AbortSignal;
  /**
   * Imports on a worker thread of their own (PostgreSQL only): a serving process's job keeps its
   * event loop for requests. The CLI imports in-process, with its progress bar.
   */
  importOnWorker?: boolean;
};

const DEFAULT_ATTEMPTS = 3;
const DEFAULT_BACKOFF_MS = 5_000;
/** After a failed check the source is checked again sooner than the interval, backing off. */
const FAILED_RECHECK_MS = 30 * 60_000;

type Context = Required<Pick<RefreshRun, 'config' | 'progress' | 'attempts' | 'backoffMs'>> & {
  database: Database;
  signal: AbortSignal | undefined;
  importOnWorker: boolean;
};

const importReleaseTask = computeTask<typeof importReleaseTaskFunction>(
  new URL('./import-release.task.js', import.meta.url),
  'importReleaseTask',
);

/** The release loaded by its importer: here, or on a worker thread with a connection of its own. */
function load(context: Context, source: RefreshSource, location: string): Promise<ImportResult> {
  const { database } = context;
  if (context.importOnWorker && database.kind === 'postgres' && database.connectionString) {
    const input = { connectionString: database.connectionString, source: source.name, location };
    return runComputeAlone(importReleaseTask, input);
  }
  return source.load(database, location, { progress: context.progress });
}

/**
 * Which releases to ask for: every one not imported yet; of the imported ones, a file replaced in
 * place and the source's newest release (regulators restate their latest filing), conditionally.
 */
function wanted(source: RefreshSource, releases: Release[], rows: Map<string, ReleaseRow>): Release[] {
  const imported = releases.filter((r) => rows.get(r.key)?.state === 'imported');
  const newest = imported.at(-1)?.key;
  return releases.filter((r) => rows.get(r.key)?.state !== 'imported' || source.rolling || r.key === newest);
}

async function importRelease(
  context: Context,
  source: RefreshSource,
  release: Release,
  file: string,
): Promise<ReleaseOutcome> {
  const { database, progress } = context;
  const location = await source.unpack(file, release);
  const result = await load(context, source, location);
  progress.done();
  const loadId = await latestDataLoadId(database, result.source, result.period);
  await markImported(database, source.name, release.key, loadId);
  return {
    source: source.name,
    release: release.key,
    outcome: 'imported',
    detail: `${result.period ?? 'current'}: ${result.rowCount.toLocaleString('en-US')} rows`,
  };
}

/** One attempt: download (unless a complete download awaits its import), then import. */
async function attemptRelease(
  context: Context,
  source: RefreshSource,
  release: Release,
  row: ReleaseRow | undefined,
): Promise<ReleaseOutcome> {
  const { database, progress } = context;
  const url = releaseUrl(context.config.urls[source.name], release);
  const target = path.join(context.config.downloadDir, source.name, source.fileName(release));
  if (row?.state === 'downloaded' && existsSync(target))
    return importRelease(context, source, release, target);
  const imported = row?.state === 'imported';
  const validators = row && { etag: row.etag, lastModified: row.lastModified };
  const outcome = await downloadRelease({
    url,
    target,
    current: imported ? validators : undefined,
    partial: imported ? undefined : validators,
    signal: context.signal,
    onStart: async (started, total) => {
      await markFound(database, source.name, release.key, url, started);
      progress.phase(`${source.name} ${release.key}: downloading`, total, 'bytes');
    },
    onBytes: (n) => progress.advance(n),
  });
  progress.done();
  if (outcome.kind === 'not-yet')
    return { source: source.name, release: release.key, outcome: 'not-yet', detail: '' };
  if (outcome.kind === 'unchanged' || (imported && outcome.sha256 === row.sha256)) {
    if (outcome.kind === 'complete')
      await markImported(database, source.name, release.key, row?.dataLoadId ?? null);
    return { source: source.name, release: release.key, outcome: 'unchanged', detail: '' };
  }
  await markDownloaded(database, source.name, release.key, outcome);
  return importRelease(context, source, release, outcome.file);
}

/**
 * A release through its attempts: a transient failure (5xx, network, a download cut short) is tried
 * again after a growing wait; one that outlasts the attempts, or any other failure, is recorded.
 * A file the importer refuses is deleted, so that the next check downloads it afresh.
 */
async function refreshRelease(
  context: Context,
  source: RefreshSource,
  release: Release,
  row: ReleaseRow | undefined,
): Promise<ReleaseOutcome & { attempts?: number }> {
  const url = releaseUrl(context.config.urls[source.name], release);
  for (let attempt = 1; ; attempt++) {
    try {
      // Each attempt reads the state again: a cut-off attempt left validators to resume with.
      const current = attempt === 1 ? row : await releaseOf(context.database, source.name, release.key);
      return await attemptRelease(context, source, release, current);
    } catch (error) {
      context.progress.done();
      if (context.signal?.aborted) throw error;
      const transient = error instanceof TransientDownloadError;
      if (transient && attempt < context.attempts) {
        context.progress.log(`${source.name} ${release.key}: ${(error as Error).message}; trying again`);
        await sleep(context.backoffMs * 2 ** (attempt - 1), undefined, { signal: context.signal });
        continue;
      }
      const message = (error as Error).message;
      if (!transient && !(error instanceof DownloadError)) {
        await discardDownload(path.join(context.config.downloadDir, source.name, source.fileName(release)));
      }
      const attempts = await markFailed(context.database, source.name, release.key, url, message);
      return { source: source.name, release: release.key, outcome: 'failed', detail: message, attempts };
    }
  }
}

function checkSummary(outcomes: ReleaseOutcome[]): { outcome: CheckOutcome; detail: string } {
  const count = (kind: ReleaseOutcome['outcome']) => outcomes.filter((o) => o.outcome === kind);
  const failed = count('failed');
  const imported = count('imported');
  const parts = [
    imported.length > 0 && `${imported.length} imported (${imported.map((o) => o.release).join(', ')})`,
    failed.length > 0 &&
      `${failed.length} failed: ${failed.map((o) => `${o.release}: ${o.detail}`).join('; ')}`,
  ].filter(Boolean);
  const outcome: CheckOutcome = failed.length > 0 ? 'failed' : imported.length > 0 ? 'new' : 'unchanged';
  return { outcome, detail: parts.join('; ') || 'nothing new' };
}

async function refreshSource(context: Context, source: RefreshSource, since: string, now: Date) {
  const rows = await releasesOf(context.database, source.name);
  const outcomes: (ReleaseOutcome & { attempts?: number })[] = [];
  for (const release of wanted(source, source.releases(since, formatDate(now)), rows)) {
    outcomes.push(await refreshRelease(context, source, release, rows.get(release.key)));
  }
  const summary = checkSummary(outcomes);
  const interval = context.config.intervalHours * 3_600_000;
  const failures = Math.max(0, ...outcomes.map((o) => o.attempts ?? 0));
  const wait =
    summary.outcome === 'failed' ? Math.min(interval, FAILED_RECHECK_MS * 2 ** (failures - 1)) : interval;
  await recordCheck(context.database, source.name, {
    at: now,
    ...summary,
    nextCheckAt: new Date(now.getTime() + wait),
  });
  return outcomes;
}

/**
 * Checks the sources for new releases, downloads what is new and imports it through the importers
 * (each in one transaction, recording its data_loads row), then records each source's check and
 * when the next is due. Failures are recorded, not thrown: one source's outage does not stop another.
 */
export async function runRefresh(database: Database, run: RefreshRun): Promise<ReleaseOutcome[]> {
  const context: Context = {
    database,
    config: run.config,
    progress: run.progress ?? silentProgress,
    attempts: run.attempts ?? DEFAULT_ATTEMPTS,
    backoffMs: run.backoffMs ?? DEFAULT_BACKOFF_MS,
    signal: run.signal,
    importOnWorker: run.importOnWorker ?? false,
  };
  const names = run.sources ?? run.config.sources;
  const outcomes: ReleaseOutcome[] = [];
  for (const source of REFRESH_SOURCES.filter((s) => names.includes(s.name))) {
    outcomes.push(
      ...(await refreshSource(
        context,
        source,
        run.since ?? run.config.since,
        (run.now ?? (() => new Date()))(),
      )),
    );
  }
  return outcomes;
}
