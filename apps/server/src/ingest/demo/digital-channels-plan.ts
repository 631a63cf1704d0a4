import {
  type AppStore,
  type AppTypeId,
  DIGITAL_CHANNEL_SOLUTION,
  type DigitalChannel,
  DOWNLOAD_BANDS,
} from '@fin-atlas/domain';
import { addQuarters } from '../../metrics/periods.js';
import { dayOf, isoOf } from './calendar-days.js';
import { adoptionShare, PLANNED_FEATURES } from './digital-channels-features.js';
import { appNameOf } from './digital-channels-names.js';
import { drawServices, electronicServicesOf } from './digital-channels-services.js';
import {
  type DigitalVendorTraits,
  digitalVendorTraits,
  IN_HOUSE_TRAITS,
} from './digital-channels-vendors.js';
import { demoWebsiteOf } from './names.js';
import { createRandom, type Random, streamOf } from './random.js';
import { tierOf } from './technographics-market.js';

/**
 * The demo's digital channels, quarter by quarter, drawn from the technographics already written:
 * an institution with the 'Retail Mobile Banking' solution at a quarter end has an app listed in the
 * App Store and Google Play (small ones sometimes in one store), one with 'Retail Online Banking' an
 * online banking platform, each naming the vendor and product technographics names at that date, so
 * a technographics switch is a vendor change here. On a switch the institution usually keeps its
 * listing (the new vendor ships an update); a vendor-branded listing, or now and then any, is
 * replaced by a new app with a new name and launch date. Ratings follow the vendor's quality and the
 * app's age and drift a little each quarter; rating counts and downloads follow the institution's
 * accounts or members; features spread through the market quarter by quarter, earlier at large
 * institutions and at vendors that lead, and follow technographics where a solution says whether
 * the institution offers the feature. Each credit union's NCUA electronic-services answers follow
 * its apps. Deterministic: each institution draws from its own stream, seeded by type and regulator id.
 */

/** Quarter ends the demo's snapshots cover, up to the data's latest. */
export const DIGITAL_QUARTERS = 12;

export type DigitalInstitution = {
  id: number;
  fiType: 'bank' | 'credit_union';
  regulatoryId: string;
  name: string;
  website: string | null;
  /** Latest total assets in $000. */
  assets: number;
  /** Deposit accounts for banks, members for credit unions, at the latest filing. */
  accounts: number | null;
  establishedOn: string | null;
  /** The merger or failure that ended the institution. */
  endedOn: string | null;
};

/** A technographics interval row of one of the solutions the plan reads. */
export type SolutionInterval = {
  institutionId: number;
  solution: string;
  hasService: boolean;
  /** The institution runs the service itself. */
  inHouse: boolean;
  vendorId: number | null;
  productId: number | null;
  vendorName: string | null;
  productName: string | null;
  startedOn: string;
  endedOn: string | null;
};

export type DigitalPlanInput = {
  seed: number;
  /** Quarter ends, oldest first (digitalPeriods). */
  periods: readonly string[];
  institutions: readonly DigitalInstitution[];
  /** Intervals of the channels' solutions and of the solutions behind features, any order. */
  intervals: readonly SolutionInterval[];
};

export type PlannedSnapshot = {
  institutionId: number;
  period: string;
  channel: DigitalChannel;
  store: AppStore;
  appName: string;
  vendorId: number | null;
  productId: number | null;
  vendorBranded: boolean;
  appType: AppTypeId | null;
  launchedOn: string;
  rating: number | null;
  ratingCount: number | null;
  downloadBand: number | null;
  /** DIGITAL_FEATURES ids, ascending. */
  features: number[];
};

export type PlannedServices = { institutionId: number; period: string; services: string[]; website: string };

export type DigitalChannelsPlan = { snapshots: PlannedSnapshot[]; services: PlannedServices[] };

/** The last DIGITAL_QUARTERS quarter ends to `latestPeriod`, none before `firstPeriod`. */
export function digitalPeriods(latestPeriod: string, firstPeriod: string): string[] {
  return Array.from({ length: DIGITAL_QUARTERS }, (_, i) =>
    addQuarters(latestPeriod, i - DIGITAL_QUARTERS + 1),
  ).filter((p) => p >= firstPeriod);
}

