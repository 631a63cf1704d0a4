import type { SearchResponse } from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productSolutions, products, vendors } from '../../../db/schema/index.js';
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

const pastCatalogMaxAge = () => new Promise((resolve) => setTimeout(resolve, CATALOG_MAX_AGE_MS + 50));

describe('GET /api/search', () => {
  let h: Harness;
  let vendor: SignedIn;
  let f: TechnographicsFixture;

  beforeAll(async () => {
    h = await startHarness();
    f = await insertTechnographicsFixture(h.database.db);
    vendor = await h.signIn(demo.vendor);
  });
  afterAll(async () => h.close());

  const search = async (query: string) => {
    const res = await h.call(vendor, { url: `/api/search?query=${encodeURIComponent(query)}` });
    expect(res.statusCode).toBe(200);
    return (res.json() as SearchResponse).result;
  };

  it('finds a vendor through a typo and lists its products', async () => {
    const result = await search('fisrv');
    expect(result.vendor_products).toEqual([
      // The product whose own name matches comes first; its most used solution is Mobile Banking.
      {
        id: f.vendor.fiservo,
        vendor: 'Fiservo Technologies',
        product: 'Fiservo Mobile',
        product_id: f.product.fiservoMobile,
        bank_service_id: f.solution.mobile,
      },
      {
        id: f.vendor.fiservo,
        vendor: 'Fiservo Technologies',
        product: 'Premier Core',
        product_id: f.product.premierCore,
        bank_service_id: f.solution.core,
      },
    ]);
    expect(result.services).toEqual([]);
  });

  it('finds solutions through typos and unfinished words', async () => {
    expect((await search('mobil bankng')).services).toEqual([
      { id: f.solution.mobile, name: 'Mobile Banking' },
    ]);
    expect((await search('core proc')).services).toEqual([{ id: f.solution.core, name: 'Core Processing' }]);
    expect((await search('onlin')).services).toEqual([{ id: f.solution.online, name: 'Online Banking' }]);
  });

  it('ranks exact and prefix matches before word matches, then by clients', async () => {
    const result = await search('core');
    expect(result.services[0]).toEqual({ id: f.solution.core, name: 'Core Processing' });
    // Corelane starts with "core"; Fiservo (more clients) and Jack Hollow only have a product named "... Core".
    expect(result.vendor_products.map((v) => `${v.vendor} / ${v.product}`)).toEqual([
      'Corelane Software / Corelane Core',
      'Fiservo Technologies / Premier Core',
      'Jack Hollow Systems / SilverLeaf Core',
    ]);
    expect((await search('mobilix')).vendor_products[0]?.vendor).toBe('Mobilix');
  });

  it('matches a product named together with its vendor, and only that product', async () => {
    const result = await search('jack hollow silver');
    expect(result.vendor_products).toEqual([
      {
        id: f.vendor.hollow,
        vendor: 'Jack Hollow Systems',
        product: 'SilverLeaf Core',
        product_id: f.product.silverleaf,
        bank_service_id: f.solution.core,
      },
    ]);
    // The vendor's name alone brings all its products.
    expect((await search('jack hollow')).vendor_products.map((v) => v.product)).toEqual([
      'SilverLeaf Core',
      'Hollow Digital',
    ]);
  });

  it('answers nothing for blank text and for text that matches nothing', async () => {
    expect(await search('   ')).toEqual({ services: [], vendor_products: [] });
    expect(await search('zzzzqqq')).toEqual({ services: [], vendor_products: [] });
  });

  it('sees catalog additions and renames within a second', async () => {
    expect((await search('quantum ledger')).vendor_products).toEqual([]);
    const [added] = await h.database.db.insert(vendors).values({ name: 'Quantum Ledger' }).returning();
    const [product] = await h.database.db
      .insert(products)
      .values({ vendorId: added?.id ?? 0, name: 'QL Core' })
      .returning();
    await h.database.db
      .insert(productSolutions)
      .values({ productId: product?.id ?? 0, solutionId: f.solution.core });
    await pastCatalogMaxAge();
    expect((await search('quantum ledger')).vendor_products).toEqual([
      {
        id: added?.id,
        vendor: 'Quantum Ledger',
        product: 'QL Core',
        product_id: product?.id,
        bank_service_id: f.solution.core,
      },
    ]);
    await h.database.db
      .update(vendors)
      .set({ name: 'Quasar Ledger' })
      .where(eq(vendors.id, added?.id ?? 0));
    await pastCatalogMaxAge();
    expect((await search('quasar')).vendor_products[0]?.vendor).toBe('Quasar Ledger');
    expect((await search('quantum')).vendor_products).toEqual([]);
  });

  it('requires sign-in and the Technographics module', async () => {
    expect((await h.call(null, { url: '/api/search?query=core' })).statusCode).toBe(401);
    const partner = await h.signIn(demo.partner, undefined, PARTNER_HOST);
    expect(
      (await h.call(partner, { url: '/api/search?query=core', headers: { host: PARTNER_HOST } })).statusCode,
    ).toBe(403);
  });

  it('refuses an over-long query', async () => {
    const res = await h.call(vendor, { url: `/api/search?query=${'a'.repeat(201)}` });
    expect(res.statusCode).toBe(422);
  });
});
