/** The eight categories each product's client base is profiled on (the predictions page's sections). */
export const VENDOR_FIT_CATEGORIES = [
  'size',
  'market',
  'strategy',
  'profit',
  'growth',
  'risk',
  'productivity',
  'technology',
] as const;

export type VendorFitCategory = (typeof VENDOR_FIT_CATEGORIES)[number];

export const VENDOR_FIT_CATEGORY_LABELS: Readonly<Record<VendorFitCategory, string>> = {
  size: 'Size',
  market: 'Market',
  strategy: 'Strategy',
  profit: 'Profit',
  growth: 'Growth',
  risk: 'Risk',
  productivity: 'Productivity',
  technology: 'Technology',
};

// The predictions page's sections are VENDOR_FIT_SECTIONS (constants/modules.ts).

export const VENDOR_FIT_TABS = [
  { value: 'product_fit_ranking', label: 'Product Fit Ranking' },
  { value: 'client_institutions', label: 'Client Institutions' },
] as const;

/** A solution is modelled once its products have this many clients between them. */
export const VENDOR_FIT_MIN_CLIENTS = 50;
/** A product enters a model with at least this many clients. */
export const VENDOR_FIT_MIN_PRODUCT_CLIENTS = 5;
/** Accuracy is reported for a solution with at least this many held-out switches. */
export const VENDOR_FIT_MIN_SWITCHES = 20;
/** Held-out switches are those of the last two years of data. */
export const VENDOR_FIT_HOLDOUT_QUARTERS = 8;

export const VENDOR_FIT_MESSAGES = {
  noModel:
    'VendorFit predictions are not ready for this solution yet. They appear after the next data load is processed.',
  productNotInModel: 'This product has too few clients for a prediction.',
} as const;
