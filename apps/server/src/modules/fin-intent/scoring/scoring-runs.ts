import type { IntentScoringSummary } from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import type { Period } from '../../../metrics/periods.js';

export const INTENT_MODEL = 'fin_intent';

/** A pass still 'running' after this long died with its process (the job's expiry is shorter). */
const ABANDONED_AFTER_MINUTES = 60;

/** The newest data load: what a pass reads, and what tells whether the scores are current. */
export async function dataStamp(database: Database): Promise<number> {
  const [row] = await database.query<{ stamp: number | null }>(
    'select max(id)::int as stamp from data_loads',
  );
  return row?.stamp ?? 0;
}

/** Records a pass as running (and passes left running by a process that died as failed). */
export async function startRun(database: Database): Promise<{ id: number; dataStamp: number }> {
  await database.query(
    `update model_runs set status = 'failed', finished_at = now(), error = 'Interrupted before it finished.'
      where model = $1 and status = 'running' and started_at < now() - make_interval(mins => $2)`,
    [INTENT_MODEL, ABANDONED_AFTER_MINUTES],
  );
  const stamp = await dataStamp(database);
  const [row] = await database.query<{ id: number }>(
    `insert into model_runs (model, data_stamp, status) values ($1, $2, 'running') returning id`,
    [INTENT_MODEL, stamp],
  );
  if (!row) throw new Error('model_runs insert returned no row');
  return { id: row.id, dataStamp: stamp };
}

export async function finishRun(
  database: Database,
  id: number,
  outcome:
    | { status: 'finished'; period: Period | null; summary: IntentScoringSummary }
    | { status: 'failed'; period: null; error: unknown },
): Promise<void> {
  const error =
    outcome.status === 'failed'
      ? outcome.error instanceof Error
        ? outcome.error.message
        : String(outcome.error)
      : null;
  await database.query(
    `update model_runs set status = $2, period = $3::date, summary = $4::jsonb, error = $5, finished_at = now()
      where id = $1`,
    [
      id,
      outcome.status,
      outcome.period,
      JSON.stringify(outcome.status === 'finished' ? outcome.summary : {}),
      error,
    ],
  );
}

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
