import type { CriteriaGroup, QueryPayload } from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../../http/app-error.js';
import { createMatchCache, evaluateQuery, matchedPositions } from './evaluate.js';
import type { ElementProvider, EngineContext } from './provider.js';
import { createProviderRegistry } from './registry.js';
import type { Universe, UniverseRow } from './universe.js';

// Ten institutions, position i has id 100 + i; a "digit" element matches positions whose id ends in a listed digit.
const rows = Array.from({ length: 10 }, (_, i) => ({ id: 100 + i }) as UniverseRow);
const universe: Universe = {
  version: 'v1',
  size: rows.length,
  rows,
  ids: Int32Array.from(rows, (r) => r.id),
  positionOf: new Map(rows.map((r, i) => [r.id, i])),
  latestPeriod: new Map(),
  sodYear: null,
  isDemo: true,
  dataAsOf: null,
  members: { fin_query: new Uint8Array(rows.length).fill(1), mortgage: new Uint8Array(rows.length).fill(1) },
  memberCount: { fin_query: rows.length, mortgage: rows.length },
};

let matchCalls = 0;
const digits: ElementProvider = {
  name: 'digits',
  types: ['select_institutions'],
  catalog: async () => [],
  validate: async ({ universe: u }, { rule }) =>
    Array.isArray(rule.value) && rule.value.every((v) => typeof v === 'number') && u.size > 0
      ? null
      : 'Validation failed. Digits only.',
  match: async ({ universe: u }, { rule }) => {
    matchCalls++;
    const wanted = new Set(rule.value as number[]);
    return Uint8Array.from(u.rows, (r) => (wanted.has(r.id % 10) ? 1 : 0));
  },
  columns: async () => [],
  describe: async () => 'digits',
};

const registry = createProviderRegistry();
registry.register(digits);
const context = { universe, actor: null, variant: 'fin_query' } as unknown as EngineContext;

const rule = (id: string, value: unknown) => ({ type: 'rule', id, element: 'd', operator: 'in', value });
const payload = (criteria: unknown): QueryPayload => ({
  elements: [
    {
      id: 'd',
      element_objects: [{ element_id: 1, element_type: 'select_institutions', element_section: 'Select' }],
    },
  ],
  criteria: criteria as CriteriaGroup,
});

describe('evaluating a criteria tree', () => {
  it('counts each rule alone, each group, and the tree', async () => {
    const query = payload({
      type: 'group',
      id: 'root',
      operator: 'and',
      children: [
        rule('evens', [0, 2, 4, 6, 8]),
        {
          type: 'group',
          id: 'low-or-nine',
          operator: 'or',
          children: [rule('low', [0, 1, 2, 3]), rule('nine', [9])],
        },
      ],
    });
    const result = await evaluateQuery(context, registry, createMatchCache(), query);
    expect(result.counts).toEqual({ evens: 5, low: 4, nine: 1, 'low-or-nine': 5, root: 2 });
    expect(result.total).toBe(2);
    expect(Array.from(matchedPositions(result.match), (p) => universe.ids[p])).toEqual([100, 102]);
  });

  it('leaves out a group with no rules instead of emptying the tree', async () => {
    const query = payload({
      type: 'group',
      operator: 'and',
      children: [rule('one', [1]), { type: 'group', operator: 'or', children: [] }],
    });
    const result = await evaluateQuery(context, registry, createMatchCache(), query);
    expect(result.total).toBe(1);
  });

  it('refuses an empty value with the rule id, and a provider refusal with its sentence', async () => {
    const empty = payload({ type: 'group', operator: 'and', children: [rule('ok', [1]), rule('blank', [])] });
    const refused = await evaluateQuery(context, registry, createMatchCache(), empty).catch(
      (e: unknown) => e,
    );
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(422);
    expect(JSON.stringify((refused as AppError).details)).toContain('"rule_id":"blank"');

    const words = payload({ type: 'group', operator: 'and', children: [rule('words', ['x'])] });
    const refusal = (await evaluateQuery(context, registry, createMatchCache(), words).catch(
      (e) => e,
    )) as AppError;
    expect(refusal.message).toBe('Validation failed. Digits only.');
  });

  it('refuses a rule whose element is missing from the payload', async () => {
    const query = payload({
      type: 'group',
      operator: 'and',
      children: [{ ...rule('lost', [1]), element: 'gone' }],
    });
    const refusal = (await evaluateQuery(context, registry, createMatchCache(), query).catch(
      (e) => e,
    )) as AppError;
    expect(refusal.statusCode).toBe(422);
    expect(JSON.stringify(refusal.details)).toContain('"rule_id":"lost"');
  });

  it('matches an unchanged rule once per data version', async () => {
    const cache = createMatchCache();
    const query = payload({ type: 'group', operator: 'or', children: [rule('a', [1]), rule('b', [2])] });
    matchCalls = 0;
    await evaluateQuery(context, registry, cache, query);
    await evaluateQuery(context, registry, cache, query);
    expect(matchCalls).toBe(2);
    await evaluateQuery({ ...context, universe: { ...universe, version: 'v2' } }, registry, cache, query);
    expect(matchCalls).toBe(4);
  });
});

