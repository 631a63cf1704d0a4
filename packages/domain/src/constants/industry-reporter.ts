import { SCOPE } from './scopes.js';
import { SPAN_ID } from './spans.js';

// The industry reporter names spans in full, but sends the same span ids as every other report.
export const INDUSTRY_REPORTER_SPANS = [
  { id: SPAN_ID.QTR, name: 'Quarterly' },
  { id: SPAN_ID.T12, name: 'Trailing-12 Months' },
  { id: SPAN_ID.YTD, name: 'Year-to-Date' },
] as const;

export const INDUSTRY_REPORTER_SCOPES = [
  { id: SCOPE.TREND, name: 'Multi-Period' },
  { id: SCOPE.SINGLE, name: 'Single-Period' },
] as const;

export const INDUSTRY_REPORTER_STEPS = ['group', 'segmentation', 'report', 'view'] as const;

export type IndustryReporterStep = (typeof INDUSTRY_REPORTER_STEPS)[number];

// A fresh industry report opens as a multi-metric trend chart over trailing twelve months.
export const INDUSTRY_REPORTER_DEFAULTS = {
  spanId: SPAN_ID.T12,
  scope: SCOPE.TREND,
  metricMode: 'multi',
  showGraph: true,
  displayType: 'chart',
} as const;

/** The industry reporter's metric modes: every metric of the report, or one at a time. */
export const INDUSTRY_METRIC_MODES = ['multi', 'single'] as const;
export type IndustryMetricMode = (typeof INDUSTRY_METRIC_MODES)[number];

/**
 * Bounds on one industry report: each FI group is split by each segment and every metric is computed
 * for every piece over five quarters, so these keep a run to seconds and a chart readable.
 */
export const INDUSTRY_REPORTER_LIMITS = {
  maxGroups: 5,
  maxSegments: 12,
  maxMetrics: 60,
} as const;

/**
 * What each cell of an industry report holds, in this order: the group's figure the way regulators
 * publish industry figures (the group as one consolidated institution: ratios are the sum of
 * numerators over the sum of denominators), then the quartiles and median of the members' own
 * values, then how many members have a value.
 */
export const INDUSTRY_STATS = ['aggregate', 'p25', 'median', 'p75', 'count'] as const;
export type IndustryStat = (typeof INDUSTRY_STATS)[number];

export const INDUSTRY_STAT_LABELS: Readonly<Record<IndustryStat, string>> = {
  aggregate: 'Aggregate',
  p25: '25th Percentile',
  median: 'Median',
  p75: '75th Percentile',
  count: 'Institutions',
};

/** The run's notice when regulator or demo data was loaded after it was computed. */
export const INDUSTRY_REPORT_OUTDATED =
  'New data has been loaded since this report was run. Rerun it to see the latest figures.';
export const INDUSTRY_RERUN_LABEL = 'Rerun Report';
