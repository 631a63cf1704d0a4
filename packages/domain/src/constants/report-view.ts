// Period mode is absent for technographic reports, so screens filter this list rather than hard-code it.
export const METRIC_MODES = ['multi', 'single', 'period'] as const;

export type MetricMode = (typeof METRIC_MODES)[number];

// "performance" is also called line in older screens; one id avoids two names for one chart.
export const CHART_TYPES = ['bar', 'performance', 'peer_table'] as const;

export type ChartType = (typeof CHART_TYPES)[number];

export const DISPLAY_TYPES = ['chart', 'table'] as const;

export type DisplayType = (typeof DISPLAY_TYPES)[number];

// Period view is fetched in pages of this many peers, in parallel, then merged.
export const PEER_PAGE_SIZE = 500;
