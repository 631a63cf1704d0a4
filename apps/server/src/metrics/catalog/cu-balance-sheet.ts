import { div, type Expr, item, sumOf } from '../expression.js';
import type { MetricDefinition } from '../metric-definition.js';
import { creditUnionMetric, growth, SPAN } from './common.js';
import { CU } from './terms.js';

/** Credit Union Detailed Metrics: loan and share mix, and growth by line. */

type Part = [id: string, name: string, part: Expr, detail: string];

const mix = (group: string, whole: Expr, wholeWords: string, parts: Part[]): MetricDefinition[] =>
  parts.map(([id, name, part, detail]) =>
    creditUnionMetric({
      id,
      name,
      group,
      advisorSection: 'offering',
      format: 'P1',
      higherIsBetter: null,
      formula: div(part, whole),
      definition: `${detail} as a percent of ${wholeWords}. ${SPAN.point}`,
    }),
  );

const loanMix = mix('Loan Mix', CU.loans, 'total loans and leases (025B)', [
  ['cu_new_vehicle_loans_share', 'New Vehicle Loans to Loans', item('acct_385'), 'New vehicle loans (385)'],
  [
    'cu_used_vehicle_loans_share',
    'Used Vehicle Loans to Loans',
    item('acct_370'),
    'Used vehicle loans (370)',
  ],
  [
    'cu_other_unsecured_loans_share',
    'Other Unsecured Loans to Loans',
    item('acct_397'),
    'All other unsecured loans and lines of credit (397)',
  ],
  [
    'cu_payday_alternative_loans_share',
    'Payday Alternative Loans to Loans',
    item('acct_397a'),
    'Payday alternative loans (397A)',
  ],
  [
    'cu_student_loans_share',
    'Private Student Loans to Loans',
    item('acct_698a'),
    'Non-federally guaranteed student loans (698A)',
  ],
  [
    'cu_other_secured_loans_share',
    'Other Secured Non-Real-Estate Loans to Loans',
    item('acct_698c'),
    'All other secured non-real-estate loans and lines of credit (698C)',
  ],
  ['cu_leases_share', 'Leases Receivable to Loans', item('acct_002'), 'Leases receivable (002)'],
  [
    'cu_first_mortgage_loans_share',
    'First-Lien Residential Loans to Loans',
    sumOf(item('acct_703a'), item('acct_703')),
    'Loans secured by a first lien on 1-4 family residential property (703A; 703 before 2022)',
  ],
  [
    'cu_junior_lien_loans_share',
    'Junior-Lien Residential Loans to Loans',
    item('acct_386a'),
    'Loans secured by a junior lien on 1-4 family residential property, including home equity lines (386A)',
  ],
  [
    'cu_other_real_estate_loans_share',
    'Other Real Estate Loans to Loans',
    item('acct_386b'),
    'All other non-commercial real estate loans (386B)',
  ],
  [
    'cu_indirect_loans_share',
    'Indirect Loans to Loans',
    item('acct_618a'),
    'Indirect loans outstanding (618A)',
  ],
  [
    'cu_commercial_loans_share',
    'Commercial Loans to Loans',
    sumOf(CU.commercialRealEstateLoans, CU.commercialOtherLoans),
    'Commercial loans, real-estate secured and other (718A5 + 400P)',
  ],
  [
    'cu_real_estate_loans_share',
    'Real Estate Loans to Loans',
    sumOf(item('acct_703a'), item('acct_703'), item('acct_386a'), item('acct_386b'), item('acct_718a5')),
    'All loans secured by real estate (703A + 386A + 386B + 718A5)',
  ],
]);

const shareMix = mix('Share Mix', CU.shares, 'total shares and deposits (018)', [
  ['cu_regular_shares_share', 'Regular Shares to Shares', item('acct_657'), 'Regular shares (657)'],
  [
    'cu_money_market_shares_share',
    'Money Market Shares to Shares',
    item('acct_911'),
    'Money market shares (911)',
  ],
  ['cu_other_shares_share', 'All Other Shares to Shares', item('acct_630'), 'All other shares (630)'],
  [
    'cu_insured_shares_share',
    'Insured Shares to Shares',
    item('acct_069a'),
    'Insured shares and deposits (069A)',
  ],
]);

type Line = [id: string, name: string, balance: Expr, detail: string];

const growthLines: Line[] = [
  ['cu_net_worth_growth', 'Net Worth Growth', CU.netWorth, 'net worth (997)'],
  [
    'cu_investment_growth',
    'Investment Growth',
    CU.investments,
    'investment securities and other investments (AS0013 + AS0017)',
  ],
  ['cu_share_draft_growth', 'Share Draft Growth', item('acct_902'), 'share drafts (902)'],
  ['cu_certificate_growth', 'Share Certificate Growth', item('acct_908c'), 'share certificates (908C)'],
  ['cu_regular_share_growth', 'Regular Share Growth', item('acct_657'), 'regular shares (657)'],
  [
    'cu_vehicle_loan_growth',
    'Vehicle Loan Growth',
    CU.vehicleLoans,
    'new and used vehicle loans (385 + 370)',
  ],
  [
    'cu_real_estate_loan_growth',
    'Real Estate Loan Growth',
    sumOf(item('acct_703a'), item('acct_703'), item('acct_386a'), item('acct_386b'), item('acct_718a5')),
    'loans secured by real estate (703A + 386A + 386B + 718A5)',
  ],
  [
    'cu_first_mortgage_growth',
    'First-Lien Residential Loan Growth',
    sumOf(item('acct_703a'), item('acct_703')),
    'first-lien 1-4 family loans (703A)',
  ],
  [
    'cu_commercial_loan_growth',
    'Commercial Loan Growth',
    sumOf(CU.commercialRealEstateLoans, CU.commercialOtherLoans),
    'commercial loans (718A5 + 400P)',
  ],
  [
    'cu_consumer_loan_growth',
    'Consumer Loan Growth',
    CU.consumerLoans,
    'consumer loans (credit card, unsecured, vehicle, student and other secured loans and leases)',
  ],
  ['cu_credit_card_growth', 'Credit Card Loan Growth', item('acct_396'), 'unsecured credit card loans (396)'],
  ['cu_potential_member_growth', 'Potential Member Growth', item('acct_084'), 'potential members (084)'],
  [
    'cu_share_account_growth',
    'Share Account Growth',
    item('acct_460'),
    'number of share and deposit accounts (460)',
  ],
  ['cu_branch_growth', 'Branch Growth', CU.branches, 'branches (566)'],
];

export const CU_BALANCE_SHEET: readonly MetricDefinition[] = [
  ...loanMix,
  ...shareMix,
  ...growthLines.map(([id, name, balance, detail]) =>
    creditUnionMetric({
      id,
      name,
      group: 'Growth',
      advisorSection: 'growth',
      format: 'P1',
      higherIsBetter: true,
      formula: growth(balance),
      definition: `Year-over-year change in ${detail}. ${SPAN.growth}`,
    }),
  ),
];
