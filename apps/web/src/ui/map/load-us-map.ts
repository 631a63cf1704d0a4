import type { ECharts } from '../chart/load-echarts';
import type { MapLevel, UsGeography } from './us-geography';

/**
 * The map code and boundaries are large, so they are fetched only when a map is first drawn: the
 * ECharts map pieces as their own chunk, the Census boundaries as a cached JSON asset.
 */
const setup = () => import('./us-map-setup');

export const loadMapECharts = (): Promise<ECharts> => setup().then((m) => m.echarts);

export const loadUsGeography = (level: MapLevel): Promise<UsGeography> =>
  setup().then((m) => m.usMapGeography(level));

export const MAP_NAMES: Readonly<Record<MapLevel, string>> = { state: 'us-states', county: 'us-counties' };
export const STATE_OUTLINES = 'us-state-outlines';
