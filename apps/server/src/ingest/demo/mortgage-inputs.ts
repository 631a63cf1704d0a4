import type { Period } from '../../metrics/periods.js';
import type { DemoDataSet } from './generate-demo.js';
import type { DemoHoldingCompany } from './mortgage-companies.js';
import { quarterEnd } from './mortgage-lender-book.js';
import type { DepositoryLender } from './mortgage-plan.js';

/**
 * What the HMDA plan reads of the generated data set: each bank's and credit union's residential
 * lending lines at the year's five quarter ends (the prior year end first), its loan sales and its
 * branches; each holding company's size and home. `idOf` gives an institution's database id.
 */
export function demoMortgageInputs(
  data: DemoDataSet,
  idOf: (key: number) => number,
  year: number,
): { depositories: DepositoryLender[]; holdingCompanies: DemoHoldingCompany[] } {
  const periods: Period[] = [`${year - 1}-12-31`, ...[1, 2, 3, 4].map((q) => quarterEnd(year, q))];
  const byKey = new Map(data.institutions.map((i) => [i.key, i]));
  const branches = new Map<number, { countyFips: string; deposits: number }[]>();
  for (const b of data.branches) {
    const list = branches.get(b.institutionKey) ?? [];
    list.push({ countyFips: b.countyFips, deposits: b.deposits });
    branches.set(b.institutionKey, list);
  }
  const depositories: DepositoryLender[] = [];
  const holdingCompanies: DemoHoldingCompany[] = [];
  for (const inst of data.institutions) {
    const filings = periods.map((p) => inst.financials.get(p));
    if (inst.fiType === 'bhc') {
      const assets = filings[0]?.asset;
      if (assets !== undefined)
        holdingCompanies.push({ rssdId: inst.rssdId, name: inst.name, assets, countyFips: inst.countyFips });
      continue;
    }
    const bank = inst.fiType === 'bank';
    const assetsOf = (f: Record<string, number> | undefined) => (bank ? f?.asset : f?.acct_010);
    depositories.push({
      id: idOf(inst.key),
      fiType: inst.fiType,
      regulatoryId: inst.regulatoryId,
      name: inst.name,
      rssdId: inst.rssdId,
      regulator: inst.regulator,
      city: inst.city,
      state: inst.state,
      countyFips: inst.countyFips,
      parentRssdId: inst.parentKey === null ? null : (byKey.get(inst.parentKey)?.rssdId ?? null),
      // The panel states the assets of the year before.
      assets: assetsOf(filings[0]) ?? assetsOf(filings[4]) ?? 0,
      firstLiens: filings.map((f) => (f ? ((bank ? f.lnrersfm : f.acct_703a) ?? 0) : null)),
      subordinateLiens: filings.map((f) =>
        f ? (bank ? (f.lnrersf2 ?? 0) + (f.lnreloc ?? 0) : (f.acct_386a ?? 0)) : null,
      ),
      loanSaleGains: bank ? (filings[4]?.netgnsln ?? null) : null,
      mortgagesSold: bank ? null : (filings[4]?.acct_736 ?? null),
      branches: branches.get(inst.key) ?? [],
    });
  }
  return { depositories, holdingCompanies };
}
