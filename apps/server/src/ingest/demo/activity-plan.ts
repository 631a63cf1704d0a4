import type { ActivityKind, ActivityModule } from '@fin-atlas/domain';
import { createRandom, type Random } from './random.js';

/** How one generated user works: the modules they open (weighted) and how often they sign in. */
export type ActivityPersona = {
  userId: number;
  groupId: number | null;
  partnerId: number | null;
  modules: readonly { module: ActivityModule; weight: number }[];
  /** The chance of a working day with activity, at the end of the year (it grows over the year). */
  intensity: number;
  /** Delivered on the first of each month (a standing subscription to a list or a report). */
  subscription?: ActivityModule;
};

export type PlannedEvent = {
  userId: number;
  groupId: number | null;
  partnerId: number | null;
  kind: ActivityKind;
  module: ActivityModule | '';
  target: string | null;
  at: Date;
};

/** The pages a visit to each module opens, as the web shell reports them. */
const PAGES: Readonly<Record<ActivityModule, readonly string[]>> = {
  fin_technographics: [
    '/technographics/product/search',
    '/technographics/vendor_coverage',
    '/technographics/solutions',
  ],
  fin_query: [
    '/technographics/fin_query/query',
    '/technographics/fin_query/report',
    '/technographics/fin_query/download',
  ],
  fin_intent: ['/fi_prospect/intent/signals'],
  fin_crm: ['/crm_data/dashboard'],
  fin_vendorfit: ['/fi_prospect/vendor_fit/select_institution', '/fi_prospect/vendor_fit/predictions'],
  fin_advisor: ['/analytics/advisor/select_institution', '/analytics/advisor/select_peer_group'],
  fin_reporter: [
    '/analytics/reporter/select_institution',
    '/analytics/reporter/select_report',
    '/analytics/reporter/metrics',
  ],
  fin_profile: ['/analytics/fin_profile/select_institution', '/analytics/fin_profile/custom_profile'],
  fintech_market_reports: ['/reports/market_reports', '/reports/firmographics'],
  fin_digital_channels: ['/digital_channels/dashboard', '/digital_channels/retail_mobile_banking'],
  fin_industry_reporter: ['/reports/industry_reporter/select_fi_group', '/reports/industry_reporter/report'],
  strategy: ['/strategy/segmentation', '/strategy/white_space_assessment'],
  home: ['/dashboard'],
  admin: ['/admin/users', '/admin/groups', '/admin/user_activity'],
  account: ['/user/settings', '/user/subscriptions'],
};

const REPORTS = [
  'Key Metrics',
  'Profitability',
  'Asset Quality',
  'Deposit Growth',
  'Core Processing Vendors',
];

/** What a visit does besides opening pages: the chance of each action, per module. */
const ACTIONS: Partial<Record<ActivityModule, readonly [ActivityKind, number][]>> = {
  fin_reporter: [
    ['report_run', 0.5],
    ['report_view', 0.6],
    ['export', 0.15],
  ],
  fin_advisor: [
    ['report_run', 0.4],
    ['report_view', 0.5],
    ['export', 0.1],
  ],
  fin_profile: [
    ['report_run', 0.3],
    ['report_view', 0.4],
  ],
  fin_industry_reporter: [
    ['report_run', 0.4],
    ['report_view', 0.4],
    ['export', 0.1],
  ],
  fin_query: [
    ['query_run', 0.85],
    ['query_run', 0.4],
    ['export', 0.2],
    ['saved_item_created', 0.08],
  ],
  fin_technographics: [['export', 0.12]],
  fintech_market_reports: [['export', 0.2]],
  fin_digital_channels: [['export', 0.1]],
  fin_vendorfit: [['export', 0.15]],
  fin_intent: [['export', 0.1]],
  strategy: [['saved_item_created', 0.05]],
};

const DAY_MS = 86_400_000;

/** Quieter at the turn of the year and at weekends; busier as the year goes on. */
function dayChance(persona: ActivityPersona, day: Date, progress: number): number {
  const weekday = day.getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 0.08 : 1;
  const month = day.getUTCMonth();
  const date = day.getUTCDate();
  const holidays = (month === 11 && date >= 20) || (month === 0 && date <= 2) ? 0.3 : 1;
  return persona.intensity * (0.7 + 0.3 * progress) * weekend * holidays;
}

