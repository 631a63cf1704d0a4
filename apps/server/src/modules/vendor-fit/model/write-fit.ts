import { cooperativeTurns } from '../../../compute/turns.js';
import type { Database } from '../../../db/database.js';
import { insertRows, withTransaction } from '../../../ingest/store/index.js';
import { finishModelRun } from '../../../jobs/model-runs.js';
import type { Features } from '../fit-model.js';
import { type FeatureTable, featuresOfRow } from './feature-table.js';
import type { FittedSolution } from './fit-models.task.js';
import type { RunRef } from './model-runs.js';

/**
 * Replaces the stored models and variables with a fit's, and closes its run, in one transaction: a
 * reader sees the previous fit or this one, never half of each. Solutions no longer modelled lose
 * their model.
 */
export async function writeFit(
  database: Database,
  fit: {
    run: RunRef;
    period: string | null;
    fitted: readonly FittedSolution[];
    population: FeatureTable | null;
    summary: Record<string, unknown>;
  },
): Promise<void> {
  const { population } = fit;
  const featureRows: [number, string, Features][] = [];
  if (population) {
    const turn = cooperativeTurns();
    for (let row = 0; row < population.ids.length; row++) {
      await turn();
      featureRows.push([population.ids[row] as number, population.period, featuresOfRow(population, row)]);
    }
  }
  await withTransaction(database, async (session) => {
    await session.query('delete from vendor_fit_models where not (solution_id = any($1::int[]))', [
      fit.fitted.map((f) => f.model.solution_id),
    ]);
    for (const { model, evaluation } of fit.fitted) {
      await session.query(
        `insert into vendor_fit_models (solution_id, period, fitted_at, model, evaluation)
         values ($1, $2::date, now(), $3::jsonb, $4::jsonb)
         on conflict (solution_id) do update set period = excluded.period, fitted_at = excluded.fitted_at,
           model = excluded.model, evaluation = excluded.evaluation`,
        [model.solution_id, model.period, JSON.stringify(model), JSON.stringify(evaluation)],
      );
    }
    await session.query('delete from vendor_fit_features');
    await insertRows(
      session,
      'vendor_fit_features',
      [
        { name: 'institution_id', type: 'int' },
        { name: 'period', type: 'date' },
        { name: 'values', type: 'jsonb' },
      ],
      featureRows,
      { batchSize: 2000 },
    );
    await finishModelRun(session, fit.run, { period: fit.period, summary: fit.summary });
  });
}
