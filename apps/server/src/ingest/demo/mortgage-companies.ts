import { COUNTIES } from '../../reference/us-counties.js';
import type { MortgageCompanyRecord } from '../hmda/hmda-store.js';
import { drawDemoLei } from './lei.js';
import { createMortgageNamer } from './mortgage-company-names.js';
import { countyIndexOf, type Footprint, nationalFootprint, regionalFootprint } from './mortgage-footprint.js';
import { HOLDING_COMPANY_FORMS, MUTUAL_HOLDING_COMPANY_FORMS } from './name-patterns.js';
import { pickPlace } from './places.js';
import type { Random } from './random.js';

/**
 * The demo's mortgage companies: a few large national lenders, regional and many local independents,
 * and mortgage affiliates of some larger demo holding companies. Each has a fictional name and LEI,
 * a headquarters at a real city, where it lends and its share of the independents' market.
 */

export type MortgageCompanyKind = 'national' | 'regional' | 'local' | 'affiliate';

export type DemoMortgageCompany = {
  kind: MortgageCompanyKind;
  /** Without assets: they follow from the volume the plan gives the company. */
  record: Omit<MortgageCompanyRecord, 'assets'>;
  footprint: Footprint;
  /** Share of its kind's volume (independents), or of its holding company's assets (affiliates). */
  weight: number;
};

/** A demo holding company, as an affiliate's parent. */
export type DemoHoldingCompany = {
  rssdId: number;
  name: string;
  /** $000. */
  assets: number;
  countyFips: string;
};

/** Shares of the independents' volume by kind: the nationals lead, as the largest real ones do. */
export const INDEPENDENT_SHARES: Readonly<Record<Exclude<MortgageCompanyKind, 'affiliate'>, number>> = {
  national: 0.42,
  regional: 0.33,
  local: 0.25,
};

/** Holding companies large enough to own a mortgage company ($000), and how many of them do. */
const AFFILIATE_MIN_ASSETS = 10_000_000;
const AFFILIATE_CHANCE = 0.15;
/** Fictional RSSD ids of the affiliates, apart from the demo's banks and holding companies. */
const AFFILIATE_RSSD_BASE = 9_500_000;

const TOP_MARKETS = [...COUNTIES.keys()].sort((a, b) => (COUNTIES[b]?.[5] ?? 0) - (COUNTIES[a]?.[5] ?? 0));

/** A headquarters county: the largest markets for large lenders, anywhere for small ones. */
function headquarters(random: Random, kind: MortgageCompanyKind): number {
  const pool =
    kind === 'national'
      ? TOP_MARKETS.slice(0, 40)
      : kind === 'regional'
        ? TOP_MARKETS.slice(0, 400)
        : TOP_MARKETS;
  return random.weighted(pool, (i) => COUNTIES[i]?.[5] ?? 0);
}

/** "Heritage Bancshares, Inc." is "Heritage": the words before its corporate form. */
function holdingCompanyWords(name: string): string {
  const forms = [...HOLDING_COMPANY_FORMS, ...MUTUAL_HOLDING_COMPANY_FORMS].map((f) => f[1]);
  forms.sort((a, b) => b.length - a.length);
  const form = forms.find((f) => name.endsWith(` ${f}`));
  return form ? name.slice(0, -form.length - 1) : name;
}

/**
 * Draws `independents` independent mortgage companies (at least two national ones) and the
 * affiliates of the holding companies that have one, all from one stream.
 */
export function drawDemoMortgageCompanies(
  random: Random,
  options: {
    independents: number;
    holdingCompanies: readonly DemoHoldingCompany[];
    /** LEIs already given to other lenders. */
    takenLeis: ReadonlySet<string>;
  },
): DemoMortgageCompany[] {
  const namer = createMortgageNamer(random.fork(1));
  const leis = new Set(options.takenLeis);
  const lei = () => {
    for (;;) {
      const drawn = drawDemoLei(random);
      if (!leis.has(drawn)) {
        leis.add(drawn);
        return drawn;
      }
    }
  };
  const nationals = Math.max(2, Math.round(options.independents * 0.011));
  const regionals = Math.max(1, Math.round(options.independents * 0.13));
  const out: DemoMortgageCompany[] = [];
  for (let i = 0; i < Math.max(options.independents, nationals + regionals); i++) {
    const kind: MortgageCompanyKind =
      i < nationals ? 'national' : i < nationals + regionals ? 'regional' : 'local';
    const hq = headquarters(random, kind);
    const county = COUNTIES[hq] as (typeof COUNTIES)[number];
    const footprint =
      kind === 'national'
        ? nationalFootprint(random, random.int(120, 220))
        : kind === 'regional'
          ? regionalFootprint(random, hq, {
              counties: random.int(8, 45),
              radiusKm: random.between(350, 700),
              homeShare: random.between(0.1, 0.3),
            })
          : regionalFootprint(random, hq, {
              counties: random.int(0, 6),
              radiusKm: 100,
              homeShare: random.between(0.4, 0.8),
            });
    out.push({
      kind,
      record: {
        lei: lei(),
        name: namer.independent(kind === 'local' && random.chance(0.6)),
        rssdId: null,
        parentName: null,
        parentRssdId: null,
        city: pickPlace(random, county[0]).city,
        state: county[2],
        agencyCode: 7,
        lenderType: 'independent',
        source: 'demo',
      },
      footprint,
      weight:
        kind === 'national'
          ? random.between(0.5, 1.5)
          : Math.exp(random.normal(0, kind === 'regional' ? 0.6 : 0.9)),
    });
  }
  out.push(...drawAffiliates(random, options.holdingCompanies, namer, lei));
  return out;
}

function drawAffiliates(
  random: Random,
  holdingCompanies: readonly DemoHoldingCompany[],
  namer: ReturnType<typeof createMortgageNamer>,
  lei: () => string,
): DemoMortgageCompany[] {
  const out: DemoMortgageCompany[] = [];
  const large = holdingCompanies
    .filter((h) => h.assets >= AFFILIATE_MIN_ASSETS)
    .sort((a, b) => a.rssdId - b.rssdId);
  for (const parent of large) {
    if (!random.chance(AFFILIATE_CHANCE)) continue;
    const home = countyIndexOf(parent.countyFips);
    const name = namer.affiliate(holdingCompanyWords(parent.name));
    if (home === undefined || !name) continue;
    const county = COUNTIES[home] as (typeof COUNTIES)[number];
    out.push({
      kind: 'affiliate',
      record: {
        lei: lei(),
        name,
        rssdId: AFFILIATE_RSSD_BASE + out.length * 13,
        parentName: parent.name,
        parentRssdId: parent.rssdId,
        city: pickPlace(random, county[0]).city,
        state: county[2],
        // The CFPB supervises the affiliates of holding companies over $10 billion.
        agencyCode: parent.assets > 10_000_000 ? 9 : 7,
        lenderType: 'affiliate',
        source: 'demo',
      },
      footprint: regionalFootprint(random, home, {
        counties: random.int(6, 30),
        radiusKm: 400,
        homeShare: random.between(0.15, 0.35),
      }),
      weight: random.between(0.02, 0.06),
    });
  }
  return out;
}
