import {
  BANK_DEPOSITS,
  BANK_LOANS,
  type BankLoanKey,
  CREDIT_UNION_LOANS,
  CREDIT_UNION_SHARES,
  indexOf,
  SECURITIES,
} from './products.js';
import type { QuarterRecord } from './simulate.js';

/**
 * A simulated quarter written in the regulators' own vocabulary: FDIC SDI variables for banks and NCUA
 * 5300 accounts for credit unions, amounts in whole $ thousands (the unit the store keeps both in;
 * NCUA publishes dollars), counts as whole numbers. Every total is computed here as the sum of the parts the
 * forms define, so the identities hold in every filing:
 *
 * Banks: asset = chbal + sc + frepo + lnlsnet + trade + bkprem + ore + intan + idoa = liab + eqtot;
 * idlnls = lnre + lnag + lnci + lncon + lnmuni + lndepac + ls + idothlns, lnre and lncon = their parts,
 * lnlsgr = idlnls − lncontra, lnlsnet = lnlsgr − lnatres; sc = scus + scmuni + scmtgbk + scabs + scodot
 * + sceq = scaf + scha + sceq; dep = depdom + depfor = depi + depnidom, depdom = trn + ntr, ntr =
 * ntrsmmda + ntrsoth + ntrtime; liab = dep + frepp + tradel + idobrmtg + subnd + idoliab; eqtot = eq +
 * eqconsub, eq = eqpp + eqcs + eqsur + equptot; intinc and eintexp = their components, nim = intinc −
 * eintexp, nonii and nonix = their components, idpretx = nim + nonii − nonix − elnatr, netinc = idpretx +
 * iglsec − itax + extra − netimin; nt* = dr* − cr* for every loan type and in total, dr/cr/nt re and
 * con = their parts; nclnls = p9asset + naasset, each the sum by loan type.
 *
 * Credit unions: 010 = 014 = AS0009 + AS0013 + AS0017 + 025B − allowance + 003 + 007 + 008 + 794 +
 * 798A + AS0036; AS0009 = 730A + 730B + AS0007 + AS0008; 025B = the 13 loan accounts; 018 = 013 + 880,
 * 013 = 902 + 657 + 911 + 908C + 906C + 630, 018 = 068A + 069A; LI0069 = 018 + 860C + 825 + 820A;
 * 014 − LI0069 = 997 + EQ0009, 997 = 940 + 658 + 668 + 925A; 041B = 021B + 022B + 023B; 115 = 110 − 119
 * + 120; 350 = 380 + 381 + 340; 117 = 131 + IS0020 + IS0029 + 430 + 440; 671 = 210 + ... + 360; 661A =
 * 115 − 350 − provision + 117 − 671; 550 and 551 = the charge-offs and recoveries by loan type.
 */

const BANK_LOAN = indexOf(BANK_LOANS);
const BANK_DEPOSIT = indexOf(BANK_DEPOSITS);
const CU_LOAN = indexOf(CREDIT_UNION_LOANS);
const CU_SHARE = indexOf(CREDIT_UNION_SHARES);
const SECURITY = indexOf(SECURITIES);

const sum = (xs: readonly number[]) => {
  let s = 0;
  for (const x of xs) s += x;
  return s;
};

/**
 * FDIC's loan groups as sums of demo loan products, in a fixed order (other consumer includes related
 * plans; "other" is loans to municipalities and depository institutions and all other loans).
 */
const BANK_GROUPS = [
  ['reres', ['firstLien', 'juniorLien', 'homeEquityLines']],
  ['remult', ['multifamily']],
  ['renres', ['ownerOccupiedCre', 'investorCre']],
  ['recons', ['construction']],
  ['reag', ['farmland']],
  ['ag', ['agricultural']],
  ['ci', ['commercialIndustrial']],
  ['crcd', ['creditCard']],
  ['auto', ['auto']],
  ['conoth', ['relatedPlans', 'otherConsumer']],
  ['ls', ['leases']],
  ['other', ['municipal', 'depository', 'other']],
] as const satisfies readonly (readonly [string, readonly BankLoanKey[]])[];

