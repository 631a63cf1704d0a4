import { flow, item } from '../expression.js';
import type { MetricDefinition } from '../metric-definition.js';
import { creditUnionCount, creditUnionStatement, SPAN } from './common.js';

/**
 * Credit Union Detailed Statements: NCUA 5300 call-report accounts, stored in $ thousands (NCUA files
 * carry whole dollars). The id is `cu_` + the account code, so a line's source is never in doubt.
 */

type Line = [code: string, name: string];

const accountName = (code: string): string => code.replace('acct_', '').toUpperCase();

const balances = (group: string, lines: Line[]): MetricDefinition[] =>
  lines.map(([code, name]) =>
    creditUnionStatement({
      id: `cu_${code}`,
      name,
      group,
      formula: item(code),
      definition: `${name} (NCUA account ${accountName(code)}). ${SPAN.balance}`,
    }),
  );

const flows = (group: string, lines: Line[]): MetricDefinition[] =>
  lines.map(([code, name]) =>
    creditUnionStatement({
      id: `cu_${code}`,
      name,
      group,
      formula: flow(code),
      definition: `${name} (NCUA account ${accountName(code)}). ${SPAN.flow}`,
    }),
  );

const counts = (group: string, lines: Line[]): MetricDefinition[] =>
  lines.map(([code, name]) =>
    creditUnionCount({
      id: `cu_${code}`,
      name,
      group,
      formula: item(code),
      definition: `${name} (NCUA account ${accountName(code)}). ${SPAN.count}`,
    }),
  );

export const CU_STATEMENTS: readonly MetricDefinition[] = [
  ...balances('Assets', [
    ['acct_730a', 'Cash on Hand'],
    ['acct_730b', 'Cash on Deposit'],
    ['acct_as0007', 'Time Deposits in Other Institutions'],
    ['acct_as0013', 'Total Investment Securities'],
    ['acct_as0017', 'Total Other Investments'],
    ['acct_003', 'Loans Held for Sale'],
    ['acct_007', 'Land and Building'],
    ['acct_008', 'Other Fixed Assets'],
    ['acct_794', 'NCUSIF Capitalization Deposit'],
    ['acct_as0036', 'Total Other Assets'],
  ]),
  ...balances('Loans', [
    ['acct_396', 'Unsecured Credit Card Loans'],
    ['acct_397a', 'Payday Alternative Loans'],
    ['acct_698a', 'Non-Federally Guaranteed Student Loans'],
    ['acct_397', 'All Other Unsecured Loans and Lines of Credit'],
    ['acct_385', 'New Vehicle Loans'],
    ['acct_370', 'Used Vehicle Loans'],
    ['acct_002', 'Leases Receivable'],
    ['acct_698c', 'All Other Secured Non-Real-Estate Loans'],
    ['acct_703a', '1-4 Family First-Lien Loans'],
    ['acct_386a', '1-4 Family Junior-Lien Loans'],
    ['acct_386b', 'All Other Non-Commercial Real Estate Loans'],
    ['acct_718a5', 'Commercial Loans Secured by Real Estate'],
    ['acct_400p', 'Commercial Loans Not Secured by Real Estate'],
    ['acct_618a', 'Indirect Loans'],
    ['acct_as0048', 'Allowance for Credit Losses on Loans and Leases (CECL)'],
    ['acct_719', 'Allowance for Loan and Lease Losses'],
  ]),
  ...balances('Asset Quality', [
    ['acct_041b', 'Delinquent Loans (60+ Days)'],
    ['acct_045b', 'Delinquent Credit Card Loans'],
    ['acct_971', 'Loans Subject to Bankruptcy'],
  ]),
  ...balances('Shares and Liabilities', [
    ['acct_902', 'Share Drafts'],
    ['acct_657', 'Regular Shares'],
    ['acct_911', 'Money Market Shares'],
    ['acct_908c', 'Share Certificates'],
    ['acct_906c', 'IRA / Keogh Accounts'],
    ['acct_630', 'All Other Shares'],
    ['acct_013', 'Total Shares'],
    ['acct_880', 'Non-Member Deposits'],
    ['acct_860c', 'Total Borrowings'],
    ['acct_867c', 'Subordinated Debt'],
    ['acct_820a', 'Accrued Dividends and Interest Payable'],
    ['acct_825', 'Accounts Payable and Other Liabilities'],
  ]),
  ...balances('Equity', [
    ['acct_940', 'Undivided Earnings'],
    ['acct_658', 'Other Reserves'],
    ['acct_eq0009', 'Accumulated Unrealized Gains (Losses) on AFS Securities'],
    ['acct_997', 'Net Worth'],
  ]),
  ...flows('Income', [
    ['acct_110', 'Interest on Loans'],
    ['acct_119', 'Interest Refunded'],
    ['acct_120', 'Income from Investments'],
    ['acct_380', 'Dividends on Shares'],
    ['acct_381', 'Interest on Deposits'],
    ['acct_340', 'Interest on Borrowed Money'],
    ['acct_131', 'Fee Income'],
    ['acct_is0020', 'Other Operating Income'],
    ['acct_is0029', 'Gain (Loss) on Sales of Loans and Leases'],
    ['acct_430', 'Gain (Loss) on Disposition of Fixed Assets'],
    ['acct_440', 'Other Non-Operating Income (Expense)'],
    ['acct_is0017', 'Total Credit Loss Expense (CECL)'],
    ['acct_300', 'Provision for Loan and Lease Losses'],
  ]),
  ...flows('Operating Expenses', [
    ['acct_230', 'Travel and Conference Expense'],
    ['acct_260', 'Office Operations Expense'],
    ['acct_270', 'Educational and Promotional Expense'],
    ['acct_280', 'Loan Servicing Expense'],
    ['acct_290', 'Professional and Outside Services'],
    ['acct_310', 'Member Insurance'],
    ['acct_320', 'Operating Fees'],
    ['acct_360', 'Miscellaneous Operating Expenses'],
  ]),
  ...flows('Lending Activity', [
    ['acct_031b', 'Loans Granted Year-to-Date'],
    ['acct_680', 'Credit Card Charge-Offs'],
    ['acct_681', 'Credit Card Recoveries'],
    ['acct_736', 'First Mortgages Sold'],
  ]),
  ...counts('Membership and Staff', [
    ['acct_083', 'Members'],
    ['acct_084', 'Potential Members'],
    ['acct_025a', 'Number of Loans and Leases'],
    ['acct_460', 'Number of Share and Deposit Accounts'],
    ['acct_564a', 'Full-Time Employees'],
    ['acct_564b', 'Part-Time Employees'],
    ['acct_566', 'Branches'],
  ]),
];
