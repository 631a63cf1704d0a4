import { add, type Expr, flow, item, k, sub, sumOf } from '../expression.js';
import type { MetricDefinition } from '../metric-definition.js';
import { commonStatement, SPAN } from './common.js';
import { B, CU } from './terms.js';

/**
 * Common Statements (Bank/CU): a condensed balance sheet and income statement whose lines mean the same
 * for banks (FDIC SDI) and credit unions (NCUA 5300), in $ thousands.
 */

type Line = [
  id: string,
  name: string,
  bank: Expr,
  creditUnion: Expr,
  detail: string,
  higherIsBetter?: boolean,
];

const balanceSheet: Line[] = [
  [
    'bs_cash',
    'Cash and Balances Due',
    item('chbal'),
    CU.cash,
    'Cash and balances due from depository institutions (banks: chbal; credit unions: cash and other deposits, AS0009)',
  ],
  [
    'bs_securities',
    'Securities and Investments',
    sumOf(item('sc'), item('frepo')),
    CU.investments,
    'Securities plus federal funds sold and reverse repos (banks: sc + frepo; credit unions: investment securities AS0013 plus other investments AS0017)',
  ],
  [
    'bs_loans',
    'Total Loans and Leases',
    B.loans,
    CU.loans,
    'Loans and leases before the allowance (banks: lnlsgr; credit unions: 025B)',
    true,
  ],
  [
    'bs_allowance',
    'Allowance for Loan and Lease Losses',
    B.allowance,
    CU.allowance,
    'Allowance for loan and lease (credit) losses (banks: lnatres; credit unions: AS0048 under CECL or 719)',
  ],
  [
    'bs_net_loans',
    'Net Loans and Leases',
    B.netLoans,
    CU.netLoans,
    'Loans and leases net of the allowance (banks: lnlsnet; credit unions: 025B less the allowance)',
    true,
  ],
  [
    'bs_premises',
    'Premises and Fixed Assets',
    item('bkprem'),
    sumOf(item('acct_007'), item('acct_008')),
    'Premises and fixed assets (banks: bkprem; credit unions: land and building 007 plus other fixed assets 008)',
  ],
  [
    'bs_foreclosed',
    'Other Real Estate Owned / Foreclosed Assets',
    item('ore'),
    item('acct_798a'),
    'Other real estate owned (banks: ore) or foreclosed and repossessed assets (credit unions: 798A)',
  ],
  [
    'bs_other_assets',
    'All Other Assets',
    sumOf(item('trade'), item('intan'), item('idoa')),
    sumOf(item('acct_003'), item('acct_794'), item('acct_as0036')),
    'Everything else (banks: trading assets, intangibles and other assets, trade + intan + idoa; credit unions: loans held for sale 003, NCUSIF deposit 794 and other assets AS0036)',
  ],
  [
    'bs_total_assets',
    'Total Assets',
    B.assets,
    CU.assets,
    'Total assets (banks: asset; credit unions: 010)',
    true,
  ],
  [
    'bs_deposits',
    'Total Deposits / Shares',
    B.deposits,
    CU.shares,
    'Deposits (banks: dep) or shares and deposits (credit unions: 018)',
    true,
  ],
  [
    'bs_borrowings',
    'Borrowings',
    B.borrowings,
    CU.borrowings,
    'Borrowed money (banks: frepp + idobrmtg + subnd; credit unions: total borrowings 860C plus subordinated debt 867C)',
  ],
  [
    'bs_other_liabilities',
    'Other Liabilities',
    sumOf(item('tradel'), item('idoliab')),
    sub(item('acct_li0069'), add(item('acct_018'), orZeroSum(item('acct_860c'), item('acct_867c')))),
    'Other liabilities (banks: trading and all other liabilities, tradel + idoliab; credit unions: total liabilities and shares LI0069 less shares 018 and borrowings)',
  ],
  [
    'bs_total_liabilities',
    'Total Liabilities',
    item('liab'),
    item('acct_li0069'),
    'Total liabilities including deposits or shares (banks: liab; credit unions: LI0069, which includes shares and deposits)',
  ],
  [
    'bs_total_equity',
    'Total Equity',
    B.equity,
    CU.equity,
    'Total equity capital (banks: eqtot; credit unions: 014 less LI0069)',
    true,
  ],
  [
    'bs_total_liabilities_and_equity',
    'Total Liabilities and Equity',
    item('liabeq'),
    item('acct_014'),
    'Total liabilities, shares and equity (banks: liabeq; credit unions: 014)',
  ],
];

function orZeroSum(...parts: Expr[]): Expr {
  return sumOf(...parts, k(0));
}

