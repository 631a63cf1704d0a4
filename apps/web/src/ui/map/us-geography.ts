import { stateCode } from '@fin-atlas/domain';
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { areaOfState, projectIn, type UsArea } from './us-projection';

export type MapLevel = 'state' | 'county';

/** One state or county, already projected to map units; `name` is its FIPS code, the key ECharts joins on. */
export type UsRegion = Feature<Geometry, { name: string; label: string; stateFips: string }>;

export type UsGeography = {
  level: MapLevel;
  regions: UsRegion[];
  /** The states' outlines, drawn over the counties so a county map still reads by state. */
  states: UsRegion[];
  /** Each region's and state's extent in map units, by FIPS code: [minX, minY, maxX, maxY]. */
  bounds: ReadonlyMap<string, readonly [number, number, number, number]>;
};

// American Samoa, Guam, the Northern Marianas and the Virgin Islands have no inset.
const DRAWN_TERRITORIES = new Set(['72']);
const isDrawn = (fips: string) => Number(fips.slice(0, 2)) <= 56 || DRAWN_TERRITORIES.has(fips.slice(0, 2));

function projectCoordinates(coordinates: unknown, area: UsArea): unknown {
  if (Array.isArray(coordinates) && typeof coordinates[0] === 'number') {
    const [lon = 0, lat = 0] = coordinates as Position;
    return projectIn(area, lon, lat);
  }
  return (coordinates as unknown[]).map((c) => projectCoordinates(c, area));
}

function projectGeometry(geometry: Geometry, area: UsArea): Geometry {
  if (geometry.type === 'GeometryCollection')
    return { ...geometry, geometries: geometry.geometries.map((g) => projectGeometry(g, area)) };
  return { ...geometry, coordinates: projectCoordinates(geometry.coordinates, area) } as Geometry;
}

function extent(coordinates: unknown, into: [number, number, number, number]): void {
  if (Array.isArray(coordinates) && typeof coordinates[0] === 'number') {
    const [x = 0, y = 0] = coordinates as Position;
    into[0] = Math.min(into[0], x);
    into[1] = Math.min(into[1], y);
    into[2] = Math.max(into[2], x);
    into[3] = Math.max(into[3], y);
    return;
  }
  for (const c of coordinates as unknown[]) extent(c, into);
}

function regionsOf(
  topology: Topology,
  object: 'states' | 'counties',
  stateNames: ReadonlyMap<string, string>,
): UsRegion[] {
  const collection = feature(topology, topology.objects[object] as GeometryCollection) as FeatureCollection<
    Geometry,
    { name: string }
  >;
  return collection.features
    .filter((f) => f.geometry && isDrawn(String(f.id)))
    .map((f) => {
      const fips = String(f.id);
      const stateFips = fips.slice(0, 2);
      const stateLabel = object === 'states' ? f.properties.name : (stateNames.get(stateFips) ?? '');
      const label = object === 'states' ? f.properties.name : `${f.properties.name}, ${stateLabel}`;
      return {
        type: 'Feature',
        id: fips,
        properties: { name: fips, label, stateFips },
        geometry: projectGeometry(f.geometry, areaOfState(stateFips)),
      };
    });
}

/**
 * Census state or county boundaries from a us-atlas topology (unprojected, 1:10m), projected with
 * the insets of us-projection and keyed by FIPS code; territories without an inset are left out.
 */
export function usGeography(topology: Topology, level: MapLevel): UsGeography {
  const stateFeatures = feature(topology, topology.objects.states as GeometryCollection) as FeatureCollection<
    Geometry,
    { name: string }
  >;
  // A county is labelled with its state's postal code: "Travis, TX".
  const stateNames = new Map(
    stateFeatures.features.map((f) => [String(f.id), stateCode(f.properties.name) ?? f.properties.name]),
  );
  const states = regionsOf(topology, 'states', stateNames);
  const regions = level === 'state' ? states : regionsOf(topology, 'counties', stateNames);
  const bounds = new Map(
    [...regions, ...(level === 'county' ? states : [])].map((r) => {
      const box: [number, number, number, number] = [
        Number.POSITIVE_INFINITY,
        Number.POSITIVE_INFINITY,
        Number.NEGATIVE_INFINITY,
        Number.NEGATIVE_INFINITY,
      ];
      extent('coordinates' in r.geometry ? r.geometry.coordinates : [], box);
      return [r.properties.name, box] as const;
    }),
  );
  return { level, regions, states, bounds };
}
