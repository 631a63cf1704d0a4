import { type Prevalence, SOLUTIONS, type SolutionDefinition } from '../../reference/solution-catalog.js';
import { createRandom, type Random, streamOf } from './random.js';
import { type Choice, choicesFor, type Market, marketOf, tierOf } from './technographics-market.js';
import type { DemoVendorCatalog } from './technographics-vendors.js';

export { tierOf } from './technographics-market.js';

/**
 * Which vendor product each demo institution runs for each solution, as interval rows over the demo's
 * quarters: the choice at the start (made years earlier for most services), competitive switches at
 * a few percent a year, services stopped, and every open row closed when the institution merges into
 * another or fails. Deterministic: each institution draws from its own stream, seeded by its type and
 * regulator id, so the plan does not depend on database ids or on which other institutions exist.
 *
 * A solution without a row for an institution is unknown (not researched); a row with
 * has_service = false records that the institution is known not to offer the service.
 *
 * Choices behave like the real market's, so that an institution's profile says something about
 * what it buys beyond its type and size band: vendors are weighted by the institution's type, by its
 * assets read continuously (not one weight per tier), by region (a vendor wins more in the Census
 * region of its headquarters), by strategy (commercial-heavy lenders lean to enterprise products) and,
 * for every service but core processing, by the core vendor: at the first choice and at every switch
 * the institution stays with the vendor of its core at that time with chance CORE_AFFINITY
 * (technographics-market.ts holds the weights).
 */

export type TechnographicsInstitution = {
  id: number;
  fiType: 'bank' | 'credit_union';
  regulatoryId: string;
  /** Latest total assets in $000. */
  assets: number;
  establishedOn: string | null;
  /** The structure event (merger, failure) that ended the institution, if any. */
  endedOn: string | null;
  /** Headquarters state: vendors are stronger in their home region. */
  state?: string | null;
  /** Commercial (C&I and commercial real estate) share of loans: the lending strategy. */
  commercialShare?: number | null;
};

export type EndReason = 'competitive' | 'consolidation' | 'discontinued';

export type PlannedRow = {
  institutionId: number;
  /** Index into SOLUTIONS. */
  solution: number;
  hasService: boolean;
  type: 'service' | 'vendor';
  /** Index into the catalog's vendors; null when the vendor is unknown or there is none. */
  vendor: number | null;
  /** Index into that vendor's products; null when unknown. */
  product: number | null;
  startedOn: string;
  endedOn: string | null;
  endReason: EndReason | null;
};

export type PlanOptions = {
  seed: number;
  catalog: DemoVendorCatalog;
  /** First day of the data window (the first demo quarter). */
  windowStart: string;
  /** Last day of the data window (the latest quarter end). */
  windowEnd: string;
};

/** Chance that an institution of each tier has a known row for a service of this prevalence. */
const ROW_CHANCE: Readonly<Record<Prevalence, readonly number[]>> = {
  F: [1, 1, 1, 1, 1],
  M: [0.08, 0.15, 0.35, 0.65, 0.9],
  N: [0.008, 0.025, 0.08, 0.25, 0.45],
  S: [0.003, 0.008, 0.03, 0.12, 0.3],
  L: [0.0, 0.003, 0.02, 0.2, 0.6],
};
/** Chance that a known row records the service as not offered. */
const ABSENT_CHANCE: readonly number[] = [0.22, 0.1, 0.04, 0.02, 0.01];
const ABSENT_CHANCE_FLAGSHIP: readonly number[] = [0.04, 0.01, 0, 0, 0];
/** Multiplies the in-house propensity of a category by tier: large institutions build more themselves. */
const IN_HOUSE_TIER: readonly number[] = [0.12, 0.15, 0.25, 0.5, 0.8];
const CORE_IN_HOUSE: readonly number[] = [0, 0, 0, 0.03, 0.45];
/** Share of vendor rows whose vendor is not known (the market-share report's "known vendor" filter). */
const UNKNOWN_VENDOR = 0.1;
const UNKNOWN_VENDOR_AFTER_SWITCH = 0.05;
const UNKNOWN_PRODUCT = 0.04;
/** Chance of staying with the core vendor for a service the core vendor also sells. */
const CORE_AFFINITY = 0.35;
const DISCONTINUE_HAZARD = 0.005;
const OUTSOURCE_HAZARD = 0.015;
/** Share of rows that start inside the window with no earlier row (a service taken up recently). */
const RECENT_ADOPTION = 0.05;

