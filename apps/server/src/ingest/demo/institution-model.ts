import { clamp } from './amounts.js';
import {
  BANK_DEPOSITS,
  BANK_LOANS,
  CREDIT_UNION_LOANS,
  CREDIT_UNION_SHARES,
  type DepositProduct,
  type LoanProduct,
  SECURITIES,
} from './products.js';
import type { Random } from './random.js';

export type Kind = 'bank' | 'credit_union';

/**
 * What makes one demo institution itself: its size, growth, business mix, franchise and habits.
 * Mixes are shares aligned with the kind's product lists (products.ts) and sum to 1; a product an
 * institution does not offer has a zero share. Rates are annual fractions.
 */
export type Profile = {
  kind: Kind;
  annualGrowth: number;
  loansToAssets: number;
  /** Banks: total securities; credit unions: investment securities (AS0013). */
  securitiesToAssets: number;
  equityToAssets: number;
  /** FHLB advances and other borrowed money. */
  borrowingsToAssets: number;
  /** Share of borrowings that are FHLB advances. */
  fhlbShare: number;
  loanMix: number[];
  depositMix: number[];
  securitiesMix: number[];
  heldToMaturityShare: number;
  pledgedShare: number;
  /** The institution's pricing over the market on loans. */
  loanSpread: number;
  /** Multiplier on the products' deposit betas: how much of market moves it passes to depositors. */
  depositBeta: number;
  feeIncomeToAssets: number;
  /** Share of non-interest income from service charges (banks) or fee income (credit unions). */
  serviceChargeShare: number;
  efficiency: number;
  /** Multiplier on losses and delinquency across products (1 = a typical lender). */
  creditQuality: number;
  allowanceToLoans: number;
  assetsPerEmployee: number;
  /** Branch-heavy (above 1) or branch-light (below 1) for its size. */
  officeDensity: number;
  taxRate: number;
  /** Banks: share of earnings paid out as dividends at the target capital ratio (0 = pays none). */
  dividendPayout: number;

  // Balance-sheet details (shares of assets unless stated).
  cashToAssets: number;
  /** Share of cash and balances due that earns interest (banks chbali; credit unions on deposit, 730B). */
  interestBearingCashShare: number;
  fedFundsSoldToAssets: number;
  fedFundsPurchasedToAssets: number;
  tradingToAssets: number;
  subDebtToAssets: number;
  goodwillToAssets: number;
  otherIntangiblesToAssets: number;
  premisesToAssets: number;
  otherAssetsToAssets: number;
  otherLiabilitiesToAssets: number;
  preferredToEquity: number;
  paidInToEquity: number;
  minorityToEquity: number;
  /** Banks: unearned income as a share of loans. */
  unearnedToLoans: number;
  insiderToLoans: number;
  restructuredToLoans: number;
  /** Share of noncurrent commercial loans guaranteed by the U.S. (SBA, USDA lenders). */
  guaranteedShare: number;
  standbyToAssets: number;
  derivativesToAssets: number;
  /** Banks: shares originated in amounts of $1M or less (C&I, nonfarm nonresidential) or $500K or less
   * (agricultural production, farmland), the call report's small business and small farm loans. */
  smallBusinessShares: { commercialIndustrial: number; cre: number; agricultural: number; farmland: number };
  /** Deposits and loans booked in foreign offices (the largest banks only). */
  foreignShare: number;

  // Deposit franchise.
  brokeredShare: number;
  insuredBrokeredShare: number;
  listingShare: number;
  publicFundsShare: number;
  usGovernmentShare: number;
  iraShare: number;
  /** Share of deposits in accounts above the $250,000 insurance limit. */
  largeAccountShare: number;
  /** Average balance of accounts up to $250,000 and above, $000. */
  smallAccountBalance: number;
  largeAccountBalance: number;
  retirementAccountShare: number;

  // Fee businesses.
  /** Share of new first-lien mortgages sold (0 = holds every loan it makes). */
  mortgageSales: number;
  /** Loans serviced for others as a multiple of first liens held. */
  servicingMultiple: number;
  /** Fiduciary (trust) assets as a multiple of total assets; 0 = no trust department. */
  trustAssetsMultiple: number;
  insuranceToAssets: number;
  investmentFeesToAssets: number;

  // Credit unions.
  membersPerMillion: number;
  potentialMembersMultiple: number;
  accountsPerMember: number;
  partTimeRatio: number;
  /** Share of vehicle loans bought from dealers (indirect lending). */
  indirectShare: number;
  uninsuredShare: number;
  otherReservesShare: number;
  cashOnHandToAssets: number;
  /** Share of cash and deposits held as time deposits at other institutions (AS0007) and other (AS0008). */
  timeDepositsInBanksShare: number;
  otherDepositsInBanksShare: number;
  otherInvestmentsToAssets: number;
  originationRate: number;
  /** Adopts CECL in 2023 (every credit union but some of the smallest). */
  adoptsCecl: boolean;
  /** Allowance increase on adopting CECL, as a share of the allowance. */
  ceclUplift: number;
  interestRefunds: boolean;
  /** Weights of the operating-expense lines (NCUA 210 ... 360; banks: salaries, occupancy, other). */
  expenseMix: number[];
};

