import { PERFORMOGRAPHIC_BASIS, PERFORMOGRAPHIC_THEMES } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoDataSet } from '../ingest/demo/load-demo.js';
import { metricById } from '../metrics/catalog/index.js';
import { openTestDatabase, type TestDatabase } from '../test/test-database.js';
import { metricServiceFor } from './metric-service.js';
import { performographicsFor, performographicTheme } from './performographics.js';

const LATEST = '2026-09-30';

describe('performographic themes read the metric catalog', () => {
  it('name only catalog metrics that banks and credit unions both have a formula for', () => {
    for (const theme of PERFORMOGRAPHIC_THEMES) {
      for (const { metric } of theme.ingredients) {
        const definition = metricById(metric);
        expect(definition, `${theme.key}: ${metric}`).toBeDefined();
        expect(definition?.formulas.bank, `${metric} for banks`).toBeDefined();
        expect(definition?.formulas.credit_union, `${metric} for credit unions`).toBeDefined();
      }
    }
  });
});

describe('performographic scores on the demo data set', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase();
    await loadDemoDataSet(database, { latestPeriod: LATEST, scale: 0.03 });
  });
  afterAll(async () => database.drop());

  const theme = (key: string) => {
    const found = PERFORMOGRAPHIC_THEMES.find((t) => t.key === key);
    if (!found) throw new Error(key);
    return performographicTheme(found.id) ?? found;
  };

  it('scores every institution with an ingredient between 0 and 100, per FI type', async () => {
    for (const fiType of ['bank', 'bhc', 'credit_union']) {
      const scores = await performographicsFor(database).themeScores(
        theme('high_profitability'),
        fiType,
        LATEST,
      );
      expect(scores.scores.size, fiType).toBeGreaterThan(10);
      for (const score of scores.scores.values()) {
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
      }
      const withRoa = scores.ingredients[0]?.values;
      expect(new Set(scores.scores.keys())).toEqual(
        new Set([...(withRoa?.keys() ?? []), ...(scores.ingredients[1]?.values.keys() ?? [])]),
      );
    }
  });

  it('rewards a low efficiency ratio on Efficiency Leader: the most efficient bank scores high, the least low', async () => {
    const scores = await performographicsFor(database).themeScores(
      theme('efficiency_leader'),
      'bank',
      LATEST,
    );
    const ranking = await metricServiceFor(database).nationalRanking(
      'efficiency_ratio',
      'bank',
      LATEST,
      PERFORMOGRAPHIC_BASIS.span,
      PERFORMOGRAPHIC_BASIS.set,
    );
    const byRatio = [...ranking.ordered].sort((a, b) => a[1] - b[1]);
    const best = byRatio[0]?.[0] as number;
    const worst = byRatio.at(-1)?.[0] as number;
    const efficiency = scores.ingredients[0];
    expect(efficiency?.percentiles.get(best)).toBe(100);
    expect(efficiency?.percentiles.get(worst)).toBe(0);
    expect(scores.scores.get(best)).toBeGreaterThan(50);
    expect(scores.scores.get(worst)).toBeLessThan(50);
    expect(scores.scores.get(best)).toBeGreaterThan(scores.scores.get(worst) as number);
  });

  it('is the mean of the ingredient percentiles an institution has', async () => {
    const scores = await performographicsFor(database).themeScores(
      theme('high_growth'),
      'credit_union',
      LATEST,
    );
    let checked = 0;
    for (const [id, score] of scores.scores) {
      const present = scores.ingredients
        .map((i) => i.percentiles.get(id))
        .filter((p): p is number => p !== undefined);
      const mean = present.reduce((a, b) => a + b, 0) / present.length;
      expect(score).toBeCloseTo(mean, 1);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('gives the same scores again without recomputing them', async () => {
    const first = await performographicsFor(database).themeScores(theme('capital_rich'), 'bank', LATEST);
    const second = await performographicsFor(database).themeScores(theme('capital_rich'), 'bank', LATEST);
    expect(second).toBe(first);
  });
});
