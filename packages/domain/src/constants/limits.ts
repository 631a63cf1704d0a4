// Vendor-fit lists are short because each row is a prediction the user must read.
export const VENDOR_FIT_LIMITS = {
  institutionList: 20,
  vendor: 5,
} as const;

// Short default lists keep the two search columns aligned; expanded shows effectively all.
export const SEARCH_LIMITS = {
  debounceMs: 100,
  vendorLimit: 5,
  serviceLimit: 7,
  expandedLimit: 1000,
} as const;

// Above this many filters the side panel needs the extended layout to stay scrollable.
export const FILTER_COUNT_THRESHOLD = 7;

/**
 * The most one metric-values call may ask for, so no request can hold the server: values returned
 * (metrics × institutions × periods), peer values computed (metrics × peers × periods), and national
 * series (metrics × periods, each a pass over every institution of the type).
 */
export const METRIC_VALUES_LIMITS = { cells: 20_000, peerCells: 250_000, nationalSeries: 100 } as const;
