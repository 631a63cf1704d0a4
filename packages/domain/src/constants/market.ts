// These ids are sent as query parameters of market-share and digital-channels calls.
export const MARKET_MEASURE = {
  CLIENT_COUNT: 1,
  ASSETS: 2,
  ACCOUNTS: 3,
} as const;

export type MarketMeasureId = (typeof MARKET_MEASURE)[keyof typeof MARKET_MEASURE];

export const MARKET_MEASURES = [
  { id: MARKET_MEASURE.CLIENT_COUNT, name: 'Client Count' },
  { id: MARKET_MEASURE.ASSETS, name: 'Assets' },
  { id: MARKET_MEASURE.ACCOUNTS, name: 'Accounts' },
] as const;

export const FI_TYPE_FILTER = { ALL: 0, BANKS: 1, CREDIT_UNIONS: 2 } as const;

export type FiTypeFilterId = (typeof FI_TYPE_FILTER)[keyof typeof FI_TYPE_FILTER];

export const FI_TYPE_FILTERS = [
  { id: FI_TYPE_FILTER.ALL, name: 'All' },
  { id: FI_TYPE_FILTER.BANKS, name: 'Banks' },
  { id: FI_TYPE_FILTER.CREDIT_UNIONS, name: 'Credit Unions' },
] as const;

// Market reports start across both banks and credit unions, so no segment is hidden at first.
export const DEFAULT_FI_TYPE_FILTER: FiTypeFilterId = FI_TYPE_FILTER.ALL;

export const KNOWN_VENDOR = { ALL: 0, HAS_KNOWN_VENDOR: 1 } as const;

export type KnownVendorId = (typeof KNOWN_VENDOR)[keyof typeof KNOWN_VENDOR];

// The spec names no default; 0 applies no filter, which matches the other filters' starting state.
export const DEFAULT_KNOWN_VENDOR: KnownVendorId = KNOWN_VENDOR.ALL;

// Grand Total and Others are summary rows the server mixes into vendor rows.
export const MARKET_SHARE_SUMMARY_ROWS = {
  GRAND_TOTAL: 'Grand Total',
  OTHERS: 'Others',
} as const;

// The server uses these product names as placeholders for "no specific product".
export const PLACEHOLDER_PRODUCT_NAMES = ['0', '-1'] as const;