function pickModule(random: Random, persona: ActivityPersona): ActivityModule {
  return random.weighted(persona.modules, (m) => m.weight).module;
}

function targetOf(kind: ActivityKind, module: ActivityModule, random: Random): string | null {
  if (kind === 'report_run' || kind === 'report_view') return random.pick(REPORTS);
  if (kind === 'export') return `${module.replace(/^fin_/, '')}-export.xlsx`;
  if (kind === 'saved_item_created')
    return module === 'fin_query' ? 'Prospects (saved query)' : 'Segment set';
  return null;
}

/** One working session: the sign-in, the home page, then one to three modules visited. */
function session(random: Random, persona: ActivityPersona, start: number, out: PlannedEvent[]): void {
  let at = start;
  const push = (kind: ActivityKind, module: ActivityModule | '', target: string | null) => {
    out.push({ ...identity(persona), kind, module, target, at: new Date(at) });
    at += random.int(20, 360) * 1000;
  };
  push('sign_in', '', null);
  push('page_view', 'home', '/dashboard');
  const visits = random.int(1, 3);
  for (let v = 0; v < visits; v++) {
    const module = pickModule(random, persona);
    const pages = PAGES[module];
    for (let p = random.int(1, pages.length + 1); p > 0; p--) push('page_view', module, random.pick(pages));
    for (const [kind, chance] of ACTIONS[module] ?? []) {
      if (random.chance(chance)) push(kind, module, targetOf(kind, module, random));
    }
  }
}

const identity = (p: ActivityPersona) => ({ userId: p.userId, groupId: p.groupId, partnerId: p.partnerId });

/**
 * A year of plausible activity for each persona, ending the day before `endDay` (UTC): working
 * days in U.S. business hours, sometimes two sessions a day, growing use over the year, and each
 * standing subscription delivered on the first of the month. Deterministic for a seed and end day.
 */
export function planActivity(
  personas: readonly ActivityPersona[],
  options: { endDay: string; days?: number; seed?: number },
): PlannedEvent[] {
  // 364 days: the whole history falls inside a "last 12 months" report ending today.
  const days = options.days ?? 364;
  const end = Date.parse(`${options.endDay}T00:00:00Z`);
  const events: PlannedEvent[] = [];
  const root = createRandom(options.seed ?? 19);
  personas.forEach((persona, index) => {
    const random = root.fork(index);
    for (let d = days; d >= 1; d--) {
      const dayStart = end - d * DAY_MS;
      const day = new Date(dayStart);
      if (persona.subscription && day.getUTCDate() === 1) {
        events.push({
          ...identity(persona),
          kind: 'subscription_delivered',
          module: persona.subscription,
          target: 'Monthly delivery',
          at: new Date(dayStart + 6 * 3_600_000),
        });
      }
      if (!random.chance(dayChance(persona, day, 1 - d / days))) continue;
      const sessions = random.chance(0.15) ? 2 : 1;
      for (let s = 0; s < sessions; s++) {
        // U.S. business hours: 13:00 to 21:00 UTC, the second session in the afternoon.
        const hour = s === 0 ? random.int(13, 17) : random.int(18, 21);
        session(random, persona, dayStart + hour * 3_600_000 + random.int(0, 59) * 60_000, events);
      }
    }
  });
  return events;
}

/** The daily counts of planned events, as the recorder keeps them (UTC day, user, module, kind). */
export function dailyCounts(events: readonly PlannedEvent[]): (readonly unknown[])[] {
  const counts = new Map<string, { row: unknown[]; events: number }>();
  for (const e of events) {
    const day = e.at.toISOString().slice(0, 10);
    const key = `${day}|${e.userId}|${e.module}|${e.kind}`;
    const found = counts.get(key);
    if (found) found.events++;
    else counts.set(key, { row: [day, e.userId, e.module, e.kind, e.groupId, e.partnerId], events: 1 });
  }
  return [...counts.values()].map(({ row, events }) => [...row, events]);
}
