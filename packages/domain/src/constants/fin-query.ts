import { FILTER_OPERATOR } from './query.js';
import { SET_ID } from './sets.js';
import { SPAN_ID } from './spans.js';

/**
 * FIN Query's element catalog keys. Every builder element travels as (element_type, element_id);
 * the ids below are fixed for elements that are not rows of a table (firmographic fields, market
 * area measures, the contact search). Metrics use metricElementId, solutions their solution id,
 * performographic themes their theme id.
 */
export const FIRMOGRAPHIC_ELEMENT = {
  name: 1,
  address: 2,
  city: 3,
  state: 4,
  zip: 5,
  fiType: 6,
  charter: 7,
  regulator: 8,
  holdingCompany: 9,
  age: 10,
  employees: 11,
  focus: 12,
  memberships: 13,
  assetBand: 14,
  assets: 15,
  branches: 16,
  county: 17,
  msa: 18,
} as const;

/**
 * Charter classes as the Charter element tests them: the FDIC's bank classes and the NCUA's credit
 * union charters (either file's spelling, 'Federal' or 'federal', reads as one code), each always an
 * option so a rule or a built-in segment on a class no institution holds today stays valid.
 */
export const CHARTER_CLASSES: readonly { code: string; label: string }[] = [
  { code: 'N', label: 'National bank (OCC)' },
  { code: 'SM', label: 'State member bank (Fed)' },
  { code: 'NM', label: 'State nonmember bank (FDIC)' },
  { code: 'SB', label: 'Savings bank' },
  { code: 'SA', label: 'Savings association (OCC)' },
  { code: 'OI', label: 'Insured U.S. branch of a foreign bank' },
  { code: 'federal', label: 'Federal credit union' },
  { code: 'state', label: 'State-chartered credit union' },
  { code: 'state-private', label: 'Privately insured state credit union' },
];

const CHARTER_CODE_BY_FOLDED = new Map(CHARTER_CLASSES.map((c) => [c.code.toLowerCase(), c.code]));

/** A filed charter class as its code: 'Federal' and 'federal' are one class; an unknown class stays as filed. */
export function charterClassCode(filed: string | null | undefined): string | null {
  const text = filed?.trim();
  if (!text) return null;
  return CHARTER_CODE_BY_FOLDED.get(text.toLowerCase()) ?? text;
}

export const MARKET_AREA_ELEMENT = {
  branchStates: 101,
  branchCounties: 102,
  branchMsas: 103,
  depositShare: 104,
  marketBranches: 105,
  marketDeposits: 106,
} as const;

/** The markets a Market Area measure reads: states (postal codes), counties (FIPS) or MSAs (CBSA codes). */
export const MARKET_KINDS = ['state', 'county', 'msa'] as const;
export type MarketKind = (typeof MARKET_KINDS)[number];

export const CONTACT_SEARCH_ELEMENT_ID = 1;
export const SELECT_INSTITUTIONS_ELEMENT_ID = 1;

/** How a rule's value is read; the builder draws its value editor from this. */
export const QUERY_VALUE_KINDS = ['number', 'text', 'options', 'institutions', 'presence', 'count'] as const;
export type QueryValueKind = (typeof QUERY_VALUE_KINDS)[number];

/** Rule operators beyond the spec's seven comparisons. */
export const RULE_OPERATOR = {
  ...FILTER_OPERATOR,
  IN: 'in',
  NOT_IN: 'not_in',
  CONTAINS: 'contains',
  NOT_CONTAINS: 'not_contains',
  STARTS_WITH: 'starts_with',
  HAS_SERVICE: 'has_service',
  NO_SERVICE: 'no_service',
  VENDOR: 'vendor',
  NOT_VENDOR: 'not_vendor',
  PRODUCT: 'product',
  NOT_PRODUCT: 'not_product',
  IN_HOUSE: 'in_house',
  HAS_CONTACTS: 'has_contacts',
  /** Job Search, Site Search: at least N matching postings or pages. */
  HAS_MATCHES: 'has_matches',
} as const;
export type RuleOperator = (typeof RULE_OPERATOR)[keyof typeof RULE_OPERATOR];

