import { binOf, type Features, type FitModel } from '../fit-model.js';

/** Every institution's fit to each product of a model: scores[i][p] (0..100), ranks[i][p] (1 = best). */
export type ScoredPopulation = {
  productIds: number[];
  scores: Float64Array[];
  ranks: Int16Array[];
};

const round1 = (x: number): number => Math.round(x * 10) / 10;

/**
 * The same posterior as scoreInstitution for many institutions at once: each product's log ratio per
 * bin is worked out once, and each institution's bins once, instead of per institution and product.
 * Scores and ranks agree with scoreInstitution's (a test holds them together). A compute-pool task.
 */
export function scoreMany({
  model,
  rows,
}: {
  model: FitModel;
  rows: readonly { features: Features; prior: string }[];
}): ScoredPopulation {
  const { products, variables } = model;
  const ratios = products.map((product) =>
    variables.map((variable) => {
      const profile = product.variables[variable.key];
      return (model.population[variable.key] ?? []).map((share, bin) => {
        const own = profile && profile.n > 0 ? (profile.bins[bin] ?? 0) : 0;
        return own > 0 && share > 0 ? Math.log(own / share) : 0;
      });
    }),
  );
  const order = products.map((_, p) => p);
  const scores: Float64Array[] = [];
  const ranks: Int16Array[] = [];
  const logits = new Float64Array(products.length);
  for (const { features, prior } of rows) {
    const bins = variables.map((variable) => binOf(variable, features[variable.key]));
    products.forEach((product, p) => {
      let evidence = 0;
      bins.forEach((bin, v) => {
        if (bin !== null) evidence += ratios[p]?.[v]?.[bin] ?? 0;
      });
      const share = product.prior[prior] ?? product.prior['*'] ?? 1e-4;
      logits[p] = Math.log(share) + model.evidence_weight * evidence;
    });
    let top = Number.NEGATIVE_INFINITY;
    for (const l of logits) top = Math.max(top, l);
    let total = 0;
    for (const l of logits) total += Math.exp(l - top);
    const score = new Float64Array(products.length);
    logits.forEach((l, p) => {
      score[p] = round1((100 * Math.exp(l - top)) / total);
    });
    order.sort(
      (a, b) =>
        (logits[b] as number) - (logits[a] as number) ||
        (products[a]?.product_id as number) - (products[b]?.product_id as number),
    );
    const rank = new Int16Array(products.length);
    order.forEach((p, place) => {
      rank[p] = place + 1;
    });
    scores.push(score);
    ranks.push(rank);
  }
  return { productIds: products.map((p) => p.product_id), scores, ranks };
}
