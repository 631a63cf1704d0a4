import {
  type FitProfileElements,
  type FitSolution,
  VENDOR_FIT_CATEGORIES,
  VENDOR_FIT_CATEGORY_LABELS,
} from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import type { FitVariable } from '../fit-model.js';
import { evaluationOf, modelledSolutionIds, storedModel } from './stored-models.js';

/**
 * GET /api/fit_profile/solutions: the solutions with a fitted model, each with its products, their
 * clients and how well the model predicted held-out switches.
 */
export async function fitSolutions(database: Database): Promise<FitSolution[]> {
  const rows = await database.query<{
    id: number;
    name: string;
    products: number;
    clients: number | null;
    period: string;
    fitted_at: string;
    evaluation: unknown;
  }>(
    `select s.id, s.name, jsonb_array_length(m.model->'products') as products,
            (select sum((p->>'clients')::int) from jsonb_array_elements(m.model->'products') p)::int as clients,
            m.period::text as period, m.fitted_at, m.evaluation
       from vendor_fit_models m join solutions s on s.id = m.solution_id
      order by s.is_core desc, s.name`,
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: r.name,
    products: Number(r.products),
    clients: Number(r.clients ?? 0),
    period: r.period,
    fitted_at: new Date(r.fitted_at).toISOString(),
    evaluation: evaluationOf(r.evaluation),
  }));
}

/**
 * GET /api/fit_profile/profile_elements: the variables the products' clients are profiled on, by
 * category: the union over the fitted models (a variable once, as the first model names it).
 */
export async function profileElements(database: Database): Promise<FitProfileElements> {
  const byKey = new Map<string, FitVariable>();
  for (const id of await modelledSolutionIds(database)) {
    for (const variable of (await storedModel(database, id)).model.variables) {
      if (!byKey.has(variable.key)) byKey.set(variable.key, variable);
    }
  }
  const variables = [...byKey.values()];
  return {
    categories: VENDOR_FIT_CATEGORIES.map((key) => ({
      key,
      name: VENDOR_FIT_CATEGORY_LABELS[key],
      elements: variables
        .filter((v) => v.category === key)
        .map((v) => ({ key: v.key, name: v.name, category: v.category, format: v.format })),
    })),
  };
}