export const RULE_OPERATOR_LABELS: Record<RuleOperator, string> = {
  equal: 'equal',
  less: 'less',
  less_or_equal: 'less or equal',
  greater: 'greater',
  greater_or_equal: 'greater or equal',
  between: 'between',
  not_between: 'not between',
  in: 'is any of',
  not_in: 'is none of',
  contains: 'contains',
  not_contains: 'does not contain',
  starts_with: 'starts with',
  has_service: 'offers the service',
  no_service: 'does not offer it',
  vendor: 'uses vendor',
  not_vendor: 'does not use vendor',
  product: 'uses product',
  not_product: 'does not use product',
  in_house: 'runs it in-house',
  has_contacts: 'has at least',
  has_matches: 'has at least',
};

export const NUMBER_RULE_OPERATORS = [
  RULE_OPERATOR.EQUAL,
  RULE_OPERATOR.LESS,
  RULE_OPERATOR.LESS_OR_EQUAL,
  RULE_OPERATOR.GREATER,
  RULE_OPERATOR.GREATER_OR_EQUAL,
  RULE_OPERATOR.BETWEEN,
  RULE_OPERATOR.NOT_BETWEEN,
] as const;

export const TEXT_RULE_OPERATORS = [
  RULE_OPERATOR.CONTAINS,
  RULE_OPERATOR.STARTS_WITH,
  RULE_OPERATOR.EQUAL,
  RULE_OPERATOR.NOT_CONTAINS,
] as const;

export const OPTION_RULE_OPERATORS = [RULE_OPERATOR.IN, RULE_OPERATOR.NOT_IN] as const;

export const TECHNOGRAPHIC_RULE_OPERATORS = [
  RULE_OPERATOR.HAS_SERVICE,
  RULE_OPERATOR.NO_SERVICE,
  RULE_OPERATOR.VENDOR,
  RULE_OPERATOR.NOT_VENDOR,
  RULE_OPERATOR.PRODUCT,
  RULE_OPERATOR.NOT_PRODUCT,
  RULE_OPERATOR.IN_HOUSE,
] as const;

/** The spec's default export columns, in order: every result and download starts with them. */
export const DEFAULT_EXPORT_COLUMNS = [
  { key: 'rssd_id', label: 'RSSD ID' },
  { key: 'regulatory_id', label: 'Regulatory ID' },
  { key: 'aba_routing', label: 'ABA routing number' },
  { key: 'fi_type', label: 'FI Type' },
  { key: 'name', label: 'Full Name' },
  { key: 'address', label: 'address' },
  { key: 'city', label: 'city' },
  { key: 'state', label: 'state' },
  { key: 'zip', label: 'zip' },
  { key: 'assets', label: 'assets' },
  { key: 'branches', label: 'branches' },
  { key: 'domain', label: 'domain' },
  { key: 'linkedin', label: 'LinkedIn' },
] as const;

export type DefaultExportColumnKey = (typeof DEFAULT_EXPORT_COLUMNS)[number]['key'];

export const FIN_QUERY_LIMITS = {
  /** Rules in one tree: a count over every institution per rule stays cheap up to this. */
  maxRules: 60,
  maxDepth: 8,
  /** Picked or uploaded identifiers in one Select Institutions rule. */
  maxPickedInstitutions: 20_000,
  maxIdentifiersPerUpload: 20_000,
  /** Markets one Market Area measure reads (each gives the element an output column). */
  maxMarketsPerElement: 20,
  /** Rows a result answer carries; the universe is smaller, so this only guards the contract. */
  maxResultRows: 50_000,
  /** Sample rows a price quote shows. */
  sampleRows: 5,
  /** A quote is honoured this long after it was given. */
  quoteTtlMinutes: 60,
  countDebounceMs: 400,
} as const;

