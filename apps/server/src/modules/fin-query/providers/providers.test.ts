import {
  CONTACT_SEARCH_ELEMENT_ID,
  FIRMOGRAPHIC_ELEMENT as F,
  FIN_QUERY_LIMITS,
  FIN_QUERY_MESSAGES,
  MARKET_AREA_ELEMENT as M,
  type QueryCatalog,
  type QueryElementObject,
  type RuleValue,
  SELECT_INSTITUTIONS_ELEMENT_ID,
  technologyUseSql,
} from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  elementObject,
  group,
  payloadOf,
  type QueryCalls,
  queryCalls,
  rule,
  sqlCount,
} from '../../../test/fin-query-kit.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../../test/identity-harness.js';
import { queryEngineFor } from '../engine-instance.js';
import { BUILT_IN_PROVIDERS } from './built-in.js';
import { countyLabel } from './market-data.js';

const firmo = (id: number) => elementObject('firmographics', id);
const picked = () => elementObject('select_institutions', SELECT_INSTITUTIONS_ELEMENT_ID);
const market = (id: number, properties?: Record<string, unknown>) =>
  elementObject('market_area', id, properties);
const tech = (solutionId: number, properties?: Record<string, unknown>) =>
  elementObject('technographics', solutionId, properties);
const contacts = (properties: Record<string, unknown>) =>
  elementObject('contact_search', CONTACT_SEARCH_ELEMENT_ID, properties);

/** Active institutions, and the active holding company of a bank, holding each branch of the latest year of its type. */
const HOLDERS_SQL = `
  with latest as (
    select case when i.fi_type = 'credit_union' then 'cu' else 'bank' end as peer, max(b.year) as year
      from branches b join institutions i on i.id = b.institution_id group by 1),
  current_branches as (
    select b.*, i.parent_id, case when i.fi_type = 'credit_union' then 'cu' else 'bank' end as peer
      from branches b join institutions i on i.id = b.institution_id
      join latest l on l.year = b.year and l.peer = case when i.fi_type = 'credit_union' then 'cu' else 'bank' end),
  held as (
    select h.holder, cb.* from current_branches cb
     cross join lateral (values (cb.institution_id), (cb.parent_id)) h(holder)
     join institutions hi on hi.id = h.holder and hi.active)`;

