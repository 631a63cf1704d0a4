import { addQuarters, type Period } from '../../metrics/periods.js';
import { BANK_LINE_ITEMS } from '../../reference/line-items/bank-line-items.js';
import { COUNTIES, type County } from '../../reference/us-counties.js';
import { bankCallReport, creditUnionCallReport } from './call-report-mapping.js';
import { drawProfile, type Profile } from './institution-model.js';
import { createNamer, demoWebsiteOf } from './names.js';
import { pickPlace } from './places.js';
import type { Acquisition, QuarterRecord } from './quarter-record.js';
import { createRandom, type Random, weightedPicker } from './random.js';
import { simulateInstitution } from './simulate.js';

export const DEMO_SEED = 20_261_121;
export const DEMO_QUARTERS = 20;

export type DemoOptions = {
  /** The last quarter end of the data set; the generator fills the 20 quarters up to it. */
  latestPeriod: Period;
  banks?: number;
  holdingCompanies?: number;
  creditUnions?: number;
  seed?: number;
};

export type DemoInstitution = {
  key: number;
  fiType: 'bank' | 'bhc' | 'credit_union';
  name: string;
  rssdId: number;
  regulatoryId: string;
  city: string;
  state: string;
  zip: string;
  countyFips: string;
  countyName: string;
  cbsaCode: string | null;
  cbsaName: string | null;
  latitude: number;
  longitude: number;
  website: string;
  employees: number;
  charterClass: string;
  regulator: string;
  establishedDate: string;
  isMutual: boolean;
  isMdi: boolean;
  fieldOfMembership: string | null;
  ncuaPeerGroup: number | null;
  parentKey: number | null;
  active: boolean;
  /** Line items by period, in the regulator's vocabulary, dollars in $000. */
  financials: Map<Period, Record<string, number>>;
};

export type DemoBranch = {
  institutionKey: number;
  name: string;
  city: string;
  state: string;
  zip: string;
  countyFips: string;
  cbsaCode: string | null;
  latitude: number;
  longitude: number;
  deposits: number;
  isMainOffice: boolean;
  establishedDate: string;
};

export type DemoEvent = {
  date: string;
  kind: 'merger' | 'failure';
  changeCode: number;
  fiType: 'bank' | 'credit_union';
  acquirerKey: number;
  targetKey: number;
  description: string;
};

export type DemoDataSet = {
  periods: Period[];
  institutions: DemoInstitution[];
  branches: DemoBranch[];
  events: DemoEvent[];
};

// Shares of institutions by asset band, close to the industry's: many small, few very large.
const BANK_BANDS = [
  { min: 20_000, max: 100_000, share: 0.19 },
  { min: 100_000, max: 500_000, share: 0.45 },
  { min: 500_000, max: 1_000_000, share: 0.15 },
  { min: 1_000_000, max: 10_000_000, share: 0.175 },
  { min: 10_000_000, max: 100_000_000, share: 0.03 },
  { min: 100_000_000, max: 800_000_000, share: 0.005 },
];
// Credit unions (NCUA 2025-12): 18% below $10M, 40% $10M-$100M, 24% $100M-$500M, 6% $500M-$1B, 11% above.
const CU_BANDS = [
  { min: 1_000, max: 10_000, share: 0.185 },
  { min: 10_000, max: 100_000, share: 0.4 },
  { min: 100_000, max: 500_000, share: 0.245 },
  { min: 500_000, max: 1_000_000, share: 0.065 },
  { min: 1_000_000, max: 10_000_000, share: 0.095 },
  { min: 10_000_000, max: 60_000_000, share: 0.01 },
];
const BANK_CLASSES = [
  { cls: 'NM', regulator: 'FDIC', share: 0.55 },
  { cls: 'SM', regulator: 'FED', share: 0.17 },
  { cls: 'N', regulator: 'OCC', share: 0.2 },
  { cls: 'SB', regulator: 'FDIC', share: 0.06 },
  { cls: 'SA', regulator: 'OCC', share: 0.02 },
];
const FIELDS_OF_MEMBERSHIP = [
  'Community',
  'Single common bond',
  'Multiple common bond',
  'Low-income designated community',
];

