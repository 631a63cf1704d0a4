import {
  MESSAGES,
  MORTGAGE_REPORT_WRITER_SEGMENTS,
  metricElementId,
  REPORT_WRITER_MESSAGES,
  REPORT_WRITER_SEGMENTS,
} from '@fin-atlas/domain';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { METRIC_CATALOG } from '../../metrics/catalog/index.js';
import { replaceDigitalSnapshots } from '../../test/digital-channels-fixtures.js';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';

type Payload = InjectOptions['payload'];

/** A metric of both banks and credit unions, in the common trees. */
const common = METRIC_CATALOG.find(
  (m) => m.category === 'Common Metrics' && m.formulas.bank && m.formulas.credit_union,
);
/** A detailed metric only credit unions report. */
const creditUnionOnly = METRIC_CATALOG.find(
  (m) => m.category === 'Detailed Metrics' && m.formulas.credit_union && !m.formulas.bank,
);
const commonId = metricElementId(common?.id ?? 'missing');

const metricElement = (properties: Record<string, unknown> = {}) => ({
  element_id: commonId,
  element_type: 'common_metric',
  element_properties: properties,
});
const firmographic = (id: number) => ({
  element_id: id,
  element_type: 'firmographics',
  element_properties: { action_taken: null, element_option: null, output_type: 'text' },
});

const report = (fields: Record<string, unknown> = {}) => ({
  name: 'Profit watch',
  description: 'Quarterly profit, with the city',
  fi_type: 'bank',
  report_elements: [metricElement({ scope: 'trend' }), firmographic(3)],
  element_format: [
    {
      type: 'header',
      id: 'h1',
      text: 'Profit',
      children: [
        { type: 'graph', id: 'g1', metrics: [commonId] },
        { type: 'element', id: 'e1', element_id: commonId, element_type: 'common_metric' },
      ],
    },
    { type: 'lineBreak', id: 'b1' },
    { type: 'element', id: 'e2', element_id: 3, element_type: 'firmographics' },
  ],
  ...fields,
});

