/**
 * The products a demo institution holds, with the economics that drive them: loans by type (yield,
 * repricing, losses, delinquency, capital weight), deposits or shares by type (rate sensitivity), and
 * securities by type. Banks and credit unions list different products because their call reports do;
 * the simulation works on any list, so a later issue can add a product in one place.
 *
 * Rates are annual fractions; `reprice` is the share of the gap to the market a portfolio closes in a
 * quarter (fixed-rate mortgages slowly, cards and commercial lines quickly).
 */

export type CreditCycle = 'consumer' | 'commercial' | 'realEstate' | 'none';

export type LoanProduct = {
  key: string;
  /** Yield over the market loan rate (economy.ts) once fully repriced. */
  spread: number;
  reprice: number;
  /** Net charge-offs as a share of the balance per year, for an average institution in a normal year. */
  netChargeOffs: number;
  /** Recoveries as a share of gross charge-offs. */
  recovery: number;
  /** Banks: shares of the balance 30-89 days past due, 90+ days past due and still accruing, nonaccrual. */
  pastDue30: number;
  pastDue90: number;
  nonaccrual: number;
  /** Credit unions: share of the balance delinquent two months or more (NCUA reportable delinquency). */
  delinquent: number;
  cycle: CreditCycle;
  /** Risk weight for regulatory capital (banks: the call report's; credit unions: 12 CFR 702.104). */
  riskWeight: number;
  /** Share maturing or repricing beyond five years (FDIC long-term assets). */
  longTerm: number;
  /** Unused commitments (open lines) as a multiple of the balance. */
  unused: number;
  /** Average loan size in dollars, for the number of loans. */
  averageLoan: number;
};

const loan = <K extends string>(key: K, p: Omit<LoanProduct, 'key'>): LoanProduct & { key: K } => ({
  key,
  ...p,
});