/** NCUA's operating expense lines, in the order of Profile.expenseMix for credit unions. */
export const CREDIT_UNION_EXPENSES = [
  'compensation',
  'travel',
  'occupancy',
  'officeOperations',
  'education',
  'loanServicing',
  'professional',
  'memberInsurance',
  'operatingFees',
  'miscellaneous',
] as const;

const normalise = (weights: number[]): number[] => {
  const total = weights.reduce((a, b) => a + b, 0);
  return total > 0 ? weights.map((w) => w / total) : weights;
};

/** Asset bands, $000: banks <100M, <500M, <1B, <10B, larger; credit unions <10M, <100M, <500M, <1B, larger. */
function bandOf(kind: Kind, assets: number): number {
  const edges =
    kind === 'bank' ? [100_000, 500_000, 1_000_000, 10_000_000] : [10_000, 100_000, 500_000, 1_000_000];
  const i = edges.findIndex((edge) => assets < edge);
  return i === -1 ? edges.length : i;
}

/**
 * Business models follow size and charter the way the industry does: small rural banks lend to
 * farms, large ones to businesses and card holders; credit unions lend to households and cars. How
 * often a product or business line is present follows the share of real institutions of the same
 * size that report it (FDIC SDI 2019-06, NCUA 5300 2025-12), except that products most institutions
 * offer (residential, construction and consumer loans, vehicles, cards at credit unions, share
 * drafts and certificates) are given to nearly every demo institution, so the ratios that divide by
 * them compute across the demo industry.
 */
export function drawProfile(random: Random, kind: Kind, assets: number, rural: boolean): Profile {
  const d = profileDraws(random, kind, assets, rural);
  const mixes = {
    loanMix: drawLoanMix(d),
    depositMix: drawDepositMix(d),
    securitiesMix: drawSecuritiesMix(d),
  };
  const core = drawCoreRatios(d);
  return {
    ...drawPerformance(d, core, mixes),
    ...drawOtherBalanceSheetRatios(d),
    ...drawDepositFranchise(d),
    ...drawFeeBusinesses(d, core),
    ...drawCreditUnionTraits(d, core),
  };
}

/** What a profile's draws depend on: the institution's kind, size and market, and the draw helpers. */
type ProfileDraws = {
  random: Random;
  kind: Kind;
  bank: boolean;
  /** The size band (bandOf) that picks a presence probability. */
  band: number;
  assets: number;
  rural: boolean;
  large: boolean;
  small: boolean;
  /** 0 at $1M, 3 at $1B. */
  sizeStep: number;
  /** Present with the probability for the institution's size band. */
  has: (bySize: readonly number[]) => boolean;
  /** A positive amount around `median`, log-normally spread. */
  around: (median: number, spread?: number) => number;
  when: (present: boolean, value: () => number) => number;
};

function profileDraws(random: Random, kind: Kind, assets: number, rural: boolean): ProfileDraws {
  const band = bandOf(kind, assets);
  const bank = kind === 'bank';
  return {
    random,
    kind,
    bank,
    band,
    assets,
    rural,
    large: assets > 10_000_000,
    small: bank ? assets < 250_000 : assets < 50_000,
    sizeStep: Math.log10(Math.max(assets, 1_000) / 1_000),
    has: (bySize) => random.chance(bySize[band] ?? bySize[bySize.length - 1] ?? 0),
    around: (median, spread = 0.35) => median * Math.exp(random.normal(0, spread)),
    when: (present, value) => (present ? value() : 0),
  };
}