const YEAR = 365.25;
/** The first banking apps reached the stores in 2009; online banking went live from 1996. */
const EARLIEST_APP = dayOf('2009-03-01');
const EARLIEST_ONLINE = dayOf('1996-06-01');
/** Chance a switch of vendor brings a new app (a vendor-branded listing always changes). */
const RELAUNCH_ON_SWITCH = 0.15;
/** Chance an app is as old as the vendor relationship, when that began after the first launch. */
const RELAUNCHED_WITH_VENDOR = 0.35;
/** Small institutions that list their app in one store only, by asset tier. */
const ONE_STORE: readonly number[] = [0.14, 0.05, 0, 0, 0];
/** Ratings per user, by store, for a mature app; the store's lean on ratings. */
const RATED_PER_USER: Readonly<Record<'apple' | 'google', number>> = { apple: 0.09, google: 0.05 };
const STORE_LEAN: Readonly<Record<'apple' | 'google', number>> = { apple: 0.2, google: -0.15 };
/** Share of users on each store when an app is in both. */
const STORE_SHARE: Readonly<Record<'apple' | 'google', number>> = { apple: 0.58, google: 0.42 };
/** Installs per account or member on Google Play (re-installs and new phones included). */
const INSTALLS_PER_USER = 0.8;

const downloadBandOf = (downloads: number): number =>
  DOWNLOAD_BANDS.reduce<number>((band, b) => (downloads >= b.min ? b.id : band), DOWNLOAD_BANDS[0].id);
/** The day a fractional year (2016.5) falls on. */
const dayFromYear = (year: number): number => Math.round((year - 1970) * YEAR);

// Hundreds of thousands of snapshots share a few thousand dates: each is parsed and printed once.
const days = new Map<string, number>();
const isos = new Map<number, string>();
function dayAt(iso: string): number {
  let day = days.get(iso);
  if (day === undefined) {
    day = dayOf(iso);
    days.set(iso, day);
  }
  return day;
}
function isoAt(day: number): string {
  let iso = isos.get(day);
  if (iso === undefined) {
    iso = isoOf(day);
    isos.set(day, iso);
  }
  return iso;
}
const yearOf = (day: number): number => 1970 + day / YEAR;
const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));
const round2 = (v: number) => Math.round(v * 100) / 100;

const MOBILE = DIGITAL_CHANNEL_SOLUTION.mobile;
const ONLINE = DIGITAL_CHANNEL_SOLUTION.online;
const FEATURE_CODE = new Map(PLANNED_FEATURES.map((f) => [f.id, f.code]));

/** What the plan knows of one institution while it walks through the quarters. */
type Context = {
  inst: DigitalInstitution;
  seed: number;
  periods: readonly string[];
  bySolution: ReadonlyMap<string, readonly SolutionInterval[]>;
  /** Assets on a log scale: 0 at $100M, 1 at $100B. */
  size: number;
  tier: number;
  /** Accounts or members: the app's potential users. */
  users: number;
  /** Years ahead of the market on features: size and the institution's own appetite. */
  featureLead: number;
  /** One uniform draw per feature: it has the feature once the market's share passes the draw. */
  featureDraws: readonly number[];
  /** How much better (or worse) than its vendor's typical app the institution's app is rated. */
  ratingNoise: number;
};

function covering(list: readonly SolutionInterval[] | undefined, period: string): SolutionInterval | null {
  if (!list) return null;
  for (const r of list) if (r.startedOn <= period && (r.endedOn === null || r.endedOn >= period)) return r;
  return null;
}

/** Whether technographics says the institution offers a solution at a date; null when it does not say. */
function solutionState(ctx: Context, solution: string, period: string): boolean | null {
  const list = ctx.bySolution.get(solution);
  if (!list || list.length === 0) return null;
  const row = covering(list, period);
  if (row) return row.hasService;
  // Before its first row the institution had not taken the service up.
  return period < (list[0] as SolutionInterval).startedOn ? false : null;
}

