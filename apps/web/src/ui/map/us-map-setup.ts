import { MapChart, ScatterChart } from 'echarts/charts';
import {
  AriaComponent,
  GeoComponent,
  TooltipComponent,
  VisualMapContinuousComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import type { Topology } from 'topojson-specification';
import countiesUrl from 'us-atlas/counties-10m.json?url';
import statesUrl from 'us-atlas/states-10m.json?url';
import { MAP_NAMES, STATE_OUTLINES } from './map-names';
import { type MapLevel, type UsGeography, usGeography } from './us-geography';

// The map's own ECharts pieces, in this lazily loaded chunk so the other charts do not carry them.
// A county map is over 3,000 shapes: canvas draws them without putting 3,000 nodes in the page.
echarts.use([
  MapChart,
  ScatterChart,
  GeoComponent,
  TooltipComponent,
  VisualMapContinuousComponent,
  AriaComponent,
  CanvasRenderer,
]);

const loaded = new Map<MapLevel, Promise<UsGeography>>();

async function fetchTopology(url: string): Promise<Topology> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The map boundaries could not be loaded (HTTP ${response.status}).`);
  return (await response.json()) as Topology;
}

/** Fetches the Census boundaries of a level once (a hashed, cached asset) and registers them with ECharts. */
export function usMapGeography(level: MapLevel): Promise<UsGeography> {
  let geography = loaded.get(level);
  if (!geography) {
    geography = fetchTopology(level === 'state' ? statesUrl : countiesUrl).then((topology) => {
      const built = usGeography(topology, level);
      echarts.registerMap(MAP_NAMES[level], { type: 'FeatureCollection', features: built.regions } as never);
      if (level === 'county')
        echarts.registerMap(STATE_OUTLINES, { type: 'FeatureCollection', features: built.states } as never);
      return built;
    });
    geography.catch(() => loaded.delete(level));
    loaded.set(level, geography);
  }
  return geography;
}

export { usMapModel } from './us-map-model';
/** How many regions ECharts holds for a level's map, once registered (0 before). */
export function registeredRegions(level: MapLevel): number {
  const map = echarts.getMap(MAP_NAMES[level]) as { geoJSON?: { features?: unknown[] } } | undefined;
  return map?.geoJSON?.features?.length ?? 0;
}

export { echarts };
