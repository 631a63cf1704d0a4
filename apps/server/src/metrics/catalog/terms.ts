import {
  add,
  avg,
  avgEnds,
  avgOf,
  type Expr,
  firstNonZero,
  flow,
  item,
  k,
  mul,
  sub,
  sumOf,
} from '../expression.js';
import { orZero } from './common.js';

/**
 * Building blocks shared by the catalog files: the balances and income lines most metrics are made of,
 * once per regulator, so a definition change happens in one place.
 */

/** Banks (FDIC SDI variables, $000; income year-to-date). */
export const B = {
  assets: item('asset'),
  /** FDIC's published average assets: asset2 for the quarter, asset5 year-to-date. */
  avgAssets: avg('asset', { qtr: 'asset2', ytd: 'asset5' }),
  earningAssets: item('ernast'),
  avgEarningAssets: avg('ernast'),
  equity: item('eqtot'),
  avgEquity: avg('eqtot'),
  /** Total loans and leases, net of unearned income (FDIC lnlsgr): the base of most loan ratios. */
  loans: item('lnlsgr'),
  /**
   * Average total loans (FDIC's LNLSGR5/LNLSGR2) over the quarter-end balances of lnlsgr, read as its
   * parts net loans + allowance (lnlsnet + lnatres, an identity in every filing) so the Assets and
   * Liabilities file alone serves earlier quarters.
   */
  avgLoans: avgOf(add(item('lnlsnet'), item('lnatres'))),
  /** Loans and leases gross of unearned income (idlnls): FDIC's base for its noncurrent-loan ratios. */
  grossLoans: item('idlnls'),
  netLoans: item('lnlsnet'),
  allowance: item('lnatres'),
  deposits: item('dep'),
  noncurrentLoans: item('nclnls'),
  interestIncome: flow('intinc'),
  interestExpense: flow('eintexp'),
  netInterestIncome: flow('nim'),
  nonInterestIncome: flow('nonii'),
  nonInterestExpense: flow('nonix'),
  provision: flow('elnatr'),
  netIncome: flow('netinc'),
  /** Income before income taxes: pre-tax operating income plus securities gains (idpretx + iglsec). */
  pretaxIncome: add(flow('idpretx'), orZero(flow('iglsec'))),
  netChargeOffs: flow('ntlnls'),
  revenue: add(flow('nim'), flow('nonii')),
  /** FDIC's efficiency-ratio numerator: non-interest expense less amortisation and impairment of intangibles. */
  operatingExpense: sub(flow('nonix'), orZero(flow('eamintan'))),
  employees: item('numemp'),
  offices: sumOf(item('offdom'), item('offfor')),
  /** Deposit accounts (number), from the deposit-insurance schedule: small, large and retirement accounts. */
  depositAccounts: sumOf(item('iddepsmb'), item('iddeplgb'), item('depsmrn'), item('deplgrn')),
  cashAndSecurities: sumOf(item('chbal'), item('sc'), item('frepo')),
  borrowings: sumOf(item('frepp'), item('idobrmtg'), item('subnd')),
  /** Loans and leases interest income (domestic and foreign offices, leases). */
  loanInterest: sumOf(flow('ilndom'), flow('ilnfor'), flow('ils')),
  personnelExpense: flow('esal'),
  occupancyExpense: flow('epremagg'),
  /** Noncurrent assets plus OREO: 90+ days past due and nonaccrual assets (loans and other) and OREO. */
  nonperformingAssets: sumOf(item('p9asset'), item('naasset'), item('ore')),
} satisfies Record<string, Expr>;

/** Credit unions (NCUA 5300 accounts, stored in $000; income year-to-date). */
const cuAssets = item('acct_010');
const cuLoans = item('acct_025b');
const cuInvestments = sumOf(item('acct_as0013'), item('acct_as0017'));
const cuEarningAssets = sumOf(
  cuLoans,
  item('acct_as0013'),
  item('acct_as0017'),
  item('acct_730b'),
  item('acct_as0007'),
  item('acct_as0008'),
);
const cuEquity = sub(item('acct_014'), item('acct_li0069'));

