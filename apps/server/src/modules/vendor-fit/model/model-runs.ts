import type { Database } from '../../../db/database.js';
import { type ModelRun, startModelRun } from '../../../jobs/model-runs.js';

export const VENDOR_FIT_MODEL = 'vendor_fit';

/** A model_runs row's status: running, then finished (with its summary) or failed (with its error). */
export type RunStatus = 'running' | 'finished' | 'failed';

export type RunRef = ModelRun;

/** What a run left 'running' by a process that died is marked with when the next fit starts. */
export const INTERRUPTED_RUN = 'Interrupted: the process running the fit ended before it finished.';

/** Records the start of a fit. Fits run one at a time, so any run still 'running' was left by a dead process. */
export const startRun = (database: Database): Promise<RunRef> =>
  startModelRun(database, VENDOR_FIT_MODEL, { staleAfterMinutes: 0, interrupted: INTERRUPTED_RUN });

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
