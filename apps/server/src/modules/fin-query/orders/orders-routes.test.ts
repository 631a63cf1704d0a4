import {
  DEFAULT_EXPORT_COLUMNS,
  EXCEL_NUMBER_FORMATS,
  FIN_QUERY_MESSAGES,
  FIRMOGRAPHIC_ELEMENT,
  type PricingSchedule,
  priceQuery,
  type QueryPayload,
  type QueryPrice,
} from '@fin-atlas/domain';
import ExcelJS from 'exceljs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type Harness, type SignedIn, startHarness } from '../../../test/identity-harness.js';
import { readFingerprint } from '../../downloads/index.js';
import { createQuoteSigner } from '../pricing/quote-signer.js';

const SECRET = 'pricing-test-secret-0123456789abcdef0123456789';
const TEMPLATES = '/api/super_admin/pricing_schedules_templates';
const SCHEDULES = '/api/super_admin/client_pricing_schedules';

/** Banks with their total assets: two element columns beside the default ones. */
const BANKS: QueryPayload = {
  elements: [
    {
      id: 'type',
      element_objects: [
        {
          element_id: FIRMOGRAPHIC_ELEMENT.fiType,
          element_type: 'firmographics',
          element_section: 'Firmographics',
        },
      ],
    },
    {
      id: 'assets',
      element_objects: [
        {
          element_id: FIRMOGRAPHIC_ELEMENT.assets,
          element_type: 'firmographics',
          element_section: 'Firmographics',
        },
      ],
    },
  ],
  criteria: {
    type: 'group',
    operator: 'and',
    children: [
      { type: 'rule', id: 'r1', element: 'type', operator: 'in', value: ['bank'] },
      { type: 'rule', id: 'r2', element: 'assets', operator: 'greater', value: [0] },
    ],
  },
};

const withContactSearch = (properties: Record<string, unknown>): QueryPayload => ({
  ...BANKS,
  elements: [
    ...BANKS.elements,
    {
      id: 'people',
      element_objects: [
        {
          element_id: 1,
          element_type: 'contact_search',
          element_section: 'Contact Search',
          element_properties: properties,
        },
      ],
    },
  ],
});