function drawLoanMix({ random, bank, rural, large, sizeStep, has, around, when }: ProfileDraws): number[] {
  const loanWeights: Record<string, number> = bank
    ? {
        firstLien: around(0.2, 0.45),
        juniorLien: when(has([0.62, 0.91, 0.93, 0.94, 0.85]), () => around(0.012, 0.6)),
        homeEquityLines: when(has([0.41, 0.79, 0.91, 0.92, 0.87]), () => around(0.04, 0.6)),
        multifamily: when(has([0.9, 0.97, 0.99, 0.99, 0.95]), () => around(0.035, 0.8)),
        ownerOccupiedCre: around(0.11, 0.5),
        investorCre: around(0.12, 0.55),
        construction: when(has([0.93, 0.98, 0.99, 0.99, 0.97]), () => around(0.06, 0.6)),
        farmland: when(has([0.95, 0.96, 0.95, 0.94, 0.92]), () => around(rural ? 0.1 : 0.008, 0.8)),
        agricultural: when(has([0.95, 0.95, 0.94, 0.94, 0.92]), () => around(rural ? 0.08 : 0.005, 0.8)),
        commercialIndustrial: around(large ? 0.2 : 0.12, 0.45),
        creditCard: when(has([0.08, 0.16, 0.24, 0.31, 0.54]), () => around(large ? 0.06 : 0.003, 0.9)),
        relatedPlans: when(has([0.27, 0.56, 0.73, 0.83, 0.78]), () => around(0.002, 0.8)),
        auto: when(has([0.96, 0.97, 0.97, 0.96, 0.93]), () => around(0.025, 0.8)),
        otherConsumer: around(0.02, 0.6),
        municipal: when(has([0.35, 0.51, 0.58, 0.64, 0.79]), () => around(0.012, 0.7)),
        depository: when(has([0.01, 0.03, 0.06, 0.08, 0.41]), () => around(0.004, 0.7)),
        leases: when(has([0.1, 0.15, 0.19, 0.29, 0.64]), () => around(0.008, 0.8)),
        other: when(has([0.58, 0.72, 0.81, 0.85, 0.94]), () => around(0.006, 0.8)),
      }
    : (() => {
        const commercial = has([0.02, 0.18, 0.68, 0.88, 0.93]);
        return {
          firstLien: when(has([0.86, 0.97, 1, 1, 1]), () => around(0.06 + 0.06 * sizeStep, 0.45)),
          juniorLien: when(has([0.84, 0.96, 1, 1, 1]), () => around(0.02 + 0.015 * sizeStep, 0.5)),
          otherRealEstate: when(has([0.01, 0.1, 0.25, 0.39, 0.49]), () => around(0.01, 0.7)),
          commercialRealEstate: when(commercial && random.chance(0.9), () => around(0.06, 0.6)),
          commercialOther: when(commercial && random.chance(0.75), () => around(0.015, 0.7)),
          creditCard: when(has([0.86, 0.97, 1, 1, 1]), () => around(0.035, 0.55)),
          otherUnsecured: around(0.07 - 0.008 * sizeStep, 0.5),
          paydayAlternative: when(has([0.09, 0.11, 0.1, 0.12, 0.12]), () => around(0.003, 0.6)),
          student: when(has([0.01, 0.07, 0.24, 0.33, 0.5]), () => around(0.01, 0.7)),
          newVehicle: when(has([0.96, 0.99, 1, 1, 1]), () => around(0.12, 0.45)),
          usedVehicle: around(0.3 - 0.03 * sizeStep, 0.4),
          otherSecured: when(has([0.92, 0.99, 1, 1, 1]), () => around(0.05, 0.55)),
          leases: when(has([0, 0, 0.01, 0.04, 0.09]), () => around(0.015, 0.6)),
        };
      })();
  const loanProducts: readonly LoanProduct[] = bank ? BANK_LOANS : CREDIT_UNION_LOANS;
  return normalise(loanProducts.map((p) => loanWeights[p.key] ?? 0));
}