/** FDIC call-report loan categories, leaves of the SDI hierarchy (they sum to gross loans, idlnls). */
export const BANK_LOANS = [
  loan('firstLien', {
    spread: -0.004,
    reprice: 0.035,
    netChargeOffs: 0.00015,
    recovery: 0.35,
    pastDue30: 0.0055,
    pastDue90: 0.0012,
    nonaccrual: 0.0042,
    delinquent: 0,
    cycle: 'realEstate',
    riskWeight: 0.5,
    longTerm: 0.72,
    unused: 0,
    averageLoan: 210_000,
  }),
  loan('juniorLien', {
    spread: 0.012,
    reprice: 0.06,
    netChargeOffs: 0.0006,
    recovery: 0.3,
    pastDue30: 0.006,
    pastDue90: 0.001,
    nonaccrual: 0.003,
    delinquent: 0,
    cycle: 'realEstate',
    riskWeight: 1,
    longTerm: 0.35,
    unused: 0,
    averageLoan: 55_000,
  }),
  loan('homeEquityLines', {
    spread: 0.006,
    reprice: 0.3,
    netChargeOffs: 0.0003,
    recovery: 0.35,
    pastDue30: 0.0045,
    pastDue90: 0.0008,
    nonaccrual: 0.0045,
    delinquent: 0,
    cycle: 'realEstate',
    riskWeight: 1,
    longTerm: 0,
    unused: 0.9,
    averageLoan: 60_000,
  }),
  loan('multifamily', {
    spread: -0.003,
    reprice: 0.06,
    netChargeOffs: 0.00045,
    recovery: 0.2,
    pastDue30: 0.002,
    pastDue90: 0.0002,
    nonaccrual: 0.0025,
    delinquent: 0,
    cycle: 'realEstate',
    riskWeight: 1,
    longTerm: 0.3,
    unused: 0.02,
    averageLoan: 1_800_000,
  }),
  loan('ownerOccupiedCre', {
    spread: 0,
    reprice: 0.06,
    netChargeOffs: 0.000525,
    recovery: 0.25,
    pastDue30: 0.003,
    pastDue90: 0.0004,
    nonaccrual: 0.0055,
    delinquent: 0,
    cycle: 'realEstate',
    riskWeight: 1,
    longTerm: 0.3,
    unused: 0.03,
    averageLoan: 900_000,
  }),
  loan('investorCre', {
    spread: 0.001,
    reprice: 0.06,
    netChargeOffs: 0.000825,
    recovery: 0.2,
    pastDue30: 0.003,
    pastDue90: 0.0004,
    nonaccrual: 0.006,
    delinquent: 0,
    cycle: 'realEstate',
    riskWeight: 1,
    longTerm: 0.25,
    unused: 0.03,
    averageLoan: 1_500_000,
  }),
  loan('construction', {
    spread: 0.009,
    reprice: 0.3,
    netChargeOffs: 0.0006,
    recovery: 0.25,
    pastDue30: 0.004,
    pastDue90: 0.0005,
    nonaccrual: 0.004,
    delinquent: 0,
    cycle: 'realEstate',
    riskWeight: 1.2,
    longTerm: 0.02,
    unused: 0.45,
    averageLoan: 700_000,
  }),
  loan('farmland', {
    spread: -0.002,
    reprice: 0.05,
    netChargeOffs: 0.000225,
    recovery: 0.3,
    pastDue30: 0.004,
    pastDue90: 0.001,
    nonaccrual: 0.0065,
    delinquent: 0,
    cycle: 'commercial',
    riskWeight: 1,
    longTerm: 0.5,
    unused: 0.02,
    averageLoan: 450_000,
  }),
  loan('agricultural', {
    spread: 0.002,
    reprice: 0.3,
    netChargeOffs: 0.001125,
    recovery: 0.3,
    pastDue30: 0.004,
    pastDue90: 0.001,
    nonaccrual: 0.005,
    delinquent: 0,
    cycle: 'commercial',
    riskWeight: 1,
    longTerm: 0.02,
    unused: 0.4,
    averageLoan: 150_000,
  }),
  loan('commercialIndustrial', {
    spread: 0.006,
    reprice: 0.32,
    netChargeOffs: 0.002625,
    recovery: 0.25,
    pastDue30: 0.004,
    pastDue90: 0.0007,
    nonaccrual: 0.0075,
    delinquent: 0,
    cycle: 'commercial',
    riskWeight: 1,
    longTerm: 0.05,
    unused: 0.7,
    averageLoan: 250_000,
  }),
  loan('creditCard', {
    spread: 0.105,
    reprice: 0.5,
    netChargeOffs: 0.0255,
    recovery: 0.12,
    pastDue30: 0.013,
    pastDue90: 0.012,
    nonaccrual: 0.0008,
    delinquent: 0,
    cycle: 'consumer',
    riskWeight: 1,
    longTerm: 0,
    unused: 4,
    averageLoan: 3_000,
  }),
  loan('relatedPlans', {
    spread: 0.06,
    reprice: 0.4,
    netChargeOffs: 0.009,
    recovery: 0.15,
    pastDue30: 0.01,
    pastDue90: 0.003,
    nonaccrual: 0.001,
    delinquent: 0,
    cycle: 'consumer',
    riskWeight: 1,
    longTerm: 0,
    unused: 1,
    averageLoan: 2_000,
  }),
  loan('auto', {
    spread: 0.008,
    reprice: 0.11,
    netChargeOffs: 0.004125,
    recovery: 0.4,
    pastDue30: 0.012,
    pastDue90: 0.0013,
    nonaccrual: 0.0012,
    delinquent: 0,
    cycle: 'consumer',
    riskWeight: 1,
    longTerm: 0,
    unused: 0,
    averageLoan: 24_000,
  }),
  loan('otherConsumer', {
    spread: 0.025,
    reprice: 0.12,
    netChargeOffs: 0.00825,
    recovery: 0.2,
    pastDue30: 0.011,
    pastDue90: 0.002,
    nonaccrual: 0.003,
    delinquent: 0,
    cycle: 'consumer',
    riskWeight: 1,
    longTerm: 0.05,
    unused: 0.2,
    averageLoan: 9_000,
  }),
  loan('municipal', {
    spread: -0.013,
    reprice: 0.05,
    netChargeOffs: 0,
    recovery: 0,
    pastDue30: 0.0002,
    pastDue90: 0,
    nonaccrual: 0,
    delinquent: 0,
    cycle: 'none',
    riskWeight: 0.2,
    longTerm: 0.6,
    unused: 0.05,
    averageLoan: 800_000,
  }),
  loan('depository', {
    spread: -0.01,
    reprice: 0.5,
    netChargeOffs: 0,
    recovery: 0,
    pastDue30: 0,
    pastDue90: 0,
    nonaccrual: 0,
    delinquent: 0,
    cycle: 'none',
    riskWeight: 0.2,
    longTerm: 0,
    unused: 0.2,
    averageLoan: 5_000_000,
  }),
  loan('leases', {
    spread: 0.005,
    reprice: 0.1,
    netChargeOffs: 0.00225,
    recovery: 0.3,
    pastDue30: 0.005,
    pastDue90: 0.0005,
    nonaccrual: 0.002,
    delinquent: 0,
    cycle: 'commercial',
    riskWeight: 1,
    longTerm: 0.05,
    unused: 0,
    averageLoan: 60_000,
  }),
  loan('other', {
    spread: 0.004,
    reprice: 0.3,
    netChargeOffs: 0.0015,
    recovery: 0.2,
    pastDue30: 0.003,
    pastDue90: 0.0003,
    nonaccrual: 0.003,
    delinquent: 0,
    cycle: 'commercial',
    riskWeight: 1,
    longTerm: 0.05,
    unused: 0.3,
    averageLoan: 300_000,
  }),
] as const satisfies readonly LoanProduct[];