/** The body of a CSV download without its byte-order mark, split in lines. */
const csvLines = (res: LightMyRequestResponse) =>
  res.body
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe('FIN Query pricing, orders and downloads on the demo data set', () => {
  let h: Harness;
  let superadmin: SignedIn;
  let clientadmin: SignedIn;
  let vendor: SignedIn;
  let limited: SignedIn;
  let vendorGroupId: number;
  let bankGroupId: number;
  let schedule: PricingSchedule;
  let banks: number;

  beforeAll(async () => {
    h = await startHarness({ SESSION_SECRET: SECRET }, { dataSet: true });
    superadmin = await h.signIn(demo.superadmin);
    clientadmin = await h.signIn(demo.clientadmin);
    vendor = await h.signIn(demo.vendor);
    limited = await h.signIn(demo.limited);
    const groupId = async (name: string) =>
      Number(
        (await h.database.query<{ id: number }>('select id from groups where name = $1', [name]))[0]?.id,
      );
    vendorGroupId = await groupId('Summit Ridge Software (demo)');
    bankGroupId = await groupId('Prairie State Bank (demo)');
    const results = await h.call(vendor, {
      method: 'POST',
      url: '/api/advanced_query',
      payload: { query: BANKS },
    });
    banks = results.json().total;
  });
  afterAll(async () => h.close());

  const post = (as: SignedIn, url: string, payload: InjectOptions['payload']) =>
    h.call(as, { method: 'POST', url, payload });
  const put = (as: SignedIn, url: string, payload: InjectOptions['payload']) =>
    h.call(as, { method: 'PUT', url, payload });
  const price = async (as: SignedIn = vendor, query: QueryPayload = BANKS): Promise<QueryPrice> => {
    const res = await post(as, '/api/advanced_query/pricing', { query });
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const download = (quote: string, format: 'csv' | 'xlsx' = 'csv', as = vendor, query = BANKS) =>
    post(as, '/api/advanced_query/downloads', {
      query,
      encrypted_price: quote,
      format,
      query_name: 'Banks with assets',
    });
  const balance = async () =>
    Number(
      (
        await h.database.query<{ token_balance: number }>(
          'select token_balance from pricing_schedules where id = $1',
          [schedule.id],
        )
      )[0]?.token_balance,
    );

  it('cannot price a list before the client has a pricing schedule', async () => {
    expect(banks).toBeGreaterThan(10);
    const res = await post(vendor, '/api/advanced_query/pricing', { query: BANKS });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(FIN_QUERY_MESSAGES.noPricingSchedule);
    expect((await post(limited, '/api/advanced_query/pricing', { query: BANKS })).statusCode).toBe(403);
  });

  it('lets FIN Admins keep templates and give a client group a schedule with tokens', async () => {
    const terms = {
      name: 'Standard 2026',
      cost_per_fi_per_element: 0.05,
      minimum_price: 5,
      tiers: [{ min_fis: 100_000, discount_percent: 15 }],
      discount_percent: 10,
      token_value: 0.5,
    };
    expect((await post(clientadmin, TEMPLATES, terms)).statusCode).toBe(403);
    const invalid = await post(superadmin, TEMPLATES, { ...terms, name: ' ', cost_per_fi_per_element: -1 });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().error.details.map((d: { message: string }) => d.message)).toEqual(
      expect.arrayContaining(['Enter a name.', 'A cost cannot be negative.']),
    );
    const created = await post(superadmin, TEMPLATES, terms);
    expect(created.statusCode).toBe(201);
    const template: PricingSchedule = created.json();
    expect(
      (await h.call(superadmin, { url: TEMPLATES })).json().templates.map((t: PricingSchedule) => t.id),
    ).toContain(template.id);

    const list = (await h.call(superadmin, { url: SCHEDULES })).json();
    expect(list.groups_without_schedule).toContainEqual({
      id: vendorGroupId,
      name: 'Summit Ridge Software (demo)',
    });
    const made = await post(superadmin, SCHEDULES, { group_id: vendorGroupId, template_id: template.id });
    expect(made.statusCode, made.body).toBe(201);
    schedule = made.json();
    expect(schedule).toMatchObject({
      group_name: 'Summit Ridge Software (demo)',
      token_balance: 0,
      ...terms,
    });
    const again = await post(superadmin, SCHEDULES, { group_id: vendorGroupId, template_id: template.id });
    expect(again.json().error.message).toBe(
      'Validation failed. This client group already has a pricing schedule.',
    );
    const staffGroup = await post(superadmin, SCHEDULES, { group_id: 1, template_id: template.id });
    expect(staffGroup.statusCode).toBe(422);
  });

  it('shows a client admin their own schedule only, and only FIN Admins change it', async () => {
    const own = (await h.call(clientadmin, { url: SCHEDULES })).json();
    expect(own.schedules.map((s: PricingSchedule) => s.group_id)).toEqual([vendorGroupId]);
    expect(own.groups_without_schedule).toEqual([]);
    expect((await h.call(clientadmin, { url: `${SCHEDULES}/${schedule.id}` })).statusCode).toBe(200);
    expect((await put(clientadmin, `${SCHEDULES}/${schedule.id}`, { add_tokens: 5 })).statusCode).toBe(403);
    expect((await h.call(vendor, { url: `${SCHEDULES}/${schedule.id}` })).statusCode).toBe(403);

    const topUp = await put(superadmin, `${SCHEDULES}/${schedule.id}`, { add_tokens: 1000 });
    expect(topUp.statusCode, topUp.body).toBe(200);
    expect(topUp.json().token_balance).toBe(1000);
    const [logged] = await h.database.query<{ details: { added: number; balance_after: number } }>(
      `select details from audit_log where action = 'pricing_tokens_added' and target_id = $1`,
      [String(schedule.id)],
    );
    expect(logged?.details).toMatchObject({ added: 1000, balance_after: 1000 });
    const overdraw = await put(superadmin, `${SCHEDULES}/${schedule.id}`, { add_tokens: -5000 });
    expect(overdraw.json().error.message).toBe('Validation failed. The token balance cannot go below zero.');
    expect(await balance()).toBe(1000);
  });

  it('prices the list from the schedule: institutions × element columns, discounts, minimum, tokens', async () => {
    const quote = await price();
    const expected = priceQuery(
      { fi_count: banks, element_columns: 2, number_fields: DEFAULT_EXPORT_COLUMNS.length + 2 },
      schedule,
    );
    expect(quote).toMatchObject({
      fi_count: banks,
      number_fields: DEFAULT_EXPORT_COLUMNS.length + 2,
      priced_elements: 2,
      cost_per_fi_per_element: 0.05,
      price_without_discounts: expected.price_without_discounts,
      client_discount_percent: 10,
      volume_discount_percent: 0,
      total_price: expected.total_price,
      tokens: expected.tokens,
      token_balance: 1000,
      downloadable_formats: ['csv', 'xlsx'],
      is_demo: true,
    });
    expect(quote.total_price).toBeGreaterThan(0);
    expect(quote.key_labels.slice(0, DEFAULT_EXPORT_COLUMNS.length)).toEqual(
      DEFAULT_EXPORT_COLUMNS.map((c) => c.label),
    );
    // The element's FI Type column beside the default one keeps its own header.
    expect(quote.key_labels.slice(DEFAULT_EXPORT_COLUMNS.length)).toEqual([
      'FI Type (Firmographics)',
      'Total Assets ($000)',
    ]);
    // Each key's format, so the preview shows assets in millions and identifiers as they are.
    expect(quote.key_formats).toHaveLength(quote.key_labels.length);
    expect(quote.key_formats[quote.key_labels.indexOf('assets')]).toBe('C2M');
    expect(quote.key_formats[quote.key_labels.indexOf('RSSD ID')]).toBeNull();
    expect(quote.samples).toHaveLength(5);
    expect(Object.keys(quote.samples[0] ?? {})).toEqual(quote.key_labels);
    // FI types by name, as the results screen shows them.
    expect(new Set(quote.samples.map((s) => s['FI Type']))).toEqual(new Set(['Bank']));
  });

  it('refuses a tampered, expired, foreign or outdated quote', async () => {
    const { encrypted_price: token } = await price();
    const [body = '', signature = ''] = token.split('.');
    const flip = (text: string, at: number) =>
      `${text.slice(0, at)}${text[at] === 'A' ? 'B' : 'A'}${text.slice(at + 1)}`;
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
    const cheaper = Buffer.from(JSON.stringify({ ...claims, total_price: 0.01, tokens: 1 })).toString(
      'base64url',
    );
    for (const forged of [
      `${flip(body, 10)}.${signature}`,
      `${body}.${flip(signature, 5)}`,
      `${cheaper}.${signature}`,
      'x',
    ]) {
      const res = await download(forged);
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toBe(FIN_QUERY_MESSAGES.quoteInvalid);
    }

    const { nonce: _n, v: _v, expires_at: _e, ...terms } = claims;
    const twoHoursAgo = createQuoteSigner(SECRET, () => Date.now() - 2 * 3600_000);
    const expired = await download(twoHoursAgo.issue(terms).token);
    expect(expired.json().error.message).toBe(FIN_QUERY_MESSAGES.quoteExpired);

    const otherUser = await download(token, 'csv', clientadmin);
    expect(otherUser.json().error.message).toBe(FIN_QUERY_MESSAGES.quoteMismatch);
    const otherQuery = await download(token, 'csv', vendor, {
      ...BANKS,
      criteria: { ...BANKS.criteria, operator: 'or' },
    });
    expect(otherQuery.json().error.message).toBe(FIN_QUERY_MESSAGES.quoteMismatch);

    // A quote claiming another count (the data changed since) sends the user back to pricing.
    const stale = createQuoteSigner(SECRET).issue({ ...terms, fi_count: banks + 1 });
    expect((await download(stale.token)).json().error.message).toBe(FIN_QUERY_MESSAGES.quoteMismatch);

    const orders = await h.database.query('select id from query_orders');
    expect(orders).toHaveLength(0);
  });

  it('downloads the CSV with the notice first, records one order per quote and draws tokens once', async () => {
    const quote = await price();
    const first = await download(quote.encrypted_price);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-type']).toContain('text/csv');
    expect(first.headers['content-disposition']).toMatch(
      /^attachment; filename="banks-with-assets-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(first.headers['x-order-payment']).toBe('tokens');
    const lines = csvLines(first);
    expect(lines[0]).toMatch(/FA-[A-Z2-7]{12}/);
    expect(lines[1]?.startsWith(DEFAULT_EXPORT_COLUMNS.map((c) => c.label).join(','))).toBe(true);
    expect(lines).toHaveLength(banks + 2);
    expect(await balance()).toBe(1000 - quote.tokens);

    const second = await download(quote.encrypted_price);
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-order-charged']).toBe('false');
    expect(second.headers['x-order-id']).toBe(first.headers['x-order-id']);
    expect(csvLines(second)[0]).not.toBe(lines[0]);
    const orders = await h.database.query<{ payment: string; tokens: number; group_id: number }>(
      'select payment, tokens, group_id from query_orders',
    );
    expect(orders).toEqual([{ payment: 'tokens', tokens: quote.tokens, group_id: vendorGroupId }]);
    expect(await balance()).toBe(1000 - quote.tokens);
    const logged = await h.database.query('select id from downloads where kind = $1', ['fin_query']);
    expect(logged).toHaveLength(2);
  });

  it('invoices the order when the tokens do not cover it', async () => {
    await put(superadmin, `${SCHEDULES}/${schedule.id}`, { add_tokens: -(await balance()) });
    const quote = await price();
    expect(quote.token_balance).toBe(0);
    const res = await download(quote.encrypted_price);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-order-payment']).toBe('invoice');
    expect(await balance()).toBe(0);
  });

  it('writes the XLSX with the notice row, the header and a row per institution, fingerprinted', async () => {
    const quote = await price();
    const res = await download(quote.encrypted_price, 'xlsx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const file = res.rawPayload;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Prospect list');
    const notice = String(sheet?.getRow(1).getCell(1).value);
    const fingerprint = notice.match(/FA-[A-Z2-7]{12}/)?.[0];
    expect(fingerprint).toBeTruthy();
    expect(workbook.keywords).toBe(fingerprint);
    expect(workbook.getWorksheet('fa_fingerprint')?.state).toBe('veryHidden');
    const header = ((sheet?.getRow(2).values ?? []) as unknown[]).slice(1);
    expect(header).toEqual(quote.key_labels);
    expect(sheet?.rowCount).toBe(banks + 2);
    const assets = sheet?.getRow(3).getCell(header.indexOf('assets') + 1);
    expect(typeof assets?.value).toBe('number');
    // $ thousands, read in millions as on screen.
    expect(assets?.numFmt).toBe(EXCEL_NUMBER_FORMATS.C2M);
    const fiTypes = sheet?.getColumn(header.indexOf('FI Type') + 1).values.slice(3);
    expect(new Set(fiTypes)).toEqual(new Set(['Bank']));
    expect(await readFingerprint(file)).toBe(fingerprint);
  });

  it('lists the contacts of the result institutions, narrowed by the contact search', async () => {
    const all = await post(vendor, '/api/advanced_query/contact_details', { query: BANKS });
    expect(all.statusCode, all.body).toBe(200);
    const everyone = all.json();
    expect(everyone.institutions).toBe(banks);
    expect(everyone.contacts.length).toBeGreaterThan(0);
    const [bankIds] = [
      new Set(
        (
          await h.database.query<{ id: number }>(
            `select id from institutions where fi_type = 'bank' and active`,
          )
        ).map((r) => Number(r.id)),
      ),
    ];
    expect(everyone.contacts.every((c: { institution_id: number }) => bankIds.has(c.institution_id))).toBe(
      true,
    );

    const withEmail = (
      await post(vendor, '/api/advanced_query/contact_details', {
        query: withContactSearch({ has_email: true }),
      })
    ).json();
    expect(withEmail.contacts.every((c: { email: string | null }) => c.email !== null)).toBe(true);
    const role = everyone.contacts[0].role;
    const byRole = (
      await post(vendor, '/api/advanced_query/contact_details', {
        query: withContactSearch({ roles: [role] }),
      })
    ).json();
    expect(byRole.contacts.length).toBeGreaterThan(0);
    expect(byRole.contacts.every((c: { role: string }) => c.role === role)).toBe(true);

    const csv = await post(vendor, '/api/advanced_query/contact_details.csv', { query: BANKS });
    const lines = csvLines(csv);
    expect(lines[0]).toMatch(/FA-[A-Z2-7]{12}/);
    expect(lines[1]).toBe('Institution ID,Institution,Full Name,Title,Role,Email,Phone,LinkedIn');
    expect(lines).toHaveLength(everyone.contacts.length + 2);
  });

  it('keeps contacts from a company without the contact_details permission', async () => {
    await h.database.query(
      `update groups set enterprise_permissions = enterprise_permissions - 'contact_details' where id = $1`,
      [vendorGroupId],
    );
    try {
      const res = await post(vendor, '/api/advanced_query/contact_details', { query: BANKS });
      expect(res.statusCode).toBe(403);
      expect(
        (await post(vendor, '/api/advanced_query/contact_details.csv', { query: BANKS })).statusCode,
      ).toBe(403);
    } finally {
      await h.database.query(
        `update groups set enterprise_permissions = enterprise_permissions || '{"contact_details": true}' where id = $1`,
        [vendorGroupId],
      );
    }
  });

  it('reports orders to the client admin for their company and to FIN Admins for everyone, with CSV', async () => {
    // Another client's order, as another deployment's download would have left it.
    await h.database.query(
      `insert into query_orders (quote_nonce, group_id, query, fi_count, number_fields, format, total_price,
         price_without_discounts, tokens, payment)
       values ('other-client-order-0001', $1, '{}', 10, 14, 'csv', 99, 99, 0, 'invoice')`,
      [bankGroupId],
    );
    const own = (await h.call(clientadmin, { url: '/api/admin/user_order_report' })).json();
    expect(own.total).toBe(3);
    expect(own.orders.every((o: { group_id: number }) => o.group_id === vendorGroupId)).toBe(true);
    expect(own.orders[0]).toMatchObject({
      user_name: 'Riley Chen',
      email: demo.vendor,
      query_name: 'Banks with assets',
    });
    const asOther = (
      await h.call(clientadmin, {
        url: '/api/admin/user_order_report',
        query: { group_id: String(bankGroupId) },
      })
    ).json();
    expect(asOther.total).toBe(3);
    expect((await h.call(clientadmin, { url: '/api/super_admin/user_orders_report' })).statusCode).toBe(403);
    expect((await h.call(vendor, { url: '/api/admin/user_order_report' })).statusCode).toBe(403);

    const all = (await h.call(superadmin, { url: '/api/super_admin/user_orders_report' })).json();
    expect(all.total).toBe(4);
    expect(all.total_price).toBeCloseTo(own.total_price + 99, 2);
    const oneGroup = (
      await h.call(superadmin, {
        url: '/api/super_admin/user_orders_report',
        query: { group_id: String(bankGroupId) },
      })
    ).json();
    expect(oneGroup.orders.map((o: { group_name: string }) => o.group_name)).toEqual([
      'Prairie State Bank (demo)',
    ]);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const future = (
      await h.call(superadmin, { url: '/api/super_admin/user_orders_report', query: { from: tomorrow } })
    ).json();
    expect(future.total).toBe(0);
    const backwards = await h.call(superadmin, {
      url: '/api/super_admin/user_orders_report',
      query: { from: tomorrow, to: '2026-01-01' },
    });
    expect(backwards.statusCode).toBe(422);

    const csv = await h.call(clientadmin, { url: '/api/admin/user_order_report.csv' });
    expect(csv.statusCode).toBe(200);
    const lines = csvLines(csv);
    expect(lines[0]).toMatch(/FA-[A-Z2-7]{12}/);
    expect(lines[1]).toBe(
      'Order,Date (UTC),User,Email,Client group,Query,Institutions,Fields,Format,Price (USD),Tokens,Payment',
    );
    expect(lines).toHaveLength(3 + 2);
    expect((await h.call(superadmin, { url: '/api/super_admin/user_orders_report.csv' })).body).toContain(
      'Prairie State Bank (demo)',
    );
  });
});
