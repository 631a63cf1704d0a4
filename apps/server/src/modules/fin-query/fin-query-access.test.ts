import { FIRMOGRAPHIC_ELEMENT } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demo, type Harness, type SignedIn, startHarness } from '../../test/identity-harness.js';

const query = {
  elements: [
    {
      id: 'state',
      element_objects: [
        {
          element_id: FIRMOGRAPHIC_ELEMENT.state,
          element_type: 'firmographics',
          element_section: 'Firmographics',
        },
      ],
    },
  ],
  criteria: {
    type: 'group',
    operator: 'and',
    children: [{ type: 'rule', id: 'r1', element: 'state', operator: 'in', value: ['TX'] }],
  },
};

/**
 * Who may do what with FIN Query: the module opens the builder and its counts, the prospect_list
 * permission the list itself (results, prices, downloads), contact_details the list's contacts, and
 * the mbc permission the mortgage variant.
 */
describe('FIN Query access', () => {
  let h: Harness;
  let vendor: SignedIn;
  let vendorGroup: number;

  beforeAll(async () => {
    h = await startHarness();
    vendor = await h.signIn(demo.vendor);
    const [row] = await h.database.query<{ id: number }>(
      `select g.id from groups g join user_groups ug on ug.group_id = g.id
        where ug.user_id = $1 and g.group_type_id = 3`,
      [vendor.userId],
    );
    vendorGroup = Number(row?.id);
  });
  afterAll(async () => h.close());

  const permissions = (sql: string) =>
    h.database.query(`update groups set ${sql} where id = $1`, [vendorGroup]);
  const post = (url: string, payload: unknown) =>
    h.call(vendor, { method: 'POST', url, payload: payload as object });
  const runBody = { query, is_mbc: false };

  it('lets a buyer without prospect_list build and count, but not read, price or download the list', async () => {
    await permissions(`enterprise_permissions = enterprise_permissions || '{"prospect_list": false}'::jsonb`);
    try {
      expect((await h.call(vendor, { url: '/api/advanced_query/catalog' })).statusCode).toBe(200);
      expect((await post('/api/advanced_query/counts', runBody)).statusCode).toBe(200);
      expect((await post('/api/advanced_query', runBody)).statusCode).toBe(403);
      expect((await post('/api/advanced_query/pricing', runBody)).statusCode).toBe(403);
      const download = await post('/api/advanced_query/downloads', {
        ...runBody,
        format: 'csv',
        encrypted_price: 'x',
      });
      expect(download.statusCode).toBe(403);
    } finally {
      await permissions(
        `enterprise_permissions = enterprise_permissions || '{"prospect_list": true}'::jsonb`,
      );
    }
    expect((await post('/api/advanced_query', runBody)).statusCode).toBe(200);
  });

  it('refuses every FIN Query call to a group that did not buy the module', async () => {
    await permissions(`purchased_modules = purchased_modules || '{"fin_query": false}'::jsonb`);
    try {
      expect((await h.call(vendor, { url: '/api/advanced_query/catalog' })).statusCode).toBe(403);
      expect((await post('/api/advanced_query/counts', runBody)).statusCode).toBe(403);
      expect((await h.call(vendor, { url: '/api/advanced_query/saved_queries' })).statusCode).toBe(403);
    } finally {
      await permissions(`purchased_modules = purchased_modules || '{"fin_query": true}'::jsonb`);
    }
  });

  it('gives the contacts of a list only with contact_details', async () => {
    await permissions(
      `enterprise_permissions = enterprise_permissions || '{"contact_details": false}'::jsonb`,
    );
    try {
      expect((await post('/api/advanced_query/contact_details', runBody)).statusCode).toBe(403);
    } finally {
      await permissions(
        `enterprise_permissions = enterprise_permissions || '{"contact_details": true}'::jsonb`,
      );
    }
    expect((await post('/api/advanced_query/contact_details', runBody)).statusCode).toBe(200);
  });

  it('opens the mortgage variant only with the mbc permission', async () => {
    const saveBody = (queryType: 'fin_query' | 'mortgage') => ({
      advanced_query: {
        name: `Lenders in Texas ${queryType}`,
        query: JSON.stringify(query),
        query_type: queryType,
      },
    });
    const saved = await post('/api/advanced_query/save_query', saveBody('mortgage'));
    expect(saved.statusCode).toBe(201);
    const savedId = saved.json().id as number;
    await permissions(`enterprise_permissions = enterprise_permissions || '{"mbc": false}'::jsonb`);
    try {
      const mortgage = { query, is_mbc: true };
      for (const url of [
        '/api/advanced_query/counts',
        '/api/advanced_query',
        '/api/advanced_query/pricing',
        '/api/advanced_query/contact_details',
      ]) {
        expect((await post(url, mortgage)).statusCode, url).toBe(403);
      }
      const download = await post('/api/advanced_query/downloads', {
        ...mortgage,
        format: 'csv',
        encrypted_price: 'x',
      });
      expect(download.statusCode).toBe(403);
      for (const url of [
        '/api/advanced_query/catalog?is_mbc=true',
        '/api/advanced_query/element_options?element_type=mortgage_lending&element_id=101&parent=state&is_mbc=true',
        '/api/advanced_query/saved_queries?is_mbc=true',
        `/api/advanced_query/${savedId}`,
        `/api/advanced_query/${savedId}/element_list`,
      ]) {
        expect((await h.call(vendor, { url })).statusCode, url).toBe(403);
      }
      const resolve = await post('/api/advanced_query/resolve_identifiers', {
        identifiers: ['1'],
        is_mbc: true,
      });
      expect(resolve.statusCode).toBe(403);
      expect((await post('/api/advanced_query/save_query', saveBody('mortgage'))).statusCode).toBe(403);
      // The standard builder stays open, without the Mortgage Lending category or mortgage queries.
      expect((await post('/api/advanced_query/counts', runBody)).statusCode).toBe(200);
      const catalog = await h.call(vendor, { url: '/api/advanced_query/catalog' });
      expect(catalog.statusCode).toBe(200);
      expect(catalog.json().categories.map((c: { name: string }) => c.name)).not.toContain(
        'Mortgage Lending',
      );
      const navigator = await h.call(vendor, { url: '/api/advanced_query/custom_fin_groups' });
      expect(navigator.json().custom_fin_groups.map((q: { id: number }) => q.id)).not.toContain(savedId);
    } finally {
      await permissions(`enterprise_permissions = enterprise_permissions || '{"mbc": true}'::jsonb`);
    }
    const listed = await h.call(vendor, { url: '/api/advanced_query/saved_queries?is_mbc=true' });
    expect(listed.json().saved_queries.map((q: { id: number }) => q.id)).toEqual([savedId]);
    const plainList = await h.call(vendor, { url: '/api/advanced_query/saved_queries' });
    expect(plainList.json().saved_queries.map((q: { id: number }) => q.id)).not.toContain(savedId);
    const catalog = await h.call(vendor, { url: '/api/advanced_query/catalog?is_mbc=true' });
    expect(catalog.json().categories.map((c: { name: string }) => c.name)).toContain('Mortgage Lending');
  });
});
