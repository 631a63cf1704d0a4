import {
  FIRMOGRAPHIC_ELEMENT as F,
  FIN_QUERY_MESSAGES,
  HMDA_FIGURE_COUNT,
  type HmdaAction,
  type HmdaBreakdown,
  hmdaFigureIndex,
  MORTGAGE_QUERY_BUILDER_CATEGORIES,
  type QueryCatalog,
  type QueryPayload,
  type QueryResults,
  SELECT_INSTITUTIONS_ELEMENT_ID,
} from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type HmdaActivityRow,
  replaceHmdaYear,
  upsertMortgageCompanies,
} from '../../../ingest/hmda/hmda-store.js';
import { withTransaction } from '../../../ingest/store/session.js';
import {
  elementObject,
  payloadOf,
  type QueryCalls,
  queryCalls,
  rule,
  sqlCount,
} from '../../../test/fin-query-kit.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../../test/identity-harness.js';
import { queryEngineFor } from '../engine-instance.js';

const MEASURE = { allLoans: 1, fha: 101, denialRate: 201, medianRate: 203, marketShare: 205, served: 206 };

/** A figures array with the given [count, amount] per 'action' or 'action:breakdown'. */
function figures(spec: Record<string, [number, number]>): number[] {
  const out = new Array<number>(HMDA_FIGURE_COUNT).fill(0);
  for (const [key, [count, amount]] of Object.entries(spec)) {
    const [action, breakdown] = key.split(':') as [HmdaAction, HmdaBreakdown | undefined];
    out[hmdaFigureIndex(action, 'count', breakdown ?? null)] = count;
    out[hmdaFigureIndex(action, 'amount', breakdown ?? null)] = amount;
  }
  return out;
}

const activity = (
  lenderId: number,
  geoLevel: HmdaActivityRow['geoLevel'],
  geoCode: string,
  spec: Record<string, [number, number]>,
  medianRate: number | null = null,
): HmdaActivityRow => ({
  lenderId,
  geoLevel,
  geoCode,
  figures: figures(spec),
  medianRate,
  medianAmount: medianRate === null ? null : 250_000,
});

/** Element properties choosing a year, action, output and markets. */
function ml(
  options: { year?: number; action?: string; output?: string; level?: string; codes?: string[] } = {},
): Record<string, unknown> {
  const level = options.level ?? 'nation';
  return {
    ...(options.year ? { rule_id: options.year } : {}),
    action_taken: options.action ?? 'originations',
    output_type: options.output ?? 'count',
    filter_on: level,
    filter_operator: level === 'nation' ? null : 'equal',
    filters:
      level === 'nation'
        ? []
        : [
            {
              id: 'markets',
              element_id: 1,
              element_name: 'Markets',
              filter_id: 1,
              element_type: 'mortgage_lending',
              element_property: level,
              rule_id: null,
              operator: 'equal',
              value: options.codes ?? [],
            },
          ],
  };
}

const measure = (id: number, properties: Record<string, unknown>) =>
  elementObject('mortgage_lending', id, properties);

/**
 * The Mortgage Lending category and the mortgage lender variant on the demo data set with a
 * hand-written HMDA panel: two mortgage companies, two banks of one holding company and a credit
 * union, over two years.
 */
