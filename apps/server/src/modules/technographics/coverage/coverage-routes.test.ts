import type { SolutionCatalogResponse, VendorCoverageResponse } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendors } from '../../../db/schema/index.js';
import {
  demo,
  type Harness,
  PARTNER_HOST,
  type SignedIn,
  startHarness,
} from '../../../test/identity-harness.js';
import {
  insertTechnographicsFixture,
  type TechnographicsFixture,
} from '../../../test/technographics-fixtures.js';
import { CATALOG_MAX_AGE_MS } from '../catalog-stamp.js';

describe('vendor coverage and the solution catalog', () => {
  let h: Harness;
  let vendor: SignedIn;
  let f: TechnographicsFixture;

  beforeAll(async () => {
    h = await startHarness();
    f = await insertTechnographicsFixture(h.database.db);
    vendor = await h.signIn(demo.vendor);
  });
  afterAll(async () => h.close());

  it('lists every vendor with products, solutions served, today’s clients and their assets', async () => {
    const res = await h.call(vendor, { url: '/api/technographics/vendor_coverage' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as VendorCoverageResponse).vendors).toEqual([
      // Alpha, Bravo and Charlie; Delta merged away.
      {
        id: f.vendor.fiservo,
        name: 'Fiservo Technologies',
        products: 2,
        solutions: 3,
        clients: 3,
        assets: 1_150_000,
      },
      // Alpha (core since 2024) and Echo (core, mobile).
      {
        id: f.vendor.hollow,
        name: 'Jack Hollow Systems',
        products: 2,
        solutions: 2,
        clients: 2,
        assets: 200_000,
      },
      // Corelane lost Charlie; Mobilix lost Bravo. Both still offer their products.
      { id: f.vendor.corelane, name: 'Corelane Software', products: 1, solutions: 1, clients: 0, assets: 0 },
      { id: f.vendor.mobilix, name: 'Mobilix', products: 1, solutions: 1, clients: 0, assets: 0 },
    ]);
  });

  it('lists categories with their solutions, clients, vendors and products', async () => {
    const res = await h.call(vendor, { url: '/api/technographics/solutions' });
    expect(res.statusCode).toBe(200);
    const { categories } = res.json() as SolutionCatalogResponse;
    expect(categories.map((c) => c.name)).toEqual(['Core Platforms', 'Digital Banking']);
    expect(categories[0]?.solutions).toEqual([
      { id: f.solution.cards, name: 'Card Processing', is_core: false, clients: 0, vendors: 0, products: 0 },
      { id: f.solution.core, name: 'Core Processing', is_core: true, clients: 4, vendors: 3, products: 3 },
    ]);
    expect(categories[1]?.solutions).toEqual([
      // Alpha, Bravo, Echo by vendors and Charlie in-house.
      { id: f.solution.mobile, name: 'Mobile Banking', is_core: false, clients: 4, vendors: 3, products: 3 },
      { id: f.solution.online, name: 'Online Banking', is_core: false, clients: 1, vendors: 1, products: 1 },
    ]);
  });

  it('refreshes its cached answer within a second of a catalog change', async () => {
    await h.database.db.insert(vendors).values({ name: 'Newcomer Labs' });
    await new Promise((resolve) => setTimeout(resolve, CATALOG_MAX_AGE_MS + 50));
    const res = await h.call(vendor, { url: '/api/technographics/vendor_coverage' });
    expect((res.json() as VendorCoverageResponse).vendors.map((v) => v.name)).toContain('Newcomer Labs');
  });

  it('requires sign-in and the Technographics module', async () => {
    const partner = await h.signIn(demo.partner, undefined, PARTNER_HOST);
    for (const url of ['/api/technographics/vendor_coverage', '/api/technographics/solutions']) {
      expect((await h.call(null, { url })).statusCode).toBe(401);
      expect((await h.call(partner, { url, headers: { host: PARTNER_HOST } })).statusCode).toBe(403);
    }
  });
});
