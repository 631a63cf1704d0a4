import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoDataSet } from '../../ingest/demo/load-demo.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';
import { builtInReport } from '../reporter/index.js';

describe('financial data API on the demo data set', () => {
  let h: Harness;
  let me: SignedIn;
  let bankIds: number[];
  let cuId: number;

  beforeAll(async () => {
    h = await startHarness();
    await loadDemoDataSet(h.database, { latestPeriod: '2026-09-30', scale: 0.02 });
    me = await h.signIn(demo.vendor);
    const banks = await h.database.query<{ id: number }>(
      "select id from institutions where fi_type = 'bank' and active order by latest_assets desc limit 12",
    );
    bankIds = banks.map((b) => b.id);
    const [cu] = await h.database.query<{ id: number }>(
      "select id from institutions where fi_type = 'credit_union' and active limit 1",
    );
    cuId = cu?.id ?? 0;
  });
  afterAll(async () => h.close());

  it('computes metrics for an institution with peer statistics and national standing', async () => {
    const [subject, ...peers] = bankIds;
    const res = await h.call(me, {
      url: `/api/metrics/values?metric_ids=roa,total_assets,efficiency_ratio&institution_ids=${subject}&periods=2026-09-30,2025-09-30&span_id=2&set_id=1&peer_ids=${peers.join(',')}&national=true`,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const roa = body.metrics.find((m: { id: string }) => m.id === 'roa');
    expect(roa.format).toMatch(/^P/);
    const latest = roa.values.find((v: { period: string }) => v.period === '2026-09-30');
    expect(latest.value).toBeGreaterThan(-0.05);
    expect(latest.value).toBeLessThan(0.05);
    expect(latest.national_rank).toBeGreaterThanOrEqual(1);
    expect(latest.national_of).toBeGreaterThan(20);
    expect(latest.national_percentile).toBeGreaterThanOrEqual(0);
    const stats = roa.peer_stats.find((s: { period: string }) => s.period === '2026-09-30');
    expect(stats.count).toBe(peers.length);
    expect(stats.p25).toBeLessThanOrEqual(stats.median);
    expect(stats.median).toBeLessThanOrEqual(stats.p75);
  });

  it('uses the credit-union formulas for a credit union', async () => {
    const res = await h.call(me, {
      url: `/api/metrics/values?metric_ids=roa,equity_to_assets&institution_ids=${cuId}&periods=2026-09-30`,
    });
    const body = res.json();
    for (const m of body.metrics) expect(m.values[0].value, m.id).not.toBeNull();
  });

  it('restates a survivor’s history with the banks it acquired later (set 2), banks only', async () => {
    const [merger] = await h.database.query<{ acquirer_id: number; target_id: number }>(
      `select e.acquirer_id, e.target_id from structure_events e
         join financials f on f.institution_id = e.target_id and f.period = '2022-06-30'
         join financials g on g.institution_id = e.acquirer_id and g.period = '2022-06-30'
        where e.kind = 'merger' and e.fi_type = 'bank' and e.event_date > '2022-06-30' limit 1`,
    );
    expect(merger).toBeDefined();
    const value = async (id: number, set: number) =>
      (
        await h.call(me, {
          url: `/api/metrics/values?metric_ids=total_assets&institution_ids=${id}&periods=2022-06-30&span_id=1&set_id=${set}`,
        })
      ).json().metrics[0].values[0].value as number;
    const acquirer = merger?.acquirer_id ?? 0;
    const asReported = await value(acquirer, 1);
    const restated = await value(acquirer, 2);
    const target = await value(merger?.target_id ?? 0, 1);
    expect(restated).toBeGreaterThanOrEqual(asReported + target - 1);
    const ranked = (
      await h.call(me, {
        url: '/api/metrics/ranking?metric_id=total_assets&fi_type=bank&period=2022-06-30&set_id=2&limit=10000',
      })
    ).json().ranking as { institution_id: number; value: number }[];
    expect(ranked.find((r) => r.institution_id === acquirer)?.value).toBeCloseTo(restated, 0);
  });

  it('ranks every bank on one metric', async () => {
    const res = await h.call(me, {
      url: '/api/metrics/ranking?metric_id=total_assets&fi_type=bank&period=2026-09-30&limit=5',
    });
    const body = res.json();
    expect(body.total).toBeGreaterThan(20);
    expect(body.ranking).toHaveLength(5);
    expect(body.ranking[0].value).toBeGreaterThanOrEqual(body.ranking[1].value);
  });

  it('describes the catalog as trees and lists periods', async () => {
    const trees = (await h.call(me, { url: '/api/metric_tree_relationships/tree_descriptions' })).json()
      .trees;
    expect(trees.map((t: { id: string }) => t.id)).toContain('bank_detailed_metrics');
    const rel = await h.call(me, {
      url: '/api/metric_tree_relationships/tree_relationships?tree_id=cu_detailed_metrics',
    });
    expect(rel.json().groups.length).toBeGreaterThan(0);
    const common = (await h.call(me, { url: '/api/common_metrics_mappings' })).json().mappings;
    expect(common.length).toBeGreaterThanOrEqual(40);
    expect(
      common.every(
        (m: { bank_formula: boolean; credit_union_formula: boolean }) =>
          m.bank_formula && m.credit_union_formula,
      ),
    ).toBe(true);
    const periods = (await h.call(me, { url: '/api/metrics/periods' })).json().periods;
    expect(periods).toHaveLength(20);
    expect(
      (await h.call(me, { url: '/api/metrics/firmographic_metrics' })).json().firmographic_metrics.length,
    ).toBeGreaterThan(10);
  });

  type Presented = { id: string; name: string; category: string; fi_types: string[] };
  type Group = { id: string; name: string; metrics: Presented[] };
  const get = async (url: string) => {
    const res = await h.call(me, { url });
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
    return res.json();
  };
  const idsOf = (groups: Group[]) => groups.flatMap((g) => g.metrics.map((m) => m.id));
  const reportItems = (id: number) => {
    const report = builtInReport(id);
    return new Set(report?.kind === 'metrics' ? report.sections.flatMap((s) => s.items) : []);
  };

  it('lists the common and detailed financial statements, per FI type', async () => {
    const all = (await get('/api/financial_statements')).statements as {
      category: string;
      groups: Group[];
    }[];
    expect(all.map((s) => s.category)).toEqual(['Common Statements', 'Detailed Statements']);
    for (const statement of all) {
      expect(statement.groups.length, statement.category).toBeGreaterThan(0);
      for (const m of statement.groups.flatMap((g) => g.metrics)) expect(m.category).toBe(statement.category);
    }
    const lines = async (fiType: string) =>
      ((await get(`/api/financial_statements?fi_type=${fiType}`)).statements as { groups: Group[] }[]).map(
        (s) => s.groups.flatMap((g) => g.metrics),
      );
    const [bankCommon, bankDetailed] = await lines('bank');
    const [cuCommon, cuDetailed] = await lines('credit_union');
    // The common statement means the same for both; the detailed ones are each regulator's own lines.
    expect(bankCommon?.map((m) => m.id)).toEqual(cuCommon?.map((m) => m.id));
    expect(bankDetailed?.every((m) => m.fi_types.includes('bank'))).toBe(true);
    expect(cuDetailed?.every((m) => m.fi_types.includes('credit_union'))).toBe(true);
    expect(cuDetailed?.some((m) => m.fi_types.includes('bank'))).toBe(false);
    expect((await h.call(me, { url: '/api/financial_statements?fi_type=zoo' })).statusCode).toBe(422);
    expect((await h.call(null, { url: '/api/financial_statements' })).statusCode).toBe(401);
  });

  it('describes the common metrics and statements as trees whose counts match the mappings', async () => {
    const trees = (await get('/api/common_metrics_mappings/tree_descriptions')).trees as {
      id: string;
      name: string;
      groups: { id: string; name: string; metric_count: number }[];
    }[];
    expect(trees.map((t) => [t.id, t.name])).toEqual([
      ['common_metrics', 'Common Metrics'],
      ['common_statements', 'Common Statements'],
    ]);
    const mappings = (await get('/api/common_metrics_mappings')).mappings as Presented[];
    for (const tree of trees) {
      expect(tree.groups.every((g) => g.metric_count > 0)).toBe(true);
      expect(tree.groups.reduce((sum, g) => sum + g.metric_count, 0)).toBe(
        mappings.filter((m) => m.category === tree.name).length,
      );
    }
    expect((await h.call(null, { url: '/api/common_metrics_mappings/tree_descriptions' })).statusCode).toBe(
      401,
    );
  });

  it('narrows the mappings and a metric tree to the metrics of the report named by report_id', async () => {
    const keyMetrics = reportItems(1);
    const all = (await get('/api/common_metrics_mappings')).mappings as Presented[];
    const ofKeyMetrics = (await get('/api/common_metrics_mappings?report_id=1')).mappings as Presented[];
    expect(ofKeyMetrics.map((m) => m.id)).toEqual(all.filter((m) => keyMetrics.has(m.id)).map((m) => m.id));
    expect(ofKeyMetrics.map((m) => m.id)).toEqual(expect.arrayContaining(['roa', 'total_assets']));
    expect(ofKeyMetrics.length).toBeLessThan(all.length);
    // The Technology Profile report has no metrics at all.
    expect((await get('/api/common_metrics_mappings?report_id=21')).mappings).toEqual([]);

    const tree = (q: string) => get(`/api/metric_tree_relationships/tree_relationships?${q}`);
    const whole = (await tree('tree_id=bank_detailed_metrics')).groups as Group[];
    const profitability = (await tree('tree_id=bank_detailed_metrics&report_id=2')).groups as Group[];
    expect(idsOf(profitability)).toEqual(
      expect.arrayContaining(['bank_pretax_roa', 'bank_cost_of_deposits']),
    );
    expect(idsOf(profitability).length).toBeLessThan(idsOf(whole).length);
    const items = reportItems(2);
    expect(idsOf(profitability).every((id) => items.has(id))).toBe(true);
    expect(profitability.every((g) => g.metrics.length > 0)).toBe(true);
    // A credit-union report holds no bank-only metric.
    expect((await tree('tree_id=bank_detailed_metrics&report_id=12')).groups).toEqual([]);
    expect(idsOf((await tree('tree_id=cu_detailed_metrics&report_id=12')).groups).length).toBeGreaterThan(0);

    for (const url of [
      '/api/common_metrics_mappings?report_id=999',
      '/api/metric_tree_relationships/tree_relationships?tree_id=bank_detailed_metrics&report_id=999',
    ]) {
      const res = await h.call(me, { url });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().error.message).toBe(
        'Unknown report 999: report_id must be one of 1, 2, 3, 4, 5, 6, 11, 12, 13, 14, 15, 16, 21.',
      );
    }
    expect((await h.call(me, { url: '/api/common_metrics_mappings?report_id=abc' })).statusCode).toBe(422);
  });

  it('answers bad input with 400/422 and unknown ids with 404', async () => {
    expect(
      (
        await h.call(me, {
          url: `/api/metrics/values?metric_ids=nope&institution_ids=${cuId}&periods=2026-09-30`,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await h.call(me, {
          url: `/api/metrics/values?metric_ids=roa&institution_ids=${cuId}&periods=2026-09-29`,
        })
      ).statusCode,
    ).toBe(422);
    expect(
      (
        await h.call(me, {
          url: '/api/metrics/values?metric_ids=roa&institution_ids=999999&periods=2026-09-30',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await h.call(me, { url: '/api/metric_tree_relationships/tree_relationships?tree_id=nope' }))
        .statusCode,
    ).toBe(404);
    expect((await h.call(null, { url: '/api/metrics/catalog' })).statusCode).toBe(401);
  });
});
