import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CORE_PROCESSING, SOLUTIONS } from '../../reference/solution-catalog.js';
import { DEMO_SEED } from './generate-demo.js';
import { createRandom } from './random.js';
import {
  type PlannedRow,
  planDemoTechnographics,
  type TechnographicsInstitution,
  tierOf,
} from './technographics-plan.js';
import { buildDemoVendorCatalog } from './technographics-vendors.js';

const WINDOW = { windowStart: '2021-10-01', windowEnd: '2026-09-30' };
const catalog = buildDemoVendorCatalog(DEMO_SEED);

/** An industry like the demo's: many small institutions, few large; some merge or fail in the window. */
function population(banks: number, creditUnions: number): TechnographicsInstitution[] {
  const random = createRandom(99);
  const tiers = {
    bank: [0.19, 0.6, 0.175, 0.03, 0.005],
    credit_union: [0.585, 0.31, 0.095, 0.01, 0],
  };
  const bounds = [20_000, 100_000, 1_000_000, 10_000_000, 100_000_000, 800_000_000];
  const out: TechnographicsInstitution[] = [];
  for (const [fiType, count] of [
    ['bank', banks],
    ['credit_union', creditUnions],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const tier = random.weighted([0, 1, 2, 3, 4], (t) => tiers[fiType][t] as number);
      const low = Math.log(bounds[tier] as number);
      const high = Math.log(bounds[tier + 1] as number);
      const ends = random.chance(0.12);
      out.push({
        id: out.length + 1,
        fiType,
        regulatoryId: String(10_000 + i),
        assets: Math.exp(low + (high - low) * random.next()),
        establishedOn: `${random.int(1890, 2015)}-06-15`,
        endedOn: ends ? `202${random.int(2, 6)}-0${random.int(1, 8)}-1${random.int(0, 9)}` : null,
      });
    }
  }
  return out;
}

const institutions = population(2_500, 2_500);
const plan = planDemoTechnographics(institutions, { seed: DEMO_SEED, catalog, ...WINDOW });
const byId = new Map(institutions.map((i) => [i.id, i]));
const core = SOLUTIONS.findIndex((s) => s.name === CORE_PROCESSING);
const day = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / 86_400_000;

/** The rows of each institution and solution, oldest first. */
function pairs(rows: readonly PlannedRow[]): PlannedRow[][] {
  const out = new Map<string, PlannedRow[]>();
  for (const row of rows) {
    const key = `${row.institutionId}:${row.solution}`;
    const list = out.get(key);
    if (list) list.push(row);
    else out.set(key, [row]);
  }
  return [...out.values()].map((list) => list.sort((a, b) => a.startedOn.localeCompare(b.startedOn)));
}
const histories = pairs(plan);

