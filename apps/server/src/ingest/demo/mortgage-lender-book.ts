import { COUNTIES } from '../../reference/us-counties.js';
import { clamp } from './amounts.js';
import { mortgageRate } from './economy.js';
import type { LenderBook, SegmentPlan } from './mortgage-activity.js';
import type { Footprint } from './mortgage-footprint.js';
import {
  FIRST_LIEN_PURPOSES,
  FIRST_LIEN_SEGMENTS,
  type LoanSegment,
  loanSizeFactor,
  SUBORDINATE_PURPOSES,
  SUBORDINATE_SEGMENTS,
} from './mortgage-market.js';
import type { Random } from './random.js';

/**
 * How one lender does mortgage business in the year: its mix of loan types and purposes, its pricing,
 * underwriting and sales, drawn from its own stream around what lenders of its kind and size do, and
 * sized so its originations come to the volumes it must reach (a depository's from its call report).
 */

export type LenderKind = 'bank' | 'credit_union' | 'national' | 'regional' | 'local' | 'affiliate';

export type LenderTargets = {
  kind: LenderKind;
  /** $000. */
  assets: number;
  footprint: Footprint;
  /** Dollars of first-lien and subordinate-lien originations, and of originations sold in the year. */
  firstLienVolume: number;
  subordinateVolume: number;
  soldVolume: number;
  /** Loans bought from other lenders as a share of first-lien originations, and the share resold. */
  purchasedShare: number;
  purchasedSold: number;
  /** Share of the year's originations closed in each quarter. */
  quarterWeights: readonly number[];
};

type LoanTypeShares = { fha: number; va: number; usda: number };

/** FHA, VA and USDA shares of first-lien originations: independents lend most of the government loans. */
function governmentShares(random: Random, kind: LenderKind, assets: number): LoanTypeShares {
  switch (kind) {
    case 'bank':
      if (random.chance(0.04))
        return { fha: random.between(0.15, 0.3), va: random.between(0.1, 0.25), usda: 0.02 };
      if (assets < 1_000_000) return { fha: 0.03, va: 0.02, usda: 0.015 };
      return assets < 10_000_000 ? { fha: 0.06, va: 0.04, usda: 0.01 } : { fha: 0.08, va: 0.05, usda: 0.005 };
    case 'credit_union':
      // Credit unions serving the armed forces write many VA loans.
      if (random.chance(0.03)) return { fha: 0.02, va: random.between(0.2, 0.35), usda: 0.005 };
      return assets < 1_000_000 ? { fha: 0.01, va: 0.02, usda: 0.005 } : { fha: 0.02, va: 0.03, usda: 0.005 };
    case 'national':
      if (random.chance(0.2))
        return { fha: random.between(0.08, 0.14), va: random.between(0.45, 0.6), usda: 0.01 };
      return {
        fha: random.between(0.18, 0.3),
        va: random.between(0.08, 0.18),
        usda: random.between(0.01, 0.03),
      };
    case 'regional':
      return {
        fha: random.between(0.12, 0.25),
        va: random.between(0.06, 0.15),
        usda: random.between(0.01, 0.04),
      };
    case 'local':
      return { fha: random.between(0.05, 0.2), va: random.between(0.03, 0.1), usda: random.between(0, 0.03) };
    case 'affiliate':
      return { fha: random.between(0.08, 0.2), va: random.between(0.05, 0.12), usda: 0.01 };
  }
}

/** Investment-property lending against the market's: small banks finance local landlords. */
function investmentLean(kind: LenderKind, assets: number): number {
  if (kind === 'bank') return assets < 1_000_000 ? 1.4 : 1.1;
  return kind === 'credit_union' ? 0.5 : 0.9;
}

/** Note-rate offsets of first and subordinate liens: small banks price portfolio loans up, credit unions down. */
function pricing(random: Random, kind: LenderKind, assets: number): { first: number; subordinate: number } {
  const own = random.normal(0, 0.12);
  if (kind === 'credit_union') return { first: own - 0.15, subordinate: own - 0.5 };
  if (kind === 'bank' && assets < 1_000_000) return { first: own + 0.2, subordinate: own };
  return { first: own, subordinate: own };
}

/** Loan sizes against the market's: the largest banks' private-banking jumbo loans lift theirs. */
function sizeLean(random: Random, kind: LenderKind, assets: number): number {
  const own = Math.exp(random.normal(0, 0.08));
  if (kind === 'bank') return own * (assets >= 100_000_000 ? 1.3 : assets >= 10_000_000 ? 1.12 : 1);
  return own * (kind === 'credit_union' ? 0.95 : 1);
}

const jitter = (random: Random, shares: Partial<Record<string, number>>, spread: number) =>
  Object.fromEntries(
    Object.entries(shares).map(([k, v]) => [k, (v ?? 0) * Math.exp(random.normal(0, spread))]),
  );

/** Origination shares (by count) of every segment, before each lender's sales cap on government loans. */
function originationMix(
  segments: readonly LoanSegment[],
  typeShares: Readonly<Record<string, number>>,
  purposes: (segment: LoanSegment) => Readonly<Record<string, number>>,
): number[] {
  const raw = segments.map((s) => (typeShares[s.loanType] ?? 0) * (purposes(s)[s.purpose] ?? 0));
  const total = raw.reduce((a, b) => a + b, 0);
  return raw.map((r) => (total > 0 ? r / total : 0));
}

/** Expected dollars of one loan of a segment over the lender's footprint. */
function expectedAmount(segment: LoanSegment, size: number, footprintSize: number): number {
  return segment.medianAmount * size * footprintSize * Math.exp(segment.amountSpread ** 2 / 2);
}

