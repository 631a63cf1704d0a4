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