export const FIN_QUERY_MESSAGES = {
  invalidQuery: 'Validation failed. The query is invalid: every rule needs a value.',
  unknownElement: 'Validation failed. The query uses an element that no longer exists.',
  tooManyRules: `Validation failed. A query may have at most ${FIN_QUERY_LIMITS.maxRules} rules.`,
  vendorFitHidden:
    'Validation failed. This query uses VendorFit elements your subscription does not include.',
  quoteInvalid: 'Validation failed. The price quote is invalid; please price the query again.',
  quoteExpired: 'Validation failed. The price quote has expired; please price the query again.',
  quoteMismatch: 'Validation failed. The query changed since it was priced; please price it again.',
  noPricingSchedule: 'Validation failed. Your company has no pricing schedule; please contact admin.',
  emptyResult: 'Validation failed. The query matches no institutions.',
  queryNotFound: 'Record not found',
  shareOwnGroupsOnly: 'Validation failed. A query can be shared only with groups you belong to.',
  unknownInstitution: 'Validation failed. The institution of this query does not exist.',
  notQueryOwner: 'Only the owner of a saved query may change or delete it.',
  notInMortgageVariant:
    'Validation failed. A mortgage lender query takes Select Institutions, Firmographics, Technographics, Mortgage Lending and Custom Search rules only.',
  mortgageVariantOnly: 'Validation failed. Mortgage Lending rules belong to the mortgage lender query.',
} as const;

export type PerformographicDirection = 'high' | 'low';

/** Every performographic score reads its ingredients trailing twelve months, as reported. */
export const PERFORMOGRAPHIC_BASIS = { span: SPAN_ID.T12, set: SET_ID.AS_REPORTED } as const;

/**
 * The 15 performance themes of the home copy: each a score from 0 to 100 per institution and
 * quarter, the mean of the national percentiles (within the institution's FI type, T12, as
 * reported) of its ingredient metrics, each read in the direction the theme rewards.
 */
