// HMDA mortgage lending: how loan/application records are counted, and the figures kept per lender,
// year and geography. Codes are the FFIEC's (shared/data/hmda/README.md).

/** The FI type the mortgage variant gives a HMDA reporter that files no call report. */
export const MORTGAGE_COMPANY_FI_TYPE = 'mortgage_company';

export const MORTGAGE_COMPANY_LABEL = 'Mortgage Company';

/**
 * What a record's action_taken counts toward. Applications are every application and preapproval
 * request (1-5, 7, 8); purchased loans (6) are bought, never applied for.
 */
export const HMDA_ACTIONS = [
  { key: 'applications', label: 'Applications', codes: [1, 2, 3, 4, 5, 7, 8] },
  { key: 'originations', label: 'Originations', codes: [1] },
  { key: 'approved_not_accepted', label: 'Approved, not accepted', codes: [2, 8] },
  { key: 'denials', label: 'Denials', codes: [3, 7] },
  { key: 'withdrawals', label: 'Withdrawals', codes: [4] },
  { key: 'incomplete', label: 'Closed for incompleteness', codes: [5] },
  { key: 'purchased', label: 'Purchased loans', codes: [6] },
] as const;

export type HmdaAction = (typeof HMDA_ACTIONS)[number]['key'];

/** Actions whose loans are also kept by loan type, purpose, lien, occupancy and sold or held. */
export const HMDA_DETAILED_ACTIONS = ['originations', 'purchased'] as const satisfies readonly HmdaAction[];

export type HmdaDetailedAction = (typeof HMDA_DETAILED_ACTIONS)[number];

/**
 * The ways a loan is broken down, each with the LAR field and codes it takes. 'sold' is any
 * purchaser type but 0 (not sold in the year); 'held' is purchaser type 0.
 */
export const HMDA_BREAKDOWNS = [
  { key: 'conventional', label: 'Conventional', group: 'Loan type', field: 'loan_type', codes: [1] },
  { key: 'fha', label: 'FHA', group: 'Loan type', field: 'loan_type', codes: [2] },
  { key: 'va', label: 'VA', group: 'Loan type', field: 'loan_type', codes: [3] },
  { key: 'usda', label: 'USDA (RHS/FSA)', group: 'Loan type', field: 'loan_type', codes: [4] },
  { key: 'home_purchase', label: 'Home purchase', group: 'Purpose', field: 'loan_purpose', codes: [1] },
  { key: 'refinance', label: 'Refinance', group: 'Purpose', field: 'loan_purpose', codes: [31] },
  { key: 'cash_out', label: 'Cash-out refinance', group: 'Purpose', field: 'loan_purpose', codes: [32] },
  {
    key: 'home_improvement',
    label: 'Home improvement',
    group: 'Purpose',
    field: 'loan_purpose',
    codes: [2],
  },
  { key: 'other_purpose', label: 'Other purpose', group: 'Purpose', field: 'loan_purpose', codes: [4, 5] },
  { key: 'first_lien', label: 'First lien', group: 'Lien', field: 'lien_status', codes: [1] },
  { key: 'subordinate_lien', label: 'Subordinate lien', group: 'Lien', field: 'lien_status', codes: [2] },
  {
    key: 'principal_residence',
    label: 'Principal residence',
    group: 'Occupancy',
    field: 'occupancy_type',
    codes: [1],
  },
  {
    key: 'second_residence',
    label: 'Second residence',
    group: 'Occupancy',
    field: 'occupancy_type',
    codes: [2],
  },
  {
    key: 'investment',
    label: 'Investment property',
    group: 'Occupancy',
    field: 'occupancy_type',
    codes: [3],
  },
  {
    key: 'sold',
    label: 'Sold',
    group: 'Secondary market',
    field: 'purchaser_type',
    codes: [1, 2, 3, 4, 5, 6, 71, 72, 8, 9],
  },
  { key: 'held', label: 'Held in portfolio', group: 'Secondary market', field: 'purchaser_type', codes: [0] },
] as const;

export type HmdaBreakdown = (typeof HMDA_BREAKDOWNS)[number]['key'];

/** A figure is a count of records or their dollar volume (sum of loan_amount, in dollars). */
export const HMDA_MEASURES = ['count', 'amount'] as const;

export type HmdaMeasure = (typeof HMDA_MEASURES)[number];

/** Geography levels activity is kept at: the nation (code ''), states, counties (FIPS) and MSA/MDs. */
export const HMDA_GEO_LEVELS = ['nation', 'state', 'county', 'msa'] as const;

export type HmdaGeoLevel = (typeof HMDA_GEO_LEVELS)[number];

/**
 * Positions in `hmda_activity.figures`: each action's count and amount, then for each detailed
 * action every breakdown's count and amount. Appending keeps stored rows readable; never reorder.
 */
export function hmdaFigureIndex(
  action: HmdaAction,
  measure: HmdaMeasure,
  breakdown: HmdaBreakdown | null = null,
): number {
  const m = measure === 'count' ? 0 : 1;
  if (breakdown === null) return HMDA_ACTIONS.findIndex((a) => a.key === action) * 2 + m;
  const detailed = HMDA_DETAILED_ACTIONS.indexOf(action as HmdaDetailedAction);
  if (detailed < 0) throw new Error(`${action} is not broken down`);
  const b = HMDA_BREAKDOWNS.findIndex((x) => x.key === breakdown);
  return HMDA_ACTIONS.length * 2 + (detailed * HMDA_BREAKDOWNS.length + b) * 2 + m;
}

export const HMDA_FIGURE_COUNT =
  HMDA_ACTIONS.length * 2 + HMDA_DETAILED_ACTIONS.length * HMDA_BREAKDOWNS.length * 2;
