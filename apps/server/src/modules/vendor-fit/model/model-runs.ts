import type { Database } from '../../../db/database.js';
import type { SqlSession } from '../../../ingest/store/index.js';

export const VENDOR_FIT_MODEL = 'vendor_fit';

/** A model_runs row's status: running, then finished (with its summary) or failed (with its error). */
export type RunStatus = 'running' | 'finished' | 'failed';

export type RunRef = { id: number; dataStamp: number };

/** What a run left 'running' by a process that died is marked with when the next fit starts. */
export const INTERRUPTED_RUN = 'Interrupted: the process running the fit ended before it finished.';

/** The newest data load: what a model run is fitted on. */
export async function currentDataStamp(database: Pick<Database, 'query'>): Promise<number> {
  const [row] = await database.query<{ id: number | null }>('select max(id)::int as id from data_loads');
  return row?.id ?? 0;
}

/**
 * Records the start of a fit. Fits run one at a time (an exclusive queue, or a single process), so a
 * run still 'running' was left by a process that died: it is marked failed.
 */
export async function startRun(database: Database): Promise<RunRef> {
  await database.query(
    `update model_runs set status = 'failed', finished_at = now(), error = $2
      where model = $1 and status = 'running'`,
    [VENDOR_FIT_MODEL, INTERRUPTED_RUN],
  );
  const dataStamp = await currentDataStamp(database);
  const [row] = await database.query<{ id: number }>(
    `insert into model_runs (model, data_stamp, status) values ($1, $2, 'running') returning id`,
    [VENDOR_FIT_MODEL, dataStamp],
  );
  return { id: Number(row?.id), dataStamp };
}

/** Closes a run: finished with its period and summary, or failed with the error's message. */
export async function finishRun(
  session: Pick<SqlSession, 'query'>,
  run: RunRef,
  outcome: { period?: string | null; summary?: Record<string, unknown>; error?: unknown },
): Promise<void> {
  if (outcome.error !== undefined) {
    const message = outcome.error instanceof Error ? outcome.error.message : String(outcome.error);
    await session.query(
      `update model_runs set status = 'failed', finished_at = now(), error = $2 where id = $1`,
      [run.id, message.slice(0, 1000)],
    );
    return;
  }
  await session.query(
    `update model_runs set status = 'finished', finished_at = now(), period = $2::date, summary = $3::jsonb
      where id = $1`,
    [run.id, outcome.period ?? null, JSON.stringify(outcome.summary ?? {})],
  );
}

/** The data stamp of the newest finished fit, or null before the first. */
export async function fittedDataStamp(database: Pick<Database, 'query'>): Promise<number | null> {
  const [row] = await database.query<{ stamp: number | null }>(
    `select max(data_stamp)::int as stamp from model_runs where model = $1 and status = 'finished'`,
    [VENDOR_FIT_MODEL],
  );
  return row?.stamp ?? null;
}

/** How many fits of this data stamp failed: the scan stops retrying a stamp that keeps failing. */
export async function failedFits(database: Pick<Database, 'query'>, dataStamp: number): Promise<number> {
  const [row] = await database.query<{ n: number }>(
    `select count(*)::int as n from model_runs where model = $1 and data_stamp = $2 and status = 'failed'`,
    [VENDOR_FIT_MODEL, dataStamp],
  );
  return row?.n ?? 0;
}
