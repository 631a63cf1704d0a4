import type { ECharts } from '../chart/load-echarts';
import type { MapLevel, UsGeography } from './us-geography';
import type { usMapModel } from './us-map-model';

/**
 * The map code and boundaries are large, so they are fetched only when a map is first drawn: the
 * ECharts map pieces as their own chunk, the Census boundaries as a cached JSON asset.
 */
const setup = () => import('./us-map-setup');

export const loadMapECharts = (): Promise<ECharts> => setup().then((m) => m.echarts);

/** A level's boundaries, and the model builder that projects onto them (it carries d3-geo). */
export type UsMapKit = {
  geography: UsGeography;
  buildModel: typeof usMapModel;
  /** The regions ECharts has registered for the map, as the figure reports them to tests. */
  registered: number;
};

export const loadUsMap = (level: MapLevel): Promise<UsMapKit> =>
  setup().then(async (m) => {
    const geography = await m.usMapGeography(level);
    return { geography, buildModel: m.usMapModel, registered: m.registeredRegions(level) };
  });
