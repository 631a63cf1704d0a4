export const FI_TYPES = ['bank', 'bhc', 'credit_union'] as const;

export type FiType = (typeof FI_TYPES)[number];

// How tables and exports name each FI type.
export const FI_TYPE_LABELS: Readonly<Record<FiType, string>> = {
  bank: 'Bank',
  bhc: 'Holding Company',
  credit_union: 'Credit Union',
};

// Some institution records still carry the legacy "CU" spelling; contracts normalise it.
export const LEGACY_CREDIT_UNION_FI_TYPE = 'CU';

// A custom report can target both banks and credit unions at once.
export const REPORT_FI_TYPES = ['bank', 'credit_union', 'bhc', 'both'] as const;

export type ReportFiType = (typeof REPORT_FI_TYPES)[number];
