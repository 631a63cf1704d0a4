import type { HmdaBreakdown } from '@fin-atlas/domain';
import type { County } from '../../reference/us-counties.js';

/**
 * The 2025 U.S. mortgage market the demo lenders' HMDA year is drawn from: kinds of loans with their
 * typical size, note rate against the 30-year conforming rate, and what becomes of applications for
 * them (outcome shares close to the published HMDA national aggregates: purchase loans are approved
 * far more often than refinancings, home-equity and home-improvement applications are denied most).
 */

type LoanType = Extract<HmdaBreakdown, 'conventional' | 'fha' | 'va' | 'usda'>;
type Purpose = Extract<
  HmdaBreakdown,
  'home_purchase' | 'refinance' | 'cash_out' | 'home_improvement' | 'other_purpose'
>;

export type LoanSegment = {
  loanType: LoanType;
  purpose: Purpose;
  lien: 'first_lien' | 'subordinate_lien';
  /** Median loan amount in dollars where loan sizes are national average. */
  medianAmount: number;
  /** Standard deviation of log loan amount within one county. */
  amountSpread: number;
  /** Note rate against the 30-year fixed conforming rate, percentage points. */
  rateOffset: number;
  /** Shares of applications denied, withdrawn, closed incomplete, approved but not accepted. */
  denial: number;
  withdrawal: number;
  incomplete: number;
  approvedNotAccepted: number;
  /** Shares of originations for a principal residence, a second home and an investment property. */
  occupancy: readonly [number, number, number];
};

const segment = (
  loanType: LoanType,
  purpose: Purpose,
  lien: LoanSegment['lien'],
  [medianAmount, amountSpread, rateOffset]: readonly [number, number, number],
  [denial, withdrawal, incomplete, approvedNotAccepted]: readonly [number, number, number, number],
  occupancy: LoanSegment['occupancy'],
): LoanSegment => ({
  loanType,
  purpose,
  lien,
  medianAmount,
  amountSpread,
  rateOffset,
  denial,
  withdrawal,
  incomplete,
  approvedNotAccepted,
  occupancy,
});

/** Government loans are for the borrower's own home. */
const OWNER = [1, 0, 0] as const;

export const FIRST_LIEN_SEGMENTS: readonly LoanSegment[] = [
  segment(
    'conventional',
    'home_purchase',
    'first_lien',
    [300_000, 0.55, 0],
    [0.07, 0.09, 0.025, 0.025],
    [0.86, 0.04, 0.1],
  ),
  segment(
    'conventional',
    'refinance',
    'first_lien',
    [250_000, 0.6, -0.15],
    [0.19, 0.13, 0.05, 0.03],
    [0.86, 0.03, 0.11],
  ),
  segment(
    'conventional',
    'cash_out',
    'first_lien',
    [215_000, 0.6, 0.3],
    [0.19, 0.12, 0.05, 0.03],
    [0.86, 0.02, 0.12],
  ),
  segment(
    'conventional',
    'home_improvement',
    'first_lien',
    [130_000, 0.7, 0.5],
    [0.3, 0.08, 0.05, 0.03],
    [0.92, 0.02, 0.06],
  ),
  segment(
    'conventional',
    'other_purpose',
    'first_lien',
    [160_000, 0.7, 0.4],
    [0.25, 0.1, 0.05, 0.03],
    [0.8, 0.05, 0.15],
  ),
  segment('fha', 'home_purchase', 'first_lien', [285_000, 0.45, -0.3], [0.13, 0.11, 0.03, 0.02], OWNER),
  segment('fha', 'refinance', 'first_lien', [255_000, 0.45, -0.35], [0.26, 0.15, 0.06, 0.03], OWNER),
  segment('fha', 'cash_out', 'first_lien', [240_000, 0.45, -0.05], [0.26, 0.15, 0.06, 0.03], OWNER),
  segment('va', 'home_purchase', 'first_lien', [345_000, 0.5, -0.45], [0.1, 0.11, 0.03, 0.02], OWNER),
  segment('va', 'refinance', 'first_lien', [300_000, 0.5, -0.55], [0.16, 0.16, 0.05, 0.03], OWNER),
  segment('va', 'cash_out', 'first_lien', [310_000, 0.5, -0.2], [0.22, 0.15, 0.05, 0.03], OWNER),
  segment('usda', 'home_purchase', 'first_lien', [215_000, 0.35, -0.25], [0.12, 0.1, 0.03, 0.02], OWNER),
];

