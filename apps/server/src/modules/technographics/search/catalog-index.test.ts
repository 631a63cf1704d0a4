import { describe, expect, it } from 'vitest';
import { type CatalogIndex, searchCatalog } from './catalog-index.js';
import { toSearchTerm } from './fuzzy-match.js';

function indexOf(
  solutions: { id: number; name: string; clients?: number }[],
  vendors: {
    id: number;
    name: string;
    clients?: number;
    products: { id: number; name: string; solutions: number[] }[];
  }[],
): CatalogIndex {
  return {
    solutions: solutions.map((s) => ({ ...s, term: toSearchTerm(s.name), clients: s.clients ?? 0 })),
    vendors: vendors.map((v) => {
      const term = toSearchTerm(v.name);
      return {
        id: v.id,
        name: v.name,
        term,
        clients: v.clients ?? 0,
        products: v.products.map((p) => {
          const own = toSearchTerm(p.name);
          return {
            id: p.id,
            name: p.name,
            term: own,
            combined: { key: term.key + own.key, tokens: [...term.tokens, ...own.tokens] },
            clients: 0,
            solutions: p.solutions.map((id) => ({ id, clients: 0 })),
          };
        }),
      };
    }),
  };
}

describe('catalog search', () => {
  it('caps each list at the limit', () => {
    const many = Array.from({ length: 1200 }, (_, i) => ({ id: i + 1, name: `Lending Service ${i + 1}` }));
    const vendors = Array.from({ length: 1100 }, (_, i) => ({
      id: i + 1,
      name: `Lending Vendor ${i + 1}`,
      products: [{ id: i + 1, name: `Loan Desk ${i + 1}`, solutions: [1] }],
    }));
    const result = searchCatalog(indexOf(many, vendors), 'lending', 1000);
    expect(result.services).toHaveLength(1000);
    expect(result.vendor_products).toHaveLength(1000);
  });

  it('breaks ties by clients, then by the shorter name', () => {
    const result = searchCatalog(
      indexOf(
        [
          { id: 1, name: 'Mobile Wallet', clients: 10 },
          { id: 2, name: 'Mobile Banking', clients: 900 },
          { id: 3, name: 'Mobile Deposit', clients: 10 },
          { id: 4, name: 'Mobile', clients: 0 },
        ],
        [],
      ),
      'mobile',
      1000,
    );
    expect(result.services.map((s) => s.name)).toEqual([
      'Mobile',
      'Mobile Banking',
      'Mobile Wallet',
      'Mobile Deposit',
    ]);
  });

  it('lists a matched vendor with all its products, products matched by name first, and skips products without a solution', () => {
    const result = searchCatalog(
      indexOf(
        [{ id: 7, name: 'Core Processing' }],
        [
          {
            id: 1,
            name: 'Acme Core',
            products: [
              { id: 10, name: 'Payments Hub', solutions: [7] },
              { id: 11, name: 'Acme Core Banking', solutions: [7, 8] },
              { id: 12, name: 'Unmapped Tool', solutions: [] },
            ],
          },
          { id: 2, name: 'Other Vendor', products: [{ id: 20, name: 'Acme Bridge', solutions: [7] }] },
        ],
      ),
      'acme',
      1000,
    );
    expect(result.vendor_products).toEqual([
      { id: 1, vendor: 'Acme Core', product: 'Acme Core Banking', product_id: 11, bank_service_id: 7 },
      { id: 1, vendor: 'Acme Core', product: 'Payments Hub', product_id: 10, bank_service_id: 7 },
      { id: 2, vendor: 'Other Vendor', product: 'Acme Bridge', product_id: 20, bank_service_id: 7 },
    ]);
    expect(result.services).toEqual([]);
  });
});
