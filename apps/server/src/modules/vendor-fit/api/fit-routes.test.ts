import {
  EXCEL_NOTICE,
  type FitCategoryResponse,
  type FitRankingResponse,
  VENDOR_FIT_CATEGORIES,
  VENDOR_FIT_CATEGORY_LABELS,
  VENDOR_FIT_LIMITS,
  VENDOR_FIT_MESSAGES,
} from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloads, uiModules } from '../../../db/schema/index.js';
import { quantile } from '../../../metrics/statistics.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../../test/identity-harness.js';
import { type VendorFitFixture, writeVendorFitFixture } from '../../../test/vendor-fit-fixture.js';

const VENDOR_FIT_MENU = 40;

describe('the VendorFit predictions API on the demo data set', () => {
  let h: Harness;
  let vendor: SignedIn;
  let fixture: VendorFitFixture;
  /** A bank running a modelled core product, and that product. */
  let subject: { id: number; name: string; productId: number; regulatoryId: string };

  const get = (url: string, as: SignedIn | null = vendor) => h.call(as, { url });
  const json = async <T>(url: string): Promise<T> => {
    const res = await get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as T;
  };
  const modelled = (productId: number) => fixture.model.products.some((p) => p.product_id === productId);
  const clientsOf = (productId: number) =>
    [...fixture.clients.entries()].filter(([, p]) => p === productId).map(([id]) => id);

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    fixture = await writeVendorFitFixture(h.database);
    vendor = await h.signIn(demo.vendor);
    const banks = await h.database.query<{ id: number; name: string; regulatory_id: string }>(
      `select id, name, regulatory_id from institutions
        where active and fi_type = 'bank' and regulatory_id is not null order by latest_assets desc`,
    );
    const bank = banks.find((b) => modelled(fixture.clients.get(Number(b.id)) ?? 0));
    if (!bank) throw new Error('no bank runs a modelled core product');
    subject = {
      id: Number(bank.id),
      name: bank.name,
      productId: fixture.clients.get(Number(bank.id)) as number,
      regulatoryId: bank.regulatory_id,
    };
  });
  afterAll(async () => h?.close());

  const core = () => fixture.solutionId;
  const ranking = (institutionId: number, limit = 100) =>
    json<FitRankingResponse>(
      `/api/fit_profile/product_fit_ranking?institution_id=${institutionId}&limit=${limit}&bank_service_id=${core()}`,
    );

  describe('access', () => {
    it('needs a sign-in, the fin_vendorfit purchase and the VendorFit menu entry open to the caller', async () => {
      const url = `/api/fit_profile/product_fit_ranking?institution_id=${subject.id}`;
      expect((await get(url, null)).statusCode).toBe(401);
      expect((await get(url, await h.signIn(demo.limited))).statusCode).toBe(403);
      expect((await get(url)).statusCode).toBe(200);

      // The same purchase, but the menu entry closed to a vendor-menu user: refused as the page is.
      await h.database.db.update(uiModules).set({ fiOnly: true }).where(eq(uiModules.id, VENDOR_FIT_MENU));
      try {
        await expect
          .poll(async () => (await get(url)).statusCode, { timeout: 5000, interval: 100 })
          .toBe(403);
      } finally {
        await h.database.db.update(uiModules).set({ fiOnly: false }).where(eq(uiModules.id, VENDOR_FIT_MENU));
      }
      await expect.poll(async () => (await get(url)).statusCode, { timeout: 5000, interval: 100 }).toBe(200);
    });
  });

  describe('choosing an institution and a solution', () => {
    it('finds active banks and credit unions by name and by cert, at most 20', async () => {
      const byName = await json<{ institutions: { id: number; fi_type: string }[] }>(
        `/api/fit_profile/institutions?query=${encodeURIComponent(subject.name)}`,
      );
      expect(byName.institutions[0]?.id).toBe(subject.id);
      const broad = await json<{ institutions: { id: number; fi_type: string }[] }>(
        '/api/fit_profile/institutions?query=bank',
      );
      expect(broad.institutions.length).toBe(VENDOR_FIT_LIMITS.institutionList);
      expect(broad.institutions.every((i) => i.fi_type === 'bank' || i.fi_type === 'credit_union')).toBe(
        true,
      );
      const byCert = await json<{ institutions: { id: number; regulatory_id: string | null }[] }>(
        `/api/fit_profile/institutions?query=${subject.regulatoryId}`,
      );
      expect(byCert.institutions.find((i) => i.id === subject.id)?.regulatory_id).toBe(subject.regulatoryId);
      expect(
        (await json<{ institutions: unknown[] }>('/api/fit_profile/institutions?query=')).institutions,
      ).toEqual([]);
    });

    it('lists the solutions with a model, their products, clients and measured accuracy', async () => {
      const { solutions } = await json<{ solutions: Record<string, unknown>[] }>(
        '/api/fit_profile/solutions',
      );
      expect(solutions).toHaveLength(1);
      expect(solutions[0]).toMatchObject({
        id: core(),
        name: 'Core Processing',
        products: fixture.model.products.length,
        clients: fixture.model.products.reduce((n, p) => n + p.clients, 0),
        period: fixture.period,
        evaluation: { holdout: 24, top1: 0.375, top3: 0.708, baseline_top1: 0.25, baseline_top3: 0.5 },
      });
    });

    it("answers the institution's current product for the solution, with its contract age", async () => {
      const [row] = await h.database.query<{ product_id: number; vendor_id: number; started_on: string }>(
        `select product_id, vendor_id, started_on::text as started_on from institution_technographics
          where institution_id = $1 and solution_id = $2 and ended_on is null`,
        [subject.id, core()],
      );
      const current = await json<Record<string, unknown>>(
        `/api/fit_profile/current_solution?institution_id=${subject.id}&bank_service_id=${core()}`,
      );
      const years = (Date.now() - Date.parse(`${row?.started_on}T00:00:00Z`)) / (365.25 * 86_400_000);
      expect(current).toMatchObject({
        solution: { id: core(), name: 'Core Processing' },
        has_service: true,
        use: 'vendor',
        product: { id: subject.productId },
        vendor: { id: Number(row?.vendor_id) },
        started_on: row?.started_on,
      });
      expect(current.contract_age_years).toBeCloseTo(years, 0);
    });

    it('groups the variables by the eight categories, in order', async () => {
      const { categories } = await json<{
        categories: { key: string; name: string; elements: { key: string }[] }[];
      }>('/api/fit_profile/profile_elements');
      expect(categories.map((c) => c.key)).toEqual([...VENDOR_FIT_CATEGORIES]);
      expect(categories.map((c) => c.name)).toEqual(
        VENDOR_FIT_CATEGORIES.map((c) => VENDOR_FIT_CATEGORY_LABELS[c]),
      );
      const keysOf = (key: string) => categories.find((c) => c.key === key)?.elements.map((e) => e.key);
      expect(keysOf('size')).toEqual(['fx_total_assets']);
      expect(keysOf('strategy')).toEqual(['fx_charter']);
      expect(keysOf('profit')).toEqual([]);
    });
  });

  describe('the product fit ranking', () => {
    it('ranks every modelled product, fit scores summing to 100, the current product marked', async () => {
      const answer = await ranking(subject.id);
      expect(answer.solution).toEqual({ id: core(), name: 'Core Processing' });
      expect(answer.products).toHaveLength(fixture.model.products.length);
      const total = answer.products.reduce((sum, p) => sum + (p.fit_score ?? 0), 0);
      // Each score is rounded to a tenth.
      expect(Math.abs(total - 100)).toBeLessThanOrEqual(0.05 * answer.products.length);
      expect(answer.products.map((p) => p.rank)).toEqual(answer.products.map((_, i) => i + 1));
      const scores = answer.products.map((p) => p.fit_score ?? 0);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      expect(answer.products.filter((p) => p.is_current).map((p) => p.product_id)).toEqual([
        subject.productId,
      ]);
      const mine = answer.products.find((p) => p.product_id === subject.productId);
      expect(mine?.clients).toBe(clientsOf(subject.productId).length);
      // Categories without variables are neutral.
      expect(mine?.categories.profit).toBe(50);
      expect(answer.evaluation?.holdout).toBe(24);
      expect(answer.is_demo).toBe(true);
    });

    it('keeps the first `limit` products, five by default, within 1..100, core processing by default', async () => {
      const top = await ranking(subject.id, 100);
      const two = await ranking(subject.id, 2);
      expect(two.products).toEqual(top.products.slice(0, 2));
      const byDefault = await json<FitRankingResponse>(
        `/api/fit_profile/product_fit_ranking?institution_id=${subject.id}`,
      );
      expect(byDefault.products).toEqual(top.products.slice(0, VENDOR_FIT_LIMITS.vendor));
      for (const limit of [0, 101, 'x']) {
        const res = await get(
          `/api/fit_profile/product_fit_ranking?institution_id=${subject.id}&limit=${limit}`,
        );
        expect(res.statusCode, String(limit)).toBe(422);
      }
    });

    it('ranks the product whose clients look like the institution above one whose clients do not', async () => {
      // Two products of very different client sizes: an institution at each one's median assets fits it better.
      const bySize = [...fixture.model.products].sort(
        (a, b) =>
          (a.variables.fx_total_assets?.quantiles?.[2] ?? 0) -
          (b.variables.fx_total_assets?.quantiles?.[2] ?? 0),
      );
      const small = bySize[0];
      const large = bySize[bySize.length - 1];
      if (!small || !large) throw new Error('the fixture has too few products');
      const smallClient = clientsOf(small.product_id)[0] as number;
      const answer = await ranking(smallClient);
      const rankOf = (id: number) => answer.products.find((p) => p.product_id === id)?.rank ?? 0;
      expect(rankOf(small.product_id)).toBeLessThan(rankOf(large.product_id));
      const sizeOf = (id: number) => answer.products.find((p) => p.product_id === id)?.categories.size ?? 0;
      expect(sizeOf(small.product_id)).toBeGreaterThan(sizeOf(large.product_id));
    });

    it('refuses holding companies and unknown institutions (404) and solutions without a model (422)', async () => {
      const [bhc] = await h.database.query<{ id: number }>(
        "select id from institutions where fi_type = 'bhc' limit 1",
      );
      for (const id of [bhc?.id, 999_999]) {
        const res = await get(`/api/fit_profile/product_fit_ranking?institution_id=${id}`);
        expect(res.statusCode, String(id)).toBe(404);
      }
      const [other] = await h.database.query<{ id: number }>(
        'select id from solutions where not is_core limit 1',
      );
      const res = await get(
        `/api/fit_profile/product_fit_ranking?institution_id=${subject.id}&bank_service_id=${other?.id}`,
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toBe(VENDOR_FIT_MESSAGES.noModel);
    });
  });

  describe('a category', () => {
    const category = (productId: number, name: string, institutionId = subject.id) =>
      get(
        `/api/fit_profile/category?institution_id=${institutionId}&bank_service_id=${core()}&product_id=${productId}&category=${name}`,
      );

    it("shows the institution against the product's clients: percentile, median and spread", async () => {
      const res = await category(subject.productId, 'size');
      expect(res.statusCode, res.body).toBe(200);
      const answer: FitCategoryResponse = res.json();
      const assets = fixture.features.get(subject.id)?.fx_total_assets as number;
      const clientAssets = clientsOf(subject.productId)
        .map((id) => fixture.features.get(id)?.fx_total_assets)
        .filter((v): v is number => typeof v === 'number')
        .sort((a, b) => a - b);
      const q = (p: number) => quantile(clientAssets, p) as number;
      const [element] = answer.elements;
      expect(element).toMatchObject({
        key: 'fx_total_assets',
        name: 'Total Assets',
        format: 'C0M',
        value: assets,
      });
      expect(element?.median).toBeCloseTo(q(0.5));
      expect(element?.p25).toBeCloseTo(q(0.25));
      expect(element?.p75).toBeCloseTo(q(0.75));
      // The percentile read off the clients' quantiles, by linear interpolation between them.
      const points: [number, number][] = [
        [q(0.1), 10],
        [q(0.25), 25],
        [q(0.5), 50],
        [q(0.75), 75],
        [q(0.9), 90],
      ];
      const expected =
        assets < q(0.1)
          ? 5
          : assets > q(0.9)
            ? 95
            : (() => {
                const i = points.findIndex(([x]) => assets <= x);
                const [x1, p1] = points[i] as [number, number];
                const [x0, p0] = points[Math.max(0, i - 1)] as [number, number];
                return x1 === x0 ? p1 : p0 + ((assets - x0) / (x1 - x0)) * (p1 - p0);
              })();
      expect(element?.percentile).toBeCloseTo(expected, 0);
      expect(element?.share).toBeNull();
      const fit = (await ranking(subject.id)).products.find((p) => p.product_id === subject.productId);
      expect(answer.score).toBe(fit?.categories.size);
      expect(answer.product).toEqual({
        id: subject.productId,
        name: fixture.model.products.find((p) => p.product_id === subject.productId)?.product_name,
      });
    });

    it("gives a categorical variable the share of clients with the institution's level, and no quantiles", async () => {
      const answer: FitCategoryResponse = (await category(subject.productId, 'strategy')).json();
      const [element] = answer.elements;
      expect(element?.key).toBe('fx_charter');
      expect(element?.value).toBe(fixture.features.get(subject.id)?.fx_charter);
      expect(element).toMatchObject({ percentile: null, median: null, p25: null, p75: null });
      expect(element?.share).toBeGreaterThan(0);
      expect(element?.share).toBeLessThanOrEqual(1);
    });

    it("carries the top five products' client medians as product_values", async () => {
      const answer: FitCategoryResponse = (await category(subject.productId, 'size')).json();
      const top = (await ranking(subject.id)).products.slice(0, VENDOR_FIT_LIMITS.vendor);
      expect(Object.keys(answer.product_values).sort()).toEqual(top.map((p) => String(p.product_id)).sort());
      for (const p of top) {
        const values = clientsOf(p.product_id)
          .map((id) => fixture.features.get(id)?.fx_total_assets)
          .filter((v): v is number => typeof v === 'number')
          .sort((a, b) => a - b);
        expect(answer.product_values[String(p.product_id)]?.fx_total_assets).toBeCloseTo(
          quantile(values, 0.5) as number,
        );
      }
    });

    it('answers an empty category with a neutral score, and refuses products outside the model', async () => {
      const empty: FitCategoryResponse = (await category(subject.productId, 'risk')).json();
      expect(empty).toMatchObject({ score: 50, elements: [] });
      const [unmodelled] = await h.database.query<{ id: number }>(
        'select id from products where not (id = any($1::int[])) order by id limit 1',
        [fixture.model.products.map((p) => p.product_id)],
      );
      const res = await category(Number(unmodelled?.id), 'size');
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toBe(VENDOR_FIT_MESSAGES.productNotInModel);
      expect((await category(subject.productId, 'weather')).statusCode).toBe(422);
    });
  });

  describe('client institutions', () => {
    it("lists the product's clients largest first, with since, and counts them all", async () => {
      // For the solution, they are the clients the model profiled.
      const forCore = await json<{ total: number }>(
        `/api/fit_profile/client_institutions?product_id=${subject.productId}&bank_service_id=${core()}`,
      );
      expect(forCore.total).toBe(clientsOf(subject.productId).length);
      // Without one, every solution the product serves.
      const all = await h.database.query<{ id: number; since: string }>(
        `select i.id, min(t.started_on)::text as since from institution_technographics t
           join institutions i on i.id = t.institution_id
          where t.product_id = $1 and t.ended_on is null and i.active and i.fi_type in ('bank', 'credit_union')
          group by i.id, i.latest_assets order by i.latest_assets desc nulls last, i.id`,
        [subject.productId],
      );
      const answer = await json<{
        total: number;
        institutions: { id: number; since: string }[];
        product: unknown;
      }>(`/api/fit_profile/client_institutions?product_id=${subject.productId}&limit=3`);
      expect(answer.total).toBe(all.length);
      expect(answer.institutions).toHaveLength(Math.min(3, all.length));
      expect(answer.institutions.map((i) => [i.id, i.since])).toEqual(
        all.slice(0, 3).map((r) => [Number(r.id), r.since]),
      );
      expect((await get('/api/fit_profile/client_institutions?product_id=999999')).statusCode).toBe(404);
      expect(
        (await get(`/api/fit_profile/client_institutions?product_id=${subject.productId}&limit=501`))
          .statusCode,
      ).toBe(422);
    });
  });

  describe('the workbook', () => {
    it('holds the ranking and a sheet per category, with the notice, the fingerprint and NA for no figure', async () => {
      const res = await get(
        `/api/fit_profile/download.xlsx?institution_id=${subject.id}&bank_service_id=${core()}&product_id=${subject.productId}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toMatch(
        /attachment; filename="vendor-fit-.+-core-processing-\d{4}-\d{2}-\d{2}\.xlsx"/,
      );
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const visible = workbook.worksheets.filter((s) => s.state === 'visible').map((s) => s.name);
      expect(visible).toEqual([
        'Product Fit Ranking',
        ...VENDOR_FIT_CATEGORIES.map((c) => VENDOR_FIT_CATEGORY_LABELS[c]),
      ]);

      const [logged] = await h.database.db.select().from(downloads).where(eq(downloads.kind, 'vendor_fit'));
      expect(logged).toMatchObject({ userId: vendor.userId, format: 'xlsx' });
      const rankingSheet = workbook.getWorksheet('Product Fit Ranking') as ExcelJS.Worksheet;
      const notice = String(rankingSheet.getCell('A1').value);
      expect(notice).toContain(EXCEL_NOTICE);
      expect(notice).toContain(logged?.fingerprint);
      expect(workbook.keywords).toBe(logged?.fingerprint);
      expect(rankingSheet.getRow(3).getCell(3).value).toBe('Product');
      expect(rankingSheet.rowCount).toBe(3 + fixture.model.products.length);
      const ranked = await ranking(subject.id);
      expect(rankingSheet.getRow(4).getCell(3).value).toBe(ranked.products[0]?.product_name);
      expect(rankingSheet.getRow(4).getCell(4).value).toBe(ranked.products[0]?.fit_score);

      // A categorical variable has no median: NA, as every non-numeric figure.
      const strategy = workbook.getWorksheet('Strategy') as ExcelJS.Worksheet;
      expect(strategy.getRow(4).getCell(1).value).toBe('Charter Class');
      expect(strategy.getRow(4).getCell(2).value).toBe(fixture.features.get(subject.id)?.fx_charter);
      expect(strategy.getRow(4).getCell(4).value).toBe('NA');
      const size = workbook.getWorksheet('Size') as ExcelJS.Worksheet;
      expect(size.getRow(4).getCell(2).value).toBe(fixture.features.get(subject.id)?.fx_total_assets);
      expect((workbook.getWorksheet('Profit') as ExcelJS.Worksheet).rowCount).toBe(3);
    });
  });

  describe('after a refit', () => {
    it('answers from the new model at once', async () => {
      const dropped = subject.productId;
      const model = {
        ...fixture.model,
        products: fixture.model.products.filter((p) => p.product_id !== dropped),
      };
      await h.database.query(
        "update vendor_fit_models set model = $1, fitted_at = fitted_at + interval '1 minute' where solution_id = $2",
        [JSON.stringify(model), core()],
      );
      const answer = await ranking(subject.id);
      expect(answer.products.map((p) => p.product_id)).not.toContain(dropped);
      expect(answer.products.some((p) => p.is_current)).toBe(false);
    });
  });
});
