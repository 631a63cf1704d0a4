import { describe, expect, it } from 'vitest';
import { industryReporterStateSchema } from './industry-reporter.js';
import { marketShareResponseSchema } from './market-share.js';
import { searchResponseSchema } from './search.js';
import { vendorFitDataSchema } from './vendor-fit.js';

describe('search response', () => {
  it('accepts services and vendor products', () => {
    const parsed = searchResponseSchema.parse({
      result: {
        services: [{ id: 1, name: 'Core Processing' }],
        vendor_products: [{ id: 2, vendor: 'Fiserv', product: 'DNA', product_id: 30, bank_service_id: 1 }],
      },
    });
    expect(parsed.result.vendor_products[0]?.product).toBe('DNA');
    expect(searchResponseSchema.safeParse({ services: [] }).success).toBe(false);
  });
});

describe('market share', () => {
  it('passes value columns through and requires total_vendors', () => {
    const parsed = marketShareResponseSchema.parse({
      rows: [
        {
          vendor: 'Fiserv',
          product: 'DNA',
          bank_service_name: 'Core',
          bank_service_id: 1,
          client_count: 120,
        },
        {
          vendor: 'Grand Total',
          product: -1,
          bank_service_name: null,
          bank_service_id: null,
          client_count: 300,
        },
      ],
      total_vendors: 42,
    });
    expect(parsed.rows[0]).toHaveProperty('client_count', 120);
    expect(marketShareResponseSchema.safeParse({ rows: [] }).success).toBe(false);
  });
});

describe('vendor fit', () => {
  it('accepts cleared and loaded data', () => {
    const empty = {
      institution: null,
      solution: null,
      vendor: null,
      profile_detail: null,
      vendor_products: [],
      client_institutions: [],
      category_elements: [],
      product_values: {},
    };
    expect(vendorFitDataSchema.parse(empty).institution).toBeNull();
    const loaded = vendorFitDataSchema.parse({
      ...empty,
      institution: { id: 101, fi_type: 'bank', name: 'First Bank' },
      solution: { id: 1, name: 'Core Processing' },
      vendor_products: [
        {
          product_id: 30,
          product_name: 'DNA',
          vendor_id: 2,
          vendor_name: 'Fiserv',
          fit_score: 87.5,
          rank: 1,
        },
      ],
      product_values: { '30': { assets: 120000 } },
    });
    expect(loaded.vendor_products[0]?.rank).toBe(1);
    expect(
      vendorFitDataSchema.safeParse({
        ...empty,
        vendor_products: [
          { product_id: 30, product_name: 'DNA', vendor_id: 2, vendor_name: 'F', fit_score: 120, rank: 1 },
        ],
      }).success,
    ).toBe(false);
  });
});

describe('industry reporter state', () => {
  it('fills every default from an empty stored copy', () => {
    const state = industryReporterStateSchema.parse({});
    expect(state).toMatchObject({
      spanId: 2,
      scope: 'trend',
      metricMode: 'multi',
      showGraph: true,
      displayType: 'chart',
      setId: 1,
      selectedGroups: [],
      runId: null,
    });
    expect(state.colorSeries).toHaveLength(10);
  });

  it('holds FI group references, not bare ids, and drops a stored copy of the old shape', () => {
    const state = industryReporterStateSchema.parse({
      selectedGroupIds: [3],
      selectedGroups: ['peer_group:12', 'query:7', 'industry:bank'],
    });
    expect(state.selectedGroups).toEqual(['peer_group:12', 'query:7', 'industry:bank']);
    expect('selectedGroupIds' in state).toBe(false);
    expect(industryReporterStateSchema.safeParse({ selectedGroups: ['12'] }).success).toBe(false);
    expect(industryReporterStateSchema.safeParse({ metricMode: 'period' }).success).toBe(false);
  });

  it('rejects bad colours and categories', () => {
    expect(industryReporterStateSchema.safeParse({ colorSeries: ['red'] }).success).toBe(false);
    expect(industryReporterStateSchema.safeParse({ treeRuleCategories: ['Nope'] }).success).toBe(false);
    expect(industryReporterStateSchema.parse({ treeRuleCategories: ['Market'] }).treeRuleCategories).toEqual([
      'Market',
    ]);
  });
});