const traitsOf = (row: SolutionInterval, seed: number): DigitalVendorTraits =>
  row.inHouse ? IN_HOUSE_TRAITS : digitalVendorTraits(row.vendorName, seed);

/** The DIGITAL_FEATURES ids an app or platform of this vendor offers at a quarter end. */
function featuresAt(
  ctx: Context,
  channel: DigitalChannel,
  period: string,
  traits: DigitalVendorTraits,
): number[] {
  const out: number[] = [];
  const year = yearOf(dayAt(period));
  const creditUnion = ctx.inst.fiType === 'credit_union';
  const lead = ctx.featureLead + traits.featureLead;
  let p2p = false;
  for (let i = 0; i < PLANNED_FEATURES.length; i++) {
    const f = PLANNED_FEATURES[i] as (typeof PLANNED_FEATURES)[number];
    if (!f.channels.includes(channel)) continue;
    // Zelle is a P2P service: an institution without P2P does not offer it.
    if (f.code === 'zelle' && !p2p) continue;
    const known = f.solution === null ? null : solutionState(ctx, f.solution, period);
    if (known ?? (ctx.featureDraws[i] as number) < adoptionShare(f.diffusion, year, lead, creditUnion)) {
      out.push(f.id);
      if (f.code === 'p2p') p2p = true;
    }
  }
  return out;
}

/** A mobile app listing as it stands at a quarter end. */
type App = {
  row: SolutionInterval;
  traits: DigitalVendorTraits;
  name: string;
  launchedOn: number;
  branded: boolean;
  appType: AppTypeId;
  stores: readonly ('apple' | 'google')[];
  /** The rating the app is heading to, and where it stands. */
  target: number;
  quality: number;
  drift: { apple: number; google: number };
};

const targetRating = (ctx: Context, traits: DigitalVendorTraits) =>
  traits.quality + 0.1 * ctx.size + ctx.ratingNoise;

const pickAppType = (random: Random, traits: DigitalVendorTraits): AppTypeId =>
  random.weighted([1, 2, 3] as const, (id) => traits.appTypes[id]);

/** Ratings dip in an app's first months and sag on a listing left unchanged for many years. */
const ageEffect = (years: number) => -0.45 * Math.exp(-years / 0.6) - 0.025 * Math.max(0, years - 8);

/** The first app's launch: earlier at larger institutions, never before the stores or the service. */
function firstLaunchDay(
  ctx: Context,
  random: Random,
  row: SolutionInterval,
  period: string,
  adoptedInWindow: boolean,
): number {
  const periodDay = dayAt(period);
  const rowStart = dayAt(row.startedOn);
  if (adoptedInWindow) return Math.min(periodDay, Math.max(rowStart, EARLIEST_APP) + random.int(0, 45));
  const list = ctx.bySolution.get(MOBILE) ?? [];
  const serviceStart = dayAt(list.find((r) => r.hasService)?.startedOn ?? row.startedOn);
  const established = ctx.inst.establishedOn ? dayAt(ctx.inst.establishedOn) + 120 : EARLIEST_APP;
  let launched = Math.max(
    dayFromYear(2016 - 4 * ctx.size + random.normal(0, 2.8)),
    EARLIEST_APP,
    established,
    serviceStart,
  );
  if (rowStart > launched && random.chance(RELAUNCHED_WITH_VENDOR)) launched = rowStart;
  return Math.min(launched, periodDay);
}

function launchApp(
  ctx: Context,
  random: Random,
  row: SolutionInterval,
  launchedOn: number,
  stores: App['stores'],
  previous: App | null,
): App {
  const traits = traitsOf(row, ctx.seed);
  const target = targetRating(ctx, traits);
  return {
    row,
    traits,
    name: appNameOf(ctx.inst.name, random, previous ? 'relaunch' : 'first', previous?.name ?? null),
    launchedOn,
    branded: random.chance(traits.brandedShare),
    appType: pickAppType(random, traits),
    stores,
    target,
    quality: target,
    drift: { apple: random.normal(0, 0.1), google: random.normal(0, 0.1) },
  };
}

