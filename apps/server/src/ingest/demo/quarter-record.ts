import type { Kind } from './institution-model.js';

/**
 * Balances at a quarter end in whole $ thousands, the unit both regulators' data is stored in. Arrays follow the kind's product lists
 * (products.ts). Every total is the sum of its parts by construction, and assets = liabilities + equity.
 */
export type Balances = {
  assets: number;
  /** Cash and balances due that earn nothing (banks chbal − chbali; credit unions cash on hand, 730A). */
  cash: number;
  /** Interest-bearing balances (banks chbali; credit unions cash on deposit, 730B). */
  interestBearingBalances: number;
  /** Credit unions: time deposits (AS0007) and all other deposits (AS0008) at other institutions. */
  timeDepositsInBanks: number;
  otherDepositsInBanks: number;
  fedFundsSold: number;
  securities: number[];
  /** Debt securities held to maturity; the rest of the debt securities are available for sale. */
  heldToMaturity: number;
  availableForSale: number;
  pledgedSecurities: number;
  /** Credit unions: other investments (AS0017: CUSOs, FHLB and corporate stock). */
  otherInvestments: number;
  tradingAssets: number;
  loans: number[];
  grossLoans: number;
  unearnedIncome: number;
  allowance: number;
  /** Banks: a memo share of first liens; credit unions: a separate asset (003). */
  loansHeldForSale: number;
  /** Banks: premises and fixed assets; credit unions: land and building (007). */
  premises: number;
  /** Credit unions: other fixed assets (008). */
  otherFixedAssets: number;
  foreclosedAssets: number;
  goodwill: number;
  servicingAssets: number;
  otherIntangibles: number;
  /** Credit unions: the NCUSIF capitalization deposit (794). */
  shareInsuranceDeposit: number;
  accruedInterest: number;
  otherAssets: number;

  deposits: number[];
  /** Banks: deposits in foreign offices (the largest banks only), all interest-bearing. */
  foreignDeposits: number;
  totalDeposits: number;
  fedFundsPurchased: number;
  fhlbAdvances: number;
  otherBorrowings: number;
  subordinatedDebt: number;
  tradingLiabilities: number;
  /** Credit unions: accrued dividends and interest payable (820A). */
  accruedDividends: number;
  otherLiabilities: number;
  liabilities: number;

  /** Equity before accumulated unrealised gains on AFS securities (banks incl. paid-in capital;
   * credit unions: net worth). */
  capital: number;
  /** Accumulated unrealised gain (loss) on available-for-sale securities, after tax for banks. */
  unrealizedGains: number;
  preferredStock: number;
  commonStock: number;
  surplus: number;
  minorityInterest: number;
  /** Credit unions: other reserves (658) within net worth. */
  otherReserves: number;
  /** Credit unions: the one-time CECL adjustment to undivided earnings (NW0002), once adopted. */
  ceclAdjustment: number;
  /** True once the credit union reports its allowance and provision under CECL. */
  cecl: boolean;
  equity: number;

  /** Banks: by loan product, 30-89 days past due, 90+ days past due and accruing, nonaccrual. */
  pastDue30: number[];
  pastDue90: number[];
  nonaccrual: number[];
  /** Credit unions: by loan product, delinquent two months or more, and its age buckets (2-6, 6-12, 12+). */
  delinquent: number[];
  delinquentBuckets: [number, number, number];
  guaranteedNoncurrent: number;
  restructuredLoans: number;
  insiderLoans: number;
  bankruptcyLoans: number;
  indirectLoans: number;
  indirectDelinquent: number;
  unusedCommitments: number;
  standbyLetters: number;
  derivatives: number;
  servicedForOthers: number;
  fiduciaryAssets: number;
  smallBusinessLoans: { commercialIndustrial: number; cre: number; agricultural: number; farmland: number };

  brokered: number;
  brokeredInsured: number;
  listingService: number;
  publicFunds: number;
  usGovernment: number;
  iraKeogh: number;
  insuredDeposits: number;
  uninsuredShares: number;

  /** Banks: FDIC rwajt; credit unions: 12 CFR 702.104 (filed only by complex ones). */
  riskWeightedAssets: number;
  tier1Capital: number;
  tier2Capital: number;
  longTermAssets: number;
};

/** Income and credit flows in whole $ thousands: one quarter, or accumulated year-to-date as filed. */
export type Flows = {
  loanInterest: number[];
  /** Banks: the part of loan interest earned in foreign offices (ilnfor). */
  foreignLoanInterest: number;
  securitiesIncome: number[];
  balancesIncome: number;
  fedFundsIncome: number;
  tradingIncome: number;
  otherInterestIncome: number;
  /** Credit unions: interest refunded to borrowers (119). */
  interestRefunds: number;
  depositInterest: number[];
  foreignDepositInterest: number;
  fedFundsPurchasedInterest: number;
  borrowingInterest: number;
  subDebtInterest: number;
  otherInterestExpense: number;
  provision: number;
  serviceCharges: number;
  otherFeeIncome: number;
  fiduciaryIncome: number;
  insuranceIncome: number;
  investmentFees: number;
  servicingFees: number;
  tradingGains: number;
  securitizationIncome: number;
  loanSaleGains: number;
  foreclosedGains: number;
  otherAssetGains: number;
  nonOperatingIncome: number;
  /** Operating expense lines: banks salaries, premises, all other; credit unions NCUA 210 ... 360. */
  expenses: number[];
  amortization: number;
  securitiesGains: number;
  taxes: number;
  minorityIncome: number;
  netIncome: number;
  dividends: number;
  chargeOffs: number[];
  recoveries: number[];
  indirectChargeOffs: number;
  indirectRecoveries: number;
  loansGranted: number;
  mortgagesSold: number;
};

export type QuarterRecord = {
  period: string;
  kind: Kind;
  balances: Balances;
  ytd: Flows;
  /** Regulator-style published averages of total assets: year-to-date and the quarter. */
  averageAssetsYtd: number;
  averageAssetsQuarter: number;
  /** Full-time equivalent staff (banks), full- and part-time headcounts (credit unions). */
  employees: number;
  fullTime: number;
  partTime: number;
  offices: number;
  foreignOffices: number;
  members: number;
  potentialMembers: number;
  loanCount: number;
  shareAccounts: number;
  smallDepositAccounts: number;
  largeDepositAccounts: number;
  smallRetirementAccounts: number;
  largeRetirementAccounts: number;
};

/** What an acquirer takes over in a quarter: the target's last balances, summed if several. */
export type Acquisition = { assets: number; capital: number };
