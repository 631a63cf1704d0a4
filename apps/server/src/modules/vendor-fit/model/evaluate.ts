import { type FitEvaluation, VENDOR_FIT_MIN_SWITCHES } from '@fin-atlas/domain';
import { type FitModel, scoreInstitution } from '../fit-model.js';
import { type FeatureTable, featuresOfRow } from './feature-table.js';
import { type Client, rowPriorKey } from './profiles.js';

/** A held-out switch: the institution's variables the quarter before, the product it left and the one it chose. */
export type HoldoutCase = {
  /** The case's row in the held-out table (variables read at the quarter before the switch). */
  row: number;
  oldProductId: number | null;
  /** A competitive switch leaves the vendor: none of its products is a candidate. */
  oldVendorId: number | null;
  newProductId: number;
};

/** The stored evaluation: the contract's figures and whether there were enough switches to measure. */
export type StoredEvaluation = FitEvaluation & { status: 'measured' | 'too_few_switches' };

/**
 * The baseline's ranking: the products most common among the training clients of the institution's
 * FI type and asset band, then overall, then by id.
 */
export function baselineRanker(
  model: FitModel,
  training: FeatureTable,
  clients: readonly Client[],
): (key: string) => number[] {
  const modelled = new Set(model.products.map((p) => p.product_id));
  const overall = new Map<number, number>();
  const perKey = new Map<string, Map<number, number>>();
  for (const client of clients) {
    if (!modelled.has(client.productId)) continue;
    overall.set(client.productId, (overall.get(client.productId) ?? 0) + 1);
    const key = rowPriorKey(training, client.row);
    const counts = perKey.get(key) ?? new Map<number, number>();
    counts.set(client.productId, (counts.get(client.productId) ?? 0) + 1);
    perKey.set(key, counts);
  }
  return (key) => {
    const inKey = perKey.get(key) ?? new Map<number, number>();
    return [...modelled].sort(
      (a, b) =>
        (inKey.get(b) ?? 0) - (inKey.get(a) ?? 0) || (overall.get(b) ?? 0) - (overall.get(a) ?? 0) || a - b,
    );
  };
}

/** Where the chosen product sits in a ranking without the products left behind: 1 is first; 0 when absent. */
function placeOf(ranking: readonly number[], chosen: number, left: ReadonlySet<number>): number {
  return ranking.filter((id) => !left.has(id)).indexOf(chosen) + 1;
}

/** The products a switcher left: the old product and every product of the old vendor. */
function leftBehind(model: FitModel, c: HoldoutCase): Set<number> {
  const left = new Set(
    model.products.flatMap((p) =>
      c.oldVendorId !== null && p.vendor_id === c.oldVendorId ? [p.product_id] : [],
    ),
  );
  if (c.oldProductId !== null) left.add(c.oldProductId);
  return left;
}

/**
 * Top-1 and top-3 accuracy of the model and of the baseline on held-out switches: each switcher's
 * new product predicted from its variables the quarter before the switch. A competitive switch is a
 * change of vendor, so neither the old product nor any other product of the old vendor is a
 * candidate for either. A new product the model does not know counts as a miss for both.
 */
export function evaluateHoldout(
  model: FitModel,
  holdout: FeatureTable,
  cases: readonly HoldoutCase[],
  baseline: (key: string) => number[],
  window: { start: string; end: string },
): StoredEvaluation {
  let top1 = 0;
  let top3 = 0;
  let baseTop1 = 0;
  let baseTop3 = 0;
  for (const c of cases) {
    const key = rowPriorKey(holdout, c.row);
    const ranked = scoreInstitution(model, featuresOfRow(holdout, c.row), key).map((f) => f.product_id);
    const left = leftBehind(model, c);
    const place = placeOf(ranked, c.newProductId, left);
    const basePlace = placeOf(baseline(key), c.newProductId, left);
    if (place === 1) top1++;
    if (place >= 1 && place <= 3) top3++;
    if (basePlace === 1) baseTop1++;
    if (basePlace >= 1 && basePlace <= 3) baseTop3++;
  }
  const share = (hits: number) =>
    cases.length > 0 ? Math.round((10_000 * hits) / cases.length) / 10_000 : 0;
  return {
    holdout: cases.length,
    top1: share(top1),
    top3: share(top3),
    baseline_top1: share(baseTop1),
    baseline_top3: share(baseTop3),
    window_start: window.start,
    window_end: window.end,
    status: cases.length >= VENDOR_FIT_MIN_SWITCHES ? 'measured' : 'too_few_switches',
  };
}
