import {
  metricElementId,
  PERFORMOGRAPHIC_THEMES,
  type QueryCatalog,
  type QueryElementType,
  type SetId,
  type SpanId,
} from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricServiceFor } from '../../../analytics/metric-service.js';
import { performographicsFor } from '../../../analytics/performographics.js';
import { metricById } from '../../../metrics/catalog/index.js';
import { addQuarters } from '../../../metrics/periods.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../../test/identity-harness.js';

const LATEST = '2026-09-30';

type Institution = { id: number; fiType: string; period: string };
type Properties = { span?: SpanId; set?: SetId; scope?: 'single' | 'trend' };

describe('Financial Data and Performographics rules on the demo data set', () => {
  let h: Harness;
  let vendor: SignedIn;
  let active: Institution[];

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    vendor = await h.signIn(demo.vendor);
    active = (
      await h.database.query<{ id: number; fi_type: string; period: string }>(
        `select i.id, i.fi_type, t.period from institutions i
           join (select fi_type, max(latest_period)::text as period from institutions where active
                  group by fi_type) t on t.fi_type = i.fi_type
          where i.active`,
      )
    ).map((r) => ({ id: Number(r.id), fiType: r.fi_type, period: r.period }));
  });
  afterAll(async () => h.close());

  /** Each active institution's value as the metric service computes it for a list of institutions. */
  async function serviceValues(
    metricId: string,
    span: SpanId,
    set: SetId,
    period = (i: Institution) => i.period,
  ) {
    const out = new Map<number, number | null>();
    for (const fiType of ['bank', 'bhc', 'credit_union']) {
      const institutions = active.filter((i) => i.fiType === fiType);
      const first = institutions[0];
      if (!first) continue;
      const at = period(first);
      const result = await metricServiceFor(h.database).compute({
        metricIds: [metricId],
        institutions: institutions.map((i) => ({ id: i.id, fiType })),
        periods: [at],
        span,
        set,
      });
      for (const i of institutions)
        out.set(i.id, result.cells.get(metricId)?.get(at)?.get(i.id)?.value ?? null);
    }
    return out;
  }

  function ruleQuery(
    type: QueryElementType,
    elementId: number,
    operator: string,
    value: unknown,
    properties?: Properties,
  ) {
    return {
      elements: [
        {
          id: 'e1',
          element_objects: [
            {
              element_id: elementId,
              element_type: type,
              element_section: 'Financial Data',
              ...(properties ? { element_properties: properties } : {}),
            },
          ],
        },
      ],
      criteria: {
        type: 'group',
        operator: 'and',
        children: [{ type: 'rule', id: 'r1', element: 'e1', operator, value }],
      },
    };
  }

  const count = async (query: unknown) => {
    const res = await h.call(vendor, {
      method: 'POST',
      url: '/api/advanced_query/counts',
      payload: { query },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().counts.r1 as number;
  };

  const passing = (values: Map<number, number | null>, test: (v: number) => boolean) =>
    [...values.values()].filter((v) => v !== null && test(v)).length;

  it('lists Performographics and the four metric trees under Financial Data, metrics with their FI types', async () => {
    const catalog: QueryCatalog = (await h.call(vendor, { url: '/api/advanced_query/catalog' })).json();
    const financial = catalog.categories.find((c) => c.name === 'Financial Data');
    expect(financial?.sections.map((s) => s.name)).toEqual([
      'Performographics',
      'Common Metrics (Bank/CU)',
      'Detailed Metrics',
      'Common Statements (Bank/CU)',
      'Detailed Statements',
    ]);
    const elements = financial?.sections.flatMap((s) => s.elements) ?? [];
    const roa = elements.find(
      (e) => e.element_type === 'common_metric' && e.element_id === metricElementId('roa'),
    );
    expect(roa).toMatchObject({
      name: metricById('roa')?.name,
      format: 'P2',
      properties: 'metric',
      group: 'Profitability',
    });
    expect(roa?.fi_types).toEqual(['bank', 'bhc', 'credit_union']);
    expect(roa?.definition).toMatch(/Trend: the change over the last four quarters/);
    const bankOnly = elements.find(
      (e) => e.element_type === 'metrics' && e.element_id === metricElementId('bank_pretax_roa'),
    );
    expect(bankOnly?.fi_types).toEqual(['bank', 'bhc']);
    const themes = financial?.sections[0]?.elements ?? [];
    expect(themes.map((t) => t.element_id)).toEqual(PERFORMOGRAPHIC_THEMES.map((t) => t.id));
    expect(themes[1]?.definition).toMatch(/Efficiency Ratio \(lower scores higher\)/);
  });

  it('counts ROA greater than a value as the institutions whose T12 ROA exceeds it', async () => {
    const values = await serviceValues('roa', 2, 1);
    const threshold = 0.01;
    const expected = passing(values, (v) => v > threshold);
    expect(expected).toBeGreaterThan(5);
    expect(expected).toBeLessThan(active.length - 5);
    expect(await count(ruleQuery('common_metric', metricElementId('roa'), 'greater', [threshold]))).toBe(
      expected,
    );
  });

  it('counts between and not between on a quarterly bank-only metric; credit unions never match', async () => {
    const values = await serviceValues('bank_pretax_roa', 1, 1);
    const bounds: [number, number] = [0.005, 0.015];
    const id = metricElementId('bank_pretax_roa');
    const properties = { span: 1 as SpanId };
    const inside = passing(values, (v) => v >= bounds[0] && v <= bounds[1]);
    const outside = passing(values, (v) => v < bounds[0] || v > bounds[1]);
    expect(inside).toBeGreaterThan(0);
    expect(outside).toBeGreaterThan(0);
    expect(await count(ruleQuery('metrics', id, 'between', [bounds], properties))).toBe(inside);
    expect(await count(ruleQuery('metrics', id, 'not_between', [bounds], properties))).toBe(outside);
    const creditUnions = active.filter((i) => i.fiType === 'credit_union').length;
    expect(inside + outside).toBeLessThanOrEqual(active.length - creditUnions);
  });

  it('counts a trend as the four-quarter change: points for percentages, growth for amounts', async () => {
    const latest = await serviceValues('efficiency_ratio', 2, 1);
    const yearEarlier = await serviceValues('efficiency_ratio', 2, 1, (i) => addQuarters(i.period, -4));
    let improved = 0;
    for (const [id, v] of latest) {
      const before = yearEarlier.get(id);
      if (v !== null && before !== null && before !== undefined && v - before < -0.01) improved++;
    }
    expect(improved).toBeGreaterThan(0);
    const trend = { scope: 'trend' as const };
    expect(
      await count(ruleQuery('common_metric', metricElementId('efficiency_ratio'), 'less', [-0.01], trend)),
    ).toBe(improved);

    const assets = await serviceValues('total_assets', 2, 1);
    const assetsBefore = await serviceValues('total_assets', 2, 1, (i) => addQuarters(i.period, -4));
    let grew = 0;
    for (const [id, v] of assets) {
      const before = assetsBefore.get(id);
      if (v !== null && before && (v - before) / Math.abs(before) > 0.05) grew++;
    }
    expect(grew).toBeGreaterThan(0);
    expect(
      await count(ruleQuery('common_metric', metricElementId('total_assets'), 'greater', [0.05], trend)),
    ).toBe(grew);
  });

  it('reads merger-restated values for banks with set 2 and as reported for everyone else', async () => {
    const restated = await serviceValues('asset_growth', 2, 2);
    const asReported = await serviceValues('asset_growth', 2, 1);
    const changed = [...restated].filter(([id, v]) => v !== asReported.get(id));
    expect(changed.length).toBeGreaterThan(0);
    for (const [id] of changed) expect(active.find((i) => i.id === id)?.fiType).toBe('bank');
    const id = metricElementId('asset_growth');
    // Between a restated bank's two readings, so the two sets count it differently.
    const [bank, restatedValue] = changed.find(([b, v]) => v !== null && asReported.get(b) != null) as [
      number,
      number,
    ];
    const threshold = (restatedValue + (asReported.get(bank) as number)) / 2;
    const expected = passing(restated, (v) => v > threshold);
    expect(expected).not.toBe(passing(asReported, (v) => v > threshold));
    expect(await count(ruleQuery('common_metric', id, 'greater', [threshold], { set: 2 }))).toBe(expected);
    expect(await count(ruleQuery('common_metric', id, 'greater', [threshold]))).toBe(
      passing(asReported, (v) => v > threshold),
    );
  });

  it('shows the value column, and the change column for a trend, in the results', async () => {
    const query = ruleQuery('common_metric', metricElementId('roa'), 'greater', [-1], { scope: 'trend' });
    const res = await h.call(vendor, { method: 'POST', url: '/api/advanced_query', payload: { query } });
    expect(res.statusCode, res.body).toBe(200);
    const results = res.json();
    const labels: string[] = results.columns.map((c: { label: string }) => c.label);
    const valueColumn = labels.indexOf(`${metricById('roa')?.name} (T12, Q3 2026)`);
    expect(valueColumn).toBeGreaterThan(0);
    expect(labels[valueColumn + 1]).toMatch(/four-quarter change in percentage points/);
    const values = await serviceValues('roa', 2, 1);
    results.rows.slice(0, 10).forEach((row: unknown[], r: number) => {
      expect(row[valueColumn]).toBe(values.get(results.institution_ids[r]));
    });
  });

  it('scores themes 0-100 and the most efficient bank high on Efficiency Leader', async () => {
    const theme = PERFORMOGRAPHIC_THEMES.find((t) => t.key === 'efficiency_leader');
    const ratios = [...(await serviceValues('efficiency_ratio', 2, 1))].filter(
      (e): e is [number, number] => e[1] !== null && active.find((i) => i.id === e[0])?.fiType === 'bank',
    );
    ratios.sort((a, b) => a[1] - b[1]);
    const query = ruleQuery('performographics', theme?.id ?? 0, 'between', [[0, 100]]);
    const res = await h.call(vendor, { method: 'POST', url: '/api/advanced_query', payload: { query } });
    const results = res.json();
    const column = results.columns.findIndex((c: { label: string }) =>
      c.label.startsWith('Efficiency Leader score'),
    );
    const scoreOf = (id: number) => results.rows[results.institution_ids.indexOf(id)]?.[column] as number;
    for (const row of results.rows) expect(row[column]).toBeGreaterThanOrEqual(0);
    expect(results.total).toBe(results.rows.filter((r: unknown[]) => r[column] !== null).length);
    const best = scoreOf(ratios[0]?.[0] as number);
    const worst = scoreOf(ratios.at(-1)?.[0] as number);
    expect(best).toBeGreaterThan(50);
    expect(worst).toBeLessThan(50);

    let high = 0;
    for (const fiType of ['bank', 'bhc', 'credit_union']) {
      const themeScores = await performographicsFor(h.database).themeScores(
        theme ?? PERFORMOGRAPHIC_THEMES[0],
        fiType,
        LATEST,
      );
      high += active.filter((i) => i.fiType === fiType && (themeScores.scores.get(i.id) ?? -1) > 70).length;
    }
    expect(high).toBeGreaterThan(0);
    expect(await count(ruleQuery('performographics', theme?.id ?? 0, 'greater', [70]))).toBe(high);
  });

  it('refuses an element that is not in its tree and metric settings it cannot read', async () => {
    const wrongTree = ruleQuery('metrics', metricElementId('roa'), 'greater', [0]);
    const res = await h.call(vendor, {
      method: 'POST',
      url: '/api/advanced_query/counts',
      payload: { query: wrongTree },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(
      'Validation failed. The query uses an element that no longer exists.',
    );
    const badSpan = ruleQuery('common_metric', metricElementId('roa'), 'greater', [0], { span: 7 as SpanId });
    const refused = await h.call(vendor, {
      method: 'POST',
      url: '/api/advanced_query/counts',
      payload: { query: badSpan },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toMatch(/span 1 \(quarter\), 2 \(T12\) or 3 \(YTD\)/);
  });
});
