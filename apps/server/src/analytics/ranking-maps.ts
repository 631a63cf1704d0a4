import { rankAmong } from '../metrics/statistics.js';
import type { NationalRanking } from './metric-service.js';

type Ordered = NationalRanking['ordered'];

/*
 * Lookups built from a national ranking, kept exactly as long as the metric service keeps the
 * ranking itself (it hands out the same array until a data load): every reader of one ranking
 * (rules, columns, scores, reports) shares one map instead of building its own.
 */
const valueMaps = new WeakMap<Ordered, Map<number, number>>();
const percentileMaps = new WeakMap<Ordered, { high?: Map<number, number>; low?: Map<number, number> }>();

/** Institution id -> value. */
export function rankingValues(ordered: Ordered): ReadonlyMap<number, number> {
  let map = valueMaps.get(ordered);
  if (!map) {
    map = new Map(ordered as (readonly [number, number])[]);
    valueMaps.set(ordered, map);
  }
  return map;
}

/**
 * Institution id -> percentile (0-100) among the ranking's values, 100 for the largest value when
 * `direction` is 'high' and for the smallest when 'low'; ties share the better percentile, as
 * national standing does everywhere else.
 */
export function rankingPercentiles(ordered: Ordered, direction: 'high' | 'low'): ReadonlyMap<number, number> {
  const entry = percentileMaps.get(ordered) ?? {};
  percentileMaps.set(ordered, entry);
  let map = entry[direction];
  if (!map) {
    const sorted = Float64Array.from(ordered, ([, value]) => value).sort();
    map = new Map();
    for (const [id, value] of ordered) {
      const standing = rankAmong(value, sorted, direction === 'high');
      if (standing) map.set(id, standing.percentile);
    }
    entry[direction] = map;
  }
  return map;
}
