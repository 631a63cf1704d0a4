import {
  HMDA_FIGURE_COUNT,
  type HmdaAction,
  type HmdaBreakdown,
  type HmdaDetailedAction,
  hmdaFigureIndex,
} from '@fin-atlas/domain';
import { COUNTIES } from '../../reference/us-counties.js';
import { split } from './amounts.js';
import { binomial, fromTable, lognormalTable, multinomial, NORMAL_TABLE } from './mortgage-draws.js';
import type { Footprint } from './mortgage-footprint.js';
import { type LoanSegment, loanSizeFactor, OCCUPANCY_RATE_PREMIUM } from './mortgage-market.js';
import { type LenderActivity, Originations } from './mortgage-rollup.js';
import type { Random } from './random.js';

/**
 * One lender's HMDA year, drawn county by county and kind of loan by kind of loan: how many
 * applications, what became of them, and each originated loan's amount and rate (the medians need
 * them); counts and dollar volumes of loan_amount (the midpoint of its $10,000 bin) added up as the
 * HMDA aggregates are, so every breakdown of an action sums to the action.
 */

/** A kind of loan as one lender makes it. */
export type SegmentPlan = {
  segment: LoanSegment;
  /** Relative chance that an application (or a purchased loan) is of this kind. */
  weight: number;
  /** Chance that an originated or purchased loan is sold within the year. */
  soldChance: number;
  /** Log of the median loan amount in a county of average loan size, dollars. */
  logMedian: number;
  /** Note rate against the quarter's 30-year conforming rate, percentage points. */
  rateOffset: number;
  /** Shares of applications denied, withdrawn, closed incomplete, approved but not accepted, originated. */
  outcomes: readonly [number, number, number, number, number];
  /** Shares of loans for a principal residence, a second home and an investment property. */
  occupancy: readonly [number, number, number];
};

export type LenderBook = {
  footprint: Footprint;
  firstLien: readonly SegmentPlan[];
  subordinate: readonly SegmentPlan[];
  firstLienApplications: number;
  subordinateApplications: number;
  /** Loans bought from other lenders, drawn from `purchasedSegments`. */
  purchased: number;
  purchasedSegments: readonly SegmentPlan[];
  /** The 30-year conforming rate and the share of the year's originations in each quarter. */
  quarterRates: readonly number[];
  quarterWeights: readonly number[];
};

/** Actions in the order of `SegmentPlan.outcomes`. */
const OUTCOME_ACTIONS: readonly HmdaAction[] = [
  'denials',
  'withdrawals',
  'incomplete',
  'approved_not_accepted',
  'originations',
];
const OUTCOME_INDEX = OUTCOME_ACTIONS.map((a) => hmdaFigureIndex(a, 'count'));
const APPLICATIONS = hmdaFigureIndex('applications', 'count');
const ORIGINATIONS = hmdaFigureIndex('originations', 'count');
const PURCHASED = hmdaFigureIndex('purchased', 'count');
const OCCUPANCY_KEYS = ['principal_residence', 'second_residence', 'investment'] as const;

/** Count positions of a detailed action's breakdowns (each amount sits right after its count). */
/** A loan's note rate about its kind's average, percentage points (borrower credit, points, terms). */
const RATE_NOISE = NORMAL_TABLE.map((z) => 0.3 * z);

/** Loans of a large group drawn one by one to stand for it in the medians. */
const REPRESENTATIVES = 6;

const breakdownIndex = (action: HmdaDetailedAction, b: HmdaBreakdown) => hmdaFigureIndex(action, 'count', b);

/** A segment plan with the positions and constants its draws need, looked up once. */
type Compiled = {
  plan: SegmentPlan;
  median: number;
  spread: Float64Array;
  /** Mean and coefficient of variation of one loan's amount, for sums of many. */
  meanFactor: number;
  cv: number;
  /** Count positions of its loan type, purpose and lien; then of the three occupancies; then sold and held. */
  detail: readonly number[];
  occupancy: readonly number[];
  sold: number;
  held: number;
};

