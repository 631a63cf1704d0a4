import { quarterOf } from '../../metrics/periods.js';
import { marketRates } from './economy.js';
import type { LoanMix, Profile } from './institution-model.js';
import type { Random } from './random.js';

/** Balances at a quarter end, $000. */
export type Balances = {
  assets: number;
  cash: number;
  fedFundsSold: number;
  securities: number;
  loans: Record<keyof LoanMix, number>;
  grossLoans: number;
  allowance: number;
  netLoans: number;
  premises: number;
  otherRealEstateOwned: number;
  intangibles: number;
  otherAssets: number;
  deposits: number;
  depositsNoninterest: number;
  depositsChecking: number;
  depositsSavings: number;
  depositsMoneyMarket: number;
  depositsTime: number;
  depositsTimeLarge: number;
  borrowings: number;
  otherLiabilities: number;
  liabilities: number;
  equity: number;
  tier1Capital: number;
  riskWeightedAssets: number;
  pastDue30to89: number;
  pastDue90: number;
  nonaccrual: number;
  noncurrent: number;
};

/** Income and credit flows, $000: used both per quarter and accumulated year-to-date. */
export type Flows = {
  interestIncomeLoans: number;
  interestIncomeSecurities: number;
  interestIncomeOther: number;
  interestIncome: number;
  interestExpenseDeposits: number;
  interestExpenseBorrowings: number;
  interestExpense: number;
  netInterestIncome: number;
  provision: number;
  serviceCharges: number;
  fiduciaryIncome: number;
  cardIncome: number;
  mortgageBankingIncome: number;
  otherNoninterestIncome: number;
  noninterestIncome: number;
  salaries: number;
  premisesExpense: number;
  otherNoninterestExpense: number;
  noninterestExpense: number;
  securitiesGains: number;
  preTaxIncome: number;
  taxes: number;
  netIncome: number;
  dividends: number;
  chargeOffs: number;
  recoveries: number;
  netChargeOffs: number;
};

export type QuarterRecord = {
  period: string;
  balances: Balances;
  ytd: Flows;
  /** Regulator-style published averages: year-to-date and quarter average assets. */
  averageAssetsYtd: number;
  averageAssetsQuarter: number;
  employees: number;
  offices: number;
  members: number;
  loanCount: number;
};

const FLOW_KEYS: (keyof Flows)[] = [
  'interestIncomeLoans',
  'interestIncomeSecurities',
  'interestIncomeOther',
  'interestIncome',
  'interestExpenseDeposits',
  'interestExpenseBorrowings',
  'interestExpense',
  'netInterestIncome',
  'provision',
  'serviceCharges',
  'fiduciaryIncome',
  'cardIncome',
  'mortgageBankingIncome',
  'otherNoninterestIncome',
  'noninterestIncome',
  'salaries',
  'premisesExpense',
  'otherNoninterestExpense',
  'noninterestExpense',
  'securitiesGains',
  'preTaxIncome',
  'taxes',
  'netIncome',
  'dividends',
  'chargeOffs',
  'recoveries',
  'netChargeOffs',
];

const zeroFlows = (): Flows => Object.fromEntries(FLOW_KEYS.map((k) => [k, 0])) as Flows;
const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));
const round = (x: number) => Math.round(x);

