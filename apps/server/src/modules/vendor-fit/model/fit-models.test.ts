import { describe, expect, it } from 'vitest';
import { priorKey, scoreInstitution } from '../fit-model.js';
import { emptyTable, type FeatureTable, featuresOfRow } from './feature-table.js';
import { type FitModelsInput, fitModels } from './fit-models.task.js';
import { PRIOR_SMOOTHING, rowPriorKey } from './profiles.js';
import { scoreMany } from './score-many.task.js';
import { techVendorVariable, type VariableSpec } from './variables.js';

/**
 * A crafted market of 400 banks: half in asset band 2, half in band 4, alternating East and West.
 * Product A (vendor 1) wins the East and a share of the large West banks, product B (vendor 2) the
 * rest of the West, product C (vendor 3) every tenth bank. 'size' rises with the row, 'noise' tells
 * the products nothing, and the solution's own vendor variable names each client's own product.
 */
const SOLUTION = 7;
const N = 400;
const rowsOf = (test: (row: number) => boolean) => Array.from({ length: N }, (_, r) => r).filter(test);
const isC = (r: number) => r % 10 === 0;
const isA = (r: number) => !isC(r) && (r % 2 === 0 || (r >= 200 && r % 4 === 1));
const PRODUCT_OF = (r: number) => (isC(r) ? 3 : isA(r) ? 1 : 2);
const NAMES = ['', 'Alpha', 'Beta', 'Gamma'];

function market(
  rows: number,
  at: (row: number) => { band: number; east: boolean; size: number },
): FeatureTable {
  const table = emptyTable(
    '2026-09-30',
    Array.from({ length: rows }, (_, r) => ({ id: 1000 + r, fiType: 'bank', assetBand: at(r).band })),
  );
  table.categorical.region = Array.from({ length: rows }, (_, r) => (at(r).east ? 'East' : 'West'));
  table.numeric.size = Float64Array.from({ length: rows }, (_, r) => at(r).size);
  // Blocks of 20 banks share a value, cycling 0..4: every product has each value equally often.
  table.numeric.noise = Float64Array.from({ length: rows }, (_, r) => Math.floor(r / 20) % 5);
  table.categorical[`tech_vendor_${SOLUTION}`] = Array.from(
    { length: rows },
    (_, r) => NAMES[PRODUCT_OF(r)] ?? null,
  );
  return table;
}

const population = market(N, (r) => ({ band: r < 200 ? 2 : 4, east: r % 2 === 0, size: r }));
/** Twenty switchers from Gamma, in band 2: ten in the East (who chose Alpha), ten in the West (Beta). */
const holdout = market(20, (r) => ({ band: 2, east: r < 10, size: 50 + r }));

const specs: VariableSpec[] = [
  { key: 'region', name: 'Region', category: 'market', kind: 'categorical', format: 'text' },
  { key: 'size', name: 'Size', category: 'size', kind: 'numeric', format: 'N0' },
  { key: 'noise', name: 'Noise', category: 'profit', kind: 'numeric', format: 'N0' },
  techVendorVariable(SOLUTION, 'Core Processing'),
];

const input: FitModelsInput = {
  population,
  holdout,
  specs,
  window: { start: '2024-10-01', end: '2026-09-30' },
  solutions: [
    {
      solution: { id: SOLUTION, name: 'Core Processing' },
      excluded: [`tech_vendor_${SOLUTION}`],
      clients: rowsOf(() => true).map((row) => ({ row, productId: PRODUCT_OF(row) })),
      products: [1, 2, 3].map((id) => ({
        product_id: id,
        product_name: NAMES[id] as string,
        vendor_id: id,
        vendor_name: `${NAMES[id]} Systems`,
      })),
      holdout: Array.from({ length: 20 }, (_, row) => ({
        row,
        institutionId: 5000 + row,
        oldProductId: 3,
        oldVendorId: 3,
        newProductId: row < 10 ? 1 : 2,
      })),
    },
  ],
};