/** Builds the segment plans and the application counts that reach the lender's target volumes. */
export function buildLenderBook(random: Random, targets: LenderTargets, year: number): LenderBook {
  const { kind, assets } = targets;
  const denial = Math.exp(random.normal(0, 0.2));
  const withdrawal = Math.exp(random.normal(0, 0.2)) * (kind === 'national' ? 1.25 : 1);
  const incomplete = Math.exp(random.normal(0, 0.3));
  const size = sizeLean(random, kind, assets);
  const rates = pricing(random, kind, assets);
  const lean = investmentLean(kind, assets);
  const footprintSize = targets.footprint.counties.reduce(
    (n, c, i) =>
      n + (targets.footprint.weights[i] ?? 0) * loanSizeFactor(COUNTIES[c] as (typeof COUNTIES)[number]),
    0,
  );
  const soldShare = targets.firstLienVolume > 0 ? targets.soldVolume / targets.firstLienVolume : 0;
  const government = governmentShares(random, kind, assets);
  // A lender that sells few loans makes few government loans: they are sold into Ginnie Mae pools.
  const govTotal = government.fha + government.va + government.usda;
  const govScale = govTotal > 0 ? Math.min(1, (0.85 * soldShare) / govTotal) : 0;
  const typeShares = {
    fha: government.fha * govScale,
    va: government.va * govScale,
    usda: government.usda * govScale,
    conventional: 1 - govTotal * govScale,
  };
  const firstPurposes = Object.fromEntries(
    Object.entries(FIRST_LIEN_PURPOSES).map(([type, shares]) => [type, jitter(random, shares, 0.2)]),
  );
  const firstMix = originationMix(FIRST_LIEN_SEGMENTS, typeShares, (s) => firstPurposes[s.loanType] ?? {});
  const subPurposes = jitter(random, SUBORDINATE_PURPOSES, 0.25);
  const subMix = originationMix(SUBORDINATE_SEGMENTS, { conventional: 1 }, () => subPurposes);

  const plan = (segment: LoanSegment, share: number, rateOffset: number, soldChance: number): SegmentPlan => {
    const d = Math.min(0.7, segment.denial * denial);
    const w = segment.withdrawal * withdrawal;
    const inc = segment.incomplete * incomplete;
    const approved = 1 - d - w - inc - segment.approvedNotAccepted;
    const [p, s, i] = segment.occupancy;
    const occupancyTotal = p + s + i * lean;
    return {
      segment,
      weight: share / approved,
      soldChance,
      logMedian: Math.log(segment.medianAmount * size),
      rateOffset: segment.rateOffset + rateOffset,
      outcomes: [d, w, inc, segment.approvedNotAccepted, approved],
      occupancy: [p / occupancyTotal, s / occupancyTotal, (i * lean) / occupancyTotal],
    };
  };
  const volumeOf = (
    mix: readonly number[],
    segments: readonly LoanSegment[],
    which: (s: LoanSegment) => boolean,
  ) =>
    mix.reduce((n, m, i) => {
      const s = segments[i] as LoanSegment;
      return which(s) ? n + m * expectedAmount(s, size, footprintSize) : n;
    }, 0);
  const perFirst = volumeOf(firstMix, FIRST_LIEN_SEGMENTS, () => true);
  const perSub = volumeOf(subMix, SUBORDINATE_SEGMENTS, () => true);
  const firstCount = perFirst > 0 ? targets.firstLienVolume / perFirst : 0;
  const governmentVolume =
    firstCount * volumeOf(firstMix, FIRST_LIEN_SEGMENTS, (s) => s.loanType !== 'conventional');
  const conventionalVolume = targets.firstLienVolume - governmentVolume;
  const sells = targets.soldVolume > 0;
  const subSold = sells ? 0.02 : 0;
  const conventionalSold = clamp(
    (targets.soldVolume - 0.97 * governmentVolume - subSold * targets.subordinateVolume) /
      Math.max(conventionalVolume, 1),
    0,
    0.99,
  );

  const firstLien = FIRST_LIEN_SEGMENTS.map((s, i) =>
    plan(
      s,
      firstMix[i] ?? 0,
      rates.first,
      s.loanType === 'conventional' ? conventionalSold : sells ? 0.97 : 0,
    ),
  ).filter((p) => p.weight > 0);
  const subordinate = SUBORDINATE_SEGMENTS.map((s, i) =>
    plan(s, subMix[i] ?? 0, rates.subordinate, subSold),
  ).filter((p) => p.weight > 0);
  const applicationsFor = (plans: readonly SegmentPlan[], originations: number) => {
    const weight = plans.reduce((n, p) => n + p.weight, 0);
    return Math.round(originations * weight);
  };
  const subCount = perSub > 0 ? targets.subordinateVolume / perSub : 0;
  const purchasedSegments = firstLien.map((p) => ({
    ...p,
    weight: p.weight * p.outcomes[4],
    soldChance: targets.purchasedSold,
  }));
  return {
    footprint: targets.footprint,
    firstLien,
    subordinate,
    firstLienApplications: applicationsFor(firstLien, firstCount),
    subordinateApplications: applicationsFor(subordinate, subCount),
    purchased: Math.round(firstCount * targets.purchasedShare),
    purchasedSegments,
    quarterRates: [1, 2, 3, 4].map((q) => mortgageRate(quarterEnd(year, q))),
    quarterWeights: targets.quarterWeights,
  };
}

/** The quarter end of a year's quarter (1-4), YYYY-MM-DD. */
export function quarterEnd(year: number, quarter: number): string {
  return `${year}-${['03-31', '06-30', '09-30', '12-31'][quarter - 1]}`;
}
