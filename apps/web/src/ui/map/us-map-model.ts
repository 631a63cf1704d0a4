import type { UsGeography } from './us-geography';
import { projectPoint } from './us-projection';

/** A state's or county's figure, by FIPS code; `title` overrides the map's own name for it. */
export type MapValue = { fips: string; value: number; title?: string; details?: readonly string[] };

/** A place drawn as a dot (a branch): where, what, and optionally how big (e.g. its deposits). */
export type MapPoint = {
  lon: number;
  lat: number;
  title: string;
  weight?: number;
  details?: readonly string[];
};

export type MapModel = {
  /** One entry per value whose FIPS code is on the map, for the choropleth series. */
  regions: { name: string; value: number; title: string; details: readonly string[] }[];
  /** Values keyed by a FIPS code the map does not draw (territories without an inset, stale codes). */
  unmatched: MapValue[];
  range: { min: number; max: number };
  points: { name: string; value: [number, number]; symbolSize: number; details: readonly string[] }[];
  /** Points outside the 50 states, DC and Puerto Rico, or without coordinates. */
  pointsOffMap: number;
  /** The view that frames the states holding data: a point in map units and a zoom factor. */
  focus: { center: [number, number]; zoom: number };
  /** Every region's name by FIPS code, for regions the data does not cover. */
  titles: ReadonlyMap<string, string>;
};

type Box = [number, number, number, number];
const MAX_ZOOM = 8;
// Leaves a margin around the framed states.
const FRAME = 0.9;

function union(boxes: readonly (readonly number[])[]): Box | null {
  if (boxes.length === 0) return null;
  return boxes.reduce<Box>(
    (u, b) => [
      Math.min(u[0], b[0] ?? u[0]),
      Math.min(u[1], b[1] ?? u[1]),
      Math.max(u[2], b[2] ?? u[2]),
      Math.max(u[3], b[3] ?? u[3]),
    ],
    [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, Number.NEGATIVE_INFINITY],
  );
}

function focusOn(geography: UsGeography, stateFips: ReadonlySet<string>): MapModel['focus'] {
  const all = union([...geography.bounds.values()]) ?? [0, 0, 975, 610];
  const whole = { center: [(all[0] + all[2]) / 2, (all[1] + all[3]) / 2] as [number, number], zoom: 1 };
  const target = union(
    [...stateFips].flatMap((s) => {
      const box = geography.bounds.get(s);
      return box ? [box] : [];
    }),
  );
  if (!target) return whole;
  const width = Math.max(target[2] - target[0], 1);
  const height = Math.max(target[3] - target[1], 1);
  const zoom = Math.min(MAX_ZOOM, FRAME * Math.min((all[2] - all[0]) / width, (all[3] - all[1]) / height));
  // Data across most of the country is shown whole rather than nudged a little.
  if (zoom < 1.25) return whole;
  return { center: [(target[0] + target[2]) / 2, (target[1] + target[3]) / 2], zoom };
}

/** Dot areas grow with weight, from 4 to 14 pixels across. */
function dotSize(weight: number | undefined, maxWeight: number): number {
  if (weight === undefined || maxWeight <= 0) return 6;
  return 4 + 10 * Math.sqrt(Math.max(weight, 0) / maxWeight);
}

/**
 * Joins figures to the map's regions by FIPS code, projects the dots with the map's insets, and
 * frames the states that hold any figure.
 */
export function usMapModel(
  geography: UsGeography,
  values: readonly MapValue[],
  points: readonly MapPoint[] = [],
): MapModel {
  const titles = new Map(geography.regions.map((r) => [r.properties.name, r.properties.label]));
  const regions: MapModel['regions'] = [];
  const unmatched: MapValue[] = [];
  for (const v of values) {
    const title = titles.get(v.fips);
    if (title === undefined) unmatched.push(v);
    else regions.push({ name: v.fips, value: v.value, title: v.title ?? title, details: v.details ?? [] });
  }
  const figures = regions.map((r) => r.value);
  const range = { min: Math.min(0, ...figures), max: Math.max(0, ...figures) };

  const maxWeight = Math.max(0, ...points.map((p) => p.weight ?? 0));
  const projected: MapModel['points'] = [];
  for (const p of points) {
    const at = Number.isFinite(p.lon) && Number.isFinite(p.lat) ? projectPoint(p.lon, p.lat) : null;
    if (!at) continue;
    projected.push({
      name: p.title,
      value: at,
      symbolSize: dotSize(p.weight, maxWeight),
      details: p.details ?? [],
    });
  }
  const held = new Set(regions.map((r) => r.name.slice(0, 2)));
  return {
    regions,
    unmatched,
    range,
    points: projected,
    pointsOffMap: points.length - projected.length,
    focus: focusOn(geography, held),
    titles,
  };
}