/** NCUA 5300 loan categories (2022 layout); they sum to total loans and leases (025B). */
export const CREDIT_UNION_LOANS = [
  loan('firstLien', {
    spread: -0.013,
    reprice: 0.035,
    netChargeOffs: 0.00012,
    recovery: 0.35,
    pastDue30: 0,
    pastDue90: 0,
    nonaccrual: 0,
    delinquent: 0.004,
    cycle: 'realEstate',
    riskWeight: 0.5,
    longTerm: 0.7,
    unused: 0,
    averageLoan: 170_000,
  }),
  loan('juniorLien', {
    spread: -0.002,
    reprice: 0.2,
    netChargeOffs: 0.0003,
    recovery: 0.35,
    pastDue30: 0,
    pastDue90: 0,
    nonaccrual: 0,
    delinquent: 0.0035,
    cycle: 'realEstate',
    riskWeight: 1,
    longTerm: 0.3,
    unused: 0.6,
    averageLoan: 45_000,
  }),
  loan('otherRealEstate', {
    spread: -0.004,
    reprice: 0.05,
    netChargeOffs: 0.0003,
    recovery: 0.3,
    pastDue30: 0,
    pastDue90: 0,
    nonaccrual: 0,
    delinquent: 0.004,
    cycle: 'realEstate',
    riskWeight: 1,
    longTerm: 0.4,
    unused: 0.03,
    averageLoan: 90_000,
  }),
  loan('commercialRealEstate', {
    spread: -0.006,
    reprice: 0.06,
    netChargeOffs: 0.00042,
    recovery: 0.25,
    pastDue30: 0,
    pastDue90: 0,
    nonaccrual: 0,
    delinquent: 0.0045,
    cycle: 'realEstate',
    riskWeight: 1,
    longTerm: 0.3,
    unused: 0.03,
    averageLoan: 900_000,
  }),
  loan('commercialOther', {
    spread: 0,
    reprice: 0.3,
    netChargeOffs: 0.0018,
    recovery: 0.25,
    pastDue30: 0,
    pastDue90: 0,
    nonaccrual: 0,
    delinquent: 0.006,
    cycle: 'commercial',
    riskWeight: 1,
    longTerm: 0.05,
    unused: 0.3,
    averageLoan: 120_000,
  }),
  loan('creditCard', {
    spread: 0.065,
    reprice: 0.5,
    netChargeOffs: 0.0162,
    recovery: 0.12,
    pastDue30: 0,
    pastDue90: 0,
    nonaccrual: 0,
    delinquent: 0.012,
    cycle: 'consumer',
    riskWeight: 0.75,
    longTerm: 0,
    unused: 2,
    averageLoan: 2_600,
  }),
  loan('otherUnsecured', {
    spread: 0.035,
    reprice: 0.12,
    netChargeOffs: 0.0102,
    recovery: 0.15,
    pastDue30: 0,
    pastDue90: 0,
    nonaccrual: 0,
    delinquent: 0.011,
    cycle: 'consumer',
    riskWeight: 0.75,
    longTerm: 0,
    unused: 0.1,
    averageLoan: 4_500,
  }),
  loan('paydayAlternative', {
    spread: 0.15,
    reprice: 0.2,
    netChargeOffs: 0.042,
    recovery: 0.1,
    pastDue30: 0,
    pastDue90: 0,
    nonaccrual: 0,
    delinquent: 0.035,
    cycle: 'consumer',
    riskWeight: 0.75,
    longTerm: 0,
    unused: 0,
    averageLoan: 700,
  }),
  loan('student', {
    spread: 0.006,
    reprice: 0.1,
    netChargeOffs: 0.0042,
    recovery: 0.2,
    pastDue30: 0,
    pastDue90: 0,
    nonaccrual: 0,
    delinquent: 0.008,
    cycle: 'consumer',
    riskWeight: 1,
    longTerm: 0.4,
    unused: 0,
    averageLoan: 16_000,
  }),
  loan('newVehicle', {
    spread: -0.011,
    reprice: 0.11,
    netChargeOffs: 0.00168,
    recovery: 0.4,
    pastDue30: 0,
    pastDue90: 0,
    nonaccrual: 0,
    delinquent: 0.004,
    cycle: 'consumer',
    riskWeight: 0.75,
    longTerm: 0,
    unused: 0,
    averageLoan: 29_000,
  }),
  loan('usedVehicle', {
    spread: -0.002,
    reprice: 0.12,
    netChargeOffs: 0.0045,
    recovery: 0.35,
    pastDue30: 0,
    pastDue90: 0,
    nonaccrual: 0,
    delinquent: 0.0075,
    cycle: 'consumer',
    riskWeight: 0.75,
    longTerm: 0,
    unused: 0,
    averageLoan: 19_000,
  }),
  loan('otherSecured', {
    spread: -0.002,
    reprice: 0.12,
    netChargeOffs: 0.0027,
    recovery: 0.3,
    pastDue30: 0,
    pastDue90: 0,
    nonaccrual: 0,
    delinquent: 0.006,
    cycle: 'consumer',
    riskWeight: 0.75,
    longTerm: 0.05,
    unused: 0.05,
    averageLoan: 11_000,
  }),
  loan('leases', {
    spread: -0.005,
    reprice: 0.1,
    netChargeOffs: 0.0018,
    recovery: 0.3,
    pastDue30: 0,
    pastDue90: 0,
    nonaccrual: 0,
    delinquent: 0.004,
    cycle: 'consumer',
    riskWeight: 0.75,
    longTerm: 0,
    unused: 0,
    averageLoan: 32_000,
  }),
] as const satisfies readonly LoanProduct[];

