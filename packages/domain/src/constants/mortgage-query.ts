import {
  HMDA_ACTIONS,
  HMDA_BREAKDOWNS,
  HMDA_DETAILED_ACTIONS,
  type HmdaAction,
  type HmdaBreakdown,
  type HmdaGeoLevel,
} from './mortgage.js';
import type { NumberFormatCode } from './number-formats.js';

// The Mortgage Lending category of FIN Query's mortgage variant: each element is a measure of a
// lender's HMDA activity in one year and geography, chosen by its element properties (rule_id = the
// year, action_taken, output_type, filter_on = the geography level with filters naming markets).

/** How a measure is computed from the yearly figures. */
export type MortgageMeasureKind =
  | 'loans'
  | 'breakdown'
  | 'denial_rate'
  | 'share_sold'
  | 'median_rate'
  | 'median_amount'
  | 'market_share'
  | 'markets_served';

export type MortgageMeasure = {
  /** The element_id of the measure; never renumber (saved queries keep it). */
  id: number;
  kind: MortgageMeasureKind;
  breakdown: HmdaBreakdown | null;
  name: string;
  /** The builder section it is listed under. */
  section: string;
  definition: string;
};

const DERIVED_SECTION = 'Derived measures';

export const MORTGAGE_MEASURES: readonly MortgageMeasure[] = [
  {
    id: 1,
    kind: 'loans',
    breakdown: null,
    name: 'All loans',
    section: 'Loans',
    definition:
      'Loans and applications of the chosen action (originations, applications, denials ...), as a count or a dollar volume.',
  },
  // Ids 100 + the breakdown's position in HMDA_BREAKDOWNS, which only ever grows at its end.
  ...HMDA_BREAKDOWNS.map((b, i) => ({
    id: 100 + i,
    kind: 'breakdown' as const,
    breakdown: b.key,
    name: b.label,
    section: b.group,
    definition: `${b.label} loans (${b.group.toLowerCase()}) originated or purchased: a count, a dollar volume, or their share of all the action's loans (by count).`,
  })),
  {
    id: 201,
    kind: 'denial_rate',
    breakdown: null,
    name: 'Denial rate',
    section: DERIVED_SECTION,
    definition: 'Denied applications and preapproval requests over all applications, by count.',
  },
  {
    id: 202,
    kind: 'share_sold',
    breakdown: null,
    name: 'Share sold',
    section: DERIVED_SECTION,
    definition: 'Originations sold in the year (any purchaser) over all originations, by count.',
  },
  {
    id: 203,
    kind: 'median_rate',
    breakdown: null,
    name: 'Median interest rate',
    section: DERIVED_SECTION,
    definition:
      'The median interest rate of originated loans; over several markets, the origination-weighted median of the markets’ medians.',
  },
  {
    id: 204,
    kind: 'median_amount',
    breakdown: null,
    name: 'Median loan amount',
    section: DERIVED_SECTION,
    definition:
      'The median amount of originated loans in dollars; over several markets, the origination-weighted median of the markets’ medians.',
  },
  {
    id: 205,
    kind: 'market_share',
    breakdown: null,
    name: 'Market share',
    section: DERIVED_SECTION,
    definition:
      "The lender's origination volume over the origination volume of every HMDA reporter in the chosen markets.",
  },
  {
    id: 206,
    kind: 'markets_served',
    breakdown: null,
    name: 'Markets served',
    section: DERIVED_SECTION,
    definition: 'Counties where the lender originated at least one loan, within the chosen markets.',
  },
];

export const mortgageMeasureById: ReadonlyMap<number, MortgageMeasure> = new Map(
  MORTGAGE_MEASURES.map((m) => [m.id, m]),
);

export const MORTGAGE_OUTPUT_TYPES = [
  { key: 'count', label: 'Count' },
  { key: 'amount', label: 'Volume ($)' },
  { key: 'share', label: 'Share of the action (%)' },
] as const;

export type MortgageOutputType = (typeof MORTGAGE_OUTPUT_TYPES)[number]['key'];

export const MORTGAGE_GEO_LABELS: Readonly<Record<HmdaGeoLevel, string>> = {
  nation: 'Nationwide',
  state: 'States',
  county: 'Counties',
  msa: 'MSAs',
};

export const MORTGAGE_DEFAULTS = {
  action: 'originations' satisfies HmdaAction,
  output: 'count' satisfies MortgageOutputType,
  geo: 'nation' satisfies HmdaGeoLevel,
} as const;

/** The actions a measure may count: every action for all loans, originated or purchased for a breakdown. */
export function mortgageActionsFor(measure: MortgageMeasure): readonly HmdaAction[] {
  if (measure.kind === 'loans') return HMDA_ACTIONS.map((a) => a.key);
  if (measure.kind === 'breakdown') return HMDA_DETAILED_ACTIONS;
  return [];
}

/** Output types a measure takes; derived measures have their own unit and take none. */
export function mortgageOutputTypesFor(measure: MortgageMeasure): readonly MortgageOutputType[] {
  if (measure.kind === 'loans') return ['count', 'amount'];
  if (measure.kind === 'breakdown') return ['count', 'amount', 'share'];
  return [];
}

/** What a measure's value is: a number of loans or markets, dollars, or a fraction (a rate, a share). */
export type MortgageValueUnit = 'count' | 'dollars' | 'fraction';

export function mortgageValueUnit(measure: MortgageMeasure, output: MortgageOutputType): MortgageValueUnit {
  switch (measure.kind) {
    case 'loans':
    case 'breakdown':
      return output === 'amount' ? 'dollars' : output === 'share' ? 'fraction' : 'count';
    case 'median_amount':
      return 'dollars';
    case 'markets_served':
      return 'count';
    default:
      return 'fraction';
  }
}

export const MORTGAGE_UNIT_FORMAT: Readonly<Record<MortgageValueUnit, NumberFormatCode>> = {
  count: 'N0',
  dollars: 'C0',
  fraction: 'P2',
};