const GROUP_INDEXES = BANK_GROUPS.map(([, keys]) => keys.map((key) => BANK_LOAN[key]));
const RE_GROUPS = [0, 1, 2, 3, 4];
const CON_GROUPS = [7, 8, 9];
/** Sums by group in BANK_GROUPS order, then the real-estate (re) and consumer (con) subtotals. */
function byGroup(values: readonly number[]): number[] {
  const out = GROUP_INDEXES.map((indexes) => {
    let s = 0;
    for (const i of indexes) s += values[i] ?? 0;
    return s;
  });
  let re = 0;
  for (const g of RE_GROUPS) re += out[g] ?? 0;
  let con = 0;
  for (const g of CON_GROUPS) con += out[g] ?? 0;
  out.push(re, con);
  return out;
}
const leafTotal = (groups: readonly number[]) => {
  let s = 0;
  for (let g = 0; g < BANK_GROUPS.length; g++) s += groups[g] ?? 0;
  return s;
};

export function bankCallReport(q: QuarterRecord): Record<string, number> {
  const b = q.balances;
  const f = q.ytd;
  const { loans, deposits, securities } = b;

  // Loans.
  const lnrersfm = loans[BANK_LOAN.firstLien] ?? 0;
  const lnrersf2 = loans[BANK_LOAN.juniorLien] ?? 0;
  const lnreloc = loans[BANK_LOAN.homeEquityLines] ?? 0;
  const lnreres = lnrersfm + lnrersf2 + lnreloc;
  const lnremult = loans[BANK_LOAN.multifamily] ?? 0;
  const lnrenrow = loans[BANK_LOAN.ownerOccupiedCre] ?? 0;
  const lnrenrot = loans[BANK_LOAN.investorCre] ?? 0;
  const lnrenres = lnrenrow + lnrenrot;
  const lnrecons = loans[BANK_LOAN.construction] ?? 0;
  const lnreag = loans[BANK_LOAN.farmland] ?? 0;
  const lnre = lnreres + lnremult + lnrenres + lnrecons + lnreag;
  const lnag = loans[BANK_LOAN.agricultural] ?? 0;
  const lnci = loans[BANK_LOAN.commercialIndustrial] ?? 0;
  const lncrcd = loans[BANK_LOAN.creditCard] ?? 0;
  const lnconrp = loans[BANK_LOAN.relatedPlans] ?? 0;
  const lnauto = loans[BANK_LOAN.auto] ?? 0;
  const lnconoth = loans[BANK_LOAN.otherConsumer] ?? 0;
  const lncon = lncrcd + lnconrp + lnauto + lnconoth;
  const lnmuni = loans[BANK_LOAN.municipal] ?? 0;
  const lndepac = loans[BANK_LOAN.depository] ?? 0;
  const ls = loans[BANK_LOAN.leases] ?? 0;
  const idothlns = loans[BANK_LOAN.other] ?? 0;
  const idlnls = lnre + lnag + lnci + lncon + lnmuni + lndepac + ls + idothlns;
  const lnlsgr = idlnls - b.unearnedIncome;
  const lnlsnet = lnlsgr - b.allowance;

  // Securities, cash and other assets.
  const scus = securities[SECURITY.treasuryAgency] ?? 0;
  const scmuni = securities[SECURITY.municipal] ?? 0;
  const scmtgbk = securities[SECURITY.mortgageBacked] ?? 0;
  const scabs = securities[SECURITY.assetBacked] ?? 0;
  const scodot = securities[SECURITY.otherDebt] ?? 0;
  const sceq = securities[SECURITY.equity] ?? 0;
  const sc = scus + scmuni + scmtgbk + scabs + scodot + sceq;
  const chbali = b.interestBearingBalances;
  const chbal = b.cash + chbali;
  const intan = b.goodwill + b.servicingAssets + b.otherIntangibles;
  const idoa = b.accruedInterest + b.otherAssets;
  const asset =
    chbal + sc + b.fedFundsSold + lnlsnet + b.tradingAssets + b.premises + b.foreclosedAssets + intan + idoa;

  // Deposits and other liabilities.
  const ddt = deposits[BANK_DEPOSIT.demand] ?? 0;
  const trn = ddt + (deposits[BANK_DEPOSIT.now] ?? 0);
  const ntrsoth = deposits[BANK_DEPOSIT.savings] ?? 0;
  const ntrsmmda = deposits[BANK_DEPOSIT.moneyMarket] ?? 0;
  const ntrtmlgj = deposits[BANK_DEPOSIT.largeTime] ?? 0;
  const ntrtime = (deposits[BANK_DEPOSIT.smallTime] ?? 0) + ntrtmlgj;
  const ntr = ntrsmmda + ntrsoth + ntrtime;
  const depdom = trn + ntr;
  const depfor = b.foreignDeposits;
  const dep = depdom + depfor;
  const depnidom = ddt;
  const depidom = depdom - depnidom;
  const idobrmtg = b.fhlbAdvances + b.otherBorrowings;
  const liab =
    dep + b.fedFundsPurchased + b.tradingLiabilities + idobrmtg + b.subordinatedDebt + b.otherLiabilities;
  const eqtot = b.equity;
  const eqconsub = b.minorityInterest;
  const eq = eqtot - eqconsub;

  // Credit quality by FDIC loan group.
  const p9 = byGroup(b.pastDue90);
  const na = byGroup(b.nonaccrual);
  const p9asset = leafTotal(p9);
  const naasset = leafTotal(na);
  const dr = byGroup(f.chargeOffs);
  const cr = byGroup(f.recoveries);
  const drlnls = leafTotal(dr);
  const crlnls = leafTotal(cr);

  // Income statement.
  const leaseInterest = f.loanInterest[BANK_LOAN.leases] ?? 0;
  const ilnfor = f.foreignLoanInterest;
  const ilndom = sum(f.loanInterest) - leaseInterest - ilnfor;
  const isc = sum(f.securitiesIncome);
  const intinc =
    ilndom +
    ilnfor +
    leaseInterest +
    isc +
    f.balancesIncome +
    f.fedFundsIncome +
    f.tradingIncome +
    f.otherInterestIncome;
  const edepdom = sum(f.depositInterest);
  const eintexp =
    edepdom +
    f.foreignDepositInterest +
    f.fedFundsPurchasedInterest +
    f.borrowingInterest +
    f.subDebtInterest +
    f.otherInterestExpense;
  const nim = intinc - eintexp;
  const iotnii = f.otherFeeIncome + f.nonOperatingIncome;
  const nonii =
    f.fiduciaryIncome +
    f.serviceCharges +
    f.tradingGains +
    f.investmentFees +
    f.servicingFees +
    f.securitizationIncome +
    f.insuranceIncome +
    f.loanSaleGains +
    f.foreclosedGains +
    f.otherAssetGains +
    iotnii;
  const [esal = 0, epremagg = 0, eothnint = 0] = f.expenses;
  const nonix = esal + epremagg + f.amortization + eothnint;
  const idpretx = nim + nonii - nonix - f.provision;
  const ibefxtr = idpretx + f.securitiesGains - f.taxes;
  const extra = 0;
  const netinc = ibefxtr + extra - f.minorityIncome;

  return {
    // Assets.
    asset,
    chbal,
    chbali,
    sc,
    scus,
    scmuni,
    scmtgbk,
    scabs,
    scodot,
    sceq,
    scaf: b.availableForSale,
    scha: b.heldToMaturity,
    scpledge: b.pledgedSecurities,
    frepo: b.fedFundsSold,
    trade: b.tradingAssets,
    idlnls,
    lncontra: b.unearnedIncome,
    lnlsgr,
    lnatres: b.allowance,
    lnlsnet,
    lnre,
    lnreres,
    lnrersfm,
    lnrersf2,
    lnreloc,
    lnremult,
    lnrenres,
    lnrenrow,
    lnrenrot,
    lnrecons,
    lnreag,
    lnag,
    lnci,
    lncon,
    lncrcd,
    lnconrp,
    lnauto,
    lnconoth,
    lnmuni,
    lndepac,
    ls,
    idothlns,
    lnlssale: Math.min(b.loansHeldForSale, lnrersfm),
    lnexamt: b.insiderLoans,
    lnci4: b.smallBusinessLoans.commercialIndustrial,
    lnrenr4: b.smallBusinessLoans.cre,
    lnag4: b.smallBusinessLoans.agricultural,
    lnreag4: b.smallBusinessLoans.farmland,
    bkprem: b.premises,
    ore: b.foreclosedAssets,
    intan,
    intangw: b.goodwill,
    intanmsr: b.servicingAssets,
    idoa,
    oaienc: b.accruedInterest,
    ernast: chbali + sc + b.fedFundsSold + lnlsgr + b.tradingAssets,
    asstlt: b.longTermAssets,
    asset2: q.averageAssetsQuarter,
    asset5: q.averageAssetsYtd,
    // Liabilities and equity.
    liab,
    dep,
    depdom,
    depfor,
    depi: depidom + depfor,
    depidom,
    depnidom,
    trn,
    ddt,
    ntr,
    ntrsmmda,
    ntrsoth,
    ntrtime,
    ntrtmlgj,
    coredep: depdom - ntrtmlgj - b.brokeredInsured,
    bro: b.brokered,
    broins: b.brokeredInsured,
    deplsnb: b.listingService,
    depins: b.insuredDeposits,
    idtrnmu: b.publicFunds,
    idtrngov: b.usGovernment,
    irakeogh: b.iraKeogh,
    frepp: b.fedFundsPurchased,
    idobrmtg,
    othbfhlb: b.fhlbAdvances,
    subnd: b.subordinatedDebt,
    tradel: b.tradingLiabilities,
    idoliab: b.otherLiabilities,
    voliab:
      ntrtmlgj +
      depfor +
      b.fedFundsPurchased +
      b.tradingLiabilities +
      b.otherBorrowings +
      Math.round(b.fhlbAdvances * 0.35),
    eqtot,
    eq,
    eqconsub,
    eqpp: b.preferredStock,
    eqcs: b.commonStock,
    eqsur: b.surplus,
    equptot: eq - b.preferredStock - b.commonStock - b.surplus,
    liabeq: liab + eqtot,
    rbct1j: b.tier1Capital,
    rbct2: b.tier2Capital,
    rwajt: b.riskWeightedAssets,
    avassetj: q.averageAssetsQuarter - b.goodwill - b.otherIntangibles,
    // Asset quality.
    p3asset: sum(b.pastDue30),
    p3scdebt: 0,
    p9asset,
    naasset,
    nclnls: p9asset + naasset,
    ncgtypar: b.guaranteedNoncurrent,
    rslnltot: b.restructuredLoans,
    // Off-balance sheet and fee businesses.
    uc: b.unusedCommitments,
    locfpsb: b.standbyLetters,
    obsdir: b.derivatives,
    lnserv: b.servicedForOthers,
    idtfra: b.fiduciaryAssets,
    // Income and expense, year-to-date.
    intinc,
    ilndom,
    ilnfor,
    ils: leaseInterest,
    isc,
    ichbal: f.balancesIncome,
    ifrepo: f.fedFundsIncome,
    itrade: f.tradingIncome,
    iothii: f.otherInterestIncome,
    eintexp,
    edepdom,
    edepfor: f.foreignDepositInterest,
    efrepp: f.fedFundsPurchasedInterest,
    ettlotmg: f.borrowingInterest,
    esubnd: f.subDebtInterest,
    ideothint: f.otherInterestExpense,
    nim,
    elnatr: f.provision,
    nonii,
    iserchg: f.serviceCharges,
    ifiduc: f.fiduciaryIncome,
    igltrad: f.tradingGains,
    iinvfee: f.investmentFees,
    iserfee: f.servicingFees,
    isecz: f.securitizationIncome,
    iinscom: f.insuranceIncome,
    netgnsln: f.loanSaleGains,
    netgnsre: f.foreclosedGains,
    netgnast: f.otherAssetGains,
    iotnii,
    nonix,
    esal,
    epremagg,
    eamintan: f.amortization,
    eothnint,
    idpretx,
    iglsec: f.securitiesGains,
    itax: f.taxes,
    ibefxtr,
    extra,
    netimin: f.minorityIncome,
    netinc,
    noij: netinc - (Math.round(f.securitiesGains * 0.79) + 0) - extra,
    eqcdiv: f.dividends,
    drlnls,
    crlnls,
    ntlnls: drlnls - crlnls,
    // By FDIC loan group: past due 90+, nonaccrual, charge-offs, recoveries, net charge-offs.
    p9reres: p9[0] ?? 0,
    p9remult: p9[1] ?? 0,
    p9renres: p9[2] ?? 0,
    p9recons: p9[3] ?? 0,
    p9reag: p9[4] ?? 0,
    p9ag: p9[5] ?? 0,
    p9ci: p9[6] ?? 0,
    p9crcd: p9[7] ?? 0,
    p9auto: p9[8] ?? 0,
    p9conoth: p9[9] ?? 0,
    p9ls: p9[10] ?? 0,
    p9othln: p9[11] ?? 0,
    p9re: p9[12] ?? 0,
    p9con: p9[13] ?? 0,
    nareres: na[0] ?? 0,
    naremult: na[1] ?? 0,
    narenres: na[2] ?? 0,
    narecons: na[3] ?? 0,
    nareag: na[4] ?? 0,
    naag: na[5] ?? 0,
    naci: na[6] ?? 0,
    nacrcd: na[7] ?? 0,
    naauto: na[8] ?? 0,
    naconoth: na[9] ?? 0,
    nals: na[10] ?? 0,
    naothln: na[11] ?? 0,
    nare: na[12] ?? 0,
    nacon: na[13] ?? 0,
    drreres: dr[0] ?? 0,
    drremult: dr[1] ?? 0,
    drrenres: dr[2] ?? 0,
    drrecons: dr[3] ?? 0,
    drreag: dr[4] ?? 0,
    drag: dr[5] ?? 0,
    drci: dr[6] ?? 0,
    drcrcd: dr[7] ?? 0,
    drauto: dr[8] ?? 0,
    drconoth: dr[9] ?? 0,
    drls: dr[10] ?? 0,
    drother: dr[11] ?? 0,
    drre: dr[12] ?? 0,
    drcon: dr[13] ?? 0,
    crreres: cr[0] ?? 0,
    crremult: cr[1] ?? 0,
    crrenres: cr[2] ?? 0,
    crrecons: cr[3] ?? 0,
    crreag: cr[4] ?? 0,
    crag: cr[5] ?? 0,
    crci: cr[6] ?? 0,
    crcrcd: cr[7] ?? 0,
    crauto: cr[8] ?? 0,
    crconoth: cr[9] ?? 0,
    crls: cr[10] ?? 0,
    crother: cr[11] ?? 0,
    crre: cr[12] ?? 0,
    crcon: cr[13] ?? 0,
    ntreres: (dr[0] ?? 0) - (cr[0] ?? 0),
    ntremult: (dr[1] ?? 0) - (cr[1] ?? 0),
    ntrenres: (dr[2] ?? 0) - (cr[2] ?? 0),
    ntrecons: (dr[3] ?? 0) - (cr[3] ?? 0),
    ntreag: (dr[4] ?? 0) - (cr[4] ?? 0),
    ntag: (dr[5] ?? 0) - (cr[5] ?? 0),
    ntci: (dr[6] ?? 0) - (cr[6] ?? 0),
    ntcrcd: (dr[7] ?? 0) - (cr[7] ?? 0),
    ntauto: (dr[8] ?? 0) - (cr[8] ?? 0),
    ntconoth: (dr[9] ?? 0) - (cr[9] ?? 0),
    ntls: (dr[10] ?? 0) - (cr[10] ?? 0),
    ntother: (dr[11] ?? 0) - (cr[11] ?? 0),
    ntre: (dr[12] ?? 0) - (cr[12] ?? 0),
    ntcon: (dr[13] ?? 0) - (cr[13] ?? 0),
    // Franchise.
    numemp: q.employees,
    offdom: q.offices,
    offfor: q.foreignOffices,
    iddepsmb: q.smallDepositAccounts,
    iddeplgb: q.largeDepositAccounts,
    depsmrn: q.smallRetirementAccounts,
    deplgrn: q.largeRetirementAccounts,
  };
}

