import { addQuarters, quarterOf } from '../../metrics/periods.js';
import { round, sum } from './amounts.js';
import { environment } from './economy.js';
import type { Kind, Profile } from './institution-model.js';
import type { Acquisition, Flows, QuarterRecord } from './quarter-record.js';
import type { Random } from './random.js';
import {
  type FranchiseCounts,
  openingPosition,
  type State,
  simulateQuarter,
  type Traits,
} from './simulate-quarter.js';

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
  const start = environment(periods[0] ?? firstPeriod);
  const { traits, state } = openingPosition(kind, input.profile, input.startAssets, start, random);

  let prevAssets = state.assets / (1 + input.profile.annualGrowth / 4);
  let ytd: Flows | undefined;
  const yearEndAssets: number[] = [prevAssets];
  const out: QuarterRecord[] = [];
  for (const period of periods) {
    const env = environment(period);
    const arrival = input.acquired?.get(period);
    const { balances, flows, counts } = simulateQuarter({ t: traits, s: state, env, arrival, random });
    if (env.quarter === 1 || !ytd) {
      ytd = flows;
      yearEndAssets.length = 0;
      yearEndAssets.push(prevAssets);
    } else {
      ytd = addFlows(ytd, flows);
    }
    yearEndAssets.push(balances.assets);
    if (!warmUp.includes(period)) {
      out.push({
        period,
        kind,
        balances,
        ytd,
        averageAssetsYtd: round(sum(yearEndAssets) / yearEndAssets.length),
        averageAssetsQuarter: round((prevAssets + balances.assets) / 2),
        ...filedCounts(traits, state, counts),
      });
    }
    prevAssets = balances.assets;
    state.prev = balances;
  }
  return out;
}

/** The counts a quarter files: staff, offices, members and accounts. */
function filedCounts(
  { p, bank }: Traits,
  { potentialMembers }: State,
  counts: FranchiseCounts,
): Omit<QuarterRecord, 'period' | 'kind' | 'balances' | 'ytd' | 'averageAssetsYtd' | 'averageAssetsQuarter'> {
  const { fullTime, partTime, members, smallDepositAccounts, largeDepositAccounts } = counts;
  return {
    employees: bank ? fullTime : round(fullTime + partTime / 2),
    fullTime,
    partTime,
    offices: counts.offices,
    foreignOffices: p.foreignShare > 0 ? Math.max(1, round(p.foreignShare * 60)) : 0,
    members,
    potentialMembers,
    loanCount: counts.loanCount,
    shareAccounts: bank ? 0 : Math.max(members, round(members * p.accountsPerMember)),
    smallDepositAccounts,
    largeDepositAccounts,
    smallRetirementAccounts: bank ? round(smallDepositAccounts * p.retirementAccountShare) : 0,
    largeRetirementAccounts: bank ? round(largeDepositAccounts * p.retirementAccountShare * 0.4) : 0,
  };
}
