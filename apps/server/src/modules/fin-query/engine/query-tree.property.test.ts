import {
  CONTACT_ROLES,
  CONTACT_SEARCH_ELEMENT_ID,
  FIRMOGRAPHIC_ELEMENT as F,
  MARKET_AREA_ELEMENT as M,
  type QueryElementObject,
  type RuleValue,
  SELECT_INSTITUTIONS_ELEMENT_ID,
} from '@fin-atlas/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Built,
  elementObject,
  group,
  payloadOf,
  queryCalls,
  rule,
} from '../../../test/fin-query-kit.js';
import { demo, type Harness, startHarness } from '../../../test/identity-harness.js';

/** Fixed, so a run is repeatable; FUZZ_SEED=<n> explores other trees (and reproduces a report). */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_514);
/**
 * Each run is a counts call and a results call for the tree and for each of its top-level branches:
 * enough trees to mix every category, few enough to keep the file fast.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

type RuleSpec = { object: QueryElementObject; operator: string; value: RuleValue };
type TreeSpec =
  | { kind: 'rule'; spec: RuleSpec }
  | { kind: 'group'; operator: 'and' | 'or'; children: TreeSpec[] };

/** The demo data the rules pick their values from. */
type Pools = {
  states: string[];
  counties: string[];
  institutionIds: number[];
  solutions: { id: number; vendors: number[]; products: number[] }[];
};

function ruleArbitrary(pools: Pools): fc.Arbitrary<RuleSpec> {
  const some = <T>(list: T[]) => fc.subarray(list, { minLength: 1, maxLength: 3 });
  const spec = (object: QueryElementObject, operator: string, value: RuleValue): RuleSpec => ({
    object,
    operator,
    value,
  });
  const amount = fc.integer({ min: 0, max: 5_000_000 });
  const firmographics = fc.oneof(
    fc
      .tuple(fc.constantFrom('in', 'not_in'), some(pools.states))
      .map(([op, states]) => spec(elementObject('firmographics', F.state), op, states)),
    fc
      .tuple(fc.constantFrom('between', 'not_between'), amount, amount)
      .map(([op, a, b]) =>
        spec(elementObject('firmographics', F.assets), op, [[Math.min(a, b), Math.max(a, b)]]),
      ),
    fc
      .tuple(fc.constantFrom('greater', 'less_or_equal'), fc.integer({ min: 0, max: 2_000 }))
      .map(([op, n]) => spec(elementObject('firmographics', F.employees), op, [n])),
    fc
      .constantFrom('bank', 'credit_union', 'bhc')
      .map((t) => spec(elementObject('firmographics', F.fiType), 'in', [t])),
    fc
      .constantFrom('bank', 'first', 'community', 'savings')
      .map((word) => spec(elementObject('firmographics', F.name), 'contains', [word])),
  );
  const picked = fc
    .tuple(
      fc.constantFrom('in', 'not_in'),
      fc.subarray(pools.institutionIds, { minLength: 1, maxLength: 40 }),
    )
    .map(([op, ids]) => spec(elementObject('select_institutions', SELECT_INSTITUTIONS_ELEMENT_ID), op, ids));
  const market = fc.oneof(
    fc
      .tuple(fc.constantFrom('in', 'not_in'), some(pools.states))
      .map(([op, states]) => spec(elementObject('market_area', M.branchStates), op, states)),
    some(pools.counties).map((codes) => spec(elementObject('market_area', M.branchCounties), 'in', codes)),
    fc
      .tuple(some(pools.counties), fc.integer({ min: 0, max: 60 }))
      .map(([codes, pct]) =>
        spec(elementObject('market_area', M.depositShare, { market: 'county', codes }), 'greater_or_equal', [
          pct,
        ]),
      ),
    fc
      .tuple(some(pools.states), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 0, max: 6 }))
      .map(([codes, low, extra]) =>
        spec(elementObject('market_area', M.marketBranches, { market: 'state', codes }), 'between', [
          [low, low + extra],
        ]),
      ),
  );
  const technographics = fc.constantFrom(...pools.solutions).chain((s) => {
    const era = fc.option(
      fc.tuple(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 6 })).map(([a, b]) => ({
        installed_years: [a, a + b],
      })),
      { nil: undefined },
    );
    const object = (properties: Record<string, unknown> | undefined) =>
      elementObject('technographics', s.id, properties);
    return fc.oneof(
      fc
        .tuple(fc.constantFrom('has_service', 'no_service', 'in_house'), era)
        .map(([op, props]) => spec(object(props), op, ['yes'])),
      fc
        .tuple(fc.constantFrom('vendor', 'not_vendor'), some(s.vendors), era)
        .map(([op, ids, props]) => spec(object(props), op, ids)),
      fc
        .tuple(fc.constantFrom('product', 'not_product'), some(s.products), era)
        .map(([op, ids, props]) => spec(object(props), op, ids)),
    );
  });
  const contacts = fc
    .record({
      roles: fc.subarray([...CONTACT_ROLES], { maxLength: 3 }),
      has_email: fc.boolean(),
      minimum: fc.integer({ min: 1, max: 6 }),
    })
    .map(({ minimum, ...properties }) =>
      spec(elementObject('contact_search', CONTACT_SEARCH_ELEMENT_ID, properties), 'has_contacts', [minimum]),
    );
  return fc.oneof(firmographics, picked, market, technographics, contacts);
}

