import type { PerformographicReport, PerformographicThemes } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { performographicsFor, performographicTheme } from '../../analytics/performographics.js';
import { metricById } from '../../metrics/catalog/index.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';

const LATEST = '2026-09-30';
const EFFICIENCY_LEADER = 2;

describe('performographics pages API on the demo data set', () => {
  let h: Harness;
  let finAdmin: SignedIn;

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    finAdmin = await h.signIn(demo.superadmin);
  });
  afterAll(async () => h.close());

  const report = async (query: string): Promise<PerformographicReport> => {
    const res = await h.call(finAdmin, { url: `/api/performographics/report?${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('is for FIN Admins only', async () => {
    for (const email of [demo.vendor, demo.clientadmin, demo.limited, demo.fi]) {
      const user = await h.signIn(email);
      for (const url of ['/api/performographics/themes', '/api/performographics/report?theme_id=1']) {
        expect((await h.call(user, { url })).statusCode, `${email} ${url}`).toBe(403);
      }
    }
    expect((await h.call(null, { url: '/api/performographics/themes' })).statusCode).toBe(401);
  });

  it('lists the 15 themes with their definitions, ingredients and how scores spread per FI type', async () => {
    const res = await h.call(finAdmin, { url: '/api/performographics/themes' });
    expect(res.statusCode, res.body).toBe(200);
    const body: PerformographicThemes = res.json();
    expect(body.themes).toHaveLength(15);
    expect(body.is_demo).toBe(true);
    expect(body.method).toMatch(/trailing twelve months as reported/);
    const efficiency = body.themes.find((t) => t.id === EFFICIENCY_LEADER);
    expect(efficiency?.definition).toMatch(/^Institutions that spend the least/);
    expect(efficiency?.ingredients[0]).toEqual({
      metric_id: 'efficiency_ratio',
      metric_name: metricById('efficiency_ratio')?.name,
      direction: 'low',
      format: 'P1',
    });
    expect(efficiency?.distributions.map((d) => d.fi_type)).toEqual(['bank', 'bhc', 'credit_union']);
    const banks = efficiency?.distributions[0];
    const scores = (
      await performographicsFor(h.database).themeScores(
        performographicTheme(EFFICIENCY_LEADER) ?? (undefined as never),
        'bank',
        LATEST,
      )
    ).scores;
    expect(banks?.period).toBe(LATEST);
    expect(banks?.count).toBe(scores.size);
    expect(banks?.bins.reduce((a, b) => a + b, 0)).toBe(scores.size);
    expect(banks?.p25).toBeLessThanOrEqual(banks?.median ?? -1);
    expect(banks?.median).toBeLessThanOrEqual(banks?.p75 ?? -1);
  });

  it('ranks institutions by score with their ingredient values and percentiles, paged both ways', async () => {
    const first = await report(`theme_id=${EFFICIENCY_LEADER}&fi_type=bank&limit=20`);
    expect(first.period).toBe(LATEST);
    expect(first.periods[0]).toBe(LATEST);
    expect(first.periods).toHaveLength(8);
    expect(first.ingredients.map((i) => i.metric_id)).toEqual([
      'efficiency_ratio',
      'noninterest_expense_to_average_assets',
    ]);
    expect(first.rows).toHaveLength(20);
    expect(first.rows[0]?.rank).toBe(1);
    const scores = first.rows.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const top = first.rows[0];
    const percentiles =
      top?.ingredients.map((i) => i.percentile).filter((p): p is number => p !== null) ?? [];
    expect(top?.score).toBeCloseTo(percentiles.reduce((a, b) => a + b, 0) / percentiles.length, 1);
    expect(top?.name).not.toMatch(/^Institution \d+$/);

    const second = await report(`theme_id=${EFFICIENCY_LEADER}&fi_type=bank&limit=20&offset=20`);
    expect(second.total).toBe(first.total);
    expect(second.rows[0]?.score).toBeLessThanOrEqual(first.rows.at(-1)?.score ?? 0);
    const seen = new Set(first.rows.map((r) => r.institution_id));
    expect(second.rows.some((r) => seen.has(r.institution_id))).toBe(false);

    const lowest = await report(`theme_id=${EFFICIENCY_LEADER}&fi_type=bank&limit=1&order=asc`);
    const everything = await report(`theme_id=${EFFICIENCY_LEADER}&fi_type=bank&limit=10000`);
    expect(everything.rows).toHaveLength(first.total);
    expect(lowest.rows[0]?.score).toBe(everything.rows.at(-1)?.score);
  });

  it('reads an earlier quarter and refuses a theme that does not exist', async () => {
    const earlier = await report('theme_id=1&fi_type=credit_union&period=2026-03-31&limit=5');
    expect(earlier.period).toBe('2026-03-31');
    expect(earlier.total).toBeGreaterThan(0);
    const res = await h.call(finAdmin, { url: '/api/performographics/report?theme_id=99' });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe('Validation failed. Choose one of the 15 themes.');
  });
});
