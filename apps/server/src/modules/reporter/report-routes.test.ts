import {
  EXCEL_NOTICE,
  formatValue,
  KEY_METRICS,
  metricElementId,
  NOT_RESEARCHED_LABEL,
  PEER_PAGE_SIZE,
  periodIdOf,
  type ReportViewPage,
  reportViewPageSchema,
  SPAN_ID,
  selfServeReportsResponseSchema,
  startReportRunResponseSchema,
} from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricServiceFor } from '../../analytics/metric-service.js';
import { addQuarters } from '../../metrics/periods.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';
import { progressChannelFor } from '../progress/index.js';
import { REPORT_INTERRUPTED } from './report-run-store.js';

const LATEST = '2026-09-30';
const PERIODS = [-4, -3, -2, -1, 0].map((n) => addQuarters(LATEST, n));
const KEY_METRICS_BANK = 1;
const ASSET_QUALITY_CU = 15;
const TECHNOLOGY = 21;

describe('self-serve reports on the demo data set', () => {
  let h: Harness;
  let vendor: SignedIn;
  let sameTenant: SignedIn;
  let otherTenant: SignedIn;
  let limited: SignedIn;
  let staff: SignedIn;
  let banks: { id: number; name: string }[];
  let creditUnion: number;
  let peerGroupId: number;
  let peers: number[];

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    vendor = await h.signIn(demo.vendor);
    sameTenant = await h.signIn(demo.clientadmin);
    otherTenant = await h.signIn(demo.fi);
    limited = await h.signIn(demo.limited);
    staff = await h.signIn(demo.superadmin);
    banks = (
      await h.database.query<{ id: number; name: string }>(
        `select id, name from institutions where fi_type = 'bank' and active order by latest_assets desc`,
      )
    ).map((b) => ({ id: Number(b.id), name: b.name }));
    const [cu] = await h.database.query<{ id: number }>(
      `select id from institutions where fi_type = 'credit_union' and active order by latest_assets desc limit 1`,
    );
    creditUnion = Number(cu?.id);
    peers = banks.slice(1, 31).map((b) => b.id);
    const saved = await h.call(vendor, {
      method: 'POST',
      url: '/api/peer_groups',
      payload: { name: 'Thirty large banks', builder: 'quick', criteria: { institution_ids: peers } },
    });
    expect(saved.statusCode).toBe(201);
    peerGroupId = saved.json().id;
  }, 240_000);
  afterAll(async () => h.close());

  const subject = () => banks[0]?.id as number;
  const get = (as: SignedIn | null, url: string) => h.call(as, { url });

  /** The POST body of a report call written as the GET's query (institution_ids comma-separated). */
  const bodyOf = (query: string) =>
    Object.fromEntries(
      [...new URLSearchParams(query)].map(([key, value]) => [
        key,
        key === 'institution_ids'
          ? value.split(',').map(Number)
          : /^\d+$/.test(value)
            ? Number(value)
            : value,
      ]),
    );
  const open = (as: SignedIn | null, query: string) =>
    h.call(as, { method: 'POST', url: '/api/self_serve_reports/runs', payload: bodyOf(query) });

  async function runReport(as: SignedIn, query: string) {
    const res = await open(as, query);
    expect([200, 201], res.body).toContain(res.statusCode);
    const body = startReportRunResponseSchema.parse(res.json());
    const report = body.report;
    for (let attempt = 0; attempt < 400; attempt++) {
      const progress = (await get(as, `/api/progress/${report.progress_key}`)).json();
      if (progress.state === 'done') return { ...body, report, progress };
      if (progress.state === 'failed') throw new Error(progress.error);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the run did not finish');
  }

  const view = async (as: SignedIn, query: string): Promise<ReportViewPage> => {
    const res = await get(as, `/api/self_serve_reports/view?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return reportViewPageSchema.parse(res.json());
  };

  it('lists the reports for the institution’s FI type, with the spans', async () => {
    const bank = (await get(vendor, `/api/self_serve_reports?bank_id=${subject()}`)).json();
    expect(bank.report).toBeNull();
    expect(bank.spans).toEqual([
      { id: 1, name: 'Qtr' },
      { id: 2, name: 'T12' },
      { id: 3, name: 'YTD' },
    ]);
    const names = bank.reports.map((r: { name: string }) => r.name);
    expect(names).toEqual([
      'Key Metrics',
      'Profitability',
      'Balance Sheet & Growth',
      'Capital',
      'Asset Quality',
      'Liquidity',
      'Technology Profile',
    ]);
    expect(bank.reports[0]).toEqual({
      id: KEY_METRICS_BANK,
      name: 'Key Metrics',
      category: 'fin_reports',
      group_ids: [],
      is_technographics_only: false,
    });
    expect(bank.reports.at(-1).is_technographics_only).toBe(true);
    const cu = (await get(vendor, `/api/self_serve_reports?bank_id=${creditUnion}`)).json();
    expect(cu.reports.map((r: { id: number }) => r.id)).toEqual([11, 12, 13, 14, 15, 16, TECHNOLOGY]);

    const all = (await get(vendor, '/api/self_serve_reports/reporter_reports')).json();
    expect(all.reports).toHaveLength(13);
    const typed = (
      await get(vendor, '/api/self_serve_reports/user_fi_type_reports?fi_type=credit_union')
    ).json();
    expect(typed.reports.map((r: { id: number }) => r.id)).toEqual([11, 12, 13, 14, 15, 16, TECHNOLOGY]);
    expect((await get(vendor, '/api/self_serve_reports/user_reports')).json()).toEqual({ reports: [] });
    const list = (await get(vendor, `/api/self_serve_reports/metric_list?id=${KEY_METRICS_BANK}`)).json();
    expect(list.metrics.map((m: { id: number }) => m.id)).toEqual(KEY_METRICS.bank.map(metricElementId));
    expect(list.metrics[5]).toMatchObject({
      name: 'Return on Average Assets (ROA)',
      format: 'P2',
      group_name: 'Profitability',
    });
  });

  it('refuses callers without the product’s module, and bad or unknown input with a message', async () => {
    expect((await get(null, '/api/self_serve_reports')).statusCode).toBe(401);
    expect((await get(limited, `/api/self_serve_reports?bank_id=${subject()}`)).statusCode).toBe(200);
    expect(
      (await get(limited, `/api/self_serve_reports?report_type=advisor&bank_id=${subject()}`)).statusCode,
    ).toBe(403);
    expect(
      (await get(limited, `/api/self_serve_reports?report_type=profile&bank_id=${subject()}`)).statusCode,
    ).toBe(403);

    // Without Reporter bought, no call of it answers.
    const harbor = "name = 'Harbor Analytics (demo)'";
    await h.database.query(
      `update groups set purchased_modules = purchased_modules || '{"fin_reporter": false}'::jsonb where ${harbor}`,
    );
    try {
      for (const url of [
        `/api/self_serve_reports?bank_id=${subject()}`,
        '/api/self_serve_reports/reporter_reports',
        '/api/self_serve_reports/metric_list?id=1',
        '/api/self_serve_reports/view?id=1&report_id=1',
        '/api/self_serve_reports/download_all.csv?id=1&report_id=1',
      ]) {
        const res = await get(limited, url);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().error.message).toBe('You are not authorized. Please contact admin.');
      }
    } finally {
      await h.database.query(
        `update groups set purchased_modules = purchased_modules || '{"fin_reporter": true}'::jsonb where ${harbor}`,
      );
    }

    const bad = await get(vendor, '/api/self_serve_reports?bank_id=abc');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.message).toMatch(/^Validation failed\. bank_id/);
    const badSpan = await get(vendor, `/api/self_serve_reports?bank_id=${subject()}&span_id=9`);
    expect(badSpan.statusCode).toBe(422);
    const noBank = await get(vendor, '/api/self_serve_reports?report_id=1');
    expect(noBank.statusCode).toBe(422);
    expect(noBank.json().error.message).toBe('Please select institution.');
    const unknownBank = await get(vendor, '/api/self_serve_reports?bank_id=99999999&report_id=1');
    expect(unknownBank.statusCode).toBe(404);
    expect(unknownBank.json().error.message).toBe('Institution 99999999 not found.');
    const unknownReport = await get(vendor, `/api/self_serve_reports?bank_id=${subject()}&report_id=999`);
    expect(unknownReport.statusCode).toBe(404);
    expect(unknownReport.json().error.message).toBe('Report not found.');
    const wrongType = await get(
      vendor,
      `/api/self_serve_reports?bank_id=${subject()}&report_id=${ASSET_QUALITY_CU}`,
    );
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json().error.message).toMatch(/^Asset Quality \(15\) is not available for Bank /);
    const foreignGroup = await get(
      otherTenant,
      `/api/self_serve_reports?bank_id=${subject()}&report_id=1&peer_group_id=${peerGroupId}`,
    );
    expect(foreignGroup.statusCode).toBe(404);
    expect(foreignGroup.json().error.message).toBe('Peer group not found.');
    expect((await get(vendor, '/api/self_serve_reports/metric_list?id=0')).statusCode).toBe(422);
    expect((await get(vendor, '/api/self_serve_reports/metric_list?id=77')).statusCode).toBe(404);
    expect(
      (await get(vendor, '/api/self_serve_reports/user_fi_type_reports?fi_type=thrift')).statusCode,
    ).toBe(422);
  });

  it('runs a report to 100 and serves the same run again; the values are the metric engine’s', async () => {
    const query = `report_id=${KEY_METRICS_BANK}&bank_id=${subject()}&peer_group_id=${peerGroupId}`;
    const { report, progress } = await runReport(vendor, query);
    expect(report.menu).toHaveLength(25);
    expect(report.menu[0]).toEqual({
      product: '',
      product_id: null,
      tree_id: null,
      menu_display: 'Total Assets',
      metric_id: metricElementId('total_assets'),
      bank_service_id: null,
    });
    expect(report.fi_type).toBe('bank');
    expect(report.reporter_reports).toHaveLength(7);
    expect(progress).toMatchObject({ progress: 100, state: 'done', kind: 'report' });
    const again = (await get(vendor, `/api/self_serve_reports?${query}`)).json().report;
    expect(again).toMatchObject({ id: report.id, report_token: report.report_token, progress: 100 });
    const reopened = await open(vendor, query);
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json().report).toMatchObject({ id: report.id, progress: 100 });

    const page = await view(vendor, `id=${report.id}&report_id=${KEY_METRICS_BANK}`);
    expect(page.headers).toEqual(['Q3 2025', 'Q4 2025', 'Q1 2026', 'Q2 2026', 'Q3 2026']);
    expect(page.metrics).toHaveLength(25);
    expect(page.peer_metrics).toHaveLength(25);
    expect(page.peer_group).toEqual({ id: peerGroupId, name: 'Thirty large banks', peer_count: 30 });
    expect(page.metrics_list.map((m) => m.id)).toEqual(KEY_METRICS.bank.map(metricElementId));
    expect(page.display_formats[String(metricElementId('roa'))]).toBe('P2');
    expect(page.element_format[0]).toMatchObject({ type: 'header', text: 'Size' });
    expect(page.bank_title).toBe(banks[0]?.name);
    expect(page.periodList[0]).toEqual({ id: periodIdOf(LATEST), name: 'Q3 2026' });

    const engine = await metricServiceFor(h.database).compute({
      metricIds: ['roa', 'efficiency_ratio'],
      institutions: [subject(), ...peers].map((id) => ({ id, fiType: 'bank' })),
      periods: PERIODS,
      span: SPAN_ID.T12,
      set: 1,
      peerIds: peers,
      national: true,
    });
    for (const id of ['roa', 'efficiency_ratio']) {
      const row = page.metrics.find((m) => m.name === engine.definitions.find((d) => d.id === id)?.name);
      if (!row) throw new Error(`no ${id} row`);
      const expected = PERIODS.map((p) => engine.cells.get(id)?.get(p)?.get(subject())?.value ?? null);
      expect(row.raw_values).toEqual(expected);
      expect(row.value5).toBe(formatValue(expected[4], row.format));
      expect(row.excel_values).toEqual(expected.map((v) => v ?? 'NA'));
      const median = engine.peerStats.get(id)?.get(LATEST)?.median ?? null;
      expect(row.peer).toBe(formatValue(median, row.format));
      expect(row.national_rank).toBe(engine.cells.get(id)?.get(LATEST)?.get(subject())?.national?.percentile);
      const medianRow = page.peer_metrics.find((m) => m.name === row.name);
      expect(medianRow?.raw_value).toBe(median);
      expect(medianRow?.bank_name).toBe('Peer Median');
    }
    const single = await view(
      vendor,
      `id=${report.id}&report_id=1&report_view=single&metric_id=${metricElementId('roa')}`,
    );
    for (const row of single.peer_table) {
      const cell = engine.cells.get('roa')?.get(LATEST)?.get(row.bank_id);
      expect(row.raw_value).toBe(cell?.value ?? null);
      expect(row.national_rank).toBe(cell?.national?.percentile ?? null);
    }
  });

  it('the GET only reads: it starts no run; POST starts one (201) that the GET then returns', async () => {
    const query = `report_id=3&bank_id=${subject()}&peer_group_id=${peerGroupId}&span_id=3`;
    const runs = async () =>
      (await h.database.query<{ n: number }>('select count(*)::int as n from report_runs'))[0]?.n;
    const before = await runs();
    const read = await get(vendor, `/api/self_serve_reports?${query}`);
    expect(read.statusCode).toBe(200);
    const listed = selfServeReportsResponseSchema.parse(read.json());
    expect(listed.report).toBeNull();
    expect(listed.reports.length).toBeGreaterThan(0);
    expect(await runs()).toBe(before);

    const started = await open(vendor, query);
    expect(started.statusCode, started.body).toBe(201);
    const run = started.json().report;
    expect(run).toMatchObject({
      report_id: 3,
      span_id: 3,
      peer_group_id: peerGroupId,
      // A small run may finish before the answer is written (seen on PostgreSQL).
      status: expect.stringMatching(/^(Preparing\.\.\.|Done)$/),
    });
    expect(await runs()).toBe((before ?? 0) + 1);
    expect((await get(vendor, `/api/self_serve_reports?${query}`)).json().report).toMatchObject({
      id: run.id,
    });

    const withoutCsrf = await h.call(vendor, {
      method: 'POST',
      url: '/api/self_serve_reports/runs',
      payload: bodyOf(query),
      headers: { 'x-csrf-token': '' },
    });
    expect(withoutCsrf.statusCode).toBe(403);
    expect((await open(null, query)).statusCode).toBe(401);
    const badBody = await h.call(vendor, {
      method: 'POST',
      url: '/api/self_serve_reports/runs',
      payload: { report_id: 1, bank_id: subject(), institution_ids: ['x'] },
    });
    expect(badBody.statusCode).toBe(422);
    expect(badBody.json().error.message).toMatch(/^Validation failed\. institution_ids/);
    expect((await open(vendor, `report_id=999&bank_id=${subject()}`)).json().error.message).toBe(
      'Report not found.',
    );
    expect((await open(limited, `report_id=1&bank_id=${subject()}&report_type=advisor`)).statusCode).toBe(
      403,
    );
  });

  it('a run whose job stopped beating is never handed out: opening the report again starts a new run', async () => {
    const query = `report_id=4&bank_id=${subject()}&peer_group_id=${peerGroupId}`;
    // A run as a killed process leaves it: 'running' at 10%, its heartbeat long gone.
    const stuck = await runReport(vendor, query);
    await h.database.query(
      `update report_runs set state = 'running', result = null, heartbeat_at = now() - interval '10 minutes'
        where id = $1`,
      [stuck.report.id],
    );
    const channel = progressChannelFor(h.database);
    await channel.start({
      key: stuck.report.progress_key,
      kind: 'report',
      userId: vendor.userId,
      groupId: null,
    });
    await channel.update(stuck.report.progress_key, 10, 'Computing 0 of 10');

    expect((await get(vendor, `/api/self_serve_reports?${query}`)).json().report).toBeNull();
    const reopened = await runReport(vendor, query);
    expect(reopened.report.id).not.toBe(stuck.report.id);
    expect(reopened.progress).toMatchObject({ state: 'done', progress: 100 });
    expect((await get(vendor, `/api/progress/${stuck.report.progress_key}`)).json()).toMatchObject({
      state: 'failed',
      error: REPORT_INTERRUPTED,
    });
    const [old] = await h.database.query<{ state: string }>('select state from report_runs where id = $1', [
      stuck.report.id,
    ]);
    expect(old?.state).toBe('failed');

    // A running run whose job still beats is the one handed out again.
    await h.database.query(`update report_runs set state = 'running', heartbeat_at = now() where id = $1`, [
      reopened.report.id,
    ]);
    const alive = await open(vendor, query);
    expect(alive.statusCode).toBe(200);
    expect(alive.json().report.id).toBe(reopened.report.id);
  });

  it('single and period views: the peers best first, period pages of the peers with every metric', async () => {
    const { report } = await runReport(
      vendor,
      `report_id=${KEY_METRICS_BANK}&bank_id=${subject()}&peer_group_id=${peerGroupId}`,
    );
    const roa = metricElementId('roa');
    const single = await view(vendor, `id=${report.id}&report_id=1&report_view=single&metric_id=${roa}`);
    expect(single.metric_id).toBe(roa);
    expect(single.metrics).toHaveLength(1);
    expect(single.peer_table).toHaveLength(30);
    const latest = single.peer_table.map((r) => r.raw_value).filter((v): v is number => v !== null);
    expect(latest).toEqual([...latest].sort((a, b) => b - a));
    const efficiency = await view(
      vendor,
      `id=${report.id}&report_id=1&report_view=single&metric_id=${metricElementId('efficiency_ratio')}`,
    );
    const lowFirst = efficiency.peer_table.map((r) => r.raw_value).filter((v): v is number => v !== null);
    expect(lowFirst).toEqual([...lowFirst].sort((a, b) => a - b));

    const previous = periodIdOf(addQuarters(LATEST, -1));
    const period = await view(
      vendor,
      `id=${report.id}&report_id=1&report_view=period&period_id=${previous}&metric_id=${roa}`,
    );
    expect(period).toMatchObject({
      period_id: previous,
      page_no: 1,
      page_count: 1,
      total_peers: 30,
      metric_id: roa,
    });
    expect(period.peer_table).toHaveLength(Math.min(30, PEER_PAGE_SIZE));
    expect(period.peer_table[0]?.metric_values).toHaveLength(25);
    const singleRow = single.peer_table.find((r) => r.bank_id === period.peer_table[0]?.bank_id);
    expect(period.peer_table[0]?.raw_value).toBe(singleRow?.raw_values[3]);
    const defaulted = await view(vendor, `id=${report.id}&report_id=1&report_view=period`);
    expect(defaulted.period_id).toBe(periodIdOf(LATEST));
    expect(
      (await view(vendor, `id=${report.id}&report_id=1&report_view=period&page_no=2`)).peer_table,
    ).toEqual([]);

    const noMetric = await get(
      vendor,
      `/api/self_serve_reports/view?id=${report.id}&report_id=1&report_view=single`,
    );
    expect(noMetric.statusCode).toBe(422);
    expect(noMetric.json().error.message).toBe('Choose a metric (metric_id) for the single view.');
    const foreignMetric = await get(
      vendor,
      `/api/self_serve_reports/view?id=${report.id}&report_id=1&report_view=single&metric_id=${metricElementId('bank_ore_to_assets')}`,
    );
    expect(foreignMetric.statusCode).toBe(422);
    const badPeriod = await get(
      vendor,
      `/api/self_serve_reports/view?id=${report.id}&report_id=1&report_view=period&period_id=20100331`,
    );
    expect(badPeriod.statusCode).toBe(422);
    expect(badPeriod.json().error.message).toBe('period_id must be one of the report periods.');
    expect((await get(vendor, `/api/self_serve_reports/view?id=${report.id}&report_id=2`)).statusCode).toBe(
      422,
    );
    expect(
      (await get(vendor, `/api/self_serve_reports/view?id=${report.id}&report_id=1&report_view=chart`))
        .statusCode,
    ).toBe(422);
  });

  it('only the starter’s client group reads a run; each first page is a report_view event', async () => {
    const { report } = await runReport(
      vendor,
      `report_id=${KEY_METRICS_BANK}&bank_id=${subject()}&peer_group_id=${peerGroupId}`,
    );
    const url = `/api/self_serve_reports/view?id=${report.id}&report_id=1`;
    expect((await get(sameTenant, url)).statusCode).toBe(200);
    const foreign = await get(otherTenant, url);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Record not found');
    expect(
      (await get(otherTenant, `/api/self_serve_reports/download_all.csv?id=${report.id}&report_id=1`))
        .statusCode,
    ).toBe(404);
    expect((await get(staff, url)).statusCode).toBe(404);
    expect(
      (await get(vendor, `/api/self_serve_reports/view?id=${report.id}&report_id=1&report_type=advisor`))
        .statusCode,
    ).toBe(404);

    await h.activity.flush();
    const before = await h.database.query<{ n: number }>(
      `select count(*)::int as n from activity_events where kind = 'report_view' and (details->>'run_id')::int = $1`,
      [report.id],
    );
    await view(vendor, `id=${report.id}&report_id=1&report_view=single&metric_id=${metricElementId('roe')}`);
    await view(vendor, `id=${report.id}&report_id=1&report_view=period&page_no=2`);
    await h.activity.flush();
    const events = await h.database.query<{ details: Record<string, unknown>; user_id: number }>(
      `select details, user_id from activity_events where kind = 'report_view' and (details->>'run_id')::int = $1 order by id`,
      [report.id],
    );
    expect(events.length - (before[0]?.n ?? 0)).toBe(1);
    expect(events.at(-1)).toMatchObject({
      user_id: vendor.userId,
      details: { run_id: report.id, report_id: 1, view: 'single', metric_id: metricElementId('roe') },
    });
  });

  it('another span or set is computed live, as the metric engine computes it', async () => {
    const { report } = await runReport(
      vendor,
      `report_id=${KEY_METRICS_BANK}&bank_id=${subject()}&peer_group_id=${peerGroupId}`,
    );
    const quarterly = await view(vendor, `id=${report.id}&report_id=1&span_id=1&set_id=2`);
    const engine = await metricServiceFor(h.database).compute({
      metricIds: ['roa'],
      institutions: [{ id: subject(), fiType: 'bank' }],
      periods: PERIODS,
      span: SPAN_ID.QTR,
      set: 2,
    });
    const row = quarterly.metrics.find((m) => m.name === 'Return on Average Assets (ROA)');
    expect(row?.raw_values).toEqual(
      PERIODS.map((p) => engine.cells.get('roa')?.get(p)?.get(subject())?.value ?? null),
    );
    const withoutPeers = (await open(vendor, `report_id=2&bank_id=${subject()}`)).json().report;
    expect(withoutPeers.menu.length).toBeGreaterThan(10);
  });

  it('compares several institutions side by side; each must suit the report', async () => {
    const second = banks[1]?.id as number;
    const { report } = await runReport(
      vendor,
      `report_id=${KEY_METRICS_BANK}&bank_id=${subject()}&institution_ids=${second},${subject()}&peer_group_id=${peerGroupId}`,
    );
    expect(report.institution_ids).toEqual([subject(), second]);
    const multi = await view(vendor, `id=${report.id}&report_id=1`);
    expect(multi.metrics).toHaveLength(50);
    expect(multi.metrics.slice(0, 2).map((r) => r.bank_id)).toEqual([subject(), second]);
    const single = await view(
      vendor,
      `id=${report.id}&report_id=1&report_view=single&metric_id=${metricElementId('roe')}`,
    );
    expect(single.metrics.map((r) => r.bank_id)).toEqual([subject(), second]);
    expect(single.peer_table.map((r) => r.bank_id)).not.toContain(second);
    expect(single.total_peers).toBe(29);

    const mixed = await get(
      vendor,
      `/api/self_serve_reports?report_id=1&bank_id=${subject()}&institution_ids=${creditUnion}`,
    );
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().error.message).toMatch(/is not available for Credit Union /);
    const tooMany = banks
      .slice(0, 11)
      .map((b) => b.id)
      .join(',');
    const crowded = await get(
      vendor,
      `/api/self_serve_reports?report_id=1&bank_id=${subject()}&institution_ids=${tooMany}`,
    );
    expect(crowded.statusCode).toBe(422);
    expect(crowded.json().error.message).toBe('A report compares at most 10 institutions.');
    const crowdedRun = await open(vendor, `report_id=1&bank_id=${subject()}&institution_ids=${tooMany}`);
    expect(crowdedRun.statusCode).toBe(422);
    expect(crowdedRun.json().error.message).toBe('A report compares at most 10 institutions.');
    const badList = await get(
      vendor,
      `/api/self_serve_reports?report_id=1&bank_id=${subject()}&institution_ids=1,x`,
    );
    expect(badList.statusCode).toBe(422);
    expect(badList.json().error.message).toMatch(/institution_ids: must be a comma-separated list of ids/);
  });

  it('downloads every value as a fingerprinted CSV whose first line is the notice', async () => {
    const { report } = await runReport(
      vendor,
      `report_id=${KEY_METRICS_BANK}&bank_id=${subject()}&peer_group_id=${peerGroupId}`,
    );
    const res = await get(vendor, `/api/self_serve_reports/download_all.csv?id=${report.id}&report_id=1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(new RegExp(`^${EXCEL_NOTICE.replaceAll('.', '\\.')} Ref FA-[A-Z2-7]{12}\\.$`));
    expect(lines[1]).toBe(
      'Metric,Section,Format,Institution ID,Institution,City,State,Role,Q3 2025,Q4 2025,Q1 2026,Q2 2026,Q3 2026',
    );
    expect(lines).toHaveLength(2 + 25 * 31);
    expect(lines.filter((l) => l.includes(',Peer,'))).toHaveLength(25 * 30);
    const fingerprint = lines[0]?.match(/FA-[A-Z2-7]{12}/)?.[0];
    const [logged] = await h.database.query<{ kind: string; row_count: number; user_id: number }>(
      'select kind, row_count, user_id from downloads where fingerprint = $1',
      [fingerprint],
    );
    expect(logged).toMatchObject({ kind: 'report_view', row_count: 25 * 31, user_id: vendor.userId });
  });

  it('a technographic report lists each service’s vendor and product, with the peers’ vendor share', async () => {
    const { report } = await runReport(
      vendor,
      `report_id=${TECHNOLOGY}&bank_id=${subject()}&peer_group_id=${peerGroupId}`,
    );
    expect(report.menu[0]).toMatchObject({ menu_display: 'Core Processing', metric_id: null });
    const coreId = report.menu[0]?.bank_service_id as number;
    const multi = await view(vendor, `id=${report.id}&report_id=${TECHNOLOGY}`);
    expect(multi.is_technographics_only).toBe(true);
    const core = multi.metrics[0]?.metric_values?.[0];
    const rows = await h.database.query<{ institution_id: number; vendor_id: number | null; label: string }>(
      `select t.institution_id, t.vendor_id, v.name || ' - ' || p.name as label
         from institution_technographics t join vendors v on v.id = t.vendor_id join products p on p.id = t.product_id
        where t.solution_id = $1 and t.ended_on is null and t.institution_id = any($2::int[])`,
      [coreId, [subject(), ...peers]],
    );
    const own = rows.find((r) => Number(r.institution_id) === subject());
    expect(core?.value5).toBe(own?.label ?? NOT_RESEARCHED_LABEL);
    if (own) {
      const same = rows.filter(
        (r) => Number(r.institution_id) !== subject() && r.vendor_id === own.vendor_id,
      ).length;
      expect(core?.peer_vendor_ratio).toBeCloseTo(same / 30, 10);
    }
    const single = await view(
      vendor,
      `id=${report.id}&report_id=${TECHNOLOGY}&report_view=single&metric_id=${coreId}`,
    );
    expect(single.peer_table).toHaveLength(30);
    const peerRow = single.peer_table.find(
      (r) => r.bank_id === Number(rows.find((r2) => Number(r2.institution_id) !== subject())?.institution_id),
    );
    if (peerRow) expect(rows.map((r) => r.label)).toContain(peerRow.value5);
    const period = await get(
      vendor,
      `/api/self_serve_reports/view?id=${report.id}&report_id=${TECHNOLOGY}&report_view=period`,
    );
    expect(period.statusCode).toBe(422);
    expect(period.json().error.message).toBe('The period view is not available for technographic reports.');
  });
});
