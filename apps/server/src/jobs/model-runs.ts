import type { Database } from '../db/database.js';

/**
 * The model_runs table both predictive models record their passes in (FIN Intent scoring, the
 * VendorFit fit): which data load a pass read, when it ran, what it measured or why it failed.
 */

type Query = Pick<Database, 'query'>;

export type ModelRun = { id: number; dataStamp: number };

/** The newest data load's id: what a pass reads, and what tells whether a model is current. */
export async function newestDataLoad(database: Query): Promise<number> {
  const [row] = await database.query<{ id: number | null }>('select max(id)::int as id from data_loads');
  return row?.id ?? 0;
}

/**
 * Records a pass as running. A pass of the model still 'running' from before `staleAfterMinutes`
 * (any, when 0) was left by a process that died: it is marked failed with `interrupted`.
 */
export async function startModelRun(
  database: Query,
  model: string,
  { staleAfterMinutes, interrupted }: { staleAfterMinutes: number; interrupted: string },
): Promise<ModelRun> {
  await database.query(
    `update model_runs set status = 'failed', finished_at = now(), error = $3
      where model = $1 and status = 'running' and started_at <= now() - make_interval(mins => $2)`,
    [model, staleAfterMinutes, interrupted],
  );
  const dataStamp = await newestDataLoad(database);
  const [row] = await database.query<{ id: number }>(
    `insert into model_runs (model, data_stamp, status) values ($1, $2, 'running') returning id`,
    [model, dataStamp],
  );
  if (!row) throw new Error('model_runs insert returned no row');
  return { id: Number(row.id), dataStamp };
}

/** Closes a pass: finished with its period and summary, or failed with the error's message. */
export async function finishModelRun(
  session: Query,
  run: ModelRun,
  outcome: { period?: string | null; summary?: object; error?: unknown },
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
