import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Topology } from 'topojson-specification';
import { describe, expect, it } from 'vitest';
import { usGeography } from './us-geography';
import { usMapModel } from './us-map-model';
import { projectPoint } from './us-projection';

const require = createRequire(import.meta.url);
const topology = (file: string) =>
  JSON.parse(readFileSync(require.resolve(`us-atlas/${file}`), 'utf8')) as Topology;

const counties = usGeography(topology('counties-10m.json'), 'county');
const states = usGeography(topology('states-10m.json'), 'state');

/** Whether a projected point falls inside a region's projected extent. */
function inside(point: readonly number[] | null, box: readonly number[] | undefined): boolean {
  if (!point || !box) return false;
  const [x = 0, y = 0] = point;
  return x >= (box[0] ?? 0) && x <= (box[2] ?? 0) && y >= (box[1] ?? 0) && y <= (box[3] ?? 0);
}

describe('U.S. map geography', () => {
  it('draws the 50 states, DC and Puerto Rico, and their counties, keyed by FIPS', () => {
    expect(states.regions).toHaveLength(52);
    expect(counties.regions.length).toBeGreaterThan(3200);
    expect(counties.regions.find((r) => r.properties.name === '48453')?.properties.label).toBe('Travis, TX');
    expect(states.regions.find((r) => r.properties.name === '72')?.properties.label).toBe('Puerto Rico');
    // Guam and the Virgin Islands have no inset.
    expect(states.regions.some((r) => r.properties.name === '66' || r.properties.name === '78')).toBe(false);
  });

  it('lays out the states as us-atlas lays out its own Albers USA file, with Puerto Rico beside Florida', () => {
    // states-albers-10m.json is us-atlas's projection of the same boundaries with d3.geoAlbersUsa.
    const albers = topology('states-albers-10m.json').bbox ?? [];
    const drawn = [...states.bounds].filter(([fips]) => fips !== '72').map(([, box]) => box);
    const [x0, y0, x1, y1] = [0, 1, 2, 3].map((i) =>
      (i < 2 ? Math.min : Math.max)(...drawn.map((b) => b[i] ?? 0)),
    );
    expect(x0).toBeCloseTo(albers[0] ?? 0, 0);
    expect(y0).toBeCloseTo(albers[1] ?? 0, 0);
    expect(x1).toBeCloseTo(albers[2] ?? 0, 0);
    expect(y1).toBeCloseTo(albers[3] ?? 0, 0);
    const [px0 = 0, py0 = 0, px1 = 0, py1 = 0] = states.bounds.get('72') ?? [];
    const florida = states.bounds.get('12') ?? [];
    expect(px0).toBeGreaterThan(florida[2] ?? 0);
    expect(px1).toBeLessThan(1000);
    expect(py0).toBeGreaterThan(florida[1] ?? 0);
    expect(py1).toBeLessThan(620);
  });

  it('projects branches into the county they are in, insets included, and drops places off the map', () => {
    expect(inside(projectPoint(-97.74, 30.27), counties.bounds.get('48453'))).toBe(true); // Austin
    expect(inside(projectPoint(-149.9, 61.22), counties.bounds.get('02020'))).toBe(true); // Anchorage
    expect(inside(projectPoint(-157.86, 21.31), counties.bounds.get('15003'))).toBe(true); // Honolulu
    expect(inside(projectPoint(-66.06, 18.45), counties.bounds.get('72127'))).toBe(true); // San Juan
    expect(projectPoint(144.79, 13.44)).toBeNull(); // Guam
  });
});

describe('U.S. map model', () => {
  it('joins figures by FIPS, keeps the ones the map cannot draw apart, and gives the value range', () => {
    const model = usMapModel(counties, [
      { fips: '48453', value: 12.5, title: 'Travis County, TX', details: ['Rank 2 of 40'] },
      { fips: '48201', value: 3.25 },
      { fips: '66010', value: 40 },
    ]);
    expect(model.regions).toEqual([
      { name: '48453', value: 12.5, title: 'Travis County, TX', details: ['Rank 2 of 40'] },
      { name: '48201', value: 3.25, title: 'Harris, TX', details: [] },
    ]);
    expect(model.unmatched.map((v) => v.fips)).toEqual(['66010']);
    expect(model.range).toEqual({ min: 0, max: 12.5 });
    expect(model.titles.get('06037')).toBe('Los Angeles, CA');
  });

  it('frames the states holding data, and the whole country when they span it', () => {
    const texas = usMapModel(counties, [{ fips: '48453', value: 1 }]);
    const box = counties.bounds.get('48') ?? [];
    expect(inside(texas.focus.center, box)).toBe(true);
    expect(texas.focus.zoom).toBeGreaterThan(2);

    const coasts = usMapModel(states, [
      { fips: '06', value: 1 },
      { fips: '36', value: 2 },
      { fips: '02', value: 3 },
    ]);
    expect(coasts.focus.zoom).toBe(1);
  });

  it('places dots on the map, larger for heavier weights, and counts those it cannot place', () => {
    const model = usMapModel(
      counties,
      [],
      [
        { lon: -97.74, lat: 30.27, title: 'Austin main office', weight: 400 },
        { lon: -97.7, lat: 30.3, title: 'North Austin', weight: 100 },
        { lon: 144.79, lat: 13.44, title: 'Hagåtña', weight: 50 },
        { lon: Number.NaN, lat: 30, title: 'No coordinates' },
      ],
    );
    expect(model.points.map((p) => p.name)).toEqual(['Austin main office', 'North Austin']);
    expect(model.pointsOffMap).toBe(2);
    const [big, small] = model.points;
    expect(big?.symbolSize).toBeGreaterThan(small?.symbolSize ?? 0);
    expect(inside(big?.value ?? null, counties.bounds.get('48453'))).toBe(true);
  });
});