describe('FIN Query element providers on the demo data set', () => {
  let h: Harness;
  let vendor: SignedIn;
  let q: QueryCalls;
  let universe: number;

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    vendor = await h.signIn(demo.vendor);
    q = queryCalls(h, vendor);
    universe = await sqlCount(h, 'select count(*)::int as n from institutions where active');
    // The demo data has no routing numbers: one bank gets one that starts with 0, as many do.
    await h.database.query(
      `update institutions set aba_routing = '011000015'
        where id = (select id from institutions where active and fi_type = 'bank' order by latest_assets limit 1)`,
    );
  });
  afterAll(async () => h.close());

  it('lists every category in the builder order, with the data source in the market definitions', async () => {
    const res = await h.call(vendor, { url: '/api/advanced_query/catalog' });
    expect(res.statusCode).toBe(200);
    const catalog = res.json() as QueryCatalog;
    expect(catalog.categories.map((c) => c.name)).toEqual([
      'Select Institutions',
      'Firmographics',
      'Market Area',
      'Segmentation',
      'Technographics',
      'Digital Channels',
      'FIN Intent',
      'Financial Data',
      'Custom Search',
      'VendorFit Core Processing',
    ]);
    const elements = catalog.categories.flatMap((c) => c.sections.flatMap((s) => s.elements));
    const share = elements.find((e) => e.element_type === 'market_area' && e.element_id === M.depositShare);
    expect(share?.definition).toContain('Summary of Deposits, June 30, 2026');
    expect(share?.definition).toContain('Credit unions do not file the Summary of Deposits');
    expect(share?.properties).toBe('market');
    const technographics = catalog.categories.find((c) => c.name === 'Technographics');
    const solutions = await sqlCount(h, 'select count(*)::int as n from solutions');
    expect(technographics?.sections.flatMap((s) => s.elements)).toHaveLength(solutions);
    expect(technographics?.sections.every((s) => s.elements.every((e) => e.group === s.name))).toBe(true);
  });

  it('says each rule in words', async () => {
    const engine = queryEngineFor(h.database);
    const context = await engine.context(null);
    const words = async (object: QueryElementObject, operator: string, value: RuleValue) => {
      const provider = BUILT_IN_PROVIDERS.find((p) => p.types.includes(object.element_type));
      return provider?.describe(context, object, { type: 'rule', element: 'e', operator, value });
    };
    expect(await words(picked(), 'in', [3, 1, 2])).toBe('Selected institutions: 3 picked');
    const [county] = await q.options('market_area', M.branchCounties);
    expect(
      await words(
        market(M.depositShare, { market: 'county', codes: [String(county?.value)] }),
        'greater_or_equal',
        [10],
      ),
    ).toBe(`Deposit share in ${county?.label} greater or equal 10%`);
    expect(countyLabel('Travis', 'TX')).toBe('Travis County, TX');
    expect(countyLabel('Acadia', 'LA')).toBe('Acadia Parish, LA');
    expect(countyLabel('Richmond (City)', 'VA')).toBe('Richmond (City), VA');
    expect(countyLabel('Anchorage', 'AK')).toBe('Anchorage, AK');
    expect(
      await words(market(M.marketBranches, { market: 'state', codes: ['TX', 'OK'] }), 'between', [[2, 5]]),
    ).toBe('Branches in any of Texas; Oklahoma between 2 and 5');
    expect(await words(contacts({ roles: ['technology'], has_email: true }), 'has_contacts', [2])).toBe(
      'Contact Search: at least 2 contacts (role technology, with an e-mail address)',
    );
    const [solution] = await h.database.query<{ id: number; name: string }>(
      'select id, name from solutions order by id limit 1',
    );
    expect(await words(tech(Number(solution?.id), { installed_years: [5, 7] }), 'in_house', ['yes'])).toBe(
      `${solution?.name} runs it in-house, installed 5 to 7 years ago`,
    );
  });

  it('refuses an empty value in every category with 422 naming the rule', async () => {
    const county = { market: 'county', codes: ['48453'] };
    const objects = [picked(), firmo(F.state), market(M.depositShare, county), tech(1), contacts({})];
    for (const [i, object] of objects.entries()) {
      for (const value of [[], [''], [[]]] as RuleValue[]) {
        const tree = group('root', 'and', [
          rule('fine', firmo(F.fiType), 'in', ['bank']),
          rule(`empty-${i}`, object, 'in', value),
        ]);
        const res = await q.countsResponse(payloadOf(tree));
        expect(res.statusCode, `${object.element_type} ${JSON.stringify(value)}`).toBe(422);
        expect(res.json().error.message).toBe(FIN_QUERY_MESSAGES.invalidQuery);
        expect(res.json().error.details.map((d: { rule_id: string }) => d.rule_id)).toEqual([`empty-${i}`]);
      }
    }
  });

  describe('firmographics', () => {
    it('answers options, numbers and text as the database counts them', async () => {
      const [top] = await h.database.query<{ state: string }>(
        `select state from institutions where active and state is not null
          group by state order by count(*) desc, state limit 1`,
      );
      const state = top?.state ?? 'TX';
      expect(await q.countOf(rule('r', firmo(F.state), 'in', [state]))).toBe(
        await sqlCount(h, 'select count(*)::int as n from institutions where active and state = $1', [state]),
      );
      expect(await q.countOf(rule('r', firmo(F.state), 'not_in', [state]))).toBe(
        await sqlCount(h, 'select count(*)::int as n from institutions where active and state <> $1', [
          state,
        ]),
      );
      expect(await q.countOf(rule('r', firmo(F.fiType), 'in', ['credit_union']))).toBe(
        await sqlCount(
          h,
          `select count(*)::int as n from institutions where active and fi_type = 'credit_union'`,
        ),
      );
      expect(await q.countOf(rule('r', firmo(F.memberships), 'in', ['mutual']))).toBe(
        await sqlCount(h, 'select count(*)::int as n from institutions where active and is_mutual'),
      );
      expect(await q.countOf(rule('r', firmo(F.name), 'contains', ['savings']))).toBe(
        await sqlCount(
          h,
          `select count(*)::int as n from institutions where active and name ilike '%savings%'`,
        ),
      );
      expect(await q.countOf(rule('r', firmo(F.name), 'not_contains', ['bank']))).toBe(
        await sqlCount(
          h,
          `select count(*)::int as n from institutions where active and name not ilike '%bank%'`,
        ),
      );
    });

    it('finds independents with "holding company does not contain"', async () => {
      expect(await q.countOf(rule('r', firmo(F.holdingCompany), 'not_contains', ['bancorp']))).toBe(
        await sqlCount(
          h,
          `select count(*)::int as n from institutions i left join institutions p on p.id = i.parent_id
            where i.active and (p.name is null or p.name not ilike '%bancorp%')`,
        ),
      );
    });

    it("counts branches of each type's latest year, a holding company through its banks", async () => {
      expect(await q.countOf(rule('r', firmo(F.branches), 'greater', [0]))).toBe(
        await sqlCount(h, `${HOLDERS_SQL} select count(distinct holder)::int as n from held`),
      );
      const [bhc] = await h.database.query<{ id: number; n: number }>(
        `${HOLDERS_SQL} select holder as id, count(*)::int as n from held where holder <> institution_id
          group by holder order by count(*) desc limit 1`,
      );
      const results = await q.results(payloadOf(rule('r', picked(), 'in', [Number(bhc?.id)])));
      const branches = results.columns.findIndex((c) => c.key === 'branches');
      expect(results.rows[0]?.[branches]).toBe(bhc?.n);
    });

    it('compares numbers with every operator, between and not between included', async () => {
      const low = 100_000;
      const high = 1_000_000;
      const sql = (where: string) =>
        sqlCount(h, `select count(*)::int as n from institutions where active and ${where}`, [low, high]);
      const assets = firmo(F.assets);
      expect(await q.countOf(rule('r', assets, 'between', [[low, high]]))).toBe(
        await sql('latest_assets between $1 and $2'),
      );
      expect(await q.countOf(rule('r', assets, 'not_between', [[low, high]]))).toBe(
        await sql('(latest_assets < $1 or latest_assets > $2) and $1 + $2 > 0'),
      );
      expect(await q.countOf(rule('r', assets, 'greater', [high]))).toBe(
        await sql('latest_assets > $2 and $1 > 0'),
      );
      expect(await q.countOf(rule('r', assets, 'greater_or_equal', [high]))).toBe(
        await sql('latest_assets >= $2 and $1 > 0'),
      );
      expect(await q.countOf(rule('r', assets, 'less', [low]))).toBe(
        await sql('latest_assets < $1 and $2 > 0'),
      );
      expect(await q.countOf(rule('r', assets, 'less_or_equal', [low]))).toBe(
        await sql('latest_assets <= $1 and $2 > 0'),
      );
      const [some] = await h.database.query<{ employees: number }>(
        'select employees from institutions where active and employees is not null order by id limit 1',
      );
      expect(await q.countOf(rule('r', firmo(F.employees), 'equal', [some?.employees ?? 0]))).toBe(
        await sqlCount(h, 'select count(*)::int as n from institutions where active and employees = $1', [
          some?.employees ?? 0,
        ]),
      );
    });

    it('refuses empty values, unknown elements and backwards ranges with 422 naming the rule', async () => {
      const empty = await q.countsResponse(payloadOf(rule('empty-rule', firmo(F.state), 'in', [])));
      expect(empty.statusCode).toBe(422);
      expect(empty.json().error.message).toBe(FIN_QUERY_MESSAGES.invalidQuery);
      expect(JSON.stringify(empty.json().error.details)).toContain('empty-rule');

      const blankNumber = await q.countsResponse(payloadOf(rule('blank', firmo(F.assets), 'between', [[]])));
      expect(blankNumber.statusCode).toBe(422);
      expect(JSON.stringify(blankNumber.json().error.details)).toContain('blank');

      const unknown = await q.countsResponse(payloadOf(rule('ghost', firmo(999), 'in', ['x'])));
      expect(unknown.statusCode).toBe(422);
      expect(JSON.stringify(unknown.json().error.details)).toContain('ghost');

      const backwards = await q.countsResponse(
        payloadOf(rule('back', firmo(F.assets), 'between', [[500, 100]])),
      );
      expect(backwards.statusCode).toBe(422);
      expect(JSON.stringify(backwards.json().error.details)).toContain('back');
    });

    it('combines nested AND / OR groups as SQL does, with a count per rule and group', async () => {
      const tree = group('root', 'and', [
        rule('cu', firmo(F.fiType), 'in', ['bank']),
        group('either', 'or', [
          rule('big', firmo(F.assets), 'greater', [1_000_000]),
          rule('old', firmo(F.age), 'greater_or_equal', [100]),
        ]),
      ]);
      const answer = await q.counts(payloadOf(tree));
      const asOf = '(select max(period) from data_loads)';
      const old = `established_date is not null and floor((${asOf} - established_date) / 365.25) >= 100`;
      expect(answer.total).toBe(
        await sqlCount(
          h,
          `select count(*)::int as n from institutions
            where active and fi_type = 'bank' and (latest_assets > 1000000 or (${old}))`,
        ),
      );
      expect(answer.counts.either).toBe(
        await sqlCount(
          h,
          `select count(*)::int as n from institutions where active and (latest_assets > 1000000 or (${old}))`,
        ),
      );
      expect(answer.counts.old).toBe(
        await sqlCount(h, `select count(*)::int as n from institutions where active and ${old}`),
      );
      expect(answer.universe).toBe(universe);
    });
  });

  describe('select institutions', () => {
    it('matches the picked active institutions; inactive ones match nothing', async () => {
      const active = await h.database.query<{ id: number }>(
        'select id from institutions where active order by id limit 5',
      );
      const [inactive] = await h.database.query<{ id: number }>(
        'select id from institutions where not active limit 1',
      );
      const ids = [...active.map((r) => Number(r.id)), ...(inactive ? [Number(inactive.id)] : [])];
      expect(await q.countOf(rule('r', picked(), 'in', ids))).toBe(active.length);
      expect(await q.countOf(rule('r', picked(), 'not_in', ids))).toBe(universe - active.length);
      const results = await q.results(payloadOf(rule('r', picked(), 'in', ids)));
      expect([...results.institution_ids].sort((a, b) => a - b)).toEqual(active.map((r) => Number(r.id)));
    });

    it('refuses more institutions than the cap and values that are not ids', async () => {
      const many = Array.from({ length: FIN_QUERY_LIMITS.maxPickedInstitutions + 1 }, (_, i) => i + 1);
      const tooMany = await q.countsResponse(payloadOf(rule('many', picked(), 'in', many)));
      expect(tooMany.statusCode).toBe(422);
      expect(tooMany.json().error.message).toContain('at most');
      const words = await q.countsResponse(payloadOf(rule('words', picked(), 'in', ['First Bank'])));
      expect(words.statusCode).toBe(422);
      expect(JSON.stringify(words.json().error.details)).toContain('words');
    });

    it('resolves uploaded RSSD IDs, certificates, ABA numbers with or without the leading zero, and exact names', async () => {
      const [bank] = await h.database.query<{
        id: number;
        rssd_id: number;
        regulatory_id: string;
        name: string;
      }>(
        `select id, rssd_id, regulatory_id, name from institutions
          where active and fi_type = 'bank' and rssd_id is not null and regulatory_id is not null
          order by latest_assets desc limit 1`,
      );
      const [routed] = await h.database.query<{ id: number; aba_routing: string }>(
        `select id, aba_routing from institutions where active and aba_routing like '0%' order by id limit 1`,
      );
      const [named] = await h.database.query<{ id: number; name: string }>(
        `select id, name from institutions i where active
            and (select count(*) from institutions o where lower(o.name) = lower(i.name)) = 1
          order by id desc limit 1`,
      );
      expect(bank && routed && named).toBeTruthy();
      if (!bank || !routed || !named) return;
      const res = await h.call(vendor, {
        method: 'POST',
        url: '/api/advanced_query/resolve_identifiers',
        payload: {
          identifiers: [
            String(bank.rssd_id),
            bank.regulatory_id,
            routed.aba_routing,
            routed.aba_routing.replace(/^0+/, ''),
            named.name.toUpperCase(),
            'No Such Bank of Nowhere',
            '999999999',
          ],
        },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      const matchedIds = body.matched.map((m: { institution_id: number }) => m.institution_id);
      expect(matchedIds).toContain(Number(bank.id));
      expect(matchedIds).toContain(Number(routed.id));
      expect(matchedIds).toContain(Number(named.id));
      // The ABA number with and without its leading zero names one institution, listed once.
      expect(matchedIds.filter((id: number) => id === Number(routed.id))).toHaveLength(1);
      expect(body.unmatched).toEqual(['No Such Bank of Nowhere', '999999999']);
    });
  });

  describe('market area', () => {
    let state: string;
    let county: string;
    let msa: string;

    beforeAll(async () => {
      const [busiest] = await h.database.query<{ state: string; county_fips: string; cbsa_code: string }>(
        `select state, county_fips, cbsa_code from branches
          where county_fips is not null and cbsa_code is not null
          group by state, county_fips, cbsa_code order by count(distinct institution_id) desc, county_fips limit 1`,
      );
      state = busiest?.state ?? 'TX';
      county = busiest?.county_fips ?? '48453';
      msa = busiest?.cbsa_code ?? '12420';
    });

    const holders = (where: string, params: unknown[]) =>
      sqlCount(h, `${HOLDERS_SQL} select count(distinct holder)::int as n from held where ${where}`, params);

    it('finds institutions with branches in states, counties and MSAs, holding companies through their banks', async () => {
      expect(await q.countOf(rule('r', market(M.branchStates), 'in', [state]))).toBe(
        await holders('state = $1', [state]),
      );
      expect(await q.countOf(rule('r', market(M.branchCounties), 'in', [county]))).toBe(
        await holders('county_fips = $1', [county]),
      );
      expect(await q.countOf(rule('r', market(M.branchMsas), 'in', [msa]))).toBe(
        await holders('cbsa_code = $1', [msa]),
      );
      const elsewhere = await sqlCount(
        h,
        `${HOLDERS_SQL} select count(*)::int as n from (select holder from held group by holder
           having not bool_or(state = $1)) x`,
        [state],
      );
      expect(await q.countOf(rule('r', market(M.branchStates), 'not_in', [state]))).toBe(elsewhere);
      const bhcs = await holders(`holder <> institution_id and county_fips = $1`, [county]);
      const banksAlone = await holders(`holder = institution_id and county_fips = $1`, [county]);
      expect(bhcs + banksAlone).toBeGreaterThanOrEqual(await holders('county_fips = $1', [county]));
    });

    it('compares deposit share, branches and deposits in any chosen market with the SQL of the same markets', async () => {
      const props = { market: 'county', codes: [county] };
      const shareSql = `${HOLDERS_SQL},
        totals as (select peer, sum(deposits) as d from current_branches where county_fips = $1 group by peer),
        holdings as (select holder, peer, sum(deposits) as d, count(deposits) as reporting, count(*) as branches
                       from held where county_fips = $1 group by holder, peer)
        select count(*)::int as n from holdings h join totals t using (peer)
         where h.reporting > 0 and t.d > 0 and 100 * h.d / t.d `;
      for (const [operator, value, sql] of [
        ['greater_or_equal', [10], '>= 10'],
        ['less', [10], '< 10'],
        ['between', [[5, 50]], 'between 5 and 50'],
        ['not_between', [[5, 50]], 'not between 5 and 50'],
      ] as const) {
        expect(
          await q.countOf(rule('r', market(M.depositShare, props), operator, value as never)),
          operator,
        ).toBe(await sqlCount(h, shareSql + sql, [county]));
      }
      expect(
        await q.countOf(
          rule('r', market(M.marketBranches, { market: 'state', codes: [state] }), 'greater', [2]),
        ),
      ).toBe(
        await sqlCount(
          h,
          `${HOLDERS_SQL} select count(*)::int as n from (select holder from held where state = $1 group by holder having count(*) > 2) x`,
          [state],
        ),
      );
      expect(
        await q.countOf(
          rule('r', market(M.marketDeposits, { market: 'msa', codes: [msa] }), 'greater', [50_000]),
        ),
      ).toBe(
        await sqlCount(
          h,
          `${HOLDERS_SQL} select count(*)::int as n from (select holder from held where cbsa_code = $1
             group by holder having count(deposits) > 0 and sum(deposits) > 50000) x`,
          [msa],
        ),
      );
    });

    it('shows the measure per market as a result column and offers the markets of the data', async () => {
      const props = { market: 'county', codes: [county] };
      const results = await q.results(payloadOf(rule('r', market(M.depositShare, props), 'greater', [0])));
      const column = results.columns.findIndex((c) => c.label.startsWith('Deposit share in'));
      expect(column).toBeGreaterThan(0);
      expect(results.columns[column]?.format).toBe('P2');
      expect(results.rows.length).toBeGreaterThan(0);
      for (const row of results.rows) expect(Number(row[column])).toBeGreaterThan(0);

      const states = await q.results(payloadOf(rule('r', market(M.branchStates), 'in', [state])));
      const statesColumn = states.columns.findIndex((c) => c.label === 'Branch states');
      for (const row of states.rows) expect(String(row[statesColumn])).toContain(state);

      const counties = await q.options('market_area', M.branchCounties, { parent: state });
      expect(counties.map((o) => o.value)).toContain(county);
      expect(counties.every((o) => String(o.value).startsWith(county.slice(0, 2)))).toBe(true);
      const msas = await q.options('market_area', M.depositShare, { parent: 'msa' });
      expect(msas.map((o) => o.value)).toContain(msa);
    });

    it('refuses a measure without markets or with malformed codes, naming the rule', async () => {
      for (const props of [undefined, { market: 'county', codes: [] }, { market: 'county', codes: ['TX'] }]) {
        const res = await q.countsResponse(
          payloadOf(rule('no-market', market(M.depositShare, props), 'greater', [5])),
        );
        expect(res.statusCode).toBe(422);
        expect(JSON.stringify(res.json().error.details)).toContain('no-market');
      }
    });
  });

  describe('technographics', () => {
    let solution: number;
    let vendorId: number;
    let productId: number;

    beforeAll(async () => {
      const [busiest] = await h.database.query<{
        solution_id: number;
        vendor_id: number;
        product_id: number;
      }>(
        `select solution_id, vendor_id, product_id from institution_technographics
          where ended_on is null and vendor_id is not null and product_id is not null
          group by solution_id, vendor_id, product_id order by count(*) desc limit 1`,
      );
      solution = Number(busiest?.solution_id);
      vendorId = Number(busiest?.vendor_id);
      productId = Number(busiest?.product_id);
    });

    /** Active institutions whose open records for the solution pass `having`. */
    const institutions = (having: string, params: unknown[] = []) =>
      sqlCount(
        h,
        `select count(*)::int as n from (
           select t.institution_id from institution_technographics t
             join institutions i on i.id = t.institution_id and i.active
            where t.ended_on is null and t.solution_id = $1
            group by t.institution_id having ${having}) x`,
        [solution, ...params],
      );
    const use = technologyUseSql('t');

    it('answers service, in-house, vendor and product rules with the shared technology-use rule', async () => {
      const yes = ['yes'];
      expect(await q.countOf(rule('r', tech(solution), 'has_service', yes))).toBe(
        await institutions(`bool_or(${use} <> 'no_service')`),
      );
      expect(await q.countOf(rule('r', tech(solution), 'no_service', yes))).toBe(
        await institutions(`bool_and(${use} = 'no_service')`),
      );
      expect(await q.countOf(rule('r', tech(solution), 'in_house', yes))).toBe(
        await institutions(`bool_or(${use} = 'in_house')`),
      );
      expect(await q.countOf(rule('r', tech(solution), 'vendor', [vendorId]))).toBe(
        await institutions(`bool_or(${use} = 'vendor' and t.vendor_id = $2)`, [vendorId]),
      );
      expect(await q.countOf(rule('r', tech(solution), 'not_vendor', [vendorId]))).toBe(
        await institutions(
          `bool_or(${use} <> 'no_service') and not coalesce(bool_or(${use} = 'vendor' and t.vendor_id = $2), false)`,
          [vendorId],
        ),
      );
      expect(await q.countOf(rule('r', tech(solution), 'product', [productId]))).toBe(
        await institutions(`bool_or(t.has_service and t.product_id = $2)`, [productId]),
      );
      expect(await q.countOf(rule('r', tech(solution), 'not_product', [productId]))).toBe(
        await institutions(
          `bool_or(${use} <> 'no_service') and not coalesce(bool_or(t.has_service and t.product_id = $2), false)`,
          [productId],
        ),
      );
    });

    it('narrows rules to records installed within the era, in whole years before the data date', async () => {
      const era = { installed_years: [3, 8] };
      const years = `floor(((select max(period) from data_loads) - t.started_on) / 365.25)`;
      expect(await q.countOf(rule('r', tech(solution, era), 'vendor', [vendorId]))).toBe(
        await institutions(`bool_or(${use} = 'vendor' and t.vendor_id = $2 and ${years} between 3 and 8)`, [
          vendorId,
        ]),
      );
      const bad = await q.countsResponse(
        payloadOf(rule('era', tech(solution, { installed_years: [8, 3] }), 'has_service', ['yes'])),
      );
      expect(bad.statusCode).toBe(422);
      expect(JSON.stringify(bad.json().error.details)).toContain('era');
    });

    it('shows Vendor and Product by default, Has Service and the year installed on request', async () => {
      const byVendor = rule('r', tech(solution), 'vendor', [vendorId]);
      const results = await q.results(payloadOf(byVendor));
      const labels = results.columns.map((c) => c.label).filter((l) => l.includes(': '));
      expect(labels.map((l) => l.split(': ')[1])).toEqual(['Vendor', 'Product', 'Installed']);
      const [vendorName] = await h.database.query<{ name: string }>(
        'select name from vendors where id = $1',
        [vendorId],
      );
      const vendorColumn = results.columns.findIndex((c) => c.label.endsWith(': Vendor'));
      expect(results.rows.some((row) => row[vendorColumn] === vendorName?.name)).toBe(true);

      const service = await q.results(
        payloadOf(rule('r', tech(solution, { has_service: true }), 'has_service', ['yes'])),
      );
      const serviceColumn = service.columns.findIndex((c) => c.label.endsWith(': Has Service'));
      expect(service.columns.some((c) => c.label.endsWith(': Vendor'))).toBe(false);
      expect(new Set(service.rows.map((row) => row[serviceColumn]))).not.toContain('Not researched');
    });

    it('offers the vendors of the solution and the products of a vendor; refuses unknown ones', async () => {
      const vendors = await q.options('technographics', solution);
      expect(vendors.map((v) => v.value)).toContain(vendorId);
      const products = await q.options('technographics', solution, { parent: String(vendorId) });
      expect(products.map((p) => p.value)).toContain(productId);
      const unknown = await q.countsResponse(payloadOf(rule('nobody', tech(solution), 'vendor', [987_654])));
      expect(unknown.statusCode).toBe(422);
      expect(JSON.stringify(unknown.json().error.details)).toContain('nobody');
    });
  });

  describe('contact search', () => {
    const countSql = (where: string, minimum: number, params: unknown[] = []) =>
      sqlCount(
        h,
        `select count(*)::int as n from (
           select c.institution_id from institution_contacts c
             join institutions i on i.id = c.institution_id and i.active
            where ${where} group by c.institution_id having count(*) >= ${minimum}) x`,
        params,
      );

    it('counts institutions with enough contacts of the roles and titles, e-mail when asked', async () => {
      const props = { roles: ['technology', 'operations'], titles: ['Officer', 'manager'], has_email: true };
      expect(await q.countOf(rule('r', contacts(props), 'has_contacts', [2]))).toBe(
        await countSql(
          `c.role in ('technology', 'operations') and (c.title ilike '%officer%' or c.title ilike '%manager%')
             and coalesce(c.email, '') <> ''`,
          2,
        ),
      );
      expect(await q.countOf(rule('r', contacts({}), 'has_contacts', [1]))).toBe(await countSql('true', 1));
    });

    it("leaves out the user's own institution with exclude_fi, for that user only", async () => {
      const [own] = await h.database.query<{ id: number; name: string }>(
        `select i.id, i.name from institutions i join institution_contacts c on c.institution_id = i.id
          where i.active group by i.id, i.name order by count(*) desc, i.id limit 1`,
      );
      const vendorId = await h.userId(demo.vendor);
      const [before] = await h.database.query<{ company_name: string | null }>(
        'select company_name from users where id = $1',
        [vendorId],
      );
      await h.database.query('update users set company_name = $1 where id = $2', [own?.name, vendorId]);
      try {
        const all = await q.countOf(rule('r', contacts({ exclude_fi: false }), 'has_contacts', [1]));
        const mine = await q.countOf(rule('r', contacts({ exclude_fi: true }), 'has_contacts', [1]));
        expect(mine).toBe(all - 1);
        const other = queryCalls(h, await h.signIn(demo.clientadmin));
        expect(await other.countOf(rule('r', contacts({ exclude_fi: true }), 'has_contacts', [1]))).toBe(all);
      } finally {
        await h.database.query('update users set company_name = $1 where id = $2', [
          before?.company_name,
          vendorId,
        ]);
      }
    });

    it('shows the matching contacts per institution and offers titles and roles', async () => {
      const props = { roles: ['finance'] };
      const results = await q.results(payloadOf(rule('r', contacts(props), 'has_contacts', [1])));
      const column = results.columns.findIndex((c) => c.label.startsWith('Matching contacts'));
      const [first] = results.institution_ids;
      const expected = await sqlCount(
        h,
        `select count(*)::int as n from institution_contacts where institution_id = $1 and role = 'finance'`,
        [first],
      );
      expect(results.rows[0]?.[column]).toBe(expected);
      const titles = await q.options('contact_search', CONTACT_SEARCH_ELEMENT_ID, { q: 'chief' });
      expect(titles.length).toBeGreaterThan(0);
      expect(titles.every((t) => t.label.toLowerCase().includes('chief'))).toBe(true);
      const roles = await q.options('contact_search', CONTACT_SEARCH_ELEMENT_ID, { parent: 'roles' });
      expect(roles.map((r) => r.value)).toContain('finance');
    });

    it('refuses a minimum below one and unknown roles, naming the rule', async () => {
      for (const [props, value] of [
        [{}, [0]],
        [{ roles: ['astronaut'] }, [1]],
      ] as const) {
        const res = await q.countsResponse(
          payloadOf(rule('people', contacts(props), 'has_contacts', [...value])),
        );
        expect(res.statusCode).toBe(422);
        expect(JSON.stringify(res.json().error.details)).toContain('people');
      }
    });
  });
  // Last: it adds branches of a newer year, which changes the data version for whatever follows.
  describe('when NCUA branch sites are of a newer year than the Summary of Deposits', () => {
    it('keeps counting banks from the Summary of Deposits and credit unions from their own year', async () => {
      const banksWithBranches = () =>
        q.countOf(
          group('root', 'and', [
            rule('bank', firmo(F.fiType), 'in', ['bank']),
            rule('branches', firmo(F.branches), 'greater', [0]),
          ]),
        );
      const banksBefore = await banksWithBranches();
      const [site] = await h.database.query<{ id: number; state: string }>(
        `select i.id, i.state from institutions i where i.active and i.fi_type = 'credit_union' and i.state is not null
          order by i.id limit 1`,
      );
      await h.database.query(
        `insert into branches (institution_id, year, name, state, is_main_office)
         values ($1, (select max(year) + 1 from branches), 'Main site', $2, true)`,
        [site?.id, site?.state],
      );
      // The engine trusts a checked data version for a second.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect(await banksWithBranches()).toBe(banksBefore);
      const unions = await q.countOf(
        group('root', 'and', [
          rule('cu', firmo(F.fiType), 'in', ['credit_union']),
          rule('states', market(M.branchStates), 'in', [site?.state ?? '']),
        ]),
      );
      expect(unions).toBe(1);
    });
  });
});