describe('report writer API on the demo data set', () => {
  let h: Harness;
  let vendor: SignedIn;
  let sameTenant: SignedIn;
  let otherTenant: SignedIn;
  let admin: SignedIn;
  let limited: SignedIn;
  let mortgage: SignedIn;
  let vendorGroupId: number;
  let bankGroupId: number;

  beforeAll(async () => {
    h = await startHarness({}, { dataSet: true });
    vendor = await h.signIn(demo.vendor);
    sameTenant = await h.signIn(demo.clientadmin);
    otherTenant = await h.signIn(demo.fi);
    admin = await h.signIn(demo.superadmin);
    limited = await h.signIn(demo.limited);
    mortgage = await h.signIn(demo.mortgage);
    const groupOf = async (userId: number) =>
      Number(
        (
          await h.database.query<{ g: number }>('select client_group_id as g from users where id = $1', [
            userId,
          ])
        )[0]?.g,
      );
    vendorGroupId = await groupOf(vendor.userId);
    bankGroupId = await groupOf(otherTenant.userId);
    // The Digital Channels segment lists once snapshots are loaded: one app of the largest bank.
    const [largest] = await h.database.query<{ id: number }>(
      "select id from institutions where fi_type = 'bank' and active order by latest_assets desc nulls last limit 1",
    );
    await replaceDigitalSnapshots(h.database.db, [
      { institutionId: Number(largest?.id), period: '2026-09-30' },
    ]);
  });
  afterAll(async () => h?.close());

  const get = (as: SignedIn, url: string) => h.call(as, { url });
  const post = (as: SignedIn, url: string, payload: Payload) => h.call(as, { method: 'POST', url, payload });
  const put = (as: SignedIn, url: string, payload: Payload) => h.call(as, { method: 'PUT', url, payload });
  const del = (as: SignedIn, url: string) => h.call(as, { method: 'DELETE', url });
  const create = (as: SignedIn, fields: Record<string, unknown> = {}) =>
    post(as, '/api/self_serve_reports', report(fields));
  const errorOf = (res: { json(): { error: { message: string } } }) => res.json().error.message;

  it('offers the segments whose data exists, in the spec order, and the mortgage variant with mbc only', async () => {
    const standard = await get(vendor, '/api/report_writer_elements');
    expect(standard.statusCode).toBe(200);
    const names: string[] = standard.json().segments.map((s: { name: string }) => s.name);
    const order: readonly string[] = REPORT_WRITER_SEGMENTS;
    expect(names).toEqual([...names].sort((a, b) => order.indexOf(a) - order.indexOf(b)));
    for (const name of [
      'Firmographics',
      'Financial Metrics',
      'Financial Statements',
      'Technographics',
      'Segmentation',
      'Performographics',
      'Market Area',
      'Digital Channels',
      'FI Contacts',
      'FIN Intent',
    ]) {
      expect(names).toContain(name);
    }
    // VendorFit's fit scores are served once a model is fitted (the test data set has them).
    expect(names).toContain('VendorFit');
    // Digital Channels is a segment only for its buyers (Harbor bought Reporter without it).
    const withoutModule = (await get(limited, '/api/report_writer_elements')).json();
    expect(withoutModule.segments.map((s: { name: string }) => s.name)).not.toContain('Digital Channels');
    const segmentation = standard.json().segments.find((s: { name: string }) => s.name === 'Segmentation');
    expect(segmentation.sections[0].elements[0]).toMatchObject({ element_id: 1, name: 'Asset Bands' });
    const contacts = standard.json().segments.find((s: { name: string }) => s.name === 'FI Contacts');
    expect(contacts.sections[0].elements[0].element_type).toBe('fi_contacts');

    const mbc = await get(vendor, '/api/report_writer_elements?is_mbc=true');
    const mortgageNames: string[] = mbc.json().segments.map((s: { name: string }) => s.name);
    expect(
      mortgageNames.every((n) => (MORTGAGE_REPORT_WRITER_SEGMENTS as readonly string[]).includes(n)),
    ).toBe(true);
    expect(mortgageNames).toContain('Firmographics');
    expect((await get(limited, '/api/report_writer_elements?is_mbc=true')).statusCode).toBe(403);
    // Reporter is what the writer belongs to.
    expect((await get(mortgage, '/api/report_writer_elements')).statusCode).toBe(403);
  });

  it('creates with the name trimmed, opens it intact, changes it and deletes it', async () => {
    const created = await create(vendor, { name: '  Profit watch  ' });
    expect(created.statusCode, created.body).toBe(201);
    const saved = created.json();
    expect(saved.id).toBeGreaterThanOrEqual(1001);
    expect(saved.name).toBe('Profit watch');
    expect(saved.may_edit).toBe(true);
    const opened = (await get(vendor, `/api/self_serve_reports/${saved.id}/edit`)).json();
    expect(opened.element_format).toEqual(report().element_format);
    expect(opened.report_elements[0]).toEqual({
      element_id: commonId,
      element_type: 'common_metric',
      element_properties: { set: 1, span: 2, scope: 'trend', is_global_setting: false },
    });
    expect(opened.fi_type).toBe('bank');

    const changed = await put(vendor, `/api/self_serve_reports/${saved.id}`, {
      ...report({ name: 'Profit watch (quarterly)', fi_type: 'both' }),
      group_ids: [vendorGroupId],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ id: saved.id, name: 'Profit watch (quarterly)', fi_type: 'both' });
    expect(changed.json().groups.map((g: { id: number }) => g.id)).toEqual([vendorGroupId]);
    const listed = (await get(vendor, '/api/self_serve_reports/writer_reports')).json().reports;
    expect(listed.find((r: { id: number }) => r.id === saved.id)).toMatchObject({
      element_count: 2,
      fi_type: 'both',
    });

    expect((await del(vendor, `/api/self_serve_reports/${saved.id}`)).statusCode).toBe(204);
    expect((await get(vendor, `/api/self_serve_reports/${saved.id}/edit`)).statusCode).toBe(404);
    const rows = await h.database.query('select 1 from custom_report_groups where report_id = $1', [
      saved.id,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('refuses a duplicate name per owner, case and spaces aside, with the spec message', async () => {
    const first = (await create(vendor, { name: 'Duplicate check' })).json();
    const again = await create(vendor, { name: '  DUPLICATE check ' });
    expect(again.statusCode).toBe(422);
    expect(errorOf(again)).toBe('Validation failed. Report name already exists.');
    expect(errorOf(again)).toBe(MESSAGES.validation.reportNameExists);
    const other = (await create(vendor, { name: 'Another report' })).json();
    const renamed = await put(
      vendor,
      `/api/self_serve_reports/${other.id}`,
      report({ name: 'duplicate CHECK' }),
    );
    expect(renamed.statusCode).toBe(422);
    expect(errorOf(renamed)).toBe(MESSAGES.validation.reportNameExists);
    // Saving a report under its own name is no clash, and another owner may use the name.
    expect(
      (await put(vendor, `/api/self_serve_reports/${first.id}`, report({ name: 'Duplicate check' })))
        .statusCode,
    ).toBe(200);
    expect((await create(sameTenant, { name: 'Duplicate check' })).statusCode).toBe(201);
  });

  it('keeps reports to their tenant: foreign ids are not found, shared ones read-only', async () => {
    const mine = (await create(vendor, { name: 'Tenancy' })).json();
    for (const res of [
      await get(otherTenant, `/api/self_serve_reports/${mine.id}/edit`),
      await get(otherTenant, `/api/self_serve_reports/${mine.id}/edit_bank_services`),
      await put(otherTenant, `/api/self_serve_reports/${mine.id}`, report({ name: 'Taken over' })),
      await del(otherTenant, `/api/self_serve_reports/${mine.id}`),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(errorOf(res)).toBe(REPORT_WRITER_MESSAGES.reportNotFound);
    }
    expect((await get(sameTenant, `/api/self_serve_reports/${mine.id}/edit`)).statusCode).toBe(404);
    const shared = await put(vendor, `/api/self_serve_reports/${mine.id}`, {
      ...report({ name: 'Tenancy' }),
      group_ids: [vendorGroupId],
    });
    expect(shared.statusCode).toBe(200);
    const seen = await get(sameTenant, `/api/self_serve_reports/${mine.id}/edit`);
    expect(seen.statusCode).toBe(200);
    expect(seen.json().may_edit).toBe(false);
    expect(
      (await put(sameTenant, `/api/self_serve_reports/${mine.id}`, report({ name: 'Mine now' }))).statusCode,
    ).toBe(403);
    expect((await del(sameTenant, `/api/self_serve_reports/${mine.id}`)).statusCode).toBe(403);
    expect((await get(otherTenant, '/api/self_serve_reports/writer_reports')).json().reports).toEqual([]);
  });

  it('shares only with the caller’s groups; navigator reports are a FIN Admin’s', async () => {
    const foreign = await create(vendor, {
      name: 'Shared abroad',
      self_serve_report_groups_attributes: [{ group_id: bankGroupId }],
    });
    expect(foreign.statusCode).toBe(422);
    expect(errorOf(foreign)).toBe(REPORT_WRITER_MESSAGES.shareOwnGroupsOnly);
    expect((await create(vendor, { name: 'Global try', is_global: true })).statusCode).toBe(403);
    const navigator = await create(admin, {
      name: 'Navigator profit',
      is_global: true,
      self_serve_report_groups_attributes: [{ group_id: bankGroupId }],
    });
    expect(navigator.statusCode, navigator.body).toBe(201);
    const id = navigator.json().id;
    const seen = (await get(otherTenant, `/api/self_serve_reports/${id}/edit`)).json();
    expect(seen).toMatchObject({ is_global: true, may_edit: false });
    expect((await put(otherTenant, `/api/self_serve_reports/${id}`, report({ name: 'x' }))).statusCode).toBe(
      403,
    );
  });

  it('checks every element against the catalog, the FI type, the mortgage variant and the layout', async () => {
    const expect422 = async (fields: Record<string, unknown>, message: string | RegExp, as = vendor) => {
      const res = await create(as, { name: `Bad ${Math.random()}`, ...fields });
      expect(res.statusCode, res.body).toBe(422);
      expect(errorOf(res)).toMatch(message);
    };
    await expect422(
      { report_elements: [{ element_id: 123456, element_type: 'metrics' }], element_format: [] },
      /is not an element the report writer offers/,
    );
    expect(creditUnionOnly).toBeDefined();
    await expect422(
      {
        report_elements: [
          { element_id: metricElementId(creditUnionOnly?.id ?? ''), element_type: 'metrics' },
        ],
        element_format: [],
      },
      /is not reported by banks\.$/,
    );
    await expect422(
      { report_elements: [metricElement(), metricElement({ span: 1 })], element_format: [] },
      /is in the report twice/,
    );
    await expect422(
      {
        report_elements: [firmographic(3)],
        element_format: [{ type: 'graph', id: 'g', metrics: [3] }],
      },
      /A graph draws only metrics and statements of the report/,
    );
    await expect422({ is_mbc: true, element_format: [] }, REPORT_WRITER_MESSAGES.mortgageSegmentsOnly);
    const [service] = await h.database.query<{ id: number }>('select id from solutions order by id limit 1');
    await expect422(
      {
        report_elements: [
          {
            element_id: Number(service?.id),
            element_type: 'technographics',
            element_properties: { vendor_ids: [1] },
          },
        ],
        element_format: [],
      },
      /Vendors are chosen in the Vendor mode only/,
    );
    expect(
      (
        await create(limited, {
          name: 'Mortgage without mbc',
          is_mbc: true,
          report_elements: [firmographic(3)],
          element_format: [],
        })
      ).statusCode,
    ).toBe(403);
    const lender = await create(vendor, {
      name: 'Lender profile',
      is_mbc: true,
      fi_type: 'both',
      report_elements: [firmographic(3)],
      element_format: [],
    });
    expect(lender.statusCode, lender.body).toBe(201);
    expect(lender.json().is_mbc).toBe(true);
  });

  it('names a report’s services, vendors and products for the editor', async () => {
    const [service] = await h.database.query<{ id: number }>(
      `select solution_id as id from institution_technographics where vendor_id is not null and ended_on is null
        group by solution_id order by count(*) desc limit 1`,
    );
    const serviceId = Number(service?.id);
    const offered = (await get(vendor, `/vendor_products?bank_service_id=${serviceId}`)).json()
      .vendor_products;
    expect(offered.length).toBeGreaterThan(0);
    expect(offered[0]).toMatchObject({ bank_service_id: serviceId });
    const created = await create(vendor, {
      name: 'Core vendors',
      report_elements: [
        {
          element_id: serviceId,
          element_type: 'technographics',
          element_properties: { vendor: true, vendor_ids: [offered[0].id] },
        },
      ],
      element_format: [],
    });
    expect(created.statusCode, created.body).toBe(201);
    const services = (
      await get(vendor, `/api/self_serve_reports/${created.json().id}/edit_bank_services`)
    ).json();
    expect(services.bank_services).toEqual([
      expect.objectContaining({
        element_id: serviceId,
        mode: 'vendor',
        vendors: [{ id: offered[0].id, name: offered[0].vendor }],
        available: true,
      }),
    ]);
    const titles = (await get(vendor, '/titles_and_roles_new')).json();
    expect(titles.roles.length).toBeGreaterThan(0);
    expect(titles.titles.length).toBeGreaterThan(0);
  });
});
