import { avg, clamp, dot, round, split, sum } from './amounts.js';
import { type Environment, mortgageTurnover } from './economy.js';
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
import type { Acquisition, Balances, Flows } from './quarter-record.js';
import type { Random } from './random.js';

/*
 * One simulated quarter, step by step. The steps draw from the institution's random stream in the order
 * they run, so running them in another order, or adding a draw to one, changes every demo data set.
 */

const BANK_LOAN = indexOf(BANK_LOANS);
const CU_LOAN = indexOf(CREDIT_UNION_LOANS);
const CU_SHARE = indexOf(CREDIT_UNION_SHARES);
const BANK_DEPOSIT = indexOf(BANK_DEPOSITS);
const SECURITY = indexOf(SECURITIES);
const SECURITY_RISK_WEIGHTS = SECURITIES.map((s) => s.riskWeight);
const SECURITY_LONG_TERM = SECURITIES.map((s) => s.longTerm);

/** What an institution keeps through all its quarters: its kind's products and its own habits. */
export type Traits = {
  kind: Kind;
  bank: boolean;
  p: Profile;
  loanProducts: readonly LoanProduct[];
  depositProducts: readonly DepositProduct[];
  loanRiskWeights: number[];
  loanLongTerm: number[];
  loanUnused: number[];
  loanSizes: number[];
  nLoans: number;
  accruesDividends: boolean;
  commonStockShare: number;
  landAndBuildingShare: number;
  oreFactor: number;
  bankruptcyRate: number;
  preferred: number;
};

/** What one quarter hands to the next: drifting ratios and mixes, repricing rates, carried equity. */
export type State = {
  loanMix: number[];
  depositMix: number[];
  loansToAssets: number;
  securitiesToAssets: number;
  borrowingsToAssets: number;
  allowanceRate: number;
  moved: number;
  loanYield: number[];
  securityYield: number[];
  depositRate: number[];
  creditNoise: number[];
  lastGrossChargeOffs: number[];
  assets: number;
  goodwill: number;
  otherIntangibles: number;
  capital: number;
  paidIn: number;
  ceclAdjustment: number;
  cecl: boolean;
  potentialMembers: number;
  opexToAssets: number;
  prev: Balances | undefined;
};

export type QuarterContext = {
  t: Traits;
  s: State;
  env: Environment;
  arrival: Acquisition | undefined;
  random: Random;
};

/** Staff, offices, members and account counts at the quarter end. */
export type FranchiseCounts = {
  offices: number;
  fullTime: number;
  partTime: number;
  members: number;
  loanCount: number;
  smallDepositAccounts: number;
  largeDepositAccounts: number;
};

/** The traits and the opening state of an institution, at the end of the year before its first quarter. */
export function openingPosition(
  kind: Kind,
  p: Profile,
  startAssets: number,
  start: Environment,
  random: Random,
): { traits: Traits; state: State } {
  const bank = kind === 'bank';
  const loanProducts: readonly LoanProduct[] = bank ? BANK_LOANS : CREDIT_UNION_LOANS;
  const depositProducts: readonly DepositProduct[] = bank ? BANK_DEPOSITS : CREDIT_UNION_SHARES;
  const first = start.rates;
  const loanYield = loanProducts.map((l) => first.loanYield + l.spread + p.loanSpread);
  const securityYield = SECURITIES.map((s) => first.securitiesYield + s.spread);
  const depositRate = depositProducts.map((d) => d.floor + d.beta * p.depositBeta * first.policy);
  // Persistent credit noise per product comes first, then the habits the profile does not carry.
  const creditNoise = loanProducts.map(() => random.normal(0, 0.3));
  const accruesDividends = random.chance(0.46);
  const commonStockShare = random.between(0.03, 0.4);
  const landAndBuildingShare = !bank && random.chance(0.75) ? random.between(0.6, 0.95) : 0;
  const oreFactor = Math.exp(random.normal(Math.log(0.12), 0.9));
  const bankruptcyRate = Math.exp(random.normal(Math.log(0.0012), 0.8));

  const assets = Math.max(1_000, startAssets);
  const startAoci = round(
    assets * p.securitiesToAssets * (1 - p.heldToMaturityShare) * start.unrealizedGainRate,
  );
  const capital = round(assets * p.equityToAssets) - (bank ? round(startAoci * 0.79) : startAoci);
  const traits: Traits = {
    kind,
    bank,
    p,
    loanProducts,
    depositProducts,
    loanRiskWeights: loanProducts.map((l) => l.riskWeight),
    loanLongTerm: loanProducts.map((l) => l.longTerm),
    loanUnused: loanProducts.map((l) => l.unused),
    loanSizes: loanProducts.map((l) => l.averageLoan),
    nLoans: loanProducts.length,
    accruesDividends,
    commonStockShare,
    landAndBuildingShare,
    oreFactor,
    bankruptcyRate,
    preferred: round(capital * p.preferredToEquity),
  };
  const state: State = {
    loanMix: [...p.loanMix],
    depositMix: [...p.depositMix],
    loansToAssets: p.loansToAssets,
    securitiesToAssets: p.securitiesToAssets,
    borrowingsToAssets: p.borrowingsToAssets,
    allowanceRate: p.allowanceToLoans,
    moved: 0,
    loanYield,
    securityYield,
    depositRate,
    creditNoise,
    lastGrossChargeOffs: loanProducts.map(() => 0),
    assets,
    goodwill: round(assets * p.goodwillToAssets),
    otherIntangibles: round(assets * p.otherIntangiblesToAssets),
    capital,
    paidIn: round(capital * p.paidInToEquity),
    ceclAdjustment: 0,
    cecl: false,
    potentialMembers: 0,
    opexToAssets: 0,
    prev: undefined,
  };
  return { traits, state };
}

/**
 * One quarter: the balance sheet grows and its ratios drift, credit quality sets the allowance and the
 * troubled loans, securities and cash fill what other assets leave, income and expense follow from
 * average balances and repriced rates, and deposits balance the sheet once earnings are known.
 */
