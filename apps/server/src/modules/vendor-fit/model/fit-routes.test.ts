import {
  type DataScoringResponse,
  dataScoringResponseSchema,
  FIN_QUERY_MESSAGES,
  INTENT_LEVELS,
  type QueryCatalog,
} from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elementObject, payloadOf, type QueryCalls, queryCalls, rule } from '../../../test/fin-query-kit.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../../test/identity-harness.js';
import type { FitModel } from '../fit-model.js';
import type { StoredEvaluation } from './evaluate.js';
import { VENDOR_FIT_CATEGORY } from './fit-provider.js';

describe('VendorFit in FIN Query, the report writer and the data scoring console', () => {
  let h: Harness;
  let vendor: SignedIn;
  let admin: SignedIn;
  let mortgage: SignedIn;
  let query: QueryCalls;
  let core: FitModel;
  let scored: number;

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    vendor = await h.signIn(demo.vendor);
    admin = await h.signIn(demo.superadmin);
    mortgage = await h.signIn(demo.mortgage);
    query = queryCalls(h, vendor);
    const [row] = await h.database.query<{ model: FitModel }>(
      'select m.model from vendor_fit_models m join solutions s on s.id = m.solution_id where s.is_core',
    );
    core = row?.model as FitModel;
    const [count] = await h.database.query<{ n: number }>(
      `select count(*)::int as n from vendor_fit_features f join institutions i on i.id = f.institution_id
        where i.active`,
    );
    scored = Number(count?.n);
  });
  afterAll(async () => h?.close());

  const rank = (productId: number, operator: string, value: number) =>
    rule(`rank-${productId}`, elementObject('vendor_fit', productId), operator, [value]);
  const score = (productId: number, operator: string, value: number) =>
    rule(`score-${productId}`, elementObject('vendor_fit_static', productId), operator, [value]);

  it('lists each Core Processing product’s fit score and rank for VendorFit subscribers only', async () => {
    const catalog = (await h.call(vendor, { url: '/api/advanced_query/catalog' })).json() as QueryCatalog;
    const category = catalog.categories.find((c) => c.name === VENDOR_FIT_CATEGORY);
    expect(category?.sections.map((s) => s.name)).toEqual(['Fit Score', 'Fit Rank']);
    const names = category?.sections[0]?.elements.map((e) => e.name);
    expect(names).toEqual(core.products.map((p) => `${p.product_name} fit score`));
    const without = (await h.call(mortgage, { url: '/api/advanced_query/catalog' })).json() as QueryCatalog;
    expect(without.categories.map((c) => c.name)).not.toContain(VENDOR_FIT_CATEGORY);
    const refused = await queryCalls(h, mortgage).countsResponse(
      payloadOf(rank(core.products[0]?.product_id ?? 0, 'less_or_equal', 3)),
    );
    expect(refused.statusCode).toBe(403);
  });

  it('counts institutions by rank: every scored institution has exactly one best-fitting product', async () => {
    const products = core.products.map((p) => p.product_id);
    let best = 0;
    for (const id of products) {
      const first = await query.countOf(rank(id, 'equal', 1));
      const topThree = await query.countOf(rank(id, 'less_or_equal', 3));
      expect(topThree).toBeGreaterThanOrEqual(first);
      best += first;
    }
    expect(best).toBe(scored);
    // Scores are the posterior among the products: each institution's sum to about 100.
    const likely = await query.countOf(score(products[0] as number, 'greater_or_equal', 0));
    expect(likely).toBe(scored);
    expect(await query.countOf(score(products[0] as number, 'greater', 100))).toBe(0);
  });

  it('gives each element the product’s fit score, rank and the institution’s best product as columns', async () => {
    const product = core.products[0];
    const results = await query.results(payloadOf(rank(product?.product_id ?? 0, 'equal', 1)));
    const labels = results.columns.map((c) => c.label);
    const at = (label: string) => labels.indexOf(label);
    expect(at(`${product?.product_name} fit score`)).toBeGreaterThanOrEqual(0);
    for (const row of results.rows) {
      expect(row[at(`${product?.product_name} fit rank`)]).toBe(1);
      expect(row[at('Best-fitting Core Processing product')]).toBe(product?.product_name);
      expect(row[at(`${product?.product_name} fit score`)]).toBeGreaterThan(0);
    }
    const segments = (await h.call(vendor, { url: '/api/report_writer_elements' })).json().segments;
    const fit = segments.find((s: { name: string }) => s.name === 'VendorFit');
    expect(fit.sections[0].elements[0]).toMatchObject({
      element_type: 'vendor_fit_static',
      element_id: product?.product_id,
    });
  });

  it('saves a query with VendorFit rules, hidden from a company without VendorFit', async () => {
    const saved = await h.call(vendor, {
      method: 'POST',
      url: '/api/advanced_query/save_query',
      payload: {
        advanced_query: {
          name: 'Best fits',
          query: JSON.stringify(payloadOf(rank(core.products[0]?.product_id ?? 0, 'less_or_equal', 2))),
          query_type: 'fin_query',
        },
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const [row] = await h.database.query<{ uses: boolean; group_id: number }>(
      'select uses_vendor_fit as uses, group_id from advanced_queries where id = $1',
      [saved.json().id],
    );
    expect(row?.uses).toBe(true);
    await h.database.query(
      `update groups set purchased_modules = purchased_modules || '{"fin_vendorfit": false}'::jsonb where id = $1`,
      [row?.group_id],
    );
    try {
      const opened = await h.call(vendor, { url: `/api/advanced_query/${saved.json().id}` });
      expect(opened.statusCode).toBe(403);
      expect(opened.json().error.message).toBe(FIN_QUERY_MESSAGES.vendorFitHidden);
    } finally {
      await h.database.query(
        `update groups set purchased_modules = purchased_modules || '{"fin_vendorfit": true}'::jsonb where id = $1`,
        [row?.group_id],
      );
    }
  });

  it('shows FIN Admins every modelled solution’s accuracy, the runs and a group’s listed institutions', async () => {
    expect((await h.call(null, { url: '/api/super_admin/data_scoring' })).statusCode).toBe(401);
    expect((await h.call(vendor, { url: '/api/super_admin/data_scoring' })).statusCode).toBe(403);
    const res = await h.call(admin, { url: '/api/super_admin/data_scoring' });
    expect(res.statusCode, res.body).toBe(200);
    const body: DataScoringResponse = dataScoringResponseSchema.parse(res.json());
    const stored = await h.database.query<{ solution_id: number; evaluation: StoredEvaluation }>(
      'select solution_id, evaluation from vendor_fit_models',
    );
    expect(body.vendor_fit.map((s) => s.id).sort()).toEqual(stored.map((s) => Number(s.solution_id)).sort());
    expect(body.vendor_fit[0]?.name).toBe('Core Processing');
    for (const solution of body.vendor_fit) {
      const own = stored.find((s) => Number(s.solution_id) === solution.id)?.evaluation;
      expect(solution.status).toBe(own?.status);
      if (solution.status === 'measured') expect(solution.evaluation?.top3).toBe(own?.top3);
      else expect(solution.evaluation).toBeNull();
    }
    expect(body.runs[0]).toMatchObject({ model: 'vendor_fit', status: 'finished', error: null });
    expect(body.group).toBeNull();

    const [group] = await h.database.query<{ id: number; name: string }>(
      `select g.id, g.name from groups g join users u on u.client_group_id = g.id where u.email = $1`,
      [demo.vendor],
    );
    const listed = await h.database.query<{ id: number }>(
      `select id from institutions where active and fi_type = 'bank' order by latest_assets desc limit 3`,
    );
    const [list] = await h.database.query<{ id: number }>(
      `insert into org_lists (kind, group_id, user_id, name, file_name, row_count)
       values ('crm', $1, $2, 'Scoring accounts', 'accounts.csv', 4) returning id`,
      [group?.id, vendor.userId],
    );
    const statuses = ['matched', 'confirmed', 'review', 'matched'];
    for (const [line, status] of statuses.entries()) {
      await h.database.query(
        `insert into org_list_rows (list_id, line, organization, raw, institution_id, status)
         values ($1, $2, 'Account', '{}'::jsonb, $3, $4)`,
        [list?.id, line + 1, listed[line % 3]?.id, status],
      );
    }
    const withGroup = (
      await h.call(admin, { url: `/api/super_admin/data_scoring?group_id=${group?.id}` })
    ).json();
    // Matched and confirmed rows count, once per institution; a row under review does not.
    expect(withGroup.group).toMatchObject({ id: group?.id, name: group?.name, listed_institutions: 2 });
    for (const signal of withGroup.group.signals)
      expect(Object.keys(signal.counts).sort()).toEqual([...INTENT_LEVELS].sort());
    const missing = await h.call(admin, { url: '/api/super_admin/data_scoring?group_id=999999' });
    expect(missing.statusCode).toBe(404);
  });
});
