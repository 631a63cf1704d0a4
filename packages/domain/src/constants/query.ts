export const QUERY_ELEMENT_TYPES = [
  'technographics',
  'mortgage_lending',
  'vendor_fit',
  'vendor_fit_static',
  'metrics',
  'common_metric',
  'financial_statements',
  'common_financial_statements',
  'firmographics',
  'performographics',
  'digital_channels',
  'fin_intent',
  'job_search',
  'site_search',
  'contact_search',
  'select_institutions',
  'fi_contacts',
  // Not in the spec's list: its rule category 'Market' (builder category 'Market Area') needs a type.
  'market_area',
  // Not in the spec's list either: the 'Segmentation' category tests which segment of a set an
  // institution falls in (element_id is the segment set's id).
  'segmentation',
] as const;

export type QueryElementType = (typeof QUERY_ELEMENT_TYPES)[number];

// The report writer accepts only elements that produce a column per institution.
export const SELF_SERVE_ELEMENT_TYPES = [
  'metrics',
  'common_metric',
  'financial_statements',
  'common_financial_statements',
  'technographics',
  'performographics',
  'mortgage_lending',
  'firmographics',
  'fi_contacts',
  'vendor_fit_static',
  'fin_intent',
  'segmentation',
  // The report writer's Market Area segment: a branch footprint or a market measure per institution.
  'market_area',
  // The report writer's Digital Channels segment: an institution's apps, vendors and features.
  'digital_channels',
] as const;

export type SelfServeElementType = (typeof SELF_SERVE_ELEMENT_TYPES)[number];

// These element types share the set/span/scope properties of financial data.
export const METRIC_ELEMENT_TYPES = [
  'metrics',
  'common_metric',
  'financial_statements',
  'common_financial_statements',
] as const satisfies readonly SelfServeElementType[];

// Kept as the spec writes them; "(Bank/CU)" is one category whose elements differ by FI type.
export const RULE_CATEGORIES = [
  'FIN Intent',
  'Market',
  'Segmentation',
  'Digital Channels',
  'Firmographics',
  'Performographics',
  'Common Metrics (Bank/CU)',
  'Detailed Metrics',
  'Common Statements (Bank/CU)',
  'Detailed Statements',
  'Technographics',
  'Core Processing',
  'Job Search',
  'Site Search',
  'Contact Search',
  'Select Institutions',
  'Mortgage Lending',
] as const;

export type RuleCategory = (typeof RULE_CATEGORIES)[number];

export const QUERY_BUILDER_CATEGORIES = [
  'Select Institutions',
  'Firmographics',
  'Market Area',
  'Segmentation',
  'Technographics',
  'Digital Channels',
  'FIN Intent',
  'Financial Data',
  'Custom Search',
  'VendorFit Core Processing',
] as const;

export const MORTGAGE_QUERY_BUILDER_CATEGORIES = [
  'Select Institutions',
  'Firmographics',
  'Technographics',
  'Mortgage Lending',
  'Custom Search',
] as const;

// Firmographic and mortgage-lending filters compare with these; between takes a [low, high] pair.
export const FILTER_OPERATOR = {
  EQUAL: 'equal',
  LESS: 'less',
  LESS_OR_EQUAL: 'less_or_equal',
  GREATER: 'greater',
  GREATER_OR_EQUAL: 'greater_or_equal',
  BETWEEN: 'between',
  NOT_BETWEEN: 'not_between',
} as const;

export type FilterOperator = (typeof FILTER_OPERATOR)[keyof typeof FILTER_OPERATOR];

export const FILTER_OPERATORS = [
  { value: FILTER_OPERATOR.EQUAL, label: 'equal' },
  { value: FILTER_OPERATOR.LESS, label: 'less' },
  { value: FILTER_OPERATOR.LESS_OR_EQUAL, label: 'less or equal' },
  { value: FILTER_OPERATOR.GREATER, label: 'greater' },
  { value: FILTER_OPERATOR.GREATER_OR_EQUAL, label: 'greater or equal' },
  { value: FILTER_OPERATOR.BETWEEN, label: 'between' },
  { value: FILTER_OPERATOR.NOT_BETWEEN, label: 'not between' },
] as const;

export const FILTER_OPERATOR_VALUES = FILTER_OPERATORS.map((o) => o.value);

export const RANGE_FILTER_OPERATORS = [FILTER_OPERATOR.BETWEEN, FILTER_OPERATOR.NOT_BETWEEN] as const;

// Groups combine their children with these.
export const GROUP_OPERATORS = ['and', 'or'] as const;

export type GroupOperator = (typeof GROUP_OPERATORS)[number];