describe('a category that needs a module', () => {
  const fit: ElementProvider = {
    ...digits,
    name: 'fit',
    types: ['vendor_fit'],
    requiresAnyModule: ['fin_vendorfit'],
    catalog: async () => [
      {
        category: 'VendorFit Core Processing',
        sections: [{ name: 'VendorFit', elements: [] }],
      },
    ],
  };
  const withFit = createProviderRegistry();
  withFit.register(digits);
  withFit.register(fit);
  const actor = (modules: string[]) => ({ modules: new Set(modules) }) as unknown as EngineContext['actor'];
  const fitQuery: QueryPayload = {
    elements: [
      { id: 'f', element_objects: [{ element_id: 1, element_type: 'vendor_fit', element_section: 'Fit' }] },
    ],
    criteria: {
      type: 'group',
      operator: 'and',
      children: [{ type: 'rule', id: 'r', element: 'f', operator: 'in', value: [1] }],
    },
  };

  it('refuses its rules to a caller without the module (403) and answers one with it', async () => {
    const refused = (await evaluateQuery(
      { ...context, actor: actor(['fin_query']) },
      withFit,
      createMatchCache(),
      fitQuery,
    ).catch((e) => e)) as AppError;
    expect(refused.statusCode).toBe(403);
    const allowed = await evaluateQuery(
      { ...context, actor: actor(['fin_query', 'fin_vendorfit']) },
      withFit,
      createMatchCache(),
      fitQuery,
    );
    expect(allowed.total).toBe(1);
  });
});

describe('the mortgage-lender variant', () => {
  // Positions 7, 8 and 9 are mortgage companies: only the mortgage variant lists them.
  const standard = Uint8Array.from(rows, (_, i) => (i >= 7 ? 0 : 1));
  const mixed: Universe = {
    ...universe,
    version: 'v-mixed',
    members: { fin_query: standard, mortgage: new Uint8Array(rows.length).fill(1) },
    memberCount: { fin_query: 7, mortgage: 10 },
  };
  const lending: ElementProvider = {
    ...digits,
    name: 'lending',
    types: ['mortgage_lending'],
    variants: ['mortgage'],
  };
  const both = createProviderRegistry();
  both.register({ ...digits, variants: ['fin_query', 'mortgage'] });
  both.register(lending);
  const negated = payload({
    type: 'group',
    id: 'root',
    operator: 'and',
    children: [
      { type: 'rule', id: 'not', element: 'd', operator: 'in', value: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9] },
    ],
  });
  const lendingQuery: QueryPayload = {
    elements: [
      {
        id: 'm',
        element_objects: [{ element_id: 1, element_type: 'mortgage_lending', element_section: 'ML' }],
      },
    ],
    criteria: {
      type: 'group',
      operator: 'and',
      children: [{ type: 'rule', id: 'r', element: 'm', operator: 'in', value: [8] }],
    },
  };

  it('keeps a standard query off the mortgage companies whatever its rules match', async () => {
    const cache = createMatchCache();
    const plain = await evaluateQuery({ ...context, universe: mixed }, both, cache, negated);
    expect(plain.total).toBe(7);
    expect(plain.counts.not).toBe(7);
    const mortgage = await evaluateQuery(
      { ...context, universe: mixed, variant: 'mortgage' },
      both,
      cache,
      negated,
    );
    expect(mortgage.total).toBe(10);
    expect(Array.from(matchedPositions(mortgage.match))).toContain(9);
  });

  it('refuses a category the variant does not offer with a 422 sentence', async () => {
    const standardOnly = createProviderRegistry();
    standardOnly.register(digits);
    standardOnly.register(lending);
    const inMortgage = (await evaluateQuery(
      { ...context, universe: mixed, variant: 'mortgage' },
      standardOnly,
      createMatchCache(),
      negated,
    ).catch((e) => e)) as AppError;
    expect(inMortgage.statusCode).toBe(422);
    expect(inMortgage.message).toMatch(/mortgage lender query takes Select Institutions/);
    const inStandard = (await evaluateQuery(
      { ...context, universe: mixed },
      standardOnly,
      createMatchCache(),
      lendingQuery,
    ).catch((e) => e)) as AppError;
    expect(inStandard.statusCode).toBe(422);
    expect(inStandard.message).toMatch(/Mortgage Lending rules belong to the mortgage lender query/);
    const answered = await evaluateQuery(
      { ...context, universe: mixed, variant: 'mortgage' },
      standardOnly,
      createMatchCache(),
      lendingQuery,
    );
    expect(answered.total).toBe(1);
  });
});