/** Per category: share of services large institutions run themselves, and yearly competitive churn. */
const CATEGORY_BEHAVIOUR: Readonly<Record<string, { inHouse: number; churn: number }>> = {
  'Core & Infrastructure': { inHouse: 0.15, churn: 0.03 },
  'Digital Banking': { inHouse: 0.2, churn: 0.05 },
  Payments: { inHouse: 0.15, churn: 0.035 },
  Cards: { inHouse: 0.05, churn: 0.035 },
  'Consumer Lending': { inHouse: 0.2, churn: 0.045 },
  'Mortgage Lending': { inHouse: 0.2, churn: 0.045 },
  'Commercial Lending': { inHouse: 0.35, churn: 0.04 },
  'Loan Servicing & Collections': { inHouse: 0.4, churn: 0.04 },
  'Deposit Services': { inHouse: 0.3, churn: 0.045 },
  'Treasury Management': { inHouse: 0.2, churn: 0.035 },
  'Risk & Compliance': { inHouse: 0.35, churn: 0.045 },
  'Fraud & Identity': { inHouse: 0.15, churn: 0.05 },
  'Branch & ATM': { inHouse: 0.1, churn: 0.04 },
  'Contact Center': { inHouse: 0.6, churn: 0.055 },
  'Marketing & Customer Experience': { inHouse: 0.5, churn: 0.07 },
  'Wealth & Insurance': { inHouse: 0.3, churn: 0.035 },
  'Finance & Accounting': { inHouse: 0.5, churn: 0.04 },
  'Data & Analytics': { inHouse: 0.5, churn: 0.06 },
  'IT Infrastructure': { inHouse: 0.5, churn: 0.06 },
  Cybersecurity: { inHouse: 0.3, churn: 0.06 },
  'Human Resources': { inHouse: 0.4, churn: 0.05 },
  'Facilities & Physical Security': { inHouse: 0.3, churn: 0.055 },
  'Corporate Services': { inHouse: 0.3, churn: 0.05 },
};
const CORE_CHURN = 0.025;
const DEFAULT_BEHAVIOUR = { inHouse: 0.3, churn: 0.05 };
const EARLIEST_START = day('1980-01-01');
const YEAR = 365.25;

function day(iso: string): number {
  return (
    Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / 86_400_000
  );
}
const isoCache = new Map<number, string>();
/** ISO date of a day number; memoised, since hundreds of thousands of rows share a few thousand days. */
function isoOf(d: number): string {
  let iso = isoCache.get(d);
  if (iso === undefined) {
    iso = new Date(d * 86_400_000).toISOString().slice(0, 10);
    isoCache.set(d, iso);
  }
  return iso;
}

/**
 * One interval row from `start`: a service not offered ('absent'), run in-house ('own'), or a vendor
 * product ('vendor'), never from `exclude` (the vendor being replaced); an unknown vendor with
 * chance `unknownShare`; the core vendor's product with chance CORE_AFFINITY when it sells one.
 */
function row(
  institutionId: number,
  solution: number,
  start: number,
  kind: 'absent' | 'own' | 'vendor',
  choices: readonly Choice[] | null,
  random: Random,
  exclude: number | null,
  unknownShare: number,
  coreVendor: number | null,
): PlannedRow {
  const out: PlannedRow = {
    institutionId,
    solution,
    hasService: kind !== 'absent',
    type: kind === 'vendor' ? 'vendor' : 'service',
    vendor: null,
    product: null,
    startedOn: isoOf(start),
    endedOn: null,
    endReason: null,
  };
  if (kind !== 'vendor' || !choices || choices.length === 0 || random.chance(unknownShare)) return out;
  let choice: Choice | undefined;
  if (coreVendor !== null && coreVendor !== exclude && random.chance(CORE_AFFINITY)) {
    const own = choices.filter((c) => c.vendor === coreVendor);
    if (own.length > 0) choice = random.weighted(own, (c) => c.weight);
  }
  for (let attempt = 0; !choice && attempt < 12; attempt++) {
    const candidate = random.weighted(choices, (c) => c.weight);
    if (candidate.vendor !== exclude) choice = candidate;
  }
  if (!choice) return out;
  out.vendor = choice.vendor;
  out.product = random.chance(UNKNOWN_PRODUCT) ? null : choice.product;
  return out;
}

