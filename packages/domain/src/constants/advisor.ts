import type { FiType } from './fi-types.js';

export const ADVISOR_SECTION_IDS = ['profit', 'growth', 'risk', 'offering'] as const;
export type AdvisorSectionId = (typeof ADVISOR_SECTION_IDS)[number];

export type AdvisorPage = {
  id: string;
  name: string;
  /** Institution types the page applies to; a bank-only page has no credit-union data behind it. */
  fiTypes: readonly FiType[];
  /** Also reachable under /analytics/advisor/key_metrics/{id} (spec: "many have an alias"). */
  keyMetricsAlias: boolean;
};

export type AdvisorSection = {
  id: AdvisorSectionId;
  name: string;
  /** Profit, growth and risk measure performance; offering describes products and technology. */
  performance: boolean;
  pages: readonly AdvisorPage[];
};

const ALL: readonly FiType[] = ['bank', 'bhc', 'credit_union'];
const BANKS: readonly FiType[] = ['bank', 'bhc'];
const CREDIT_UNIONS: readonly FiType[] = ['credit_union'];

const page = (id: string, name: string, fiTypes = ALL, keyMetricsAlias = true): AdvisorPage => ({
  id,
  name,
  fiTypes,
  keyMetricsAlias,
});

// Product spec section 2: each section also has a /summary page, the Executive Brief.
export const ADVISOR_SECTIONS: readonly AdvisorSection[] = [
  {
    id: 'profit',
    name: 'Profit',
    performance: true,
    pages: [
      page('macro_profitability', 'Macro Profitability'),
      page('efficiency_ratio', 'Efficiency Ratio'),
      page('net_interest_margin', 'Net Interest Margin'),
      page('non_interest_income', 'Non-Interest Income'),
      page('non_interest_expense', 'Non-Interest Expense'),
    ],
  },
  {
    id: 'growth',
    name: 'Growth',
    performance: true,
    pages: [
      page('franchise_growth', 'Franchise Growth', BANKS),
      page('member_growth', 'Member Growth', CREDIT_UNIONS),
      page('share_growth', 'Share Growth', CREDIT_UNIONS),
      page('loan_growth', 'Loan Growth'),
      page('deposit_growth', 'Deposit Growth'),
      page('earnings_growth', 'Earnings Growth'),
    ],
  },
  {
    id: 'risk',
    name: 'Risk',
    performance: true,
    pages: [
      page('enterprise_risk', 'Enterprise Risk'),
      page('capital_adequacy', 'Capital Adequacy'),
      page('asset_quality', 'Asset Quality'),
      page('liquidity_risk', 'Liquidity Risk'),
      page('earnings_quality', 'Earnings Quality'),
    ],
  },
  {
    id: 'offering',
    name: 'Offering',
    performance: false,
    pages: [
      page('retail_services', 'Retail Services', ALL, false),
      page('business_services', 'Business Services', ALL, false),
      page('vendor_products', 'Vendor Products', ALL, false),
      page('top_technologies', 'Top Technologies', ALL, false),
    ],
  },
];

/** The report id Advisor arrangements are stored under in user_section_configurations. */
export const ADVISOR_REPORT_ID = 1;

/** A section's Executive Brief page: '{section}/summary' as a card_data section_id. */
export const ADVISOR_SUMMARY_PAGE = 'summary';

/** How many past quarters a card's trend shows, the latest included (a year ago is the first). */
export const ADVISOR_TREND_PERIODS = 5;
