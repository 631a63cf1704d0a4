import { flow, item } from '../expression.js';
import type { MetricDefinition } from '../metric-definition.js';
import { bankCount, bankStatement, SPAN } from './common.js';

/**
 * Bank Detailed Statements: call-report lines as FDIC publishes them (SDI variables, $000). The id is
 * `bank_` + the FDIC variable, so a line's source is never in doubt.
 */

type Line = [code: string, name: string];

const balances = (group: string, lines: Line[]): MetricDefinition[] =>
  lines.map(([code, name]) =>
    bankStatement({
      id: `bank_${code}`,
      name,
      group,
      formula: item(code),
      definition: `${name} (FDIC ${code}). ${SPAN.balance}`,
    }),
  );

const flows = (group: string, lines: Line[]): MetricDefinition[] =>
  lines.map(([code, name]) =>
    bankStatement({
      id: `bank_${code}`,
      name,
      group,
      formula: flow(code),
      definition: `${name} (FDIC ${code}). ${SPAN.flow}`,
    }),
  );

const counts = (group: string, lines: Line[]): MetricDefinition[] =>
  lines.map(([code, name]) =>
    bankCount({
      id: `bank_${code}`,
      name,
      group,
      formula: item(code),
      definition: `${name} (FDIC ${code}). ${SPAN.count}`,
    }),
  );