function drawDepositMix({ bank, small, has, around, when }: ProfileDraws): number[] {
  const depositWeights: Record<string, number> = bank
    ? {
        demand: around(0.22, 0.35),
        now: around(0.13, 0.45),
        savings: around(0.17, 0.45),
        moneyMarket: around(0.18, 0.45),
        smallTime: around(small ? 0.2 : 0.14, 0.4),
        largeTime: around(0.045, 0.5),
      }
    : {
        shareDrafts: when(has([0.9, 0.98, 1, 1, 1]), () => around(0.17, 0.35)),
        regular: around(0.45, 0.3),
        moneyMarket: when(has([0.07, 0.49, 0.88, 0.94, 0.97]), () => around(0.1, 0.6)),
        certificates: when(has([0.9, 0.97, 1, 1, 1]), () => around(0.15, 0.4)),
        ira: when(has([0.15, 0.73, 0.96, 0.99, 1]), () => around(0.04, 0.45)),
        otherShares: when(has([0.19, 0.4, 0.52, 0.63, 0.61]), () => around(0.008, 0.9)),
        nonMember: when(has([0.1, 0.15, 0.27, 0.42, 0.55]), () => around(0.015, 0.8)),
      };
  const depositProducts: readonly DepositProduct[] = bank ? BANK_DEPOSITS : CREDIT_UNION_SHARES;
  return normalise(depositProducts.map((p) => depositWeights[p.key] ?? 0));
}

function drawSecuritiesMix({ random, bank, has, around, when }: ProfileDraws): number[] {
  const securitiesWeights: Record<string, number> = bank
    ? {
        treasuryAgency: when(random.chance(0.95), () => around(0.33, 0.5)),
        municipal: when(has([0.76, 0.84, 0.86, 0.87, 0.78]), () => around(0.22, 0.6)),
        mortgageBacked: when(has([0.65, 0.84, 0.92, 0.96, 0.95]), () => around(0.33, 0.5)),
        assetBacked: when(has([0.02, 0.05, 0.11, 0.18, 0.42]), () => around(0.04, 0.6)),
        otherDebt: when(has([0.16, 0.23, 0.39, 0.56, 0.62]), () => around(0.04, 0.7)),
        equity: when(has([0.08, 0.09, 0.11, 0.13, 0.05]), () => around(0.008, 0.7)),
      }
    : {
        treasuryAgency: around(0.45, 0.4),
        municipal: when(random.chance(0.3), () => around(0.05, 0.6)),
        mortgageBacked: around(0.35, 0.5),
        assetBacked: when(random.chance(0.15), () => around(0.03, 0.6)),
        otherDebt: when(random.chance(0.3), () => around(0.05, 0.6)),
        equity: when(random.chance(0.1), () => around(0.01, 0.6)),
      };
  const securitiesMix = normalise(SECURITIES.map((p) => securitiesWeights[p.key] ?? 0));
  // A bank that holds no securities at all is rare; make sure the mix is never empty.
  if (!securitiesMix.some((w) => w > 0)) securitiesMix[0] = 1;

  return securitiesMix;
}

type CoreRatios = {
  loansToAssets: number;
  securitiesToAssets: number;
  equityToAssets: number;
  hasBorrowings: boolean;
  sCorporation: boolean;
  expenseMix: number[];
  mortgageSales: number;
  servicing: boolean;
};

