import {
  assetBandIdOf,
  DIGITAL_CHANNELS_MESSAGES,
  type DigitalChannelsOverview,
  type DigitalChannelsResult,
  type DigitalChannelsRow,
  EXCEL_NOTICE,
  encodeDigitalChannelsQuery,
} from '@fin-atlas/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaceDigitalSnapshots, type SnapshotFixture } from '../../../test/digital-channels-fixtures.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../../test/identity-harness.js';
import { findDownload, readFingerprint } from '../../downloads/index.js';

// Quarters of the fixture: the current period, the previous one and the beginning four back.
const CURRENT = '2026-09-30';
const PREVIOUS = '2026-06-30';
const MIDDLE = ['2025-12-31', '2026-03-31'];
const BEGINNING = '2025-09-30';

type Query = Parameters<typeof encodeDigitalChannelsQuery>[0];

/**
 * Six institutions of the test data set, three vendors (A < B < C by name) and the unknown vendor.
 * At the current quarter: b1 and b2 run A (b1 with two store listings), b3 and c1 run B, c2 runs C
 * and b4 an app of unknown origin. At the beginning b2 ran B and b3 ran A: two switches.
 */
type Fixture = {
  vendors: {
    a: { id: number; name: string };
    b: { id: number; name: string };
    c: { id: number; name: string };
  };
  banks: number[];
  creditUnions: number[];
  /** b1's and b2's shared asset group at the current period. */
  band: number;
  assets: Map<number, number>;
};

async function pickFixture(h: Harness): Promise<Fixture> {
  const vendors = await h.database.query<{ id: number; name: string }>(
    'select id, name from vendors order by name, id limit 3',
  );
  const institutions = await h.database.query<{ id: number; fi_type: string; latest_assets: number }>(
    `select id, fi_type, latest_assets from institutions
      where active and fi_type in ('bank', 'credit_union') and latest_period = $1 and latest_assets > 0
      order by latest_assets desc`,
    [CURRENT],
  );
  const banks = institutions.filter((i) => i.fi_type === 'bank');
  // b1 and b2 in one asset group, so a size column holds both.
  const byBand = new Map<number, typeof banks>();
  for (const bank of banks) {
    const band = assetBandIdOf(Number(bank.latest_assets)) as number;
    byBand.set(band, [...(byBand.get(band) ?? []), bank]);
  }
  const [band, pair] = [...byBand.entries()].sort((x, y) => y[1].length - x[1].length)[0] ?? [0, []];
  const others = banks.filter((b) => !pair.slice(0, 2).includes(b));
  const chosen = [...pair.slice(0, 2), ...others.slice(0, 2)].map((b) => Number(b.id));
  const creditUnions = institutions
    .filter((i) => i.fi_type === 'credit_union')
    .slice(0, 2)
    .map((i) => Number(i.id));
  const [a, b, c] = vendors.map((v) => ({ id: Number(v.id), name: v.name }));
  if (!a || !b || !c || chosen.length < 4 || creditUnions.length < 2)
    throw new Error('the test data set is too small');
  return {
    vendors: { a, b, c },
    banks: chosen,
    creditUnions,
    band,
    assets: new Map(institutions.map((i) => [Number(i.id), Number(i.latest_assets)])),
  };
}