function drawSize(random: Random, bands: typeof BANK_BANDS): number {
  const band = random.weighted(bands, (b) => b.share);
  // Within a band sizes thin out towards the top, as they do in reality.
  return Math.round(
    Math.exp(Math.log(band.min) + (Math.log(band.max) - Math.log(band.min)) * random.next() ** 1.4),
  );
}

/** Counties of a state and a pick weighted by population, prepared once per state. */
const statePickers = new Map<string, (random: Random) => County>();
function pickSiteIn(state: string): (random: Random) => County {
  let picker = statePickers.get(state);
  if (!picker) {
    picker = weightedPicker(
      COUNTIES.filter((c) => c[2] === state),
      (c) => c[5],
    );
    statePickers.set(state, picker);
  }
  return picker;
}
/** Home counties are drawn by banking activity, which grows more slowly than population. */
const pickHome = weightedPicker(COUNTIES, (c) => Math.sqrt(c[5]));

type Namer = ReturnType<typeof createNamer>;

/** An institution as drawn, before its quarters are simulated. */
export type Draft = Omit<DemoInstitution, 'financials' | 'employees'> & {
  profile: Profile;
  startAssets: number;
  home: County;
};

/** A simulated filer: its call reports and what its acquirer takes over from its last quarter. */
type Filed = { financials: Map<Period, Record<string, number>>; last: QuarterRecord | undefined };

/**
 * The national demo data set: deterministic for a seed and a latest period. Institutions get a home
 * county drawn by banking activity, a size from the industry's distribution, a business profile that
 * fits their size and market, twenty quarters of call-report line items, branches, a holding company
 * for most banks, and mergers and failures that end some institutions and grow their acquirers.
 */
export function generateDemoDataSet(options: DemoOptions): DemoDataSet {
  const root = createRandom(options.seed ?? DEMO_SEED);
  const periods = Array.from({ length: DEMO_QUARTERS }, (_, i) =>
    addQuarters(options.latestPeriod, i - DEMO_QUARTERS + 1),
  );
  const { drafts, bhcs } = draftInstitutions(root, options);
  const { events, endsAt } = drawStructureEvents(root.fork(3), drafts, periods, options.latestPeriod);
  const filed = simulateFilers(root, drafts, events, endsAt, periods);

  const institutions: DemoInstitution[] = drafts.map((d) => {
    const own = filed.get(d.key);
    return {
      ...stripDraft(d),
      website: demoWebsiteOf(d.name),
      employees: own?.last?.employees ?? 0,
      active: !endsAt.has(d.key),
      financials: own?.financials ?? new Map(),
    };
  });
  institutions.push(...holdingCompanyFilers(bhcs, institutions, periods));

  const branches = generateBranches(
    institutions,
    drafts,
    { sites: root.fork(4), places: root.fork(6) },
    periods[periods.length - 1] ?? options.latestPeriod,
  );
  return { periods, institutions, branches, events };
}

/**
 * Every institution as drawn, before any quarter is simulated: who it is, where, its charter and
 * size. Names and places come from their own random streams (forks 1, 5), so they never shift the
 * draws of the financial simulation.
 */
export function draftInstitutions(root: Random, options: DemoOptions): { drafts: Draft[]; bhcs: Draft[] } {
  const namer = createNamer(root.fork(1));
  const places = root.fork(5);
  const bankCount = options.banks ?? 4_500;
  // Names come from one shared namer, so banks, then credit unions, then holding companies draw them.
  const drafts = [
    ...draftBanks(root, namer, places, bankCount, 1),
    ...draftCreditUnions(root, namer, places, options.creditUnions ?? 4_500, bankCount + 1),
  ];
  const bhcs = draftHoldingCompanies(
    root.fork(2),
    namer,
    drafts,
    options.holdingCompanies ?? 1_000,
    drafts.length + 1,
  );
  return { drafts, bhcs };
}

