import { assetBandIdOf } from '@fin-atlas/domain';
import { computeTask, runCompute } from '../../../compute/worker-pool.js';
import type { Database } from '../../../db/database.js';
import { stampedCache } from '../../../db/stamped-cache.js';
import { type Features, type FitModel, priorKey } from '../fit-model.js';
import type { ScoredPopulation, scoreMany } from './score-many.task.js';

const SCORE_MANY = computeTask<typeof scoreMany>(
  new URL('./score-many.task.js', import.meta.url),
  'scoreMany',
);

/** Every bank's and credit union's fit to each Core Processing product of the stored model. */
export type CoreFit = {
  fittedAt: string;
  solution: { id: number; name: string };
  period: string;
  products: { id: number; name: string; vendor: string; clients: number }[];
  /** Institution id -> its row of `scored`. */
  rowOf: ReadonlyMap<number, number>;
  scored: ScoredPopulation;
};

/** How long a checked fit stays trusted: a burst of counts while a query is edited costs one check. */
const STAMP_MS = 1000;

async function readCoreFit(database: Database): Promise<CoreFit | null> {
  const [row] = await database.query<{
    solution_id: number;
    name: string;
    fitted_at: Date | string;
    model: FitModel;
  }>(
    `select m.solution_id, s.name, m.fitted_at, m.model
       from vendor_fit_models m join solutions s on s.id = m.solution_id
      where s.is_core order by s.id limit 1`,
  );
  if (!row) return null;
  const features = await database.query<{
    institution_id: number;
    fi_type: string;
    latest_assets: number | null;
    values: Features;
  }>(
    `select f.institution_id, i.fi_type, i.latest_assets, f.values
       from vendor_fit_features f join institutions i on i.id = f.institution_id order by f.institution_id`,
  );
  const model = row.model;
  const rows = features.map((f) => {
    const assets = typeof f.values.total_assets === 'number' ? f.values.total_assets : f.latest_assets;
    return { features: f.values, prior: priorKey(f.fi_type, assetBandIdOf(assets) ?? 0) };
  });
  const scored = await runCompute(SCORE_MANY, { model, rows });
  return {
    fittedAt: row.fitted_at instanceof Date ? row.fitted_at.toISOString() : String(row.fitted_at),
    solution: { id: Number(row.solution_id), name: row.name },
    period: model.period,
    products: model.products.map((p) => ({
      id: p.product_id,
      name: p.product_name,
      vendor: p.vendor_name,
      clients: p.clients,
    })),
    rowOf: new Map(features.map((f, i) => [Number(f.institution_id), i])),
    scored,
  };
}

const caches = new WeakMap<Database, () => Promise<CoreFit | null>>();

/**
 * The Core Processing fit of every institution, scored once per fitted model (on the compute pool)
 * and kept until a new fit is stored; every node notices within a second.
 */
export function coreFitFor(database: Database): Promise<CoreFit | null> {
  let cache = caches.get(database);
  if (!cache) {
    cache = stampedCache(
      async () => {
        const [row] = await database.query<{ stamp: string | null }>(
          `select max(m.fitted_at)::text as stamp from vendor_fit_models m
             join solutions s on s.id = m.solution_id where s.is_core`,
        );
        return row?.stamp ?? 'none';
      },
      () => readCoreFit(database),
      { maxAgeMs: STAMP_MS },
    );
    caches.set(database, cache);
  }
  return cache();
}