export function simulateQuarter(c: QuarterContext): {
  balances: Balances;
  flows: Flows;
  counts: FranchiseCounts;
} {
  growBalanceSheet(c);
  const book = loanBook(c);
  const allowance = setAllowance(c, book);
  const troubled = troubledLoans(c.t, book);
  const other = assetsBesidesLiquidity(c, book, allowance, troubled);
  const liquid = securitiesAndCash(c, other);
  const unrealizedGains = carryEquity(c, liquid, allowance);
  const funding = nonDepositFunding(c, other);
  const provisional = provisionalDeposits(c, unrealizedGains, funding);
  const income = interestIncome(c, book, other, liquid);
  const expense = interestExpense(c, provisional, funding);
  const losses = chargeOffsAndProvision(c, book, allowance);
  const fees = nonInterestIncome(c, other);
  const earned = earnings(c, { income, expense, fees, losses, other, liquid });
  const depositBook = settleDeposits(c, unrealizedGains, funding, provisional);
  const equity = equityAccounts(c, unrealizedGains);
  const franchise = depositFranchise(c, depositBook);
  const capitalRatios = regulatoryCapital(c, { book, allowance, other, liquid, funding, equity });
  const balances = balanceSheet(c, {
    book,
    allowance,
    troubled,
    other,
    liquid,
    funding,
    depositBook,
    franchise,
    equity,
    capitalRatios,
    fees,
  });
  const flows = quarterFlows(c, { book, income, expense, losses, fees, earned, other });
  const counts = franchiseCounts(c, book.loans, franchise);
  return { balances, flows, counts };
}

function growBalanceSheet({ t: { p }, s, env, arrival, random }: QuarterContext): void {
  s.assets = Math.max(
    1_000,
    round(s.assets * (1 + p.annualGrowth / 4 + random.normal(0, 0.012)) + (arrival?.assets ?? 0)),
  );
  s.loansToAssets = clamp(s.loansToAssets + random.normal(0, 0.006), 0.3, 0.88);
  if (p.securitiesToAssets > 0)
    s.securitiesToAssets = clamp(s.securitiesToAssets + random.normal(0, 0.005), 0.005, 0.5);
  if (p.borrowingsToAssets > 0)
    s.borrowingsToAssets = clamp(s.borrowingsToAssets * (1 + random.normal(0, 0.08)), 0.002, 0.2);
  s.moved += 0.35 * (env.depositMigration - s.moved);
  // Books grow at different speeds: each product's share wanders a little every quarter.
  for (let i = 0; i < s.loanMix.length; i++)
    s.loanMix[i] = (s.loanMix[i] ?? 0) * Math.exp(random.normal(0, 0.025));
  for (let i = 0; i < s.depositMix.length; i++)
    s.depositMix[i] = (s.depositMix[i] ?? 0) * Math.exp(random.normal(0, 0.015));
}

/** Loans by product and each product's credit level: the institution's quality, the cycle, noise. */
type LoanBook = { grossLoans: number; loans: number[]; level: number[]; weightedCycle: number };

function loanBook({ t, s, env, random }: QuarterContext): LoanBook {
  const grossLoans = round(s.assets * s.loansToAssets);
  const loans = split(grossLoans, s.loanMix);
  const cycles = new Array<number>(t.nLoans);
  const level = new Array<number>(t.nLoans);
  for (let i = 0; i < t.nLoans; i++) {
    const product = t.loanProducts[i] as LoanProduct;
    cycles[i] = env.cycle[product.cycle];
    const noise = 0.75 * (s.creditNoise[i] ?? 0) + random.normal(0, 0.18);
    s.creditNoise[i] = noise;
    level[i] = t.p.creditQuality * (cycles[i] ?? 1) * Math.exp(noise);
  }
  const weightedCycle = grossLoans > 0 ? dot(loans, cycles) / grossLoans : 1;
  return { grossLoans, loans, level, weightedCycle };
}

type Allowance = { allowance: number; ceclStep: number };

function setAllowance({ t, s, env, random }: QuarterContext, book: LoanBook): Allowance {
  const { p } = t;
  const { grossLoans } = book;
  const allowanceTarget =
    p.allowanceToLoans * (0.85 + 0.15 * book.weightedCycle) * (s.cecl ? 1 + p.ceclUplift : 1);
  s.allowanceRate = clamp(
    s.allowanceRate + 0.35 * (allowanceTarget - s.allowanceRate) + random.normal(0, 0.0002),
    0.003,
    0.06,
  );
  // Credit unions adopt CECL in the first quarter of 2023: the allowance steps up, and the step goes
  // to undivided earnings (NW0002) rather than through the provision.
  let ceclStep = 0;
  if (!t.bank && p.adoptsCecl && !s.cecl && env.year >= 2023) {
    s.cecl = true;
    const before = s.allowanceRate;
    s.allowanceRate *= 1 + p.ceclUplift;
    ceclStep = round(grossLoans * (s.allowanceRate - before));
    s.ceclAdjustment = ceclStep;
  }
  return { allowance: round(grossLoans * s.allowanceRate), ceclStep };
}

type TroubledLoans = {
  pastDue30: number[];
  pastDue90: number[];
  nonaccrual: number[];
  delinquent: number[];
  delinquentBuckets: [number, number, number];
};

function troubledLoans(t: Traits, { loans, level }: LoanBook): TroubledLoans {
  const pastDue30 = new Array<number>(t.nLoans).fill(0);
  const pastDue90 = new Array<number>(t.nLoans).fill(0);
  const nonaccrual = new Array<number>(t.nLoans).fill(0);
  const delinquent = new Array<number>(t.nLoans).fill(0);
  for (let i = 0; i < t.nLoans; i++) {
    const product = t.loanProducts[i] as LoanProduct;
    const exposure = (loans[i] ?? 0) * (level[i] ?? 1);
    if (t.bank) {
      pastDue30[i] = round(exposure * product.pastDue30);
      pastDue90[i] = round(exposure * product.pastDue90);
      nonaccrual[i] = round(exposure * product.nonaccrual);
    } else {
      delinquent[i] = round(exposure * product.delinquent);
    }
  }
  const totalDelinquent = sum(delinquent);
  const [young = 0, middle = 0, old = 0] = split(totalDelinquent, [0.58, 0.25, 0.17]);
  return { pastDue30, pastDue90, nonaccrual, delinquent, delinquentBuckets: [young, middle, old] };
}

