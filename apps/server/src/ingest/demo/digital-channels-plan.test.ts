import { DIGITAL_FEATURES, MB_AGE_GROUPS, mbAgeGroupOf, mbAgeYears } from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import { SOLUTIONS } from '../../reference/solution-catalog.js';
import { FEATURE_SOLUTION } from './digital-channels-features.js';
import {
  type DigitalInstitution,
  type DigitalPlanInput,
  digitalPeriods,
  type PlannedSnapshot,
  planDemoDigitalChannels,
  type SolutionInterval,
} from './digital-channels-plan.js';
import { DESCRIBED_DIGITAL_VENDORS } from './digital-channels-vendors.js';
import { DEMO_SEED } from './generate-demo.js';
import { createRandom } from './random.js';
import { planDemoTechnographics, type TechnographicsInstitution } from './technographics-plan.js';
import { buildDemoVendorCatalog } from './technographics-vendors.js';

const catalog = buildDemoVendorCatalog(DEMO_SEED);
const LATEST = '2026-09-30';
const periods = digitalPeriods(LATEST, '2022-03-31');
const FIRST = periods[0] as string;
const MOBILE = 'Retail Mobile Banking';
const ONLINE = 'Retail Online Banking';
const featureId = (code: string) => DIGITAL_FEATURES.find((f) => f.code === code)?.id as number;

/** An industry like the demo's, with technographics drawn by the demo's own planner. */
function industry(count: number): DigitalPlanInput {
  const random = createRandom(41);
  const population: TechnographicsInstitution[] = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    fiType: i % 2 === 0 ? 'bank' : 'credit_union',
    regulatoryId: String(20_000 + i),
    assets: Math.round(10 ** random.between(4, 8.3)),
    establishedOn: `${random.int(1900, 2012)}-04-01`,
    endedOn: random.chance(0.06) ? `2025-0${random.int(1, 9)}-15` : null,
  }));
  const rows = planDemoTechnographics(population, {
    seed: DEMO_SEED,
    catalog,
    windowStart: '2021-10-01',
    windowEnd: LATEST,
  });
  const wanted = new Set<string>([MOBILE, ONLINE, ...Object.values(FEATURE_SOLUTION)]);
  const intervals: SolutionInterval[] = rows
    .filter((r) => wanted.has(SOLUTIONS[r.solution]?.name as string))
    .map((r) => {
      const vendor = r.vendor === null ? null : catalog.vendors[r.vendor];
      return {
        institutionId: r.institutionId,
        solution: SOLUTIONS[r.solution]?.name as string,
        hasService: r.hasService,
        inHouse: r.type === 'service',
        vendorId: r.vendor === null ? null : r.vendor + 1,
        productId: r.vendor === null || r.product === null ? null : (r.vendor + 1) * 100 + r.product,
        vendorName: vendor?.name ?? null,
        productName: r.product === null ? null : (vendor?.products[r.product]?.name ?? null),
        startedOn: r.startedOn,
        endedOn: r.endedOn,
      };
    });
  const institutions: DigitalInstitution[] = population.map((p) => ({
    id: p.id,
    fiType: p.fiType,
    regulatoryId: p.regulatoryId,
    name: p.fiType === 'bank' ? `Prairie Test Bank ${p.id}` : `Lakeside Test Federal Credit Union ${p.id}`,
    website: p.id % 10 === 0 ? null : `www.test${p.id}.example`,
    assets: p.assets,
    accounts: Math.round(p.assets / (p.fiType === 'bank' ? 40 : 15)),
    establishedOn: p.establishedOn,
    endedOn: p.endedOn,
  }));
  return { seed: DEMO_SEED, periods, institutions, intervals };
}

const input = industry(700);
const plan = planDemoDigitalChannels(input);
const byId = new Map(input.institutions.map((i) => [i.id, i]));

function groupBy<T>(rows: readonly T[], key: (row: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const row of rows) out.set(key(row), [...(out.get(key(row)) ?? []), row]);
  return out;
}
const intervalsOf = groupBy(input.intervals, (r) => `${r.institutionId}:${r.solution}`);
const snapshotsByKey = groupBy(plan.snapshots, (s) => `${s.institutionId}:${s.channel}:${s.period}`);