export type BankLoanKey = (typeof BANK_LOANS)[number]['key'];
export type CreditUnionLoanKey = (typeof CREDIT_UNION_LOANS)[number]['key'];

export type DepositProduct = {
  key: string;
  /** Share of the market rate the product pays once repriced (deposit beta); 0 = pays nothing. */
  beta: number;
  /** A floor rate paid even at zero market rates. */
  floor: number;
  reprice: number;
  /** Rising rates move money out of products with a negative weight into those with a positive one. */
  migration: number;
};

const deposit = <K extends string>(key: K, p: Omit<DepositProduct, 'key'>): DepositProduct & { key: K } => ({
  key,
  ...p,
});

/** Domestic deposits by the call report's product lines: transaction (demand, NOW) and nontransaction. */
export const BANK_DEPOSITS = [
  deposit('demand', { beta: 0, floor: 0, reprice: 1, migration: -0.55 }),
  deposit('now', { beta: 0.14, floor: 0.0005, reprice: 0.5, migration: -0.1 }),
  deposit('savings', { beta: 0.2, floor: 0.0008, reprice: 0.45, migration: -0.35 }),
  deposit('moneyMarket', { beta: 0.55, floor: 0.001, reprice: 0.5, migration: 0.3 }),
  deposit('smallTime', { beta: 0.85, floor: 0.003, reprice: 0.22, migration: 0.5 }),
  deposit('largeTime', { beta: 0.95, floor: 0.004, reprice: 0.28, migration: 0.2 }),
] as const satisfies readonly DepositProduct[];

