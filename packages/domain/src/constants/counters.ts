// Top-vendor max comes from the server (total vendors), so only the default and floor live here.
export const TOP_VENDORS = {
  defaultCount: 15,
  minButtonCount: 1,
  minTypedCount: 0,
} as const;

// Feature charts become unreadable past ten series, hence the fixed max.
export const TOP_FEATURES = {
  defaultCount: 5,
  max: 10,
  minButtonCount: 1,
  minTypedCount: 0,
} as const;
