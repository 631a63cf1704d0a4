import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadDemoDataSet } from '../../ingest/demo/load-demo.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';

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