/** The technographics row in force at a quarter end, found independently of the plan. */
function rowAt(institutionId: number, solution: string, period: string): SolutionInterval | undefined {
  return intervalsOf
    .get(`${institutionId}:${solution}`)
    ?.find((r) => r.startedOn <= period && (r.endedOn === null || r.endedOn >= period));
}

const snapshotsOf = (institutionId: number, channel: string, period: string) =>
  snapshotsByKey.get(`${institutionId}:${channel}:${period}`) ?? [];

describe('demo digital channels plan', () => {
  it('covers the last twelve quarter ends, never before the data begins', () => {
    expect(periods).toHaveLength(12);
    expect(periods.at(-1)).toBe(LATEST);
    expect(digitalPeriods(LATEST, '2025-12-31')).toEqual(['2025-12-31', '2026-03-31', '2026-06-30', LATEST]);
    expect(new Set(plan.snapshots.map((s) => s.period))).toEqual(new Set(periods));
  });

  it('names the technographics vendor and product in force at every quarter end, for every app and platform', () => {
    let checked = 0;
    for (const inst of input.institutions) {
      for (const period of periods) {
        for (const [channel, solution] of [
          ['mobile', MOBILE],
          ['online', ONLINE],
        ] as const) {
          const row = rowAt(inst.id, solution, period);
          const rows = snapshotsOf(inst.id, channel, period);
          if (!row?.hasService) {
            expect(rows).toEqual([]);
            continue;
          }
          expect(rows.length).toBeGreaterThan(0);
          for (const s of rows) {
            expect([s.vendorId, s.productId]).toEqual([row.vendorId, row.productId]);
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(10_000);
  });

  it('shows a technographics switch as a vendor change, usually on the same listing', () => {
    let switches = 0;
    let keptListing = 0;
    let relaunched = 0;
    for (const inst of input.institutions) {
      for (let i = 1; i < periods.length; i++) {
        const [before, after] = [periods[i - 1] as string, periods[i] as string];
        const old = rowAt(inst.id, MOBILE, before);
        const now = rowAt(inst.id, MOBILE, after);
        if (!old?.hasService || !now?.hasService || old.vendorId === now.vendorId) continue;
        switches++;
        const [previous] = snapshotsOf(inst.id, 'mobile', before);
        const [next] = snapshotsOf(inst.id, 'mobile', after);
        expect(previous?.vendorId).toBe(old.vendorId);
        expect(next?.vendorId).toBe(now.vendorId);
        if (previous?.appName === next?.appName) {
          keptListing++;
          expect(next?.launchedOn).toBe(previous?.launchedOn);
        } else {
          relaunched++;
          expect(next?.launchedOn && next.launchedOn > before).toBe(true);
        }
        // A listing under the old vendor's developer account cannot stay when the vendor leaves.
        if (previous?.vendorBranded) expect(next?.appName).not.toBe(previous.appName);
      }
    }
    expect(switches).toBeGreaterThan(20);
    expect(keptListing).toBeGreaterThan(relaunched);
    expect(relaunched).toBeGreaterThan(0);
  });

  it('grows feature adoption from the first quarter to the last: Zelle, card controls, biometrics and chat spread', () => {
    const shareAt = (period: string, code: string) => {
      const apps = plan.snapshots.filter(
        (s) => s.period === period && s.channel === 'mobile' && s.store !== 'web',
      );
      return apps.filter((s) => s.features.includes(featureId(code))).length / apps.length;
    };
    for (const code of ['zelle', 'card_controls', 'biometric_login', 'chat']) {
      expect(shareAt(LATEST, code), code).toBeGreaterThan(shareAt(FIRST, code));
    }
    expect(shareAt(LATEST, 'chat') - shareAt(FIRST, 'chat')).toBeGreaterThan(0.1);
    const mean = (period: string) => {
      const apps = plan.snapshots.filter((s) => s.period === period && s.channel === 'mobile');
      return apps.reduce((n, s) => n + s.features.length, 0) / apps.length;
    };
    expect(mean(LATEST)).toBeGreaterThan(mean(FIRST) + 1);
  });

  it('offers only features of the channel, and follows technographics where a solution says', () => {
    const mobileOnly = DIGITAL_FEATURES.filter((f) => !(f.channels as readonly string[]).includes('online'));
    for (const s of plan.snapshots.filter((x) => x.channel === 'online')) {
      for (const f of mobileOnly) expect(s.features).not.toContain(f.id);
    }
    let known = 0;
    for (const s of plan.snapshots.filter((x) => x.channel === 'mobile')) {
      const deposit = rowAt(s.institutionId, 'Consumer Mobile Deposit', s.period);
      const controls = rowAt(s.institutionId, 'Card Controls', s.period);
      if (deposit) {
        known++;
        expect(s.features.includes(featureId('mobile_deposit'))).toBe(deposit.hasService);
      }
      if (controls) expect(s.features.includes(featureId('card_controls'))).toBe(controls.hasService);
      // Zelle is a P2P service.
      if (s.features.includes(featureId('zelle'))) expect(s.features).toContain(featureId('p2p'));
    }
    expect(known).toBeGreaterThan(100);
  });

  it('keeps ratings within 1 to 5, with weighted ratings and branding that differ by vendor', () => {
    const latest = plan.snapshots.filter((s) => s.period === LATEST && s.channel === 'mobile');
    for (const s of plan.snapshots.filter((x) => x.rating !== null)) {
      expect(s.rating).toBeGreaterThanOrEqual(1);
      expect(s.rating).toBeLessThanOrEqual(5);
      expect(Math.round((s.rating as number) * 100) / 100).toBe(s.rating);
    }
    const byVendor = new Map<number, { weighted: number; count: number; apps: number; branded: number }>();
    for (const s of latest) {
      if (s.vendorId === null) continue;
      const v = byVendor.get(s.vendorId) ?? { weighted: 0, count: 0, apps: 0, branded: 0 };
      v.weighted += (s.rating ?? 0) * (s.ratingCount ?? 0);
      v.count += s.ratingCount ?? 0;
      v.apps++;
      if (s.vendorBranded) v.branded++;
      byVendor.set(s.vendorId, v);
    }
    const measured = [...byVendor.values()].filter((v) => v.apps >= 10);
    const weighted = measured.map((v) => v.weighted / v.count);
    expect(measured.length).toBeGreaterThanOrEqual(4);
    expect(Math.max(...weighted) - Math.min(...weighted)).toBeGreaterThan(0.4);
    const branded = measured.map((v) => v.branded / v.apps);
    expect(Math.min(...branded)).toBeLessThan(0.1);
    expect(Math.max(...branded)).toBeGreaterThan(0.4);
    // Online banking platforms have no store ratings; App Store listings no install band.
    for (const s of plan.snapshots.filter((x) => x.channel === 'online')) {
      expect([s.store, s.rating, s.ratingCount, s.downloadBand, s.appType]).toEqual([
        'web',
        null,
        null,
        null,
        null,
      ]);
    }
    for (const s of latest.filter((x) => x.store === 'apple')) expect(s.downloadBand).toBeNull();
  });

  it('gives larger institutions more ratings and downloads, and older apps', () => {
    const latest = plan.snapshots.filter((s) => s.period === LATEST && s.store === 'google');
    const assetsOf = (s: PlannedSnapshot) => byId.get(s.institutionId)?.assets ?? 0;
    const sorted = [...latest].sort((a, b) => assetsOf(a) - assetsOf(b));
    const quarter = Math.floor(sorted.length / 4);
    const small = sorted.slice(0, quarter);
    const large = sorted.slice(-quarter);
    const mean = (rows: PlannedSnapshot[], value: (s: PlannedSnapshot) => number) =>
      rows.reduce((n, s) => n + value(s), 0) / rows.length;
    expect(mean(large, (s) => s.ratingCount ?? 0)).toBeGreaterThan(
      10 * mean(small, (s) => s.ratingCount ?? 0),
    );
    expect(mean(large, (s) => s.downloadBand ?? 0)).toBeGreaterThan(
      mean(small, (s) => s.downloadBand ?? 0) + 1.5,
    );
    const age = (s: PlannedSnapshot) => mbAgeYears(s.launchedOn, LATEST) ?? 0;
    expect(mean(large, age)).toBeGreaterThan(mean(small, age));
  });

  it('spreads app ages over every MB age group', () => {
    const latest = plan.snapshots.filter((s) => s.period === LATEST && s.channel === 'mobile');
    const groups = new Map<number | null, number>();
    for (const s of latest) {
      const group = mbAgeGroupOf(mbAgeYears(s.launchedOn, LATEST));
      groups.set(group, (groups.get(group) ?? 0) + 1);
    }
    expect(groups.has(null)).toBe(false);
    for (const g of MB_AGE_GROUPS) {
      expect(groups.get(g.id) ?? 0, g.name).toBeGreaterThan(latest.length * 0.02);
      expect(groups.get(g.id) ?? 0, g.name).toBeLessThan(latest.length * 0.5);
    }
    // No banking app predates the App Store.
    expect(plan.snapshots.every((s) => s.channel === 'online' || s.launchedOn >= '2009-01-01')).toBe(true);
  });

  it('lists small institutions in one store now and then, and large ones in both', () => {
    const storesOf = new Map<number, Set<string>>();
    for (const s of plan.snapshots.filter((x) => x.period === LATEST && x.channel === 'mobile')) {
      storesOf.set(s.institutionId, (storesOf.get(s.institutionId) ?? new Set()).add(s.store));
    }
    const oneStore = [...storesOf].filter(([, stores]) => stores.size === 1).map(([id]) => byId.get(id));
    expect(oneStore.length).toBeGreaterThan(5);
    expect(oneStore.every((i) => (i?.assets ?? 0) < 1_000_000)).toBe(true);
  });

  it("answers each credit union's electronic services as its apps and platform say", () => {
    expect(plan.services.every((s) => byId.get(s.institutionId)?.fiType === 'credit_union')).toBe(true);
    const impliedBy: [feature: string, service: string][] = [
      ['bill_pay', 'bill_payment'],
      ['mobile_deposit', 'remote_deposit_capture'],
      ['p2p', 'person_to_person'],
      ['zelle', 'person_to_person'],
      ['estatements', 'estatements'],
      ['external_transfers', 'external_transfers'],
    ];
    let withApps = 0;
    for (const row of plan.services) {
      const mobile = snapshotsOf(row.institutionId, 'mobile', row.period);
      const online = snapshotsOf(row.institutionId, 'online', row.period);
      const services = new Set(row.services);
      expect(services.has('mobile_banking') && services.has('mobile_application')).toBe(mobile.length > 0);
      expect(services.has('internet_banking') && services.has('online_banking')).toBe(online.length > 0);
      const features = new Set([...mobile, ...online].flatMap((s) => s.features));
      for (const [feature, service] of impliedBy) {
        if (features.has(featureId(feature)))
          expect(services.has(service), `${feature} → ${service}`).toBe(true);
      }
      if (mobile.length > 0) withApps++;
    }
    expect(withApps).toBeGreaterThan(1_000);
    // Every credit union answers in every quarter it existed, banks never.
    const cuQuarters = input.institutions
      .filter((i) => i.fiType === 'credit_union')
      .reduce((n, i) => n + periods.filter((p) => i.endedOn === null || p <= i.endedOn).length, 0);
    expect(plan.services).toHaveLength(cuQuarters);
  });

  it('gives a credit union without a website on record a plausible one', () => {
    const missing = input.institutions.find((i) => i.fiType === 'credit_union' && i.website === null);
    const row = plan.services.find((s) => s.institutionId === missing?.id);
    expect(row?.website).toMatch(/^www\.lakesidetest[a-z]*\.example$/);
    const known = plan.services.find((s) => byId.get(s.institutionId)?.website);
    expect(known?.website).toBe(byId.get(known?.institutionId as number)?.website);
  });

  it('is the same on every run', () => {
    const again = planDemoDigitalChannels(industry(700));
    expect(again.snapshots).toEqual(plan.snapshots);
    expect(again.services).toEqual(plan.services);
  });

  it('describes every demo mobile and online banking vendor, and reads feature solutions that exist', () => {
    const vendors = new Set(
      [MOBILE, ONLINE].flatMap((s) =>
        (catalog.offers.get(s) ?? []).map((o) => catalog.vendors[o.vendor]?.name),
      ),
    );
    expect(vendors.size).toBeGreaterThan(5);
    for (const name of vendors) expect(DESCRIBED_DIGITAL_VENDORS).toContain(name);
    const solutions = new Set(SOLUTIONS.map((s) => s.name));
    for (const name of Object.values(FEATURE_SOLUTION)) expect(solutions.has(name), name).toBe(true);
  });
});