/** Shares and deposits by NCUA account: drafts 902, regular 657, money market 911, certificates 908C,
 * IRA/Keogh 906C, all other shares 630, non-member deposits 880. */
export const CREDIT_UNION_SHARES = [
  deposit('shareDrafts', { beta: 0.03, floor: 0.0003, reprice: 0.5, migration: -0.2 }),
  deposit('regular', { beta: 0.07, floor: 0.001, reprice: 0.5, migration: -0.6 }),
  deposit('moneyMarket', { beta: 0.5, floor: 0.0015, reprice: 0.5, migration: 0.25 }),
  deposit('certificates', { beta: 0.85, floor: 0.004, reprice: 0.22, migration: 0.55 }),
  deposit('ira', { beta: 0.45, floor: 0.003, reprice: 0.3, migration: 0 }),
  deposit('otherShares', { beta: 0.25, floor: 0.001, reprice: 0.4, migration: 0 }),
  deposit('nonMember', { beta: 0.9, floor: 0.004, reprice: 0.4, migration: 0 }),
] as const satisfies readonly DepositProduct[];

export type BankDepositKey = (typeof BANK_DEPOSITS)[number]['key'];
export type CreditUnionShareKey = (typeof CREDIT_UNION_SHARES)[number]['key'];

export type SecurityProduct = {
  key: string;
  /** Yield over the market securities yield once repriced. */
  spread: number;
  reprice: number;
  riskWeight: number;
  /** Share maturing or repricing beyond five years. */
  longTerm: number;
  /** Equity securities are neither available-for-sale nor held-to-maturity. */
  debt: boolean;
};

const security = <K extends string>(
  key: K,
  p: Omit<SecurityProduct, 'key'>,
): SecurityProduct & { key: K } => ({
  key,
  ...p,
});

/**
 * Securities by issuer, disjoint so they sum to total securities: U.S. Treasury and agency obligations
 * other than mortgage-backed securities, state and municipal, mortgage-backed (agency and private),
 * asset-backed, other domestic debt, equity.
 */
export const SECURITIES = [
  security('treasuryAgency', { spread: -0.004, reprice: 0.09, riskWeight: 0, longTerm: 0.2, debt: true }),
  security('municipal', { spread: -0.002, reprice: 0.05, riskWeight: 0.2, longTerm: 0.65, debt: true }),
  security('mortgageBacked', { spread: 0.002, reprice: 0.07, riskWeight: 0.2, longTerm: 0.6, debt: true }),
  security('assetBacked', { spread: 0.006, reprice: 0.3, riskWeight: 1, longTerm: 0.1, debt: true }),
  security('otherDebt', { spread: 0.008, reprice: 0.1, riskWeight: 1, longTerm: 0.3, debt: true }),
  security('equity', { spread: 0.005, reprice: 0.2, riskWeight: 1, longTerm: 0, debt: false }),
] as const satisfies readonly SecurityProduct[];

export type SecurityKey = (typeof SECURITIES)[number]['key'];

/** Index of each key in its product list, so models and mappings name products instead of counting. */
export function indexOf<const T extends readonly { key: string }[]>(
  products: T,
): { [K in T[number]['key']]: number } {
  return Object.fromEntries(products.map((p, i) => [p.key, i])) as { [K in T[number]['key']]: number };
}