/** Assets other than cash and securities, and their total net of unearned income and the allowance. */
type OtherAssets = {
  unearnedIncome: number;
  foreclosedAssets: number;
  firstLienIndex: number;
  firstLiens: number;
  servicedForOthers: number;
  servicingAssets: number;
  premisesTotal: number;
  premises: number;
  otherFixedAssets: number;
  tradingAssets: number;
  fedFundsSold: number;
  loansHeldForSale: number;
  otherInvestments: number;
  shareInsuranceDeposit: number;
  accruedInterest: number;
  otherAssets: number;
  amortization: number;
  otherThanLiquid: number;
};

function assetsBesidesLiquidity(
  { t, s, env, arrival }: QuarterContext,
  { grossLoans, loans }: LoanBook,
  { allowance }: Allowance,
  { nonaccrual, delinquent }: TroubledLoans,
): OtherAssets {
  const { p, bank } = t;
  const { assets, prev } = s;
  const unearnedIncome = round(grossLoans * p.unearnedToLoans);
  const realEstateNonaccrual = bank
    ? sum(nonaccrual.slice(0, BANK_LOAN.farmland + 1))
    : (delinquent[CU_LOAN.firstLien] ?? 0) + (delinquent[CU_LOAN.juniorLien] ?? 0);
  const repossessable = bank
    ? 0
    : (delinquent[CU_LOAN.newVehicle] ?? 0) + (delinquent[CU_LOAN.usedVehicle] ?? 0);
  const foreclosedAssets = round(realEstateNonaccrual * t.oreFactor + repossessable * t.oreFactor * 0.5);
  const firstLienIndex = bank ? BANK_LOAN.firstLien : CU_LOAN.firstLien;
  const firstLiens = loans[firstLienIndex] ?? 0;
  const servicedForOthers = round(firstLiens * p.servicingMultiple);
  const servicingAssets = round(servicedForOthers * 0.011);
  const premisesTotal = round(assets * p.premisesToAssets);
  const premises = bank ? premisesTotal : round(premisesTotal * t.landAndBuildingShare);
  const otherFixedAssets = premisesTotal - premises;
  const tradingAssets = round(assets * p.tradingToAssets);
  const fedFundsSold = round(assets * p.fedFundsSoldToAssets);
  const loansHeldForSale = round(firstLiens * p.mortgageSales * 0.025);
  const otherInvestments = round(assets * p.otherInvestmentsToAssets);
  const shareInsuranceDeposit = bank
    ? 0
    : round((prev ? prev.totalDeposits - prev.uninsuredShares : assets * 0.84) * 0.0098);
  const accruedInterest = round(assets * 0.0045 * (env.rates.loanYield / 0.06));
  const otherAssets = round(assets * p.otherAssetsToAssets);
  // Acquisitions add goodwill and a core-deposit intangible, which amortises.
  s.goodwill += arrival ? round(arrival.assets * (bank ? 0.012 : 0.002)) : 0;
  const amortization = s.otherIntangibles - round(s.otherIntangibles * 0.97);
  s.otherIntangibles += (arrival && bank ? round(arrival.assets * 0.003) : 0) - amortization;
  const otherThanLiquid =
    grossLoans -
    unearnedIncome -
    allowance +
    tradingAssets +
    fedFundsSold +
    premisesTotal +
    foreclosedAssets +
    s.goodwill +
    servicingAssets +
    s.otherIntangibles +
    accruedInterest +
    otherAssets +
    (bank ? 0 : loansHeldForSale + otherInvestments + shareInsuranceDeposit);
  return {
    unearnedIncome,
    foreclosedAssets,
    firstLienIndex,
    firstLiens,
    servicedForOthers,
    servicingAssets,
    premisesTotal,
    premises,
    otherFixedAssets,
    tradingAssets,
    fedFundsSold,
    loansHeldForSale,
    otherInvestments,
    shareInsuranceDeposit,
    accruedInterest,
    otherAssets,
    amortization,
    otherThanLiquid,
  };
}

type Liquidity = {
  securitiesTotal: number;
  securities: number[];
  heldToMaturity: number;
  availableForSale: number;
  pledgedSecurities: number;
  cash: number;
  interestBearingBalances: number;
  timeDepositsInBanks: number;
  otherDepositsInBanks: number;
};

/**
 * Securities take their share of what is left (types sum to the total; debt splits into held-to-maturity
 * and available-for-sale), above a minimum of cash; cash balances the sheet.
 */
function securitiesAndCash(
  { t: { p, bank }, s }: QuarterContext,
  { otherThanLiquid }: OtherAssets,
): Liquidity {
  const { assets } = s;
  const minimumCash = round(assets * 0.012);
  const securitiesTotal = Math.max(
    0,
    Math.min(round(assets * s.securitiesToAssets), assets - otherThanLiquid - minimumCash),
  );
  const securities = split(securitiesTotal, p.securitiesMix);
  const debtSecurities = securitiesTotal - (securities[SECURITY.equity] ?? 0);
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
  return {
    securitiesTotal,
    securities,
    heldToMaturity,
    availableForSale,
    pledgedSecurities,
    cash,
    interestBearingBalances,
    timeDepositsInBanks,
    otherDepositsInBanks,
  };
}

/**
 * Equity: carried capital (the quarter's earnings are added later) plus the unrealised gain or loss on
 * available-for-sale securities, which it returns.
 */
function carryEquity(
  { t: { bank }, s, env, arrival }: QuarterContext,
  { availableForSale }: Liquidity,
  { ceclStep }: Allowance,
): number {
  const pretaxUnrealized = round(availableForSale * env.unrealizedGainRate);
  const unrealizedGains = bank ? round(pretaxUnrealized * 0.79) : pretaxUnrealized;
  if (arrival) {
    const premium = bank ? round(arrival.assets * 0.012) : 0;
    s.capital += arrival.capital + premium;
    if (bank) s.paidIn += arrival.capital + premium;
  }
  if (ceclStep > 0) s.capital -= ceclStep;
  return unrealizedGains;
}

