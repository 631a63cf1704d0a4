import { addQuarters, quarterOf } from '../../metrics/periods.js';
import { environment } from './economy.js';
import type { Kind, Profile } from './institution-model.js';
import {
  BANK_DEPOSITS,
  BANK_LOANS,
  CREDIT_UNION_LOANS,
  CREDIT_UNION_SHARES,
  type DepositProduct,
  indexOf,
  type LoanProduct,
  SECURITIES,
} from './products.js';
import type { Random } from './random.js';

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

const addArrays = (a: readonly number[], b: readonly number[]) => {
  const out = new Array<number>(a.length);
  for (let i = 0; i < a.length; i++) out[i] = (a[i] ?? 0) + (b[i] ?? 0);
  return out;
};

/** Year-to-date flows: last quarter's year-to-date plus this quarter. */
function addFlows(a: Flows, b: Flows): Flows {
  return {
    loanInterest: addArrays(a.loanInterest, b.loanInterest),
    foreignLoanInterest: a.foreignLoanInterest + b.foreignLoanInterest,
    securitiesIncome: addArrays(a.securitiesIncome, b.securitiesIncome),
    balancesIncome: a.balancesIncome + b.balancesIncome,
    fedFundsIncome: a.fedFundsIncome + b.fedFundsIncome,
    tradingIncome: a.tradingIncome + b.tradingIncome,
    otherInterestIncome: a.otherInterestIncome + b.otherInterestIncome,
    interestRefunds: a.interestRefunds + b.interestRefunds,
    depositInterest: addArrays(a.depositInterest, b.depositInterest),
    foreignDepositInterest: a.foreignDepositInterest + b.foreignDepositInterest,
    fedFundsPurchasedInterest: a.fedFundsPurchasedInterest + b.fedFundsPurchasedInterest,
    borrowingInterest: a.borrowingInterest + b.borrowingInterest,
    subDebtInterest: a.subDebtInterest + b.subDebtInterest,
    otherInterestExpense: a.otherInterestExpense + b.otherInterestExpense,
    provision: a.provision + b.provision,
    serviceCharges: a.serviceCharges + b.serviceCharges,
    otherFeeIncome: a.otherFeeIncome + b.otherFeeIncome,
    fiduciaryIncome: a.fiduciaryIncome + b.fiduciaryIncome,
    insuranceIncome: a.insuranceIncome + b.insuranceIncome,
    investmentFees: a.investmentFees + b.investmentFees,
    servicingFees: a.servicingFees + b.servicingFees,
    tradingGains: a.tradingGains + b.tradingGains,
    securitizationIncome: a.securitizationIncome + b.securitizationIncome,
    loanSaleGains: a.loanSaleGains + b.loanSaleGains,
    foreclosedGains: a.foreclosedGains + b.foreclosedGains,
    otherAssetGains: a.otherAssetGains + b.otherAssetGains,
    nonOperatingIncome: a.nonOperatingIncome + b.nonOperatingIncome,
    expenses: addArrays(a.expenses, b.expenses),
    amortization: a.amortization + b.amortization,
    securitiesGains: a.securitiesGains + b.securitiesGains,
    taxes: a.taxes + b.taxes,
    minorityIncome: a.minorityIncome + b.minorityIncome,
    netIncome: a.netIncome + b.netIncome,
    dividends: a.dividends + b.dividends,
    chargeOffs: addArrays(a.chargeOffs, b.chargeOffs),
    recoveries: addArrays(a.recoveries, b.recoveries),
    indirectChargeOffs: a.indirectChargeOffs + b.indirectChargeOffs,
    indirectRecoveries: a.indirectRecoveries + b.indirectRecoveries,
    loansGranted: a.loansGranted + b.loansGranted,
    mortgagesSold: a.mortgagesSold + b.mortgagesSold,
  };
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
/** The average of a quarter's opening and closing balance (the closing one when there is no opening). */
const avg = (now: number, before: number | undefined) => (now + (before ?? now)) / 2;
/** Nearest whole number, never −0 (a negative amount that rounds to nothing files as 0). */
const round = (x: number) => Math.round(x) + 0;
const sum = (xs: readonly number[]) => {
  let s = 0;
  for (let i = 0; i < xs.length; i++) s += xs[i] ?? 0;
  return s;
};
/** Σ a[i] × b[i]. */
const dot = (a: readonly number[], b: readonly number[]) => {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += (a[i] ?? 0) * (b[i] ?? 0);
  return s;
};

/** Whole parts of a whole total in proportion to weights; the parts add up to the total. */
export function split(total: number, weights: readonly number[]): number[] {
  const weightSum = sum(weights);
  const out = new Array<number>(weights.length);
  if (weightSum <= 0) {
    for (let i = 0; i < weights.length; i++) out[i] = i === 0 ? total : 0;
    return out;
  }
  let cumulative = 0;
  let previous = 0;
  for (let i = 0; i < weights.length; i++) {
    cumulative += weights[i] ?? 0;
    const upTo = round((total * cumulative) / weightSum);
    out[i] = upTo - previous;
    previous = upTo;
  }
  return out;
}

const BANK_LOAN = indexOf(BANK_LOANS);
const CU_LOAN = indexOf(CREDIT_UNION_LOANS);
const CU_SHARE = indexOf(CREDIT_UNION_SHARES);
const BANK_DEPOSIT = indexOf(BANK_DEPOSITS);
const SECURITY = indexOf(SECURITIES);
const SECURITY_RISK_WEIGHTS = SECURITIES.map((s) => s.riskWeight);
const SECURITY_LONG_TERM = SECURITIES.map((s) => s.longTerm);

/** Deposit mix after depositors moved `moved` of their money towards products that pay (products.ts). */
function migratedMix(mix: readonly number[], products: readonly DepositProduct[], moved: number): number[] {
  let from = 0;
  let to = 0;
  products.forEach((p, i) => {
    const w = (mix[i] ?? 0) * Math.abs(p.migration);
    if (p.migration < 0) from += w;
    else to += w;
  });
  if (from <= 0 || to <= 0) return [...mix];
  const shift = Math.min(moved, from * 0.9);
  return products.map((p, i) => {
    const w = mix[i] ?? 0;
    if (p.migration < 0) return w - (shift * w * -p.migration) / from;
    return w + (shift * w * p.migration) / to;
  });
}

/**
 * Twenty quarters of one institution. Assets grow with noise and acquisitions; the balance sheet
 * follows the profile's mixes as they drift; loan and deposit rates reprice towards the market at each
 * product's speed; losses and delinquency follow each product, the credit cycle and the institution's
 * own credit quality; fee lines follow its businesses. Equity carries forward: earnings less dividends
 * (banks) plus the unrealised gain or loss on available-for-sale securities, so deposits (the funding
 * that balances the sheet) move with what the institution earns. Flows are whole $000 each quarter
 * and accumulate year-to-date as regulators file them.
 */
export function simulateInstitution(input: {
  kind: Kind;
  profile: Profile;
  /** Total assets, $000, at the end of the year before the first period's year. */
  startAssets: number;
  periods: readonly string[];
  random: Random;
  /** Balances taken over from acquisitions, by the period they arrive in. */
  acquired?: ReadonlyMap<string, Acquisition>;
}): QuarterRecord[] {
  const { kind, random } = input;
  // Quarters of the first filing's year before it are simulated too (not filed), so the first filing's
  // year-to-date income covers its whole year like every later one.
  const firstPeriod = input.periods[0] ?? '2021-12-31';
  const warmUp = Array.from({ length: quarterOf(firstPeriod).quarter - 1 }, (_, i) =>
    addQuarters(firstPeriod, i - quarterOf(firstPeriod).quarter + 1),
  );
  const periods = [...warmUp, ...input.periods];
  const bank = kind === 'bank';
  const p = input.profile;
  const loanProducts: readonly LoanProduct[] = bank ? BANK_LOANS : CREDIT_UNION_LOANS;
  const depositProducts: readonly DepositProduct[] = bank ? BANK_DEPOSITS : CREDIT_UNION_SHARES;
  const equitySecurity = SECURITY.equity;
  const loanRiskWeights = loanProducts.map((l) => l.riskWeight);
  const loanLongTerm = loanProducts.map((l) => l.longTerm);
  const loanUnused = loanProducts.map((l) => l.unused);
  const loanSizes = loanProducts.map((l) => l.averageLoan);
  const nLoans = loanProducts.length;

  // Ratios and mixes that drift from quarter to quarter.
  const loanMix = [...p.loanMix];
  const depositMix = [...p.depositMix];
  let loansToAssets = p.loansToAssets;
  let securitiesToAssets = p.securitiesToAssets;
  let borrowingsToAssets = p.borrowingsToAssets;
  let allowanceRate = p.allowanceToLoans;
  let moved = 0;
  // Per-product states: portfolio yields and rates, and persistent credit noise.
  const start = environment(periods[0] ?? firstPeriod);
  const first = start.rates;
  const loanYield = loanProducts.map((l) => first.loanYield + l.spread + p.loanSpread);
  const securityYield = SECURITIES.map((s) => first.securitiesYield + s.spread);
  const depositRate = depositProducts.map((d) => d.floor + d.beta * p.depositBeta * first.policy);
  const creditNoise = loanProducts.map(() => random.normal(0, 0.3));
  const lastGrossChargeOffs = loanProducts.map(() => 0);
  // Per-institution habits the profile does not need to carry.
  const accruesDividends = random.chance(0.46);
  const commonStockShare = random.between(0.03, 0.4);
  const landAndBuildingShare = !bank && random.chance(0.75) ? random.between(0.6, 0.95) : 0;
  const oreFactor = Math.exp(random.normal(Math.log(0.12), 0.9));
  const bankruptcyRate = Math.exp(random.normal(Math.log(0.0012), 0.8));

  let assets = Math.max(1_000, input.startAssets);
  let goodwill = round(assets * p.goodwillToAssets);
  let otherIntangibles = round(assets * p.otherIntangiblesToAssets);
  const startAoci = round(
    assets * p.securitiesToAssets * (1 - p.heldToMaturityShare) * start.unrealizedGainRate,
  );
  let capital = round(assets * p.equityToAssets) - (bank ? round(startAoci * 0.79) : startAoci);
  let paidIn = round(capital * p.paidInToEquity);
  const preferred = round(capital * p.preferredToEquity);
  let ceclAdjustment = 0;
  let cecl = false;
  let potentialMembers = 0;
  let opexToAssets = 0;

  let prev: Balances | undefined;
  let prevAssets = assets / (1 + p.annualGrowth / 4);
  let ytd: Flows | undefined;
  const yearEndAssets: number[] = [prevAssets];
  const out: QuarterRecord[] = [];

  for (const period of periods) {
    const env = environment(period);
    const { year, quarter, rates } = env;
    const arrival = input.acquired?.get(period);
    assets = Math.max(
      1_000,
      round(assets * (1 + p.annualGrowth / 4 + random.normal(0, 0.012)) + (arrival?.assets ?? 0)),
    );
    loansToAssets = clamp(loansToAssets + random.normal(0, 0.006), 0.3, 0.88);
    if (p.securitiesToAssets > 0)
      securitiesToAssets = clamp(securitiesToAssets + random.normal(0, 0.005), 0.005, 0.5);
    if (p.borrowingsToAssets > 0)
      borrowingsToAssets = clamp(borrowingsToAssets * (1 + random.normal(0, 0.08)), 0.002, 0.2);
    moved += 0.35 * (env.depositMigration - moved);
    // Books grow at different speeds: each product's share wanders a little every quarter.
    for (let i = 0; i < loanMix.length; i++)
      loanMix[i] = (loanMix[i] ?? 0) * Math.exp(random.normal(0, 0.025));
    for (let i = 0; i < depositMix.length; i++)
      depositMix[i] = (depositMix[i] ?? 0) * Math.exp(random.normal(0, 0.015));

    // Loans and credit quality.
    const grossLoans = round(assets * loansToAssets);
    const loans = split(grossLoans, loanMix);
    const cycles = new Array<number>(nLoans);
    const level = new Array<number>(nLoans);
    for (let i = 0; i < nLoans; i++) {
      const product = loanProducts[i] as LoanProduct;
      cycles[i] = env.cycle[product.cycle];
      const noise = 0.75 * (creditNoise[i] ?? 0) + random.normal(0, 0.18);
      creditNoise[i] = noise;
      level[i] = p.creditQuality * (cycles[i] ?? 1) * Math.exp(noise);
    }
    const weightedCycle = grossLoans > 0 ? dot(loans, cycles) / grossLoans : 1;
    const allowanceTarget =
      p.allowanceToLoans * (0.85 + 0.15 * weightedCycle) * (cecl ? 1 + p.ceclUplift : 1);
    allowanceRate = clamp(
      allowanceRate + 0.35 * (allowanceTarget - allowanceRate) + random.normal(0, 0.0002),
      0.003,
      0.06,
    );
    // Credit unions adopt CECL in the first quarter of 2023: the allowance steps up, and the step goes
    // to undivided earnings (NW0002) rather than through the provision.
    let ceclStep = 0;
    if (!bank && p.adoptsCecl && !cecl && year >= 2023) {
      cecl = true;
      const before = allowanceRate;
      allowanceRate *= 1 + p.ceclUplift;
      ceclStep = round(grossLoans * (allowanceRate - before));
      ceclAdjustment = ceclStep;
    }
    const allowance = round(grossLoans * allowanceRate);
    const pastDue30 = new Array<number>(nLoans).fill(0);
    const pastDue90 = new Array<number>(nLoans).fill(0);
    const nonaccrual = new Array<number>(nLoans).fill(0);
    const delinquent = new Array<number>(nLoans).fill(0);
    for (let i = 0; i < nLoans; i++) {
      const product = loanProducts[i] as LoanProduct;
      const exposure = (loans[i] ?? 0) * (level[i] ?? 1);
      if (bank) {
        pastDue30[i] = round(exposure * product.pastDue30);
        pastDue90[i] = round(exposure * product.pastDue90);
        nonaccrual[i] = round(exposure * product.nonaccrual);
      } else {
        delinquent[i] = round(exposure * product.delinquent);
      }
    }
    const totalDelinquent = sum(delinquent);
    const [young = 0, middle = 0, old = 0] = split(totalDelinquent, [0.58, 0.25, 0.17]);
    const delinquentBuckets: [number, number, number] = [young, middle, old];

    // Assets other than cash and securities.
    const unearnedIncome = round(grossLoans * p.unearnedToLoans);
    const realEstateNonaccrual = bank
      ? sum(nonaccrual.slice(0, BANK_LOAN.farmland + 1))
      : (delinquent[CU_LOAN.firstLien] ?? 0) + (delinquent[CU_LOAN.juniorLien] ?? 0);
    const repossessable = bank
      ? 0
      : (delinquent[CU_LOAN.newVehicle] ?? 0) + (delinquent[CU_LOAN.usedVehicle] ?? 0);
    const foreclosedAssets = round(realEstateNonaccrual * oreFactor + repossessable * oreFactor * 0.5);
    const firstLienIndex = bank ? BANK_LOAN.firstLien : CU_LOAN.firstLien;
    const firstLiens = loans[firstLienIndex] ?? 0;
    const servicedForOthers = round(firstLiens * p.servicingMultiple);
    const servicingAssets = round(servicedForOthers * 0.011);
    const premisesTotal = round(assets * p.premisesToAssets);
    const premises = bank ? premisesTotal : round(premisesTotal * landAndBuildingShare);
    const otherFixedAssets = premisesTotal - premises;
    const tradingAssets = round(assets * p.tradingToAssets);
    const fedFundsSold = round(assets * p.fedFundsSoldToAssets);
    const loansHeldForSale = round(firstLiens * p.mortgageSales * 0.025);
    const otherInvestments = round(assets * p.otherInvestmentsToAssets);
    const shareInsuranceDeposit = bank
      ? 0
      : round((prev ? prev.totalDeposits - prev.uninsuredShares : assets * 0.84) * 0.0098);
    const accruedInterest = round(assets * 0.0045 * (rates.loanYield / 0.06));
    const otherAssets = round(assets * p.otherAssetsToAssets);
    // Acquisitions add goodwill and a core-deposit intangible, which amortises.
    goodwill += arrival ? round(arrival.assets * (bank ? 0.012 : 0.002)) : 0;
    const amortization = otherIntangibles - round(otherIntangibles * 0.97);
    otherIntangibles += (arrival && bank ? round(arrival.assets * 0.003) : 0) - amortization;
    const otherThanLiquid =
      grossLoans -
      unearnedIncome -
      allowance +
      tradingAssets +
      fedFundsSold +
      premisesTotal +
      foreclosedAssets +
      goodwill +
      servicingAssets +
      otherIntangibles +
      accruedInterest +
      otherAssets +
      (bank ? 0 : loansHeldForSale + otherInvestments + shareInsuranceDeposit);
    // Securities take their share of what is left (types sum to the total; debt splits into
    // held-to-maturity and available-for-sale), above a minimum of cash; cash balances the sheet.
    const minimumCash = round(assets * 0.012);
    const securitiesTotal = Math.max(
      0,
      Math.min(round(assets * securitiesToAssets), assets - otherThanLiquid - minimumCash),
    );
    const securities = split(securitiesTotal, p.securitiesMix);
    const debtSecurities = securitiesTotal - (securities[equitySecurity] ?? 0);
    const heldToMaturity = round(debtSecurities * p.heldToMaturityShare);
    const availableForSale = debtSecurities - heldToMaturity;
    const pledgedSecurities = round(securitiesTotal * p.pledgedShare);
    const cashTotal = assets - otherThanLiquid - securitiesTotal;
    let cash: number;
    let interestBearingBalances: number;
    let timeDepositsInBanks = 0;
    let otherDepositsInBanks = 0;
    if (bank) {
      interestBearingBalances = round(cashTotal * p.interestBearingCashShare);
      cash = cashTotal - interestBearingBalances;
    } else {
      cash = Math.min(cashTotal, round(assets * p.cashOnHandToAssets));
      const placed = cashTotal - cash;
      timeDepositsInBanks = round(placed * p.timeDepositsInBanksShare);
      otherDepositsInBanks = round(placed * p.otherDepositsInBanksShare);
      interestBearingBalances = placed - timeDepositsInBanks - otherDepositsInBanks;
    }

    // Equity: carried capital (earnings are added below) plus the unrealised gain or loss on AFS.
    const pretaxUnrealized = round(availableForSale * env.unrealizedGainRate);
    const unrealizedGains = bank ? round(pretaxUnrealized * 0.79) : pretaxUnrealized;
    if (arrival) {
      const premium = bank ? round(arrival.assets * 0.012) : 0;
      capital += arrival.capital + premium;
      if (bank) paidIn += arrival.capital + premium;
    }
    if (ceclStep > 0) capital -= ceclStep;

    // Liabilities other than deposits.
    const borrowings = round(assets * borrowingsToAssets);
    const fhlbAdvances = round(borrowings * p.fhlbShare);
    const otherBorrowings = borrowings - fhlbAdvances;
    const fedFundsPurchased = round(assets * p.fedFundsPurchasedToAssets);
    const subordinatedDebt = round(assets * p.subDebtToAssets);
    const tradingLiabilities = round(tradingAssets * 0.4);
    const otherLiabilities = round(assets * p.otherLiabilitiesToAssets);
    const otherThanDeposits =
      borrowings + fedFundsPurchased + subordinatedDebt + tradingLiabilities + otherLiabilities;

    // Provisional deposits for this quarter's interest (the quarter's earnings change them slightly).
    const provisionalDeposits = assets - capital - unrealizedGains - otherThanDeposits;
    const mix = migratedMix(depositMix, depositProducts, moved);
    const foreignDepositsProvisional = round(provisionalDeposits * p.foreignShare);
    const provisional = split(provisionalDeposits - foreignDepositsProvisional, mix);

    // Income for the quarter, from average balances and repriced rates.
    const loanInterest = new Array<number>(nLoans);
    for (let i = 0; i < nLoans; i++) {
      const product = loanProducts[i] as LoanProduct;
      const target = rates.loanYield + product.spread + p.loanSpread;
      const yieldNow = (loanYield[i] ?? target) + product.reprice * (target - (loanYield[i] ?? target));
      loanYield[i] = yieldNow;
      loanInterest[i] = round((avg(loans[i] ?? 0, prev?.loans[i]) * Math.max(0.01, yieldNow)) / 4);
    }
    const foreignLoanInterest = round(sum(loanInterest) * p.foreignShare * 0.6);
    const securitiesIncome = securities.map((b, i) => {
      const product = SECURITIES[i] as (typeof SECURITIES)[number];
      const target = rates.securitiesYield + product.spread;
      securityYield[i] =
        (securityYield[i] ?? target) + product.reprice * (target - (securityYield[i] ?? target));
      return round((avg(b, prev?.securities[i]) * Math.max(0.003, securityYield[i] ?? target)) / 4);
    });
    const balancesIncome = bank
      ? round((avg(interestBearingBalances, prev?.interestBearingBalances) * rates.cashYield) / 4)
      : round(
          (avg(interestBearingBalances, prev?.interestBearingBalances) * rates.cashYield +
            avg(timeDepositsInBanks, prev?.timeDepositsInBanks) * (rates.cashYield + 0.004) +
            avg(otherDepositsInBanks, prev?.otherDepositsInBanks) * rates.cashYield +
            avg(otherInvestments, prev?.otherInvestments) * 0.04) /
            4,
        );
    const fedFundsIncome = round((avg(fedFundsSold, prev?.fedFundsSold) * rates.cashYield) / 4);
    const tradingIncome = round((avg(tradingAssets, prev?.tradingAssets) * rates.securitiesYield) / 4);
    const otherInterestIncome = bank ? round((avg(otherAssets, prev?.otherAssets) * 0.02) / 4) : 0;
    const interestRefunds = p.interestRefunds ? round(sum(loanInterest) * 0.008) : 0;
    const depositInterest = provisional.map((b, i) => {
      const product = depositProducts[i] as DepositProduct;
      const target = product.floor + product.beta * p.depositBeta * rates.policy;
      depositRate[i] = (depositRate[i] ?? target) + product.reprice * (target - (depositRate[i] ?? target));
      return round((avg(b, prev?.deposits[i]) * (depositRate[i] ?? target)) / 4);
    });
    const foreignDepositInterest = round(
      (avg(foreignDepositsProvisional, prev?.foreignDeposits) * rates.policy * 0.85) / 4,
    );
    const fedFundsPurchasedInterest = round(
      (avg(fedFundsPurchased, prev?.fedFundsPurchased) * (rates.policy + 0.001)) / 4,
    );
    const borrowingInterest = round(
      (avg(fhlbAdvances + otherBorrowings, prev ? prev.fhlbAdvances + prev.otherBorrowings : undefined) *
        rates.borrowingCost) /
        4,
    );
    const subDebtInterest = round(
      (avg(subordinatedDebt, prev?.subordinatedDebt) * (rates.borrowingCost + 0.015)) / 4,
    );
    const otherInterestExpense = round(
      (avg(tradingLiabilities, prev?.tradingLiabilities) * rates.policy * 0.5) / 4,
    );
    const interestIncome =
      sum(loanInterest) -
      interestRefunds +
      sum(securitiesIncome) +
      balancesIncome +
      fedFundsIncome +
      tradingIncome +
      otherInterestIncome;
    const interestExpense =
      sum(depositInterest) +
      foreignDepositInterest +
      fedFundsPurchasedInterest +
      borrowingInterest +
      subDebtInterest +
      otherInterestExpense;

    // Losses: charge-offs by product with recoveries lagging them; the provision rebuilds the allowance.
    const chargeOffs = new Array<number>(nLoans);
    const recoveries = new Array<number>(nLoans);
    for (let i = 0; i < nLoans; i++) {
      const product = loanProducts[i] as LoanProduct;
      const net =
        (avg(loans[i] ?? 0, prev?.loans[i]) *
          product.netChargeOffs *
          (level[i] ?? 1) *
          Math.exp(random.normal(0, 0.45))) /
        4;
      const gross = net / (1 - product.recovery);
      chargeOffs[i] = round(gross);
      recoveries[i] = round(
        product.recovery *
          (0.5 * gross + 0.5 * (lastGrossChargeOffs[i] ?? gross)) *
          Math.exp(random.normal(0, 0.35)),
      );
      lastGrossChargeOffs[i] = gross;
    }
    const netChargeOffs = sum(chargeOffs) - sum(recoveries);
    const acquiredAllowance = arrival ? round(arrival.assets * loansToAssets * allowanceRate) : 0;
    const provision =
      netChargeOffs + allowance - (prev?.allowance ?? allowance) - acquiredAllowance - ceclStep;

    // Non-interest income by business line.
    const avgAssets = avg(assets, prev?.assets);
    const fees = (avgAssets * p.feeIncomeToAssets * (1 + random.normal(0, 0.06))) / 4;
    const serviceCharges = round(fees * p.serviceChargeShare);
    const otherFeeIncome = round(fees) - serviceCharges;
    const fiduciaryAssets = round(assets * p.trustAssetsMultiple);
    const fiduciaryIncome = round((avg(fiduciaryAssets, prev?.fiduciaryAssets) * 0.0045) / 4);
    const insuranceIncome = round((avgAssets * p.insuranceToAssets * Math.exp(random.normal(0, 0.15))) / 4);
    const investmentFees = round(
      (avgAssets * p.investmentFeesToAssets * Math.exp(random.normal(0, 0.2))) / 4,
    );
    const servicingFees = round((avg(servicedForOthers, prev?.servicedForOthers) * 0.0025) / 4);
    const tradingGains = round((avg(tradingAssets, prev?.tradingAssets) * random.normal(0.012, 0.01)) / 4);
    const securitizationIncome = 0;
    // Mortgage refinancing boomed in 2021 and faded as rates rose.
    const refinancing = clamp(0.26 - rates.policy * 2.6, 0.1, 0.26);
    const firstLienOriginations = (avg(firstLiens, prev?.loans[firstLienIndex]) * refinancing) / 4;
    const mortgagesSold = round(firstLienOriginations * p.mortgageSales);
    const loanSaleGains = round(mortgagesSold * random.between(0.01, 0.025));
    const foreclosedGains =
      bank && prev && random.chance(0.3) ? round(prev.foreclosedAssets * random.normal(0, 0.06)) : 0;
    const otherAssetGains = random.chance(bank ? 0.25 : 0.3)
      ? round(avgAssets * random.normal(0, 0.00006))
      : 0;
    const nonOperatingIncome =
      !bank && random.chance(0.33) ? round(avgAssets * random.normal(0.00005, 0.0002)) : 0;
    const nonInterestIncome =
      serviceCharges +
      otherFeeIncome +
      fiduciaryIncome +
      insuranceIncome +
      investmentFees +
      servicingFees +
      tradingGains +
      securitizationIncome +
      loanSaleGains +
      foreclosedGains +
      otherAssetGains +
      nonOperatingIncome;

    // Operating expense: half follows revenue at the institution's efficiency, half is sticky (salaries,
    // premises) and catches up with a lag, so efficiency worsens for a while when margins compress.
    const revenue = interestIncome - interestExpense + nonInterestIncome;
    const costTarget = (Math.max(0, revenue) * p.efficiency) / avgAssets;
    opexToAssets = opexToAssets === 0 ? costTarget : opexToAssets + 0.12 * (costTarget - opexToAssets);
    const operating = round(
      (0.5 * Math.max(0, revenue) * p.efficiency + 0.5 * avgAssets * opexToAssets) *
        (1 + random.normal(0, 0.03)),
    );
    const expenses = split(operating, p.expenseMix);
    const securitiesGains =
      bank && random.chance(0.18)
        ? round(
            avg(securitiesTotal, prev ? sum(prev.securities) : undefined) *
              random.normal(year === 2023 || year === 2024 ? -0.002 : 0, 0.002),
          )
        : 0;
    const preTax = revenue - operating - amortization - provision + securitiesGains;
    const taxes = round(preTax * p.taxRate);
    const minorityIncome = round((preTax - taxes) * p.minorityToEquity);
    const netIncome = preTax - taxes - minorityIncome;
    let dividends = 0;
    if (bank && p.dividendPayout > 0 && netIncome > 0) {
      const gap = capital / assets - p.equityToAssets;
      dividends = round(netIncome * clamp(p.dividendPayout + gap * 8, 0, 1.4));
    }
    capital += netIncome - dividends;

    // Deposits balance the sheet now that the quarter's earnings are known.
    const uninsuredRate = p.uninsuredShare;
    const totalDepositsProvisional = assets - capital - unrealizedGains - otherThanDeposits;
    const certificatesIndex = CU_SHARE.certificates;
    const accruedDividends =
      !bank && accruesDividends
        ? round(
            (totalDepositsProvisional * (mix[certificatesIndex] ?? 0) * Math.max(rates.policy, 0.002)) / 20,
          )
        : 0;
    const totalDeposits = assets - capital - unrealizedGains - (otherThanDeposits + accruedDividends);
    const foreignDeposits = round(totalDeposits * p.foreignShare);
    const deposits = split(totalDeposits - foreignDeposits, mix);
    const domesticDeposits = totalDeposits - foreignDeposits;
    const uninsuredShares = bank ? 0 : round(totalDeposits * uninsuredRate);

    const equity = capital + unrealizedGains;
    const liabilities = totalDeposits + (otherThanDeposits + accruedDividends);
    const minorityInterest = round(capital * p.minorityToEquity);
    const commonStock = round(paidIn * commonStockShare);
    const otherReserves = round(capital * p.otherReservesShare);

    // Deposit franchise (banks) and credit-union share details.
    const largeTime = deposits[BANK_DEPOSIT.largeTime] ?? 0;
    const smallTime = deposits[BANK_DEPOSIT.smallTime] ?? 0;
    const brokered = bank
      ? Math.min(
          round(domesticDeposits * p.brokeredShare),
          smallTime + largeTime + (deposits[BANK_DEPOSIT.moneyMarket] ?? 0),
        )
      : 0;
    const brokeredInsured = round(brokered * p.insuredBrokeredShare);
    const listingService = bank ? Math.min(round(domesticDeposits * p.listingShare), smallTime) : 0;
    const publicFunds = round(domesticDeposits * p.publicFundsShare);
    const usGovernment = round(domesticDeposits * p.usGovernmentShare);
    const iraKeogh = bank
      ? Math.min(round(totalDeposits * p.iraShare), (deposits[BANK_DEPOSIT.savings] ?? 0) + smallTime)
      : 0;
    const largeBalances = round(totalDeposits * p.largeAccountShare);
    const largeDepositAccounts = bank
      ? Math.max(largeBalances > 0 ? 1 : 0, round(largeBalances / p.largeAccountBalance))
      : 0;
    const smallDepositAccounts = bank
      ? Math.max(1, round((totalDeposits - largeBalances) / p.smallAccountBalance))
      : 0;
    const uninsuredDeposits = bank ? Math.max(0, largeBalances - 250 * largeDepositAccounts) : 0;
    const insuredDeposits = bank ? totalDeposits - uninsuredDeposits : totalDeposits - uninsuredShares;

    const unusedCommitments = round(dot(loans, loanUnused));
    // Capital ratios (banks).
    const riskWeightedAssets = bank
      ? round(
          dot(loans, loanRiskWeights) +
            dot(securities, SECURITY_RISK_WEIGHTS) +
            (interestBearingBalances + cash) * 0.05 +
            fedFundsSold * 0.2 +
            tradingAssets +
            premisesTotal +
            foreclosedAssets +
            otherAssets +
            accruedInterest +
            servicingAssets * 2.5 +
            unusedCommitments * 0.25 +
            assets * p.standbyToAssets +
            assets * p.derivativesToAssets * 0.01,
        )
      : 0;
    const tier1Capital = bank ? capital - minorityInterest - goodwill - otherIntangibles : 0;
    const tier2Capital = bank
      ? Math.min(allowance, round(riskWeightedAssets * 0.0125)) + subordinatedDebt
      : 0;
    const longTermAssets = round(dot(loans, loanLongTerm) + dot(securities, SECURITY_LONG_TERM));

    const balances: Balances = {
      assets,
      cash,
      interestBearingBalances,
      timeDepositsInBanks,
      otherDepositsInBanks,
      fedFundsSold,
      securities,
      heldToMaturity,
      availableForSale,
      pledgedSecurities,
      otherInvestments: bank ? 0 : otherInvestments,
      tradingAssets,
      loans,
      grossLoans,
      unearnedIncome,
      allowance,
      loansHeldForSale,
      premises,
      otherFixedAssets,
      foreclosedAssets,
      goodwill,
      servicingAssets,
      otherIntangibles,
      shareInsuranceDeposit,
      accruedInterest,
      otherAssets,
      deposits,
      foreignDeposits,
      totalDeposits,
      fedFundsPurchased,
      fhlbAdvances,
      otherBorrowings,
      subordinatedDebt,
      tradingLiabilities,
      accruedDividends,
      otherLiabilities,
      liabilities,
      capital,
      unrealizedGains,
      preferredStock: bank ? preferred : 0,
      commonStock,
      surplus: bank ? paidIn - commonStock : 0,
      minorityInterest,
      otherReserves,
      ceclAdjustment,
      cecl,
      equity,
      pastDue30,
      pastDue90,
      nonaccrual,
      delinquent,
      delinquentBuckets,
      guaranteedNoncurrent: bank
        ? round(
            ((pastDue90[BANK_LOAN.commercialIndustrial] ?? 0) +
              (nonaccrual[BANK_LOAN.commercialIndustrial] ?? 0) +
              (pastDue90[BANK_LOAN.ownerOccupiedCre] ?? 0) +
              (nonaccrual[BANK_LOAN.ownerOccupiedCre] ?? 0) +
              (pastDue90[BANK_LOAN.agricultural] ?? 0) +
              (nonaccrual[BANK_LOAN.agricultural] ?? 0) +
              (pastDue90[BANK_LOAN.farmland] ?? 0) +
              (nonaccrual[BANK_LOAN.farmland] ?? 0)) *
              p.guaranteedShare,
          )
        : 0,
      restructuredLoans: round(grossLoans * p.restructuredToLoans * weightedCycle),
      insiderLoans: round(grossLoans * p.insiderToLoans),
      bankruptcyLoans: bank ? 0 : round(grossLoans * bankruptcyRate * p.creditQuality),
      indirectLoans: bank
        ? 0
        : round(((loans[CU_LOAN.newVehicle] ?? 0) + (loans[CU_LOAN.usedVehicle] ?? 0)) * p.indirectShare),
      indirectDelinquent: bank
        ? 0
        : round(
            ((delinquent[CU_LOAN.newVehicle] ?? 0) + (delinquent[CU_LOAN.usedVehicle] ?? 0)) *
              p.indirectShare *
              1.1,
          ),
      unusedCommitments,
      standbyLetters: round(assets * p.standbyToAssets),
      derivatives: round(assets * p.derivativesToAssets),
      servicedForOthers,
      fiduciaryAssets,
      smallBusinessLoans: {
        commercialIndustrial: round(
          (loans[BANK_LOAN.commercialIndustrial] ?? 0) * p.smallBusinessShares.commercialIndustrial,
        ),
        cre: round(
          ((loans[BANK_LOAN.ownerOccupiedCre] ?? 0) + (loans[BANK_LOAN.investorCre] ?? 0)) *
            p.smallBusinessShares.cre,
        ),
        agricultural: round((loans[BANK_LOAN.agricultural] ?? 0) * p.smallBusinessShares.agricultural),
        farmland: round((loans[BANK_LOAN.farmland] ?? 0) * p.smallBusinessShares.farmland),
      },
      brokered,
      brokeredInsured,
      listingService,
      publicFunds,
      usGovernment,
      iraKeogh,
      insuredDeposits,
      uninsuredShares,
      riskWeightedAssets,
      tier1Capital,
      tier2Capital,
      longTermAssets,
    };
    if (!bank) {
      // Credit unions report no bank-only schedules.
      balances.smallBusinessLoans = { commercialIndustrial: 0, cre: 0, agricultural: 0, farmland: 0 };
    }

    const vehicleChargeOffs = (chargeOffs[CU_LOAN.newVehicle] ?? 0) + (chargeOffs[CU_LOAN.usedVehicle] ?? 0);
    const vehicleRecoveries = (recoveries[CU_LOAN.newVehicle] ?? 0) + (recoveries[CU_LOAN.usedVehicle] ?? 0);
    const flows: Flows = {
      loanInterest,
      foreignLoanInterest,
      securitiesIncome,
      balancesIncome,
      fedFundsIncome,
      tradingIncome,
      otherInterestIncome,
      interestRefunds,
      depositInterest,
      foreignDepositInterest,
      fedFundsPurchasedInterest,
      borrowingInterest,
      subDebtInterest,
      otherInterestExpense,
      provision,
      serviceCharges,
      otherFeeIncome,
      fiduciaryIncome,
      insuranceIncome,
      investmentFees,
      servicingFees,
      tradingGains,
      securitizationIncome,
      loanSaleGains,
      foreclosedGains,
      otherAssetGains,
      nonOperatingIncome,
      expenses,
      amortization,
      securitiesGains,
      taxes,
      minorityIncome,
      netIncome,
      dividends,
      chargeOffs,
      recoveries,
      indirectChargeOffs: bank
        ? 0
        : Math.min(vehicleChargeOffs, round(vehicleChargeOffs * p.indirectShare * 1.1)),
      indirectRecoveries: bank
        ? 0
        : Math.min(vehicleRecoveries, round(vehicleRecoveries * p.indirectShare * 1.1)),
      loansGranted: round(
        (avg(grossLoans, prev?.grossLoans) * p.originationRate * (1 + random.normal(0, 0.08))) / 4,
      ),
      mortgagesSold,
    };

    if (quarter === 1 || !ytd) {
      ytd = flows;
      yearEndAssets.length = 0;
      yearEndAssets.push(prevAssets);
    } else {
      ytd = addFlows(ytd, flows);
    }
    yearEndAssets.push(assets);

    // Franchise counts.
    const assetsThousands = assets;
    const offices = Math.max(
      1,
      round(((assetsThousands / 1000) ** 0.65 / (bank ? 10 : 14)) * p.officeDensity),
    );
    const fte = assetsThousands / p.assetsPerEmployee;
    let fullTime = bank ? Math.max(2, round(fte)) : round(fte / (1 + 0.5 * p.partTimeRatio));
    let partTime = bank ? 0 : round(fullTime * p.partTimeRatio);
    if (!bank && fullTime + partTime === 0) {
      if (p.partTimeRatio > 0) partTime = 1;
      else fullTime = 1;
    }
    const members = bank ? 0 : Math.max(40, round((assetsThousands / 1000) * p.membersPerMillion));
    if (!bank) {
      potentialMembers =
        potentialMembers === 0
          ? round(members * p.potentialMembersMultiple)
          : Math.max(round(members * 1.05), round(potentialMembers * (1.002 + random.normal(0, 0.004))));
    }
    let loanCount = 0;
    for (let i = 0; i < nLoans; i++) {
      const b = loans[i] ?? 0;
      if (b > 0) loanCount += Math.max(1, round((b * 1000) / (loanSizes[i] ?? 10_000)));
    }

    if (warmUp.includes(period)) {
      prevAssets = assets;
      prev = balances;
      continue;
    }
    out.push({
      period,
      kind,
      balances,
      ytd,
      averageAssetsYtd: round(sum(yearEndAssets) / yearEndAssets.length),
      averageAssetsQuarter: round((prevAssets + assets) / 2),
      employees: bank ? fullTime : round(fullTime + partTime / 2),
      fullTime,
      partTime,
      offices,
      foreignOffices: p.foreignShare > 0 ? Math.max(1, round(p.foreignShare * 60)) : 0,
      members,
      potentialMembers,
      loanCount,
      shareAccounts: bank ? 0 : Math.max(members, round(members * p.accountsPerMember)),
      smallDepositAccounts,
      largeDepositAccounts,
      smallRetirementAccounts: bank ? round(smallDepositAccounts * p.retirementAccountShare) : 0,
      largeRetirementAccounts: bank ? round(largeDepositAccounts * p.retirementAccountShare * 0.4) : 0,
    });
    prevAssets = assets;
    prev = balances;
  }
  return out;
}