function drawCoreRatios({ random, bank, band, small, has, around, when }: ProfileDraws): CoreRatios {
  const loansToAssets = clamp(random.normal(bank ? 0.66 : 0.62, 0.1), 0.3, 0.86);
  const hasSecurities = bank || has([0.17, 0.53, 0.91, 0.98, 0.98]);
  const securitiesToAssets = hasSecurities
    ? clamp(random.normal(bank ? 0.19 : 0.1 + 0.02 * band, bank ? 0.08 : 0.06), 0.01, 0.45)
    : 0;
  const equityToAssets = clamp(random.normal(bank ? 0.105 : 0.11, bank ? 0.02 : 0.025), 0.065, 0.22);
  const hasBorrowings = bank ? has([0.35, 0.58, 0.72, 0.82, 0.97]) : has([0.04, 0.05, 0.23, 0.52, 0.69]);
  const sCorporation = bank && small && random.chance(0.35);
  const expenseMix = bank
    ? [around(0.575, 0.1), around(0.11, 0.25), around(0.31, 0.2)]
    : normalise([
        around(0.5, 0.12),
        around(0.008, 0.5),
        around(0.055, 0.4),
        around(0.19, 0.3),
        around(0.02, 0.5),
        around(0.045, 0.5),
        around(0.11, 0.4),
        when(has([0.12, 0.1, 0.18, 0.24, 0.25]), () => around(0.005, 0.6)),
        around(0.005, 0.5),
        around(0.015, 0.6),
      ]);
  const mortgageSales = bank
    ? when(has([0.13, 0.41, 0.64, 0.77, 0.83]), () => clamp(random.normal(0.5, 0.2), 0.1, 0.95))
    : when(has([0, 0.03, 0.25, 0.5, 0.72]), () => clamp(random.normal(0.45, 0.2), 0.1, 0.9));
  const servicing = mortgageSales > 0 && (bank ? has([0.2, 0.6, 0.75, 0.85, 0.9]) : random.chance(0.7));

  return {
    loansToAssets,
    securitiesToAssets,
    equityToAssets,
    hasBorrowings,
    sCorporation,
    expenseMix,
    mortgageSales,
    servicing,
  };
}

/** Growth, funding, pricing, efficiency, credit, staffing, taxes and dividends. */
function drawPerformance(
  { random, kind, bank, large, small, has, around, when }: ProfileDraws,
  core: CoreRatios,
  mixes: Pick<Profile, 'loanMix' | 'depositMix' | 'securitiesMix'>,
) {
  const { loansToAssets, securitiesToAssets, equityToAssets, hasBorrowings, sCorporation } = core;
  return {
    kind,
    annualGrowth: random.normal(bank ? 0.045 : 0.04, 0.045),
    loansToAssets,
    securitiesToAssets,
    equityToAssets,
    borrowingsToAssets: hasBorrowings ? clamp(around(bank ? 0.045 : 0.035, 0.6), 0.003, 0.2) : 0,
    fhlbShare: bank ? (random.chance(0.8) ? clamp(random.normal(0.8, 0.2), 0.2, 1) : 0) : 1,
    ...mixes,
    heldToMaturityShare: when(bank ? has([0.32, 0.31, 0.38, 0.5, 0.71]) : random.chance(0.25), () =>
      random.between(0.05, 0.8),
    ),
    pledgedShare: bank ? random.between(0, 0.8) : 0,
    loanSpread: random.normal(bank ? 0.004 : 0, 0.004),
    depositBeta: clamp(random.normal(1, 0.22), 0.5, 1.6),
    feeIncomeToAssets: Math.max(
      0.0008,
      bank ? random.normal(large ? 0.009 : 0.0055, 0.002) : random.normal(0.0095, 0.0025),
    ),
    serviceChargeShare: clamp(random.normal(bank ? 0.3 : 0.5, 0.12), 0.05, 0.85),
    efficiency: bank
      ? clamp(random.normal(small ? 0.7 : 0.6, 0.08), 0.42, 0.97)
      : clamp(random.normal(small ? 0.83 : 0.77, 0.09), 0.45, 1.05),
    creditQuality: clamp(around(1, 0.45), 0.25, 4),
    allowanceToLoans: Math.max(0.005, random.normal(bank ? 0.0125 : 0.011, 0.003)),
    assetsPerEmployee: bank
      ? Math.max(2_500, random.normal(large ? 12_000 : 6_000, 1_400))
      : Math.max(2_000, random.normal(large ? 7_000 : 4_800, 1_200)),
    officeDensity: Math.max(0.4, random.normal(1, 0.25)),
    taxRate: bank
      ? sCorporation
        ? random.between(0, 0.04)
        : clamp(random.normal(0.21, 0.03), 0.12, 0.28)
      : 0,
    dividendPayout: bank && random.chance(0.72) ? clamp(random.normal(0.42, 0.18), 0.05, 0.9) : 0,
  };
}