describe('Mortgage Lending in the mortgage lender query', () => {
  let h: Harness;
  let vendor: SignedIn;
  let mortgage: QueryCalls;
  let standard: QueryCalls;
  let ids: { homeLoans: number; oldLender: number; bank1: number; bank2: number; bhc: number; cu: number };

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    vendor = await h.signIn(demo.vendor);
    mortgage = queryCalls(h, vendor, { isMbc: true });
    standard = queryCalls(h, vendor);
    const [family] = await h.database.query<{ bhc: number; bank1: number; bank2: number }>(
      `select p.id as bhc, min(b.id) as bank1, max(b.id) as bank2
         from institutions p join institutions b on b.parent_id = p.id and b.active and b.fi_type = 'bank'
        where p.active and p.fi_type = 'bhc' group by p.id having count(*) >= 2 order by p.id limit 1`,
    );
    const [cu] = await h.database.query<{ id: number }>(
      `select id from institutions where active and fi_type = 'credit_union' order by id limit 1`,
    );
    if (!family || !cu) throw new Error('the demo data has no holding company with two banks');
    const companies = await withTransaction(h.database, (session) =>
      upsertMortgageCompanies(session, [
        {
          lei: 'TESTHOMELOANS0000042',
          name: 'Test Home Loans LLC',
          rssdId: 9_900_001,
          parentName: null,
          parentRssdId: null,
          city: 'Austin',
          state: 'TX',
          agencyCode: 9,
          lenderType: 'independent',
          assets: 2_500_000,
          source: 'demo',
        },
        {
          lei: 'OLDLENDERMORTGAGE017',
          name: 'Prairie Old Lender Mortgage',
          rssdId: null,
          parentName: null,
          parentRssdId: null,
          city: 'Tulsa',
          state: 'OK',
          agencyCode: 7,
          lenderType: 'independent',
          assets: null,
          source: 'demo',
        },
      ]),
    );
    ids = {
      homeLoans: companies.get('TESTHOMELOANS0000042') as number,
      oldLender: companies.get('OLDLENDERMORTGAGE017') as number,
      bank1: Number(family.bank1),
      bank2: Number(family.bank2),
      bhc: Number(family.bhc),
      cu: Number(cu.id),
    };
    const panel = (lei: string, lenderId: number) => ({
      lei,
      respondentName: lei,
      rssdId: null,
      parentRssdId: null,
      topHolderRssdId: null,
      agencyCode: 9,
      lenderType: 'independent' as const,
      assets: null,
      city: null,
      state: null,
      lenderId,
    });
    await withTransaction(h.database, async (session) => {
      await replaceHmdaYear(session, 2024, {
        wholeYear: true,
        lenders: [panel('TESTHOMELOANS0000042', ids.homeLoans), panel('OLDLENDERMORTGAGE017', ids.oldLender)],
        activity: [
          activity(ids.homeLoans, 'nation', '', { originations: [500, 150_000_000] }),
          activity(ids.oldLender, 'nation', '', { originations: [999, 200_000_000] }),
        ],
      });
      await replaceHmdaYear(session, 2025, {
        wholeYear: true,
        lenders: [
          panel('TESTHOMELOANS0000042', ids.homeLoans),
          panel('BANKONE0000000000001', ids.bank1),
          panel('BANKTWO0000000000002', ids.bank2),
          panel('CREDITUNION000000003', ids.cu),
        ],
        activity: [
          activity(
            ids.homeLoans,
            'nation',
            '',
            {
              applications: [1000, 300_000_000],
              originations: [600, 180_000_000],
              denials: [200, 60_000_000],
              'originations:fha': [300, 75_000_000],
              'originations:sold': [500, 150_000_000],
            },
            6.5,
          ),
          activity(
            ids.homeLoans,
            'state',
            'TX',
            { originations: [400, 120_000_000], 'originations:fha': [250, 60_000_000] },
            6.4,
          ),
          activity(
            ids.homeLoans,
            'state',
            'OK',
            { originations: [200, 60_000_000], 'originations:fha': [50, 15_000_000] },
            6.8,
          ),
          activity(ids.homeLoans, 'county', '48453', {
            originations: [100, 40_000_000],
            'originations:fha': [60, 20_000_000],
          }),
          activity(ids.homeLoans, 'county', '48201', {
            originations: [300, 80_000_000],
            'originations:fha': [190, 40_000_000],
          }),
          activity(ids.homeLoans, 'msa', '12420', {
            originations: [100, 40_000_000],
            'originations:fha': [60, 20_000_000],
          }),
          activity(ids.bank1, 'nation', '', {
            applications: [150, 40_000_000],
            originations: [100, 25_000_000],
            denials: [30, 9_000_000],
            'originations:fha': [20, 5_000_000],
          }),
          activity(ids.bank1, 'state', 'TX', {
            originations: [80, 20_000_000],
            'originations:fha': [20, 5_000_000],
          }),
          activity(ids.bank1, 'county', '48453', { originations: [80, 20_000_000] }),
          activity(ids.bank2, 'nation', '', {
            applications: [50, 12_000_000],
            originations: [50, 12_000_000],
            'originations:fha': [10, 2_000_000],
          }),
          activity(ids.bank2, 'state', 'TX', {
            originations: [30, 10_000_000],
            'originations:fha': [10, 2_000_000],
          }),
          activity(ids.bank2, 'county', '48029', { originations: [30, 10_000_000] }),
          activity(ids.cu, 'nation', '', { originations: [40, 8_000_000] }),
          activity(ids.cu, 'state', 'OK', { originations: [40, 8_000_000] }),
        ],
      });
    });
  });
  afterAll(async () => h.close());

  const one = (object: ReturnType<typeof measure>, operator: string, value: unknown) =>
    payloadOf(rule('r', object, operator, value as never));
  const matchedIds = async (payload: QueryPayload) =>
    new Set((await mortgage.results(payload)).institution_ids);
  /** The element column of one institution in the results. */
  const cellOf = (results: QueryResults, id: number) => {
    const row = results.rows[results.institution_ids.indexOf(id)];
    return row?.[row.length - 1];
  };

  it('offers the Mortgage Lending category in the mortgage lender builder only, with the years loaded', async () => {
    const plain = (await h.call(vendor, { url: '/api/advanced_query/catalog' })).json() as QueryCatalog;
    expect(plain.categories.map((c) => c.name)).not.toContain('Mortgage Lending');
    const res = await h.call(vendor, { url: '/api/advanced_query/catalog?is_mbc=true' });
    expect(res.statusCode).toBe(200);
    const catalog = res.json() as QueryCatalog;
    expect(catalog.categories.map((c) => c.name)).toEqual([...MORTGAGE_QUERY_BUILDER_CATEGORIES]);
    const lending = catalog.categories.find((c) => c.name === 'Mortgage Lending');
    expect(lending?.sections.map((s) => s.name)).toEqual([
      'Loans',
      'Loan type',
      'Purpose',
      'Lien',
      'Occupancy',
      'Secondary market',
      'Derived measures',
    ]);
    const fha = lending?.sections.flatMap((s) => s.elements).find((e) => e.element_id === MEASURE.fha);
    expect(fha?.options?.map((o) => o.value)).toEqual([2025, 2024]);
    expect(fha?.properties).toBe('mortgage');
  });

  it('counts FHA originations in a state, a holding company summing its banks', async () => {
    const texas = (value: number) =>
      one(measure(MEASURE.fha, ml({ level: 'state', codes: ['TX'] })), 'greater_or_equal', [value]);
    expect(await matchedIds(texas(100))).toEqual(new Set([ids.homeLoans]));
    expect(await matchedIds(texas(30))).toEqual(new Set([ids.homeLoans, ids.bhc]));
    const results = await mortgage.results(texas(1));
    expect(cellOf(results, ids.bhc)).toBe(30);
    expect(cellOf(results, ids.bank1)).toBe(20);
    expect(results.columns.at(-1)?.label).toBe('FHA originations (count, 2025, Texas)');
    const row = results.rows[results.institution_ids.indexOf(ids.homeLoans)];
    expect(row?.[results.columns.findIndex((c) => c.key === 'fi_type')]).toBe('mortgage_company');
    expect(row?.[results.columns.findIndex((c) => c.key === 'name')]).toBe('Test Home Loans LLC');
  });

  it('sums several markets, and reads counties and MSAs', async () => {
    const both = await mortgage.results(
      one(measure(MEASURE.fha, ml({ level: 'state', codes: ['TX', 'OK'] })), 'greater', [0]),
    );
    expect(cellOf(both, ids.homeLoans)).toBe(300);
    const counties = await mortgage.results(
      one(measure(MEASURE.fha, ml({ level: 'county', codes: ['48453', '48201'] })), 'greater', [200]),
    );
    expect(counties.institution_ids).toEqual([ids.homeLoans]);
    expect(cellOf(counties, ids.homeLoans)).toBe(250);
    const msa = await mortgage.results(
      one(measure(MEASURE.fha, ml({ level: 'msa', codes: ['12420'] })), 'equal', [60]),
    );
    expect(msa.institution_ids).toEqual([ids.homeLoans]);
  });

  it('compares dollar volumes and shares of a breakdown', async () => {
    const volume = one(
      measure(MEASURE.allLoans, ml({ output: 'amount', level: 'state', codes: ['TX'] })),
      'greater',
      [100_000_000],
    );
    expect(await matchedIds(volume)).toEqual(new Set([ids.homeLoans]));
    const share = await mortgage.results(
      one(measure(MEASURE.fha, ml({ output: 'share', level: 'state', codes: ['TX'] })), 'greater', [0.2]),
    );
    expect(cellOf(share, ids.homeLoans)).toBeCloseTo(250 / 400);
    expect(cellOf(share, ids.bhc)).toBeCloseTo(30 / 110);
    expect(share.columns.at(-1)).toMatchObject({
      label: 'FHA share of originations (2025, Texas)',
      format: 'P2',
    });
  });

  it('derives denial rates, medians, market share and markets served', async () => {
    const denial = await mortgage.results(one(measure(MEASURE.denialRate, ml()), 'greater_or_equal', [0]));
    expect(cellOf(denial, ids.homeLoans)).toBeCloseTo(0.2);
    expect(cellOf(denial, ids.bhc)).toBeCloseTo(30 / 200);
    const median = await mortgage.results(
      one(measure(MEASURE.medianRate, ml({ level: 'state', codes: ['TX', 'OK'] })), 'greater', [0]),
    );
    // Texas holds 400 of the 600 originations: its median (6.4%) is the weighted median.
    expect(median.institution_ids).toEqual([ids.homeLoans]);
    expect(cellOf(median, ids.homeLoans)).toBeCloseTo(0.064);
    expect(median.columns.at(-1)?.label).toMatch(/origination-weighted median of the markets/);
    const share = await mortgage.results(
      one(measure(MEASURE.marketShare, ml({ level: 'state', codes: ['TX'] })), 'greater', [0]),
    );
    expect(cellOf(share, ids.homeLoans)).toBeCloseTo(120 / 150);
    expect(cellOf(share, ids.bhc)).toBeCloseTo(30 / 150);
    const served = await mortgage.results(one(measure(MEASURE.served, ml()), 'greater_or_equal', [2]));
    expect(new Set(served.institution_ids)).toEqual(new Set([ids.homeLoans, ids.bhc]));
    const inOklahoma = await mortgage.results(
      one(measure(MEASURE.served, ml({ level: 'state', codes: ['OK'] })), 'equal', [0]),
    );
    expect(inOklahoma.institution_ids).toContain(ids.cu);
  });

  it('reads the year chosen, the latest by default, and leaves non-reporters without a value', async () => {
    const many = (year?: number) => one(measure(MEASURE.allLoans, ml({ year })), 'greater', [900]);
    expect(await matchedIds(many(2024))).toEqual(new Set([ids.oldLender]));
    expect((await mortgage.counts(many())).total).toBe(0);
    const few = await mortgage.counts(one(measure(MEASURE.allLoans, ml()), 'less', [1000]));
    // The four 2025 reporters and the holding company of two of them; no other institution.
    expect(few.total).toBe(5);
  });

  it('says a rule in words', async () => {
    const payload = one(measure(MEASURE.fha, ml({ level: 'state', codes: ['TX'] })), 'greater', [100]);
    const [element] = await queryEngineFor(h.database).describe(null, payload, 'mortgage');
    expect(element?.description).toBe('FHA originations (count, 2025, Texas) greater than 100');
    const volume = one(measure(MEASURE.allLoans, ml({ output: 'amount' })), 'between', [[1e6, 5e6]]);
    const [described] = await queryEngineFor(h.database).describe(null, volume, 'mortgage');
    expect(described?.description).toBe(
      'Originations (volume, 2025, nationwide) between $1,000,000 and $5,000,000',
    );
  });

  it('refuses bad properties with a sentence (422)', async () => {
    const problems: [Record<string, unknown>, RegExp][] = [
      [ml({ action: 'denials' }), /FHA is kept for originated and purchased loans only/],
      [ml({ year: 2019 }), /HMDA 2019 is not loaded; choose one of 2025, 2024/],
      [ml({ level: 'state', codes: ['ZZ'] }), /ZZ is not a state/],
      [ml({ level: 'county', codes: [] }), /Choose at least one market/],
      [ml({ level: 'galaxy' }), /galaxy is not a geography/],
    ];
    for (const [properties, message] of problems) {
      const res = await mortgage.countsResponse(one(measure(MEASURE.fha, properties), 'greater', [1]));
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toMatch(message);
    }
    const share = await mortgage.countsResponse(
      one(measure(MEASURE.allLoans, ml({ output: 'share' })), 'greater', [0.1]),
    );
    expect(share.statusCode).toBe(422);
    expect(share.json().error.message).toMatch(/a share is of a breakdown/);
  });

  it('lists mortgage companies in the mortgage lender query only', async () => {
    const institutions = await sqlCount(h, 'select count(*)::int as n from institutions where active');
    const notBanks = payloadOf(rule('r', elementObject('firmographics', F.fiType), 'not_in', ['bank']));
    const plain = await standard.results(notBanks);
    expect(plain.institution_ids).not.toContain(ids.homeLoans);
    expect((await standard.counts(notBanks)).universe).toBe(institutions);
    const wide = await mortgage.results(notBanks);
    expect(wide.institution_ids).toEqual(expect.arrayContaining([ids.homeLoans, ids.oldLender]));
    // The demo's own mortgage companies and the two written here.
    const companyCount = await sqlCount(h, 'select count(*)::int as n from mortgage_companies where active');
    expect(companyCount).toBeGreaterThanOrEqual(2);
    expect((await mortgage.counts(notBanks)).universe).toBe(institutions + companyCount);
    const companies = payloadOf(
      rule('r', elementObject('firmographics', F.fiType), 'in', ['mortgage_company']),
    );
    const listed = (await mortgage.results(companies)).institution_ids;
    expect(listed).toHaveLength(companyCount);
    expect(listed).toEqual(expect.arrayContaining([ids.homeLoans, ids.oldLender]));
    expect((await standard.countsResponse(companies)).statusCode).toBe(422);
    const fiTypes = await mortgage.options('firmographics', F.fiType);
    expect(fiTypes).toContainEqual({ value: 'mortgage_company', label: 'Mortgage Company' });
  });

  it('picks mortgage companies by name and by LEI in the mortgage lender query', async () => {
    const picked = await mortgage.options('select_institutions', SELECT_INSTITUTIONS_ELEMENT_ID, {
      q: 'test home loans',
    });
    expect(picked.map((o) => o.value)).toEqual([ids.homeLoans]);
    expect(picked[0]?.hint).toMatch(/Mortgage Company/);
    expect(
      await standard.options('select_institutions', SELECT_INSTITUTIONS_ELEMENT_ID, { q: 'test home loans' }),
    ).toEqual([]);
    const resolve = (isMbc: boolean) =>
      h.call(vendor, {
        method: 'POST',
        url: '/api/advanced_query/resolve_identifiers',
        payload: { identifiers: ['testhomeloans0000042', '9900001'], is_mbc: isMbc },
      });
    const resolved = (await resolve(true)).json();
    expect(resolved.matched.map((m: { institution_id: number }) => m.institution_id)).toEqual([
      ids.homeLoans,
    ]);
    expect((await resolve(false)).json().unmatched).toEqual(['testhomeloans0000042', '9900001']);
  });

  it('offers the markets of the HMDA data, labelled', async () => {
    const states = await mortgage.options('mortgage_lending', MEASURE.fha, { parent: 'state' });
    expect(states.map((o) => o.label)).toEqual(['Oklahoma', 'Texas']);
    expect(states[1]?.hint).toBe('3 lenders in 2025');
    const counties = await mortgage.options('mortgage_lending', MEASURE.fha, {
      parent: 'county',
      q: 'travis',
    });
    expect(counties).toEqual([expect.objectContaining({ value: '48453', label: 'Travis County, TX' })]);
  });

  it('keeps each builder to its categories', async () => {
    const lending = one(measure(MEASURE.fha, ml()), 'greater', [1]);
    const refused = await standard.countsResponse(lending);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toBe(FIN_QUERY_MESSAGES.mortgageVariantOnly);
    const financial = payloadOf(
      rule(
        'r',
        { ...elementObject('common_metric', 1), element_section: 'Common Metrics (Bank/CU)' },
        'greater',
        [0],
      ),
    );
    const notOffered = await mortgage.countsResponse(financial);
    expect(notOffered.statusCode).toBe(422);
    expect(notOffered.json().error.message).toBe(FIN_QUERY_MESSAGES.notInMortgageVariant);
  });

  it('saves a mortgage lender query, describes it, and keeps only call-report filers in its peer group', async () => {
    const payload = one(
      measure(MEASURE.fha, ml({ level: 'state', codes: ['TX'] })),
      'greater_or_equal',
      [30],
    );
    const saved = await h.call(vendor, {
      method: 'POST',
      url: '/api/advanced_query/save_query',
      payload: {
        advanced_query: {
          name: 'FHA lenders in Texas',
          query: JSON.stringify(payload),
          query_type: 'mortgage',
          save_as_peer_group: true,
        },
      },
    });
    expect(saved.statusCode).toBe(201);
    const { id, peer_group_id } = saved.json();
    const list = await h.call(vendor, { url: '/api/advanced_query/saved_queries?is_mbc=true' });
    expect(list.json().saved_queries.map((q: { id: number }) => q.id)).toContain(id);
    const elements = await h.call(vendor, { url: `/api/advanced_query/${id}/element_list` });
    expect(elements.json().elements[0]).toMatchObject({
      available: true,
      description: 'FHA originations (count, 2025, Texas) at least 30',
    });
    const members = await h.database.query<{ institution_id: number }>(
      'select institution_id from peer_group_members where peer_group_id = $1',
      [peer_group_id],
    );
    expect(members.map((m) => Number(m.institution_id))).toEqual([ids.bhc]);
  });

  it('sees mortgage companies change without a data load', async () => {
    const before = (
      await mortgage.counts(
        payloadOf(rule('r', elementObject('firmographics', F.name), 'contains', ['Prairie Old Lender'])),
      )
    ).total;
    expect(before).toBe(1);
    await h.database.query('update mortgage_companies set active = false, updated_at = now() where id = $1', [
      ids.oldLender,
    ]);
    // The universe's stamp is read at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await mortgage.counts(
      payloadOf(rule('r', elementObject('firmographics', F.name), 'contains', ['Prairie Old Lender'])),
    );
    expect(after.total).toBe(0);
  });
});