function treeArbitrary(pools: Pools): fc.Arbitrary<TreeSpec> {
  const rules = ruleArbitrary(pools).map((spec): TreeSpec => ({ kind: 'rule', spec }));
  const { node } = fc.letrec<{ node: TreeSpec }>((tie) => ({
    node: fc.oneof(
      { maxDepth: 3, depthIdentifier: 'tree' },
      rules,
      fc
        .record({
          operator: fc.constantFrom<'and' | 'or'>('and', 'or'),
          children: fc.array(tie('node'), { minLength: 1, maxLength: 4, depthIdentifier: 'tree' }),
        })
        .map((g): TreeSpec => ({ kind: 'group', ...g })),
    ),
  }));
  // The root is always a group, as the builder sends it.
  return fc
    .array(node, { minLength: 1, maxLength: 4 })
    .map((children): TreeSpec => ({ kind: 'group', operator: 'and', children }));
}

/** The tree with ids from its path; groups listed with their children's ids for the checks. */
function build(
  tree: TreeSpec,
  id: string,
  groups: { id: string; operator: string; children: string[] }[],
): Built {
  if (tree.kind === 'rule') return rule(id, tree.spec.object, tree.spec.operator, tree.spec.value);
  const children = tree.children.map((child, i) => build(child, `${id}.${i}`, groups));
  groups.push({
    id,
    operator: tree.operator,
    children: tree.children.map((_, i) => `${id}.${i}`),
  });
  return group(id, tree.operator, children);
}

describe('FIN Query counts on random trees of every category', () => {
  let h: Harness;
  let pools: Pools;

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    const column = async <T>(sql: string) => (await h.database.query<{ v: T }>(sql)).map((r) => r.v);
    const solutions = await h.database.query<{ id: number; vendors: number[]; products: number[] }>(
      `select solution_id as id, array_agg(distinct vendor_id) as vendors, array_agg(distinct product_id) as products
         from institution_technographics
        where ended_on is null and vendor_id is not null and product_id is not null
        group by solution_id order by count(*) desc limit 4`,
    );
    pools = {
      states: await column<string>(
        'select state as v from branches where state is not null group by state order by count(*) desc limit 8',
      ),
      counties: await column<string>(
        `select county_fips as v from branches where county_fips is not null
          group by county_fips order by count(distinct institution_id) desc limit 8`,
      ),
      institutionIds: (await column<number>('select id as v from institutions order by id')).map(Number),
      solutions: solutions.map((s) => ({
        id: Number(s.id),
        vendors: s.vendors.map(Number).slice(0, 8),
        products: s.products.map(Number).slice(0, 8),
      })),
    };
  });
  afterAll(async () => h.close());

  it('gives a total equal to the rows of the results, and group counts bounded by their children', async () => {
    const q = queryCalls(h, await h.signIn(demo.vendor));
    const property = fc.asyncProperty(treeArbitrary(pools), async (tree) => {
      const groups: { id: string; operator: string; children: string[] }[] = [];
      const payload = payloadOf(build(tree, 'root', groups));
      const counts = await q.counts(payload);
      const results = await q.results(payload);
      expect(results.rows).toHaveLength(counts.total);
      expect(new Set(results.institution_ids).size).toBe(counts.total);
      expect(results.counts).toEqual(counts.counts);
      expect(counts.counts.root).toBe(counts.total);
      // The root ANDs its branches: its institutions are exactly those every branch alone matches.
      const branches: Set<number>[] = [];
      for (const branch of tree.kind === 'group' ? tree.children : [tree]) {
        branches.push(new Set((await q.results(payloadOf(build(branch, 'alone', [])))).institution_ids));
      }
      const expected = [...(branches[0] ?? [])].filter((id) => branches.every((ids) => ids.has(id)));
      expect([...results.institution_ids].sort((a, b) => a - b)).toEqual(
        [...(expected ?? [])].sort((a, b) => a - b),
      );
      for (const g of groups) {
        const own = counts.counts[g.id] as number;
        const children = g.children.map((c) => counts.counts[c] as number);
        if (g.operator === 'and') expect(own).toBeLessThanOrEqual(Math.min(...children));
        else expect(own).toBeGreaterThanOrEqual(Math.max(...children));
        expect(own).toBeLessThanOrEqual(counts.universe);
      }
    });
    await fc.assert(property, { seed: SEED, numRuns: RUNS });
  });
});