/** Balance-sheet lines other than loans, deposits and securities, and the loan memo items. */
function drawOtherBalanceSheetRatios({ random, bank, band, assets, large, has, around, when }: ProfileDraws) {
  return {
    cashToAssets: clamp(random.normal(bank ? 0.065 : 0.2, bank ? 0.035 : 0.08), 0.015, 0.4),
    interestBearingCashShare: clamp(random.normal(0.7, 0.2), 0.05, 0.97),
    fedFundsSoldToAssets: bank ? when(random.chance(0.45), () => clamp(around(0.012, 0.8), 0.001, 0.08)) : 0,
    fedFundsPurchasedToAssets: bank
      ? when(has([0.13, 0.21, 0.35, 0.49, 0.67]), () => clamp(around(0.012, 0.8), 0.001, 0.06))
      : 0,
    tradingToAssets:
      bank && large ? when(random.chance(0.58), () => clamp(around(0.02, 0.9), 0.001, 0.15)) : 0,
    subDebtToAssets: bank ? when(has([0, 0, 0.02, 0.04, 0.34]), () => around(0.008, 0.4)) : 0,
    goodwillToAssets: bank
      ? when(has([0.12, 0.26, 0.48, 0.7, 0.85]), () => clamp(around(0.008, 0.8), 0.0005, 0.04))
      : when(random.chance(0.1), () => around(0.002, 0.6)),
    otherIntangiblesToAssets: bank
      ? when(has([0.1, 0.25, 0.4, 0.55, 0.7]), () => clamp(around(0.0015, 0.8), 0.0001, 0.01))
      : 0,
    premisesToAssets: clamp(around(bank ? 0.014 : 0.012, 0.5), 0.001, 0.05),
    otherAssetsToAssets: clamp(around(bank ? 0.017 : 0.009, 0.4), 0.003, 0.06),
    otherLiabilitiesToAssets: clamp(around(bank ? 0.0055 : 0.005, 0.5), 0.0005, 0.03),
    preferredToEquity: bank ? when(has([0.01, 0.01, 0.01, 0.02, 0.11]), () => random.between(0.02, 0.1)) : 0,
    paidInToEquity: bank ? clamp(random.normal(0.33, 0.2), 0.03, 0.9) : 0,
    minorityToEquity: bank ? when(has([0, 0.01, 0.03, 0.07, 0.28]), () => random.between(0.001, 0.01)) : 0,
    unearnedToLoans: bank ? when(has([0.1, 0.21, 0.25, 0.22, 0.17]), () => around(0.0008, 0.8)) : 0,
    insiderToLoans: bank ? when(random.chance(0.9), () => clamp(around(0.009, 0.8), 0.0005, 0.05)) : 0,
    restructuredToLoans: when(bank ? has([0.35, 0.61, 0.74, 0.83, 0.9]) : false, () => around(0.0012, 1)),
    guaranteedShare: bank ? when(has([0.04, 0.11, 0.22, 0.35, 0.66]), () => random.between(0.1, 0.6)) : 0,
    standbyToAssets: bank ? when(has([0.37, 0.75, 0.87, 0.91, 0.88]), () => around(0.002, 0.9)) : 0,
    derivativesToAssets: bank
      ? when(has([0.03, 0.18, 0.41, 0.67, 0.92]), () => around(large ? 0.4 : 0.03, 1))
      : 0,
    smallBusinessShares: {
      commercialIndustrial: clamp(random.normal(0.85 - 0.14 * band, 0.15), 0.05, 1),
      cre: clamp(random.normal(0.75 - 0.15 * band, 0.18), 0.03, 1),
      agricultural: clamp(random.normal(0.88 - 0.1 * band, 0.15), 0.05, 1),
      farmland: clamp(random.normal(0.7 - 0.12 * band, 0.2), 0.03, 1),
    },
    foreignShare: bank && assets > 100_000_000 && random.chance(0.45) ? random.between(0.03, 0.2) : 0,
  };
}

