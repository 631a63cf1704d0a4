import { quarterOf } from '../../metrics/periods.js';
import { clamp } from './amounts.js';
import type { CreditCycle } from './products.js';

const time = (period: string) => {
  const { year, quarter } = quarterOf(period);
  return year + (quarter - 1) / 4;
};

/** Fed funds, percent: near zero until 2022, 5.25% by mid-2023, easing to ~3.6% by 2026. */
export function policyRate(period: string): number {
  const t = time(period);
  return t < 2022
    ? 0.1
    : t < 2023.5
      ? 0.1 + (t - 2022) * 3.4
      : t < 2024.75
        ? 5.3
        : Math.max(3.6, 5.3 - (t - 2024.75) * 0.9);
}

/**
 * First-lien mortgages originated in a year as a share of the first-lien book, at a policy rate
 * (a fraction): refinancing boomed in 2021 and faded as rates rose.
 */
export function mortgageTurnover(policy: number): number {
  return clamp(0.26 - policy * 2.6, 0.1, 0.26);
}

/**
 * The 30-year fixed conforming mortgage rate, percent, in a quarter: about 3% in 2021, 7% through
 * 2023-2024, easing to about 6.3% by late 2025, the way the market rate followed the long end.
 */
export function mortgageRate(period: string): number {
  return 2.85 + 0.78 * policyRate(period);
}

/**
 * The rate environment the demo institutions live through, by quarter: yields and deposit costs
 * rise through 2022-2023 and ease afterwards, the way U.S. rates actually moved. Annual rates for new
 * business; portfolios reprice towards them at their own speed (products.ts).
 */
export function marketRates(period: string): {
  /** The policy rate as a fraction. */
  policy: number;
  loanYield: number;
  securitiesYield: number;
  depositCost: number;
  borrowingCost: number;
  /** Interest on reserve balances and overnight placements. */
  cashYield: number;
} {
  const policy = policyRate(period);
  return {
    policy: policy / 100,
    loanYield: 0.042 + policy * 0.0055,
    securitiesYield: 0.015 + policy * 0.006,
    depositCost: 0.0015 + policy * 0.0042,
    borrowingCost: 0.004 + policy * 0.0098,
    cashYield: 0.0005 + policy * 0.0095,
  };
}

/**
 * Losses and delinquency relative to a normal year, by kind of credit: exceptionally clean in
 * 2021-2022 after the pandemic support, consumer credit normalising through 2024-2025, office and
 * investor real estate softening from 2024.
 */
export function creditCycle(period: string, cycle: CreditCycle): number {
  const t = time(period);
  const ramp = (from: number, to: number, start: number, end: number) =>
    t <= start ? from : t >= end ? to : from + ((to - from) * (t - start)) / (end - start);
  switch (cycle) {
    case 'consumer':
      return t < 2024 ? ramp(0.65, 1.1, 2022, 2024) : ramp(1.1, 1.2, 2024, 2025.5);
    case 'commercial':
      return ramp(0.75, 1.05, 2022, 2024.5);
    case 'realEstate':
      return t < 2024 ? ramp(0.7, 0.95, 2022, 2024) : ramp(0.95, 1.2, 2024, 2025.75);
    case 'none':
      return 1;
  }
}

/**
 * Unrealised gain (positive) or loss (negative) on available-for-sale debt securities as a share of
 * their amortised cost: bonds bought at 2020-2021 yields lost value as rates rose and recover as they
 * mature and rates ease.
 */
export function unrealizedGainRate(period: string): number {
  const t = time(period);
  // Long yields rose ahead of the policy rate in 2022.
  const rise = Math.max(policyRate(period) / 100 - 0.001, Math.min(0.04, Math.max(0, (t - 2022) * 0.05)));
  const runoff = t > 2023 ? Math.exp(-(t - 2023) * 0.2) : 1;
  return 0.008 - rise * 2.2 * runoff;
}

/**
 * How far depositors have moved money towards rate-paying products (time deposits, certificates,
 * money market) as a share of deposits: money moves as rates rise and comes back slowly.
 */
export function depositMigration(period: string): number {
  return Math.min(0.11, (policyRate(period) / 100) * 2);
}

export type Environment = {
  year: number;
  quarter: number;
  rates: ReturnType<typeof marketRates>;
  cycle: Record<CreditCycle, number>;
  unrealizedGainRate: number;
  depositMigration: number;
};

const environments = new Map<string, Environment>();

/** Everything the economy says about one quarter, computed once per quarter for all institutions. */
export function environment(period: string): Environment {
  let env = environments.get(period);
  if (!env) {
    const { year, quarter } = quarterOf(period);
    env = {
      year,
      quarter,
      rates: marketRates(period),
      cycle: {
        consumer: creditCycle(period, 'consumer'),
        commercial: creditCycle(period, 'commercial'),
        realEstate: creditCycle(period, 'realEstate'),
        none: 1,
      },
      unrealizedGainRate: unrealizedGainRate(period),
      depositMigration: depositMigration(period),
    };
    environments.set(period, env);
  }
  return env;
}