/** Liabilities other than deposits. */
type Borrowings = {
  fhlbAdvances: number;
  otherBorrowings: number;
  fedFundsPurchased: number;
  subordinatedDebt: number;
  tradingLiabilities: number;
  otherLiabilities: number;
  otherThanDeposits: number;
};

function nonDepositFunding({ t: { p }, s }: QuarterContext, { tradingAssets }: OtherAssets): Borrowings {
  const borrowings = round(s.assets * s.borrowingsToAssets);
  const fhlbAdvances = round(borrowings * p.fhlbShare);
  const otherBorrowings = borrowings - fhlbAdvances;
  const fedFundsPurchased = round(s.assets * p.fedFundsPurchasedToAssets);
  const subordinatedDebt = round(s.assets * p.subDebtToAssets);
  const tradingLiabilities = round(tradingAssets * 0.4);
  const otherLiabilities = round(s.assets * p.otherLiabilitiesToAssets);
  const otherThanDeposits =
    borrowings + fedFundsPurchased + subordinatedDebt + tradingLiabilities + otherLiabilities;
  return {
    fhlbAdvances,
    otherBorrowings,
    fedFundsPurchased,
    subordinatedDebt,
    tradingLiabilities,
    otherLiabilities,
    otherThanDeposits,
  };
}

/** Deposits before the quarter's earnings, which pay this quarter's interest; `mix` is by product. */
type ProvisionalDeposits = { mix: number[]; foreign: number; byProduct: number[] };

function provisionalDeposits(
  { t, s }: QuarterContext,
  unrealizedGains: number,
  { otherThanDeposits }: Borrowings,
): ProvisionalDeposits {
  const total = s.assets - s.capital - unrealizedGains - otherThanDeposits;
  const mix = migratedMix(s.depositMix, t.depositProducts, s.moved);
  const foreign = round(total * t.p.foreignShare);
  return { mix, foreign, byProduct: split(total - foreign, mix) };
}

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

type InterestIncome = Pick<
  Flows,
  | 'loanInterest'
  | 'foreignLoanInterest'
  | 'securitiesIncome'
  | 'balancesIncome'
  | 'fedFundsIncome'
  | 'tradingIncome'
  | 'otherInterestIncome'
  | 'interestRefunds'
> & { total: number };

/** Interest earned on average balances at yields that reprice towards the market at each product's speed. */
function interestIncome(
  { t, s, env: { rates } }: QuarterContext,
  { loans }: LoanBook,
  other: OtherAssets,
  liquid: Liquidity,
): InterestIncome {
  const { p, bank } = t;
  const { prev } = s;
  const loanInterest = new Array<number>(t.nLoans);
  for (let i = 0; i < t.nLoans; i++) {
    const product = t.loanProducts[i] as LoanProduct;
    const target = rates.loanYield + product.spread + p.loanSpread;
    const yieldNow = (s.loanYield[i] ?? target) + product.reprice * (target - (s.loanYield[i] ?? target));
    s.loanYield[i] = yieldNow;
    loanInterest[i] = round((avg(loans[i] ?? 0, prev?.loans[i]) * Math.max(0.01, yieldNow)) / 4);
  }
  const foreignLoanInterest = round(sum(loanInterest) * p.foreignShare * 0.6);
  const securitiesIncome = liquid.securities.map((b, i) => {
    const product = SECURITIES[i] as (typeof SECURITIES)[number];
    const target = rates.securitiesYield + product.spread;
    s.securityYield[i] =
      (s.securityYield[i] ?? target) + product.reprice * (target - (s.securityYield[i] ?? target));
    return round((avg(b, prev?.securities[i]) * Math.max(0.003, s.securityYield[i] ?? target)) / 4);
  });
  const balancesIncome = bank
    ? round((avg(liquid.interestBearingBalances, prev?.interestBearingBalances) * rates.cashYield) / 4)
    : round(
        (avg(liquid.interestBearingBalances, prev?.interestBearingBalances) * rates.cashYield +
          avg(liquid.timeDepositsInBanks, prev?.timeDepositsInBanks) * (rates.cashYield + 0.004) +
          avg(liquid.otherDepositsInBanks, prev?.otherDepositsInBanks) * rates.cashYield +
          avg(other.otherInvestments, prev?.otherInvestments) * 0.04) /
          4,
      );
  const fedFundsIncome = round((avg(other.fedFundsSold, prev?.fedFundsSold) * rates.cashYield) / 4);
  const tradingIncome = round((avg(other.tradingAssets, prev?.tradingAssets) * rates.securitiesYield) / 4);
  const otherInterestIncome = bank ? round((avg(other.otherAssets, prev?.otherAssets) * 0.02) / 4) : 0;
  const interestRefunds = p.interestRefunds ? round(sum(loanInterest) * 0.008) : 0;
  const total =
    sum(loanInterest) -
    interestRefunds +
    sum(securitiesIncome) +
    balancesIncome +
    fedFundsIncome +
    tradingIncome +
    otherInterestIncome;
  return {
    loanInterest,
    foreignLoanInterest,
    securitiesIncome,
    balancesIncome,
    fedFundsIncome,
    tradingIncome,
    otherInterestIncome,
    interestRefunds,
    total,
  };
}

type InterestExpense = Pick<
  Flows,
  | 'depositInterest'
  | 'foreignDepositInterest'
  | 'fedFundsPurchasedInterest'
  | 'borrowingInterest'
  | 'subDebtInterest'
  | 'otherInterestExpense'
> & { total: number };