/** Balance sheet for a size and a profile; every identity holds by construction (assets = liabilities + equity). */
export function balanceSheet(assets: number, p: Profile, kind: 'bank' | 'credit_union'): Balances {
  const grossLoans = round(assets * p.loansToAssets);
  const loans = Object.fromEntries(
    Object.entries(p.loanMix).map(([k, share]) => [k, round(grossLoans * share)]),
  ) as Record<keyof LoanMix, number>;
  const loanSum = Object.values(loans).reduce((a, b) => a + b, 0);
  loans.other += grossLoans - loanSum;
  const allowance = round(grossLoans * p.allowanceToLoans);
  const securities = round(assets * p.securitiesToAssets);
  const fedFundsSold = round(assets * 0.01);
  const premises = round(assets * 0.014);
  const otherRealEstateOwned = round(grossLoans * 0.0006);
  const intangibles = kind === 'bank' ? round(assets * 0.006) : round(assets * 0.001);
  const otherAssets = round(assets * 0.018);
  const cash =
    assets -
    (grossLoans - allowance) -
    securities -
    fedFundsSold -
    premises -
    otherRealEstateOwned -
    intangibles -
    otherAssets;
  const equity = round(assets * p.equityToAssets);
  const borrowings = round(assets * p.borrowingsToAssets);
  const otherLiabilities = round(assets * 0.008);
  const deposits = assets - equity - borrowings - otherLiabilities;
  const m = p.depositMix;
  const depositsNoninterest = round(deposits * m.noninterest);
  const depositsChecking = round(deposits * m.checking);
  const depositsSavings = round(deposits * m.savings);
  const depositsMoneyMarket = round(deposits * m.moneyMarket);
  const depositsTime =
    deposits - depositsNoninterest - depositsChecking - depositsSavings - depositsMoneyMarket;
  const noncurrent = round(grossLoans * p.noncurrentRate);
  const pastDue90 = round(noncurrent * 0.18);
  return {
    assets,
    cash: Math.max(0, cash),
    fedFundsSold,
    securities: securities + Math.min(0, cash),
    loans,
    grossLoans,
    allowance,
    netLoans: grossLoans - allowance,
    premises,
    otherRealEstateOwned,
    intangibles,
    otherAssets,
    deposits,
    depositsNoninterest,
    depositsChecking,
    depositsSavings,
    depositsMoneyMarket,
    depositsTime,
    depositsTimeLarge: round(depositsTime * 0.28),
    borrowings,
    otherLiabilities,
    liabilities: deposits + borrowings + otherLiabilities,
    equity,
    tier1Capital: equity - intangibles,
    riskWeightedAssets: round(assets * (0.55 + p.loansToAssets * 0.3)),
    pastDue30to89: round(grossLoans * p.noncurrentRate * 0.75),
    pastDue90,
    nonaccrual: noncurrent - pastDue90,
    noncurrent,
  };
}

/** One quarter's income from the average balances of the quarter and the rates of the day. */
function quarterFlows(
  prev: Balances,
  now: Balances,
  p: Profile,
  period: string,
  random: Random,
  kind: 'bank' | 'credit_union',
): Flows {
  const rates = marketRates(period);
  const avg = (f: (b: Balances) => number) => (f(prev) + f(now)) / 2;
  const avgLoans = avg((b) => b.grossLoans);
  const avgAssets = avg((b) => b.assets);
  const interestBearing = avg((b) => b.deposits - b.depositsNoninterest);
  const f = zeroFlows();
  f.interestIncomeLoans = (avgLoans * (rates.loanYield + p.loanSpread + p.loanMix.creditCard * 0.08)) / 4;
  f.interestIncomeSecurities = (avg((b) => b.securities) * rates.securitiesYield) / 4;
  f.interestIncomeOther = (avg((b) => b.cash + b.fedFundsSold) * rates.depositCost * 0.9) / 4;
  f.interestIncome = f.interestIncomeLoans + f.interestIncomeSecurities + f.interestIncomeOther;
  f.interestExpenseDeposits = (interestBearing * (0.0012 + rates.depositCost * p.depositBeta * 1.6)) / 4;
  f.interestExpenseBorrowings = (avg((b) => b.borrowings) * rates.borrowingCost) / 4;
  f.interestExpense = f.interestExpenseDeposits + f.interestExpenseBorrowings;
  f.netInterestIncome = f.interestIncome - f.interestExpense;
  const fees = (avgAssets * p.feeIncomeToAssets * (1 + random.normal(0, 0.06))) / 4;
  f.serviceCharges = fees * (kind === 'bank' ? 0.3 : 0.4);
  f.fiduciaryIncome = kind === 'bank' && now.assets > 1_000_000 ? fees * 0.1 : 0;
  f.cardIncome = fees * 0.25;
  f.mortgageBankingIncome = fees * 0.1;
  f.otherNoninterestIncome =
    fees - f.serviceCharges - f.fiduciaryIncome - f.cardIncome - f.mortgageBankingIncome;
  f.noninterestIncome = fees;
  f.netChargeOffs = (avgLoans * p.chargeOffRate * clamp(1 + random.normal(0, 0.3), 0, 3)) / 4;
  f.chargeOffs = f.netChargeOffs * 1.3;
  f.recoveries = f.chargeOffs - f.netChargeOffs;
  f.provision = Math.max(0, f.netChargeOffs + (now.allowance - prev.allowance));
  const revenue = f.netInterestIncome + f.noninterestIncome;
  f.noninterestExpense = revenue * p.efficiency * (1 + random.normal(0, 0.03));
  f.salaries = f.noninterestExpense * 0.54;
  f.premisesExpense = f.noninterestExpense * 0.12;
  f.otherNoninterestExpense = f.noninterestExpense - f.salaries - f.premisesExpense;
  f.securitiesGains = random.chance(0.15) ? avg((b) => b.securities) * random.normal(0, 0.002) : 0;
  f.preTaxIncome = revenue - f.noninterestExpense - f.provision + f.securitiesGains;
  f.taxes = Math.max(0, f.preTaxIncome * p.taxRate);
  f.netIncome = f.preTaxIncome - f.taxes;
  f.dividends = kind === 'bank' ? Math.max(0, f.netIncome * 0.35) : 0;
  return f;
}

