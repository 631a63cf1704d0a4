import { US_CENSUS_REGIONS } from '@fin-atlas/domain';
import type { DemoOffer, DemoVendorCatalog, Focus, Segment } from './technographics-vendors.js';

/**
 * Which vendor product a demo institution picks for a solution, weighted as the real market is:
 * - type: a vendor's weight among banks or credit unions, a product's focus on one or both;
 * - size: a community, all-size or enterprise vendor (and product) fits an institution by its assets,
 *   read continuously along the asset tiers rather than one weight per tier;
 * - region: a vendor is stronger in the Census region of its headquarters, where it grew;
 * - strategy: commercial-heavy lenders lean to enterprise products, consumer lenders to community ones.
 * The core vendor's pull on other services is applied by the plan, which knows the core.
 */

/** Asset tier limits in $000: under $100M, $1B, $10B, $100B, and above. */
export const TIER_LIMITS = [100_000, 1_000_000, 10_000_000, 100_000_000];
export type Tier = 0 | 1 | 2 | 3 | 4;
export const tierOf = (assets: number): Tier => {
  let tier = 0;
  while (tier < TIER_LIMITS.length && assets >= (TIER_LIMITS[tier] as number)) tier++;
  return tier as Tier;
};

/** A segment's fit by tier; between tier midpoints it is interpolated on the log of assets. */
const SEGMENT_FIT: Readonly<Record<Segment, readonly number[]>> = {
  community: [1.4, 1.2, 0.8, 0.3, 0.1],
  all: [1, 1, 1, 1, 1],
  enterprise: [0.15, 0.4, 1.3, 2.5, 3.5],
};
/** How much more a vendor wins in its home Census region than elsewhere. */
const HOME_REGION_STRENGTH = 4;
/** Commercial share of loans around which a bank's or a credit union's strategy reads as neutral. */
const NEUTRAL_COMMERCIAL = { bank: 0.45, credit_union: 0.08 } as const;
/** How strongly each point of commercial share tilts the pick (per unit share, on the log scale). */
const STRATEGY_TILT = 5;

export type MarketInstitution = {
  fiType: 'bank' | 'credit_union';
  assets: number;
  state?: string | null;
  commercialShare?: number | null;
};

export type Choice = { vendor: number; product: number; weight: number };

type VendorOffers = {
  vendor: number;
  /** The vendor's weight among banks and credit unions (its strongest product's). */
  weight: readonly [number, number];
  segment: Segment;
  region: string | null;
  products: readonly { product: number; segment: Segment; focus: Focus }[];
};

/** A solution's offers grouped by vendor: prepared once per solution, weighted per institution. */
export type Market = readonly VendorOffers[];

const REGION_OF = new Map(US_CENSUS_REGIONS.flatMap((r) => r.states.map((s) => [s, r.key] as const)));

export function marketOf(offers: readonly DemoOffer[], catalog: DemoVendorCatalog): Market {
  const byVendor = new Map<number, DemoOffer[]>();
  for (const offer of offers) byVendor.set(offer.vendor, [...(byVendor.get(offer.vendor) ?? []), offer]);
  return [...byVendor].map(([vendor, list]) => {
    const info = catalog.vendors[vendor];
    return {
      vendor,
      weight: [Math.max(...list.map((o) => o.weight[0])), Math.max(...list.map((o) => o.weight[1]))] as const,
      segment: info?.segment ?? 'all',
      region: REGION_OF.get(info?.headquartersState ?? '') ?? null,
      products: list.map((o) => ({ product: o.product, segment: o.segment, focus: o.focus })),
    };
  });
}

/** Where assets sit along the tiers: tier t spans [t, t + 1), linear in the log of assets. */
function sizePosition(assets: number): number {
  const tier = tierOf(Math.max(assets, 1));
  const low = tier === 0 ? 10_000 : (TIER_LIMITS[tier - 1] as number);
  const high = (TIER_LIMITS[tier] as number | undefined) ?? low * 10;
  const within = Math.log(Math.max(assets, 1) / low) / Math.log(high / low);
  return tier + Math.min(1, Math.max(0, within));
}

function segmentFit(segment: Segment, position: number): number {
  const fits = SEGMENT_FIT[segment];
  const x = Math.min(fits.length - 1, Math.max(0, position - 0.5));
  const below = Math.floor(x);
  const above = Math.min(fits.length - 1, below + 1);
  return (fits[below] as number) + ((fits[above] as number) - (fits[below] as number)) * (x - below);
}

function strategyFit(segment: Segment, institution: MarketInstitution): number {
  const share = institution.commercialShare;
  if (share === null || share === undefined || !Number.isFinite(share) || segment === 'all') return 1;
  const tilt = STRATEGY_TILT * (share - NEUTRAL_COMMERCIAL[institution.fiType]);
  return Math.exp(segment === 'enterprise' ? tilt : -tilt);
}

const focusFit = (focus: Focus, fiType: MarketInstitution['fiType']) =>
  focus === 'both' || (focus === 'bank') === (fiType === 'bank') ? 1 : 0.02;

/** The products an institution picks from for one solution, each with its weight for that institution. */
export function choicesFor(market: Market, institution: MarketInstitution): Choice[] {
  const position = sizePosition(institution.assets);
  const region = REGION_OF.get(institution.state ?? '') ?? null;
  const fi = institution.fiType === 'bank' ? 0 : 1;
  const out: Choice[] = [];
  for (const vendor of market) {
    const home = region !== null && vendor.region === region ? HOME_REGION_STRENGTH : 1;
    const vendorWeight =
      vendor.weight[fi] *
      segmentFit(vendor.segment, position) *
      strategyFit(vendor.segment, institution) *
      home;
    const fits = vendor.products.map(
      (p) =>
        focusFit(p.focus, institution.fiType) *
        segmentFit(p.segment, position) *
        strategyFit(p.segment, institution),
    );
    const total = fits.reduce((a, b) => a + b, 0);
    vendor.products.forEach((p, i) => {
      const weight = total > 0 ? (vendorWeight * (fits[i] as number)) / total : 0;
      if (weight > 0) out.push({ vendor: vendor.vendor, product: p.product, weight });
    });
  }
  return out;
}
