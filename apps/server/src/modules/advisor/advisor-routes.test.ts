import { type CardDataResponse, type MetricCard, quarterLabel } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricServiceFor } from '../../analytics/metric-service.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';

const LATEST = '2026-09-30';

describe('Advisor card data on the demo data set', () => {
  let h: Harness;
  let vendor: SignedIn;
  let sameTenant: SignedIn;
  let otherTenant: SignedIn;
  let limited: SignedIn;
  let bank: { id: number; name: string };
  let creditUnion: { id: number; name: string };
  let bankGroup: { id: number; members: number[] };
  let cuGroup: { id: number; members: number[] };

  async function institutions(fiType: string, limit: number) {
    return (
      await h.database.query<{ id: number; name: string }>(
        `select id, name from institutions where fi_type = $1 and active and latest_period = $2
          order by latest_assets desc limit $3`,
        [fiType, LATEST, limit],
      )
    ).map((r) => ({ id: Number(r.id), name: r.name }));
  }

  async function saveGroup(as: SignedIn, name: string, ids: number[], shared = false) {
    const res = await h.call(as, {
      method: 'POST',
      url: '/api/peer_groups',
      payload: { name, description: '', builder: 'quick', shared, criteria: { institution_ids: ids } },
    });
    expect(res.statusCode).toBe(201);
    return res.json() as { id: number; members: number[] };
  }

  const cardData = (as: SignedIn | null, query: Record<string, string | number>) =>
    h.call(as, {
      url: `/api/advisors/card_data?${new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
      ).toString()}`,
    });

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    vendor = await h.signIn(demo.vendor);
    sameTenant = await h.signIn(demo.clientadmin);
    otherTenant = await h.signIn(demo.fi);
    limited = await h.signIn(demo.limited);
    const banks = await institutions('bank', 25);
    const cus = await institutions('credit_union', 15);
    bank = banks[0] as { id: number; name: string };
    creditUnion = cus[0] as { id: number; name: string };
    // The subject is a member too: its own value must not count among its peers.
    bankGroup = await saveGroup(
      vendor,
      'Largest banks',
      banks.map((b) => b.id),
      true,
    );
    cuGroup = await saveGroup(
      vendor,
      'Largest credit unions',
      cus.map((c) => c.id),
    );
  }, 120_000);
  afterAll(async () => h.close());

  it('answers a page with cards whose values, medians and percentiles come from the metric engine', async () => {
    const res = await cardData(vendor, {
      institution_id: bank.id,
      peer_group_id: bankGroup.id,
      section_id: 'macro_profitability',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as CardDataResponse;
    expect(body).toMatchObject({
      section: 'profit',
      page: 'macro_profitability',
      institution: { id: bank.id, fi_type: 'bank' },
      peer_group: { id: bankGroup.id, peer_count: bankGroup.members.length - 1 },
      period: LATEST,
      period_label: 'Q3 2026',
      span_id: 2,
      set_id: 1,
      brief: null,
    });
    expect(body.cards.length).toBeGreaterThanOrEqual(3);
    expect(body.cards.length).toBeLessThanOrEqual(8);
    const roa = body.cards.find((c) => c.card_id === 'roa') as MetricCard;
    expect(roa).toMatchObject({
      kind: 'metric',
      metric_id: 'roa',
      format: 'P2',
      page_id: 'macro_profitability',
    });

    const peerIds = bankGroup.members.filter((id) => id !== bank.id);
    const expected = await metricServiceFor(h.database).compute({
      metricIds: ['roa'],
      institutions: [bank.id, ...peerIds].map((id) => ({ id, fiType: 'bank' })),
      periods: [LATEST],
      span: 2,
      set: 1,
      peerIds,
      national: true,
    });
    const cells = expected.cells.get('roa')?.get(LATEST);
    const value = cells?.get(bank.id)?.value ?? null;
    expect(value).not.toBeNull();
    expect(roa.value).toBe(value);
    expect(roa.peer_median).toBe(expected.peerStats.get('roa')?.get(LATEST)?.median);
    const peerValues = peerIds.map((id) => cells?.get(id)?.value).filter((v): v is number => v != null);
    expect(roa.peer_count).toBe(peerValues.length);
    const beatenOrTied = peerValues.filter((v) => v <= (value as number)).length;
    expect(roa.peer_percentile).toBeCloseTo((beatenOrTied / peerValues.length) * 100, 1);
    expect(roa.national).toEqual(cells?.get(bank.id)?.national);

    expect(roa.trend.periods).toEqual(['2025-09-30', '2025-12-31', '2026-03-31', '2026-06-30', LATEST]);
    expect(roa.trend.labels).toEqual(['Q3 2025', 'Q4 2025', 'Q1 2026', 'Q2 2026', 'Q3 2026']);
    expect(roa.trend.institution[4]).toBe(value);
    expect(roa.trend.peer_median).toHaveLength(5);
    expect(roa.sentence).toContain(`Return on Assets of ${roa.value_text} ranks in the `);
    expect(roa.sentence).toContain(`percentile of ${peerValues.length} peers`);
    expect(roa.sentence).toMatch(/(above|below|level with) the peer median/);
  });

  it('shows each institution type only the pages and cards it has data for', async () => {
    const cu = await cardData(vendor, {
      institution_id: creditUnion.id,
      peer_group_id: cuGroup.id,
      section_id: 'member_growth',
    });
    expect(cu.statusCode).toBe(200);
    const ids = (cu.json() as CardDataResponse).cards.map((c) => c.card_id);
    expect(ids).toContain('member_growth');

    const notForCu = await cardData(vendor, {
      institution_id: creditUnion.id,
      peer_group_id: cuGroup.id,
      section_id: 'franchise_growth',
    });
    expect(notForCu.statusCode).toBe(422);
    expect(notForCu.json().error.message).toBe('Franchise Growth is not available for a credit union.');

    const notForBank = await cardData(vendor, {
      institution_id: bank.id,
      peer_group_id: bankGroup.id,
      section_id: 'share_growth',
    });
    expect(notForBank.statusCode).toBe(422);

    const cuProfit = (
      await cardData(vendor, {
        institution_id: creditUnion.id,
        peer_group_id: cuGroup.id,
        section_id: 'macro_profitability',
      })
    ).json() as CardDataResponse;
    expect(cuProfit.cards.map((c) => c.card_id)).not.toContain('pretax_roa');
    expect(cuProfit.cards.map((c) => c.card_id)).toContain('net_margin');
  });

  it('writes an Executive Brief from the section’s pages', async () => {
    const res = await cardData(vendor, {
      institution_id: bank.id,
      peer_group_id: bankGroup.id,
      section_id: 'risk/summary',
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as CardDataResponse;
    expect(body.page).toBe('summary');
    const pages = new Set(body.cards.map((c) => c.page_id));
    expect([...pages].sort()).toEqual(
      ['asset_quality', 'capital_adequacy', 'earnings_quality', 'enterprise_risk', 'liquidity_risk'].sort(),
    );
    expect(body.brief?.paragraph).toContain(bank.name);
    const brief = body.brief as NonNullable<CardDataResponse['brief']>;
    expect(brief.strengths.length + brief.weaknesses.length).toBeGreaterThan(0);
    // Strengths come best first.
    const percentileOf = (text: string) => Number(/\((\d+)\w\w percentile/.exec(text)?.[1]);
    const strengths = brief.strengths.map((s) => percentileOf(s.text));
    expect(strengths).toEqual([...strengths].sort((a, b) => b - a));
  });

  it('says when a merged institution last filed instead of blaming its peers', async () => {
    const [merged] = await h.database.query<{
      id: number;
      name: string;
      last: string;
      acquirer: string;
      on: string;
    }>(
      `select i.id, i.name, i.latest_period::text as last, a.name as acquirer, e.event_date::text as on
         from institutions i
         join structure_events e on e.target_id = i.id and e.kind = 'merger'
         join institutions a on a.id = e.acquirer_id
        where i.fi_type = 'bank' and not i.active and i.latest_period < $1
        order by i.id limit 1`,
      [LATEST],
    );
    expect(merged).toBeDefined();
    const { id, name, last, acquirer, on } = merged as NonNullable<typeof merged>;
    const res = await cardData(vendor, {
      institution_id: id,
      peer_group_id: bankGroup.id,
      section_id: 'profit/summary',
    });
    expect(res.statusCode).toBe(200);
    const paragraph = (res.json() as CardDataResponse).brief?.paragraph ?? '';
    expect(paragraph).toBe(
      `${name} has not filed since ${quarterLabel(last)} (merged into ${acquirer}, ${quarterLabel(on)}), so it has no profit measure to compare with its peers in ${quarterLabel(LATEST)}.`,
    );
  });

  it('compares offerings with the peers from technographics', async () => {
    const retail = (
      await cardData(vendor, {
        institution_id: bank.id,
        peer_group_id: bankGroup.id,
        section_id: 'retail_services',
      })
    ).json() as CardDataResponse;
    const digital = retail.cards.find((c) => c.card_id === 'digital_banking');
    expect(digital?.kind).toBe('offering');
    if (digital?.kind !== 'offering') throw new Error('expected an offering card');
    const mobile = digital.rows.find((r) => r.label === 'Retail Mobile Banking');
    expect(mobile).toBeDefined();
    const peers = `{${bankGroup.members.filter((id) => id !== bank.id).join(',')}}`;
    const [facts] = await h.database.query<{ offered: number; own: boolean | null }>(
      `select (select count(distinct institution_id)::int from institution_technographics
                where ended_on is null and has_service and solution_id = s.id
                  and institution_id = any($1::int[])) as offered,
              (select bool_or(has_service) from institution_technographics
                where ended_on is null and solution_id = s.id and institution_id = $2) as own
         from solutions s where s.name = 'Retail Mobile Banking'`,
      [peers, bank.id],
    );
    expect(mobile?.institution).toBe(facts?.own ?? null);
    expect(mobile?.peer_share).toBeCloseTo((facts?.offered ?? 0) / (mobile?.peer_count ?? 1), 6);

    for (const page of ['business_services', 'vendor_products', 'top_technologies', 'offering/summary']) {
      const res = await cardData(vendor, {
        institution_id: bank.id,
        peer_group_id: bankGroup.id,
        section_id: page,
      });
      expect(res.statusCode, page).toBe(200);
      expect((res.json() as CardDataResponse).cards.length, page).toBeGreaterThan(0);
    }
  });

  it('enforces the module, the sign-in, the institution and the peer group’s visibility', async () => {
    const query = { institution_id: bank.id, peer_group_id: bankGroup.id, section_id: 'loan_growth' };
    expect((await cardData(null, query)).statusCode).toBe(401);
    expect((await cardData(limited, query)).statusCode).toBe(403);
    // Shared in the tenant: another user of the client group may use it; another tenant may not.
    expect((await cardData(sameTenant, query)).statusCode).toBe(200);
    expect((await cardData(otherTenant, query)).statusCode).toBe(404);
    expect((await cardData(sameTenant, { ...query, peer_group_id: cuGroup.id })).statusCode).toBe(404);
    expect((await cardData(vendor, { ...query, institution_id: 999_999_999 })).statusCode).toBe(404);
    expect((await cardData(vendor, { ...query, section_id: 'nonsense' })).statusCode).toBe(422);
    expect((await cardData(vendor, { ...query, section_id: 'profit/other' })).statusCode).toBe(422);
    expect((await cardData(vendor, { ...query, institution_id: 'abc' })).statusCode).toBe(422);
  });
});