/** Share of the open core rows with a known vendor that the `top` largest vendors hold. */
function coreShares(fiType?: TechnographicsInstitution['fiType']) {
  const counts = new Map<string, number>();
  let known = 0;
  for (const r of plan) {
    if (r.solution !== core || r.endedOn !== null || r.vendor === null) continue;
    if (fiType && byId.get(r.institutionId)?.fiType !== fiType) continue;
    known++;
    const name = catalog.vendors[r.vendor]?.name ?? '';
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const share = (name: string) => (counts.get(name) ?? 0) / known;
  const top = (n: number) =>
    [...counts.values()]
      .sort((a, b) => b - a)
      .slice(0, n)
      .reduce((a, b) => a + b, 0) / known;
  return { share, top };
}

describe('demo technographics plan', () => {
  it('is the same on every run, whatever the order or the rest of the industry', () => {
    const digest = (rows: readonly PlannedRow[]) =>
      createHash('sha256').update(JSON.stringify(rows)).digest('hex');
    const again = planDemoTechnographics([...institutions].reverse(), {
      seed: DEMO_SEED,
      catalog,
      ...WINDOW,
    });
    expect(digest(again)).toBe(digest(plan));
    const few = institutions.filter((i) => i.id % 50 === 0);
    const ids = new Set(few.map((i) => i.id));
    const mine = plan.filter((r) => ids.has(r.institutionId));
    expect(planDemoTechnographics(few, { seed: DEMO_SEED, catalog, ...WINDOW })).toEqual(mine);
    expect(planDemoTechnographics(few, { seed: DEMO_SEED + 1, catalog, ...WINDOW })).not.toEqual(mine);
  });

  it('covers dozens of solutions per institution, more for larger ones, never all of them', () => {
    const perTier = [0, 0, 0, 0, 0];
    const institutionsPerTier = [0, 0, 0, 0, 0];
    const add = (counts: number[], tier: number) => {
      counts[tier] = (counts[tier] ?? 0) + 1;
    };
    for (const i of institutions) add(institutionsPerTier, tierOf(i.assets));
    for (const r of plan) {
      if (r.endedOn === null || r.endReason === 'consolidation')
        add(perTier, tierOf(byId.get(r.institutionId)?.assets ?? 0));
    }
    const mean = perTier.map((n, t) => n / (institutionsPerTier[t] || 1));
    expect(mean[0]).toBeGreaterThan(12);
    expect(mean[1]).toBeGreaterThan(mean[0] as number);
    expect(mean[3]).toBeGreaterThan(3 * (mean[0] as number));
    expect(Math.max(...mean)).toBeLessThan(SOLUTIONS.length / 1.5);
    expect(plan.length / institutions.length).toBeLessThan(60);
  });

  it('never overlaps intervals, keeps at most one open row, and starts a switch the next day', () => {
    const problems: string[] = [];
    let switches = 0;
    for (const list of histories) {
      const key = `${list[0]?.institutionId}:${list[0]?.solution}`;
      if (list.filter((r) => r.endedOn === null).length > 1) problems.push(`${key}: two open rows`);
      for (const r of list)
        if (r.endedOn && r.endedOn < r.startedOn) problems.push(`${key}: ends before it starts`);
      for (let i = 1; i < list.length; i++) {
        const before = list[i - 1] as PlannedRow;
        const after = list[i] as PlannedRow;
        if (before.endedOn === null || day(after.startedOn) !== day(before.endedOn) + 1) {
          problems.push(`${key}: ${after.startedOn} does not follow ${before.endedOn}`);
        }
        if (before.endReason === 'competitive' && before.vendor !== null && after.vendor !== null) {
          if (after.vendor === before.vendor) problems.push(`${key}: switched to the same vendor`);
          switches++;
        }
        if (before.endReason === 'discontinued' && after.hasService)
          problems.push(`${key}: service after stopping`);
      }
    }
    expect(problems).toEqual([]);
    expect(switches).toBeGreaterThan(1000);
  });

  it('closes every row of an institution that merged or failed on that day, and only then', () => {
    const problems: string[] = [];
    for (const list of histories) {
      const institution = byId.get(list[0]?.institutionId ?? 0) as TechnographicsInstitution;
      const last = list[list.length - 1] as PlannedRow;
      const key = `${institution.id}:${last.solution}`;
      if (institution.endedOn) {
        if (last.endedOn !== institution.endedOn || last.endReason !== 'consolidation') {
          problems.push(
            `${key}: last row ends ${last.endedOn} (${last.endReason}), not ${institution.endedOn}`,
          );
        }
        if (list.some((r) => r.startedOn > (institution.endedOn as string)))
          problems.push(`${key}: row after the end`);
      } else if (list.some((r) => r.endReason === 'consolidation')) {
        problems.push(`${key}: consolidation without a structure event`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('names a product of the vendor that serves the solution; no vendor where none is used', () => {
    const problems: string[] = [];
    for (const r of plan) {
      if (r.product !== null) {
        const product = catalog.vendors[r.vendor as number]?.products[r.product];
        if (!product?.solutions.includes(SOLUTIONS[r.solution]?.name ?? '')) {
          problems.push(`${r.institutionId}:${r.solution}: product does not serve the solution`);
        }
      }
      if (r.type === 'service' && (r.vendor !== null || r.product !== null))
        problems.push('in-house with a vendor');
      if (!r.hasService && r.type !== 'service') problems.push('not offered, yet a vendor row');
    }
    expect(problems).toEqual([]);
    const vendorRows = plan.filter((r) => r.hasService && r.type === 'vendor');
    const unknown = vendorRows.filter((r) => r.vendor === null).length / vendorRows.length;
    expect(unknown).toBeGreaterThan(0.06);
    expect(unknown).toBeLessThan(0.14);
  });

  it('gives core processing to a few dominant vendors, and every institution a core', () => {
    expect(coreShares().top(4)).toBeGreaterThan(0.65);
    expect(coreShares().top(4)).toBeLessThan(0.85);
    expect(coreShares().top(1)).toBeLessThan(0.4);
    const withCore = new Set(
      plan.filter((r) => r.solution === core && r.hasService).map((r) => r.institutionId),
    );
    expect(withCore.size).toBe(institutions.length);
  });

  it('lets credit unions favour credit-union specialists that banks hardly use', () => {
    expect(coreShares('credit_union').share('Cooperative Ledger Systems')).toBeGreaterThan(0.2);
    expect(coreShares('bank').share('Cooperative Ledger Systems')).toBeLessThan(0.02);
    expect(coreShares('bank').share('Stonebridge Processing')).toBeGreaterThan(
      5 * coreShares('credit_union').share('Stonebridge Processing'),
    );
    // Beyond core: vendors focused on credit unions hold far more of credit unions' rows than of banks'.
    const cuFocusShare = (fiType: TechnographicsInstitution['fiType']) => {
      const rows = plan.filter((r) => r.vendor !== null && byId.get(r.institutionId)?.fiType === fiType);
      return rows.filter((r) => catalog.vendors[r.vendor as number]?.focus === 'cu').length / rows.length;
    };
    expect(cuFocusShare('credit_union')).toBeGreaterThan(5 * cuFocusShare('bank'));
  });

  it('runs more services in-house at large institutions than at small ones', () => {
    const inHouse = (tiers: number[]) => {
      const rows = plan.filter(
        (r) => r.hasService && tiers.includes(tierOf(byId.get(r.institutionId)?.assets ?? 0)),
      );
      return rows.filter((r) => r.type === 'service').length / rows.length;
    };
    expect(inHouse([3, 4])).toBeGreaterThan(2 * inHouse([0]));
  });

  it('churns a few percent of vendor relationships a year', () => {
    for (const year of [2022, 2023, 2024, 2025]) {
      const start = `${year}-01-01`;
      const end = `${year}-12-31`;
      const open = plan.filter(
        (r) => r.hasService && r.type === 'vendor' && r.startedOn <= start && (r.endedOn ?? '9999') >= start,
      );
      const switched = open.filter((r) => r.endReason === 'competitive' && (r.endedOn as string) <= end);
      const rate = switched.length / open.length;
      expect(rate).toBeGreaterThan(0.02);
      expect(rate).toBeLessThan(0.08);
    }
  });

  it('starts most relationships before the data window, some of them years before', () => {
    const first = histories.map((list) => list[0] as PlannedRow);
    const before = first.filter((r) => r.startedOn < WINDOW.windowStart).length / first.length;
    const yearsBefore = first.filter((r) => r.startedOn < '2016-01-01').length / first.length;
    expect(before).toBeGreaterThan(0.7);
    expect(yearsBefore).toBeGreaterThan(0.2);
    const tooEarly = first.filter((r) => {
      const institution = byId.get(r.institutionId) as TechnographicsInstitution;
      const since = SOLUTIONS[r.solution]?.since ?? 0;
      return r.startedOn < (institution.establishedOn as string) || Number(r.startedOn.slice(0, 4)) < since;
    });
    expect(tooEarly).toEqual([]);
  });
});

describe('demo technographics choices beyond type and size band', () => {
  // The same industry, placed in states and given lending strategies.
  const STATES = ['NY', 'WI', 'FL', 'CA'];
  const placed = institutions.map((i) => ({
    ...i,
    state: STATES[i.id % STATES.length] as string,
    commercialShare: i.fiType === 'bank' ? [0.15, 0.45, 0.75][Math.floor(i.id / 4) % 3] : 0.05,
  }));
  const rows = planDemoTechnographics(placed, { seed: DEMO_SEED, catalog, ...WINDOW });
  const placedById = new Map(placed.map((i) => [i.id, i]));
  const openCore = rows.filter((r) => r.solution === core && r.endedOn === null && r.vendor !== null);
  const shareOf = (vendorName: string, keep: (i: (typeof placed)[number]) => boolean) => {
    const pool = openCore.filter((r) => keep(placedById.get(r.institutionId) as (typeof placed)[number]));
    return pool.filter((r) => catalog.vendors[r.vendor as number]?.name === vendorName).length / pool.length;
  };

  it('lets a vendor win more in the Census region of its headquarters', () => {
    // Stonebridge is headquartered in Florida, Cooperative Ledger in California.
    const banks = (state: string) => (i: (typeof placed)[number]) => i.fiType === 'bank' && i.state === state;
    expect(shareOf('Stonebridge Processing', banks('FL'))).toBeGreaterThan(
      1.5 * shareOf('Stonebridge Processing', banks('NY')),
    );
    const cus = (state: string) => (i: (typeof placed)[number]) =>
      i.fiType === 'credit_union' && i.state === state;
    expect(shareOf('Cooperative Ledger Systems', cus('CA'))).toBeGreaterThan(
      1.5 * shareOf('Cooperative Ledger Systems', cus('NY')),
    );
  });

  it('leans commercial-heavy banks to enterprise products, at the same size tier', () => {
    const enterpriseShare = (commercial: number) => {
      const pool = openCore.filter((r) => {
        const i = placedById.get(r.institutionId);
        return i?.fiType === 'bank' && i.commercialShare === commercial && tierOf(i.assets) === 1;
      });
      const enterprise = pool.filter((r) => {
        const product = catalog.vendors[r.vendor as number]?.products[r.product ?? -1];
        return product?.segment === 'enterprise';
      });
      return enterprise.length / pool.length;
    };
    expect(enterpriseShare(0.75)).toBeGreaterThan(2 * enterpriseShare(0.15));
  });

  it('pulls a switch of another service toward the core vendor of the day', () => {
    const coreVendorOn = new Map<number, PlannedRow[]>();
    for (const r of rows.filter((row) => row.solution === core))
      coreVendorOn.set(r.institutionId, [...(coreVendorOn.get(r.institutionId) ?? []), r]);
    let switches = 0;
    let toCoreVendor = 0;
    for (const list of pairs(rows)) {
      if (list[0]?.solution === core) continue;
      for (let i = 1; i < list.length; i++) {
        const before = list[i - 1] as PlannedRow;
        const after = list[i] as PlannedRow;
        if (before.endReason !== 'competitive' || after.vendor === null) continue;
        const coreRow = (coreVendorOn.get(after.institutionId) ?? []).find(
          (c) => c.startedOn <= after.startedOn && (c.endedOn === null || c.endedOn >= after.startedOn),
        );
        const sells = catalog.offers
          .get(SOLUTIONS[after.solution]?.name ?? '')
          ?.some((o) => o.vendor === coreRow?.vendor);
        if (!coreRow || coreRow.vendor === null || !sells || coreRow.vendor === before.vendor) continue;
        switches++;
        if (after.vendor === coreRow.vendor) toCoreVendor++;
      }
    }
    expect(switches).toBeGreaterThan(500);
    // At least the core affinity's share of switches lands with the core vendor.
    expect(toCoreVendor / switches).toBeGreaterThan(0.35);
  });
});
