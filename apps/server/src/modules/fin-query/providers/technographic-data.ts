import { currentRecordOrderSql, type TechnologyUse, technologyUseOf } from '@fin-atlas/domain';
import type { EngineContext } from '../engine/provider.js';
import { perUniverseVersion } from './per-version.js';

export type SolutionEntry = {
  id: number;
  name: string;
  description: string;
  category: string;
  order: number;
};

/** The solutions, vendors and products once per data version: catalog, options and names read it. */
export type TechnographicCatalog = {
  solutions: SolutionEntry[];
  solutionById: Map<number, SolutionEntry>;
  vendorName: Map<number, string>;
  product: Map<number, { name: string; vendorId: number }>;
  /** Solution id -> the products that serve it. */
  productsOf: Map<number, Set<number>>;
};

/** One open record of an institution for a solution. */
export type TechRecord = {
  use: TechnologyUse;
  vendorId: number | null;
  productId: number | null;
  /** ISO date. */
  startedOn: string;
};

/**
 * A solution's open records per universe position, in the shared current-record order: the first
 * speaks for the institution (its columns); rules test every open record, as counts do.
 */
export type SolutionRecords = Map<number, TechRecord[]>;

async function loadCatalog({ database }: EngineContext): Promise<TechnographicCatalog> {
  const solutions = await database.query<{
    id: number;
    name: string;
    description: string;
    category: string;
    category_order: number;
  }>(
    `select s.id, s.name, s.description, c.name as category, c.display_order as category_order
       from solutions s join solution_categories c on c.id = s.category_id
      order by c.display_order, lower(c.name), lower(s.name)`,
  );
  const vendors = await database.query<{ id: number; name: string }>('select id, name from vendors');
  const products = await database.query<{ id: number; name: string; vendor_id: number }>(
    'select id, name, vendor_id from products',
  );
  const served = await database.query<{ product_id: number; solution_id: number }>(
    'select product_id, solution_id from product_solutions',
  );
  const productsOf = new Map<number, Set<number>>();
  for (const r of served) {
    const set = productsOf.get(Number(r.solution_id)) ?? new Set<number>();
    set.add(Number(r.product_id));
    productsOf.set(Number(r.solution_id), set);
  }
  const entries = solutions.map((s, order) => ({
    id: Number(s.id),
    name: s.name,
    description: s.description,
    category: s.category,
    order,
  }));
  return {
    solutions: entries,
    solutionById: new Map(entries.map((s) => [s.id, s])),
    vendorName: new Map(vendors.map((v) => [Number(v.id), v.name])),
    product: new Map(products.map((p) => [Number(p.id), { name: p.name, vendorId: Number(p.vendor_id) }])),
    productsOf,
  };
}

async function loadSolutionRecords(
  { database, universe }: EngineContext,
  key: string,
): Promise<SolutionRecords> {
  const rows = await database.query<{
    institution_id: number;
    has_service: boolean;
    type: string;
    vendor_id: number | null;
    product_id: number | null;
    started_on: string;
  }>(
    `select t.institution_id, t.has_service, t.type, t.vendor_id, t.product_id, t.started_on::text
       from institution_technographics t
      where t.ended_on is null and t.solution_id = $1
      order by t.institution_id, ${currentRecordOrderSql('t')}`,
    [Number(key)],
  );
  const out: SolutionRecords = new Map();
  for (const r of rows) {
    const position = universe.positionOf.get(Number(r.institution_id));
    if (position === undefined) continue;
    const vendorId = r.vendor_id === null ? null : Number(r.vendor_id);
    const list = out.get(position) ?? [];
    list.push({
      use: technologyUseOf({ has_service: r.has_service, type: r.type, vendor_id: vendorId }),
      vendorId,
      productId: r.product_id === null ? null : Number(r.product_id),
      startedOn: r.started_on,
    });
    out.set(position, list);
  }
  return out;
}

export const technographicCatalogFor = perUniverseVersion((context) => loadCatalog(context));

const recordsCache = perUniverseVersion(loadSolutionRecords);

/** The open records of one solution at the context's data version, read once. */
export const solutionRecordsFor = (context: EngineContext, solutionId: number) =>
  recordsCache(context, String(solutionId));