function interestExpense(
  { t, s, env: { rates } }: QuarterContext,
  deposits: ProvisionalDeposits,
  funding: Borrowings,
): InterestExpense {
  const { prev } = s;
  const depositInterest = deposits.byProduct.map((b, i) => {
    const product = t.depositProducts[i] as DepositProduct;
    const target = product.floor + product.beta * t.p.depositBeta * rates.policy;
    s.depositRate[i] =
      (s.depositRate[i] ?? target) + product.reprice * (target - (s.depositRate[i] ?? target));
    return round((avg(b, prev?.deposits[i]) * (s.depositRate[i] ?? target)) / 4);
  });
  const foreignDepositInterest = round(
    (avg(deposits.foreign, prev?.foreignDeposits) * rates.policy * 0.85) / 4,
  );
  const fedFundsPurchasedInterest = round(
    (avg(funding.fedFundsPurchased, prev?.fedFundsPurchased) * (rates.policy + 0.001)) / 4,
  );
  const borrowingInterest = round(
    (avg(
      funding.fhlbAdvances + funding.otherBorrowings,
      prev ? prev.fhlbAdvances + prev.otherBorrowings : undefined,
    ) *
      rates.borrowingCost) /
      4,
  );
  const subDebtInterest = round(
    (avg(funding.subordinatedDebt, prev?.subordinatedDebt) * (rates.borrowingCost + 0.015)) / 4,
  );
  const otherInterestExpense = round(
    (avg(funding.tradingLiabilities, prev?.tradingLiabilities) * rates.policy * 0.5) / 4,
  );
  const total =
    sum(depositInterest) +
    foreignDepositInterest +
    fedFundsPurchasedInterest +
    borrowingInterest +
    subDebtInterest +
    otherInterestExpense;
  return {
    depositInterest,
    foreignDepositInterest,
    fedFundsPurchasedInterest,
    borrowingInterest,
    subDebtInterest,
    otherInterestExpense,
    total,
  };
}

type Losses = { chargeOffs: number[]; recoveries: number[]; provision: number };

/** Charge-offs by product with recoveries lagging them; the provision rebuilds the allowance. */
function chargeOffsAndProvision(
  { t, s, arrival, random }: QuarterContext,
  { loans, level }: LoanBook,
  { allowance, ceclStep }: Allowance,
): Losses {
  const chargeOffs = new Array<number>(t.nLoans);
  const recoveries = new Array<number>(t.nLoans);
  for (let i = 0; i < t.nLoans; i++) {
    const product = t.loanProducts[i] as LoanProduct;
    const net =
      (avg(loans[i] ?? 0, s.prev?.loans[i]) *
        product.netChargeOffs *
        (level[i] ?? 1) *
        Math.exp(random.normal(0, 0.45))) /
      4;
    const gross = net / (1 - product.recovery);
    chargeOffs[i] = round(gross);
    recoveries[i] = round(
      product.recovery *
        (0.5 * gross + 0.5 * (s.lastGrossChargeOffs[i] ?? gross)) *
        Math.exp(random.normal(0, 0.35)),
    );
    s.lastGrossChargeOffs[i] = gross;
  }
  const netChargeOffs = sum(chargeOffs) - sum(recoveries);
  const acquiredAllowance = arrival ? round(arrival.assets * s.loansToAssets * s.allowanceRate) : 0;
  const provision =
    netChargeOffs + allowance - (s.prev?.allowance ?? allowance) - acquiredAllowance - ceclStep;
  return { chargeOffs, recoveries, provision };
}

type FeeIncome = Pick<
  Flows,
  | 'serviceCharges'
  | 'otherFeeIncome'
  | 'fiduciaryIncome'
  | 'insuranceIncome'
  | 'investmentFees'
  | 'servicingFees'
  | 'tradingGains'
  | 'securitizationIncome'
  | 'loanSaleGains'
  | 'foreclosedGains'
  | 'otherAssetGains'
  | 'nonOperatingIncome'
  | 'mortgagesSold'
> & { avgAssets: number; fiduciaryAssets: number; total: number };

/** Non-interest income by business line. */
function nonInterestIncome(
  { t: { p, bank }, s, env, random }: QuarterContext,
  other: OtherAssets,
): FeeIncome {
  const { assets, prev } = s;
  const avgAssets = avg(assets, prev?.assets);
  const fees = (avgAssets * p.feeIncomeToAssets * (1 + random.normal(0, 0.06))) / 4;
  const serviceCharges = round(fees * p.serviceChargeShare);
  const otherFeeIncome = round(fees) - serviceCharges;
  const fiduciaryAssets = round(assets * p.trustAssetsMultiple);
  const fiduciaryIncome = round((avg(fiduciaryAssets, prev?.fiduciaryAssets) * 0.0045) / 4);
  const insuranceIncome = round((avgAssets * p.insuranceToAssets * Math.exp(random.normal(0, 0.15))) / 4);
  const investmentFees = round((avgAssets * p.investmentFeesToAssets * Math.exp(random.normal(0, 0.2))) / 4);
  const servicingFees = round((avg(other.servicedForOthers, prev?.servicedForOthers) * 0.0025) / 4);
  const tradingGains = round(
    (avg(other.tradingAssets, prev?.tradingAssets) * random.normal(0.012, 0.01)) / 4,
  );
  const securitizationIncome = 0;
  const refinancing = mortgageTurnover(env.rates.policy);
  const firstLienOriginations = (avg(other.firstLiens, prev?.loans[other.firstLienIndex]) * refinancing) / 4;
  const mortgagesSold = round(firstLienOriginations * p.mortgageSales);
  const loanSaleGains = round(mortgagesSold * random.between(0.01, 0.025));
  const foreclosedGains =
    bank && prev && random.chance(0.3) ? round(prev.foreclosedAssets * random.normal(0, 0.06)) : 0;
  const otherAssetGains = random.chance(bank ? 0.25 : 0.3) ? round(avgAssets * random.normal(0, 0.00006)) : 0;
  const nonOperatingIncome =
    !bank && random.chance(0.33) ? round(avgAssets * random.normal(0.00005, 0.0002)) : 0;
  const total =
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
  return {
    avgAssets,
    fiduciaryAssets,
    serviceCharges,
    otherFeeIncome,
    fiduciaryIncome,
    insuranceIncome,
    investmentFees,
    servicingFees,
    tradingGains,
    securitizationIncome,
    mortgagesSold,
    loanSaleGains,
    foreclosedGains,
    otherAssetGains,
    nonOperatingIncome,
    total,
  };
}

