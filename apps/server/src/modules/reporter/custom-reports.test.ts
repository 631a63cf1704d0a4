import {
  ASSET_BANDS,
  assetBandIdOf,
  type FormatNode,
  metricElementId,
  NOT_AVAILABLE,
  type ReportElementInput,
  type ReportViewPage,
  reportViewPageSchema,
  SPAN_ID,
  startReportRunResponseSchema,
  technologyUseLabel,
  technologyUseOf,
} from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { metricServiceFor } from '../../analytics/metric-service.js';
import { customReportGroups, customReports } from '../../db/schema/index.js';
import { addQuarters } from '../../metrics/periods.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';
import { readFingerprint } from '../downloads/index.js';
import { type Features, type FitModel, priorKey, scoreInstitution } from '../vendor-fit/index.js';

const LATEST = '2026-09-30';
const PERIODS = [-4, -3, -2, -1, 0].map((n) => addQuarters(LATEST, n));
const ROA = metricElementId('roa');
const ASSETS = metricElementId('total_assets');
const EFFICIENCY = metricElementId('efficiency_ratio');
const CITY = 3;
const ASSET_BAND_SET = 1;
const EFFICIENCY_THEME = 2;
const CONTACTS = 7;

type NewReport = {
  name: string;
  userId: number | null;
  groupId: number | null;
  fiType?: string;
  isGlobal?: boolean;
  isMbc?: boolean;
  elements: ReportElementInput[];
  format?: FormatNode[];
  sharedWith?: number[];
};

