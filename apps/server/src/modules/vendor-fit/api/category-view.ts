import {
  type CellValue,
  type FitCategoryElement,
  type FitCategoryResponse,
  VENDOR_FIT_LIMITS,
  type VendorFitCategory,
} from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import {
  binOf,
  type FitVariable,
  logRatio,
  type ProductFit,
  type ProductProfile,
  percentileAmongClients,
} from '../fit-model.js';
import { fitSubject } from './fit-subject.js';
import { rankFor } from './ranking.js';
import { productProfile, type StoredModel, storedModel } from './stored-models.js';

/** The label of a categorical variable's bin: its level, or 'Other' for the catch-all last bin. */
export const levelName = (variable: FitVariable, bin: number): string => variable.levels?.[bin] ?? 'Other';

const round = (x: number, digits: number): number => {
  const f = 10 ** digits;
  return Math.round(x * f) / f;
};

/**
 * What a product's clients look like on one variable: the median of a numeric variable, the most
 * common level of a categorical one; null when the product has no client with a value.
 */
export function clientTypicalValue(
  variable: FitVariable,
  profile: ProductProfile['variables'][string] | undefined,
): CellValue {
  if (!profile || profile.n === 0) return null;
  if (variable.kind === 'numeric') return profile.quantiles?.[2] ?? null;
  let top = 0;
  profile.bins.forEach((share, bin) => {
    if (share > (profile.bins[top] ?? 0)) top = bin;
  });
  return levelName(variable, top);
}

/** One variable: the institution against the product's clients. */
export function categoryElement(
  stored: StoredModel,
  product: ProductProfile,
  variable: FitVariable,
  value: number | string | null | undefined,
): FitCategoryElement {
  const profile = product.variables[variable.key];
  const known = value === undefined ? null : value;
  const numeric = variable.kind === 'numeric';
  const quantiles = numeric && profile && profile.n > 0 ? profile.quantiles : null;
  const bin = binOf(variable, known);
  return {
    key: variable.key,
    name: variable.name,
    format: variable.format,
    value: known,
    percentile:
      quantiles && profile && typeof known === 'number' ? percentileAmongClients(profile, known) : null,
    median: quantiles?.[2] ?? null,
    p25: quantiles?.[1] ?? null,
    p75: quantiles?.[3] ?? null,
    share: !numeric && bin !== null && profile && profile.n > 0 ? round(profile.bins[bin] ?? 0, 4) : null,
    contribution: round(logRatio(stored.model, product, variable, known), 4),
  };
}

/** Per product id (the ranking's first VENDOR_FIT_LIMITS.vendor), each variable's typical client value. */
export function productValues(
  stored: StoredModel,
  ranking: readonly ProductFit[],
  variables: readonly FitVariable[],
): Record<string, Record<string, CellValue>> {
  const top = ranking.slice(0, VENDOR_FIT_LIMITS.vendor);
  return Object.fromEntries(
    top.map((fit) => {
      const product = stored.products.get(fit.product_id);
      return [
        String(fit.product_id),
        Object.fromEntries(variables.map((v) => [v.key, clientTypicalValue(v, product?.variables[v.key])])),
      ];
    }),
  );
}

/** The model's variables of one category, in the model's order. */
export const categoryVariables = (stored: StoredModel, category: VendorFitCategory): FitVariable[] =>
  stored.model.variables.filter((v) => v.category === category);

/**
 * GET /api/fit_profile/category: every variable of the category for the institution against the
 * product's clients, the category's score for that product, and the top products' typical values.
 */
export async function categoryView(
  database: Database,
  query: { institutionId: number; solutionId: number; productId: number; category: VendorFitCategory },
): Promise<FitCategoryResponse> {
  const [stored, subject] = await Promise.all([
    storedModel(database, query.solutionId),
    fitSubject(database, query.institutionId),
  ]);
  const product = productProfile(stored, query.productId);
  const variables = categoryVariables(stored, query.category);
  const ranking = rankFor(stored, subject);
  const fit = ranking.find((f) => f.product_id === product.product_id);
  return {
    category: query.category,
    product: { id: product.product_id, name: product.product_name },
    score: fit?.categories[query.category] ?? 50,
    elements: variables.map((v) => categoryElement(stored, product, v, subject.features[v.key])),
    product_values: productValues(stored, ranking, variables),
  };
}
