import { type FitRankedProduct, VENDOR_FIT_CATEGORIES } from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import {
  changeSelection,
  comparedProduct,
  type FitSelection,
  rankedVendors,
  selectionFromParams,
  selectionParams,
} from './selection';

const chosen: FitSelection = {
  institution: 10,
  solution: 1,
  vendor: 4,
  product: 40,
  tab: 'client_institutions',
};

const product = (product_id: number, vendor_id: number, rank: number): FitRankedProduct => ({
  product_id,
  product_name: `Product ${product_id}`,
  vendor_id,
  vendor_name: `Vendor ${vendor_id}`,
  fit_score: 10,
  rank,
  clients: 5,
  is_current: false,
  categories: Object.fromEntries(VENDOR_FIT_CATEGORIES.map((c) => [c, 50])) as FitRankedProduct['categories'],
});

describe('the predictions selection', () => {
  it('resets the vendor and product when the institution or the solution changes', () => {
    expect(changeSelection(chosen, { institution: 11 })).toEqual({
      ...chosen,
      institution: 11,
      vendor: null,
      product: null,
    });
    expect(changeSelection(chosen, { solution: 2 })).toEqual({
      ...chosen,
      solution: 2,
      vendor: null,
      product: null,
    });
    // Choosing the same institution again changes nothing.
    expect(changeSelection(chosen, { institution: 10 })).toBe(chosen);
  });

  it('resets the product when the vendor changes, and only then', () => {
    expect(changeSelection(chosen, { vendor: 5 })).toEqual({ ...chosen, vendor: 5, product: null });
    expect(changeSelection(chosen, { vendor: null })).toEqual({ ...chosen, vendor: null, product: null });
    expect(changeSelection(chosen, { vendor: 4 })).toBe(chosen);
    expect(changeSelection(chosen, { product: 41 })).toEqual({ ...chosen, product: 41 });
  });

  it('follows a product compared from the ranking to its vendor when a vendor was chosen', () => {
    expect(changeSelection(chosen, { compare: { product_id: 50, vendor_id: 5 } })).toMatchObject({
      vendor: 5,
      product: 50,
    });
    const anyVendor = { ...chosen, vendor: null };
    expect(changeSelection(anyVendor, { compare: { product_id: 50, vendor_id: 5 } })).toMatchObject({
      vendor: null,
      product: 50,
    });
  });

  it('lives in the URL and reads back the same, ignoring what is not an id or a tab', () => {
    expect(selectionFromParams(selectionParams(chosen))).toEqual(chosen);
    expect(selectionFromParams(new URLSearchParams('institution=abc&solution=-1&tab=weather'))).toEqual({
      institution: null,
      solution: null,
      vendor: null,
      product: null,
      tab: 'product_fit_ranking',
    });
  });

  it('compares the chosen product, else the vendor’s best fit, else the best fit of all', () => {
    const ranking = [product(1, 7, 1), product(2, 8, 2), product(3, 8, 3)];
    expect(comparedProduct(ranking, { vendor: null, product: null })?.product_id).toBe(1);
    expect(comparedProduct(ranking, { vendor: 8, product: null })?.product_id).toBe(2);
    expect(comparedProduct(ranking, { vendor: 8, product: 3 })?.product_id).toBe(3);
    // A product of another vendor than the chosen one is not compared.
    expect(comparedProduct(ranking, { vendor: 8, product: 1 })?.product_id).toBe(2);
    expect(comparedProduct([], { vendor: null, product: null })).toBeNull();
    expect(rankedVendors(ranking)).toEqual([
      { id: 7, name: 'Vendor 7' },
      { id: 8, name: 'Vendor 8' },
    ]);
  });
});