/** Who and where every demo institution is (no financials): for checks of names and places at scale. */
export function draftDemoIdentities(options: Omit<DemoOptions, 'latestPeriod'>) {
  const { drafts, bhcs } = draftInstitutions(createRandom(options.seed ?? DEMO_SEED), {
    ...options,
    latestPeriod: '2026-12-31',
  });
  return [...drafts, ...bhcs].map(stripDraft);
}

/** Most charters are old; a few are de novo institutions of the last decade. */
function establish(random: Random): string {
  const year = random.chance(0.04) ? random.int(2012, 2019) : random.int(1865, 2005);
  return `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
}

function draftBanks(root: Random, namer: Namer, places: Random, count: number, firstKey: number): Draft[] {
  const drafts: Draft[] = [];
  for (let i = 0; i < count; i++) {
    const random = root.fork(1000 + i);
    const home = pickHome(random);
    const assets = drawSize(random, BANK_BANDS);
    const rural = home[6] === '';
    const cls = random.weighted(BANK_CLASSES, (c) => c.share);
    const place = pickPlace(places, home[0]);
    drafts.push({
      key: firstKey + i,
      fiType: 'bank',
      name: namer.bank(cls.cls, { town: place.city, county: home }),
      rssdId: 6_000_000 + i * 7,
      regulatoryId: String(90_001 + i),
      city: place.city,
      state: home[2],
      zip: place.zip,
      countyFips: home[0],
      countyName: home[1],
      cbsaCode: home[6] || null,
      cbsaName: home[7] || null,
      latitude: home[3] + random.normal(0, 0.08),
      longitude: home[4] + random.normal(0, 0.08),
      website: '',
      charterClass: cls.cls,
      regulator: cls.regulator,
      establishedDate: establish(random),
      isMutual: cls.cls === 'SB' || cls.cls === 'SA' ? random.chance(0.6) : false,
      isMdi: random.chance(0.03),
      fieldOfMembership: null,
      ncuaPeerGroup: null,
      parentKey: null,
      active: true,
      profile: drawProfile(random, 'bank', assets, rural),
      startAssets: assets,
      home,
    });
  }
  return drafts;
}

/** NCUA peer groups by total assets ($000). */
function ncuaPeerGroup(assets: number): number {
  return assets < 2_000
    ? 1
    : assets < 10_000
      ? 2
      : assets < 50_000
        ? 3
        : assets < 100_000
          ? 4
          : assets < 500_000
            ? 5
            : 6;
}

function draftCreditUnions(
  root: Random,
  namer: Namer,
  places: Random,
  count: number,
  firstKey: number,
): Draft[] {
  const drafts: Draft[] = [];
  for (let i = 0; i < count; i++) {
    const random = root.fork(500_000 + i);
    const home = pickHome(random);
    const assets = drawSize(random, CU_BANDS);
    const federal = random.chance(0.6);
    const place = pickPlace(places, home[0]);
    const draft: Draft = {
      key: firstKey + i,
      fiType: 'credit_union',
      name: '',
      rssdId: 7_000_000 + i * 7,
      regulatoryId: String(60_001 + i),
      city: place.city,
      state: home[2],
      zip: place.zip,
      countyFips: home[0],
      countyName: home[1],
      cbsaCode: home[6] || null,
      cbsaName: home[7] || null,
      latitude: home[3] + random.normal(0, 0.08),
      longitude: home[4] + random.normal(0, 0.08),
      website: '',
      charterClass: federal ? 'Federal' : 'State',
      regulator: 'NCUA',
      establishedDate: establish(random),
      isMutual: true,
      isMdi: random.chance(0.04),
      fieldOfMembership: random.pick(FIELDS_OF_MEMBERSHIP),
      ncuaPeerGroup: ncuaPeerGroup(assets),
      parentKey: null,
      active: true,
      profile: drawProfile(random, 'credit_union', assets, home[6] === ''),
      startAssets: assets,
      home,
    };
    // Named once its field of membership is drawn: a community charter is named for its place.
    draft.name = namer.creditUnion(federal, draft.fieldOfMembership ?? 'Community', {
      town: place.city,
      county: home,
    });
    drafts.push(draft);
  }
  return drafts;
}

/**
 * Holding companies: most banks have one; a few own several banks, usually in one region. Sets each
 * owned bank's `parentKey` and returns the holding companies, keyed from `firstKey`.
 */
function draftHoldingCompanies(
  random: Random,
  namer: Namer,
  drafts: Draft[],
  count: number,
  firstKey: number,
): Draft[] {
  const banks = drafts.filter((d) => d.fiType === 'bank');
  const bhcs: Draft[] = [];
  for (let i = 0; i < count && i < banks.length; i++) {
    const lead = banks[i] as Draft;
    bhcs.push({
      ...lead,
      key: firstKey + i,
      fiType: 'bhc',
      name: namer.holdingCompany(lead.name, lead.isMutual, { town: lead.city, county: lead.home }),
      rssdId: 8_000_000 + i * 7,
      regulatoryId: String(8_000_000 + i * 7),
      charterClass: 'BHC',
      regulator: 'FED',
      isMutual: false,
    });
    lead.parentKey = bhcs[i]?.key ?? null;
  }
  for (const bank of banks.slice(count)) {
    if (!random.chance(0.55)) continue;
    // Skewed ownership: low-numbered holding companies collect most of the extra banks.
    const index = Math.floor(bhcs.length * random.next() ** 2.2);
    bank.parentKey = bhcs[index]?.key ?? null;
  }
  return bhcs;
}

/**
 * Mergers and failures, quarter by quarter, among institutions still alive. `endsAt` holds the index of
 * the first period an ended institution no longer files.
 */
export function drawStructureEvents(
  random: Random,
  drafts: readonly Draft[],
  periods: readonly Period[],
  latestPeriod: Period,
): { events: DemoEvent[]; endsAt: Map<number, number> } {
  const events: DemoEvent[] = [];
  const endsAt = new Map<number, number>();
  for (let q = 2; q < periods.length; q++) {
    for (const kind of ['bank', 'credit_union'] as const) {
      const alive = drafts.filter((d) => d.fiType === kind && !endsAt.has(d.key));
      const mergerRate = kind === 'bank' ? 0.0065 : 0.0095;
      for (const target of alive) {
        const fails = kind === 'bank' && random.chance(0.00015);
        if (!fails && !random.chance(mergerRate * (target.startAssets < 300_000 ? 1.6 : 0.4))) continue;
        const buyers = alive.filter(
          (d) => d.state === target.state && d.startAssets > target.startAssets * 1.5 && !endsAt.has(d.key),
        );
        const acquirer = buyers.length > 0 ? random.pick(buyers) : undefined;
        if (!acquirer) continue;
        endsAt.set(target.key, q);
        const date = periods[q - 1] ?? periods[0] ?? latestPeriod;
        // Effective the day after the last quarter the target filed.
        const effective = new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000 * random.int(1, 80))
          .toISOString()
          .slice(0, 10);
        events.push({
          date: effective,
          kind: fails ? 'failure' : 'merger',
          changeCode: fails ? 211 : 223,
          fiType: kind,
          acquirerKey: acquirer.key,
          targetKey: target.key,
          description: fails
            ? `${target.name} failed; deposits and assets assumed by ${acquirer.name}.`
            : `${target.name} merged into ${acquirer.name}.`,
        });
      }
    }
  }
  return { events, endsAt };
}

/**
 * Simulates every filer once, smallest first: an acquirer is always larger than its targets (see the
 * buyers in drawStructureEvents), so each target's last balances are known before its acquirer takes
 * them over. Each quarter becomes its call report at once; only what acquirers need of the last quarter
 * is kept.
 */
function simulateFilers(
  root: Random,
  drafts: readonly Draft[],
  events: readonly DemoEvent[],
  endsAt: ReadonlyMap<number, number>,
  periods: readonly Period[],
): Map<number, Filed> {
  const filed = new Map<number, Filed>();
  const eventsByAcquirer = new Map<number, DemoEvent[]>();
  for (const e of events)
    eventsByAcquirer.set(e.acquirerKey, [...(eventsByAcquirer.get(e.acquirerKey) ?? []), e]);
  const bySize = [...drafts].sort((a, b) => a.startAssets - b.startAssets || a.key - b.key);
  for (const d of bySize) {
    const quarters = simulateInstitution({
      kind: d.fiType === 'credit_union' ? 'credit_union' : 'bank',
      profile: d.profile,
      startAssets: d.startAssets,
      periods: periods.slice(0, endsAt.get(d.key) ?? periods.length),
      random: root.fork(900_000 + d.key),
      acquired: acquisitionsOf(
        eventsByAcquirer.get(d.key) ?? [],
        (key) => {
          const target = filed.get(key);
          return target && { quarters: target.financials.size, last: target.last };
        },
        periods,
      ),
    });
    const toReport = d.fiType === 'credit_union' ? creditUnionCallReport : bankCallReport;
    const financials = new Map<Period, Record<string, number>>();
    for (const q of quarters) financials.set(q.period, toReport(q));
    filed.set(d.key, { financials, last: quarters[quarters.length - 1] });
  }
  return filed;
}

/** What is known of a simulated institution when its acquirer is simulated: its quarters and the last. */
export type FiledSoFar = { quarters: number; last: QuarterRecord | undefined };

/** What an acquirer takes over, by the period each target's balances arrive in. */
export function acquisitionsOf(
  events: readonly { targetKey: number }[],
  filed: (key: number) => FiledSoFar | undefined,
  periods: readonly Period[],
): Map<string, Acquisition> | undefined {
  let acquired: Map<string, Acquisition> | undefined;
  for (const e of events) {
    const target = filed(e.targetKey);
    const arrival = periods[target?.quarters ?? periods.length];
    if (!target?.last || !arrival) continue;
    acquired ??= new Map<string, Acquisition>();
    const before = acquired.get(arrival) ?? { assets: 0, capital: 0 };
    acquired.set(arrival, {
      assets: before.assets + target.last.balances.assets,
      capital: before.capital + target.last.balances.capital,
    });
  }
  return acquired;
}

/**
 * A holding company files the sum of its banks. A bank that leaves during a year (merged or failed)
 * still earned its income while the holding company owned it, so its year-to-date flows stay in the
 * holding company's figures until the year ends; its balances leave with it.
 */
function holdingCompanyFilers(
  bhcs: readonly Draft[],
  institutions: readonly DemoInstitution[],
  periods: readonly Period[],
): DemoInstitution[] {
  const childrenOf = new Map<number, DemoInstitution[]>();
  for (const inst of institutions) {
    if (inst.parentKey === null) continue;
    childrenOf.set(inst.parentKey, [...(childrenOf.get(inst.parentKey) ?? []), inst]);
  }
  return bhcs.map((bhc) => {
    const children = childrenOf.get(bhc.key) ?? [];
    return {
      ...stripDraft(bhc),
      website: '',
      employees: children.reduce((n, c) => n + c.employees, 0),
      active: children.some((c) => c.active),
      financials: holdingCompanyFinancials(children, periods),
    };
  });
}

function holdingCompanyFinancials(
  children: readonly DemoInstitution[],
  periods: readonly Period[],
): Map<Period, Record<string, number>> {
  const financials = new Map<Period, Record<string, number>>();
  for (const period of periods) {
    const reports: Record<string, number>[] = [];
    const departed: Record<string, number>[] = [];
    for (const child of children) {
      const report = child.financials.get(period);
      if (report) {
        reports.push(report);
        continue;
      }
      const last = lastFilingInYear(child, period);
      if (last) departed.push(flowsOnly(last));
    }
    if (reports.length === 0) continue;
    // A holding company of one bank files that bank's figures (the same filing, never changed later).
    const all = [...reports, ...departed];
    const sum = all.length === 1 ? all[0] : sumReports(all);
    if (sum) financials.set(period, sum);
  }
  return financials;
}

/**
 * Line items added up across filings. Bank call reports come from one mapping, so their items are in
 * the same order and add up position by position; anything else adds up item by item.
 */
function sumReports(reports: readonly Record<string, number>[]): Record<string, number> | undefined {
  const [first] = reports;
  if (!first) return undefined;
  const codes = Object.keys(first);
  const aligned = reports.every((report) => {
    const keys = Object.keys(report);
    return keys.length === codes.length && keys.every((code, i) => code === codes[i]);
  });
  if (!aligned) {
    const out: Record<string, number> = {};
    for (const report of reports)
      for (const [code, value] of Object.entries(report)) out[code] = (out[code] ?? 0) + value;
    return out;
  }
  const totals = new Array<number>(codes.length).fill(0);
  for (const report of reports) {
    const values = Object.values(report);
    for (let i = 0; i < values.length; i++) totals[i] = (totals[i] ?? 0) + (values[i] ?? 0);
  }
  // Cloning a filing keeps its shape, which makes the copy much cheaper to fill than a new object.
  const out: Record<string, number> = { ...first };
  for (let i = 0; i < codes.length; i++) out[codes[i] as string] = totals[i] ?? 0;
  return out;
}

/** The filing of the same year before `period`, of an institution that no longer files at `period`. */
function lastFilingInYear(inst: DemoInstitution, period: Period): Record<string, number> | undefined {
  let last: Record<string, number> | undefined;
  for (const [p, report] of inst.financials)
    if (p < period && p.slice(0, 4) === period.slice(0, 4)) last = report;
  return last;
}

const BANK_FLOWS = new Set(BANK_LINE_ITEMS.filter((i) => i.kind === 'flow').map((i) => i.code));

/** A filing with everything but its year-to-date flows set to zero (same items, same order). */
function flowsOnly(report: Record<string, number>): Record<string, number> {
  const out = { ...report };
  for (const code of Object.keys(out)) if (!BANK_FLOWS.has(code)) out[code] = 0;
  return out;
}

function stripDraft<T extends { profile: unknown; startAssets: unknown; home: unknown }>(d: T) {
  const { profile: _p, startAssets: _s, home: _h, ...rest } = d;
  return rest;
}

/**
 * Branches of active institutions: the main office at the institution's own address, the others in its
 * home county or nearby in its state, each at a real city and ZIP of its own county. Places are drawn
 * from their own stream so deposits and locations stay as they were.
 */
function generateBranches(
  institutions: DemoInstitution[],
  drafts: { key: number; home: County }[],
  streams: { sites: Random; places: Random },
  latest: Period,
): DemoBranch[] {
  const random = streams.sites;
  const homes = new Map(drafts.map((d) => [d.key, d.home]));
  const out: DemoBranch[] = [];
  for (const inst of institutions) {
    if (inst.fiType === 'bhc' || !inst.active) continue;
    const report = inst.financials.get(latest);
    const home = homes.get(inst.key);
    if (!report || !home) continue;
    const offices = Math.max(1, Math.round(report.offdom ?? report.acct_566 ?? 1));
    const deposits = report.dep ?? report.acct_018 ?? 0;
    const nearby = pickSiteIn(inst.state);
    const weights = Array.from({ length: offices }, (_, i) => (i === 0 ? 3 : random.between(0.3, 1.5)));
    const total = weights.reduce((a, b) => a + b, 0);
    for (let i = 0; i < offices; i++) {
      const county = i === 0 || random.chance(0.45) ? home : nearby(random);
      const place = i === 0 ? { city: inst.city, zip: inst.zip } : pickPlace(streams.places, county[0]);
      out.push({
        institutionKey: inst.key,
        name: i === 0 ? `${inst.name} Main Office` : `${place.city} Branch`,
        city: place.city,
        state: county[2],
        zip: place.zip,
        countyFips: county[0],
        cbsaCode: county[6] || null,
        latitude: county[3] + random.normal(0, 0.05),
        longitude: county[4] + random.normal(0, 0.05),
        deposits: Math.round((deposits * (weights[i] ?? 1)) / total),
        isMainOffice: i === 0,
        establishedDate: inst.establishedDate,
      });
    }
  }
  return out;
}
