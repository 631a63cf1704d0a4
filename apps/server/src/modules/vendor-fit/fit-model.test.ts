import { describe, expect, it } from 'vitest';
import {
  binOf,
  type FitModel,
  type FitVariable,
  percentileAmongClients,
  priorKey,
  scoreInstitution,
} from './fit-model.js';

const assets: FitVariable = {
  key: 'assets',
  name: 'Total Assets',
  category: 'size',
  kind: 'numeric',
  format: 'currency',
  edges: [100, 1000],
};
const region: FitVariable = {
  key: 'region',
  name: 'Region',
  category: 'market',
  kind: 'categorical',
  format: 'text',
  levels: ['south', 'west'],
};

/** Two products: A's clients are small southern institutions, B's large western ones; equal priors. */
const model: FitModel = {
  solution_id: 1,
  solution_name: 'Core Processing',
  period: '2026-09-30',
  variables: [assets, region],
  population: { assets: [1 / 3, 1 / 3, 1 / 3], region: [0.4, 0.4, 0.2] },
  evidence_weight: 1,
  products: [
    {
      product_id: 10,
      product_name: 'Alpha',
      vendor_id: 1,
      vendor_name: 'A',
      clients: 40,
      prior: { [priorKey('bank', 2)]: 0.5 },
      variables: {
        assets: { n: 40, bins: [0.7, 0.2, 0.1], quantiles: [20, 40, 80, 150, 400] },
        region: { n: 40, bins: [0.8, 0.1, 0.1], quantiles: null },
      },
    },
    {
      product_id: 20,
      product_name: 'Beta',
      vendor_id: 2,
      vendor_name: 'B',
      clients: 40,
      prior: { [priorKey('bank', 2)]: 0.5 },
      variables: {
        assets: { n: 40, bins: [0.1, 0.2, 0.7], quantiles: [300, 900, 2000, 5000, 9000] },
        region: { n: 40, bins: [0.1, 0.8, 0.1], quantiles: null },
      },
    },
  ],
};

describe('VendorFit scoring rule', () => {
  it('bins numbers by the population edges and unknown levels into the last bin', () => {
    expect(binOf(assets, 50)).toBe(0);
    expect(binOf(assets, 100)).toBe(1);
    expect(binOf(assets, 5000)).toBe(2);
    expect(binOf(assets, null)).toBeNull();
    expect(binOf(region, 'west')).toBe(1);
    expect(binOf(region, 'northeast')).toBe(2);
  });

  it('ranks the product whose clients resemble the institution first, with probabilities summing to 100', () => {
    const fits = scoreInstitution(model, { assets: 50, region: 'south' }, priorKey('bank', 2));
    expect(fits.map((f) => f.product_id)).toEqual([10, 20]);
    expect(fits[0]?.rank).toBe(1);
    expect((fits[0]?.fit_score ?? 0) + (fits[1]?.fit_score ?? 0)).toBeCloseTo(100, 0);
    expect(fits[0]?.categories.size).toBeGreaterThan(50);
    expect(fits[0]?.categories.market).toBeGreaterThan(50);
    expect(fits[1]?.categories.size).toBeLessThan(50);
    // A category without variables is neutral.
    expect(fits[0]?.categories.risk).toBe(50);
  });

  it('lets the prior decide when the institution tells nothing', () => {
    const skewed: FitModel = {
      ...model,
      products: model.products.map((p, i) => ({
        ...p,
        prior: { [priorKey('bank', 2)]: i === 0 ? 0.2 : 0.8 },
      })),
    };
    const fits = scoreInstitution(skewed, { assets: null, region: null }, priorKey('bank', 2));
    expect(fits[0]?.product_id).toBe(20);
    expect(fits[0]?.fit_score).toBeCloseTo(80, 0);
  });

  it('reads an institution percentile off the client quantiles', () => {
    const profile = model.products[0]?.variables.assets;
    if (!profile) throw new Error('fixture');
    expect(percentileAmongClients(profile, 80)).toBe(50);
    expect(percentileAmongClients(profile, 60)).toBe(37.5);
    expect(percentileAmongClients(profile, 1)).toBe(5);
    expect(percentileAmongClients(profile, 10_000)).toBe(95);
  });
});
