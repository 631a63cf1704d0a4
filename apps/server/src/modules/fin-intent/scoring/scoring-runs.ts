import type { Database } from '../../../db/database.js';
import { type ModelRun, startModelRun } from '../../../jobs/model-runs.js';
import type { Period } from '../../../metrics/periods.js';

export const INTENT_MODEL = 'fin_intent';

/** A pass still 'running' after this long died with its process (the job's expiry is shorter). */
const ABANDONED_AFTER_MINUTES = 60;

/** Records a pass as running (and passes left running by a process that died as failed). */
export const startRun = (database: Database): Promise<ModelRun> =>
  startModelRun(database, INTENT_MODEL, {
    staleAfterMinutes: ABANDONED_AFTER_MINUTES,
    interrupted: 'Interrupted before it finished.',
  });

/** The last finished pass: the data load it read and the signal definitions it scored. */
export async function latestFinishedRun(
  database: Database,
): Promise<{ id: number; dataStamp: number; period: Period | null; definitions: string | null } | null> {
  const [row] = await database.query<{
    id: number;
    data_stamp: number;
    period: string | null;
    definitions: string | null;
  }>(
    `select id, data_stamp, period::text as period, summary->>'definitions' as definitions
       from model_runs where model = $1 and status = 'finished'
      order by finished_at desc, id desc limit 1`,
    [INTENT_MODEL],
  );
  return row
    ? { id: row.id, dataStamp: row.data_stamp, period: row.period, definitions: row.definitions }
    : null;
}

/** After a pass failed its last attempt, scans wait this long before queueing another. */
const FAILURE_PAUSE_MINUTES = 15;

/** Whether the newest pass failed a short while ago: a scan then leaves the queue alone for a while. */
export async function lastPassFailedRecently(database: Database): Promise<boolean> {
  const [row] = await database.query<{ failed: boolean }>(
    `select status = 'failed' and finished_at > now() - make_interval(mins => $2) as failed
       from model_runs where model = $1 order by started_at desc, id desc limit 1`,
    [INTENT_MODEL, FAILURE_PAUSE_MINUTES],
  );
  return row?.failed ?? false;
}
