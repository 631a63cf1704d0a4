import { type GeoProjection, geoAlbers, geoConicEqualArea } from 'd3-geo';

/** The scale and offset us-atlas documents for its Albers USA files: the country fits 975 by 610. */
const SCALE = 1300;
const [X, Y] = [487.5, 305];

/**
 * The lower 48 states plus Alaska, Hawaii and Puerto Rico as insets, each on its own equal-area
 * conic projection, placed as d3.geoAlbersUsa places them (Puerto Rico beside Florida, as the
 * Census Bureau's own maps do). Boundaries pick their inset by state, not by where each point lies,
 * so far-flung islands stay with their state instead of being clipped away as geoAlbersUsa does.
 */
const lower48 = geoAlbers().scale(SCALE).translate([X, Y]);
const alaska = geoConicEqualArea()
  .rotate([154, 0])
  .center([-2, 58.5])
  .parallels([55, 65])
  .scale(SCALE * 0.35)
  .translate([X - 0.307 * SCALE, Y + 0.201 * SCALE]);
const hawaii = geoConicEqualArea()
  .rotate([157, 0])
  .center([-3, 19.9])
  .parallels([8, 18])
  .scale(SCALE)
  .translate([X - 0.205 * SCALE, Y + 0.212 * SCALE]);
const puertoRico = geoConicEqualArea()
  .rotate([66, 0])
  .center([0, 18])
  .parallels([8, 18])
  .scale(SCALE)
  .translate([X + 0.35 * SCALE, Y + 0.224 * SCALE]);

export type UsArea = 'lower48' | 'alaska' | 'hawaii' | 'puertoRico';

const PROJECTIONS: Readonly<Record<UsArea, GeoProjection>> = { lower48, alaska, hawaii, puertoRico };

/** The inset a state's boundaries are drawn in, by its two-digit FIPS code. */
export function areaOfState(stateFips: string): UsArea {
  if (stateFips === '02') return 'alaska';
  if (stateFips === '15') return 'hawaii';
  if (stateFips === '72') return 'puertoRico';
  return 'lower48';
}

/** Which inset a longitude/latitude lies in; null outside the 50 states, DC and Puerto Rico. */
export function areaOfPoint(lon: number, lat: number): UsArea | null {
  // Alaska's Aleutians cross the antimeridian; its panhandle reaches 130°W.
  if (lat > 51 && (lon < -129.9 || lon > 170)) return 'alaska';
  if (lat > 18.5 && lat < 22.5 && lon > -160.6 && lon < -154.5) return 'hawaii';
  if (lat > 17.8 && lat < 18.6 && lon > -68 && lon < -65.1) return 'puertoRico';
  if (lat > 24.3 && lat < 49.5 && lon > -125 && lon < -66.8) return 'lower48';
  return null;
}

/** Longitude/latitude to map units (975 by 610, y down) on the given inset's projection. */
export function projectIn(area: UsArea, lon: number, lat: number): [number, number] {
  const point = PROJECTIONS[area]([lon, lat]);
  return point ? [point[0], point[1]] : [Number.NaN, Number.NaN];
}

/** A point (a branch) to map units, or null when it lies outside the states, DC and Puerto Rico. */
export function projectPoint(lon: number, lat: number): [number, number] | null {
  const area = areaOfPoint(lon, lat);
  return area ? projectIn(area, lon, lat) : null;
}