/**
 * Twenty quarters of one institution: assets grow with noise, ratios drift slowly, income follows
 * balances and rates, and flows accumulate year-to-date as regulators file them.
 */
export function simulateInstitution(input: {
  kind: 'bank' | 'credit_union';
  profile: Profile;
  startAssets: number;
  periods: readonly string[];
  random: Random;
  /** Assets absorbed from acquisitions, by the period they arrive in. */
  acquired?: ReadonlyMap<string, number>;
}): QuarterRecord[] {
  const { kind, random, periods } = input;
  const p: Profile = {
    ...input.profile,
    loanMix: { ...input.profile.loanMix },
    depositMix: { ...input.profile.depositMix },
  };
  let assets = input.startAssets;
  let prev = balanceSheet(assets / (1 + p.annualGrowth / 4), p, kind);
  let prevAssetsForAverage = prev.assets;
  let ytd = zeroFlows();
  const yearEndAssets: number[] = [prev.assets];
  const out: QuarterRecord[] = [];
  for (const period of periods) {
    const { quarter } = quarterOf(period);
    assets = Math.max(
      5_000,
      assets * (1 + p.annualGrowth / 4 + random.normal(0, 0.012)) + (input.acquired?.get(period) ?? 0),
    );
    p.loansToAssets = clamp(p.loansToAssets + random.normal(0, 0.006), 0.3, 0.88);
    p.securitiesToAssets = clamp(p.securitiesToAssets + random.normal(0, 0.005), 0.02, 0.5);
    p.equityToAssets = clamp(p.equityToAssets + random.normal(0, 0.002), 0.06, 0.22);
    p.noncurrentRate = clamp(p.noncurrentRate * (1 + random.normal(0, 0.08)), 0.0003, 0.05);
    const now = balanceSheet(Math.round(assets), p, kind);
    const flows = quarterFlows(prev, now, p, period, random, kind);
    if (quarter === 1) {
      ytd = flows;
      yearEndAssets.length = 0;
      yearEndAssets.push(prev.assets);
    } else {
      ytd = Object.fromEntries(FLOW_KEYS.map((k) => [k, ytd[k] + flows[k]])) as Flows;
    }
    yearEndAssets.push(now.assets);
    out.push({
      period,
      balances: now,
      ytd: Object.fromEntries(FLOW_KEYS.map((k) => [k, Math.round(ytd[k])])) as Flows,
      averageAssetsYtd: Math.round(yearEndAssets.reduce((a, b) => a + b, 0) / yearEndAssets.length),
      averageAssetsQuarter: Math.round((prevAssetsForAverage + now.assets) / 2),
      employees: Math.max(2, Math.round(now.assets / p.assetsPerEmployee)),
      // Offices grow slower than assets: a $100M bank has ~2, a $10B bank ~40, a $1T bank ~800.
      offices: Math.max(
        1,
        Math.round(((now.assets / 1000) ** 0.65 / (kind === 'bank' ? 10 : 14)) * p.officeDensity),
      ),
      members:
        kind === 'credit_union'
          ? Math.max(150, Math.round((now.assets / 1000) * p.membersPerMillion * 11))
          : 0,
      loanCount: Math.max(10, Math.round(now.grossLoans / (kind === 'credit_union' ? 18 : 140))),
    });
    prevAssetsForAverage = now.assets;
    prev = now;
  }
  return out;
}