function snapshotRows(fx: Fixture): SnapshotFixture[] {
  const [b1, b2, b3, b4] = fx.banks as [number, number, number, number];
  const [c1, c2] = fx.creditUnions as [number, number];
  const { a, b, c } = fx.vendors;
  const app = (
    institutionId: number,
    period: string,
    vendorId: number | null,
    extra: Partial<SnapshotFixture> = {},
  ) => ({
    institutionId,
    period,
    vendorId,
    appType: 1,
    launchedOn: '2024-01-01',
    ...extra,
  });
  const current: SnapshotFixture[] = [
    app(b1, CURRENT, a.id, { rating: 4.5, ratingCount: 1000, features: [1, 2, 3], launchedOn: '2015-01-01' }),
    app(b1, CURRENT, a.id, {
      store: 'google',
      rating: 4,
      ratingCount: 3000,
      features: [1, 4],
      launchedOn: '2015-01-01',
    }),
    app(b2, CURRENT, a.id, { rating: 3, ratingCount: 100, features: [1] }),
    app(b3, CURRENT, b.id, {
      rating: 4.8,
      ratingCount: 500,
      features: [1, 2],
      vendorBranded: true,
      appType: 2,
    }),
    app(b4, CURRENT, null, { features: [] }),
    app(c1, CURRENT, b.id, { rating: 4, ratingCount: 100, features: [2] }),
    app(c2, CURRENT, c.id, { rating: 2, ratingCount: 10, features: [1, 2, 3] }),
    {
      institutionId: b1,
      period: CURRENT,
      channel: 'online',
      store: 'web',
      appName: 'Web',
      vendorId: a.id,
      features: [2, 8],
    },
    {
      institutionId: c1,
      period: CURRENT,
      channel: 'online',
      store: 'web',
      appName: 'Web',
      vendorId: c.id,
      features: [8],
    },
  ];
  const previous: SnapshotFixture[] = [
    app(b1, PREVIOUS, a.id, { ratingCount: 900, rating: 4.4, features: [1] }),
    app(b2, PREVIOUS, a.id, { features: [1] }),
    app(b3, PREVIOUS, b.id, { features: [1, 2] }),
    app(c1, PREVIOUS, b.id, { features: [] }),
  ];
  const beginning = (period: string): SnapshotFixture[] => [
    app(b1, period, a.id, { features: [1] }),
    app(b2, period, b.id, { features: [1] }),
    app(b3, period, a.id, { features: [1] }),
    app(c1, period, b.id, { features: [] }),
    app(c2, period, c.id, { features: [1] }),
  ];
  return [...current, ...previous, ...MIDDLE.flatMap(beginning), ...beginning(BEGINNING)];
}

const numeric = (row: DigitalChannelsRow) =>
  Object.entries(row).filter(
    ([key, value]) =>
      typeof value === 'number' && key !== 'rank' && key !== 'vendor_id' && key !== 'vendor_count',
  );

