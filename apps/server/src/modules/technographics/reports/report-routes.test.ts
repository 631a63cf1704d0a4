import {
  EXCEL_COLUMN_WIDTHS,
  EXCEL_NOTICE,
  type ProductReport,
  type ReportInstitutionsResponse,
  type ServiceReport,
  type VendorReport,
} from '@fin-atlas/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  demo,
  type Harness,
  PARTNER_HOST,
  type SignedIn,
  startHarness,
} from '../../../test/identity-harness.js';
import {
  FIXTURE_PERIODS,
  insertTechnographicsFixture,
  type TechnographicsFixture,
} from '../../../test/technographics-fixtures.js';
import { findDownload, readFingerprint } from '../../downloads/index.js';

describe('vendor, product and service reports', () => {
  let h: Harness;
  let vendor: SignedIn;
  let f: TechnographicsFixture;

  beforeAll(async () => {
    h = await startHarness();
    f = await insertTechnographicsFixture(h.database.db);
    vendor = await h.signIn(demo.vendor);
  });
  afterAll(async () => h.close());

  const get = async <T>(url: string, as: SignedIn | null = vendor) => {
    const res = await h.call(as, { url });
    return { status: res.statusCode, body: res.json() as T, raw: res };
  };

  describe('vendor report', () => {
    let report: VendorReport;
    beforeAll(async () => {
      const res = await get<VendorReport>(`/api/technographics/vendor_report/${f.vendor.fiservo}`);
      expect(res.status).toBe(200);
      report = res.body;
    });

    it('gives the vendor facts, its products and the solutions they serve', () => {
      expect(report.vendor).toEqual({
        id: f.vendor.fiservo,
        name: 'Fiservo Technologies',
        website: 'fiservo.example.test',
        headquarters_state: 'WI',
        founded_year: 1984,
        description: '',
      });
      expect(report.products).toEqual([
        {
          id: f.product.fiservoMobile,
          name: 'Fiservo Mobile',
          clients: 2,
          solutions: [
            { id: f.solution.mobile, name: 'Mobile Banking' },
            { id: f.solution.online, name: 'Online Banking' },
          ],
        },
        {
          id: f.product.premierCore,
          name: 'Premier Core',
          clients: 2,
          solutions: [{ id: f.solution.core, name: 'Core Processing' }],
        },
      ]);
      expect(report.solutions).toEqual([
        { id: f.solution.core, name: 'Core Processing', clients: 2 },
        { id: f.solution.mobile, name: 'Mobile Banking', clients: 2 },
        { id: f.solution.online, name: 'Online Banking', clients: 1 },
      ]);
    });

    it('counts today’s clients once each, with their latest assets, by state', () => {
      // Alpha (mobile), Bravo (core, mobile, online), Charlie (core); Delta merged away in 2025.
      expect(report.figures).toEqual({ clients: 3, assets: 50_000 + 300_000 + 800_000 });
      expect(report.states).toEqual([
        { state: 'TX', clients: 2 },
        { state: 'CA', clients: 1 },
      ]);
    });

    it('follows clients and their assets at every loaded quarter end', () => {
      expect(report.timeline).toEqual([
        { period: FIXTURE_PERIODS[0], clients: 3, assets: 40_000 + 250_000 + 4_500_000 },
        { period: FIXTURE_PERIODS[1], clients: 4, assets: 45_000 + 280_000 + 750_000 + 4_800_000 },
        { period: FIXTURE_PERIODS[2], clients: 3, assets: 50_000 + 300_000 + 800_000 },
      ]);
    });

    it('counts wins, competitive and consolidation losses per year, with the switches', () => {
      expect(report.wins_losses.years).toEqual([
        { year: 2023, new_clients: 0, competitive_losses: 0, consolidation_losses: 0, discontinued: 0 },
        { year: 2024, new_clients: 1, competitive_losses: 1, consolidation_losses: 0, discontinued: 0 },
        { year: 2025, new_clients: 1, competitive_losses: 0, consolidation_losses: 2, discontinued: 0 },
      ]);
      expect(report.wins_losses.switches_total).toBe(3);
      expect(
        report.wins_losses.switches.map(
          (s) =>
            `${s.date} ${s.direction} ${s.institution.name}: ${s.from_vendor?.name} ${s.from_product?.name} -> ${s.to_vendor?.name} ${s.to_product?.name}`,
        ),
      ).toEqual([
        '2025-02-01 win Bravo Test Bank: Mobilix Mobilix App -> Fiservo Technologies Fiservo Mobile',
        '2024-06-30 loss Alpha Test Bank: Fiservo Technologies Premier Core -> Jack Hollow Systems SilverLeaf Core',
        '2024-03-31 win Charlie Test Credit Union: Corelane Software Corelane Core -> Fiservo Technologies Premier Core',
      ]);
    });

    it('gives its share of each solution among institutions that have it', () => {
      expect(report.market_share).toEqual([
        {
          solution: { id: f.solution.core, name: 'Core Processing' },
          clients: 2,
          assets: 1_100_000,
          total_clients: 4,
          total_assets: 1_300_000,
          client_share: 50,
          asset_share: (1_100_000 / 1_300_000) * 100,
          rank: 1,
          competitors: 1,
        },
        {
          solution: { id: f.solution.mobile, name: 'Mobile Banking' },
          clients: 2,
          assets: 350_000,
          total_clients: 4,
          total_assets: 1_300_000,
          client_share: 50,
          asset_share: (350_000 / 1_300_000) * 100,
          rank: 1,
          competitors: 1,
        },
        {
          solution: { id: f.solution.online, name: 'Online Banking' },
          clients: 1,
          assets: 300_000,
          total_clients: 1,
          total_assets: 300_000,
          client_share: 100,
          asset_share: 100,
          rank: 1,
          competitors: 0,
        },
      ]);
    });
  });

  it('reports a product within one solution', async () => {
    const { status, body } = await get<ProductReport>(
      `/api/technographics/product_report/${f.product.premierCore}?vendor_id=${f.vendor.fiservo}&bank_service_id=${f.solution.core}`,
    );
    expect(status).toBe(200);
    expect(body.product.name).toBe('Premier Core');
    expect(body.vendor).toEqual({ id: f.vendor.fiservo, name: 'Fiservo Technologies' });
    expect(body.solution).toEqual({ id: f.solution.core, name: 'Core Processing' });
    expect(body.figures).toEqual({ clients: 2, assets: 1_100_000 });
    expect(body.timeline.map((p) => p.clients)).toEqual([3, 3, 2]);
    expect(body.market_share).toMatchObject([
      { clients: 2, total_clients: 4, client_share: 50, rank: 1, competitors: 1 },
    ]);
    expect(body.wins_losses.years.find((y) => y.year === 2024)).toMatchObject({
      new_clients: 1,
      competitive_losses: 1,
    });
  });

  it('reports a solution with every vendor’s share and in-house institutions', async () => {
    const { status, body } = await get<ServiceReport>(
      `/api/technographics/service_report/${f.solution.mobile}`,
    );
    expect(status).toBe(200);
    expect(body.service).toMatchObject({
      name: 'Mobile Banking',
      is_core: false,
      category: { name: 'Digital Banking' },
    });
    expect(body.vendors).toBe(2);
    expect(body.figures).toEqual({ clients: 4, assets: 1_300_000 });
    expect(body.vendor_shares).toEqual([
      {
        vendor: { id: f.vendor.fiservo, name: 'Fiservo Technologies' },
        use: 'vendor',
        clients: 2,
        assets: 350_000,
        client_share: 50,
        asset_share: (350_000 / 1_300_000) * 100,
      },
      {
        vendor: { id: f.vendor.hollow, name: 'Jack Hollow Systems' },
        use: 'vendor',
        clients: 1,
        assets: 150_000,
        client_share: 25,
        asset_share: (150_000 / 1_300_000) * 100,
      },
      {
        vendor: null,
        use: 'in_house',
        clients: 1,
        assets: 800_000,
        client_share: 25,
        asset_share: (800_000 / 1_300_000) * 100,
      },
    ]);
    expect(body.timeline).toEqual([
      { period: FIXTURE_PERIODS[0], clients: 3, assets: 40_000 + 250_000 + 700_000 },
      { period: FIXTURE_PERIODS[1], clients: 4, assets: 45_000 + 280_000 + 750_000 + 140_000 },
      { period: FIXTURE_PERIODS[2], clients: 4, assets: 1_300_000 },
    ]);
    // Echo adopted it in 2024; Bravo switched vendor in 2025.
    expect(body.wins_losses.years).toEqual([
      { year: 2023, new_clients: 0, competitive_losses: 0, consolidation_losses: 0, discontinued: 0 },
      { year: 2024, new_clients: 1, competitive_losses: 0, consolidation_losses: 0, discontinued: 0 },
      { year: 2025, new_clients: 0, competitive_losses: 1, consolidation_losses: 0, discontinued: 0 },
    ]);
    expect(body.wins_losses.switches).toMatchObject([
      {
        direction: 'switch',
        date: '2025-02-01',
        from_vendor: { name: 'Mobilix' },
        to_vendor: { name: 'Fiservo Technologies' },
      },
    ]);
    expect(body.states).toEqual([
      { state: 'CA', clients: 2 },
      { state: 'TX', clients: 2 },
    ]);
  });

  it('does not count institutions that do not offer a solution', async () => {
    const { body } = await get<ServiceReport>(`/api/technographics/service_report/${f.solution.online}`);
    expect(body.figures).toEqual({ clients: 1, assets: 300_000 });
    expect(body.wins_losses.years.find((y) => y.year === 2025)).toMatchObject({ consolidation_losses: 1 });
  });

  describe('institution list', () => {
    const list = async (query = '') =>
      get<ReportInstitutionsResponse>(
        `/api/technographics/vendor_report/${f.vendor.fiservo}/institutions${query}`,
      );

    it('lists today’s usage rows with firmographics, largest institutions first', async () => {
      const { status, body } = await list();
      expect(status).toBe(200);
      expect(body).toMatchObject({ total: 5, institutions: 3, page: 1, per_page: 25 });
      expect(body.rows.map((r) => `${r.name} / ${r.product?.name} / ${r.solution.name}`)).toEqual([
        'Charlie Test Credit Union / Premier Core / Core Processing',
        'Bravo Test Bank / Premier Core / Core Processing',
        'Bravo Test Bank / Fiservo Mobile / Mobile Banking',
        'Bravo Test Bank / Fiservo Mobile / Online Banking',
        'Alpha Test Bank / Fiservo Mobile / Mobile Banking',
      ]);
      expect(body.rows[0]).toMatchObject({
        institution_id: f.institution.charlie,
        fi_type: 'credit_union',
        city: 'Fresno',
        state: 'CA',
        assets: 800_000,
        website: 'charlie.example.test',
        vendor: { id: f.vendor.fiservo, name: 'Fiservo Technologies' },
        since: '2024-03-31',
      });
    });

    it('filters by FI type, asset group and state, sorts and pages', async () => {
      expect((await list('?fi_type=credit_union')).body.rows.map((r) => r.name)).toEqual([
        'Charlie Test Credit Union',
      ]);
      expect((await list('?asset_band=2')).body).toMatchObject({ total: 3, institutions: 1 });
      expect((await list('?asset_band=1,3')).body.rows.map((r) => r.name)).toEqual([
        'Charlie Test Credit Union',
        'Alpha Test Bank',
      ]);
      // Every asset group selected means no asset filter.
      expect((await list('?asset_band=1,2,3,4,5,6')).body.total).toBe(5);
      expect((await list('?state=tx&fi_type=bank')).body.institutions).toBe(2);
      expect((await list('?sort=since&dir=asc')).body.rows[0]?.since).toBe('2018-03-01');
      const page2 = await list('?sort=name&dir=asc&per_page=25&page=2');
      expect(page2.body.rows).toEqual([]);
      expect(page2.body.total).toBe(5);
    });

    it('refuses bad filters with a clear 422', async () => {
      const res = await list('?fi_type=thrift');
      expect(res.status).toBe(422);
      expect((res.body as unknown as { error: { message: string } }).error.message).toBe(
        'Validation failed. FI type must be bank, bhc or credit_union.',
      );
      expect((await list('?asset_band=9')).status).toBe(422);
      expect((await list('?per_page=7')).status).toBe(422);
      expect((await list('?sort=ceo')).status).toBe(422);
    });
  });

  it('downloads the institution list as an Excel file with the notice first and a fingerprint', async () => {
    const res = await h.call(vendor, {
      url: `/api/technographics/vendor_report/${f.vendor.fiservo}/institutions.xlsx?state=TX`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="vendor-report-fiservo-technologies-\d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    const file = res.rawPayload;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Institutions');
    if (!sheet) throw new Error('no Institutions sheet');
    expect(String(sheet.getCell('A1').value)).toContain(EXCEL_NOTICE);
    expect(String(sheet.getCell('A2').value)).toBe('Fiservo Technologies: institutions using it today (TX)');
    expect((sheet.getRow(3).values as unknown[]).slice(1)).toEqual([
      'RSSD ID',
      'Institution',
      'FI Type',
      'City',
      'State',
      'Assets ($000)',
      'Vendor',
      'Product',
      'Solution',
      'Since',
    ]);
    // Bravo's three rows, then Alpha's one.
    expect(sheet.rowCount).toBe(3 + 4);
    expect((sheet.getRow(4).values as unknown[]).slice(2, 7)).toEqual([
      'Bravo Test Bank',
      'Bank',
      'Dallas',
      'TX',
      300_000,
    ]);
    expect(sheet.getColumn(1).width).toBe(EXCEL_COLUMN_WIDTHS.id);
    expect(sheet.getColumn(6).width).toBe(EXCEL_COLUMN_WIDTHS.value);
    for (let c = 1; c <= 10; c++)
      expect(sheet.getColumn(c).width ?? 0).toBeGreaterThanOrEqual(EXCEL_COLUMN_WIDTHS.min);

    const fingerprint = await readFingerprint(file);
    expect(fingerprint).toMatch(/^FA-/);
    expect(String(sheet.getCell('A1').value)).toContain(fingerprint ?? 'missing');
    const logged = await findDownload(h.database.db, fingerprint ?? '');
    expect(logged).toMatchObject({
      userId: vendor.userId,
      kind: 'vendor_report',
      format: 'xlsx',
      rowCount: 4,
    });
  });

  it('answers 404 with a clear message for unknown ids and mismatched vendor or solution', async () => {
    const expect404 = async (url: string, message: string) => {
      const res = await get<{ error: { message: string } }>(url);
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe(message);
    };
    await expect404(
      '/api/technographics/vendor_report/999999',
      'Vendor not found. It may have been removed from the catalog.',
    );
    await expect404(
      '/api/technographics/vendor_report/abc',
      'Vendor not found. It may have been removed from the catalog.',
    );
    await expect404(
      '/api/technographics/product_report/999999',
      'Product not found. It may have been removed from the catalog.',
    );
    await expect404(
      '/api/technographics/service_report/999999',
      'Solution not found. It may have been removed from the catalog.',
    );
    await expect404(
      '/api/technographics/service_report/999999/institutions',
      'Solution not found. It may have been removed from the catalog.',
    );
    await expect404(
      `/api/technographics/product_report/${f.product.premierCore}?vendor_id=${f.vendor.hollow}`,
      'Product not found for this vendor.',
    );
    await expect404(
      `/api/technographics/product_report/${f.product.premierCore}?bank_service_id=${f.solution.mobile}`,
      'This product is not used for that solution.',
    );
  });

  it('requires sign-in and the Technographics module on every report call', async () => {
    const partner = await h.signIn(demo.partner, undefined, PARTNER_HOST);
    const urls = [
      `/api/technographics/vendor_report/${f.vendor.fiservo}`,
      `/api/technographics/vendor_report/${f.vendor.fiservo}/institutions`,
      `/api/technographics/vendor_report/${f.vendor.fiservo}/institutions.xlsx`,
      `/api/technographics/product_report/${f.product.premierCore}`,
      `/api/technographics/product_report/${f.product.premierCore}/institutions`,
      `/api/technographics/product_report/${f.product.premierCore}/institutions.xlsx`,
      `/api/technographics/service_report/${f.solution.core}`,
      `/api/technographics/service_report/${f.solution.core}/institutions`,
      `/api/technographics/service_report/${f.solution.core}/institutions.xlsx`,
    ];
    for (const url of urls) {
      expect((await h.call(null, { url })).statusCode, url).toBe(401);
      expect((await h.call(partner, { url, headers: { host: PARTNER_HOST } })).statusCode, url).toBe(403);
    }
    // Any Technographics buyer may read the reports, on either menu.
    const fi = await h.signIn(demo.fi);
    expect((await h.call(fi, { url: urls[0] ?? '' })).statusCode).toBe(200);
  });
});