function compile(plan: SegmentPlan, action: HmdaDetailedAction): Compiled {
  const sigma = plan.segment.amountSpread;
  return {
    plan,
    median: Math.exp(plan.logMedian),
    spread: lognormalTable(sigma),
    meanFactor: Math.exp((sigma * sigma) / 2),
    cv: Math.sqrt(Math.exp(sigma * sigma) - 1),
    detail: [plan.segment.loanType, plan.segment.purpose, plan.segment.lien].map((b) =>
      breakdownIndex(action, b),
    ),
    occupancy: OCCUPANCY_KEYS.map((k) => breakdownIndex(action, k)),
    sold: breakdownIndex(action, 'sold'),
    held: breakdownIndex(action, 'held'),
  };
}

/** Adds `count` loans of `amount` dollars in all at a count position (the amount follows it). */
const add = (figures: Float64Array, countIndex: number, count: number, amount: number) => {
  figures[countIndex] = (figures[countIndex] as number) + count;
  figures[countIndex + 1] = (figures[countIndex + 1] as number) + amount;
};

const normalised = (weights: readonly number[]) => {
  const total = weights.reduce((a, b) => a + b, 0);
  return Float64Array.from(weights, (w) => (total > 0 ? w / total : 0));
};

/** Adds sold and held loans (the sold ones carrying their share of the dollars) and the loan kind's breakdowns. */
function addSalesAndKind(fig: Float64Array, loan: Compiled, count: number, amount: number, sold: number) {
  const [soldBins = 0] = split((amount - 5_000 * count) / 10_000, [sold, count - sold]);
  const soldAmount = 5_000 * sold + 10_000 * soldBins;
  add(fig, loan.sold, sold, soldAmount);
  add(fig, loan.held, count - sold, amount - soldAmount);
  for (const index of loan.detail) add(fig, index, count, amount);
}

/** One lender's year being drawn: its counties' figures and originated loans, and scratch counts. */
class LenderYear {
  readonly counties: readonly number[];
  readonly figures: Float64Array[];
  readonly originations = new Originations();
  private readonly countyShares: Float64Array;
  private readonly countyScale: Float64Array;
  private readonly quarterShares: Float64Array;
  private readonly byCounty: Int32Array;
  private readonly outcomes = new Int32Array(5);
  private readonly occupancy = new Int32Array(3);

  constructor(
    private readonly random: Random,
    private readonly book: LenderBook,
  ) {
    this.counties = book.footprint.counties;
    this.countyShares = normalised(book.footprint.weights);
    this.countyScale = Float64Array.from(this.counties, (c) =>
      loanSizeFactor(COUNTIES[c] as (typeof COUNTIES)[number]),
    );
    this.figures = this.counties.map(() => new Float64Array(HMDA_FIGURE_COUNT));
    this.quarterShares = normalised(book.quarterWeights);
    this.byCounty = new Int32Array(this.counties.length);
  }

  /** The $10,000 bin of one loan's amount in a county. */
  private binOf(loan: Compiled, c: number): number {
    const amount = loan.median * (this.countyScale[c] as number) * fromTable(this.random, loan.spread);
    return Math.floor(amount / 10_000);
  }

  /** Dollars of m loans: each drawn when few, their sum's normal approximation when many. */
  private amountOf(loan: Compiled, c: number, m: number): number {
    let bins = 0;
    if (m <= 8) for (let i = 0; i < m; i++) bins += this.binOf(loan, c);
    else {
      const mean = loan.median * (this.countyScale[c] as number) * loan.meanFactor;
      const sum = m * mean + Math.sqrt(m) * mean * loan.cv * fromTable(this.random, NORMAL_TABLE);
      bins = Math.max(0, Math.round((sum - 5_000 * m) / 10_000));
    }
    return 5_000 * m + 10_000 * bins;
  }

  /** The conforming rate of a quarter drawn by its share of the year's originations. */
  private quarterRate(): number {
    let u = this.random.next();
    const last = this.quarterShares.length - 1;
    for (let q = 0; q < last; q++) {
      u -= this.quarterShares[q] as number;
      if (u < 0) return this.book.quarterRates[q] as number;
    }
    return this.book.quarterRates[last] as number;
  }

