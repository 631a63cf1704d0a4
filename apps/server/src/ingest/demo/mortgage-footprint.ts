import { COUNTIES } from '../../reference/us-counties.js';
import type { Random } from './random.js';

/** Where a lender's loans are: counties (indices into COUNTIES) and the share of its lending in each. */
export type Footprint = { counties: number[]; weights: number[] };

const INDEX_OF_FIPS = new Map(COUNTIES.map((c, i) => [c[0], i]));

export const countyIndexOf = (fips: string): number | undefined => INDEX_OF_FIPS.get(fips);

const LAT = Float64Array.from(COUNTIES, (c) => c[3]);
const LON = Float64Array.from(COUNTIES, (c) => c[4]);
const ACTIVITY = Float64Array.from(COUNTIES, (c) => c[5]);
/** A national lender's borrowers are where the banking activity is, big markets a little more so. */
const NATIONAL_WEIGHT = ACTIVITY.map((offices) => offices ** 1.15);

/** Kilometres between two counties' centres (flat-earth: fine at the few hundred km that matter here). */
function distanceKm(a: number, b: number): number {
  const dLat = (LAT[a] as number) - (LAT[b] as number);
  const dLon =
    ((LON[a] as number) - (LON[b] as number)) *
    Math.cos((((LAT[a] as number) + (LAT[b] as number)) / 2) * (Math.PI / 180));
  return 111.2 * Math.sqrt(dLat * dLat + dLon * dLon);
}

/**
 * Up to `count` counties drawn without replacement, each in proportion to its weight (keys of
 * Efraimidis and Spirakis), in the order drawn.
 */
function drawCounties(
  random: Random,
  candidates: readonly { index: number; weight: number }[],
  count: number,
): { index: number; weight: number }[] {
  const keys = new Float64Array(candidates.length);
  for (let i = 0; i < candidates.length; i++) {
    const weight = candidates[i]?.weight ?? 0;
    keys[i] = weight > 0 ? Math.log(Math.max(random.next(), 1e-12)) / weight : Number.NEGATIVE_INFINITY;
  }
  // The count-th largest key, found on a sorted copy; the winners are then ordered among themselves.
  const sorted = keys.slice().sort();
  const cut = sorted[Math.max(0, sorted.length - count)] ?? Number.NEGATIVE_INFINITY;
  const drawn: { index: number; weight: number; key: number }[] = [];
  for (let i = 0; i < candidates.length; i++) {
    const key = keys[i] as number;
    const candidate = candidates[i];
    if (candidate && key >= cut && key > Number.NEGATIVE_INFINITY) drawn.push({ ...candidate, key });
  }
  drawn.sort((a, b) => b.key - a.key || a.index - b.index);
  return drawn.slice(0, count).map(({ index, weight }) => ({ index, weight }));
}

/** Counties within `radiusKm` of a home county, weighted by banking activity fading with distance. */
function nearbyCandidates(home: number, radiusKm: number, exclude: ReadonlySet<number>) {
  const out: { index: number; weight: number }[] = [];
  // One degree of latitude is 111 km; longitude degrees are shorter, so this box holds the circle.
  const latSpan = radiusKm / 111.2;
  const lonSpan =
    latSpan /
    Math.max(0.2, Math.cos(Math.min(80, Math.abs(LAT[home] as number) + latSpan) * (Math.PI / 180)));
  for (let i = 0; i < COUNTIES.length; i++) {
    if (Math.abs((LAT[i] as number) - (LAT[home] as number)) > latSpan) continue;
    if (Math.abs((LON[i] as number) - (LON[home] as number)) > lonSpan || exclude.has(i)) continue;
    const d = distanceKm(home, i);
    if (d <= radiusKm)
      out.push({ index: i, weight: (ACTIVITY[i] as number) * Math.exp(-d / (radiusKm / 2)) });
  }
  return out;
}

/** Every county weighted by its banking activity: where a national lender's borrowers are. */
function nationalCandidates(exclude: ReadonlySet<number>) {
  const out: { index: number; weight: number }[] = [];
  for (let i = 0; i < COUNTIES.length; i++)
    if (!exclude.has(i)) out.push({ index: i, weight: NATIONAL_WEIGHT[i] as number });
  return out;
}

