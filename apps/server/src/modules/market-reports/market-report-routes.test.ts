import { EXCEL_NOTICE, type FirmographicsReport, type MarketShareReport } from '@fin-atlas/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';
import { insertMarketFixture, type MarketFixture } from '../../test/market-fixtures.js';
import { findDownload, readFingerprint } from '../downloads/index.js';

type Row = MarketShareReport['rows'][number];

describe('market reports API', () => {
  let h: Harness;
  let vendor: SignedIn;
  let fx: MarketFixture;

  beforeAll(async () => {
    h = await startHarness();
    fx = await insertMarketFixture(h.database);
    vendor = await h.signIn(demo.vendor);
  });
  afterAll(async () => h.close());

  const get = async (url: string, as: SignedIn | null = vendor) => h.call(as, { url });
  const marketShare = async (
    query: Record<string, string | number | boolean>,
  ): Promise<MarketShareReport> => {
    const search = new URLSearchParams(
      Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
    );
    const res = await get(`/api/market_reports/market_share?${search}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const core = (extra: Record<string, string | number | boolean> = {}) =>
    marketShare({ bank_service_id: fx.solution.core, ...extra });
  const byVendor = (rows: Row[]) => rows.map((r) => [r.vendor, r.value]);
  const summary = (rows: Row[], kind: 'others' | 'grand_total') => rows.find((r) => r.kind === kind);

  describe('permissions', () => {
    it('asks a signed-out caller to sign in', async () => {
      for (const path of [
        'options',
        `market_share?bank_service_id=${fx.solution.core}`,
        'firmographics?bank_service_id=1',
      ]) {
        expect((await get(`/api/market_reports/${path}`, null)).statusCode).toBe(401);
      }
    });

    it('refuses users whose group did not buy market reports', async () => {
      for (const email of [demo.limited, demo.fi]) {
        const as = await h.signIn(email);
        expect((await get('/api/market_reports/options', as)).statusCode).toBe(403);
        const xlsx = await get(
          `/api/market_reports/market_share.xlsx?bank_service_id=${fx.solution.core}`,
          as,
        );
        expect(xlsx.statusCode).toBe(403);
      }
    });

    it('serves buyers and FIN Admins', async () => {
      expect((await get('/api/market_reports/options')).statusCode).toBe(200);
      const admin = await h.signIn(demo.superadmin);
      expect(
        (await get(`/api/market_reports/market_share?bank_service_id=${fx.solution.core}`, admin)).statusCode,
      ).toBe(200);
    });
  });

  it('lists the options: solutions with core processing as default, asset groups, core products', async () => {
    const body = (await get('/api/market_reports/options')).json();
    expect(body.default_solution_id).toBe(fx.solution.core);
    const names = body.solutions.map((s: { name: string }) => s.name);
    expect(names).toContain('Core Processing');
    expect(names).toContain('Retail Mobile Banking');
    expect(body.solutions.length).toBeGreaterThan(400);
    expect(body.solutions.find((s: { id: number }) => s.id === fx.solution.core)).toMatchObject({
      is_core: true,
      category: expect.any(String),
    });
    expect(body.asset_groups.map((g: { name: string }) => g.name)).toEqual([
      '<$100M',
      '$100M-$500M',
      '$500M-$1B',
      '$1B-$10B',
      '$10B-$100B',
      '>$100B',
    ]);
    expect(body.core_vendor_products.map((p: { name: string }) => p.name)).toEqual([
      'Alpha Systems – Alpha One',
      'Alpha Systems – Alpha Two',
      'Beta Core – Beta Bank',
      'Gamma Tech – Gamma Core',
    ]);
    expect(body.measures.map((m: { name: string }) => m.name)).toEqual([
      'Client Count',
      'Assets',
      'Accounts',
    ]);
    expect(body.fi_types.map((m: { id: number }) => m.id)).toEqual([0, 1, 2]);
    expect(body.known_vendor.map((m: { id: number }) => m.id)).toEqual([0, 1]);
  });

  describe('market share', () => {
    it('counts clients per vendor, today only and active institutions only', async () => {
      const report = await core();
      // Alpha: bank1, bank2, cu1, bank6 (the closed bank and bank3's old Gamma contract do not count).
      expect(byVendor(report.rows)).toEqual([
        ['Alpha Systems', 4],
        ['Beta Core', 2],
        ['Gamma Tech', 1],
        ['Vendor Unknown', 1],
        ['Grand Total', 8],
      ]);
      expect(report.rows.map((r) => r.share)).toEqual([50, 25, 12.5, 12.5, 100]);
      expect(report.rows.map((r) => r.rank)).toEqual([1, 2, 3, 4, null]);
      expect(report.total_vendors).toBe(4);
      expect(report.rows[0]).toMatchObject({
        vendor_id: fx.vendor.alpha,
        product: '-1',
        bank_service_id: fx.solution.core,
        bank_service_name: 'Core Processing',
        clients: 4,
        assets: 20_330_000,
        accounts: 59_015,
      });
      expect(report.rows[3]?.kind).toBe('unknown_vendor');
      expect(report.data_as_of).toBe('2026-06-30');
    });

    it('measures assets ($000) and accounts (deposit accounts and members)', async () => {
      const assets = await core({ measure: 2 });
      expect(byVendor(assets.rows)).toEqual([
        ['Beta Core', 152_000_000],
        ['Alpha Systems', 20_330_000],
        ['Gamma Tech', 600_000],
        ['Vendor Unknown', 300_000],
        ['Grand Total', 173_230_000],
      ]);
      expect(assets.rows[0]?.share).toBeCloseTo((152_000_000 / 173_230_000) * 100, 10);
      expect(assets.measure).toEqual({ id: 2, name: 'Assets' });
      const accounts = await core({ measure: 3 });
      // bank1 1,015 (retirement accounts included) + bank2 3,000 + cu1 5,000 members + bank6 50,000.
      expect(byVendor(accounts.rows)).toEqual([
        ['Beta Core', 920_000],
        ['Alpha Systems', 59_015],
        ['Gamma Tech', 40_000],
        ['Vendor Unknown', 12_000],
        ['Grand Total', 1_031_015],
      ]);
    });

    it('filters by FI type', async () => {
      expect(byVendor((await core({ fi_type: 1 })).rows)).toEqual([
        ['Alpha Systems', 3],
        ['Beta Core', 2],
        ['Grand Total', 5],
      ]);
      const creditUnions = await core({ fi_type: 2 });
      expect(byVendor(creditUnions.rows)).toEqual([
        ['Alpha Systems', 1],
        ['Gamma Tech', 1],
        ['Vendor Unknown', 1],
        ['Grand Total', 3],
      ]);
      expect(creditUnions.total_vendors).toBe(3);
    });

    it('filters by asset groups; all six groups is no filter', async () => {
      expect(byVendor((await core({ asset_groups: '1,2' })).rows)).toEqual([
        ['Alpha Systems', 3],
        ['Vendor Unknown', 1],
        ['Grand Total', 4],
      ]);
      expect(byVendor((await core({ asset_groups: '4,6' })).rows)).toEqual([
        ['Beta Core', 2],
        ['Grand Total', 2],
      ]);
      expect(summary((await core({ asset_groups: '1,2,3,4,5,6' })).rows, 'grand_total')?.value).toBe(8);
    });

    it('keeps only institutions with a known vendor when asked', async () => {
      const report = await core({ known_vendor: 1 });
      expect(byVendor(report.rows)).toEqual([
        ['Alpha Systems', 4],
        ['Beta Core', 2],
        ['Gamma Tech', 1],
        ['Grand Total', 7],
      ]);
      expect(report.total_vendors).toBe(3);
    });

    it('narrows to institutions on chosen core vendor products, for any solution', async () => {
      const onBeta = await marketShare({
        bank_service_id: fx.solution.mobile,
        core_vendor_products: fx.product.b1,
      });
      expect(byVendor(onBeta.rows)).toEqual([
        ['In-House (no vendor)', 2],
        ['Grand Total', 2],
      ]);
      expect(onBeta.rows[0]?.kind).toBe('in_house');
      // Alpha One: bank1 (no mobile service) and cu1; Gamma Core: cu2. Both run Delta.
      const onAlphaOrGamma = await marketShare({
        bank_service_id: fx.solution.mobile,
        core_vendor_products: `${fx.product.a1},${fx.product.g1}`,
      });
      expect(byVendor(onAlphaOrGamma.rows)).toEqual([
        ['Delta Mobile', 2],
        ['Grand Total', 2],
      ]);
    });

    it('cuts to the top N vendors with an Others row, and Others plus the top add up to the total', async () => {
      const report = await core({ top_vendors: 2, measure: 2 });
      expect(byVendor(report.rows)).toEqual([
        ['Beta Core', 152_000_000],
        ['Alpha Systems', 20_330_000],
        ['Others', 900_000],
        ['Grand Total', 173_230_000],
      ]);
      expect(report.total_vendors).toBe(4);
      const others = summary(report.rows, 'others');
      expect(others).toMatchObject({ vendor_count: 2, clients: 2, rank: null, product: '-1' });
      const grand = summary(report.rows, 'grand_total');
      expect(grand?.vendor_count).toBe(4);
      const parts = report.rows.filter((r) => r.kind !== 'grand_total');
      for (const key of ['clients', 'assets', 'accounts', 'value', 'share'] as const) {
        const sum = parts.reduce((s, r) => s + r[key], 0);
        expect(sum, key).toBeCloseTo(grand?.[key] ?? Number.NaN, 6);
      }
    });

    it('treats top 0 as the default 15 and never shows more vendors than exist', async () => {
      expect((await core({ top_vendors: 0 })).rows).toHaveLength(5);
      const all = await core({ top_vendors: 999 });
      expect(all.rows.map((r) => r.kind)).not.toContain('others');
      expect(all.total_vendors).toBe(4);
      // Show All returns every line whatever the count says.
      const showAll = await core({ top_vendors: 1, show_all: true });
      expect(showAll.rows).toHaveLength(5);
      expect(showAll.filters).toMatchObject({ top_vendors: 1, show_all: true });
    });

    it('shows a row per vendor and product, ranked and cut as lines, with placeholder product names', async () => {
      const report = await core({ show_products: true });
      expect(report.rows.map((r) => [r.vendor, r.product, r.value, r.rank])).toEqual([
        ['Alpha Systems', 'Alpha One', 2, 1],
        ['Beta Core', 'Beta Bank', 2, 2],
        // bank6 runs Alpha with no known product: '0'; an unknown vendor has no product: '-1'.
        ['Alpha Systems', '0', 1, 3],
        ['Alpha Systems', 'Alpha Two', 1, 4],
        ['Gamma Tech', 'Gamma Core', 1, 5],
        ['Vendor Unknown', '-1', 1, 6],
        ['Grand Total', '-1', 8, null],
      ]);
      expect(report.rows[0]?.product_id).toBe(fx.product.a1);
      expect(report.rows[2]?.product_id).toBeNull();
      // The counter's max counts the same lines the rows hold.
      expect(report.total_vendors).toBe(6);
      const top2 = await core({ show_products: true, top_vendors: 2 });
      expect(top2.rows.map((r) => [r.vendor, r.product, r.value])).toEqual([
        ['Alpha Systems', 'Alpha One', 2],
        ['Beta Core', 'Beta Bank', 2],
        ['Others', '-1', 4],
        ['Grand Total', '-1', 8],
      ]);
      expect(top2.rows[2]?.vendor_count).toBe(4);
    });

    it('answers 400 with the reason for bad options', async () => {
      const cases: [string, RegExp][] = [
        ['', /bank_service_id/],
        ['bank_service_id=abc', /bank_service_id/],
        [
          `bank_service_id=${fx.solution.core}&measure=4`,
          /measure must be 1 \(Client Count\), 2 \(Assets\) or 3/,
        ],
        [`bank_service_id=${fx.solution.core}&fi_type=3`, /fi_type must be 0/],
        [`bank_service_id=${fx.solution.core}&asset_groups=0,9`, /asset_groups/],
        [`bank_service_id=${fx.solution.core}&known_vendor=2`, /known_vendor/],
        [`bank_service_id=${fx.solution.core}&top_vendors=-1`, /top_vendors cannot be negative/],
        [`bank_service_id=${fx.solution.core}&show_products=perhaps`, /true or false/],
        [`bank_service_id=${fx.solution.core}&core_vendor_products=x`, /comma-separated list of product ids/],
        ['bank_service_id=999999', /there is no solution 999999/],
        [
          `bank_service_id=${fx.solution.core}&core_vendor_products=${fx.product.m1}`,
          /is not a core vendor product/,
        ],
      ];
      for (const [query, message] of cases) {
        const res = await get(`/api/market_reports/market_share?${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error.message, query).toMatch(message);
        expect(res.json().error.message, query).toMatch(/^Invalid report options: /);
      }
    });
  });

  describe('firmographics', () => {
    const firmographics = async (query: string): Promise<FirmographicsReport> => {
      const res = await get(`/api/market_reports/firmographics?bank_service_id=${fx.solution.core}&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };

    it('breaks each vendor’s clients down by asset group, FI type and state', async () => {
      const report = await firmographics('top_vendors=2');
      expect(report.asset_groups.map((g) => g.id)).toEqual([1, 2, 3, 4, 5, 6]);
      const [alpha, beta, others, grand] = report.rows;
      expect(alpha).toMatchObject({
        vendor: 'Alpha Systems',
        value: 4,
        asset_group_values: [2, 1, 0, 0, 1, 0],
        banks: 3,
        credit_unions: 1,
        state_count: 3,
        top_states: [
          { state: 'TX', value: 2 },
          { state: 'CA', value: 1 },
          { state: 'FL', value: 1 },
        ],
      });
      expect(beta).toMatchObject({ asset_group_values: [0, 0, 0, 1, 0, 1], banks: 2, credit_unions: 0 });
      expect(others).toMatchObject({
        vendor: 'Others',
        vendor_count: 2,
        asset_group_values: [0, 1, 1, 0, 0, 0],
      });
      expect(grand).toMatchObject({
        vendor: 'Grand Total',
        value: 8,
        asset_group_values: [2, 2, 1, 1, 1, 1],
        banks: 5,
        credit_unions: 3,
        state_count: 4,
      });
      expect(report.total_vendors).toBe(4);
    });

    it('breaks down the chosen measure', async () => {
      const report = await firmographics('measure=2&fi_type=1');
      expect(report.rows[1]).toMatchObject({
        vendor: 'Alpha Systems',
        value: 20_250_000,
        asset_group_values: [50_000, 200_000, 0, 0, 20_000_000, 0],
        banks: 20_250_000,
        credit_unions: 0,
      });
    });

    it('computes over every institution for the solution within 300 ms', async () => {
      const started = performance.now();
      await firmographics('');
      expect(performance.now() - started).toBeLessThan(300);
    });
  });

  describe('Excel downloads', () => {
    const load = async (body: Buffer) => {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(body as unknown as ArrayBuffer);
      return workbook;
    };

    it('downloads the market share table as shown, with the notice first and a fingerprint', async () => {
      const res = await get(
        `/api/market_reports/market_share.xlsx?bank_service_id=${fx.solution.core}&top_vendors=2&show_products=true&measure=2&fi_type=0&known_vendor=1`,
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/spreadsheetml/);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="market_share_core_processing_\d{4}-\d{2}-\d{2}\.xlsx"$/,
      );
      const body = res.rawPayload;
      const workbook = await load(body);
      const sheet = workbook.getWorksheet('Market Share');
      if (!sheet) throw new Error('no Market Share sheet');
      const notice = String(sheet.getCell('A1').value);
      expect(notice.startsWith(EXCEL_NOTICE)).toBe(true);
      const header = sheet.getRow(3).values as unknown[];
      expect(header.slice(1)).toEqual([
        'Rank',
        'Vendor',
        'Product',
        'Client Count',
        'Assets ($M)',
        'Accounts / Members',
        'Share of Assets',
      ]);
      const rows: unknown[][] = [];
      for (let r = 4; r <= sheet.rowCount; r++) rows.push((sheet.getRow(r).values as unknown[]).slice(1));
      // Known vendors only, by assets, top 2 vendor products: Gamma Core, Alpha Two and Alpha One go to Others.
      expect(rows.map((r) => [r[1], r[2], r[4]])).toEqual([
        ['Beta Core', 'Beta Bank', 152_000_000],
        ['Alpha Systems', '', 20_000_000],
        ['Others', '', 600_000 + 200_000 + 130_000],
        ['Grand Total', '', 172_930_000],
      ]);
      const grandRow = sheet.getRow(sheet.rowCount);
      expect(grandRow.font?.bold).toBe(true);
      expect(sheet.getRow(4).font?.bold).not.toBe(true);
      expect(sheet.getColumn(1).width).toBe(10);
      expect(sheet.getColumn(2).width).toBeGreaterThanOrEqual(10);
      for (const c of [4, 5, 6, 7]) expect(sheet.getColumn(c).width).toBe(30);
      expect(sheet.getCell(4, 5).numFmt).toBe('"$"#,##0,"M"');
      expect(sheet.getCell(4, 7).numFmt).toBe('0.00%');
      expect(sheet.getCell(sheet.rowCount, 7).value).toBe(1);

      const filters = workbook.getWorksheet('Filters');
      if (!filters) throw new Error('no Filters sheet');
      expect(String(filters.getCell('A1').value).startsWith(EXCEL_NOTICE)).toBe(true);
      const used: Record<string, string> = {};
      filters.eachRow((row, n) => {
        if (n > 2) used[String(row.getCell(1).value)] = String(row.getCell(2).value);
      });
      expect(used).toMatchObject({
        Solution: 'Core Processing',
        Measure: 'Assets',
        'FI Type': 'All',
        'Asset Groups': '(ALL)',
        'Known Vendor': 'Known Vendor Only',
        'Core Vendor Products': '(ALL)',
        'Top Vendors': '2 of 5',
        'Show Products': 'Yes',
      });

      const fingerprint = await readFingerprint(body);
      expect(fingerprint).toMatch(/^FA-/);
      expect(notice).toContain(fingerprint);
      const logged = await findDownload(h.database.db, fingerprint ?? '');
      expect(logged).toMatchObject({
        userId: vendor.userId,
        kind: 'market_share',
        format: 'xlsx',
        rowCount: 4,
      });
      expect(logged?.description).toMatch(/Vendor market share\. Solution: Core Processing; Measure: Assets/);
    });

    it('downloads the firmographics table with the core products used', async () => {
      const res = await get(
        `/api/market_reports/firmographics.xlsx?bank_service_id=${fx.solution.core}&core_vendor_products=${fx.product.b1}&asset_groups=4,6`,
      );
      expect(res.statusCode).toBe(200);
      const workbook = await load(res.rawPayload);
      const sheet = workbook.getWorksheet('Firmographics');
      if (!sheet) throw new Error('no Firmographics sheet');
      expect(String(sheet.getCell('A1').value).startsWith(EXCEL_NOTICE)).toBe(true);
      expect((sheet.getRow(3).values as unknown[]).slice(1, 5)).toEqual([
        'Rank',
        'Vendor',
        'Client Count',
        'Share of Client Count',
      ]);
      const last = sheet.getRow(sheet.rowCount);
      expect(last.getCell(2).value).toBe('Grand Total');
      expect(last.font?.bold).toBe(true);
      expect(last.getCell(3).value).toBe(2);
      const filters = workbook.getWorksheet('Filters');
      const values: string[] = [];
      filters?.eachRow((row) => values.push(String(row.getCell(2).value)));
      expect(values).toContain('Beta Core – Beta Bank');
      expect(values).toContain('$1B-$10B, >$100B');
      expect(await readFingerprint(res.rawPayload)).toMatch(/^FA-/);
    });

    it('refuses bad options with 400 before logging anything', async () => {
      const res = await get('/api/market_reports/market_share.xlsx?bank_service_id=0');
      expect(res.statusCode).toBe(400);
    });
  });
});