const incomeStatement: Line[] = [
  [
    'is_loan_interest',
    'Interest Income on Loans',
    B.loanInterest,
    CU.loanInterest,
    'Interest and fees on loans and leases (banks: ilndom + ilnfor + ils; credit unions: 110 less interest refunded 119)',
    true,
  ],
  [
    'is_investment_income',
    'Interest Income on Securities and Deposits',
    sub(B.interestIncome, orZeroSum(flow('ilndom'), flow('ilnfor'), flow('ils'))),
    flow('acct_120'),
    'Income on securities, balances and other interest-earning assets (banks: intinc less loan interest; credit unions: income from investments 120)',
  ],
  [
    'is_interest_income',
    'Total Interest Income',
    B.interestIncome,
    CU.interestIncome,
    'Total interest income (banks: intinc; credit unions: 115)',
    true,
  ],
  [
    'is_deposit_interest',
    'Interest on Deposits / Dividends on Shares',
    sumOf(flow('edepdom'), flow('edepfor')),
    sumOf(flow('acct_380'), flow('acct_381')),
    'Interest on deposits (banks: edepdom + edepfor) or dividends on shares plus interest on deposits (credit unions: 380 + 381)',
  ],
  [
    'is_borrowing_interest',
    'Interest on Borrowings',
    sumOf(flow('efrepp'), flow('ettlotmg'), flow('esubnd'), flow('ideothint')),
    flow('acct_340'),
    'Interest on borrowed money (banks: efrepp + ettlotmg + esubnd + ideothint; credit unions: 340)',
  ],
  [
    'is_interest_expense',
    'Total Interest Expense',
    B.interestExpense,
    CU.interestExpense,
    'Total interest expense, including dividends on shares for credit unions (banks: eintexp; credit unions: 350)',
  ],
  [
    'is_net_interest_income',
    'Net Interest Income',
    B.netInterestIncome,
    CU.netInterestIncome,
    'Interest income less interest expense (banks: nim; credit unions: 115 − 350)',
    true,
  ],
  [
    'is_provision',
    'Provision for Credit Losses',
    B.provision,
    CU.provision,
    'Provision for loan and lease losses or credit loss expense (banks: elnatr; credit unions: IS0017 + 300)',
  ],
  [
    'is_noninterest_income',
    'Total Non-Interest Income',
    B.nonInterestIncome,
    CU.nonInterestIncome,
    'Total non-interest income (banks: nonii; credit unions: 117)',
    true,
  ],
  [
    'is_fee_income',
    'Service Charges / Fee Income',
    flow('iserchg'),
    flow('acct_131'),
    'Service charges on deposit accounts (banks: iserchg) or fee income (credit unions: 131)',
    true,
  ],
  [
    'is_personnel_expense',
    'Salaries and Employee Benefits',
    B.personnelExpense,
    CU.personnelExpense,
    'Salaries and benefits (banks: esal; credit unions: 210)',
  ],
  [
    'is_occupancy_expense',
    'Premises and Occupancy Expense',
    B.occupancyExpense,
    CU.occupancyExpense,
    'Premises and equipment (banks: epremagg) or office occupancy (credit unions: 250) expense',
  ],
  [
    'is_noninterest_expense',
    'Total Non-Interest Expense',
    B.nonInterestExpense,
    CU.nonInterestExpense,
    'Total non-interest expense (banks: nonix; credit unions: 671)',
  ],
  [
    'is_pretax_income',
    'Income Before Taxes',
    B.pretaxIncome,
    CU.netIncome,
    'Income before income taxes (banks: pre-tax operating income plus securities gains, idpretx + iglsec; credit unions are tax-exempt, so net income 661A)',
    true,
  ],
  [
    'is_net_income',
    'Net Income',
    B.netIncome,
    CU.netIncome,
    'Net income (banks: netinc; credit unions: 661A)',
    true,
  ],
  [
    'is_gross_charge_offs',
    'Gross Loan Charge-Offs',
    flow('drlnls'),
    flow('acct_550'),
    'Loans charged off (banks: drlnls; credit unions: 550)',
  ],
  [
    'is_recoveries',
    'Recoveries on Charged-Off Loans',
    flow('crlnls'),
    flow('acct_551'),
    'Recoveries of loans charged off earlier (banks: crlnls; credit unions: 551)',
  ],
  [
    'is_net_charge_offs',
    'Net Charge-Offs',
    B.netChargeOffs,
    CU.netChargeOffs,
    'Charge-offs less recoveries (banks: ntlnls; credit unions: 550 − 551)',
  ],
];

export const COMMON_STATEMENTS: readonly MetricDefinition[] = [
  ...balanceSheet.map(([id, name, bank, creditUnion, detail, higherIsBetter]) =>
    commonStatement({
      id,
      name,
      group: 'Balance Sheet',
      bank,
      creditUnion,
      higherIsBetter: higherIsBetter ?? null,
      definition: `${detail}. ${SPAN.balance}`,
    }),
  ),
  ...incomeStatement.map(([id, name, bank, creditUnion, detail, higherIsBetter]) =>
    commonStatement({
      id,
      name,
      group: 'Income Statement',
      bank,
      creditUnion,
      higherIsBetter: higherIsBetter ?? null,
      definition: `${detail}. ${SPAN.flow}`,
    }),
  ),
];
