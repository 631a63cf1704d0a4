import type { Database } from '../../db/database.js';
import type { Validators } from './download.js';

export type ReleaseState = 'found' | 'downloaded' | 'imported' | 'failed';

export type ReleaseRow = {
  source: string;
  releaseKey: string;
  url: string;
  etag: string | null;
  lastModified: string | null;
  byteSize: number | null;
  sha256: string | null;
  state: ReleaseState;
  attempts: number;
  lastError: string | null;
  dataLoadId: number | null;
  importedAt: Date | null;
};

type RawRow = {
  source: string;
  release_key: string;
  url: string;
  etag: string | null;
  last_modified: string | null;
  byte_size: string | number | null;
  sha256: string | null;
  state: ReleaseState;
  attempts: number;
  last_error: string | null;
  data_load_id: number | null;
  imported_at: Date | string | null;
};

const toRow = (r: RawRow): ReleaseRow => ({
  source: r.source,
  releaseKey: r.release_key,
  url: r.url,
  etag: r.etag,
  lastModified: r.last_modified,
  byteSize: r.byte_size === null ? null : Number(r.byte_size),
  sha256: r.sha256,
  state: r.state,
  attempts: r.attempts,
  lastError: r.last_error,
  dataLoadId: r.data_load_id,
  importedAt: r.imported_at === null ? null : new Date(r.imported_at),
});

/** The releases of a source seen so far, by release key. */
export async function releasesOf(database: Database, source: string): Promise<Map<string, ReleaseRow>> {
  const rows = await database.query<RawRow>('select * from regulator_releases where source = $1', [source]);
  return new Map(rows.map((r) => [r.release_key, toRow(r)]));
}

export async function releaseOf(
  database: Database,
  source: string,
  releaseKey: string,
): Promise<ReleaseRow | undefined> {
  const [row] = await database.query<RawRow>(
    'select * from regulator_releases where source = $1 and release_key = $2',
    [source, releaseKey],
  );
  return row && toRow(row);
}

/** A download starts: the validators its bytes belong to (a resumed download checks them). */
export async function markFound(
  database: Database,
  source: string,
  releaseKey: string,
  url: string,
  validators: Validators,
): Promise<void> {
  await database.query(
    `insert into regulator_releases (source, release_key, url, etag, last_modified, state)
     values ($1, $2, $3, $4, $5, 'found')
     on conflict (source, release_key) do update
       set url = excluded.url, etag = excluded.etag, last_modified = excluded.last_modified,
           state = 'found', updated_at = now()`,
    [source, releaseKey, url, validators.etag, validators.lastModified],
  );
}

export async function markDownloaded(
  database: Database,
  source: string,
  releaseKey: string,
  file: { byteSize: number; sha256: string; validators: Validators },
): Promise<void> {
  await database.query(
    `update regulator_releases
        set state = 'downloaded', byte_size = $3, sha256 = $4, etag = $5, last_modified = $6,
            downloaded_at = now(), updated_at = now()
      where source = $1 and release_key = $2`,
    [source, releaseKey, file.byteSize, file.sha256, file.validators.etag, file.validators.lastModified],
  );
}

export async function markImported(
  database: Database,
  source: string,
  releaseKey: string,
  dataLoadId: number | null,
): Promise<void> {
  await database.query(
    `update regulator_releases
        set state = 'imported', attempts = 0, last_error = null, data_load_id = $3,
            imported_at = now(), updated_at = now()
      where source = $1 and release_key = $2`,
    [source, releaseKey, dataLoadId],
  );
}

/**
 * An attempt failed: counted, with its error. A release already imported stays imported (its data
 * is still there); the failure is what the FIN Admin sees.
 */
export async function markFailed(
  database: Database,
  source: string,
  releaseKey: string,
  url: string,
  error: string,
): Promise<number> {
  const [row] = await database.query<{ attempts: number }>(
    `insert into regulator_releases (source, release_key, url, state, attempts, last_error)
     values ($1, $2, $3, 'failed', 1, $4)
     on conflict (source, release_key) do update
       set attempts = regulator_releases.attempts + 1, last_error = excluded.last_error,
           state = case when regulator_releases.state = 'imported' then 'imported' else 'failed' end,
           updated_at = now()
     returning attempts`,
    [source, releaseKey, url, error],
  );
  return row?.attempts ?? 1;
}

export type CheckOutcome = 'new' | 'unchanged' | 'failed';

export async function recordCheck(
  database: Database,
  source: string,
  check: { at: Date; outcome: CheckOutcome; detail: string; nextCheckAt: Date },
): Promise<void> {
  await database.query(
    `insert into regulator_checks (source, checked_at, outcome, detail, next_check_at)
     values ($1, $2, $3, $4, $5)
     on conflict (source) do update
       set checked_at = excluded.checked_at, outcome = excluded.outcome, detail = excluded.detail,
           next_check_at = excluded.next_check_at`,
    [source, check.at.toISOString(), check.outcome, check.detail, check.nextCheckAt.toISOString()],
  );
}

/** The sources whose next check is due (or that were never checked), of those given. */
export async function dueSources(
  database: Database,
  sources: readonly string[],
  now: Date,
): Promise<string[]> {
  const rows = await database.query<{ source: string; next_check_at: Date | string }>(
    'select source, next_check_at from regulator_checks',
  );
  const next = new Map(rows.map((r) => [r.source, new Date(r.next_check_at).getTime()]));
  return sources.filter((s) => (next.get(s) ?? 0) <= now.getTime());
}

/** The data_loads row an import just wrote (importers replace the row of the same source and period). */
export async function latestDataLoadId(
  database: Database,
  source: string,
  period: string | null,
): Promise<number | null> {
  const [row] = await database.query<{ id: number }>(
    'select id from data_loads where source = $1 and period is not distinct from $2::date order by id desc limit 1',
    [source, period],
  );
  return row ? Number(row.id) : null;
}
