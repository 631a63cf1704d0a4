import { VENDOR_FIT_CATEGORIES, type VendorFitCategory } from '@fin-atlas/domain';

/**
 * The VendorFit model of one solution, as fitted and stored (vendor_fit_models.model). Every product's
 * client base is profiled on each variable as a histogram over the population's bins (deciles of a
 * numeric variable, levels of a categorical one). An institution's fit to a product is a naive-Bayes
 * posterior: the product's share of its size band and FI type, times, per variable, how much more
 * often the product's clients fall in the institution's bin than institutions at large. Per-category
 * sums of those log ratios are the sections' scores, so every figure is explained by its variables.
 */

export type FitVariable = {
  key: string;
  name: string;
  category: VendorFitCategory;
  kind: 'numeric' | 'categorical';
  /** A number format code for numeric variables; 'text' for categorical ones. */
  format: string;
  /** Numeric: the population's inner bin edges, ascending (value < edges[0] is bin 0). */
  edges?: number[];
  /** Categorical: the levels with a bin each; any other value falls in the last bin ('other'). */
  levels?: string[];
};

export type VariableProfile = {
  /** Clients with a value. */
  n: number;
  /** Smoothed share of the product's clients per bin (sums to 1). */
  bins: number[];
  /** Numeric: the clients' 10th, 25th, 50th, 75th and 90th percentiles. */
  quantiles: [number, number, number, number, number] | null;
};

export type ProductProfile = {
  product_id: number;
  product_name: string;
  vendor_id: number;
  vendor_name: string;
  clients: number;
  /** Smoothed share of clients per prior key (priorKey: FI type and asset band). */
  prior: Record<string, number>;
  variables: Record<string, VariableProfile>;
};

export type FitModel = {
  solution_id: number;
  solution_name: string;
  /** The quarter end the variables were read at. */
  period: string;
  variables: FitVariable[];
  /** The population's share per bin of each variable (the denominator of the ratios). */
  population: Record<string, number[]>;
  products: ProductProfile[];
  /**
   * How strongly the variables' evidence counts against the prior: variables are correlated, so
   * their log ratios are damped rather than summed at full weight. Chosen by the fit.
   */
  evidence_weight: number;
};

export type Features = Record<string, number | string | null>;

export type ProductFit = {
  product_id: number;
  /** Posterior probability among the model's products, 0..100. */
  fit_score: number;
  rank: number;
  /** Per category: 100 / (1 + e^-x) of the summed log ratios; 50 is neutral. */
  categories: Record<VendorFitCategory, number>;
  /** Per variable key: its log ratio (before damping). */
  contributions: Record<string, number>;
};

/** The prior's key: FI type and asset band id. */
export const priorKey = (fiType: string, assetBand: number): string => `${fiType}:${assetBand}`;

/** The bin a value falls in, or null when the value is missing. */
export function binOf(variable: FitVariable, value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (variable.kind === 'categorical') {
    const levels = variable.levels ?? [];
    const index = levels.indexOf(String(value));
    return index >= 0 ? index : levels.length;
  }
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  const edges = variable.edges ?? [];
  let bin = 0;
  while (bin < edges.length && value >= (edges[bin] as number)) bin++;
  return bin;
}

/** The number of bins of a variable. */
export const binCount = (variable: FitVariable): number =>
  variable.kind === 'categorical' ? (variable.levels?.length ?? 0) + 1 : (variable.edges?.length ?? 0) + 1;

/** log(product share / population share) of the institution's bin; 0 when unknown. */
export function logRatio(
  model: FitModel,
  product: ProductProfile,
  variable: FitVariable,
  value: number | string | null | undefined,
): number {
  const bin = binOf(variable, value);
  const profile = product.variables[variable.key];
  const population = model.population[variable.key];
  if (bin === null || !profile || !population || profile.n === 0) return 0;
  const productShare = profile.bins[bin] ?? 0;
  const populationShare = population[bin] ?? 0;
  if (productShare <= 0 || populationShare <= 0) return 0;
  return Math.log(productShare / populationShare);
}

const logistic = (x: number): number => 100 / (1 + Math.exp(-x));
const round1 = (x: number): number => Math.round(x * 10) / 10;

/**
 * Every product's fit for one institution, best first. `prior` is the institution's prior key; a
 * product with no clients in it gets the smallest share any product has there.
 */
export function scoreInstitution(model: FitModel, features: Features, prior: string): ProductFit[] {
  const scored = model.products.map((product) => {
    const categories = Object.fromEntries(VENDOR_FIT_CATEGORIES.map((c) => [c, 0])) as Record<
      VendorFitCategory,
      number
    >;
    const contributions: Record<string, number> = {};
    for (const variable of model.variables) {
      const ratio = logRatio(model, product, variable, features[variable.key]);
      contributions[variable.key] = ratio;
      categories[variable.category] += ratio;
    }
    const evidence = Object.values(categories).reduce((sum, x) => sum + x, 0);
    const priorShare = product.prior[prior] ?? product.prior['*'] ?? 1e-4;
    return {
      product,
      categories,
      contributions,
      logit: Math.log(priorShare) + model.evidence_weight * evidence,
    };
  });
  const top = Math.max(...scored.map((s) => s.logit));
  const total = scored.reduce((sum, s) => sum + Math.exp(s.logit - top), 0);
  return scored
    .map((s) => ({
      product_id: s.product.product_id,
      fit_score: round1((100 * Math.exp(s.logit - top)) / total),
      logit: s.logit,
      categories: Object.fromEntries(
        VENDOR_FIT_CATEGORIES.map((c) => [c, round1(logistic(s.categories[c]))]),
      ) as Record<VendorFitCategory, number>,
      contributions: s.contributions,
    }))
    .sort((a, b) => b.logit - a.logit || a.product_id - b.product_id)
    .map(({ logit: _logit, ...fit }, index) => ({ ...fit, rank: index + 1 }));
}

/**
 * The institution's percentile among a product's clients, read off the stored quantiles by linear
 * interpolation (below the 10th is read as 5, above the 90th as 95).
 */
export function percentileAmongClients(profile: VariableProfile, value: number): number | null {
  const q = profile.quantiles;
  if (!q) return null;
  const points: [number, number][] = [
    [q[0], 10],
    [q[1], 25],
    [q[2], 50],
    [q[3], 75],
    [q[4], 90],
  ];
  if (value < q[0]) return 5;
  if (value > q[4]) return 95;
  for (let i = 1; i < points.length; i++) {
    const [x1, p1] = points[i] as [number, number];
    const [x0, p0] = points[i - 1] as [number, number];
    if (value <= x1) return x1 === x0 ? p1 : round1(p0 + ((value - x0) / (x1 - x0)) * (p1 - p0));
  }
  return 95;
}
