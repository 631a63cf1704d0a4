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

export type ReportWriterSegment =
  | (typeof REPORT_WRITER_SEGMENTS)[number]
  | (typeof MORTGAGE_REPORT_WRITER_SEGMENTS)[number];

/** What the report writer accepts in one report and one preview. */
export const REPORT_WRITER_LIMITS = {
  /** Elements of one report (a preview computes them all for one institution). */
  maxElements: 100,
  /** Vendors or products chosen for one technographics element. */
  maxTechnographicChoices: 20,
  /** Nodes of the format tree (headers, graphs, elements, spaces, line breaks). */
  maxFormatNodes: 400,
  /** Nesting of the format tree: a header in a header in a header... */
  maxFormatDepth: 6,
  /** Metrics one graph draws. */
  maxGraphMetrics: 10,
  /** Characters of a header's text. */
  maxHeaderText: 200,
} as const;

/**
 * The kinds of report the writer starts from (select_report): an FI type, or the mortgage lender
 * variant (is_mbc), which covers banks, credit unions and mortgage companies alike.
 */
export const REPORT_WRITER_REPORT_TYPES = [
  {
    key: 'bank',
    label: 'Bank',
    fi_type: 'bank',
    is_mbc: false,
    about: 'Commercial banks and savings institutions, with bank call report metrics and statements.',
  },
  {
    key: 'credit_union',
    label: 'Credit Union',
    fi_type: 'credit_union',
    is_mbc: false,
    about: 'Credit unions, with NCUA 5300 call report metrics and statements.',
  },
  {
    key: 'bhc',
    label: 'Holding Company',
    fi_type: 'bhc',
    is_mbc: false,
    about: 'Bank holding companies, read with the bank formulas over their consolidated banks.',
  },
  {
    key: 'both',
    label: 'Banks and Credit Unions',
    fi_type: 'both',
    is_mbc: false,
    about:
      'One report for banks and credit unions: elements both can report (the common metrics and statements).',
  },
  {
    key: 'mortgage',
    label: 'Mortgage Lenders',
    fi_type: 'both',
    is_mbc: true,
    about:
      'Banks, credit unions and mortgage companies by their HMDA lending: Firmographics, Technographics, Mortgage Lending and FI Contacts.',
  },
] as const;

export type ReportWriterReportType = (typeof REPORT_WRITER_REPORT_TYPES)[number]['key'];

export const REPORT_WRITER_MESSAGES = {
  reportNotFound: 'Report not found.',
  mortgageSegmentsOnly:
    'Validation failed. A mortgage lender report takes Firmographics, Technographics, Mortgage Lending and FI Contacts elements only.',
  shareOwnGroupsOnly: 'Validation failed. A report can be shared only with groups you belong to.',
  unknownGroup: 'Validation failed. A group the report is shared with does not exist.',
  sampleNotActive:
    'Validation failed. The sample institution is not an active institution of the report’s FI type.',
  noSample: 'Validation failed. There is no active institution of the report’s FI type to preview on.',
  elementMissing: (name: string) => `Validation failed. ${name} is not an element the report writer offers.`,
  elementNotForFiType: (name: string, fiTypes: string) =>
    `Validation failed. ${name} is not reported by ${fiTypes}.`,
  elementTwice: (name: string) =>
    `Validation failed. ${name} is in the report twice; keep one and set its span, set and scope.`,
  elementProperties: (name: string, problem: string) => `Validation failed. ${name}: ${problem}`,
} as const;