describe('VendorFit fitting on a crafted market', () => {
  const [fitted] = fitModels(input);
  const model = fitted?.model;
  const product = (id: number) => model?.products.find((p) => p.product_id === id);

  it('never lets the solution’s own product in as a variable', () => {
    expect(model?.variables.map((v) => v.key)).toEqual(['region', 'size', 'noise']);
    expect(Object.keys(model?.population ?? {})).toEqual(['region', 'size', 'noise']);
  });

  it('bins variables on the population: levels most common first, decile edges', () => {
    const [region, size] = model?.variables ?? [];
    expect(region?.levels).toEqual(['East', 'West']);
    expect(size?.edges).toHaveLength(9);
    expect(size?.edges?.[0]).toBeCloseTo(39.9, 6);
    expect(model?.population.region).toEqual([0.5, 0.5, 0]);
    for (const share of model?.population.size ?? []) expect(share).toBeCloseTo(0.1, 6);
  });

  it('profiles each product’s clients, smoothed toward the population, and leaves out what tells nothing', () => {
    const alpha = product(1);
    expect(alpha?.clients).toBe(rowsOf(isA).length);
    const east = alpha?.variables.region;
    expect(east?.n).toBe(rowsOf(isA).length);
    expect(east?.bins.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    // Alpha's clients are mostly Eastern, Beta's all Western.
    expect(east?.bins[0]).toBeGreaterThan(0.6);
    expect(product(2)?.variables.region?.bins[1]).toBeGreaterThan(0.9);
    // Noise is the population's for every product: it adds nothing to any score.
    for (const p of model?.products ?? []) expect(p.variables.noise?.bins).toEqual(model?.population.noise);
    // Client quantiles of a numeric variable.
    const sizes = rowsOf(isA);
    const middle = (sizes.length - 1) / 2;
    const median = ((sizes[Math.floor(middle)] as number) + (sizes[Math.ceil(middle)] as number)) / 2;
    expect(alpha?.variables.size?.quantiles?.[2]).toBeCloseTo(median, 6);
  });

  it('gives each product its smoothed share of each FI type and band, with an overall fallback', () => {
    const clientsIn = (band: number, test: (r: number) => boolean) =>
      rowsOf((r) => (r < 200 ? 2 : 4) === band && test(r)).length;
    const overall = rowsOf(isA).length / N;
    expect(product(1)?.prior['*']).toBeCloseTo(overall, 9);
    expect(product(1)?.prior[priorKey('bank', 4)]).toBeCloseTo(
      (clientsIn(4, isA) + PRIOR_SMOOTHING * overall) / (200 + PRIOR_SMOOTHING),
      9,
    );
    expect(product(1)?.prior[priorKey('credit_union', 2)]).toBeUndefined();
  });

  it('chooses a positive evidence weight where a variable separates the products', () => {
    expect(model?.evidence_weight).toBeGreaterThan(0);
    const ranking = model ? scoreInstitution(model, featuresOfRow(holdout, 15), priorKey('bank', 2)) : [];
    expect(ranking[0]?.product_id).toBe(2);
    expect(ranking[0]?.fit_score).toBeGreaterThan(50);
  });

  it('measures held-out switches against the band baseline: exact figures on a fixed market', () => {
    // Without Gamma, the baseline names Alpha (band 2's most common) for all twenty: right for ten.
    expect(fitted?.evaluation).toEqual({
      holdout: 20,
      top1: 1,
      top3: 1,
      baseline_top1: 0.5,
      baseline_top3: 1,
      window_start: '2024-10-01',
      window_end: '2026-09-30',
      status: 'measured',
    });
    expect(fitModels(input)).toEqual([fitted]);
  });

  it('says too few switches were held out below the minimum, and leaves switchers out of training', () => {
    const few = {
      ...input,
      solutions: input.solutions.map((s) => ({ ...s, holdout: s.holdout.slice(0, 5) })),
    };
    expect(fitModels(few)[0]?.evaluation).toMatchObject({ holdout: 5, status: 'too_few_switches' });
    const switcher = input.solutions.map((s) => ({
      ...s,
      holdout: [
        {
          row: 0,
          institutionId: population.ids[0] as number,
          oldProductId: 2,
          oldVendorId: 2,
          newProductId: 1,
        },
      ],
    }));
    const [measured] = fitModels({ ...input, solutions: switcher });
    // The stored model keeps every client; the switcher is only out of the model it is measured on.
    expect(measured?.model.products.find((p) => p.product_id === 1)?.clients).toBe(rowsOf(isA).length);
  });

  it('scores a whole population exactly as scoreInstitution scores each institution', () => {
    if (!model) throw new Error('no model');
    const rows = population.ids.map((_, row) => ({
      features: featuresOfRow(population, row),
      prior: rowPriorKey(population, row),
    }));
    const many = scoreMany({ model, rows });
    expect(many.productIds).toEqual(
      [1, 2, 3].filter((id) => model.products.some((p) => p.product_id === id)),
    );
    rows.forEach(({ features, prior }, row) => {
      for (const fit of scoreInstitution(model, features, prior)) {
        const p = many.productIds.indexOf(fit.product_id);
        expect(many.scores[row]?.[p]).toBe(fit.fit_score);
        expect(many.ranks[row]?.[p]).toBe(fit.rank);
      }
    });
  });
});
