import { describe, expect, it } from 'vitest';
import { isQueryValid } from '../rules/query-validity.js';
import { filterSchema } from './filter.js';
import { criteriaGroupSchema } from './query-criteria.js';
import { queryNodeSchema } from './query-node.js';
import { queryPayloadSchema, runQueryBodySchema } from './query-payload.js';
import { queryPriceSchema } from './query-price.js';
import { savedAdvancedQuerySchema, saveQueryBodySchema } from './saved-query.js';

const filter = {
  id: 1,
  element_id: 12,
  element_name: 'Total Assets',
  filter_id: 3,
  element_type: 'firmographics',
  element_property: null,
  rule_id: null,
  operator: 'between',
  value: [100_000, 500_000],
};

const payload = {
  elements: [
    {
      id: 'el-1',
      element_objects: [
        {
          element_id: 12,
          element_type: 'firmographics',
          element_section: 'Firmographics',
          filters: [filter],
        },
      ],
    },
  ],
  criteria: {
    type: 'group',
    operator: 'and',
    children: [
      { type: 'rule', id: 'r1', element: 'el-1', operator: 'equal', value: ['TX'] },
      {
        type: 'group',
        operator: 'or',
        children: [{ type: 'rule', id: 'r2', element: 'el-1', operator: 'between', value: [[1, 5]] }],
      },
    ],
  },
  counts: { r1: 412, r2: 37 },
};

describe('filterSchema', () => {
  it('accepts a between filter with a [low, high] pair', () => {
    expect(filterSchema.parse(filter).operator).toBe('between');
    expect(filterSchema.parse({ ...filter, operator: 'equal', value: 'TX' }).value).toBe('TX');
  });

  it('rejects reversed or one-ended ranges and unknown operators', () => {
    expect(filterSchema.safeParse({ ...filter, value: [500, 100] }).success).toBe(false);
    expect(filterSchema.safeParse({ ...filter, operator: 'not_between', value: 5 }).success).toBe(false);
    expect(filterSchema.safeParse({ ...filter, operator: 'like' }).success).toBe(false);
  });
});

describe('query payload', () => {
  it('accepts a nested criteria tree with counts', () => {
    const parsed = queryPayloadSchema.parse(payload);
    expect(parsed.counts?.r1).toBe(412);
    expect(isQueryValid(parsed.criteria)).toBe(true);
  });

  it('rejects a malformed tree', () => {
    expect(criteriaGroupSchema.safeParse({ type: 'group', operator: 'xor', children: [] }).success).toBe(
      false,
    );
    expect(
      criteriaGroupSchema.safeParse({
        type: 'group',
        operator: 'and',
        children: [{ type: 'rule', element: '', operator: 'equal', value: [] }],
      }).success,
    ).toBe(false);
    expect(queryPayloadSchema.safeParse({ ...payload, counts: { r1: -1 } }).success).toBe(false);
  });

  it('defaults is_mbc on run bodies and refuses extra keys', () => {
    expect(runQueryBodySchema.parse({ query: payload }).is_mbc).toBe(false);
    expect(runQueryBodySchema.safeParse({ query: payload, extra: 1 }).success).toBe(false);
  });
});

describe('queryNodeSchema', () => {
  it('accepts builder nodes recursively', () => {
    const node = queryNodeSchema.parse({
      id: 'root',
      type: 'group',
      primary: true,
      operator: 'and',
      children: [{ id: 'a', type: 'rule', ruleId: 4, value: [1], count: 20, section: 'Firmographics' }],
    });
    expect(node.children?.[0]?.count).toBe(20);
    expect(queryNodeSchema.safeParse({ id: 'a', type: 'leaf' }).success).toBe(false);
  });
});

describe('saved queries', () => {
  const body = {
    advanced_query: {
      name: '  Texas banks  ',
      description: null,
      query: JSON.stringify(payload),
      query_type: 'fin_query',
    },
  };

  it('trims names and applies defaults', () => {
    const parsed = saveQueryBodySchema.parse(body);
    expect(parsed.advanced_query).toMatchObject({
      name: 'Texas banks',
      description: '',
      group_ids: [],
      save_as_peer_group: false,
      is_global: false,
      institution_id: null,
    });
  });

  it('rejects blank names, unreadable queries and unknown keys', () => {
    expect(
      saveQueryBodySchema.safeParse({ advanced_query: { ...body.advanced_query, name: '   ' } }).success,
    ).toBe(false);
    expect(
      saveQueryBodySchema.safeParse({ advanced_query: { ...body.advanced_query, query: '{nope' } }).success,
    ).toBe(false);
    expect(
      saveQueryBodySchema.safeParse({ advanced_query: { ...body.advanced_query, query: '{}' } }).success,
    ).toBe(false);
    expect(
      saveQueryBodySchema.safeParse({ advanced_query: { ...body.advanced_query, owner: 1 } }).success,
    ).toBe(false);
  });

  it('reads a stored saved query', () => {
    expect(
      savedAdvancedQuerySchema.parse({
        id: 8,
        name: 'Texas banks',
        description: null,
        group_ids: [4],
        query: JSON.stringify(payload),
        query_type: 'fin_query',
        save_as_peer_group: false,
        is_global: true,
        institution_id: null,
        fi_type: 'bank',
      }).is_global,
    ).toBe(true);
  });
});

describe('queryPriceSchema', () => {
  it('accepts a quote and rejects an unknown format', () => {
    const quote = {
      total_price: 1250,
      encrypted_price: 'enc:abc',
      tokens: 3,
      cost_per_fi_per_element: 0.05,
      minimum_price: 250,
      price_without_discounts: 1500,
      number_fields: 12,
      key_labels: ['Full Name', 'assets'],
      key_formats: [null, 'C2M'],
      downloadable_formats: ['csv', 'xlsx'],
      samples: [{ 'Full Name': 'First Bank', assets: 120000 }],
      fi_count: 2500,
      priced_elements: 12,
      volume_discount_percent: 10,
      client_discount_percent: 0,
      token_value: 500,
      token_balance: 10,
      schedule_name: 'Standard',
      expires_at: '2026-10-01T12:00:00.000Z',
      data_as_of: '2026-09-30',
      is_demo: true,
    };
    expect(queryPriceSchema.parse(quote).tokens).toBe(3);
    expect(queryPriceSchema.safeParse({ ...quote, downloadable_formats: ['pdf'] }).success).toBe(false);
  });
});
