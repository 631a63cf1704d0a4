import { describe, expect, it } from 'vitest';
import { CORE_PROCESSING, SOLUTION_CATEGORIES, SOLUTIONS } from '../../reference/solution-catalog.js';
import { DEMO_SEED } from './generate-demo.js';
import { buildDemoVendorCatalog } from './technographics-vendors.js';

/** Well-known vendors to bank technology: the demo must never name them. */
const REAL_VENDORS = [
  'fiserv',
  'jack henry',
  'fis',
  'q2',
  'alkami',
  'ncino',
  'temenos',
  'finastra',
  'computer services',
  'corelation',
  'symitar',
  'meridianlink',
  'abrigo',
  'verafin',
  'nice actimize',
  'deluxe',
  'harland',
  'jha',
  'cu*answers',
  'bottomline',
  'aci worldwide',
  'mantl',
  'narmi',
  'apiture',
  'candescent',
  'ncr',
  'diebold',
  'zelle',
  'visa',
  'mastercard',
];

describe('solution catalog', () => {
  it('lists 400+ distinct services in categories, each with a one-sentence description', () => {
    expect(SOLUTIONS.length).toBeGreaterThanOrEqual(400);
    expect(new Set(SOLUTIONS.map((s) => s.name.toLowerCase())).size).toBe(SOLUTIONS.length);
    expect(SOLUTION_CATEGORIES.length).toBeGreaterThanOrEqual(15);
    for (const s of SOLUTIONS) {
      expect(s.description, s.name).toMatch(/^[A-Z0-9].*[^.\s]\.$/);
      expect(s.description.slice(0, -1), s.name).not.toMatch(/\.\s/);
      for (const real of REAL_VENDORS) expect(s.name.toLowerCase().split(/[^a-z0-9*]+/)).not.toContain(real);
    }
    expect(SOLUTIONS.filter((s) => s.isCore).map((s) => s.name)).toEqual([CORE_PROCESSING]);
  });
});

describe('demo vendor catalog', () => {
  const catalog = buildDemoVendorCatalog(DEMO_SEED);

  it('is plainly fictional: unique names, .example websites, no real company', () => {
    const names = catalog.vendors.map((v) => v.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
    expect(catalog.vendors.length).toBeGreaterThan(150);
    for (const vendor of catalog.vendors) {
      expect(vendor.website).toMatch(/^www\.[a-z0-9]+\.example$/);
      expect(vendor.description).toMatch(/\.$/);
      expect(vendor.foundedYear).toBeGreaterThan(1950);
      expect(vendor.headquartersState).toMatch(/^[A-Z]{2}$/);
      const words = vendor.name.toLowerCase();
      for (const real of REAL_VENDORS)
        expect(words.startsWith(`${real} `) || words === real, vendor.name).toBe(false);
      const products = vendor.products.map((p) => p.name.toLowerCase());
      expect(new Set(products).size).toBe(products.length);
      expect(products.length).toBeGreaterThan(0);
    }
  });

  it('offers every solution from at least two vendors, through products that serve it', () => {
    for (const s of SOLUTIONS) {
      const offers = catalog.offers.get(s.name) ?? [];
      expect(new Set(offers.map((o) => o.vendor)).size, s.name).toBeGreaterThanOrEqual(2);
      for (const o of offers)
        expect(catalog.vendors[o.vendor]?.products[o.product]?.solutions).toContain(s.name);
    }
    const coreVendors = new Set((catalog.offers.get(CORE_PROCESSING) ?? []).map((o) => o.vendor));
    for (const v of coreVendors) expect(catalog.vendors[v]?.isCoreVendor).toBe(true);
  });

  it('is the same for the same seed', () => {
    expect(buildDemoVendorCatalog(DEMO_SEED)).toEqual(catalog);
  });
});