type Earnings = Pick<
  Flows,
  'expenses' | 'securitiesGains' | 'taxes' | 'minorityIncome' | 'netIncome' | 'dividends'
>;

/** Operating expense, taxes and net income; earnings less (bank) dividends go to capital. */
function earnings(
  { t: { p, bank }, s, env, random }: QuarterContext,
  parts: {
    income: InterestIncome;
    expense: InterestExpense;
    fees: FeeIncome;
    losses: Losses;
    other: OtherAssets;
    liquid: Liquidity;
  },
): Earnings {
  const { avgAssets } = parts.fees;
  // Operating expense: half follows revenue at the institution's efficiency, half is sticky (salaries,
  // premises) and catches up with a lag, so efficiency worsens for a while when margins compress.
  const revenue = parts.income.total - parts.expense.total + parts.fees.total;
  const costTarget = (Math.max(0, revenue) * p.efficiency) / avgAssets;
  s.opexToAssets = s.opexToAssets === 0 ? costTarget : s.opexToAssets + 0.12 * (costTarget - s.opexToAssets);
  const operating = round(
    (0.5 * Math.max(0, revenue) * p.efficiency + 0.5 * avgAssets * s.opexToAssets) *
      (1 + random.normal(0, 0.03)),
  );
  const expenses = split(operating, p.expenseMix);
  const securitiesGains =
    bank && random.chance(0.18)
      ? round(
          avg(parts.liquid.securitiesTotal, s.prev ? sum(s.prev.securities) : undefined) *
            random.normal(env.year === 2023 || env.year === 2024 ? -0.002 : 0, 0.002),
        )
      : 0;
  const preTax = revenue - operating - parts.other.amortization - parts.losses.provision + securitiesGains;
  const taxes = round(preTax * p.taxRate);
  const minorityIncome = round((preTax - taxes) * p.minorityToEquity);
  const netIncome = preTax - taxes - minorityIncome;
  let dividends = 0;
  if (bank && p.dividendPayout > 0 && netIncome > 0) {
    const gap = s.capital / s.assets - p.equityToAssets;
    dividends = round(netIncome * clamp(p.dividendPayout + gap * 8, 0, 1.4));
  }
  s.capital += netIncome - dividends;
  return { expenses, securitiesGains, taxes, minorityIncome, netIncome, dividends };
}

type DepositBook = {
  accruedDividends: number;
  totalDeposits: number;
  foreignDeposits: number;
  deposits: number[];
  domesticDeposits: number;
  uninsuredShares: number;
};

/** Deposits balance the sheet now that the quarter's earnings are known. */
function settleDeposits(
  { t: { p, bank, accruesDividends }, s, env }: QuarterContext,
  unrealizedGains: number,
  { otherThanDeposits }: Borrowings,
  { mix }: ProvisionalDeposits,
): DepositBook {
  const totalDepositsProvisional = s.assets - s.capital - unrealizedGains - otherThanDeposits;
  const accruedDividends =
    !bank && accruesDividends
      ? round(
          (totalDepositsProvisional * (mix[CU_SHARE.certificates] ?? 0) * Math.max(env.rates.policy, 0.002)) /
            20,
        )
      : 0;
  const totalDeposits = s.assets - s.capital - unrealizedGains - (otherThanDeposits + accruedDividends);
  const foreignDeposits = round(totalDeposits * p.foreignShare);
  const deposits = split(totalDeposits - foreignDeposits, mix);
  const domesticDeposits = totalDeposits - foreignDeposits;
  const uninsuredShares = bank ? 0 : round(totalDeposits * p.uninsuredShare);
  return { accruedDividends, totalDeposits, foreignDeposits, deposits, domesticDeposits, uninsuredShares };
}

type EquityAccounts = {
  unrealizedGains: number;
  equity: number;
  minorityInterest: number;
  commonStock: number;
  otherReserves: number;
};

function equityAccounts({ t, s }: QuarterContext, unrealizedGains: number): EquityAccounts {
  return {
    unrealizedGains,
    equity: s.capital + unrealizedGains,
    minorityInterest: round(s.capital * t.p.minorityToEquity),
    commonStock: round(s.paidIn * t.commonStockShare),
    otherReserves: round(s.capital * t.p.otherReservesShare),
  };
}

type DepositFranchise = Pick<
  Balances,
  'brokered' | 'brokeredInsured' | 'listingService' | 'publicFunds' | 'usGovernment' | 'iraKeogh'
> & { smallDepositAccounts: number; largeDepositAccounts: number; insuredDeposits: number };

/** Deposit franchise (banks) and credit-union share details. */
function depositFranchise({ t: { p, bank } }: QuarterContext, book: DepositBook): DepositFranchise {
  const { deposits, domesticDeposits, totalDeposits } = book;
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
  const insuredDeposits = bank ? totalDeposits - uninsuredDeposits : totalDeposits - book.uninsuredShares;
  return {
    brokered,
    brokeredInsured,
    listingService,
    publicFunds,
    usGovernment,
    iraKeogh,
    smallDepositAccounts,
    largeDepositAccounts,
    insuredDeposits,
  };
}

/**
 * A credit union's risk-weighted assets under 12 CFR 702.104, simplified: loans at their product
 * weights (first-lien residential 50%, consumer 75%, commercial and junior liens 100%), securities at
 * theirs, balances at banks 20%, cash and the share insurance deposit 0%, other assets 100%, unfunded
 * commitments at a 10% conversion factor. Only complex ones file them (call-report-mapping).
 */
function creditUnionRiskWeightedAssets(
  t: Traits,
  { loans }: LoanBook,
  other: OtherAssets,
  liquid: Liquidity,
  unusedCommitments: number,
): number {
  return round(
    dot(loans, t.loanRiskWeights) +
      dot(liquid.securities, SECURITY_RISK_WEIGHTS) +
      (liquid.interestBearingBalances + liquid.timeDepositsInBanks + liquid.otherDepositsInBanks) * 0.2 +
      other.otherInvestments +
      other.loansHeldForSale * 0.5 +
      other.premisesTotal +
      other.foreclosedAssets +
      other.otherAssets +
      other.accruedInterest +
      other.servicingAssets * 2.5 +
      unusedCommitments * 0.1,
  );
}