/**
 * The vendor behind the listing changes: a vendor-branded listing (old or new) is replaced by a new
 * app, and now and then any is; otherwise the listing stays and its rating moves to the new vendor's.
 */
function switchVendor(ctx: Context, random: Random, app: App, row: SolutionInterval, period: string): App {
  const launchedOn = Math.min(dayAt(period), dayAt(row.startedOn) + random.int(0, 45));
  const next = launchApp(ctx, random, row, launchedOn, app.stores, app);
  if (app.branded || next.branded || random.chance(RELAUNCH_ON_SWITCH)) return next;
  return { ...app, row, traits: next.traits, appType: next.appType, target: next.target };
}

/** The institution's app listings, quarter by quarter; returns each quarter's features (null: no app). */
function planMobile(ctx: Context, random: Random, out: PlannedSnapshot[]): Map<string, number[] | null> {
  const list = ctx.bySolution.get(MOBILE);
  const byPeriod = new Map<string, number[] | null>();
  const oneStore = random.chance(ONE_STORE[ctx.tier] ?? 0);
  const stores: App['stores'] = oneStore ? [random.chance(0.55) ? 'apple' : 'google'] : ['apple', 'google'];
  const ratingPropensity = Math.exp(random.normal(0, 0.45));
  const installPropensity = ratingPropensity * Math.exp(random.normal(0, 0.25));
  let app: App | null = null;
  ctx.periods.forEach((period, index) => {
    const row = covering(list, period);
    if (!row?.hasService) {
      app = null;
      byPeriod.set(period, null);
      return;
    }
    if (app === null) {
      const launchedOn = firstLaunchDay(ctx, random, row, period, index > 0);
      app = launchApp(ctx, random, row, launchedOn, stores, null);
    } else if (app.row !== row) {
      app = switchVendor(ctx, random, app, row, period);
    }
    app.quality += 0.5 * (app.target - app.quality);
    const features = featuresAt(ctx, 'mobile', period, app.traits);
    byPeriod.set(period, features);
    const age = (dayAt(period) - app.launchedOn) / YEAR;
    for (const store of app.stores) {
      app.drift[store] = 0.75 * app.drift[store] + random.normal(0, 0.06);
      const share = app.stores.length === 1 ? 1 : STORE_SHARE[store];
      const ratingCount = Math.round(
        ctx.users * share * RATED_PER_USER[store] * ratingPropensity * (1 - Math.exp(-age / 2.5)),
      );
      const rating = clamp(app.quality + STORE_LEAN[store] + ageEffect(age) + app.drift[store], 1, 5);
      const installs = ctx.users * share * INSTALLS_PER_USER * installPropensity * (1 - Math.exp(-age / 1.2));
      out.push({
        institutionId: ctx.inst.id,
        period,
        channel: 'mobile',
        store,
        appName: app.name,
        vendorId: row.vendorId,
        productId: row.productId,
        vendorBranded: app.branded,
        appType: app.appType,
        launchedOn: isoAt(app.launchedOn),
        rating: ratingCount > 0 ? round2(rating) : null,
        ratingCount,
        // Google Play publishes install bands; the App Store does not.
        downloadBand: store === 'google' ? downloadBandOf(installs) : null,
        features,
      });
    }
  });
  return byPeriod;
}

/** The institution's online banking platform, quarter by quarter; returns each quarter's features. */
function planOnline(ctx: Context, random: Random, out: PlannedSnapshot[]): Map<string, number[] | null> {
  const list = ctx.bySolution.get(ONLINE);
  const byPeriod = new Map<string, number[] | null>();
  const established = ctx.inst.establishedOn ? dayAt(ctx.inst.establishedOn) + 90 : EARLIEST_ONLINE;
  const adoption = Math.max(
    EARLIEST_ONLINE,
    established,
    dayFromYear(2003 - 3 * ctx.size + random.normal(0, 2)),
  );
  for (const period of ctx.periods) {
    const row = covering(list, period);
    if (!row?.hasService) {
      byPeriod.set(period, null);
      continue;
    }
    const features = featuresAt(ctx, 'online', period, traitsOf(row, ctx.seed));
    byPeriod.set(period, features);
    out.push({
      institutionId: ctx.inst.id,
      period,
      channel: 'online',
      store: 'web',
      appName: row.productName ?? `${ctx.inst.name} Online Banking`,
      vendorId: row.vendorId,
      productId: row.productId,
      vendorBranded: false,
      appType: null,
      launchedOn: isoAt(Math.min(dayAt(period), Math.max(dayAt(row.startedOn), adoption))),
      rating: null,
      ratingCount: null,
      downloadBand: null,
      features,
    });
  }
  return byPeriod;
}