export const CU = {
  assets: cuAssets,
  /** NCUA FPR average: (current + prior year-end) ÷ 2 for YTD; see avgEnds. */
  avgAssets: avgEnds(cuAssets),
  loans: cuLoans,
  avgLoans: avgEnds(cuLoans),
  /** Allowance for credit losses on loans (CECL, AS0048) or for loan and lease losses (incurred-loss, 719). */
  allowance: sumOf(item('acct_as0048'), item('acct_719')),
  netLoans: sub(cuLoans, orZero(sumOf(item('acct_as0048'), item('acct_719')))),
  shares: item('acct_018'),
  netWorth: item('acct_997'),
  /**
   * The denominator of NCUA's net worth ratio (998, 12 CFR 702.2): the total-assets measure the credit
   * union elected (average daily assets 010A, average of the three month ends 010B, average of four
   * quarter ends 010C; each 0 when not elected) or else quarter-end total assets (010), plus the CECL
   * transition amount (NW0004), which NCUA adds to total assets as 997 already adds it to net worth.
   */
  netWorthRatioAssets: add(
    firstNonZero(item('acct_010a'), item('acct_010b'), item('acct_010c'), cuAssets),
    orZero(item('acct_nw0004')),
  ),
  /** Total equity: total liabilities, shares and equity less total liabilities and shares. */
  equity: cuEquity,
  avgEquity: avgEnds(cuEquity),
  /** Loans, investment securities, other investments and balances held at other institutions. */
  earningAssets: cuEarningAssets,
  avgEarningAssets: avgEnds(cuEarningAssets),
  /** Cash and other deposits (AS0009; ACCT_730 in filings before 2022). */
  cash: sumOf(item('acct_as0009'), item('acct_730')),
  investments: cuInvestments,
  avgInvestmentsAndCash: avgEnds(sumOf(item('acct_as0009'), item('acct_as0013'), item('acct_as0017'))),
  borrowings: sumOf(item('acct_860c'), item('acct_867c')),
  delinquentLoans: item('acct_041b'),
  interestIncome: flow('acct_115'),
  interestExpense: flow('acct_350'),
  netInterestIncome: sub(flow('acct_115'), flow('acct_350')),
  nonInterestIncome: flow('acct_117'),
  nonInterestExpense: flow('acct_671'),
  /** Credit loss expense (CECL, IS0017) plus provision for loan and lease losses (incurred-loss, 300). */
  provision: sumOf(flow('acct_is0017'), flow('acct_300')),
  netIncome: flow('acct_661a'),
  netChargeOffs: sub(flow('acct_550'), flow('acct_551')),
  revenue: add(sub(flow('acct_115'), flow('acct_350')), flow('acct_117')),
  /** Other operating income (IS0020; ACCT_659 before 2022). */
  otherOperatingIncome: sumOf(flow('acct_is0020'), flow('acct_659')),
  /** Full-time equivalent staff as NCUA counts them: full-time plus half the part-time employees. */
  fte: add(item('acct_564a'), mul(k(0.5), orZero(item('acct_564b')))),
  members: item('acct_083'),
  branches: item('acct_566'),
  loanInterest: sub(flow('acct_110'), orZero(flow('acct_119'))),
  personnelExpense: flow('acct_210'),
  occupancyExpense: flow('acct_250'),
  nonperformingAssets: sumOf(item('acct_041b'), item('acct_798a')),
  /** 1-4 family residential: first-lien (703A; 703 before 2022) and junior-lien (386A) loans. */
  residentialLoans: sumOf(item('acct_703a'), item('acct_703'), item('acct_386a')),
  commercialRealEstateLoans: item('acct_718a5'),
  commercialOtherLoans: item('acct_400p'),
  consumerLoans: sumOf(
    item('acct_396'),
    item('acct_397a'),
    item('acct_698a'),
    item('acct_397'),
    item('acct_385'),
    item('acct_370'),
    item('acct_698c'),
    item('acct_002'),
  ),
  vehicleLoans: sumOf(item('acct_385'), item('acct_370')),
} satisfies Record<string, Expr>;
