import type { FitRankedProduct, FitRankingResponse } from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import { type ProductFit, scoreInstitution } from '../fit-model.js';
import { currentUse, type FitSubject, fitSubject } from './fit-subject.js';
import { type StoredModel, storedModel } from './stored-models.js';

/** Every product of the model ranked for the institution, best first (the scoring rule's answer). */
export const rankFor = (stored: StoredModel, subject: FitSubject): ProductFit[] =>
  scoreInstitution(stored.model, subject.features, subject.prior);

/** A ranked product as the calls answer it: names, clients, whether the institution runs it. */
export function rankedProduct(
  stored: StoredModel,
  fit: ProductFit,
  currentProductId: number | null,
): FitRankedProduct {
  const product = stored.products.get(fit.product_id);
  return {
    product_id: fit.product_id,
    product_name: product?.product_name ?? '',
    vendor_id: product?.vendor_id ?? 0,
    vendor_name: product?.vendor_name ?? '',
    fit_score: fit.fit_score,
    rank: fit.rank,
    clients: product?.clients ?? 0,
    is_current: fit.product_id === currentProductId,
    categories: fit.categories,
  };
}

/**
 * GET /api/fit_profile/product_fit_ranking: the institution's fit to each product of the solution,
 * the first `limit`, with the model's measured accuracy beside it.
 */
export async function productFitRanking(
  database: Database,
  query: { institutionId: number; solutionId: number; limit: number },
): Promise<FitRankingResponse> {
  const [stored, subject, current] = await Promise.all([
    storedModel(database, query.solutionId),
    fitSubject(database, query.institutionId),
    currentUse(database, query.institutionId, query.solutionId),
  ]);
  const ranking = rankFor(stored, subject);
  return {
    solution: stored.solution,
    period: stored.period,
    products: ranking
      .slice(0, query.limit)
      .map((fit) => rankedProduct(stored, fit, current?.product?.id ?? null)),
    evaluation: stored.evaluation,
    is_demo: subject.isDemo,
  };
}
