import type { MapLevel } from './us-geography';

/** The names the boundaries are registered with ECharts under. */
export const MAP_NAMES: Readonly<Record<MapLevel, string>> = { state: 'us-states', county: 'us-counties' };
export const STATE_OUTLINES = 'us-state-outlines';