type RegulatoryCapital = Pick<
  Balances,
  'unusedCommitments' | 'riskWeightedAssets' | 'tier1Capital' | 'tier2Capital' | 'longTermAssets'
>;

/** Risk-weighted assets and capital tiers (banks), with the memo items they are computed from. */
function regulatoryCapital(
  { t, s }: QuarterContext,
  parts: {
    book: LoanBook;
    allowance: Allowance;
    other: OtherAssets;
    liquid: Liquidity;
    funding: Borrowings;
    equity: EquityAccounts;
  },
): RegulatoryCapital {
  const { p, bank } = t;
  const { assets } = s;
  const { loans } = parts.book;
  const { other, liquid } = parts;
  const unusedCommitments = round(dot(loans, t.loanUnused));
  const riskWeightedAssets = bank
    ? round(
        dot(loans, t.loanRiskWeights) +
          dot(liquid.securities, SECURITY_RISK_WEIGHTS) +
          (liquid.interestBearingBalances + liquid.cash) * 0.05 +
          other.fedFundsSold * 0.2 +
          other.tradingAssets +
          other.premisesTotal +
          other.foreclosedAssets +
          other.otherAssets +
          other.accruedInterest +
          other.servicingAssets * 2.5 +
          unusedCommitments * 0.25 +
          assets * p.standbyToAssets +
          assets * p.derivativesToAssets * 0.01,
      )
    : creditUnionRiskWeightedAssets(t, parts.book, other, liquid, unusedCommitments);
  const tier1Capital = bank ? s.capital - parts.equity.minorityInterest - s.goodwill - s.otherIntangibles : 0;
  const tier2Capital = bank
    ? Math.min(parts.allowance.allowance, round(riskWeightedAssets * 0.0125)) + parts.funding.subordinatedDebt
    : 0;
  const longTermAssets = round(dot(loans, t.loanLongTerm) + dot(liquid.securities, SECURITY_LONG_TERM));
  return { unusedCommitments, riskWeightedAssets, tier1Capital, tier2Capital, longTermAssets };
}

type LoanMemoItems = Pick<
  Balances,
  | 'guaranteedNoncurrent'
  | 'restructuredLoans'
  | 'insiderLoans'
  | 'bankruptcyLoans'
  | 'indirectLoans'
  | 'indirectDelinquent'
  | 'smallBusinessLoans'
>;

function loanMemoItems(
  { t: { p, bank, bankruptcyRate } }: QuarterContext,
  { grossLoans, loans, weightedCycle }: LoanBook,
  { pastDue90, nonaccrual, delinquent }: TroubledLoans,
): LoanMemoItems {
  return {
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
    // Credit unions report no bank-only schedules.
    smallBusinessLoans: bank
      ? {
          commercialIndustrial: round(
            (loans[BANK_LOAN.commercialIndustrial] ?? 0) * p.smallBusinessShares.commercialIndustrial,
          ),
          cre: round(
            ((loans[BANK_LOAN.ownerOccupiedCre] ?? 0) + (loans[BANK_LOAN.investorCre] ?? 0)) *
              p.smallBusinessShares.cre,
          ),
          agricultural: round((loans[BANK_LOAN.agricultural] ?? 0) * p.smallBusinessShares.agricultural),
          farmland: round((loans[BANK_LOAN.farmland] ?? 0) * p.smallBusinessShares.farmland),
        }
      : { commercialIndustrial: 0, cre: 0, agricultural: 0, farmland: 0 },
  };
}

function balanceSheet(
  c: QuarterContext,
  parts: {
    book: LoanBook;
    allowance: Allowance;
    troubled: TroubledLoans;
    other: OtherAssets;
    liquid: Liquidity;
    funding: Borrowings;
    depositBook: DepositBook;
    franchise: DepositFranchise;
    equity: EquityAccounts;
    capitalRatios: RegulatoryCapital;
    fees: FeeIncome;
  },
): Balances {
  const { t, s } = c;
  const { p, bank } = t;
  const { book, troubled, other, liquid, funding, depositBook, franchise, equity } = parts;
  return {
    assets: s.assets,
    cash: liquid.cash,
    interestBearingBalances: liquid.interestBearingBalances,
    timeDepositsInBanks: liquid.timeDepositsInBanks,
    otherDepositsInBanks: liquid.otherDepositsInBanks,
    fedFundsSold: other.fedFundsSold,
    securities: liquid.securities,
    heldToMaturity: liquid.heldToMaturity,
    availableForSale: liquid.availableForSale,
    pledgedSecurities: liquid.pledgedSecurities,
    otherInvestments: bank ? 0 : other.otherInvestments,
    tradingAssets: other.tradingAssets,
    loans: book.loans,
    grossLoans: book.grossLoans,
    unearnedIncome: other.unearnedIncome,
    allowance: parts.allowance.allowance,
    loansHeldForSale: other.loansHeldForSale,
    premises: other.premises,
    otherFixedAssets: other.otherFixedAssets,
    foreclosedAssets: other.foreclosedAssets,
    goodwill: s.goodwill,
    servicingAssets: other.servicingAssets,
    otherIntangibles: s.otherIntangibles,
    shareInsuranceDeposit: other.shareInsuranceDeposit,
    accruedInterest: other.accruedInterest,
    otherAssets: other.otherAssets,
    deposits: depositBook.deposits,
    foreignDeposits: depositBook.foreignDeposits,
    totalDeposits: depositBook.totalDeposits,
    fedFundsPurchased: funding.fedFundsPurchased,
    fhlbAdvances: funding.fhlbAdvances,
    otherBorrowings: funding.otherBorrowings,
    subordinatedDebt: funding.subordinatedDebt,
    tradingLiabilities: funding.tradingLiabilities,
    accruedDividends: depositBook.accruedDividends,
    otherLiabilities: funding.otherLiabilities,
    liabilities: depositBook.totalDeposits + (funding.otherThanDeposits + depositBook.accruedDividends),
    capital: s.capital,
    unrealizedGains: equity.unrealizedGains,
    preferredStock: bank ? t.preferred : 0,
    commonStock: equity.commonStock,
    surplus: bank ? s.paidIn - equity.commonStock : 0,
    minorityInterest: equity.minorityInterest,
    otherReserves: equity.otherReserves,
    ceclAdjustment: s.ceclAdjustment,
    cecl: s.cecl,
    equity: equity.equity,
    ...troubled,
    ...loanMemoItems(c, book, troubled),
    unusedCommitments: parts.capitalRatios.unusedCommitments,
    standbyLetters: round(s.assets * p.standbyToAssets),
    derivatives: round(s.assets * p.derivativesToAssets),
    servicedForOthers: other.servicedForOthers,
    fiduciaryAssets: parts.fees.fiduciaryAssets,
    brokered: franchise.brokered,
    brokeredInsured: franchise.brokeredInsured,
    listingService: franchise.listingService,
    publicFunds: franchise.publicFunds,
    usGovernment: franchise.usGovernment,
    iraKeogh: franchise.iraKeogh,
    insuredDeposits: franchise.insuredDeposits,
    uninsuredShares: depositBook.uninsuredShares,
    riskWeightedAssets: parts.capitalRatios.riskWeightedAssets,
    tier1Capital: parts.capitalRatios.tier1Capital,
    tier2Capital: parts.capitalRatios.tier2Capital,
    longTermAssets: parts.capitalRatios.longTermAssets,
  };
}