export const PERFORMOGRAPHIC_THEMES = [
  {
    id: 1,
    key: 'high_growth',
    name: 'High Growth',
    definition:
      'Institutions growing their balance sheet fastest: year-over-year growth in total assets, loans and deposits.',
    ingredients: [
      { metric: 'asset_growth', direction: 'high' },
      { metric: 'loan_growth', direction: 'high' },
      { metric: 'deposit_growth', direction: 'high' },
    ],
  },
  {
    id: 2,
    key: 'efficiency_leader',
    name: 'Efficiency Leader',
    definition:
      'Institutions that spend the least to earn a dollar of revenue and to run each dollar of assets: a low efficiency ratio and low noninterest expense to average assets.',
    ingredients: [
      { metric: 'efficiency_ratio', direction: 'low' },
      { metric: 'noninterest_expense_to_average_assets', direction: 'low' },
    ],
  },
  {
    id: 3,
    key: 'fee_income_heavy',
    name: 'Fee-Income Heavy',
    definition:
      'Institutions that lean on fees rather than interest: a high share of revenue from noninterest income and high fee income to average assets.',
    ingredients: [
      { metric: 'noninterest_income_share_of_revenue', direction: 'high' },
      { metric: 'fee_income_to_average_assets', direction: 'high' },
    ],
  },
  {
    id: 4,
    key: 'cre_concentrated',
    name: 'Commercial Real Estate Concentrated',
    definition:
      'Institutions whose loan book is concentrated in commercial real estate: a high share of loans secured by commercial real estate.',
    ingredients: [{ metric: 'commercial_real_estate_loans_share', direction: 'high' }],
  },
  {
    id: 5,
    key: 'deposit_rich',
    name: 'Deposit-Rich',
    definition:
      'Institutions funded by ample deposits they have not lent out: high deposits to assets and a low loan-to-deposit ratio.',
    ingredients: [
      { metric: 'deposits_to_assets', direction: 'high' },
      { metric: 'loans_to_deposits', direction: 'low' },
    ],
  },
  {
    id: 6,
    key: 'capital_rich',
    name: 'Capital-Rich',
    definition:
      'Institutions holding the most capital against their assets: high equity to assets and a high leverage ratio (net worth ratio for credit unions).',
    ingredients: [
      { metric: 'equity_to_assets', direction: 'high' },
      { metric: 'capital_ratio', direction: 'high' },
    ],
  },
  {
    id: 7,
    key: 'credit_stress',
    name: 'Credit Stress',
    definition:
      'Institutions showing the most loan trouble: high delinquencies, net charge-offs and nonperforming assets (a high score means more stress).',
    ingredients: [
      { metric: 'delinquent_loans_to_loans', direction: 'high' },
      { metric: 'net_charge_offs_to_average_loans', direction: 'high' },
      { metric: 'nonperforming_assets_to_assets', direction: 'high' },
    ],
  },
  {
    id: 8,
    key: 'high_profitability',
    name: 'High Profitability',
    definition:
      'Institutions earning the most on their assets and equity: high return on average assets and return on average equity.',
    ingredients: [
      { metric: 'roa', direction: 'high' },
      { metric: 'roe', direction: 'high' },
    ],
  },
  {
    id: 9,
    key: 'margin_leader',
    name: 'Margin Leader',
    definition:
      'Institutions earning the widest spread on what they lend and invest: a high net interest margin and a high yield on earning assets.',
    ingredients: [
      { metric: 'net_interest_margin', direction: 'high' },
      { metric: 'yield_on_earning_assets', direction: 'high' },
    ],
  },
  {
    id: 10,
    key: 'low_cost_funding',
    name: 'Low-Cost Funding',
    definition:
      'Institutions paying the least for their money: a low cost of funds and a high share of transaction deposits.',
    ingredients: [
      { metric: 'cost_of_funds', direction: 'low' },
      { metric: 'transaction_deposits_share', direction: 'high' },
    ],
  },
  {
    id: 11,
    key: 'consumer_lender',
    name: 'Consumer Lender',
    definition:
      'Institutions focused on lending to households: high shares of consumer, auto and credit card loans.',
    ingredients: [
      { metric: 'consumer_loans_share', direction: 'high' },
      { metric: 'auto_loans_share', direction: 'high' },
      { metric: 'credit_card_loans_share', direction: 'high' },
    ],
  },
  {
    id: 12,
    key: 'mortgage_lender',
    name: 'Mortgage Lender',
    definition:
      'Institutions focused on home lending: a high share of residential real estate loans and of noninterest income from loan sales.',
    ingredients: [
      { metric: 'residential_loans_share', direction: 'high' },
      { metric: 'loan_sale_gains_share_of_noninterest_income', direction: 'high' },
    ],
  },
  {
    id: 13,
    key: 'commercial_lender',
    name: 'Commercial Lender',
    definition: 'Institutions focused on business lending: a high share of commercial and industrial loans.',
    ingredients: [{ metric: 'commercial_loans_share', direction: 'high' }],
  },
  {
    id: 14,
    key: 'liquidity_cushion',
    name: 'Liquidity Cushion',
    definition:
      'Institutions with the most liquid balance sheets: high cash and investments to assets and low borrowings to assets.',
    ingredients: [
      { metric: 'liquid_assets_to_assets', direction: 'high' },
      { metric: 'borrowings_to_assets', direction: 'low' },
    ],
  },
  {
    id: 15,
    key: 'productivity_leader',
    name: 'Productivity Leader',
    definition:
      'Institutions doing the most with their staff: high assets, revenue and net income per employee.',
    ingredients: [
      { metric: 'assets_per_employee', direction: 'high' },
      { metric: 'revenue_per_employee', direction: 'high' },
      { metric: 'net_income_per_employee', direction: 'high' },
    ],
  },
] as const satisfies readonly {
  id: number;
  key: string;
  name: string;
  /** One sentence users read beside the score. */
  definition: string;
  ingredients: readonly { metric: string; direction: PerformographicDirection }[];
}[];

export type PerformographicTheme = (typeof PERFORMOGRAPHIC_THEMES)[number];

/** Saved-query kinds: the prospect builder and its mortgage-lender variant. */
export const QUERY_TYPES = ['fin_query', 'mortgage'] as const;
export type QueryType = (typeof QUERY_TYPES)[number];

/** The builder a call's is_mbc flag asks for: the mortgage-lender variant or the standard one. */
export const queryTypeOf = (isMbc: boolean): QueryType => (isMbc ? 'mortgage' : 'fin_query');

/** How an order was paid: prepaid tokens drawn, or billed to the client's pricing schedule. */
export const ORDER_PAYMENTS = ['tokens', 'invoice'] as const;
export type OrderPayment = (typeof ORDER_PAYMENTS)[number];