  /**
   * Originates k loans of a kind in a county. A few loans are drawn one by one; a larger group has its
   * dollars summed at once and stands in the medians as REPRESENTATIVES drawn loans, each weighing
   * for its share of the group. Returns their dollars.
   */
  private originate(loan: Compiled, c: number, k: number, step: number): number {
    const fig = this.figures[c] as Float64Array;
    multinomial(this.random, k, loan.plan.occupancy, this.occupancy);
    let all = 0;
    for (let g = 0; g < 3; g++) {
      const count = this.occupancy[g] as number;
      if (count === 0) continue;
      const drawn = Math.min(count, REPRESENTATIVES);
      let groupAmount = 0;
      for (let j = 0; j < drawn; j++) {
        const bin = this.binOf(loan, c);
        groupAmount += bin * 10_000 + 5_000;
        const rate =
          this.quarterRate() +
          loan.plan.rateOffset +
          (OCCUPANCY_RATE_PREMIUM[g] as number) +
          fromTable(this.random, RATE_NOISE);
        const rounded = Math.round(Math.round(Math.max(rate, 1) / step) * step * 1000);
        this.originations.push(c, bin, rounded, count / drawn);
      }
      if (count > drawn) groupAmount = this.amountOf(loan, c, count);
      add(fig, loan.occupancy[g] as number, count, groupAmount);
      all += groupAmount;
    }
    addSalesAndKind(fig, loan, k, all, binomial(this.random, k, loan.plan.soldChance));
    add(fig, ORIGINATIONS, k, all);
    return all;
  }

  /** The n applications of one kind in one county and what became of them. */
  applicationsIn(loan: Compiled, c: number, n: number, step: number): void {
    const fig = this.figures[c] as Float64Array;
    multinomial(this.random, n, loan.plan.outcomes, this.outcomes);
    let total = 0;
    for (let o = 0; o < 4; o++) {
      const m = this.outcomes[o] as number;
      if (m === 0) continue;
      const amount = this.amountOf(loan, c, m);
      add(fig, OUTCOME_INDEX[o] as number, m, amount);
      total += amount;
    }
    const k = this.outcomes[4] as number;
    if (k > 0) total += this.originate(loan, c, k, step);
    add(fig, APPLICATIONS, n, total);
  }

  /** m bought loans of one kind in one county: their dollars split among occupancies and sold or held. */
  purchasedIn(loan: Compiled, c: number, m: number): void {
    const fig = this.figures[c] as Float64Array;
    const amount = this.amountOf(loan, c, m);
    multinomial(this.random, m, loan.plan.occupancy, this.occupancy);
    const occupancyBins = split((amount - 5_000 * m) / 10_000, Array.from(this.occupancy));
    for (let g = 0; g < 3; g++) {
      const count = this.occupancy[g] as number;
      add(fig, loan.occupancy[g] as number, count, 5_000 * count + 10_000 * (occupancyBins[g] as number));
    }
    addSalesAndKind(fig, loan, m, amount, binomial(this.random, m, loan.plan.soldChance));
    add(fig, PURCHASED, m, amount);
  }

  /** Splits `total` loans among kinds, then each kind among counties, and hands every cell on. */
  spread(
    plans: readonly SegmentPlan[],
    total: number,
    action: HmdaDetailedAction,
    cell: (loan: Compiled, c: number, n: number) => void,
  ): void {
    if (total <= 0 || plans.length === 0) return;
    const shares = normalised(plans.map((p) => p.weight));
    const kinds = multinomial(this.random, total, shares, new Int32Array(plans.length));
    plans.forEach((plan, s) => {
      const n = kinds[s] as number;
      if (n === 0) return;
      const loan = compile(plan, action);
      multinomial(this.random, n, this.countyShares, this.byCounty);
      for (let c = 0; c < this.counties.length; c++) {
        const inCounty = this.byCounty[c] as number;
        if (inCounty > 0) cell(loan, c, inCounty);
      }
    });
  }
}

/** Draws one lender's year from its own stream. */
export function simulateLender(random: Random, book: LenderBook): LenderActivity {
  const year = new LenderYear(random, book);
  // First liens are priced in eighths of a point; home-equity lines off prime, to the hundredth.
  year.spread(book.firstLien, book.firstLienApplications, 'originations', (loan, c, n) =>
    year.applicationsIn(loan, c, n, 0.125),
  );
  year.spread(book.subordinate, book.subordinateApplications, 'originations', (loan, c, n) =>
    year.applicationsIn(loan, c, n, 0.01),
  );
  year.spread(book.purchasedSegments, book.purchased, 'purchased', (loan, c, m) =>
    year.purchasedIn(loan, c, m),
  );
  return { counties: year.counties, figures: year.figures, originations: year.originations };
}