/** A closed-end second lien or home-equity line of a purpose (HMDA reports a line at its credit limit). */
const subordinate = (
  purpose: Purpose,
  [medianAmount, rateOffset, denial]: readonly [number, number, number],
  occupancy: LoanSegment['occupancy'],
) =>
  segment(
    'conventional',
    purpose,
    'subordinate_lien',
    [medianAmount, 0.7, rateOffset],
    [denial, 0.08, 0.04, 0.03],
    occupancy,
  );

export const SUBORDINATE_SEGMENTS: readonly LoanSegment[] = [
  subordinate('home_improvement', [55_000, 1.5, 0.42], [0.97, 0.01, 0.02]),
  subordinate('other_purpose', [85_000, 1.35, 0.34], [0.95, 0.02, 0.03]),
  subordinate('refinance', [75_000, 1.3, 0.32], [0.96, 0.02, 0.02]),
  subordinate('cash_out', [70_000, 1.8, 0.34], [0.96, 0.01, 0.03]),
];

/** Typical purpose mix of first-lien originations in 2025, by loan type (purchase-heavy at 6-7% rates). */
export const FIRST_LIEN_PURPOSES: Readonly<Record<LoanType, Partial<Record<Purpose, number>>>> = {
  conventional: {
    home_purchase: 0.66,
    refinance: 0.12,
    cash_out: 0.18,
    home_improvement: 0.02,
    other_purpose: 0.02,
  },
  fha: { home_purchase: 0.76, refinance: 0.1, cash_out: 0.14 },
  va: { home_purchase: 0.6, refinance: 0.22, cash_out: 0.18 },
  usda: { home_purchase: 1 },
};

/** Typical purpose mix of subordinate-lien originations. */
export const SUBORDINATE_PURPOSES: Readonly<Partial<Record<Purpose, number>>> = {
  home_improvement: 0.3,
  other_purpose: 0.45,
  refinance: 0.1,
  cash_out: 0.15,
};

/** Note-rate premium over a principal residence for a second home and an investment property. */
export const OCCUPANCY_RATE_PREMIUM = [0, 0.2, 0.55] as const;

/**
 * Median owner-occupied home value by state, $000 (ACS 2023, rounded); loan sizes follow home values
 * less than proportionally, since buyers in dear markets put more down.
 */
const HOME_VALUE: Readonly<Record<string, number>> = {
  AL: 200,
  AK: 340,
  AZ: 390,
  AR: 180,
  CA: 725,
  CO: 540,
  CT: 350,
  DE: 340,
  DC: 720,
  FL: 370,
  GA: 300,
  HI: 810,
  ID: 430,
  IL: 260,
  IN: 210,
  IA: 200,
  KS: 210,
  KY: 200,
  LA: 210,
  ME: 300,
  MD: 410,
  MA: 560,
  MI: 220,
  MN: 310,
  MS: 170,
  MO: 230,
  MT: 390,
  NE: 230,
  NV: 430,
  NH: 400,
  NJ: 460,
  NM: 240,
  NY: 400,
  NC: 290,
  ND: 250,
  OH: 210,
  OK: 190,
  OR: 480,
  PA: 250,
  RI: 400,
  SC: 270,
  SD: 250,
  TN: 290,
  TX: 290,
  UT: 500,
  VT: 310,
  VA: 380,
  WA: 570,
  WV: 160,
  WI: 250,
  WY: 300,
  PR: 130,
  GU: 300,
  VI: 300,
  AS: 150,
  MP: 200,
};
const US_HOME_VALUE = 320;

/** How a county's loans compare in size with the nation's: its state's home values, metro or rural. */
export function loanSizeFactor(county: County): number {
  const [, , state, , , offices, msa] = county;
  const value = HOME_VALUE[state] ?? US_HOME_VALUE;
  const metro = msa === '' ? 0.78 : offices >= 150 ? 1.15 : 1.05;
  return (value / US_HOME_VALUE) ** 0.75 * metro;
}