describe('digital channels reports API', () => {
  let h: Harness;
  let vendor: SignedIn;
  let fx: Fixture;

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    fx = await pickFixture(h);
    await replaceDigitalSnapshots(h.database.db, snapshotRows(fx));
    vendor = await h.signIn(demo.vendor);
  });
  afterAll(async () => h.close());

  const get = (url: string, as: SignedIn | null = vendor) => h.call(as, { url });
  const report = async (id: number, query: Query = {}): Promise<DigitalChannelsResult> => {
    const res = await get(`/api/digital_channels/${id}?${encodeDigitalChannelsQuery(query)}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const byName = (result: DigitalChannelsResult) =>
    Object.fromEntries(result.report_data.map((r) => [r.vendor_name, r]));
  const names = (result: DigitalChannelsResult) => result.report_data.map((r) => r.vendor_name);

  describe('access', () => {
    it('asks a signed-out caller to sign in and refuses users without Digital Channels', async () => {
      const limited = await h.signIn(demo.limited);
      for (const path of ['reports', 'filters', '101', '101/overview', '101/download.xlsx']) {
        expect((await get(`/api/digital_channels/${path}`, null)).statusCode).toBe(401);
        expect((await get(`/api/digital_channels/${path}`, limited)).statusCode).toBe(403);
      }
    });
  });

  it('lists the reports with the data date, not marked as demo for operator snapshots', async () => {
    const body = (await get('/api/digital_channels/reports')).json();
    expect(body.reports.map((r: { id: number }) => r.id)).toEqual([101, 102, 103, 104, 201, 202, 203]);
    expect(body).toMatchObject({ is_demo: false, data_as_of: CURRENT });
  });

  it('lists every filter with its options and defaults', async () => {
    const { filters } = (await get('/api/digital_channels/filters')).json();
    const byKey = Object.fromEntries(filters.map((f: { key: string }) => [f.key, f]));
    expect(byKey.current_period.options.map((o: { name: string }) => o.name)).toEqual([
      'Q3 2026',
      'Q2 2026',
      'Q1 2026',
      'Q4 2025',
      'Q3 2025',
    ]);
    expect(byKey.current_period.default).toBe(CURRENT);
    expect(byKey.previous_period.default).toBe(PREVIOUS);
    expect(byKey.beginning_period.default).toBe(BEGINNING);
    expect(byKey.top_vendors).toMatchObject({ kind: 'counter', options: [], default: 15 });
    expect(byKey.top_features).toMatchObject({ kind: 'counter', default: 5 });
    expect(byKey.vendor.options).toEqual([
      fx.vendors.a,
      fx.vendors.b,
      fx.vendors.c,
      { id: -1, name: 'Unknown / In-House' },
    ]);
    expect(byKey.fi_asset_group.options).toHaveLength(6);
    expect(byKey.core_vendor_product.options.length).toBeGreaterThan(0);
    expect(byKey.date_level.options.map((o: { name: string }) => o.name)).toEqual(['Quarterly', 'Annual']);
  });

  describe('market share', () => {
    it('counts each institution once per quarter, with shares, switches won and lost', async () => {
      const result = await report(101);
      const { a, b, c } = fx.vendors;
      expect(names(result)).toEqual([a.name, b.name, c.name, 'Unknown / In-House', 'Grand Total']);
      const rows = byName(result);
      expect(rows[a.name]).toMatchObject({
        kind: 'vendor',
        vendor_id: a.id,
        product_name: '-1',
        rank: 1,
        current_value: 2,
        previous_value: 2,
        beginning_value: 2,
        gains: 1,
        losses: 1,
        net_change: 0,
      });
      expect(rows[a.name]?.current_share).toBeCloseTo(100 / 3);
      expect(rows[a.name]?.beginning_share).toBeCloseTo(40);
      expect(rows[a.name]?.share_change).toBeCloseTo(100 / 3 - 40);
      expect(rows[b.name]).toMatchObject({
        current_value: 2,
        previous_value: 2,
        beginning_value: 2,
        gains: 1,
        losses: 1,
      });
      expect(rows['Unknown / In-House']).toMatchObject({
        kind: 'unknown_vendor',
        vendor_id: -1,
        current_value: 1,
      });
      expect(rows['Grand Total']).toMatchObject({
        kind: 'grand_total',
        current_value: 6,
        previous_value: 4,
        beginning_value: 5,
        current_share: 100,
        gains: 2,
        losses: 2,
        vendor_count: 4,
      });
      expect(result.total_vendors).toBe(4);
      expect(result.filters).toMatchObject({
        current_period: CURRENT,
        previous_period: PREVIOUS,
        beginning_period: BEGINNING,
        market_measure: 1,
        top_vendors: 4,
        fi_type: 0,
      });
      expect(result.is_demo).toBe(false);
      expect(result.columns.map((col) => col.group)).toEqual([
        'Q3 2026',
        'Q3 2026',
        'Q2 2026',
        'Q2 2026',
        'Q3 2025',
        'Q3 2025',
        'Change',
        'Switches',
        'Switches',
        'Switches',
      ]);
      expect(result.headers).toEqual(result.columns.map((col) => col.label));
    });

    it('keeps Grand Total equal to the sum of the vendor rows and Others for every measure and column', async () => {
      for (const measure of [1, 2, 3] as const) {
        const result = await report(101, { market_measure: measure, top_vendors: 2 });
        const grand = result.report_data.find((r) => r.kind === 'grand_total') as DigitalChannelsRow;
        const parts = result.report_data.filter((r) => r.kind !== 'grand_total');
        expect(parts).toHaveLength(3);
        expect(parts.at(-1)?.kind).toBe('others');
        const keys = numeric(grand).map(([key]) => key);
        expect(keys).toEqual(expect.arrayContaining(['current_value', 'beginning_share', 'gains', 'losses']));
        for (const key of keys) {
          const sum = parts.reduce((total, row) => total + (row[key] as number), 0);
          expect(sum, `${key} under measure ${measure}`).toBeCloseTo(grand[key] as number, 6);
        }
      }
      const assets = await report(101, { market_measure: 2 });
      const [b1, b2] = fx.banks as [number, number];
      expect(byName(assets)[fx.vendors.a.name]?.current_value).toBe(
        (fx.assets.get(b1) ?? 0) + (fx.assets.get(b2) ?? 0),
      );
      expect(assets.columns[0]).toMatchObject({ label: 'Assets', format: 'C0M' });
    });

    it('folds the vendors past the top N into Others and follows the counter rules', async () => {
      const two = await report(101, { top_vendors: 2 });
      const others = two.report_data.find((r) => r.kind === 'others');
      expect(others).toMatchObject({ vendor_name: 'Others', current_value: 2, vendor_count: 2 });
      expect(two.filters.top_vendors).toBe(2);
      expect(two.total_vendors).toBe(4);
      // Zero means the default 15, clamped to the 4 vendors there are; a huge count is clamped too.
      for (const top of [0, 100_000]) {
        const all = await report(101, { top_vendors: top });
        expect(all.report_data.some((r) => r.kind === 'others')).toBe(false);
        expect(all.filters.top_vendors).toBe(4);
      }
      const showAll = await report(101, { top_vendors: 1, show_all_vendors: true });
      expect(showAll.report_data.filter((r) => r.kind !== 'grand_total')).toHaveLength(4);
    });

    it('applies bracket-array filters: FI type, asset group, vendor, app type, branding, MB age, core product', async () => {
      const { a, b, c } = fx.vendors;
      const [b1] = fx.banks as [number];
      const current = (result: DigitalChannelsResult) =>
        result.report_data
          .filter((r) => r.kind !== 'grand_total')
          .map((r) => [r.vendor_name, r.current_value]);
      expect(current(await report(101, { fi_type: 2 }))).toEqual([
        [b.name, 1],
        [c.name, 1],
      ]);
      const band = await report(101, { fi_asset_group: [fx.band] });
      expect(byName(band)[a.name]?.current_value).toBe(2);
      expect(current(await report(101, { vendor: [-1] }))).toEqual([['Unknown / In-House', 1]]);
      expect(current(await report(101, { vendor: [a.id, -1] }))).toEqual([
        [a.name, 2],
        ['Unknown / In-House', 1],
      ]);
      expect(current(await report(101, { app_type: [2] }))).toEqual([[b.name, 1]]);
      expect(current(await report(101, { vendor_branded: [1] }))).toEqual([[b.name, 1]]);
      // b1's app launched in 2015: 8 to 12 years old at the current period.
      expect(current(await report(101, { mb_age_group: [4] }))).toEqual([[a.name, 1]]);
      const [core] = await h.database.query<{ product_id: number }>(
        `select t.product_id from institution_technographics t join solutions s on s.id = t.solution_id
          where s.is_core and t.ended_on is null and t.has_service and t.product_id is not null
            and t.institution_id = $1 limit 1`,
        [b1],
      );
      if (!core) throw new Error('the test data set gives b1 no core vendor product');
      const users = await h.database.query<{ institution_id: number }>(
        `select distinct t.institution_id from institution_technographics t join solutions s on s.id = t.solution_id
          where s.is_core and t.ended_on is null and t.has_service and t.product_id = $1`,
        [core.product_id],
      );
      const counted = [...fx.banks, ...fx.creditUnions].filter((id) =>
        users.some((u) => Number(u.institution_id) === id),
      );
      const result = await report(101, { core_vendor_product: [core.product_id] });
      expect(byName(result)['Grand Total']?.current_value).toBe(counted.length);
      expect(result.filters.core_vendor_product).toEqual([core.product_id]);
      // The raw query string a client sends: repeated bracket keys.
      const raw = await get(`/api/digital_channels/101?vendor%5B%5D=${b.id}&vendor%5B%5D=${c.id}&fi_type=1`);
      expect(raw.statusCode).toBe(200);
      expect(current(raw.json())).toEqual([[b.name, 1]]);
      expect(raw.json().filters).toMatchObject({ vendor: [b.id, c.id], fi_type: 1 });
    });

    it('ignores filters the report does not enable and echoes only its own', async () => {
      const trend = await report(104, { vendor: [-1], app_type: [3], market_measure: 1 });
      expect(Object.keys(trend.filters).sort()).toEqual(
        [
          'beginning_period',
          'current_period',
          'date_level',
          'fi_asset_group',
          'fi_type',
          'market_measure',
          'top_vendors',
        ].sort(),
      );
      expect(trend.report_data.find((r) => r.kind === 'grand_total')).toBeDefined();
      expect(names(trend)).toContain(fx.vendors.a.name);
    });
  });

  describe('refusals', () => {
    it('answers 404 for a report that does not exist', async () => {
      for (const path of ['999', '999/overview', 'abc', '999/download.xlsx']) {
        const res = await get(`/api/digital_channels/${path}`);
        expect(res.statusCode).toBe(404);
        expect(res.json().error.message).toBe(DIGITAL_CHANNELS_MESSAGES.unknownReport);
      }
    });

    it('refuses periods outside the list, a beginning after the current period and bad values', async () => {
      const bad = async (query: string) => {
        const res = await get(`/api/digital_channels/101?${query}`);
        expect(res.statusCode, query).toBe(422);
        return res.json().error.message as string;
      };
      expect(await bad('current_period=2020-03-31')).toBe(DIGITAL_CHANNELS_MESSAGES.badPeriod);
      expect(await bad(`current_period=${PREVIOUS}&beginning_period=${CURRENT}`)).toBe(
        DIGITAL_CHANNELS_MESSAGES.periodOrder,
      );
      expect(await bad('market_measure=9')).toMatch(
        /market_measure must be 1 \(Client Count\), 2 \(Assets\) or 3 \(Accounts\)/,
      );
      expect(await bad('fi_asset_group%5B%5D=9')).toMatch(/fi_asset_group must be ids from/);
      expect(await bad('core_vendor_product%5B%5D=2000000000')).toBe(
        'Choose core vendor products from the list.',
      );
    });
  });

  describe('feature adoption', () => {
    it('shows the most adopted features with each vendor’s adoption and change since the previous period', async () => {
      const result = await report(102);
      const { a } = fx.vendors;
      // Among the six institutions: mobile deposit 4, P2P 4, Zelle 2, card controls 1.
      expect(result.columns.filter((col) => col.label === 'Adoption').map((col) => col.group)).toEqual([
        'Mobile Check Deposit',
        'P2P Payments',
        'Zelle Transfers',
        'Card Controls',
      ]);
      expect(result.total_features).toBe(4);
      expect(result.filters.top_features).toBe(4);
      const rows = byName(result);
      // A: b1 offers 1, 2, 3 and 4 across its two listings, b2 only 1; before, both offered 1 alone.
      expect(rows[a.name]).toMatchObject({
        clients: 2,
        feature_1: 100,
        feature_2: 50,
        feature_3: 50,
        feature_4: 50,
        feature_1_change: 0,
        feature_2_change: 50,
      });
      expect(rows['Grand Total']).toMatchObject({ clients: 6 });
      expect(rows['Grand Total']?.feature_1).toBeCloseTo((4 / 6) * 100);
      const two = await report(102, { top_features: 2 });
      expect(two.columns.filter((col) => col.label === 'Adoption')).toHaveLength(2);
      expect(two.filters.top_features).toBe(2);
      expect((await report(102, { top_features: 0 })).filters.top_features).toBe(4);
    });
  });

  describe('satisfaction', () => {
    it('weights ratings by rating count across each vendor’s listings, overall and by client size', async () => {
      const result = await report(103);
      const rows = byName(result);
      const a = rows[fx.vendors.a.name];
      expect(a).toMatchObject({ apps: 3, rating_count: 4100 });
      expect(a?.weighted_rating).toBeCloseTo((4.5 * 1000 + 4 * 3000 + 3 * 100) / 4100);
      expect(a?.average_rating).toBeCloseTo((4.5 + 4 + 3) / 3);
      expect(a?.[`size_${fx.band}`]).toBeCloseTo((4.5 * 1000 + 4 * 3000 + 3 * 100) / 4100);
      expect(rows['Unknown / In-House']).toMatchObject({ apps: 1, rating_count: 0, weighted_rating: null });
      const counts = await report(103, { satisfaction_measure: 3 });
      expect(byName(counts)[fx.vendors.a.name]?.[`size_${fx.band}`]).toBe(4100);
      expect(counts.columns.at(-1)?.group).toBe('Rating Count by Total Assets');
    });
  });

  describe('trend', () => {
    it('gives one share column per quarter from the beginning, or year ends at the annual level', async () => {
      const quarterly = await report(104);
      expect(quarterly.columns.map((col) => col.label)).toEqual([
        'Q3 2025',
        'Q4 2025',
        'Q1 2026',
        'Q2 2026',
        'Q3 2026',
      ]);
      const a = byName(quarterly)[fx.vendors.a.name];
      expect(a?.share_20250930).toBeCloseTo(40);
      expect(a?.share_20260630).toBeCloseTo(50);
      expect(a?.share_20260930).toBeCloseTo(100 / 3);
      const annual = await report(104, { date_level: 2 });
      expect(annual.columns.map((col) => col.label)).toEqual(['Q4 2025', 'Q3 2026']);
    });

    it('reads the online channel for the online reports', async () => {
      const online = await report(203);
      expect(names(online)).toEqual([fx.vendors.a.name, fx.vendors.c.name, 'Grand Total']);
      const share = await report(201);
      expect(byName(share)['Grand Total']).toMatchObject({ current_value: 2, beginning_value: 0 });
    });
  });

  it('gives the dashboard overview of the report’s channel', async () => {
    const res = await get('/api/digital_channels/101/overview');
    expect(res.statusCode, res.body).toBe(200);
    const overview: DigitalChannelsOverview = res.json();
    expect(overview).toMatchObject({
      report_id: 101,
      module: 'Retail Mobile Banking',
      period: CURRENT,
      beginning_period: BEGINNING,
      is_demo: false,
      with_channel: 6,
      vendors: 3,
      switches: 2,
      rating_count: 4100 + 500 + 100 + 10,
    });
    expect(overview.institutions).toBeGreaterThanOrEqual(6);
    expect(overview.vendor_branded_share).toBeCloseTo(100 / 6);
    expect(overview.top_vendors[0]).toMatchObject({ vendor_id: fx.vendors.a.id, clients: 2 });
    expect(overview.top_vendors[0]?.share_change).toBeCloseTo(100 / 3 - 40);
    expect(overview.top_features[0]).toMatchObject({ feature_id: 1, name: 'Mobile Check Deposit' });
    expect(overview.trend.map((t) => [t.period, t.with_channel])).toEqual([
      [BEGINNING, 5],
      [MIDDLE[0], 5],
      [MIDDLE[1], 5],
      [PREVIOUS, 4],
      [CURRENT, 6],
    ]);
    const online = (await get('/api/digital_channels/201/overview')).json();
    expect(online).toMatchObject({ module: 'Retail Online Banking', with_channel: 2, weighted_rating: null });
  });

  it('downloads a report as a fingerprinted workbook with the notice first and the filters used', async () => {
    const res = await get(
      `/api/digital_channels/101/download.xlsx?${encodeDigitalChannelsQuery({ top_vendors: 2, fi_type: 0 })}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="mobile-banking-market-share-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Digital Channels');
    if (!sheet) throw new Error('no Digital Channels sheet');
    const notice = String(sheet.getCell('A1').value);
    expect(notice.startsWith(EXCEL_NOTICE)).toBe(true);
    expect(String(sheet.getCell('A2').value)).toBe('Mobile Banking Market Share (Q3 2026)');
    expect((sheet.getRow(3).values as unknown[]).slice(3, 5)).toEqual(['Q3 2026', 'Q3 2026']);
    expect((sheet.getRow(4).values as unknown[]).slice(1, 5)).toEqual([
      'Rank',
      'Vendor',
      'Client Count',
      'Share',
    ]);
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(2).value).toBe('Grand Total');
    expect(last.getCell(3).value).toBe(6);
    expect(last.getCell(4).value).toBe(1);
    expect(sheet.getCell(5, 4).numFmt).toBe('0.00%');
    const filters: Record<string, string> = {};
    workbook.getWorksheet('Filters')?.eachRow((row, n) => {
      if (n > 2) filters[String(row.getCell(1).value)] = String(row.getCell(2).value);
    });
    expect(filters).toMatchObject({
      'Current Period': 'Q3 2026',
      'Market Measure': 'Client Count',
      'Top Vendors': '2 of 4',
      'FI Type': 'All',
      'Known Vendor': '(ALL)',
    });
    const fingerprint = await readFingerprint(res.rawPayload);
    expect(notice).toContain(fingerprint);
    expect(await findDownload(h.database.db, fingerprint ?? '')).toMatchObject({
      userId: vendor.userId,
      kind: 'digital_channels',
      rowCount: 4,
    });
  });
  // Last: these replace the fixture. The cache looks at the snapshots at most once a second.
  describe('other data', () => {
    const afterCacheCheck = () => new Promise((resolve) => setTimeout(resolve, 1100));

    it('says when the snapshots read are demo data', async () => {
      const [b1] = fx.banks as [number];
      await replaceDigitalSnapshots(h.database.db, [
        { institutionId: b1, period: CURRENT, vendorId: fx.vendors.a.id, source: 'demo' },
      ]);
      await afterCacheCheck();
      expect((await get('/api/digital_channels/reports')).json()).toMatchObject({
        is_demo: true,
        data_as_of: CURRENT,
      });
      expect((await report(101)).is_demo).toBe(true);
      expect((await report(201)).is_demo).toBe(false);
    });

    it('answers empty reports before any snapshot is loaded, and refuses a period', async () => {
      await replaceDigitalSnapshots(h.database.db, []);
      await afterCacheCheck();
      expect((await get('/api/digital_channels/reports')).json()).toMatchObject({
        is_demo: false,
        data_as_of: null,
      });
      const empty = await report(101);
      expect(empty.report_data).toEqual([
        expect.objectContaining({ kind: 'grand_total', current_value: 0, current_share: 0, vendor_count: 0 }),
      ]);
      expect(empty.total_vendors).toBe(0);
      expect(empty.filters.current_period).toBeUndefined();
      const overview = (await get('/api/digital_channels/102/overview')).json();
      expect(overview).toMatchObject({ period: null, with_channel: 0, top_vendors: [], trend: [] });
      expect((await get(`/api/digital_channels/101?current_period=${CURRENT}`)).statusCode).toBe(422);
      const { filters } = (await get('/api/digital_channels/filters')).json();
      expect(filters.find((f: { key: string }) => f.key === 'current_period')).toMatchObject({
        options: [],
        default: null,
      });
    });
  });
});