function drawDepositFranchise({ random, bank, band, has, around, when }: ProfileDraws) {
  return {
    brokeredShare: bank
      ? when(has([0.2, 0.38, 0.54, 0.66, 0.92]), () => clamp(around(0.03, 0.9), 0.002, 0.25))
      : 0,
    insuredBrokeredShare: random.between(0.6, 1),
    listingShare: bank
      ? when(has([0.13, 0.26, 0.32, 0.36, 0.38]), () => clamp(around(0.012, 0.9), 0.001, 0.1))
      : 0,
    publicFundsShare: bank ? when(random.chance(0.92), () => clamp(around(0.075, 0.6), 0.003, 0.3)) : 0,
    usGovernmentShare: bank ? when(has([0.11, 0.15, 0.21, 0.34, 0.56]), () => around(0.0002, 0.8)) : 0,
    iraShare: bank ? clamp(around(0.032, 0.6), 0.002, 0.12) : 0,
    largeAccountShare: bank ? clamp(random.normal(0.24 + 0.04 * band, 0.08), 0.05, 0.7) : 0,
    smallAccountBalance: clamp(around(bank ? 18 : 8, 0.35), 3, 80),
    largeAccountBalance: clamp(around(bank ? 650 : 600, 0.45), 300, 20_000),
    retirementAccountShare: clamp(around(0.03, 0.6), 0.003, 0.12),
  };
}

function drawFeeBusinesses(
  { bank, has, around, when }: ProfileDraws,
  { mortgageSales, servicing }: CoreRatios,
) {
  return {
    mortgageSales,
    servicingMultiple: servicing ? clamp(around(bank ? 0.5 : 0.3, 0.9), 0.02, 4) : 0,
    trustAssetsMultiple: bank
      ? when(has([0.05, 0.15, 0.29, 0.41, 0.62]), () => clamp(around(0.4, 1.1), 0.01, 8))
      : 0,
    insuranceToAssets: bank ? when(has([0.22, 0.37, 0.45, 0.57, 0.67]), () => around(0.0003, 0.9)) : 0,
    investmentFeesToAssets: bank ? when(has([0.04, 0.21, 0.44, 0.55, 0.64]), () => around(0.0004, 0.9)) : 0,
  };
}

/** Members, staff, shares and lending habits of credit unions (a few also apply to banks). */
function drawCreditUnionTraits(
  { random, bank, assets, sizeStep, has, around, when }: ProfileDraws,
  { expenseMix }: CoreRatios,
) {
  return {
    membersPerMillion: clamp(around(76 * (1 + Math.max(0, 2 - sizeStep) * 0.25), 0.3), 25, 400),
    potentialMembersMultiple: clamp(around(7.7, 1.3), 1.05, 2_000),
    accountsPerMember: clamp(random.normal(1.75, 0.35), 1, 3.5),
    partTimeRatio: bank
      ? 0
      : when(has([0.61, 0.55, 0.75, 0.84, 0.92]), () => clamp(around(0.12, 0.8), 0.01, 1.5)),
    indirectShare: bank ? 0 : when(has([0.02, 0.24, 0.7, 0.85, 0.92]), () => random.between(0.15, 0.75)),
    uninsuredShare: bank
      ? 0
      : when(has([0.2, 0.82, 0.96, 0.99, 0.98]), () => clamp(around(0.035, 0.7), 0.002, 0.2)),
    otherReservesShare: bank ? 0 : when(has([0.49, 0.38, 0.3, 0.24, 0.19]), () => random.between(0.02, 0.3)),
    cashOnHandToAssets: bank
      ? 0
      : when(has([0.56, 0.95, 1, 1, 1]), () => clamp(around(0.008, 0.6), 0.0005, 0.05)),
    timeDepositsInBanksShare: bank
      ? 0
      : when(has([0.73, 0.85, 0.75, 0.51, 0.41]), () => random.between(0.1, 0.7)),
    otherDepositsInBanksShare: bank ? 0 : when(random.chance(0.06), () => random.between(0.01, 0.1)),
    otherInvestmentsToAssets: bank
      ? 0
      : when(has([0.88, 0.97, 0.99, 0.99, 1]), () => clamp(around(0.004, 0.8), 0.0002, 0.05)),
    originationRate: clamp(random.normal(0.38, 0.1), 0.12, 0.8),
    adoptsCecl: !bank && (assets > 10_000 || random.chance(0.15)),
    ceclUplift: random.between(0.08, 0.45),
    interestRefunds: !bank && random.chance(0.04),
    expenseMix,
  };
}
