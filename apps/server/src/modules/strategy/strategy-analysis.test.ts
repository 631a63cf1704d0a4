import {
  ASSET_BANDS,
  fitScore,
  institutionListQuery,
  MESSAGES,
  type StrategySegmentation,
  type StrategyWhiteSpace,
  WHITE_SPACE_PROSPECT_STATUSES,
} from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';

type Counted = { key: string; n: number; assets: number };

describe('strategy analyses on the demo data', () => {
  let h: Harness;
  let vendor: SignedIn;
  let limited: SignedIn;
  let queryId: number;
  let clientIds: number[];

  const get = (as: SignedIn, url: string) => h.call(as, { url });
  const saveList = (as: SignedIn, name: string, ids: readonly number[]) =>
    h.call(as, {
      method: 'POST',
      url: '/api/advanced_query/save_query',
      payload: {
        advanced_query: { name, query: JSON.stringify(institutionListQuery(ids)), query_type: 'fin_query' },
      },
    });

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    vendor = await h.signIn(demo.vendor);
    limited = await h.signIn(demo.limited);
    // Every seventh active bank and a few credit unions (outside a bank market) are the clients.
    const rows = await h.database.query<{ id: number; fi_type: string }>(
      `select id, fi_type from institutions where active and fi_type in ('bank', 'credit_union') order by id`,
    );
    clientIds = rows.filter((_, i) => i % 7 === 0).map((r) => Number(r.id));
    const saved = await saveList(vendor, 'Our clients', clientIds);
    expect(saved.statusCode, saved.body).toBe(201);
    queryId = saved.json().id;
  });
  afterAll(async () => h?.close());

  describe('segmentation', () => {
    it('counts and sums every asset band as SQL over the active banks does, clients and the rest', async () => {
      const res = await get(
        vendor,
        `/api/strategy/segmentation?market=industry:bank&set_id=1&clients=query:${queryId}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      const view: StrategySegmentation = res.json();
      const band = (column: string) =>
        `case ${ASSET_BANDS.map((b) => `when ${column} < ${b.max} then '${b.id}'`).join(' ')} else '6' end`;
      const direct = async (clientsOnly: boolean) =>
        h.database.query<Counted>(
          `select ${band('latest_assets')} as key, count(*)::int as n, coalesce(sum(latest_assets), 0) as assets
             from institutions
            where active and fi_type = 'bank' and latest_assets is not null
              ${clientsOnly ? 'and id = any($1::int[])' : 'and $1::int[] is not null'}
            group by 1`,
          [clientIds],
        );
      const all = new Map((await direct(false)).map((r) => [r.key, r]));
      const clients = new Map((await direct(true)).map((r) => [r.key, r]));
      expect(view.segments.map((s) => s.name)).toEqual(ASSET_BANDS.map((b) => b.label));
      for (const segment of view.segments) {
        const key = String(segment.id);
        expect(segment.institutions, segment.name).toBe(all.get(key)?.n ?? 0);
        expect(segment.assets).toBeCloseTo(Number(all.get(key)?.assets ?? 0), 0);
        expect(segment.clients, segment.name).toBe(clients.get(key)?.n ?? 0);
        expect(segment.client_assets).toBeCloseTo(Number(clients.get(key)?.assets ?? 0), 0);
        expect(segment.non_clients).toBe(segment.institutions - segment.clients);
        expect(segment.non_client_ids).toHaveLength(segment.non_clients);
        if (segment.institutions > 0)
          expect(segment.penetration).toBeCloseTo(segment.clients / segment.institutions);
      }
      const [banks] = await h.database.query<{ n: number; clients: number }>(
        `select count(*)::int as n, (count(*) filter (where id = any($1::int[])))::int as clients
           from institutions where active and fi_type = 'bank'`,
        [clientIds],
      );
      expect(view.totals.institutions).toBe(banks?.n);
      expect(view.clients).toMatchObject({ name: 'Our clients', kind: 'query', in_market: banks?.clients });
      // Credit unions are clients too, but not of a bank market.
      expect(view.clients.institutions).toBeGreaterThan(view.clients.in_market);
      const shares = view.segments.reduce((s, row) => s + (row.client_share ?? 0), 0);
      expect(shares + (view.unsegmented?.client_share ?? 0)).toBeCloseTo(1);
    });

    it('takes its clients from a CRM list of the company: matched and confirmed rows only', async () => {
      const [list] = await h.database.query<{ id: number }>(
        `insert into org_lists (kind, group_id, user_id, name, file_name, row_count)
         values ('crm', (select client_group_id from users where email = $1), $2, 'CRM accounts', 'crm.csv', 3)
         returning id`,
        [demo.vendor, vendor.userId],
      );
      const [a, b, c] = clientIds;
      await h.database.query(
        `insert into org_list_rows (list_id, line, organization, raw, institution_id, status) values
           ($1, 2, 'A', '{}', $2, 'matched'), ($1, 3, 'B', '{}', $3, 'confirmed'), ($1, 4, 'C', '{}', $4, 'review')`,
        [list?.id, a, b, c],
      );
      const url = `/api/strategy/segmentation?market=industry:bank,industry:credit_union&set_id=1&clients=crm_list:${list?.id}`;
      const res = await get(vendor, url);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().clients).toMatchObject({ name: 'CRM accounts', kind: 'crm_list', institutions: 2 });
      // Another company's user does not see the list; a user without CRM access may not ask.
      const mortgage = await h.signIn(demo.mortgage);
      expect((await get(mortgage, url)).statusCode).toBe(403);
      const clientAdmin = await h.signIn(demo.clientadmin);
      expect((await get(clientAdmin, url)).statusCode).toBe(200);
      await h.database.query(
        `update groups set purchased_modules = purchased_modules || '{"fin_crm": true}'::jsonb
          where id = (select client_group_id from users where email = $1)`,
        [demo.mortgage],
      );
      expect((await get(mortgage, url)).statusCode).toBe(404);
    });

    it('answers unknown sets, foreign queries and an empty market as the codebase does', async () => {
      const base = '/api/strategy/segmentation?market=industry:bank';
      expect((await get(vendor, `${base}&set_id=99&clients=query:${queryId}`)).statusCode).toBe(404);
      expect((await get(vendor, `${base}&set_id=1&clients=query:999999`)).statusCode).toBe(404);
      const empty = await get(vendor, `/api/strategy/segmentation?market=&set_id=1&clients=query:${queryId}`);
      expect(empty.statusCode).toBe(422);
      expect(empty.json().error.message).toBe(MESSAGES.selection.selectFiGroup);
      const badClients = await get(vendor, `${base}&set_id=1&clients=everyone`);
      expect(badClients.statusCode).toBe(422);
      // The FI menu has no Strategy.
      const fi = await h.signIn(demo.fi);
      expect((await get(fi, `${base}&set_id=1&clients=query:${queryId}`)).statusCode).toBe(403);
    });
  });

  describe('white space', () => {
    let solutionId: number;
    let productId: number;
    let vendorId: number;

    beforeAll(async () => {
      // The product with the most current bank users.
      const [top] = await h.database.query<{ product_id: number; solution_id: number; vendor_id: number }>(
        `select t.product_id, t.solution_id, t.vendor_id
           from institution_technographics t join institutions i on i.id = t.institution_id
          where t.ended_on is null and t.product_id is not null and i.fi_type = 'bank' and i.active
          group by 1, 2, 3 order by count(*) desc limit 1`,
      );
      solutionId = Number(top?.solution_id);
      productId = Number(top?.product_id);
      vendorId = Number(top?.vendor_id);
    });

    const url = (extra = '') =>
      `/api/strategy/white_space?market=industry:bank&solution_id=${solutionId}&product_id=${productId}&set_id=1${extra}`;

    it('counts every state as the technographics records say', async () => {
      const res = await get(limited, url());
      expect(res.statusCode, res.body).toBe(200);
      const view: StrategyWhiteSpace = res.json();
      const rows = await h.database.query<{
        state: string | null;
        institutions: number;
        using: number;
        sibling: number;
        competitor: number;
        in_house: number;
        no_service: number;
        not_researched: number;
      }>(
        `with s as (
           select i.id, i.state,
                  coalesce(bool_or(t.has_service and t.product_id = $2), false) as uses,
                  coalesce(bool_or(t.has_service and t.vendor_id = $3), false) as same_vendor,
                  coalesce(bool_or(t.has_service and t.vendor_id <> $3), false) as other_vendor,
                  coalesce(bool_or(t.has_service and t.vendor_id is null), false) as own,
                  count(t.id) as records
             from institutions i
             left join institution_technographics t
               on t.institution_id = i.id and t.solution_id = $1 and t.ended_on is null
            where i.active and i.fi_type = 'bank'
            group by i.id, i.state)
         select state, count(*)::int as institutions,
                (count(*) filter (where uses))::int as using,
                (count(*) filter (where not uses and same_vendor))::int as sibling,
                (count(*) filter (where not uses and not same_vendor and other_vendor))::int as competitor,
                (count(*) filter (where not uses and not same_vendor and not other_vendor and own))::int as in_house,
                (count(*) filter (where records > 0 and not uses and not same_vendor and not other_vendor
                                         and not own))::int as no_service,
                (count(*) filter (where records = 0))::int as not_researched
           from s group by state`,
        [solutionId, productId, vendorId],
      );
      const expected = new Map(rows.map((r) => [r.state ?? 'none', r]));
      expect(view.by_state.length).toBe(expected.size);
      for (const row of view.by_state) {
        const sql = expected.get(row.key);
        expect(row.institutions, row.name).toBe(sql?.institutions);
        expect(row.counts, row.name).toEqual({
          using: sql?.using,
          sibling: sql?.sibling,
          competitor: sql?.competitor,
          in_house: sql?.in_house,
          no_service: sql?.no_service,
          not_researched: sql?.not_researched,
        });
      }
      expect(view.totals.counts.using).toBeGreaterThan(0);
      expect(view.target.product?.vendor.id).toBe(vendorId);
      expect(view.competitors.every((c) => c.vendor.id !== vendorId)).toBe(true);
      const bandTotal = view.by_asset_band.reduce((n, r) => n + r.institutions, 0);
      expect(bandTotal).toBe(view.totals.institutions);
    });

    it('ranks the prospects by a fit score made of its four factors, and filters them', async () => {
      const view: StrategyWhiteSpace = (await get(vendor, url('&limit=5000'))).json();
      expect(view.prospects.total).toBe(view.totals.white_space);
      expect(view.prospects.ids).toHaveLength(view.prospects.total);
      const scores = view.prospects.rows.map((r) => r.score);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));
      for (const row of view.prospects.rows) {
        expect(WHITE_SPACE_PROSPECT_STATUSES).toContain(row.status);
        expect(row.score).toBe(fitScore(row.factors));
      }
      const state = [...view.by_state].sort((a, b) => b.white_space - a.white_space)[0];
      const inState: StrategyWhiteSpace = (
        await get(vendor, url(`&state=${state?.key}&status=competitor`))
      ).json();
      expect(inState.prospects.total).toBe(state?.counts.competitor);
      expect(inState.prospects.rows.every((r) => r.state === state?.key && r.status === 'competitor')).toBe(
        true,
      );
    });

    it('saves the prospects as a FIN Query list that finds exactly them', async () => {
      const view: StrategyWhiteSpace = (await get(vendor, url('&asset_band=3'))).json();
      const saved = await saveList(vendor, 'White space prospects', view.prospects.ids);
      expect(saved.statusCode, saved.body).toBe(201);
      const counted = await h.call(vendor, {
        method: 'POST',
        url: '/api/advanced_query/counts',
        payload: { query: institutionListQuery(view.prospects.ids) },
      });
      expect(counted.json().total).toBe(view.by_asset_band.find((r) => r.key === '3')?.white_space);
    });

    it('assesses a solution alone: who offers it, and who does not', async () => {
      const res = await get(
        vendor,
        `/api/strategy/white_space?market=industry:bank&solution_id=${solutionId}`,
      );
      const view: StrategyWhiteSpace = res.json();
      expect(view.target.product).toBeNull();
      expect(view.totals.counts.competitor + view.totals.counts.sibling + view.totals.counts.in_house).toBe(
        0,
      );
      expect(view.prospects.rows.every((r) => r.status === 'no_service')).toBe(true);
    });

    it('refuses unknown solutions and products, and a product of another solution', async () => {
      const base = '/api/strategy/white_space?market=industry:bank';
      expect((await get(vendor, `${base}&solution_id=999999`)).statusCode).toBe(404);
      expect((await get(vendor, `${base}&solution_id=${solutionId}&product_id=999999`)).statusCode).toBe(404);
      const [other] = await h.database.query<{ id: number }>(
        `select s.id from solutions s
          where not exists (select 1 from product_solutions ps where ps.solution_id = s.id and ps.product_id = $1)
          limit 1`,
        [productId],
      );
      const wrong = await get(vendor, `${base}&solution_id=${other?.id}&product_id=${productId}`);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().error.message).toMatch(/^Validation failed\. .+ does not serve .+\.$/);
      expect((await get(vendor, `${url()}&segment_id=999`)).statusCode).toBe(422);
    });
  });
});
