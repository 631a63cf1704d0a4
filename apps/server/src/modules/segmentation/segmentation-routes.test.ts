import {
  BUILT_IN_SEGMENTATION_ID,
  BUILT_IN_SEGMENTATIONS,
  FIRMOGRAPHIC_ELEMENT as F,
  MESSAGES,
  type QueryCatalog,
  type SegmentationSetDetails,
  type SegmentationSummary,
} from '@fin-atlas/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  elementObject,
  group,
  payloadOf,
  type QueryCalls,
  queryCalls,
  rule,
} from '../../test/fin-query-kit.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';

type Payload = InjectOptions['payload'];

const ASSETS = { element_id: F.assets, element_type: 'firmographics' };

/** Three asset ranges ($000): small, mid-size and large institutions. */
const sizeSegments = () => [
  { name: 'Small', operator: 'less', value: [100_000] },
  { name: 'Mid-size', operator: 'between', value: [100_000, 1_000_000] },
  { name: 'Large', operator: 'greater', value: [1_000_000] },
];

/** A set's own segments as the editor sends them back (with their ids), for a change of name alone. */
const kept = (set: SegmentationSummary) => set.segmentation_set_details_attributes;

const setBody = (name: string, segments: unknown[] = sizeSegments(), element: unknown = ASSETS) => ({
  segmentation_set: {
    name,
    description: 'By total assets',
    element,
    segmentation_set_details_attributes: segments,
  },
});