function quarterFlows(
  { t: { p, bank }, s, random }: QuarterContext,
  parts: {
    book: LoanBook;
    income: InterestIncome;
    expense: InterestExpense;
    losses: Losses;
    fees: FeeIncome;
    earned: Earnings;
    other: OtherAssets;
  },
): Flows {
  const { income, expense, losses, fees, earned } = parts;
  const { chargeOffs, recoveries } = losses;
  const vehicleChargeOffs = (chargeOffs[CU_LOAN.newVehicle] ?? 0) + (chargeOffs[CU_LOAN.usedVehicle] ?? 0);
  const vehicleRecoveries = (recoveries[CU_LOAN.newVehicle] ?? 0) + (recoveries[CU_LOAN.usedVehicle] ?? 0);
  return {
    loanInterest: income.loanInterest,
    foreignLoanInterest: income.foreignLoanInterest,
    securitiesIncome: income.securitiesIncome,
    balancesIncome: income.balancesIncome,
    fedFundsIncome: income.fedFundsIncome,
    tradingIncome: income.tradingIncome,
    otherInterestIncome: income.otherInterestIncome,
    interestRefunds: income.interestRefunds,
    depositInterest: expense.depositInterest,
    foreignDepositInterest: expense.foreignDepositInterest,
    fedFundsPurchasedInterest: expense.fedFundsPurchasedInterest,
    borrowingInterest: expense.borrowingInterest,
    subDebtInterest: expense.subDebtInterest,
    otherInterestExpense: expense.otherInterestExpense,
    provision: losses.provision,
    serviceCharges: fees.serviceCharges,
    otherFeeIncome: fees.otherFeeIncome,
    fiduciaryIncome: fees.fiduciaryIncome,
    insuranceIncome: fees.insuranceIncome,
    investmentFees: fees.investmentFees,
    servicingFees: fees.servicingFees,
    tradingGains: fees.tradingGains,
    securitizationIncome: fees.securitizationIncome,
    loanSaleGains: fees.loanSaleGains,
    foreclosedGains: fees.foreclosedGains,
    otherAssetGains: fees.otherAssetGains,
    nonOperatingIncome: fees.nonOperatingIncome,
    expenses: earned.expenses,
    amortization: parts.other.amortization,
    securitiesGains: earned.securitiesGains,
    taxes: earned.taxes,
    minorityIncome: earned.minorityIncome,
    netIncome: earned.netIncome,
    dividends: earned.dividends,
    chargeOffs,
    recoveries,
    indirectChargeOffs: bank
      ? 0
      : Math.min(vehicleChargeOffs, round(vehicleChargeOffs * p.indirectShare * 1.1)),
    indirectRecoveries: bank
      ? 0
      : Math.min(vehicleRecoveries, round(vehicleRecoveries * p.indirectShare * 1.1)),
    loansGranted: round(
      (avg(parts.book.grossLoans, s.prev?.grossLoans) * p.originationRate * (1 + random.normal(0, 0.08))) / 4,
    ),
    mortgagesSold: fees.mortgagesSold,
  };
}

/** Offices and staff grow more slowly than assets; members and loan counts follow balances. */
function franchiseCounts(
  { t, s, random }: QuarterContext,
  loans: readonly number[],
  { smallDepositAccounts, largeDepositAccounts }: DepositFranchise,
): FranchiseCounts {
  const { p, bank } = t;
  const assetsThousands = s.assets;
  const offices = Math.max(1, round(((assetsThousands / 1000) ** 0.65 / (bank ? 10 : 14)) * p.officeDensity));
  const fte = assetsThousands / p.assetsPerEmployee;
  let fullTime = bank ? Math.max(2, round(fte)) : round(fte / (1 + 0.5 * p.partTimeRatio));
  let partTime = bank ? 0 : round(fullTime * p.partTimeRatio);
  if (!bank && fullTime + partTime === 0) {
    if (p.partTimeRatio > 0) partTime = 1;
    else fullTime = 1;
  }
  const members = bank ? 0 : Math.max(40, round((assetsThousands / 1000) * p.membersPerMillion));
  if (!bank) {
    s.potentialMembers =
      s.potentialMembers === 0
        ? round(members * p.potentialMembersMultiple)
        : Math.max(round(members * 1.05), round(s.potentialMembers * (1.002 + random.normal(0, 0.004))));
  }
  let loanCount = 0;
  for (let i = 0; i < t.nLoans; i++) {
    const b = loans[i] ?? 0;
    if (b > 0) loanCount += Math.max(1, round((b * 1000) / (t.loanSizes[i] ?? 10_000)));
  }
  return { offices, fullTime, partTime, members, loanCount, smallDepositAccounts, largeDepositAccounts };
}
