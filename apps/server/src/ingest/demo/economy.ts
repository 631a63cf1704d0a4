import { quarterOf } from '../../metrics/periods.js';

/**
 * The rate environment the demo institutions live through, by quarter: yields and deposit costs
 * rise through 2022-2023 and ease afterwards, the way U.S. rates actually moved. Annual rates.
 */
export function marketRates(period: string): {
  loanYield: number;
  securitiesYield: number;
  depositCost: number;
  borrowingCost: number;
} {
  const { year, quarter } = quarterOf(period);
  const t = year + (quarter - 1) / 4;
  // Fed funds path: near zero until 2022, 5.25% by mid-2023, easing to ~3.75% by 2026.
  const policy =
    t < 2022
      ? 0.1
      : t < 2023.5
        ? 0.1 + (t - 2022) * 3.4
        : t < 2024.75
          ? 5.3
          : Math.max(3.6, 5.3 - (t - 2024.75) * 0.9);
  return {
    loanYield: 0.042 + policy * 0.0055,
    securitiesYield: 0.015 + policy * 0.006,
    depositCost: 0.0015 + policy * 0.0042,
    borrowingCost: 0.004 + policy * 0.0098,
  };
}