export function planDemoTechnographics(
  institutions: readonly TechnographicsInstitution[],
  options: PlanOptions,
): PlannedRow[] {
  const { catalog } = options;
  const windowStart = day(options.windowStart);
  const windowEnd = day(options.windowEnd);
  const root = createRandom(options.seed).fork(71);
  const markets = new Map<number, Market>();
  const marketFor = (solution: number) => {
    let market = markets.get(solution);
    if (market === undefined) {
      const definition = SOLUTIONS[solution] as SolutionDefinition;
      market = marketOf(catalog.offers.get(definition.name) ?? [], catalog);
      markets.set(solution, market);
    }
    return market;
  };
  const coreIndex = SOLUTIONS.findIndex((s) => s.isCore);
  const order = [coreIndex, ...SOLUTIONS.map((_, i) => i).filter((i) => i !== coreIndex)];

  const rows: PlannedRow[] = [];
  const sorted = [...institutions].sort(
    (a, b) => a.fiType.localeCompare(b.fiType) || a.regulatoryId.localeCompare(b.regulatoryId),
  );
  for (const inst of sorted) {
    const random = root.fork(streamOf(inst.fiType, inst.regulatoryId));
    const tier = tierOf(inst.assets);
    const end = inst.endedOn ? Math.min(day(inst.endedOn), windowEnd) : windowEnd;
    const established = inst.establishedOn ? day(inst.establishedOn) : EARLIEST_START;
    // The institution's core rows, oldest first: the core vendor at the time of a choice pulls it along.
    const coreRows: PlannedRow[] = [];
    const coreVendorOn = (d: number): number | null => {
      const iso = isoOf(d);
      const open = coreRows.find((r) => r.startedOn <= iso && (r.endedOn === null || r.endedOn >= iso));
      return open?.vendor ?? null;
    };

    for (const solution of order) {
      const definition = SOLUTIONS[solution] as (typeof SOLUTIONS)[number];
      const behaviour = CATEGORY_BEHAVIOUR[definition.category] ?? DEFAULT_BEHAVIOUR;
      const mismatch =
        (definition.audience === 'bank' && inst.fiType === 'credit_union') ||
        (definition.audience === 'cu' && inst.fiType === 'bank');
      const rowChance = (ROW_CHANCE[definition.prevalence][tier] as number) * (mismatch ? 0.15 : 1);
      if (!random.chance(rowChance)) continue;

      const available = definition.since === null ? EARLIEST_START : day(`${definition.since}-01-01`);
      const earliest = Math.max(EARLIEST_START, established, available);
      const churn = definition.isCore ? CORE_CHURN : behaviour.churn;
      let start: number;
      if (earliest >= windowStart || (!definition.isCore && random.chance(RECENT_ADOPTION))) {
        const from = Math.max(earliest, windowStart);
        start = from + Math.floor(random.next() * Math.max(1, windowEnd - from));
      } else {
        // Years in place before the window: exponential, longer for services that rarely change hands.
        const tenureYears = Math.min(14, Math.max(3, 0.35 / churn));
        const yearsBefore = -Math.log(Math.max(random.next(), 1e-9)) * tenureYears;
        start = Math.max(earliest, Math.round(windowStart - yearsBefore * YEAR));
      }
      if (start > end) continue;

      const absent = definition.isCore
        ? 0
        : mismatch
          ? 0.6
          : definition.prevalence === 'F'
            ? (ABSENT_CHANCE_FLAGSHIP[tier] as number)
            : (ABSENT_CHANCE[tier] as number);
      const choices = choicesFor(marketFor(solution), inst);
      const inHouse = definition.isCore
        ? (CORE_IN_HOUSE[tier] as number)
        : behaviour.inHouse * (IN_HOUSE_TIER[tier] as number);

      const kind = random.chance(absent) ? 'absent' : random.chance(inHouse) ? 'own' : 'vendor';
      const coreAt = (d: number) => (definition.isCore ? null : coreVendorOn(d));
      let current = row(inst.id, solution, start, kind, choices, random, null, UNKNOWN_VENDOR, coreAt(start));
      if (definition.isCore) coreRows.push(current);

      // Competing risks until the window (or the institution) ends: a switch, or the service stopped.
      let t = Math.max(start, windowStart);
      for (;;) {
        const compete = !current.hasService ? 0 : current.type === 'vendor' ? churn : OUTSOURCE_HAZARD;
        const stop = current.hasService && definition.prevalence !== 'F' ? DISCONTINUE_HAZARD : 0;
        const hazard = compete + stop;
        if (hazard === 0) break;
        t += Math.max(1, Math.round((-Math.log(Math.max(random.next(), 1e-12)) / hazard) * YEAR));
        if (t >= end) break;
        const reason: EndReason = random.next() * hazard < compete ? 'competitive' : 'discontinued';
        current.endedOn = isoOf(t);
        current.endReason = reason;
        rows.push(current);
        current =
          reason === 'discontinued'
            ? row(inst.id, solution, t + 1, 'absent', choices, random, null, 0, null)
            : row(
                inst.id,
                solution,
                t + 1,
                'vendor',
                choices,
                random,
                current.vendor,
                UNKNOWN_VENDOR_AFTER_SWITCH,
                coreAt(t + 1),
              );
        if (definition.isCore) coreRows.push(current);
        t += 1;
      }
      if (inst.endedOn && end >= start) {
        current.endedOn = isoOf(end);
        current.endReason = 'consolidation';
      }
      rows.push(current);
    }
  }
  return rows;
}
