import { describe, expect, it } from 'vitest';
import { groupVendorProducts, hiddenResultCount, isSearchActive, searchListLimit } from './search.js';

describe('search', () => {
  it('hides results for blank text', () => {
    expect(isSearchActive('  ')).toBe(false);
    expect(isSearchActive(' core')).toBe(true);
  });

  it('limits lists to 5 vendors and 7 services, 1000 expanded', () => {
    expect(searchListLimit('vendor', false)).toBe(5);
    expect(searchListLimit('service', false)).toBe(7);
    expect(searchListLimit('vendor', true)).toBe(1000);
  });

  it('counts hidden results', () => {
    expect(hiddenResultCount(12, 5)).toBe(7);
    expect(hiddenResultCount(3, 5)).toBe(0);
  });

  it('nests products under their vendor, in the order the server ranked them', () => {
    const hit = (id: number, vendor: string, productId: number, product: string, service = 1) => ({
      id,
      vendor,
      product,
      product_id: productId,
      bank_service_id: service,
    });
    expect(
      groupVendorProducts([
        hit(2, 'Beta', 20, 'Beta Core'),
        hit(1, 'Alpha', 10, 'Alpha Mobile', 3),
        hit(2, 'Beta', 21, 'Beta Mobile'),
        hit(2, 'Beta', 20, 'Beta Core', 4),
      ]),
    ).toEqual([
      {
        vendorId: 2,
        vendor: 'Beta',
        products: [
          { productId: 20, product: 'Beta Core', bankServiceId: 1 },
          { productId: 21, product: 'Beta Mobile', bankServiceId: 1 },
        ],
      },
      {
        vendorId: 1,
        vendor: 'Alpha',
        products: [{ productId: 10, product: 'Alpha Mobile', bankServiceId: 3 }],
      },
    ]);
  });
});
