import type { QueryCatalog } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewCustomReport } from '../../../test/custom-report-kit.js';
import {
  replaceDigitalSnapshots,
  replaceElectronicServices,
  type SnapshotFixture,
} from '../../../test/digital-channels-fixtures.js';
import { elementObject, payloadOf, queryCalls, rule } from '../../../test/fin-query-kit.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../../test/identity-harness.js';
import { queryEngineFor } from '../../fin-query/index.js';

const NOW = '2026-09-30';
const BEFORE = '2026-06-30';

/** Element ids of the category (digital-elements.ts). */
const E = {
  mobileVendor: 1,
  onlineVendor: 2,
  rating: 3,
  ratingCount: 4,
  mbAge: 5,
  mbAgeGroup: 6,
  branded: 7,
  appType: 8,
  downloads: 9,
  mobileDeposit: 101,
  billPay: 108,
  offersMobileBanking: 207,
} as const;

type Vendor = { id: number; name: string };

/**
 * FIN Query's Digital Channels category over fixture snapshots whose answers can be counted by hand:
 * bank A on vendor X in both stores (4.8 from 3,000 ratings and 4.0 from 1,000) with an online
 * platform on vendor Y, bank B on vendor Z, bank C only in the quarter before, and a credit union
 * with an in-house app and NCUA answers.
 */