describe('custom reports in Reporter, on the demo data set', () => {
  let h: Harness;
  let vendor: SignedIn;
  let clientAdmin: SignedIn;
  let fiUser: SignedIn;
  let limited: SignedIn;
  let admin: SignedIn;
  let vendorGroup: number;
  let fiGroup: number;
  let banks: { id: number; name: string; city: string | null; assets: number }[];
  let creditUnion: number;
  let peers: number[];
  let peerGroupId: number;
  let coreProcessing: number;
  let mobileBanking: number;

  /** Inserts a custom report as the report writer saves it (ids from 1001). */
  async function insertReport(report: NewReport): Promise<number> {
    const [row] = await h.database.db
      .insert(customReports)
      .values({
        name: report.name,
        fiType: report.fiType ?? 'bank',
        isGlobal: report.isGlobal ?? false,
        isMbc: report.isMbc ?? false,
        userId: report.userId,
        groupId: report.groupId,
        reportElements: report.elements,
        elementFormat: report.format ?? [],
      })
      .returning({ id: customReports.id });
    const id = row?.id as number;
    for (const groupId of report.sharedWith ?? []) {
      await h.database.db.insert(customReportGroups).values({ reportId: id, groupId });
    }
    return id;
  }

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    vendor = await h.signIn(demo.vendor);
    clientAdmin = await h.signIn(demo.clientadmin);
    fiUser = await h.signIn(demo.fi);
    limited = await h.signIn(demo.limited);
    admin = await h.signIn(demo.superadmin);
    const groupOf = async (userId: number) =>
      Number(
        (
          await h.database.query<{ g: number }>('select client_group_id as g from users where id = $1', [
            userId,
          ])
        )[0]?.g,
      );
    vendorGroup = await groupOf(vendor.userId);
    fiGroup = await groupOf(fiUser.userId);
    banks = (
      await h.database.query<{ id: number; name: string; city: string | null; latest_assets: number }>(
        `select id, name, city, latest_assets from institutions where fi_type = 'bank' and active
          order by latest_assets desc limit 40`,
      )
    ).map((b) => ({ id: Number(b.id), name: b.name, city: b.city, assets: Number(b.latest_assets) }));
    const [cu] = await h.database.query<{ id: number }>(
      `select id from institutions where fi_type = 'credit_union' and active order by latest_assets desc limit 1`,
    );
    creditUnion = Number(cu?.id);
    peers = banks.slice(1, 26).map((b) => b.id);
    const saved = await h.call(vendor, {
      method: 'POST',
      url: '/api/peer_groups',
      payload: { name: 'Custom report peers', builder: 'quick', criteria: { institution_ids: peers } },
    });
    expect(saved.statusCode).toBe(201);
    peerGroupId = saved.json().id;
    const solution = async (name: string) =>
      Number(
        (await h.database.query<{ id: number }>('select id from solutions where name = $1', [name]))[0]?.id,
      );
    coreProcessing = await solution('Core Processing');
    mobileBanking = await solution('Retail Mobile Banking');
  }, 240_000);
  afterAll(async () => h.close());

  const subject = () => banks[0] as { id: number; name: string; city: string | null; assets: number };
  const get = (as: SignedIn, url: string) => h.call(as, { url });

  async function run(as: SignedIn, reportId: number, extra: Record<string, unknown> = {}) {
    const res = await h.call(as, {
      method: 'POST',
      url: '/api/self_serve_reports/runs',
      payload: { report_id: reportId, bank_id: subject().id, peer_group_id: peerGroupId, ...extra },
    });
    expect([200, 201], res.body).toContain(res.statusCode);
    const { report } = startReportRunResponseSchema.parse(res.json());
    for (let attempt = 0; attempt < 600; attempt++) {
      const progress = (await get(as, `/api/progress/${report.progress_key}`)).json();
      if (progress.state === 'done') return { report, status: res.statusCode };
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

  /** A report of every element kind with data, laid out under two headers with a graph. */
  const everyKind = (): ReportElementInput[] => [
    { element_id: ROA, element_type: 'common_metric', element_properties: { span: 2, scope: 'trend' } },
    { element_id: ASSETS, element_type: 'metrics', element_properties: { is_global_setting: true } },
    { element_id: EFFICIENCY, element_type: 'metrics', element_properties: { span: 1, scope: 'single' } },
    { element_id: ROA, element_type: 'common_metric', element_properties: { span: 1, scope: 'trend' } },
    { element_id: coreProcessing, element_type: 'technographics', element_properties: { vendor: true } },
    { element_id: mobileBanking, element_type: 'technographics' },
    {
      element_id: CITY,
      element_type: 'firmographics',
      element_properties: { action_taken: null, element_option: null, output_type: 'text' },
    },
    { element_id: EFFICIENCY_THEME, element_type: 'performographics' },
    { element_id: ASSET_BAND_SET, element_type: 'segmentation' },
    { element_id: CONTACTS, element_type: 'fi_contacts', element_properties: { has_email: true } },
  ];
  const layout = (): FormatNode[] => [
    {
      type: 'header',
      id: 'h1',
      text: 'Profitability',
      children: [
        { type: 'graph', id: 'g1', metrics: [ROA, ASSETS, CITY] },
        { type: 'element', id: 'e1', element_id: ROA },
        { type: 'element', id: 'e2', element_id: EFFICIENCY },
      ],
    },
    { type: 'header', id: 'h2', text: 'Profile' },
    { type: 'element', id: 'e3', element_id: CITY },
    { type: 'element', id: 'e5', element_id: coreProcessing },
  ];

  it('runs a custom report like a built-in one: metric values are the metric service’s, other elements read once', async () => {
    const id = await insertReport({
      name: 'Board pack',
      userId: vendor.userId,
      groupId: vendorGroup,
      elements: everyKind(),
      format: layout(),
    });
    expect(id).toBeGreaterThanOrEqual(1001);
    const { report, status } = await run(vendor, id);
    expect(status).toBe(201);
    expect(report.report_id).toBe(id);
    // The layout's order first (its headers' elements), then the elements it does not place.
    expect(report.menu.map((m) => m.menu_display)).toEqual([
      'Return on Average Assets (ROA) (T12)',
      'Efficiency Ratio (Qtr)',
      'City',
      'Core Processing: Vendor',
      'Total Assets',
      'Return on Average Assets (ROA) (Qtr)',
      'Retail Mobile Banking',
      'Efficiency Leader score (Q3 2026)',
      'Asset Bands',
      'Matching contacts (with an e-mail address)',
    ]);
    expect(report.custom_reports.map((r) => r.id)).toContain(id);

    const page = await view(vendor, `id=${report.id}&report_id=${id}`);
    expect(page.headers).toEqual(['Q3 2025', 'Q4 2025', 'Q1 2026', 'Q2 2026', 'Q3 2026']);
    const rowOf = (name: string | RegExp) =>
      page.metrics.find((r) => (typeof name === 'string' ? r.name === name : name.test(r.name)));

    const engine = metricServiceFor(h.database);
    const read = async (metric: string, span: 1 | 2) =>
      engine.compute({
        metricIds: [metric],
        institutions: [subject(), ...peers.map((p) => ({ id: p }))].map((b) => ({
          id: b.id,
          fiType: 'bank',
        })),
        periods: PERIODS,
        span,
        set: 1,
        peerIds: peers,
        national: true,
      });
    const t12 = await read('roa', SPAN_ID.T12);
    const qtr = await read('roa', SPAN_ID.QTR);
    const roaT12 = rowOf('Return on Average Assets (ROA) (T12)');
    const roaQtr = rowOf('Return on Average Assets (ROA) (Qtr)');
    expect(roaT12?.raw_values).toEqual(
      PERIODS.map((p) => t12.cells.get('roa')?.get(p)?.get(subject().id)?.value ?? null),
    );
    expect(roaQtr?.raw_values).toEqual(
      PERIODS.map((p) => qtr.cells.get('roa')?.get(p)?.get(subject().id)?.value ?? null),
    );
    expect(roaT12?.raw_values).not.toEqual(roaQtr?.raw_values);
    expect(roaT12?.national_rank).toBe(
      t12.cells.get('roa')?.get(LATEST)?.get(subject().id)?.national?.percentile ?? null,
    );
    expect(
      page.peer_metrics.find((r) => r.name === 'Return on Average Assets (ROA) (T12)')?.raw_values.at(-1),
    ).toBe(t12.peerStats.get('roa')?.get(LATEST)?.median ?? null);

    // A Current Period element shows the latest quarter alone; the older ones stay empty.
    const efficiency = rowOf('Efficiency Ratio (Qtr)');
    const effQtr = await read('efficiency_ratio', SPAN_ID.QTR);
    expect(efficiency?.raw_values.slice(0, 4)).toEqual([null, null, null, null]);
    expect([efficiency?.value1, efficiency?.value4]).toEqual(['', '']);
    expect(efficiency?.raw_value).toBe(
      effQtr.cells.get('efficiency_ratio')?.get(LATEST)?.get(subject().id)?.value ?? null,
    );
    expect(page.current_metric_ids).toContain(EFFICIENCY);

    // Words where the element is words: the city, the asset band, the core vendor by mode.
    expect(rowOf(/^City/)?.value5).toBe(subject().city ?? NOT_AVAILABLE);
    const band = ASSET_BANDS.find((b) => b.id === assetBandIdOf(subject().assets));
    expect(rowOf('Asset Bands')?.value5).toBe(band?.label);
    const [core] = await h.database.query<{
      has_service: boolean;
      type: string;
      vendor_id: number | null;
      vendor: string | null;
    }>(
      `select t.has_service, t.type, t.vendor_id, v.name as vendor from institution_technographics t
         left join vendors v on v.id = t.vendor_id
        where t.ended_on is null and t.solution_id = $1 and t.institution_id = $2
        order by t.has_service desc, t.started_on desc, t.id desc limit 1`,
      [coreProcessing, subject().id],
    );
    const coreText = core
      ? technologyUseLabel(
          technologyUseOf({ ...core, vendor_id: core.vendor_id === null ? null : Number(core.vendor_id) }),
          core.vendor,
        )
      : NOT_AVAILABLE;
    expect(rowOf('Core Processing: Vendor')?.value5).toBe(coreText);
    expect(page.text_metric_ids).toEqual(expect.arrayContaining([CITY, coreProcessing, mobileBanking]));
    const [contacts] = await h.database.query<{ n: number }>(
      `select count(*)::int as n from institution_contacts where institution_id = $1 and coalesce(email, '') <> ''`,
      [subject().id],
    );
    expect(rowOf(/^Matching contacts/)?.raw_value).toBe(contacts?.n);
    expect(JSON.stringify(page)).not.toMatch(/@/);

    // The layout's headers are the sections, its graph charts numbers only.
    expect(page.element_format[0]).toMatchObject({ type: 'header', text: 'Profitability' });
    const graph = (page.element_format[0]?.children ?? [])[0];
    expect(graph).toEqual({ type: 'graph', id: 'g1', metrics: [ROA, ASSETS] });
    expect(roaT12?.group_name).toBe('Profitability');
    expect(rowOf('City')?.group_name).toBe('Profile');
    // Elements the layout does not place (or cannot: an id it names twice) follow in report order.
    expect(rowOf('Asset Bands')?.group_name).toBeNull();

    // Single view of a word element: every peer with its value, A to Z; period view holds words at the latest quarter.
    const single = await view(vendor, `id=${report.id}&report_id=${id}&report_view=single&metric_id=${CITY}`);
    expect(single.peer_table).toHaveLength(peers.length);
    const cities = single.peer_table.map((r) => r.value5).filter((v) => v !== NOT_AVAILABLE);
    expect(cities).toEqual([...cities].sort((a, b) => String(a).localeCompare(String(b))));
    const period = await view(vendor, `id=${report.id}&report_id=${id}&report_view=period&metric_id=${ROA}`);
    expect(period.metrics[0]?.metric_values?.find((v) => v.metric_id === CITY)?.value5).toBe(
      subject().city ?? NOT_AVAILABLE,
    );
    const older = await view(
      vendor,
      `id=${report.id}&report_id=${id}&report_view=period&metric_id=${ROA}&period_id=${PERIODS[0]?.replaceAll('-', '')}`,
    );
    expect(older.metrics[0]?.metric_values?.find((v) => v.metric_id === CITY)?.value5).toBe(NOT_AVAILABLE);

    // The span switch moves the elements that follow it and leaves those with their own span.
    const quarterly = await view(vendor, `id=${report.id}&report_id=${id}&span_id=1`);
    const assetsQtr = quarterly.metrics.find((r) => r.name === 'Total Assets');
    const assetsT12 = rowOf('Total Assets');
    expect(assetsQtr?.raw_values).toEqual(assetsT12?.raw_values); // a balance is the same at any span
    expect(
      quarterly.metrics.find((r) => r.name === 'Return on Average Assets (ROA) (T12)')?.raw_values,
    ).toEqual(roaT12?.raw_values);

    // Every value, peers included, in the CSV: words in the latest quarter's column.
    const csv = await get(vendor, `/api/self_serve_reports/download_all.csv?id=${report.id}&report_id=${id}`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.split('\r\n');
    const cityLine = lines.find((l) => l.startsWith('City') && l.includes(`,${subject().id},`));
    expect(cityLine?.endsWith(`,,,,,${subject().city ?? NOT_AVAILABLE}`)).toBe(true);
    expect(lines.filter((l) => l.startsWith('Return on Average Assets (ROA) (T12),'))).toHaveLength(
      1 + peers.length,
    );

    // Opening it again serves the same run; an edit makes it a new one.
    expect((await run(vendor, id)).status).toBe(200);
    await h.database.query(
      `update custom_reports set updated_at = now() + interval '1 second' where id = $1`,
      [id],
    );
    expect((await run(vendor, id)).status).toBe(201);
  });

  it('places layout nodes by element type where ids repeat across types, and names only the chosen vendors', async () => {
    const [used] = await h.database.query<{ vendor_id: number }>(
      `select vendor_id from institution_technographics
        where solution_id = $1 and institution_id = $2 and ended_on is null and vendor_id is not null limit 1`,
      [coreProcessing, subject().id],
    );
    const [other] = await h.database.query<{ id: number }>(
      'select id from vendors where id <> $1 order by id limit 1',
      [Number(used?.vendor_id)],
    );
    const id = await insertReport({
      name: 'Same ids, two types',
      userId: vendor.userId,
      groupId: vendorGroup,
      elements: [
        {
          element_id: ASSET_BAND_SET,
          element_type: 'firmographics',
          element_properties: { action_taken: null, element_option: null, output_type: 'text' },
        },
        { element_id: ASSET_BAND_SET, element_type: 'segmentation' },
        {
          element_id: coreProcessing,
          element_type: 'technographics',
          element_properties: { vendor: true, vendor_ids: [Number(other?.id)] },
        },
      ],
      format: [
        { type: 'element', id: 'a', element_id: ASSET_BAND_SET, element_type: 'segmentation' },
        { type: 'element', id: 'b', element_id: ASSET_BAND_SET, element_type: 'firmographics' },
        { type: 'element', id: 'c', element_id: coreProcessing, element_type: 'technographics' },
      ],
    });
    const { report } = await run(vendor, id);
    expect(report.menu.map((m) => m.menu_display)).toEqual([
      'Asset Bands',
      'Institution Name',
      'Core Processing: Vendor',
    ]);
    const page = await view(vendor, `id=${report.id}&report_id=${id}`);
    const core = page.metrics.find((r) => r.name === 'Core Processing: Vendor');
    expect(used).toBeDefined();
    expect(core?.value5).toBe('No');
  });

  it('shows the VendorFit fit score of a Core Processing product, as FIN Query scores it', async () => {
    const [model] = await h.database.query<{ model: FitModel }>(
      'select m.model from vendor_fit_models m join solutions s on s.id = m.solution_id where s.is_core',
    );
    const product = model?.model.products[0];
    if (!model || !product) throw new Error('the demo data set has no Core Processing model');
    const id = await insertReport({
      name: 'Core fit',
      userId: vendor.userId,
      groupId: vendorGroup,
      elements: [{ element_id: product.product_id, element_type: 'vendor_fit_static' }],
    });
    const { report } = await run(vendor, id);
    const line = `${product.product_name} fit score`;
    expect(report.menu.map((m) => m.menu_display)).toEqual([line]);
    const page = await view(vendor, `id=${report.id}&report_id=${id}`);
    const [features] = await h.database.query<{ values: Features }>(
      'select values from vendor_fit_features where institution_id = $1',
      [subject().id],
    );
    const expected = scoreInstitution(
      model.model,
      features?.values ?? {},
      priorKey('bank', assetBandIdOf(subject().assets) ?? 0),
    ).find((f) => f.product_id === product.product_id)?.fit_score;
    expect(expected).toBeGreaterThan(0);
    expect(page.metrics.find((r) => r.name === line)?.value5).toBe(expected?.toFixed(2));
  });

  it('refuses institutions the report’s FI type leaves out', async () => {
    const cuOnly = await insertReport({
      name: 'Credit union watch',
      userId: vendor.userId,
      groupId: vendorGroup,
      fiType: 'credit_union',
      elements: [{ element_id: ROA, element_type: 'common_metric' }],
    });
    const wrong = await h.call(vendor, {
      method: 'POST',
      url: '/api/self_serve_reports/runs',
      payload: { report_id: cuOnly, bank_id: subject().id },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.message).toMatch(/^Credit union watch \(\d+\) is not available for Bank /);
    const bankList = (await get(vendor, `/api/self_serve_reports?bank_id=${subject().id}`)).json();
    expect(bankList.reports.map((r: { id: number }) => r.id)).not.toContain(cuOnly);
    const cuList = (await get(vendor, `/api/self_serve_reports?bank_id=${creditUnion}`)).json();
    expect(cuList.reports.map((r: { id: number }) => r.id)).toContain(cuOnly);
  });

  it('lists each user’s own, shared and navigator reports, and keeps other tenants’ reports out of reach', async () => {
    const own = await insertReport({
      name: 'Mine',
      userId: vendor.userId,
      groupId: vendorGroup,
      elements: [{ element_id: ROA, element_type: 'metrics' }],
    });
    const shared = await insertReport({
      name: 'Shared by the admin',
      userId: clientAdmin.userId,
      groupId: vendorGroup,
      elements: [{ element_id: ASSETS, element_type: 'metrics' }],
      sharedWith: [vendorGroup],
    });
    const foreign = await insertReport({
      name: 'Prairie private',
      userId: fiUser.userId,
      groupId: fiGroup,
      elements: [{ element_id: ROA, element_type: 'metrics' }],
    });
    const navigator = await insertReport({
      name: 'Navigator: profitability',
      userId: null,
      groupId: null,
      isGlobal: true,
      fiType: 'both',
      elements: [{ element_id: ROA, element_type: 'common_metric', element_properties: { scope: 'trend' } }],
    });
    const mortgage = await insertReport({
      name: 'Mortgage desk',
      userId: null,
      groupId: null,
      isGlobal: true,
      isMbc: true,
      fiType: 'both',
      elements: [{ element_id: ROA, element_type: 'metrics' }],
    });

    const ids = async (as: SignedIn, url: string) =>
      ((await get(as, url)).json().reports as { id: number }[]).map((r) => r.id);
    const mine = await ids(vendor, '/api/self_serve_reports/user_reports');
    expect(mine).toEqual(expect.arrayContaining([own, shared]));
    expect(mine).not.toContain(foreign);
    expect(mine).not.toContain(navigator);
    expect(await ids(vendor, '/api/self_serve_reports/navigator_reports')).toEqual(
      expect.arrayContaining([navigator, mortgage]),
    );
    // The mortgage report needs the mbc permission, which Harbor's users lack.
    const harbor = await ids(limited, '/api/self_serve_reports/navigator_reports');
    expect(harbor).toContain(navigator);
    expect(harbor).not.toContain(mortgage);
    expect(await ids(fiUser, '/api/self_serve_reports/user_reports')).toEqual([foreign]);
    const entry = (await get(vendor, '/api/self_serve_reports/user_reports'))
      .json()
      .reports.find((r: { id: number }) => r.id === shared);
    expect(entry).toEqual({
      id: shared,
      name: 'Shared by the admin',
      category: 'custom_reports',
      group_ids: [vendorGroup],
      is_technographics_only: false,
    });
    const typed = await ids(vendor, '/api/self_serve_reports/user_fi_type_reports?fi_type=credit_union');
    expect(typed).toEqual(expect.arrayContaining([11, navigator]));
    expect(typed).not.toContain(own);
    expect(await ids(vendor, '/api/self_serve_reports/reporter_reports')).toEqual(
      expect.arrayContaining([1, 21, own, shared, navigator]),
    );

    // Another tenant's report is missing, whichever call names it.
    for (const url of [
      `/api/self_serve_reports/metric_list?id=${foreign}`,
      `/api/self_serve_reports?bank_id=${subject().id}&report_id=${foreign}`,
    ]) {
      const res = await get(vendor, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().error.message).toBe('Report not found.');
    }
    const runForeign = await h.call(vendor, {
      method: 'POST',
      url: '/api/self_serve_reports/runs',
      payload: { report_id: foreign, bank_id: subject().id },
    });
    expect(runForeign.statusCode).toBe(404);
    const runMortgage = await h.call(limited, {
      method: 'POST',
      url: '/api/self_serve_reports/runs',
      payload: { report_id: mortgage, bank_id: subject().id },
    });
    expect(runMortgage.statusCode).toBe(404);

    // The navigator report runs for anyone with Reporter; its run stays its runner's.
    const { report } = await run(limited, navigator, { peer_group_id: undefined });
    const seen = await view(limited, `id=${report.id}&report_id=${navigator}`);
    expect(seen.metrics[0]?.name).toBe('Return on Average Assets (ROA) (T12)');
    expect(
      (await get(fiUser, `/api/self_serve_reports/view?id=${report.id}&report_id=${navigator}`)).statusCode,
    ).toBe(404);
  });

  it('lists a custom report’s metrics; for the industry reporter only the metrics it can aggregate', async () => {
    const id = await insertReport({
      name: 'Mixed',
      userId: vendor.userId,
      groupId: vendorGroup,
      elements: everyKind(),
      format: layout(),
    });
    const all = (await get(vendor, `/api/self_serve_reports/metric_list?id=${id}`)).json();
    expect(all.is_technographics_only).toBe(false);
    expect(all.metrics).toHaveLength(10);
    expect(all.metrics[0]).toEqual({
      id: ROA,
      name: 'Return on Average Assets (ROA) (T12)',
      group_name: 'Profitability',
      format: 'P2',
    });
    const industry = (
      await get(vendor, `/api/self_serve_reports/metric_list?id=${id}&industry_reporter=true`)
    ).json();
    expect(industry.metrics.map((m: { name: string }) => m.name)).toEqual([
      'Return on Average Assets (ROA) (T12)',
      'Efficiency Ratio (Qtr)',
      'Total Assets',
      'Return on Average Assets (ROA) (Qtr)',
    ]);
  });

  it('delivers a subscribed custom report: its every-value file for the institutions and peers of the latest run, on the latest data', async () => {
    const id = await insertReport({
      name: 'Monthly watch',
      userId: vendor.userId,
      groupId: vendorGroup,
      elements: [
        { element_id: ROA, element_type: 'common_metric', element_properties: { scope: 'trend' } },
        {
          element_id: CITY,
          element_type: 'firmographics',
          element_properties: { action_taken: null, element_option: null, output_type: 'text' },
        },
      ],
    });
    const subscribe = (as: SignedIn, body: Record<string, unknown>) =>
      h.call(as, { method: 'POST', url: '/api/subscriptions', payload: body });
    const details = async (res: Awaited<ReturnType<typeof subscribe>>) => {
      expect(res.statusCode).toBe(422);
      return res.json().error.details[0].message as string;
    };
    // A saved report names no institution: it is delivered for those of the subscriber's latest run.
    expect(await details(await subscribe(vendor, { report_id: id }))).toMatch(
      /^Run the report in Reporter first/,
    );
    expect(await details(await subscribe(clientAdmin, { report_id: id }))).toBe(
      'The saved report is no longer shared with you.',
    );
    expect(await details(await subscribe(vendor, { report_id: 1 }))).toBe('No such saved report.');
    const { report } = await run(vendor, id);
    const created = await subscribe(vendor, { report_id: id });
    expect(created.statusCode, created.body).toBe(201);
    const sub = created.json().subscription;
    expect(sub.report_id).toBe(id);

    const history = async () =>
      (await get(admin, `/api/super_admin/subscriptions/${sub.id}/deliveries`)).json().deliveries;
    const delivered = async (count: number) =>
      vi.waitFor(
        async () => {
          const done = await history();
          expect(done).toHaveLength(count);
          expect(done[0]?.status, JSON.stringify(done[0])).toBe('delivered');
          return done[0];
        },
        { timeout: 30_000, interval: 100 },
      );
    const runNow = () =>
      h.call(admin, { method: 'POST', url: `/api/super_admin/subscriptions/${sub.id}/run_now` });
    expect((await runNow()).statusCode).toBe(200);
    const delivery = await delivered(1);
    expect(delivery.row_count).toBe(2 * (1 + peers.length));
    const file = await get(vendor, delivery.download_url);
    expect(file.statusCode).toBe(200);
    const body = (text: string) =>
      text
        .replace(/^\uFEFF/, '')
        .split('\r\n')
        .slice(1)
        .join('\r\n');
    const lines = file.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toContain(delivery.fingerprint);
    // The same figures as the run's own download of every value.
    const all = await get(vendor, `/api/self_serve_reports/download_all.csv?id=${report.id}&report_id=${id}`);
    expect(body(file.body)).toBe(body(all.body));

    await h.call(vendor, {
      method: 'PUT',
      url: `/api/subscriptions/${sub.id}`,
      payload: { subscription: { delivery_format: 'xlsx' } },
    });
    expect((await runNow()).statusCode).toBe(200);
    const xlsx = await delivered(2);
    const workbook = await get(vendor, xlsx.download_url);
    expect(workbook.headers['content-type']).toMatch(/spreadsheetml/);
    expect(await readFingerprint(workbook.rawPayload)).toBe(xlsx.fingerprint);
    expect(xlsx.row_count).toBe(2 * (1 + peers.length));

    // A deleted report stops the subscription with the reason, and delivers nothing more.
    await h.database.query('delete from custom_reports where id = $1', [id]);
    expect((await runNow()).statusCode).toBe(200);
    await vi.waitFor(
      async () => {
        const own = (await get(vendor, `/api/subscriptions/${sub.id}`)).json().subscription;
        expect(own).toMatchObject({ status: 'stopped', stop_reason: 'The saved report was deleted.' });
      },
      { timeout: 30_000, interval: 100 },
    );
    expect(await history()).toHaveLength(2);
  });
});