export const BANK_STATEMENTS: readonly MetricDefinition[] = [
  ...balances('Assets', [
    ['chbali', 'Interest-Bearing Balances Due'],
    ['sc', 'Total Securities'],
    ['frepo', 'Federal Funds Sold and Reverse Repurchase Agreements'],
    ['trade', 'Trading Account Assets'],
    ['lnlssale', 'Loans and Leases Held for Sale'],
    ['lncontra', 'Unearned Income'],
    ['idlnls', 'Loans and Leases, Gross'],
    ['intan', 'Goodwill and Other Intangibles'],
    ['intangw', 'Goodwill'],
    ['intanmsr', 'Mortgage Servicing Assets'],
    ['oaienc', 'Income Earned, Not Collected on Loans'],
    ['idoa', 'All Other Assets'],
    ['ernast', 'Earning Assets'],
  ]),
  ...balances('Loans', [
    ['lnre', 'Loans Secured by Real Estate'],
    ['lnrecons', 'Construction and Land Development Loans'],
    ['lnrenres', 'Nonfarm Nonresidential Real Estate Loans'],
    ['lnrenrow', 'Owner-Occupied Nonfarm Nonresidential Loans'],
    ['lnrenrot', 'Other Nonfarm Nonresidential Loans'],
    ['lnremult', 'Multifamily Residential Loans'],
    ['lnreres', '1-4 Family Residential Loans'],
    ['lnrersfm', '1-4 Family First-Lien Loans'],
    ['lnrersf2', '1-4 Family Junior-Lien Loans'],
    ['lnreloc', 'Home Equity Lines of Credit'],
    ['lnreag', 'Farmland Loans'],
    ['lnag', 'Agricultural Production Loans'],
    ['lnci', 'Commercial and Industrial Loans'],
    ['lncon', 'Loans to Individuals'],
    ['lncrcd', 'Credit Card Loans'],
    ['lnauto', 'Automobile Loans'],
    ['lnconoth', 'Other Loans to Individuals'],
    ['lnmuni', 'Loans to States and Political Subdivisions'],
    ['lndepac', 'Loans to Depository Institutions'],
    ['ls', 'Lease Financing Receivables'],
    ['idothlns', 'All Other Loans'],
    ['lnexamt', 'Loans to Insiders'],
  ]),
  ...balances('Asset Quality', [
    ['p3asset', 'Assets Past Due 30-89 Days'],
    ['p9asset', 'Assets Past Due 90+ Days'],
    ['naasset', 'Nonaccrual Assets'],
    ['nclnls', 'Noncurrent Loans and Leases'],
    ['rslnltot', 'Restructured Loans and Leases'],
  ]),
  ...balances('Securities', [
    ['scus', 'U.S. Treasury and Agency Securities'],
    ['scmuni', 'Municipal Securities'],
    ['scmtgbk', 'Mortgage-Backed Securities'],
    ['scabs', 'Asset-Backed Securities'],
    ['scha', 'Held-to-Maturity Securities'],
    ['scaf', 'Available-for-Sale Securities'],
    ['scpledge', 'Pledged Securities'],
  ]),
  ...balances('Deposits', [
    ['depdom', 'Domestic Office Deposits'],
    ['depfor', 'Foreign Office Deposits'],
    ['depi', 'Interest-Bearing Deposits'],
    ['trn', 'Transaction Accounts'],
    ['ddt', 'Demand Deposits'],
    ['ntrsmmda', 'Money Market Deposit Accounts'],
    ['ntrsoth', 'Other Savings Deposits'],
    ['ntrtime', 'Time Deposits'],
    ['ntrtmlgj', 'Time Deposits over $250,000'],
    ['irakeogh', 'IRA and Keogh Accounts'],
    ['coredep', 'Core Deposits'],
    ['bro', 'Brokered Deposits'],
    ['depins', 'Estimated Insured Deposits'],
  ]),
  ...balances('Liabilities and Equity', [
    ['frepp', 'Federal Funds Purchased and Repurchase Agreements'],
    ['tradel', 'Trading Liabilities'],
    ['idobrmtg', 'Other Borrowed Money'],
    ['othbfhlb', 'FHLB Advances'],
    ['subnd', 'Subordinated Notes and Debentures'],
    ['idoliab', 'All Other Liabilities'],
    ['eqpp', 'Perpetual Preferred Stock'],
    ['eqcs', 'Common Stock'],
    ['eqsur', 'Surplus'],
    ['equptot', 'Undivided Profits'],
    ['eqconsub', 'Noncontrolling Interests in Subsidiaries'],
    ['eq', 'Bank Equity Capital'],
  ]),
  ...balances('Regulatory Capital and Off-Balance Sheet', [
    ['rbct1j', 'Tier 1 Capital'],
    ['rbct2', 'Tier 2 Capital'],
    ['rwajt', 'Risk-Weighted Assets'],
    ['uc', 'Unused Commitments'],
    ['locfpsb', 'Standby Letters of Credit'],
    ['idtfra', 'Fiduciary and Related Assets'],
    ['lnserv', 'Loans Serviced for Others'],
  ]),
  ...flows('Interest Income and Expense', [
    ['ilndom', 'Interest on Domestic Office Loans'],
    ['ilnfor', 'Interest on Foreign Office Loans'],
    ['ils', 'Interest on Lease Financing'],
    ['isc', 'Interest and Dividends on Securities'],
    ['ichbal', 'Interest on Balances Due'],
    ['ifrepo', 'Interest on Federal Funds Sold'],
    ['itrade', 'Interest on Trading Assets'],
    ['iothii', 'Other Interest Income'],
    ['edepdom', 'Interest on Domestic Office Deposits'],
    ['edepfor', 'Interest on Foreign Office Deposits'],
    ['efrepp', 'Interest on Federal Funds Purchased'],
    ['ettlotmg', 'Interest on Other Borrowed Money'],
    ['esubnd', 'Interest on Subordinated Notes'],
    ['ideothint', 'Other Interest Expense'],
  ]),
  ...flows('Non-Interest Income', [
    ['ifiduc', 'Fiduciary Activities Income'],
    ['igltrad', 'Trading Gains and Fees'],
    ['iinvfee', 'Investment Banking and Brokerage Fees'],
    ['iserfee', 'Net Servicing Fees'],
    ['isecz', 'Net Securitization Income'],
    ['iinscom', 'Insurance Income'],
    ['netgnsln', 'Gains on Sales of Loans'],
    ['netgnsre', 'Gains on Sales of Other Real Estate Owned'],
    ['netgnast', 'Gains on Sales of Other Assets'],
    ['iotnii', 'Other Non-Interest Income'],
  ]),
  ...flows('Non-Interest Expense and Net Income', [
    ['eamintan', 'Amortization and Impairment of Intangibles'],
    ['eothnint', 'All Other Non-Interest Expense'],
    ['idpretx', 'Pre-Tax Operating Income'],
    ['iglsec', 'Securities Gains (Losses)'],
    ['itax', 'Applicable Income Taxes'],
    ['extra', 'Extraordinary Items, Net'],
    ['noij', 'Net Operating Income'],
    ['eqcdiv', 'Cash Dividends Declared'],
  ]),
  ...flows('Charge-Offs and Recoveries', [
    ['drre', 'Charge-Offs: Real Estate Loans'],
    ['drci', 'Charge-Offs: Commercial and Industrial Loans'],
    ['drcon', 'Charge-Offs: Loans to Individuals'],
    ['drcrcd', 'Charge-Offs: Credit Cards'],
    ['drauto', 'Charge-Offs: Auto Loans'],
    ['crre', 'Recoveries: Real Estate Loans'],
    ['crci', 'Recoveries: Commercial and Industrial Loans'],
    ['crcon', 'Recoveries: Loans to Individuals'],
    ['ntre', 'Net Charge-Offs: Real Estate Loans'],
    ['ntci', 'Net Charge-Offs: Commercial and Industrial Loans'],
    ['ntcon', 'Net Charge-Offs: Loans to Individuals'],
  ]),
  ...counts('Franchise', [
    ['numemp', 'Employees (FTE)'],
    ['offdom', 'Domestic Offices'],
    ['iddepsmb', 'Deposit Accounts of $250,000 or Less'],
    ['iddeplgb', 'Deposit Accounts over $250,000'],
  ]),
];
