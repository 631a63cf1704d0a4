import type { SearchResult } from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import {
  betterMatch,
  compareMatches,
  type Match,
  matchName,
  type SearchTerm,
  toSearchTerm,
} from './fuzzy-match.js';

type Named = { id: number; name: string; term: SearchTerm; clients: number };
type IndexedSolution = Named;
type IndexedProduct = Named & {
  /** Vendor and product words together: "jack henry silverlake" matches across both names. */
  combined: SearchTerm;
  solutions: { id: number; clients: number }[];
};
type IndexedVendor = Named & { products: IndexedProduct[] };

/** The whole catalog in memory (a few thousand names), with today's client counts to break ties. */
export type CatalogIndex = { solutions: IndexedSolution[]; vendors: IndexedVendor[] };

const countKey = (a: number | null, b: number | null) => `${a ?? 0}:${b ?? 0}`;

export async function loadCatalogIndex(database: Database): Promise<CatalogIndex> {
  const [solutionRows, vendorRows, productRows, mappedRows, usageRows] = await Promise.all([
    database.query<{ id: number; name: string }>('select id, name from solutions'),
    database.query<{ id: number; name: string }>('select id, name from vendors'),
    database.query<{ id: number; vendor_id: number; name: string }>(
      'select id, vendor_id, name from products',
    ),
    database.query<{ product_id: number; solution_id: number }>(
      'select product_id, solution_id from product_solutions',
    ),
    database.query<{
      vendor_id: number | null;
      product_id: number | null;
      solution_id: number;
      clients: number;
    }>(
      `select vendor_id, product_id, solution_id, count(distinct institution_id)::int as clients
         from institution_technographics
        where ended_on is null and has_service
        group by vendor_id, product_id, solution_id`,
    ),
  ]);

  const solutionClients = new Map<number, number>();
  const vendorClients = new Map<number, number>();
  const pairClients = new Map<string, number>();
  const usedSolutions = new Map<number, Set<number>>();
  for (const row of usageRows) {
    solutionClients.set(row.solution_id, (solutionClients.get(row.solution_id) ?? 0) + row.clients);
    if (row.vendor_id !== null) {
      vendorClients.set(row.vendor_id, (vendorClients.get(row.vendor_id) ?? 0) + row.clients);
    }
    if (row.product_id !== null) {
      pairClients.set(countKey(row.product_id, row.solution_id), row.clients);
      let set = usedSolutions.get(row.product_id);
      if (!set) {
        set = new Set();
        usedSolutions.set(row.product_id, set);
      }
      set.add(row.solution_id);
    }
  }
  for (const row of mappedRows) {
    let set = usedSolutions.get(row.product_id);
    if (!set) {
      set = new Set();
      usedSolutions.set(row.product_id, set);
    }
    set.add(row.solution_id);
  }

  const solutions: IndexedSolution[] = solutionRows.map((s) => ({
    id: s.id,
    name: s.name,
    term: toSearchTerm(s.name),
    clients: solutionClients.get(s.id) ?? 0,
  }));
  const knownSolutions = new Set(solutions.map((s) => s.id));

  const vendors = new Map<number, IndexedVendor>(
    vendorRows.map((v) => [
      v.id,
      {
        id: v.id,
        name: v.name,
        term: toSearchTerm(v.name),
        clients: vendorClients.get(v.id) ?? 0,
        products: [],
      },
    ]),
  );
  for (const p of productRows) {
    const vendor = vendors.get(p.vendor_id);
    if (!vendor) continue;
    const term = toSearchTerm(p.name);
    const productSolutions = [...(usedSolutions.get(p.id) ?? [])]
      .filter((id) => knownSolutions.has(id))
      .map((id) => ({ id, clients: pairClients.get(countKey(p.id, id)) ?? 0 }))
      .sort((a, b) => b.clients - a.clients || a.id - b.id);
    vendor.products.push({
      id: p.id,
      name: p.name,
      term,
      combined: { key: vendor.term.key + term.key, tokens: [...vendor.term.tokens, ...term.tokens] },
      clients: productSolutions.reduce((sum, s) => sum + s.clients, 0),
      solutions: productSolutions,
    });
  }
  return { solutions, vendors: [...vendors.values()] };
}

/** Better match, then more clients today, then the shorter and alphabetically first name. */
function byRelevance<T extends Named>(a: { item: T; match: Match }, b: { item: T; match: Match }): number {
  return (
    compareMatches(a.match, b.match) ||
    b.item.clients - a.item.clients ||
    a.item.name.length - b.item.name.length ||
    a.item.name.localeCompare(b.item.name)
  );
}

/**
 * Solutions match by name; vendors by their own name or any product's name. A vendor that matches
 * brings all its products; products matched by name come first under it. Each product is listed
 * once, with the solution most of its clients use it for (its report can switch to the others).
 */
export function searchCatalog(index: CatalogIndex, text: string, limit: number): SearchResult {
  const query = toSearchTerm(text);
  if (query.key === '') return { services: [], vendor_products: [] };

  const services = index.solutions
    .flatMap((item) => {
      const match = matchName(query, item.term);
      return match ? [{ item, match }] : [];
    })
    .sort(byRelevance)
    .slice(0, limit)
    .map(({ item }) => ({ id: item.id, name: item.name }));

  const vendorHits = index.vendors.flatMap((vendor) => {
    const vendorMatch = matchName(query, vendor.term);
    const productHits = vendor.products.flatMap((item) => {
      // Vendor and product words together count only when the vendor's name alone does not match.
      const own = betterMatch(
        matchName(query, item.term),
        vendorMatch ? null : matchName(query, item.combined),
      );
      const match = betterMatch(own, vendorMatch);
      return match && item.solutions.length > 0 ? [{ item, match: own ?? { tier: 0, typos: 0 } }] : [];
    });
    const best = productHits.reduce<Match | null>((acc, hit) => betterMatch(acc, hit.match), vendorMatch);
    if (!best || productHits.length === 0) return [];
    return [{ item: vendor, match: best, products: productHits.sort(byRelevance) }];
  });
  vendorHits.sort(byRelevance);

  const vendorProducts: SearchResult['vendor_products'] = [];
  outer: for (const hit of vendorHits) {
    for (const { item: product } of hit.products) {
      const primary = product.solutions[0];
      if (!primary) continue;
      if (vendorProducts.length >= limit) break outer;
      vendorProducts.push({
        id: hit.item.id,
        vendor: hit.item.name,
        product: product.name,
        product_id: product.id,
        bank_service_id: primary.id,
      });
    }
  }
  return { services, vendor_products: vendorProducts };
}
