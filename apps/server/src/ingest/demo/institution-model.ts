import type { Random } from './random.js';

/** Shares of gross loans; they sum to 1. */
export type LoanMix = {
  residential: number;
  multifamily: number;
  commercialRe: number;
  construction: number;
  farmland: number;
  commercialIndustrial: number;
  agricultural: number;
  creditCard: number;
  auto: number;
  otherConsumer: number;
  other: number;
};

/** Shares of deposits (credit unions: shares); they sum to 1. */
export type DepositMix = {
  noninterest: number;
  checking: number;
  savings: number;
  moneyMarket: number;
  time: number;
};

/** What makes one demo institution itself: its size, its growth, its business mix and its habits. */
export type Profile = {
  annualGrowth: number;
  loansToAssets: number;
  securitiesToAssets: number;
  cashToAssets: number;
  equityToAssets: number;
  borrowingsToAssets: number;
  loanMix: LoanMix;
  depositMix: DepositMix;
  /** Spread of its loan yield over the market, annual. */
  loanSpread: number;
  /** Its deposit beta: how much of market moves it passes to depositors. */
  depositBeta: number;
  feeIncomeToAssets: number;
  efficiency: number;
  /** Annual net charge-off rate and noncurrent share of loans. */
  chargeOffRate: number;
  noncurrentRate: number;
  allowanceToLoans: number;
  assetsPerEmployee: number;
  /** Branch-heavy (above 1) or branch-light (below 1) for its size. */
  officeDensity: number;
  taxRate: number;
  /** Credit unions: members per $1,000k of assets. */
  membersPerMillion: number;
};

const normalise = <T extends Record<string, number>>(weights: T): T => {
  const total = Object.values(weights).reduce((a, b) => a + b, 0);
  return Object.fromEntries(Object.entries(weights).map(([k, v]) => [k, v / total])) as T;
};

/**
 * Business models follow size and charter the way the industry does: small rural banks lend to
 * farms, large ones to businesses and card holders; credit unions lend to households and cars.
 */
export function drawProfile(
  random: Random,
  kind: 'bank' | 'credit_union',
  assets: number,
  rural: boolean,
): Profile {
  const large = assets > 10_000_000;
  const small = assets < 250_000;
  const j = (x: number, spread = 0.35) => Math.max(0, x * (1 + random.normal(0, spread)));
  const loanMix: LoanMix =
    kind === 'bank'
      ? normalise({
          residential: j(0.24),
          multifamily: j(0.05),
          commercialRe: j(0.27),
          construction: j(0.07),
          farmland: j(rural ? 0.1 : 0.01),
          commercialIndustrial: j(large ? 0.2 : 0.13),
          agricultural: j(rural ? 0.09 : 0.005),
          creditCard: j(large ? 0.08 : 0.003, 0.8),
          auto: j(0.03, 0.6),
          otherConsumer: j(0.03),
          other: j(0.03),
        })
      : normalise({
          residential: j(0.33),
          multifamily: j(0.005, 0.8),
          commercialRe: j(0.05, 0.7),
          construction: j(0.005, 0.8),
          farmland: j(rural ? 0.005 : 0.0, 0.8),
          commercialIndustrial: j(0.01, 0.8),
          agricultural: j(rural ? 0.004 : 0, 0.8),
          creditCard: j(0.06),
          auto: j(0.34),
          otherConsumer: j(0.15),
          other: j(0.02),
        });
  const depositMix: DepositMix =
    kind === 'bank'
      ? normalise({
          noninterest: j(0.25),
          checking: j(0.17),
          savings: j(0.14),
          moneyMarket: j(0.2),
          time: j(small ? 0.28 : 0.2),
        })
      : normalise({
          noninterest: j(0.02, 0.5),
          checking: j(0.16),
          savings: j(0.38),
          moneyMarket: j(0.17),
          time: j(0.22),
        });
  const loansToAssets = Math.min(0.85, Math.max(0.35, random.normal(kind === 'bank' ? 0.66 : 0.7, 0.09)));
  const securitiesToAssets = Math.min(0.45, Math.max(0.03, random.normal(0.2, 0.07)));
  const equityToAssets = Math.min(0.2, Math.max(0.065, random.normal(kind === 'bank' ? 0.105 : 0.1, 0.02)));
  return {
    annualGrowth: random.normal(kind === 'bank' ? 0.045 : 0.04, 0.045),
    loansToAssets,
    securitiesToAssets,
    cashToAssets:
      Math.max(0.02, 1 - loansToAssets - securitiesToAssets - 0.05 - random.between(0, 0.03)) * 0.35,
    equityToAssets,
    borrowingsToAssets: Math.max(0, random.normal(0.04, 0.035)),
    loanMix,
    depositMix,
    loanSpread: random.normal(kind === 'bank' ? 0.006 : 0.004, 0.004),
    depositBeta: Math.min(0.8, Math.max(0.15, random.normal(0.42, 0.12))),
    feeIncomeToAssets: Math.max(0.0008, random.normal(large ? 0.009 : 0.0055, 0.002)),
    efficiency: Math.min(0.95, Math.max(0.42, random.normal(small ? 0.72 : 0.6, 0.08))),
    chargeOffRate: Math.max(
      0,
      random.normal(kind === 'bank' ? 0.002 + loanMix.creditCard * 0.04 : 0.0045, 0.0015),
    ),
    noncurrentRate: Math.max(0.0005, random.normal(0.0065, 0.004)),
    allowanceToLoans: Math.max(0.006, random.normal(0.0125, 0.003)),
    assetsPerEmployee: Math.max(2_500, random.normal(large ? 12_000 : 6_500, 1_500)),
    officeDensity: Math.max(0.4, random.normal(1, 0.25)),
    taxRate: kind === 'bank' ? Math.min(0.25, Math.max(0, random.normal(0.2, 0.03))) : 0,
    membersPerMillion: Math.max(4, random.normal(9, 2)),
  };
}