describe('Digital Channels in FIN Query, the report writer and Reporter', () => {
  let h: Harness;
  let vendor: SignedIn;
  let mortgage: SignedIn;
  let limited: SignedIn;
  let ids: { a: number; b: number; c: number; cu: number };
  let x: Vendor;
  let y: Vendor;
  let z: Vendor;

  const dc = (id: string, element: number, operator: string, value: unknown) =>
    rule(id, elementObject('digital_channels', element), operator, value as never);
  const count = (element: number, operator: string, value: unknown) =>
    queryCalls(h, vendor).countOf(dc('r1', element, operator, value));

  const fixture = (): SnapshotFixture[] => [
    {
      institutionId: ids.a,
      period: NOW,
      store: 'apple',
      vendorId: x.id,
      vendorBranded: true,
      appType: 1,
      launchedOn: '2015-09-30',
      rating: 4.8,
      ratingCount: 3000,
      downloadBand: 6,
      features: [1, 3],
    },
    {
      institutionId: ids.a,
      period: NOW,
      store: 'google',
      vendorId: x.id,
      vendorBranded: true,
      appType: 1,
      launchedOn: '2016-03-31',
      rating: 4.0,
      ratingCount: 1000,
      downloadBand: 7,
      features: [1, 3],
    },
    { institutionId: ids.a, period: NOW, channel: 'online', store: 'web', vendorId: y.id, features: [8] },
    {
      institutionId: ids.b,
      period: NOW,
      vendorId: z.id,
      appType: 2,
      launchedOn: '2024-09-30',
      rating: 3.0,
      ratingCount: 100,
      downloadBand: 3,
      features: [1],
    },
    { institutionId: ids.c, period: BEFORE, vendorId: x.id, rating: 4.9, ratingCount: 50 },
    { institutionId: ids.cu, period: NOW, appType: 3 },
  ];

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    vendor = await h.signIn(demo.vendor);
    mortgage = await h.signIn(demo.mortgage);
    limited = await h.signIn(demo.limited);
    const active = (type: string) =>
      h.database.query<{ id: number }>(
        `select id from institutions where fi_type = $1 and active order by latest_assets desc nulls last, id limit 3`,
        [type],
      );
    const [a, b, c] = (await active('bank')).map((r) => Number(r.id));
    const [cu] = (await active('credit_union')).map((r) => Number(r.id));
    if (!a || !b || !c || !cu) throw new Error('the data set needs three banks and a credit union');
    ids = { a, b, c, cu };
    const vendors = await h.database.query<Vendor>('select id, name from vendors order by id limit 3');
    const [vx, vy, vz] = vendors.map((v) => ({ id: Number(v.id), name: v.name }));
    if (!vx || !vy || !vz) throw new Error('the data set needs three vendors');
    [x, y, z] = [vx, vy, vz];
    await replaceDigitalSnapshots(h.database.db, fixture());
    await replaceElectronicServices(h.database.db, [
      {
        institutionId: cu,
        period: NOW,
        services: ['mobile_banking', 'internet_banking'],
        source: 'operator',
      },
    ]);
  }, 300_000);
  afterAll(async () => h?.close());

  it('lists the category to buyers of Digital Channels only, with the vendors of the newest quarter', async () => {
    const catalog = (await h.call(vendor, { url: '/api/advanced_query/catalog' })).json() as QueryCatalog;
    const category = catalog.categories.find((c) => c.name === 'Digital Channels');
    expect(category?.sections.map((s) => s.name)).toEqual([
      'Mobile Banking',
      'Online Banking',
      'Features',
      'NCUA Electronic Services',
    ]);
    const elements = category?.sections.flatMap((s) => s.elements) ?? [];
    const mobileVendor = elements.find((e) => e.element_id === E.mobileVendor);
    expect(mobileVendor).toMatchObject({ name: 'Mobile Banking Vendor', value_kind: 'options' });
    expect(mobileVendor?.options?.map((o) => o.label)).toEqual([
      ...[x.name, z.name].sort((p, q) => p.localeCompare(q)),
      'Unknown / In-House',
    ]);
    expect(elements.find((e) => e.element_id === E.rating)).toMatchObject({
      value_kind: 'number',
      format: 'N2',
    });
    expect(elements.find((e) => e.element_id === E.offersMobileBanking)).toMatchObject({
      name: 'Offers Mobile Banking',
      fi_types: ['credit_union'],
    });
    expect(elements.filter((e) => e.name.startsWith('Has '))).toHaveLength(20);

    const other = (await h.call(mortgage, { url: '/api/advanced_query/catalog' })).json() as QueryCatalog;
    expect(other.categories.map((c) => c.name)).not.toContain('Digital Channels');
    const refused = await queryCalls(h, mortgage).countsResponse(
      payloadOf(dc('r1', E.mobileVendor, 'in', [String(x.id)])),
    );
    expect(refused.statusCode).toBe(403);
  });

  it('counts institutions by vendor, rating, MB age, branding, type, downloads, features and NCUA services at the newest quarter', async () => {
    // Bank C ran vendor X only in the quarter before: the newest quarter decides.
    expect(await count(E.mobileVendor, 'in', [String(x.id)])).toBe(1);
    expect(await count(E.mobileVendor, 'in', ['-1'])).toBe(1);
    expect(await count(E.mobileVendor, 'not_in', [String(x.id)])).toBe(2);
    expect(await count(E.onlineVendor, 'in', [String(y.id)])).toBe(1);
    // Bank A rates (4.8 × 3,000 + 4.0 × 1,000) / 4,000 = 4.6; the credit union's app has no rating.
    expect(await count(E.rating, 'between', [[4.5, 4.7]])).toBe(1);
    expect(await count(E.rating, 'greater_or_equal', 3)).toBe(2);
    expect(await count(E.ratingCount, 'equal', 4000)).toBe(1);
    expect(await count(E.mbAge, 'greater_or_equal', 10)).toBe(1);
    expect(await count(E.mbAgeGroup, 'in', ['2'])).toBe(1);
    expect(await count(E.branded, 'in', ['1'])).toBe(1);
    expect(await count(E.branded, 'in', ['2'])).toBe(2);
    expect(await count(E.appType, 'in', ['2', '3'])).toBe(2);
    expect(await count(E.downloads, 'in', ['7'])).toBe(1);
    expect(await count(E.mobileDeposit, 'in', ['yes'])).toBe(2);
    expect(await count(E.mobileDeposit, 'in', ['no'])).toBe(1);
    expect(await count(E.billPay, 'in', ['yes'])).toBe(1);
    expect(await count(E.offersMobileBanking, 'in', ['yes'])).toBe(1);
    expect(await count(E.offersMobileBanking, 'in', ['no'])).toBe(0);

    const calls = queryCalls(h, vendor);
    for (const bad of [
      dc('r1', E.mobileVendor, 'in', ['2147483000']),
      dc('r2', E.rating, 'in', ['4']),
      dc('r3', 999, 'equal', 1),
      dc('r4', E.mbAgeGroup, 'in', ['9']),
    ]) {
      expect((await calls.countsResponse(payloadOf(bad))).statusCode).toBe(422);
    }
  });

  it('shows each element as a result column and describes rules in words', async () => {
    const payload = payloadOf(dc('r1', E.mobileVendor, 'in', [String(x.id), '-1']));
    payload.elements.push({ id: 'rating', element_objects: [elementObject('digital_channels', E.rating)] });
    const results = await queryCalls(h, vendor).results(payload);
    expect(results.total).toBe(2);
    const keys = results.columns.map((c) => c.key);
    const cell = (id: number, key: string) =>
      results.rows[results.institution_ids.indexOf(id)]?.[keys.indexOf(key)];
    expect(results.columns.find((c) => c.key === 'digital_channels_1')).toMatchObject({
      label: 'Mobile Banking Vendor',
      source: 'Digital Channels',
    });
    expect(cell(ids.a, 'digital_channels_1')).toBe(x.name);
    expect(cell(ids.a, 'digital_channels_3')).toBe(4.6);
    expect(cell(ids.cu, 'digital_channels_1')).toBe('Unknown / In-House');
    expect(cell(ids.cu, 'digital_channels_3')).toBeNull();

    const words = await queryEngineFor(h.database).describe(
      null,
      payloadOf(dc('r1', E.rating, 'between', [[4.5, 5]])),
    );
    expect(words.map((w) => w.description)).toContain('Mobile App Rating between 4.5 and 5 (Q3 2026)');
    const vendorWords = await queryEngineFor(h.database).describe(
      null,
      payloadOf(dc('r1', E.mobileVendor, 'not_in', [String(x.id)])),
    );
    expect(vendorWords.map((w) => w.description)).toContain(
      `Mobile Banking Vendor is none of ${x.name} (Q3 2026)`,
    );
  });

  it('answers from the new snapshots once a load changes them', async () => {
    const before = await count(E.mobileVendor, 'in', [String(z.id)]);
    expect(before).toBe(1);
    await replaceDigitalSnapshots(h.database.db, [
      ...fixture(),
      { institutionId: ids.c, period: NOW, vendorId: z.id, appName: 'Moved' },
    ]);
    try {
      // The data-load stamp is checked at most once a second.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await count(E.mobileVendor, 'in', [String(z.id)])).toBe(2);
    } finally {
      await replaceDigitalSnapshots(h.database.db, fixture());
    }
  });

  it('is a report writer segment for buyers of the module, and a custom report shows its values', async () => {
    const segmentsOf = async (as: SignedIn) =>
      ((await h.call(as, { url: '/api/report_writer_elements' })).json().segments as { name: string }[]).map(
        (s) => s.name,
      );
    expect(await segmentsOf(vendor)).toContain('Digital Channels');
    expect(await segmentsOf(limited)).not.toContain('Digital Channels');

    const saved = await h.call(vendor, {
      method: 'POST',
      url: '/api/self_serve_reports',
      payload: {
        name: 'Mobile watch',
        fi_type: 'bank',
        report_elements: [{ element_id: E.mobileVendor, element_type: 'digital_channels' }],
        element_format: [
          { type: 'element', id: 'e1', element_id: E.mobileVendor, element_type: 'digital_channels' },
        ],
      },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const report = saved.json() as { id: number };
    const page = await viewCustomReport(h, vendor, report.id, ids.a);
    expect(page.metrics.find((m) => m.name === 'Mobile Banking Vendor')?.value5).toBe(x.name);
  });

  it('offers its elements to segment sets', async () => {
    const rules = (
      await h.call(vendor, { url: '/api/segmentation_sets/query_rules' })
    ).json() as QueryCatalog;
    const names = rules.categories
      .find((c) => c.name === 'Digital Channels')
      ?.sections.flatMap((s) => s.elements);
    expect(names?.map((e) => e.name)).toEqual(expect.arrayContaining(['Mobile App Rating', 'MB Age Group']));
  });
});
