import { type FitRankedProduct, VENDOR_FIT_TABS } from '@fin-atlas/domain';

export type FitTab = (typeof VENDOR_FIT_TABS)[number]['value'];

/**
 * What the predictions page shows, kept in its URL: the institution and solution chosen on the way
 * in, the vendor and product the sections compare with (none: the best fit), and the tab.
 */
export type FitSelection = {
  institution: number | null;
  solution: number | null;
  vendor: number | null;
  product: number | null;
  tab: FitTab;
};

export type SelectionChange =
  | { institution: number }
  | { solution: number }
  | { vendor: number | null }
  | { product: number | null }
  /** A product picked from the ranking: its vendor becomes the chosen one if a vendor was chosen. */
  | { compare: Pick<FitRankedProduct, 'product_id' | 'vendor_id'> }
  | { tab: FitTab };

/**
 * The selection after a change. Everything downstream of what changed is reset (spec: switching
 * institution or vendor resets the dependent data): a new institution or solution drops the
 * vendor and product chosen from the previous ranking, a new vendor drops the product.
 */
export function changeSelection(current: FitSelection, change: SelectionChange): FitSelection {
  if ('institution' in change) {
    if (change.institution === current.institution) return current;
    return { ...current, institution: change.institution, vendor: null, product: null };
  }
  if ('solution' in change) {
    if (change.solution === current.solution) return current;
    return { ...current, solution: change.solution, vendor: null, product: null };
  }
  if ('vendor' in change) {
    if (change.vendor === current.vendor) return current;
    return { ...current, vendor: change.vendor, product: null };
  }
  if ('product' in change) return { ...current, product: change.product };
  if ('compare' in change) {
    const vendor = current.vendor === null ? null : change.compare.vendor_id;
    return { ...current, vendor, product: change.compare.product_id };
  }
  return { ...current, tab: change.tab };
}

const TAB_VALUES: readonly string[] = VENDOR_FIT_TABS.map((t) => t.value);

const idParam = (value: string | null): number | null => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : null;
};

export function selectionFromParams(params: URLSearchParams): FitSelection {
  const tab = params.get('tab') ?? '';
  return {
    institution: idParam(params.get('institution')),
    solution: idParam(params.get('solution')),
    vendor: idParam(params.get('vendor')),
    product: idParam(params.get('product')),
    tab: TAB_VALUES.includes(tab) ? (tab as FitTab) : 'product_fit_ranking',
  };
}

export function selectionParams(selection: FitSelection): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['institution', 'solution', 'vendor', 'product'] as const) {
    const value = selection[key];
    if (value !== null) params.set(key, String(value));
  }
  if (selection.tab !== 'product_fit_ranking') params.set('tab', selection.tab);
  return params;
}

/** The predictions page of an institution and solution. */
export const predictionsPath = (institution: number, solution: number): string =>
  `/fi_prospect/vendor_fit/predictions?${selectionParams({ institution, solution, vendor: null, product: null, tab: 'product_fit_ranking' })}`;

/**
 * The product the sections compare the institution with: the one chosen, else the chosen vendor's
 * best fit, else the best fit of all. Null until the ranking is known.
 */
export function comparedProduct(
  ranking: readonly FitRankedProduct[],
  selection: Pick<FitSelection, 'vendor' | 'product'>,
): FitRankedProduct | null {
  const inVendor = ranking.filter((p) => selection.vendor === null || p.vendor_id === selection.vendor);
  return inVendor.find((p) => p.product_id === selection.product) ?? inVendor[0] ?? null;
}

/** The vendors of a ranking, in the order of their best product. */
export function rankedVendors(ranking: readonly FitRankedProduct[]): { id: number; name: string }[] {
  const seen = new Map<number, string>();
  for (const p of ranking) if (!seen.has(p.vendor_id)) seen.set(p.vendor_id, p.vendor_name);
  return [...seen].map(([id, name]) => ({ id, name }));
}
