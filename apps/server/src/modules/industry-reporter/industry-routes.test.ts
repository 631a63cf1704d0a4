import {
  ASSET_BANDS,
  INDUSTRY_STATS,
  type IndustryReportView,
  industryFiGroupsResponseSchema,
  industryReportsResponseSchema,
  industryReportViewSchema,
  industryRunResponseSchema,
  industrySegmentationsResponseSchema,
  MESSAGES,
  type StartIndustryRunBodyInput,
} from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banksIn } from '../../test/fin-query-kit.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';
import { waitForIndustryRun } from '../../test/industry-run-kit.js';

const KEY_METRICS = 1;
const CU_KEY_METRICS = 11;
const TECHNOLOGY_PROFILE = 21;
const ASSET_BANDS_SET = 1;
const AGGREGATE = INDUSTRY_STATS.indexOf('aggregate');
const COUNT = INDUSTRY_STATS.indexOf('count');

describe('industry reporter on the demo data set', () => {
  let h: Harness;
  let vendor: SignedIn;
  let sameTenant: SignedIn;
  let otherTenant: SignedIn;
  let withoutModule: SignedIn;
  let texasQuery: number;
  let mixedPeerGroup: number;

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    vendor = await h.signIn(demo.vendor);
    sameTenant = await h.signIn(demo.clientadmin);
    // The bank tenant buys the industry reporter here, so its refusals are tenancy, not the module.
    await h.database.query(
      `update groups set purchased_modules = purchased_modules || '{"fin_industry_reporter": true}'::jsonb
        where id = (select client_group_id from users where email = $1)`,
      [demo.fi],
    );
    otherTenant = await h.signIn(demo.fi);
    withoutModule = await h.signIn(demo.limited);
    const saved = await h.call(vendor, {
      method: 'POST',
      url: '/api/advanced_query/save_query',
      payload: {
        advanced_query: {
          name: 'Texas banks',
          query: JSON.stringify(banksIn('TX')),
          query_type: 'fin_query',
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    texasQuery = saved.json().id;
    const some = await h.database.query<{ id: number }>(
      `(select id from institutions where fi_type = 'bank' and active order by id limit 8)
       union all (select id from institutions where fi_type = 'credit_union' and active order by id limit 5)`,
    );
    const peer = await h.call(vendor, {
      method: 'POST',
      url: '/api/peer_groups',
      payload: {
        name: 'Banks and credit unions',
        builder: 'quick',
        criteria: { institution_ids: some.map((r) => Number(r.id)) },
      },
    });
    expect(peer.statusCode, peer.body).toBe(201);
    mixedPeerGroup = peer.json().id;
  }, 300_000);
  afterAll(async () => h?.close());

  const open = (as: SignedIn, payload: StartIndustryRunBodyInput) =>
    h.call(as, { method: 'POST', url: '/api/industry_reporter/runs', payload });

  async function finishedView(payload: StartIndustryRunBodyInput): Promise<IndustryReportView> {
    const res = await open(vendor, payload);
    expect([200, 201], res.body).toContain(res.statusCode);
    const { run } = industryRunResponseSchema.parse(res.json());
    await waitForIndustryRun(h, vendor, run);
    const view = await h.call(vendor, { url: `/api/industry_reporter/runs/${run.id}/view` });
    expect(view.statusCode, view.body).toBe(200);
    return industryReportViewSchema.parse(view.json());
  }

  const metricIndex = (view: IndustryReportView, id: string) => view.metrics.findIndex((m) => m.id === id);
  const latest = (view: IndustryReportView, row: number, metricId: string) =>
    view.values[row]?.[metricIndex(view, metricId)]?.at(-1) as (number | null)[];

  it('offers whole industries, the caller’s peer groups and saved queries, the segment sets and the metric reports', async () => {
    const groups = industryFiGroupsResponseSchema.parse(
      (await h.call(vendor, { url: '/api/industry_reporter/fi_groups' })).json(),
    ).groups;
    expect(groups.slice(0, 3).map((g) => [g.ref, g.name])).toEqual([
      ['industry:bank', 'All Banks'],
      ['industry:bhc', 'All Holding Companies'],
      ['industry:credit_union', 'All Credit Unions'],
    ]);
    expect(groups[0]?.member_count).toBeGreaterThan(50);
    expect(groups.find((g) => g.ref === `query:${texasQuery}`)).toMatchObject({
      name: 'Texas banks',
      kind: 'query',
    });
    expect(groups.find((g) => g.ref === `peer_group:${mixedPeerGroup}`)).toMatchObject({ member_count: 13 });

    const sets = industrySegmentationsResponseSchema.parse(
      (await h.call(vendor, { url: '/api/industry_reporter/segmentations' })).json(),
    ).segmentations;
    expect(sets[0]).toMatchObject({ id: ASSET_BANDS_SET, name: 'Asset Bands', built_in: true });
    expect(sets[0]?.segments.map((s) => s.name)).toEqual(ASSET_BANDS.map((b) => b.label));

    const reports = industryReportsResponseSchema.parse(
      (await h.call(vendor, { url: '/api/industry_reporter/reports' })).json(),
    ).reports;
    expect(reports.find((r) => r.id === KEY_METRICS)).toMatchObject({ fi_type: 'bank', name: 'Key Metrics' });
    expect(reports.find((r) => r.id === CU_KEY_METRICS)).toMatchObject({ fi_type: 'credit_union' });
    expect(reports.some((r) => r.id === TECHNOLOGY_PROFILE)).toBe(false);
  });

  it('asks for an FI group, then a report, with the spec’s messages', async () => {
    const noGroup = await open(vendor, { fi_group_ids: [], report_id: KEY_METRICS });
    expect(noGroup.statusCode).toBe(422);
    expect(noGroup.json().error.message).toBe(MESSAGES.selection.selectFiGroup);
    const noReport = await open(vendor, { fi_group_ids: ['industry:bank'], report_id: null });
    expect(noReport.statusCode).toBe(422);
    expect(noReport.json().error.message).toBe(MESSAGES.selection.selectReport);
    expect(
      (await open(vendor, { fi_group_ids: ['industry:bank'], report_id: TECHNOLOGY_PROFILE })).statusCode,
    ).toBe(404);
    expect(
      (await open(vendor, { fi_group_ids: ['peer_group:999999'], report_id: KEY_METRICS })).statusCode,
    ).toBe(404);
    expect(
      (await open(vendor, { fi_group_ids: ['industry:bank'], segmentation_id: 99, report_id: KEY_METRICS }))
        .statusCode,
    ).toBe(404);
    expect((await open(vendor, { fi_group_ids: ['bank'], report_id: KEY_METRICS })).statusCode).toBe(422);
  });

  it('splits a saved query by asset band: each band’s amounts add up to the group’s total', async () => {
    const view = await finishedView({
      fi_group_ids: [`query:${texasQuery}`],
      segmentation_id: ASSET_BANDS_SET,
      report_id: KEY_METRICS,
    });
    expect(view.groups[0]).toMatchObject({ name: 'Texas banks', kind: 'query', fi_type: 'bank' });
    expect(view.rows.map((r) => r.name)).toEqual(['Total', ...ASSET_BANDS.map((b) => b.label)]);
    expect(view.segmentation).toEqual({ id: ASSET_BANDS_SET, name: 'Asset Bands' });
    expect(view.demo).toBe(true);
    expect(view.periods).toHaveLength(5);
    expect(view.periods.at(-1)).toBe('2026-09-30');
    expect(view.span_id).toBe(2);
    const total = latest(view, 0, 'total_assets');
    const bands = view.rows.slice(1).map((_, i) => latest(view, i + 1, 'total_assets'));
    expect(total[COUNT]).toBe(view.groups[0]?.member_count);
    expect(bands.reduce((n, cell) => n + (cell[COUNT] ?? 0), 0)).toBe(total[COUNT]);
    const bandAssets = bands.reduce((n, cell) => n + (cell[AGGREGATE] ?? 0), 0);
    expect(Math.abs(bandAssets - (total[AGGREGATE] as number))).toBeLessThan(
      1e-6 * (total[AGGREGATE] as number),
    );
    // A ratio's quartiles bracket its median, and the group's ROA sits among its banks'.
    const roa = latest(view, 0, 'roa');
    const [, p25, median, p75] = roa as number[];
    expect(p25).toBeLessThanOrEqual(median as number);
    expect(median).toBeLessThanOrEqual(p75 as number);
    expect(roa[AGGREGATE]).toBeGreaterThan(-0.05);
    expect(roa[AGGREGATE]).toBeLessThan(0.05);
  });

  it('reuses a run of the same request, and computes another span or set as a run of its own', async () => {
    const body: StartIndustryRunBodyInput = { fi_group_ids: ['industry:bank'], report_id: KEY_METRICS };
    const first = await finishedView(body);
    const again = await open(vendor, body);
    expect(again.statusCode).toBe(200);
    expect(again.json().run.id).toBe(first.run.id);
    const quarterly = await finishedView({ ...body, span_id: 1 });
    expect(quarterly.run.id).not.toBe(first.run.id);
    expect(quarterly.span_id).toBe(1);
    const m = metricIndex(first, 'net_income');
    // A quarter's income is about a quarter of the trailing year's.
    const ratio =
      (quarterly.values[0]?.[m]?.at(-1)?.[AGGREGATE] as number) /
      (first.values[0]?.[m]?.at(-1)?.[AGGREGATE] as number);
    expect(ratio).toBeGreaterThan(0.1);
    expect(ratio).toBeLessThan(0.5);
    const restated = await finishedView({ ...body, set_id: 2 });
    expect(restated.set_id).toBe(2);
    expect(restated.run.id).not.toBe(first.run.id);
  });

  it('never restates credit unions, and says how a mixed group was read', async () => {
    const unions = await finishedView({
      fi_group_ids: ['industry:credit_union'],
      report_id: CU_KEY_METRICS,
      set_id: 2,
    });
    expect(unions.set_id).toBe(1);
    expect(unions.run.set_id).toBe(1);
    expect(unions.metrics.every((m) => m.formula_type === 'credit_union')).toBe(true);

    const mixed = await finishedView({
      fi_group_ids: [`peer_group:${mixedPeerGroup}`],
      report_id: KEY_METRICS,
    });
    expect(mixed.groups[0]?.fi_type).toBeNull();
    expect(mixed.rows[0]?.members).toEqual({ bank: 8, credit_union: 5 });
    expect(mixed.groups[0]?.notes.join(' ')).toContain('5 credit unions are not in this bank report');
    expect(latest(mixed, 0, 'total_assets')[COUNT]).toBe(8);
  });

  it('shows a run to its starter and their client group only, and only to buyers of the module', async () => {
    const { run } = (await open(vendor, { fi_group_ids: ['industry:bhc'], report_id: KEY_METRICS })).json();
    await waitForIndustryRun(h, vendor, run);
    expect((await h.call(sameTenant, { url: `/api/industry_reporter/runs/${run.id}/view` })).statusCode).toBe(
      200,
    );
    for (const url of [
      `/api/industry_reporter/runs/${run.id}`,
      `/api/industry_reporter/runs/${run.id}/view`,
      `/api/progress/${run.progress_key}`,
    ]) {
      const foreign = await h.call(otherTenant, { url });
      expect(foreign.statusCode, url).toBe(404);
      expect(foreign.json().error.message).toBe(MESSAGES.report.recordNotFound);
    }
    expect((await h.call(vendor, { url: '/api/industry_reporter/runs/abc' })).statusCode).toBe(404);
    for (const url of [
      '/api/industry_reporter/fi_groups',
      '/api/industry_reporter/reports',
      `/api/industry_reporter/runs/${run.id}`,
    ]) {
      expect((await h.call(withoutModule, { url })).statusCode, url).toBe(403);
    }
    expect(
      (await open(withoutModule, { fi_group_ids: ['industry:bank'], report_id: KEY_METRICS })).statusCode,
    ).toBe(403);
    // The other tenant cannot aggregate the vendor's saved query either.
    expect(
      (await open(otherTenant, { fi_group_ids: [`query:${texasQuery}`], report_id: KEY_METRICS })).statusCode,
    ).toBe(404);
  });

  it('marks a run outdated once data is loaded after it, and opening the report again computes a new one', async () => {
    const body: StartIndustryRunBodyInput = { fi_group_ids: ['industry:bank'], report_id: 2 };
    const before = await finishedView(body);
    expect(before.run.outdated).toBe(false);
    await h.database.query(
      `insert into data_loads (source, period, is_demo, files, row_count, rejected_count, rejections, warnings, started_at, finished_at)
       values ('demo', '2026-09-30', true, '[]', 0, 0, '[]', '[]', now(), now())`,
    );
    const stale = await h.call(vendor, { url: `/api/industry_reporter/runs/${before.run.id}` });
    expect(industryRunResponseSchema.parse(stale.json()).run.outdated).toBe(true);
    const rerun = await open(vendor, body);
    expect(rerun.statusCode).toBe(201);
    expect(rerun.json().run.id).not.toBe(before.run.id);
    expect(rerun.json().run.outdated).toBe(false);
  });
});
