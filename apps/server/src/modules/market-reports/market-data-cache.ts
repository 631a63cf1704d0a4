import type { CoreVendorProduct } from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { catalogCache } from '../technographics/index.js';
import { type FactsSnapshot, loadInstitutionFacts } from './institution-facts.js';
import { displayVendorName, type UseEntry } from './market-aggregation.js';
import { currentUses, listCoreVendorProducts, listSolutions, type SolutionRow } from './market-queries.js';

/** How many solutions' current uses stay in memory (the most recently read ones). */
const SOLUTIONS_KEPT = 32;

async function namesById(database: Database, table: 'vendors' | 'products', ids: Iterable<number>) {
  const list = [...new Set(ids)];
  if (list.length === 0) return new Map<number, string>();
  const rows = await database.query<{ id: number; name: string }>(
    `select id, name from ${table} where id = any($1::int[])`,
    [list],
  );
  return new Map(rows.map((r) => [Number(r.id), r.name]));
}

async function loadUses(database: Database, solutionId: number): Promise<UseEntry[]> {
  const rows = await currentUses(database, solutionId);
  const [vendorNames, productNames] = await Promise.all([
    namesById(
      database,
      'vendors',
      rows.flatMap((r) => (r.vendor_id === null ? [] : [Number(r.vendor_id)])),
    ),
    namesById(
      database,
      'products',
      rows.flatMap((r) => (r.product_id === null ? [] : [Number(r.product_id)])),
    ),
  ]);
  return rows.map((r) => {
    const vendorId = r.vendor_id === null ? null : Number(r.vendor_id);
    const productId = r.product_id === null ? null : Number(r.product_id);
    const kind: UseEntry['kind'] = vendorId !== null ? 'vendor' : r.in_house ? 'in_house' : 'unknown_vendor';
    return {
      institutionId: Number(r.institution_id),
      kind,
      vendorId,
      vendorName: displayVendorName(kind, vendorId === null ? null : (vendorNames.get(vendorId) ?? null)),
      productId,
      productName: productId === null ? null : (productNames.get(productId) ?? null),
    };
  });
}

export type MarketData = {
  solutions: SolutionRow[];
  coreProducts: CoreVendorProduct[];
  facts: FactsSnapshot;
  uses(solutionId: number): Promise<UseEntry[]>;
};

/** A solution's current uses, the most recently read ones kept, dropped with their snapshot. */
function usesCache(database: Database) {
  const uses = new Map<number, Promise<UseEntry[]>>();
  return (solutionId: number): Promise<UseEntry[]> => {
    let found = uses.get(solutionId);
    if (found) {
      uses.delete(solutionId);
      uses.set(solutionId, found);
      return found;
    }
    found = loadUses(database, solutionId);
    found.catch(() => uses.delete(solutionId));
    uses.set(solutionId, found);
    while (uses.size > SOLUTIONS_KEPT) {
      const oldest = uses.keys().next().value;
      if (oldest === undefined) break;
      uses.delete(oldest);
    }
    return found;
  };
}

/**
 * What the market reports read, held in memory until the technographics catalog, usage or any data
 * load changes (the catalog stamp, checked at most once a second). A report then costs a pass over
 * the solution's users instead of a database read of thousands of rows.
 */
export function createMarketDataCache(database: Database) {
  const snapshot = catalogCache(database, async (): Promise<MarketData> => {
    const [solutions, coreProducts, facts] = await Promise.all([
      listSolutions(database),
      listCoreVendorProducts(database),
      loadInstitutionFacts(database),
    ]);
    return { solutions, coreProducts, facts, uses: usesCache(database) };
  });
  return { read: snapshot };
}

export type MarketDataCache = ReturnType<typeof createMarketDataCache>;