/** A credit union's electronic-services answers in each quarter it existed. */
function planServices(
  ctx: Context,
  random: Random,
  mobile: ReadonlyMap<string, number[] | null>,
  online: ReadonlyMap<string, number[] | null>,
  out: PlannedServices[],
): void {
  const draws = drawServices(random);
  const { inst } = ctx;
  const website = inst.website || demoWebsiteOf(inst.name);
  for (const period of ctx.periods) {
    if (
      (inst.establishedOn !== null && inst.establishedOn > period) ||
      (inst.endedOn && inst.endedOn < period)
    ) {
      continue;
    }
    const apps = mobile.get(period) ?? null;
    const platform = online.get(period) ?? null;
    const features = new Set<string>();
    for (const id of [...(apps ?? []), ...(platform ?? [])]) features.add(FEATURE_CODE.get(id) ?? '');
    const services = electronicServicesOf(
      {
        mobile: apps !== null,
        online: platform !== null,
        features,
        tier: ctx.tier,
        year: yearOf(dayAt(period)),
      },
      draws,
    );
    out.push({ institutionId: inst.id, period, services, website });
  }
}

function usersOf(inst: DigitalInstitution): number {
  const creditUnion = inst.fiType === 'credit_union';
  // A bank customer holds about 1.6 deposit accounts; a credit union member is one user.
  if (inst.accounts !== null && inst.accounts > 0) return creditUnion ? inst.accounts : inst.accounts / 1.6;
  return Math.max(inst.assets, 0) / (creditUnion ? 16 : 60);
}

export function planDemoDigitalChannels(input: DigitalPlanInput): DigitalChannelsPlan {
  const byInstitution = new Map<number, Map<string, SolutionInterval[]>>();
  for (const row of input.intervals) {
    const bySolution = byInstitution.get(row.institutionId) ?? new Map<string, SolutionInterval[]>();
    byInstitution.set(row.institutionId, bySolution);
    const list = bySolution.get(row.solution);
    if (list) list.push(row);
    else bySolution.set(row.solution, [row]);
  }
  for (const bySolution of byInstitution.values()) {
    for (const list of bySolution.values())
      list.sort((a, b) => (a.startedOn < b.startedOn ? -1 : a.startedOn > b.startedOn ? 1 : 0));
  }
  const root = createRandom(input.seed).fork(83);
  const plan: DigitalChannelsPlan = { snapshots: [], services: [] };
  // Each institution draws from its own stream, so the order only orders the rows.
  const sorted = [...input.institutions].sort((a, b) => a.id - b.id);
  for (const inst of sorted) {
    const random = root.fork(streamOf(inst.fiType, inst.regulatoryId));
    const size = clamp((Math.log10(Math.max(inst.assets, 1_000)) - 5) / 3, -0.7, 1.7);
    const ctx: Context = {
      inst,
      seed: input.seed,
      periods: input.periods,
      bySolution: byInstitution.get(inst.id) ?? new Map(),
      size,
      tier: tierOf(inst.assets),
      users: usersOf(inst),
      featureLead: 1.5 * size + random.normal(0, 0.8),
      featureDraws: PLANNED_FEATURES.map(() => random.next()),
      ratingNoise: random.normal(0, 0.3),
    };
    const mobile = planMobile(ctx, random.fork(1), plan.snapshots);
    const online = planOnline(ctx, random.fork(2), plan.snapshots);
    if (inst.fiType === 'credit_union') planServices(ctx, random.fork(3), mobile, online, plan.services);
  }
  return plan;
}