export function creditUnionCallReport(q: QuarterRecord): Record<string, number> {
  const b = q.balances;
  const f = q.ytd;
  const { loans: loanBalances, deposits: shareBalances } = b;

  const loans = sum(b.loans);
  const cash = b.cash + b.interestBearingBalances + b.timeDepositsInBanks + b.otherDepositsInBanks;
  const investments = sum(b.securities);
  const otherAssets = b.accruedInterest + b.otherAssets + b.goodwill + b.servicingAssets + b.otherIntangibles;
  const assets =
    cash +
    investments +
    b.otherInvestments +
    loans -
    b.allowance +
    b.loansHeldForSale +
    b.premises +
    b.otherFixedAssets +
    b.shareInsuranceDeposit +
    b.foreclosedAssets +
    otherAssets;
  const shares =
    (shareBalances[CU_SHARE.shareDrafts] ?? 0) +
    (shareBalances[CU_SHARE.regular] ?? 0) +
    (shareBalances[CU_SHARE.moneyMarket] ?? 0) +
    (shareBalances[CU_SHARE.certificates] ?? 0) +
    (shareBalances[CU_SHARE.ira] ?? 0) +
    (shareBalances[CU_SHARE.otherShares] ?? 0);
  const sharesAndDeposits = shares + (shareBalances[CU_SHARE.nonMember] ?? 0);
  const borrowings = b.fhlbAdvances + b.otherBorrowings;
  const liabilities = sharesAndDeposits + borrowings + b.otherLiabilities + b.accruedDividends;
  const netWorth = b.capital;

  const loanIncome = sum(f.loanInterest);
  const investmentIncome =
    sum(f.securitiesIncome) + f.balancesIncome + f.fedFundsIncome + f.tradingIncome + f.otherInterestIncome;
  const interestIncome = loanIncome - f.interestRefunds + investmentIncome;
  const memberDividends = sum(f.depositInterest) - (f.depositInterest[CU_SHARE.nonMember] ?? 0);
  const depositInterest = (f.depositInterest[CU_SHARE.nonMember] ?? 0) + f.foreignDepositInterest;
  const borrowingInterest =
    f.borrowingInterest + f.fedFundsPurchasedInterest + f.subDebtInterest + f.otherInterestExpense;
  const interestExpense = memberDividends + depositInterest + borrowingInterest;
  const otherOperatingIncome =
    f.otherFeeIncome +
    f.servicingFees +
    f.fiduciaryIncome +
    f.insuranceIncome +
    f.investmentFees +
    f.tradingGains +
    f.securitizationIncome;
  const nonOperating = f.nonOperatingIncome + f.foreclosedGains + f.securitiesGains;
  const nonInterestIncome =
    f.serviceCharges + otherOperatingIncome + f.loanSaleGains + f.otherAssetGains + nonOperating;
  const [
    compensation = 0,
    travel = 0,
    occupancy = 0,
    officeOperations = 0,
    education = 0,
    loanServicing = 0,
    professional = 0,
    memberInsurance = 0,
    operatingFees = 0,
    miscellaneous = 0,
  ] = f.expenses;
  const operatingExpense = sum(f.expenses) + f.amortization;
  const netIncome = interestIncome - interestExpense - f.provision + nonInterestIncome - operatingExpense;
  const delinquent = sum(b.delinquent);
  const [young, middle, old] = b.delinquentBuckets;

  return {
    acct_010: assets,
    acct_014: liabilities + netWorth + b.unrealizedGains,
    // Cash and investments.
    acct_as0009: cash,
    acct_730: 0,
    acct_730a: b.cash,
    acct_730b: b.interestBearingBalances,
    acct_as0007: b.timeDepositsInBanks,
    acct_as0008: b.otherDepositsInBanks,
    acct_as0013: investments,
    acct_as0017: b.otherInvestments,
    // Loans.
    acct_025b: loans,
    acct_703a: loanBalances[CU_LOAN.firstLien] ?? 0,
    acct_703: 0,
    acct_386a: loanBalances[CU_LOAN.juniorLien] ?? 0,
    acct_386b: loanBalances[CU_LOAN.otherRealEstate] ?? 0,
    acct_718a5: loanBalances[CU_LOAN.commercialRealEstate] ?? 0,
    acct_400p: loanBalances[CU_LOAN.commercialOther] ?? 0,
    acct_396: loanBalances[CU_LOAN.creditCard] ?? 0,
    acct_397: loanBalances[CU_LOAN.otherUnsecured] ?? 0,
    acct_397a: loanBalances[CU_LOAN.paydayAlternative] ?? 0,
    acct_698a: loanBalances[CU_LOAN.student] ?? 0,
    acct_385: loanBalances[CU_LOAN.newVehicle] ?? 0,
    acct_370: loanBalances[CU_LOAN.usedVehicle] ?? 0,
    acct_698c: loanBalances[CU_LOAN.otherSecured] ?? 0,
    acct_002: loanBalances[CU_LOAN.leases] ?? 0,
    acct_as0048: b.cecl ? b.allowance : 0,
    acct_719: b.cecl ? 0 : b.allowance,
    acct_618a: b.indirectLoans,
    acct_971: b.bankruptcyLoans,
    acct_816a: b.unusedCommitments,
    // Other assets.
    acct_003: b.loansHeldForSale,
    acct_007: b.premises,
    acct_008: b.otherFixedAssets,
    acct_794: b.shareInsuranceDeposit,
    acct_798a: b.foreclosedAssets,
    acct_as0036: otherAssets,
    // Shares, liabilities and equity.
    acct_018: sharesAndDeposits,
    acct_013: shares,
    acct_902: shareBalances[CU_SHARE.shareDrafts] ?? 0,
    acct_657: shareBalances[CU_SHARE.regular] ?? 0,
    acct_911: shareBalances[CU_SHARE.moneyMarket] ?? 0,
    acct_908c: shareBalances[CU_SHARE.certificates] ?? 0,
    acct_906c: shareBalances[CU_SHARE.ira] ?? 0,
    acct_630: shareBalances[CU_SHARE.otherShares] ?? 0,
    acct_880: shareBalances[CU_SHARE.nonMember] ?? 0,
    acct_068a: b.uninsuredShares,
    acct_069a: sharesAndDeposits - b.uninsuredShares,
    acct_860c: borrowings,
    acct_867c: 0,
    acct_820a: b.accruedDividends,
    acct_825: b.otherLiabilities,
    acct_li0069: liabilities,
    acct_997: netWorth,
    acct_940: netWorth - b.otherReserves,
    acct_658: b.otherReserves,
    acct_668: 0,
    acct_925a: 0,
    acct_eq0009: b.unrealizedGains,
    acct_nw0002: b.ceclAdjustment,
    // Delinquency (two months or more) and its age buckets.
    acct_041b: delinquent,
    acct_021b: young,
    acct_022b: middle,
    acct_023b: old,
    acct_041c1: b.delinquent[CU_LOAN.newVehicle] ?? 0,
    acct_041c2: b.delinquent[CU_LOAN.usedVehicle] ?? 0,
    acct_045b: b.delinquent[CU_LOAN.creditCard] ?? 0,
    acct_041t: b.delinquent[CU_LOAN.student] ?? 0,
    acct_dl0062: b.delinquent[CU_LOAN.firstLien] ?? 0,
    acct_dl0069: b.delinquent[CU_LOAN.juniorLien] ?? 0,
    acct_041e: b.indirectDelinquent,
    // Charge-offs and recoveries, year-to-date.
    acct_550: sum(f.chargeOffs),
    acct_551: sum(f.recoveries),
    acct_680: f.chargeOffs[CU_LOAN.creditCard] ?? 0,
    acct_681: f.recoveries[CU_LOAN.creditCard] ?? 0,
    acct_550c1: f.chargeOffs[CU_LOAN.newVehicle] ?? 0,
    acct_551c1: f.recoveries[CU_LOAN.newVehicle] ?? 0,
    acct_550c2: f.chargeOffs[CU_LOAN.usedVehicle] ?? 0,
    acct_551c2: f.recoveries[CU_LOAN.usedVehicle] ?? 0,
    acct_ch0007: f.chargeOffs[CU_LOAN.otherUnsecured] ?? 0,
    acct_ch0008: f.recoveries[CU_LOAN.otherUnsecured] ?? 0,
    acct_ch0015: f.chargeOffs[CU_LOAN.otherSecured] ?? 0,
    acct_ch0016: f.recoveries[CU_LOAN.otherSecured] ?? 0,
    acct_ch0017: f.chargeOffs[CU_LOAN.firstLien] ?? 0,
    acct_ch0018: f.recoveries[CU_LOAN.firstLien] ?? 0,
    acct_ch0019: f.chargeOffs[CU_LOAN.juniorLien] ?? 0,
    acct_ch0020: f.recoveries[CU_LOAN.juniorLien] ?? 0,
    acct_550t: f.chargeOffs[CU_LOAN.student] ?? 0,
    acct_551t: f.recoveries[CU_LOAN.student] ?? 0,
    acct_550e: f.indirectChargeOffs,
    acct_551e: f.indirectRecoveries,
    acct_031b: f.loansGranted,
    acct_736: f.mortgagesSold,
    // Income statement, year-to-date.
    acct_110: loanIncome,
    acct_119: f.interestRefunds,
    acct_120: investmentIncome,
    acct_115: interestIncome,
    acct_380: memberDividends,
    acct_381: depositInterest,
    acct_340: borrowingInterest,
    acct_350: interestExpense,
    acct_is0017: b.cecl ? f.provision : 0,
    acct_300: b.cecl ? 0 : f.provision,
    acct_131: f.serviceCharges,
    acct_is0020: otherOperatingIncome,
    acct_659: 0,
    acct_is0029: f.loanSaleGains,
    acct_430: f.otherAssetGains,
    acct_440: nonOperating,
    acct_117: nonInterestIncome,
    acct_210: compensation,
    acct_230: travel,
    acct_250: occupancy,
    acct_260: officeOperations,
    acct_270: education,
    acct_280: loanServicing,
    acct_290: professional,
    acct_310: memberInsurance,
    acct_320: operatingFees,
    acct_360: miscellaneous + f.amortization,
    acct_671: operatingExpense,
    acct_661a: netIncome,
    // Counts.
    acct_083: q.members,
    acct_084: q.potentialMembers,
    acct_025a: q.loanCount,
    acct_460: q.shareAccounts,
    acct_564a: q.fullTime,
    acct_564b: q.partTime,
    acct_566: q.offices,
  };
}
