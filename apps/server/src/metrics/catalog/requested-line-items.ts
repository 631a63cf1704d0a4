import type { LineItem } from '../../ingest/line-items/line-item.js';

/**
 * Line items the catalog reads that the credit-union dictionary (credit-union-line-items.ts) does not
 * list yet, for its owner to append (APPEND ONLY there). NCUA introduced most of these with the 2022
 * call-report redesign (AS*, IS*, CH*, DL* accounts, 703A/386A/386B, 698A/698C, 718A5/400P) and does not
 * flag them FPRAccount/CBSAccount in AcctDesc.txt, which is why a flag-based selection missed them; all
 * are populated in the 2025-12 cycle. Income, charge-off and recovery accounts here are year-to-date
 * ('flow') although AcctDesc marks them Annualize=False. `table` is the FS220 file that carries each.
 *
 * catalog.test.ts fails when a formula reads a code that is in neither the dictionary nor this list,
 * and when a code here has reached the dictionary (so this list only ever shrinks).
 */
export const REQUESTED_CREDIT_UNION_LINE_ITEMS: readonly (LineItem & { table: string })[] = [
  { code: 'acct_002', label: 'Amount of Leases Receivable', kind: 'balance', table: 'FS220A' },
  { code: 'acct_003', label: 'Loans Held for Sale', kind: 'balance', table: 'FS220C' },
  {
    code: 'acct_041c1',
    label: 'Amount of Reportable Delinquent New Vehicle Loans',
    kind: 'balance',
    table: 'FS220I',
  },
  {
    code: 'acct_041c2',
    label: 'Amount of Reportable Delinquent Used Vehicle Loans',
    kind: 'balance',
    table: 'FS220I',
  },
  { code: 'acct_041e', label: 'Amount of Delinquent Indirect Loans', kind: 'balance', table: 'FS220A' },
  {
    code: 'acct_041t',
    label: 'Total Amount of Reportable Delinquency Non-Federally Guaranteed Student Loans',
    kind: 'balance',
    table: 'FS220H',
  },
  {
    code: 'acct_045b',
    label: 'Total Amount of Delinquent Unsecured Credit Card Loans',
    kind: 'balance',
    table: 'FS220B',
  },
  {
    code: 'acct_068a',
    label: 'Total Uninsured Shares and Deposits > $250K (F+J)',
    kind: 'balance',
    table: 'FS220B',
  },
  {
    code: 'acct_069a',
    label: 'Total Insured Shares and Deposits > $250K (item 17 less item K)',
    kind: 'balance',
    table: 'FS220B',
  },
  {
    code: 'acct_386a',
    label: 'Amount of Total Loans/Lines of Credit Secured by Junior Lien 1-4 Family Residential Properties',
    kind: 'balance',
    table: 'FS220L',
  },
  {
    code: 'acct_386b',
    label: 'Amount of All Other Real Estate Loans/Lines of Credit',
    kind: 'balance',
    table: 'FS220L',
  },
  {
    code: 'acct_397a',
    label: 'Amount of Payday Alternative Loans (PAL loans)',
    kind: 'balance',
    table: 'FS220H',
  },
  {
    code: 'acct_400p',
    label: 'Amount of Commercial Loans/Lines of Credit Not Real Estate Secured',
    kind: 'balance',
    table: 'FS220L',
  },
  { code: 'acct_550c1', label: 'Amount of New Vehicle Loans YTD Charge Offs', kind: 'flow', table: 'FS220I' },
  {
    code: 'acct_550c2',
    label: 'Amount of Used Vehicle Loans YTD Charge Offs',
    kind: 'flow',
    table: 'FS220I',
  },
  {
    code: 'acct_550e',
    label: 'Total Amount of Indirect Loans Charged Off Year-to-Date',
    kind: 'flow',
    table: 'FS220C',
  },
  {
    code: 'acct_550t',
    label: 'Non-Federally Guaranteed Student Loans YTD Charge Offs',
    kind: 'flow',
    table: 'FS220H',
  },
  { code: 'acct_551c1', label: 'Amount of New Vehicle Loans YTD Recoveries', kind: 'flow', table: 'FS220I' },
  { code: 'acct_551c2', label: 'Amount of Used Vehicle Loans YTD Recoveries', kind: 'flow', table: 'FS220I' },
  {
    code: 'acct_551e',
    label: 'Total Amount of All Year-to-Date Recoveries on Charged-Off Indirect Loans',
    kind: 'flow',
    table: 'FS220C',
  },
  {
    code: 'acct_551t',
    label: 'Non-Federally Guaranteed Student Loans YTD Recoveries',
    kind: 'flow',
    table: 'FS220H',
  },
  {
    code: 'acct_566',
    label:
      'Number of credit union branches (include the main office if member services are conducted at that location)',
    kind: 'count',
    table: 'FS220C',
  },
  {
    code: 'acct_698a',
    label: 'Amount of Non-Federally Guaranteed Student Loans',
    kind: 'balance',
    table: 'FS220H',
  },
  {
    code: 'acct_698c',
    label: 'Amount of All Other Secured Non-Real Estate Loans/Lines of Credit',
    kind: 'balance',
    table: 'FS220L',
  },
  {
    code: 'acct_703a',
    label: 'Amount of Total Loans/Lines of Credit Secured by 1st Lien 1-4 Family Residential Properties',
    kind: 'balance',
    table: 'FS220L',
  },
  {
    code: 'acct_718a5',
    label: 'Amount of Commercial Loans/Lines of Credit Real Estate Secured',
    kind: 'balance',
    table: 'FS220L',
  },
  { code: 'acct_730a', label: 'Cash on Hand (Coin and Currency)', kind: 'balance', table: 'FS220A' },
  {
    code: 'acct_816a',
    label: 'Total Unfunded Commitments for all loan types',
    kind: 'balance',
    table: 'FS220H',
  },
  {
    code: 'acct_820a',
    label: 'Accrued Dividends & Interest Payable on Shares and Deposits',
    kind: 'balance',
    table: 'FS220A',
  },
  {
    code: 'acct_as0007',
    label:
      'Time deposits in commercial banks, S&Ls, savings banks, natural person credit unions, or corporate credit unions',
    kind: 'balance',
    table: 'FS220P',
  },
  { code: 'acct_as0008', label: 'All other deposits', kind: 'balance', table: 'FS220P' },
  { code: 'acct_as0009', label: 'Total Cash and Other Deposits', kind: 'balance', table: 'FS220P' },
  { code: 'acct_as0013', label: 'Total Investment Securities', kind: 'balance', table: 'FS220P' },
  { code: 'acct_as0017', label: 'Total Other Investments', kind: 'balance', table: 'FS220P' },
  { code: 'acct_as0036', label: 'Total Other Assets', kind: 'balance', table: 'FS220P' },
  {
    code: 'acct_as0048',
    label: '(CECL) Allowance for Credit Losses on Loans and Leases',
    kind: 'balance',
    table: 'FS220N',
  },
  {
    code: 'acct_ch0007',
    label: 'Loan Loss Information - YTD Charge Offs - All Other Unsecured Loans/Lines of Credit',
    kind: 'flow',
    table: 'FS220P',
  },
  {
    code: 'acct_ch0008',
    label: 'Loan Loss Information - YTD Recoveries - All Other Unsecured Loans/Lines of Credit',
    kind: 'flow',
    table: 'FS220P',
  },
  {
    code: 'acct_ch0015',
    label:
      'Loan Loss Information - YTD Charge Offs - All Other Secured Non-Real Estate Loans/Lines of Credit',
    kind: 'flow',
    table: 'FS220P',
  },
  {
    code: 'acct_ch0016',
    label: 'Loan Loss Information - YTD Recoveries - All Other Secured Non-Real Estate Loans/Lines of Credit',
    kind: 'flow',
    table: 'FS220P',
  },
  {
    code: 'acct_ch0017',
    label:
      'Loan Loss Information - YTD Charge Offs - 1-4 Family Residential Property Loans/Lines of Credit Secured by 1st Lien',
    kind: 'flow',
    table: 'FS220P',
  },
  {
    code: 'acct_ch0018',
    label:
      'Loan Loss Information - YTD Recoveries - 1-4 Family Residential Property Loans/Lines of Credit Secured by 1st Lien',
    kind: 'flow',
    table: 'FS220P',
  },
  {
    code: 'acct_ch0019',
    label:
      'Loan Loss Information - YTD Charge Offs - 1-4 Family Residential Property Loans/Lines of Credit Secured by Junior Lien',
    kind: 'flow',
    table: 'FS220P',
  },
  {
    code: 'acct_ch0020',
    label:
      'Loan Loss Information - YTD Recoveries - 1-4 Family Residential Property Loans/Lines of Credit Secured by Junior Lien',
    kind: 'flow',
    table: 'FS220P',
  },
  {
    code: 'acct_dl0062',
    label:
      'Delinquent Loans by Collateral Type - Total Amount of Reportable Delinquent Loans - 1-4 Family Residential Property Loans/Lines of Credit Secured by 1st Lien',
    kind: 'balance',
    table: 'FS220P',
  },
  {
    code: 'acct_dl0069',
    label:
      'Delinquent Loans by Collateral Type - Total Amount of Reportable Delinquent Loans - 1-4 Family Residential Property Loans/Lines of Credit Secured by Junior Lien',
    kind: 'balance',
    table: 'FS220P',
  },
  {
    code: 'acct_eq0009',
    label: 'Accumulated Unrealized Gains (Losses) on Available for Sale Debt Securities',
    kind: 'balance',
    table: 'FS220N',
  },
  { code: 'acct_is0017', label: '(CECL) Total Credit Loss Expense ?', kind: 'flow', table: 'FS220N' },
  {
    code: 'acct_is0020',
    label: 'Other Operating Income (Includes unconsolidated CUSO Income)',
    kind: 'flow',
    table: 'FS220N',
  },
  { code: 'acct_is0029', label: 'Gain (Loss) on Sales of Loans and Leases', kind: 'flow', table: 'FS220P' },
  {
    code: 'acct_nw0002',
    label:
      '(CECL) One-time Adjustment to Undivided Earnings for those credit unions that have adopted ASC topic 326 - Financial Instruments - Credit Losses',
    kind: 'balance',
    table: 'FS220N',
  },
];

/** Bank items the catalog needs that the bank dictionary lacks: none. */
export const REQUESTED_BANK_LINE_ITEMS: readonly (LineItem & { table: string })[] = [];
