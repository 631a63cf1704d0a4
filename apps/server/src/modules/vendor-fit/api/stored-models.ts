import { type FitEvaluation, fitEvaluationSchema, VENDOR_FIT_MESSAGES } from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import { notFound, unprocessable } from '../../../http/app-error.js';
import type { FitModel, FitVariable, ProductProfile } from '../fit-model.js';

/** A solution's fitted model as the predictions read it, with lookups by product and variable. */
export type StoredModel = {
  solution: { id: number; name: string };
  model: FitModel;
  evaluation: FitEvaluation | null;
  period: string;
  fittedAt: string;
  products: ReadonlyMap<number, ProductProfile>;
  variables: ReadonlyMap<string, FitVariable>;
};

type ModelStamp = { id: number; name: string; fitted_at: string | null };

/** Per database, per solution: the model parsed at its fitted_at. A refit changes the stamp. */
const caches = new WeakMap<Database, Map<number, StoredModel>>();

function cacheOf(database: Database): Map<number, StoredModel> {
  let cache = caches.get(database);
  if (!cache) {
    cache = new Map();
    caches.set(database, cache);
  }
  return cache;
}

/** The stored evaluation when it has the contract's shape; anything else reads as not measured. */
export function evaluationOf(value: unknown): FitEvaluation | null {
  const parsed = fitEvaluationSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The solution's model. Each call reads only the model's fitted_at; the JSON (every product's
 * client profile, hundreds of kilobytes) is read and parsed again only after a refit, so a ranking
 * costs a few small queries and arithmetic. An unknown solution is a 404, one without a model the
 * spec's "not ready" message.
 */
export async function storedModel(database: Database, solutionId: number): Promise<StoredModel> {
  const [stamp] = await database.query<ModelStamp>(
    `select s.id, s.name, m.fitted_at::text as fitted_at
       from solutions s left join vendor_fit_models m on m.solution_id = s.id
      where s.id = $1`,
    [solutionId],
  );
  if (!stamp) throw notFound('Solution not found.');
  if (stamp.fitted_at === null) throw unprocessable(VENDOR_FIT_MESSAGES.noModel);
  const cache = cacheOf(database);
  const cached = cache.get(solutionId);
  if (cached?.fittedAt === stamp.fitted_at) return cached;

  const [row] = await database.query<{
    model: FitModel;
    evaluation: unknown;
    period: string;
    fitted_at: string;
  }>(
    `select model, evaluation, period::text as period, fitted_at::text as fitted_at
       from vendor_fit_models where solution_id = $1`,
    [solutionId],
  );
  // Deleted between the two reads: as if it had never been fitted.
  if (!row) throw unprocessable(VENDOR_FIT_MESSAGES.noModel);
  const stored: StoredModel = {
    solution: { id: stamp.id, name: stamp.name },
    model: row.model,
    evaluation: evaluationOf(row.evaluation),
    period: row.period,
    fittedAt: row.fitted_at,
    products: new Map(row.model.products.map((p) => [p.product_id, p])),
    variables: new Map(row.model.variables.map((v) => [v.key, v])),
  };
  cache.set(solutionId, stored);
  return stored;
}

/** The model's profile of a product, or the spec's message for a product with too few clients. */
export function productProfile(stored: StoredModel, productId: number): ProductProfile {
  const product = stored.products.get(productId);
  if (!product) throw unprocessable(VENDOR_FIT_MESSAGES.productNotInModel);
  return product;
}

/** The solutions with a fitted model, by name. */
export async function modelledSolutionIds(database: Database): Promise<number[]> {
  const rows = await database.query<{ id: number }>(
    `select m.solution_id as id from vendor_fit_models m join solutions s on s.id = m.solution_id order by s.name`,
  );
  return rows.map((r) => Number(r.id));
}

/** The default solution of the ranking: core processing. */
export async function coreSolutionId(database: Database): Promise<number> {
  const [row] = await database.query<{ id: number }>(
    'select id from solutions where is_core order by id limit 1',
  );
  if (!row) throw unprocessable(VENDOR_FIT_MESSAGES.noModel);
  return Number(row.id);
}