/** How far beyond its branches a depository lends, by size ($000): share of its loans, counties, reach. */
function outOfFootprint(
  random: Random,
  fiType: 'bank' | 'credit_union',
  assets: number,
): { share: number; counties: number; radiusKm: number | null } | null {
  const bank = fiType === 'bank';
  if (assets < (bank ? 500_000 : 1_000_000)) return null;
  if (bank && assets < 1_000_000)
    return { share: random.between(0.03, 0.08), counties: random.int(1, 2), radiusKm: 120 };
  if (assets < 10_000_000)
    return bank
      ? { share: random.between(0.08, 0.18), counties: random.int(2, 6), radiusKm: 300 }
      : { share: random.between(0.03, 0.1), counties: random.int(1, 4), radiusKm: 200 };
  if (bank && assets < 100_000_000)
    return { share: random.between(0.15, 0.3), counties: random.int(6, 15), radiusKm: 800 };
  return { share: random.between(0.2, 0.4), counties: random.int(15, 40), radiusKm: null };
}

/**
 * A bank's or credit union's lending: its branch counties weighted by their deposits (the main office
 * county when it has no branches on file), and for larger lenders a share beyond them, in nearby
 * counties or, for the largest, in the nation's big markets.
 */
export function depositoryFootprint(
  random: Random,
  lender: {
    fiType: 'bank' | 'credit_union';
    assets: number;
    homeCountyFips: string;
    branches: readonly { countyFips: string; deposits: number }[];
  },
): Footprint {
  const byCounty = new Map<number, number>();
  for (const b of lender.branches) {
    const index = INDEX_OF_FIPS.get(b.countyFips);
    if (index !== undefined) byCounty.set(index, (byCounty.get(index) ?? 0) + Math.max(b.deposits, 1));
  }
  const home = INDEX_OF_FIPS.get(lender.homeCountyFips);
  if (byCounty.size === 0 && home !== undefined) byCounty.set(home, 1);
  const counties = [...byCounty.keys()];
  const total = counties.reduce((n, c) => n + (byCounty.get(c) ?? 0), 0);
  const beyond = outOfFootprint(random, lender.fiType, lender.assets);
  const inShare = beyond ? 1 - beyond.share : 1;
  const weights = counties.map((c) => ((byCounty.get(c) ?? 0) / total) * inShare);
  if (!beyond || home === undefined) return { counties, weights };
  const exclude = new Set(counties);
  const candidates =
    beyond.radiusKm === null ? nationalCandidates(exclude) : nearbyCandidates(home, beyond.radiusKm, exclude);
  return withExtra({ counties, weights }, drawCounties(random, candidates, beyond.counties), beyond.share);
}

/** Adds drawn counties sharing `share` of the lending in proportion to their weights. */
function withExtra(
  base: Footprint,
  extra: readonly { index: number; weight: number }[],
  share: number,
): Footprint {
  const total = extra.reduce((n, e) => n + e.weight, 0);
  if (total <= 0) {
    const sum = base.weights.reduce((a, b) => a + b, 0);
    return { counties: base.counties, weights: base.weights.map((w) => w / sum) };
  }
  return {
    counties: [...base.counties, ...extra.map((e) => e.index)],
    weights: [...base.weights, ...extra.map((e) => (e.weight / total) * share)],
  };
}

/** A national lender: the big markets everywhere, in proportion to their activity. */
export function nationalFootprint(random: Random, counties: number): Footprint {
  const drawn = drawCounties(random, nationalCandidates(new Set()), counties);
  const total = drawn.reduce((n, d) => n + d.weight, 0);
  return { counties: drawn.map((d) => d.index), weights: drawn.map((d) => d.weight / total) };
}

/** A regional or local lender: its home county, with `homeShare` of its loans, and counties around it. */
export function regionalFootprint(
  random: Random,
  home: number,
  options: { counties: number; radiusKm: number; homeShare: number },
): Footprint {
  const drawn = drawCounties(
    random,
    nearbyCandidates(home, options.radiusKm, new Set([home])),
    options.counties,
  );
  return withExtra({ counties: [home], weights: [options.homeShare] }, drawn, 1 - options.homeShare);
}
