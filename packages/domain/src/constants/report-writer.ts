import { SCOPE } from './scopes.js';
import { SET_ID } from './sets.js';
import { SPAN_ID } from './spans.js';

export const REPORT_WRITER_SET_OPTIONS = [
  { value: SET_ID.AS_REPORTED, label: 'As Reported' },
  { value: SET_ID.MERGER_RESTATED, label: 'Merger Restated' },
] as const;

// The writer labels the third span "Yearly"; it is stored as span id 3 like YTD elsewhere,
// so a saved element keeps its meaning when viewed in the reporter.
export const REPORT_WRITER_SPAN_OPTIONS = [
  { value: SPAN_ID.QTR, label: 'Quarterly' },
  { value: SPAN_ID.T12, label: 'Trailing-12 Months' },
  { value: SPAN_ID.YTD, label: 'Yearly' },
] as const;

export const REPORT_WRITER_SCOPE_OPTIONS = [
  { value: SCOPE.TREND, label: '5-Period Trend' },
  { value: SCOPE.SINGLE, label: 'Current Period' },
] as const;

export const TECHNOGRAPHIC_MODES = [
  { value: 'default', label: 'Default' },
  { value: 'has_service', label: 'Has Service' },
  { value: 'vendor', label: 'Vendor' },
  { value: 'product', label: 'Product' },
] as const;

export type TechnographicMode = (typeof TECHNOGRAPHIC_MODES)[number]['value'];

// Defaults of a newly added metric or statement element; the server applies the same ones
// when an element arrives without properties, so old reports keep rendering.
export const METRIC_ELEMENT_DEFAULTS = {
  set: SET_ID.AS_REPORTED,
  span: SPAN_ID.T12,
  scope: SCOPE.SINGLE,
} as const;

export const REPORT_WRITER_SEGMENTS = [
  'Firmographics',
  'Financial Metrics',
  'Financial Statements',
  'Technographics',
  'Segmentation',
  'Performographics',
  'Market Area',
  'Digital Channels',
  'FI Contacts',
  'VendorFit',
  'FIN Intent',
] as const;

// Mortgage-lender customers see only the segments their data licence covers.
export const MORTGAGE_REPORT_WRITER_SEGMENTS = [
  'Firmographics',
  'Technographics',
  'Mortgage Lending',
  'FI Contacts',
] as const;
