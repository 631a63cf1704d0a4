import { VENDOR_FIT_MIN_PRODUCT_CLIENTS } from '@fin-atlas/domain';
import type { FitModel, FitVariable, ProductProfile } from '../fit-model.js';
import type { FeatureTable } from './feature-table.js';
import {
  BIN_SMOOTHINGS,
  type Client,
  type KeyedShares,
  type ProductInfo,
  productProfiles,
  rowPriorKey,
} from './profiles.js';

/** The evidence weights tried; the one that best predicts held-back clients' products is kept. */
export const EVIDENCE_WEIGHTS = [0, 0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.7, 1] as const;
/** One client in this many is held back to choose the weight. */
const VALIDATION_EVERY = 5;
/** Used when too few clients are held back to choose by. */
const DEFAULT_WEIGHT = 0.3;
const MIN_VALIDATION = 20;

export type SolutionFitInput = {
  solution: { id: number; name: string };
  /** The solution's variables (its own technology variables already left out), binned on the population. */
  variables: readonly FitVariable[];
  /** bins[v][row]: the bin of variable v of each table row (-1: no value). */
  bins: readonly Int16Array[];
  population: Readonly<Record<string, number[]>>;
  table: FeatureTable;
  clients: readonly Client[];
  products: readonly ProductInfo[];
  keyed: KeyedShares;
};

/** A deterministic split by institution id, the same on every run and unrelated to the product. */
const heldBack = (institutionId: number): boolean =>
  ((institutionId * 2_654_435_761) >>> 0) % VALIDATION_EVERY === 0;

/** The products with enough clients, most clients first. */
export function modelledProducts(
  products: readonly ProductInfo[],
  clients: readonly Client[],
): ProductInfo[] {
  const counts = new Map<number, number>();
  for (const c of clients) counts.set(c.productId, (counts.get(c.productId) ?? 0) + 1);
  return products
    .filter((p) => (counts.get(p.product_id) ?? 0) >= VENDOR_FIT_MIN_PRODUCT_CLIENTS)
    .sort(
      (a, b) =>
        (counts.get(b.product_id) ?? 0) - (counts.get(a.product_id) ?? 0) || a.product_id - b.product_id,
    );
}

/** Per variable, the log ratio of each bin for one product (0 where the rule reads 0). */
function logRatioTable(
  product: ProductProfile,
  variables: readonly FitVariable[],
  population: FitModel['population'],
) {
  return variables.map((variable) => {
    const profile = product.variables[variable.key];
    const shares = population[variable.key] ?? [];
    return shares.map((share, bin) => {
      const own = profile && profile.n > 0 ? (profile.bins[bin] ?? 0) : 0;
      return own > 0 && share > 0 ? Math.log(own / share) : 0;
    });
  });
}

/** The fit's settings: how far bins are smoothed and how much the variables' evidence counts. */
type Settings = { smoothing: number; weight: number };
const DEFAULT_SETTINGS: Settings = { smoothing: 16, weight: DEFAULT_WEIGHT };

/** Mean log likelihood of the held-back clients' products under each evidence weight, for one smoothing. */
function likelihoods(input: SolutionFitInput, products: readonly ProductInfo[], smoothing: number) {
  const { table, variables, bins, population } = input;
  const train = input.clients.filter((c) => !heldBack(table.ids[c.row] as number));
  const validate = input.clients.filter((c) => heldBack(table.ids[c.row] as number));
  const fitted = productProfiles(
    modelledProducts(products, train),
    train,
    variables,
    bins,
    population,
    table,
    smoothing,
    input.keyed,
    // Only the stored model shows client quantiles; the settings search never reads them.
    { withQuantiles: false },
  );
  const index = new Map(fitted.map((p, i) => [p.product_id, i]));
  const scored = validate.filter((c) => index.has(c.productId));
  if (scored.length < MIN_VALIDATION || fitted.length < 2) return null;
  const ratios = fitted.map((p) => logRatioTable(p, variables, population));
  const cases = scored.map((client) => {
    const key = rowPriorKey(table, client.row);
    const evidence = fitted.map((_, p) => {
      let sum = 0;
      variables.forEach((_, v) => {
        const bin = bins[v]?.[client.row] as number;
        if (bin >= 0) sum += ratios[p]?.[v]?.[bin] ?? 0;
      });
      return sum;
    });
    const logPrior = fitted.map((p) => Math.log(p.prior[key] ?? p.prior['*'] ?? 1e-4));
    return { truth: index.get(client.productId) as number, evidence, logPrior };
  });
  return EVIDENCE_WEIGHTS.map((weight) => {
    let likelihood = 0;
    for (const c of cases) {
      const logits = c.logPrior.map((lp, p) => lp + weight * (c.evidence[p] as number));
      const top = Math.max(...logits);
      const norm = top + Math.log(logits.reduce((s, l) => s + Math.exp(l - top), 0));
      likelihood += (logits[c.truth] as number) - norm;
    }
    return { weight, likelihood: likelihood / cases.length };
  });
}

/**
 * The smoothing and evidence weight under which the held-back clients' own products are most
 * probable (mean log likelihood), profiles fitted on the other clients.
 */
function chooseSettings(input: SolutionFitInput, products: readonly ProductInfo[]): Settings {
  let best = DEFAULT_SETTINGS;
  let bestLikelihood = Number.NEGATIVE_INFINITY;
  for (const smoothing of BIN_SMOOTHINGS) {
    for (const { weight, likelihood } of likelihoods(input, products, smoothing) ?? []) {
      if (likelihood > bestLikelihood + 1e-9) {
        bestLikelihood = likelihood;
        best = { smoothing, weight };
      }
    }
  }
  return best;
}

/** The model of one solution from its clients: product profiles, priors and the chosen evidence weight. */
export function fitSolution(input: SolutionFitInput): FitModel {
  const products = modelledProducts(input.products, input.clients);
  const settings = chooseSettings(input, products);
  return {
    solution_id: input.solution.id,
    solution_name: input.solution.name,
    period: input.table.period,
    variables: [...input.variables],
    population: Object.fromEntries(input.variables.map((v) => [v.key, input.population[v.key] ?? []])),
    products: productProfiles(
      products,
      input.clients,
      input.variables,
      input.bins,
      input.population,
      input.table,
      settings.smoothing,
      input.keyed,
    ),
    evidence_weight: settings.weight,
  };
}