describe('segment sets API on the demo data set', () => {
  let h: Harness;
  let vendor: SignedIn;
  let colleague: SignedIn;
  let otherTenant: SignedIn;
  let admin: SignedIn;
  let query: QueryCalls;

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    vendor = await h.signIn(demo.vendor);
    colleague = await h.signIn(demo.clientadmin);
    otherTenant = await h.signIn(demo.fi);
    admin = await h.signIn(demo.superadmin);
    query = queryCalls(h, vendor);
  });
  afterAll(async () => h?.close());

  const get = (as: SignedIn, url: string) => h.call(as, { url });
  const post = (as: SignedIn, url: string, payload: Payload) => h.call(as, { method: 'POST', url, payload });
  const put = (as: SignedIn, url: string, payload: Payload) => h.call(as, { method: 'PUT', url, payload });
  const del = (as: SignedIn, url: string) => h.call(as, { method: 'DELETE', url });
  const created = async (as: SignedIn, payload: Payload, url = '/api/segmentation_sets') => {
    const res = await post(as, url, payload);
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as SegmentationSummary;
  };
  const details = async (as: SignedIn, id: number, groups = '') => {
    const res = await get(
      as,
      `/api/segmentation_sets/${id}/set_details${groups ? `?fi_group_ids=${groups}` : ''}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as SegmentationSetDetails;
  };
  const liveCount = async (as: SignedIn, element: unknown, detail: unknown, groups = '') => {
    const params = new URLSearchParams({
      element: JSON.stringify(element),
      setDetail: JSON.stringify(detail),
    });
    if (groups) params.set('fi_group_ids', groups);
    return get(as, `/api/segmentation_sets/set_detail_count?${params}`);
  };
  const customNames = async (as: SignedIn) =>
    ((await get(as, '/api/segmentations/custom')).json().segmentations as SegmentationSummary[]).map(
      (s) => s.name,
    );

  it('lists every built-in set read-only, each element named as FIN Query names it', async () => {
    const res = await get(vendor, '/api/segmentations');
    expect(res.statusCode).toBe(200);
    const sets = res.json().segmentations as SegmentationSummary[];
    expect(sets.map((s) => s.name)).toEqual(BUILT_IN_SEGMENTATIONS.map((s) => s.name));
    expect(sets.slice(0, 5).map((s) => s.name)).toEqual([
      'Asset Bands',
      'Age Groups',
      'Charter',
      'Region',
      'FI Type',
    ]);
    expect(sets.every((s) => s.built_in && !s.editable && s.owner === null)).toBe(true);
    expect(sets.find((s) => s.name === 'Region')?.element_name).toBe('State');
    expect(sets.find((s) => s.name === 'High Growth Tiers')?.element_name).toBe('High Growth score');
  });

  it('places every institution in at most one segment of each built-in set', async () => {
    for (const set of BUILT_IN_SEGMENTATIONS) {
      const split = await details(vendor, set.id);
      const placed = split.set_details.reduce((n, d) => n + d.count, 0);
      expect(placed + split.unsegmented, set.name).toBe(split.population);
      expect(placed, set.name).toBeGreaterThan(0);
    }
    const byType = await details(vendor, BUILT_IN_SEGMENTATION_ID.fiType);
    expect(byType.unsegmented).toBe(0);
    const regions = await details(vendor, BUILT_IN_SEGMENTATION_ID.region);
    expect(regions.set_details.filter((d) => d.count > 0).length).toBeGreaterThanOrEqual(4);
  });

  it('places every bank and every credit union in a charter segment, whichever file spelled the class', async () => {
    for (const industry of ['industry:bank', 'industry:credit_union']) {
      const split = await details(vendor, BUILT_IN_SEGMENTATION_ID.charter, industry);
      expect(split.population, industry).toBeGreaterThan(10);
      expect(split.unsegmented, industry).toBe(0);
    }
    const unions = await details(vendor, BUILT_IN_SEGMENTATION_ID.charter, 'industry:credit_union');
    const federal = unions.set_details.find((d) => d.name === 'Federal credit unions');
    expect(federal?.count).toBeGreaterThan(0);
  });

  it('creates, reads, updates and deletes a set, the name trimmed and segments kept in order', async () => {
    const set = await created(vendor, setBody('  Size bands  '));
    expect(set.name).toBe('Size bands');
    expect(set.id).toBeGreaterThanOrEqual(1001);
    expect(set.editable).toBe(true);
    expect(set.element_name).toBe('Total Assets ($000)');
    expect(set.segmentation_set_details_attributes.map((d) => d.name)).toEqual([
      'Small',
      'Mid-size',
      'Large',
    ]);
    expect(await customNames(vendor)).toContain('Size bands');

    const [small, mid, large] = set.segmentation_set_details_attributes;
    const changed = await put(vendor, `/api/segmentation_sets/${set.id}`, {
      segmentation_set: {
        name: 'Size tiers ',
        description: '',
        element: ASSETS,
        segmentation_set_details_attributes: [
          { id: large?.id, name: 'Large', operator: 'greater_or_equal', value: [1_000_000] },
          { id: mid?.id, name: 'Mid-size', operator: 'between', value: [100_000, 999_999] },
          { id: small?.id, name: 'Small', operator: 'less', value: [100_000], _destroy: true },
          { name: 'Micro', operator: 'less', value: [50_000] },
        ],
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json() as SegmentationSummary;
    expect(after.name).toBe('Size tiers');
    expect(after.description).toBeNull();
    expect(after.segmentation_set_details_attributes.map((d) => d.name)).toEqual([
      'Large',
      'Mid-size',
      'Micro',
    ]);
    expect(after.segmentation_set_details_attributes[0]?.id).toBe(large?.id);

    const read = (await get(vendor, `/api/segmentation_sets/${set.id}`)).json() as SegmentationSummary;
    expect(read.segmentation_set_details_attributes[1]?.value).toEqual([100_000, 999_999]);

    expect((await del(vendor, `/api/segmentation_sets/${set.id}`)).statusCode).toBe(204);
    expect((await get(vendor, `/api/segmentation_sets/${set.id}`)).statusCode).toBe(404);
    expect(await customNames(vendor)).not.toContain('Size tiers');
  });

  it('refuses a duplicate name with the spec message, a built-in name too', async () => {
    const set = await created(vendor, setBody('Duplicate check'));
    for (const name of ['duplicate CHECK', ' Asset Bands']) {
      const res = await post(vendor, '/api/segmentation_sets', setBody(name));
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toBe(MESSAGES.validation.segmentNameExists);
    }
    const other = await created(vendor, setBody('Duplicate other'));
    const rename = await put(
      vendor,
      `/api/segmentation_sets/${other.id}`,
      setBody('Duplicate Check', kept(other)),
    );
    expect(rename.json().error.message).toBe(MESSAGES.validation.segmentNameExists);
    // Another user's set may share the name: names are unique per owner.
    expect((await post(colleague, '/api/segmentation_sets', setBody('Duplicate check'))).statusCode).toBe(
      201,
    );
    await del(vendor, `/api/segmentation_sets/${set.id}`);
    await del(vendor, `/api/segmentation_sets/${other.id}`);
  });

  it('refuses a segment FIN Query would refuse, naming it, and writes nothing', async () => {
    const before = await customNames(vendor);
    const reversed = await post(
      vendor,
      '/api/segmentation_sets',
      setBody('Broken', [
        { name: 'Fine', operator: 'less', value: [100] },
        { name: 'Backwards', operator: 'between', value: [500, 100] },
      ]),
    );
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().error.message).toBe(
      'Validation failed. Segment "Backwards": A range needs a low and a high number, low first.',
    );
    const badOption = await post(
      vendor,
      '/api/segmentation_sets',
      setBody('Broken', [{ name: 'Nowhere', operator: 'in', value: ['ZZ'] }], {
        element_id: F.state,
        element_type: 'firmographics',
      }),
    );
    expect(badOption.json().error.message).toBe(
      'Validation failed. Segment "Nowhere": ZZ is not one of the options.',
    );
    const picked = await post(
      vendor,
      '/api/segmentation_sets',
      setBody('Broken', [{ name: 'Some', operator: 'in', value: [1] }], {
        element_id: 1,
        element_type: 'select_institutions',
      }),
    );
    expect(picked.statusCode).toBe(422);
    expect(await customNames(vendor)).toEqual(before);
  });

  it('shows a set to its owner’s client group read-only and to nobody else', async () => {
    const set = await created(vendor, setBody('Tenant check'));
    expect(await customNames(colleague)).toContain('Tenant check');
    const seen = (await get(colleague, `/api/segmentation_sets/${set.id}`)).json() as SegmentationSummary;
    expect(seen.editable).toBe(false);
    expect(seen.owner?.user_name).toBe('Riley Chen');
    expect((await put(colleague, `/api/segmentation_sets/${set.id}`, setBody('Taken over'))).statusCode).toBe(
      403,
    );
    expect((await del(colleague, `/api/segmentation_sets/${set.id}`)).statusCode).toBe(403);

    expect(await customNames(otherTenant)).not.toContain('Tenant check');
    for (const res of [
      await get(otherTenant, `/api/segmentation_sets/${set.id}`),
      await get(otherTenant, `/api/segmentation_sets/${set.id}/set_details`),
      await put(otherTenant, `/api/segmentation_sets/${set.id}`, setBody('Taken over')),
      await del(otherTenant, `/api/segmentation_sets/${set.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
    }
    expect(
      (await put(vendor, `/api/segmentation_sets/${BUILT_IN_SEGMENTATION_ID.region}`, setBody('Mine')))
        .statusCode,
    ).toBe(403);
  });

  it('lets FIN Admins share global sets every tenant sees and only FIN Admins change', async () => {
    expect(
      (await post(vendor, '/api/super_admin/segmentation_sets', setBody('Global sizes'))).statusCode,
    ).toBe(403);
    const set = await created(admin, setBody('Global sizes'), '/api/super_admin/segmentation_sets');
    expect(set.is_global).toBe(true);
    const globals = (await get(admin, '/api/super_admin/segmentation_sets')).json().segmentations;
    expect(globals.map((s: SegmentationSummary) => s.name)).toContain('Global sizes');
    for (const user of [vendor, otherTenant]) expect(await customNames(user)).toContain('Global sizes');
    expect((await put(vendor, `/api/segmentation_sets/${set.id}`, setBody('Mine now'))).statusCode).toBe(403);
    const renamed = await put(
      admin,
      `/api/segmentation_sets/${set.id}`,
      setBody('Global size bands', kept(set)),
    );
    expect(renamed.json().is_global).toBe(true);
    expect(
      (await post(admin, '/api/super_admin/segmentation_sets', setBody('global SIZE bands'))).statusCode,
    ).toBe(422);
    expect((await del(admin, `/api/segmentation_sets/${set.id}`)).statusCode).toBe(204);
  });

  it('counts a segment as FIN Query counts the same rule, over everyone or over FI groups', async () => {
    const assets = elementObject('firmographics', F.assets);
    const fiType = elementObject('firmographics', F.fiType);
    const test = { operator: 'between', value: [100_000, 1_000_000] };
    const all = await liveCount(vendor, ASSETS, test);
    expect(all.statusCode, all.body).toBe(200);
    const fromQuery = await query.countOf(rule('r', assets, 'between', [[100_000, 1_000_000]]));
    expect(all.json().count).toBe(fromQuery);
    expect(all.json().count).toBeGreaterThan(0);

    const banks = (await liveCount(vendor, ASSETS, test, 'industry:bank')).json();
    const banksInQuery = await query.countOf(
      group('g', 'and', [
        rule('a', assets, 'between', [[100_000, 1_000_000]]),
        rule('t', fiType, 'in', ['bank']),
      ]),
    );
    expect(banks.count).toBe(banksInQuery);
    expect(banks.population).toBeLessThan(all.json().population);

    const bad = await liveCount(vendor, ASSETS, { operator: 'in', value: ['x'] });
    expect(bad.statusCode).toBe(422);
    const noGroup = await liveCount(vendor, ASSETS, test, 'peer_group:999999');
    expect(noGroup.statusCode).toBe(404);
  });

  it('offers the elements a set can split by, narrowed to the FI groups’ types', async () => {
    const names = (catalog: QueryCatalog) => catalog.categories.map((c) => c.name);
    const elements = (catalog: QueryCatalog) =>
      catalog.categories.flatMap((c) => c.sections.flatMap((s) => s.elements));
    const every = (await get(vendor, '/api/segmentation_sets/query_rules')).json() as QueryCatalog;
    expect(names(every)).toContain('Firmographics');
    expect(names(every)).toContain('Financial Data');
    for (const absent of ['Select Institutions', 'Segmentation', 'Custom Search'])
      expect(names(every)).not.toContain(absent);
    expect(elements(every).some((e) => e.value_kind === 'text')).toBe(false);
    const bankOnly = elements(every).filter(
      (e) => e.fi_types.length > 0 && !e.fi_types.includes('credit_union'),
    );
    expect(bankOnly.length).toBeGreaterThan(0);

    const unions = (
      await get(vendor, '/api/segmentation_sets/query_rules?fi_group_ids=industry:credit_union')
    ).json() as QueryCatalog;
    expect(elements(unions).length).toBeGreaterThan(10);
    const offered = new Set(elements(unions).map((e) => `${e.element_type}:${e.element_id}`));
    expect(bankOnly.some((e) => offered.has(`${e.element_type}:${e.element_id}`))).toBe(false);
    expect(
      elements(unions).every((e) => e.fi_types.length === 0 || e.fi_types.includes('credit_union')),
    ).toBe(true);
  });

  it('is a FIN Query category: catalog, counts, results and edits of the set', async () => {
    const set = await created(vendor, setBody('Query sizes'));
    const catalog = (await get(vendor, '/api/advanced_query/catalog')).json() as QueryCatalog;
    const category = catalog.categories.find((c) => c.name === 'Segmentation');
    const offered = category?.sections.flatMap((s) => s.elements) ?? [];
    expect(offered.map((e) => e.name)).toEqual(
      expect.arrayContaining(['Asset Bands', 'Region', 'Query sizes']),
    );
    const element = offered.find((e) => e.element_id === set.id);
    expect(element?.options?.map((o) => o.label)).toEqual(['Small', 'Mid-size', 'Large']);

    const [small, mid, large] = set.segmentation_set_details_attributes.map((d) => String(d.id));
    const split = await details(vendor, set.id);
    expect(split.element_name).toBe('Total Assets ($000)');
    expect(split.set_details.map((d) => d.description)).toEqual([
      'Total Assets ($000) less 100000',
      'Total Assets ($000) between 100000 and 1000000',
      'Total Assets ($000) greater 1000000',
    ]);
    const segment = elementObject('segmentation', set.id);
    expect(await query.countOf(rule('s', segment, 'in', [mid as string]))).toBe(split.set_details[1]?.count);
    expect(await query.countOf(rule('s', segment, 'in', [small as string, large as string]))).toBe(
      (split.set_details[0]?.count ?? 0) + (split.set_details[2]?.count ?? 0),
    );
    expect(await query.countOf(rule('s', segment, 'not_in', [mid as string]))).toBe(
      (split.set_details[0]?.count ?? 0) + (split.set_details[2]?.count ?? 0),
    );

    const results = await query.results(payloadOf(rule('s', segment, 'in', [mid as string])));
    const column = results.columns.findIndex((c) => c.label === 'Query sizes');
    expect(column).toBeGreaterThan(0);
    expect(new Set(results.rows.map((r) => r[column]))).toEqual(new Set(['Mid-size']));

    // Widening the segment changes FIN Query's answer at once (the set's definition is part of the rule).
    const before = await query.countOf(rule('s', segment, 'in', [mid as string]));
    const widened = set.segmentation_set_details_attributes.map((d) =>
      d.name === 'Mid-size' ? { ...d, value: [50_000, 1_000_000] } : d,
    );
    expect(
      (await put(vendor, `/api/segmentation_sets/${set.id}`, setBody('Query sizes', widened))).statusCode,
    ).toBe(200);
    expect(await query.countOf(rule('s', segment, 'in', [mid as string]))).toBeGreaterThan(before);

    const wrong = await query.countsResponse(payloadOf(rule('s', segment, 'in', ['999999'])));
    expect(wrong.statusCode).toBe(422);
    const foreign = queryCalls(h, await h.signIn(demo.mortgage));
    expect(
      (await foreign.countsResponse(payloadOf(rule('s', segment, 'in', [mid as string])))).statusCode,
    ).toBe(422);
  });
});
