import type { CoreVendorProduct } from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';

export type SolutionRow = { id: number; name: string; category: string; is_core: boolean };

/** Every solution with its category, in the order a user browses them. */
export async function listSolutions(database: Database): Promise<SolutionRow[]> {
  return database.query<SolutionRow>(
    `select s.id, s.name, c.name as category, s.is_core
       from solutions s join solution_categories c on c.id = s.category_id
      order by c.display_order, c.name, s.name`,
  );
}

/**
 * Products that serve a core-processing solution: the catalog's own links, plus any product an
 * institution currently runs for a core solution (imports may name products the catalog lacks).
 */
export async function listCoreVendorProducts(database: Database): Promise<CoreVendorProduct[]> {
  const rows = await database.query<{ id: number; vendor: string; product: string }>(
    `select p.id, v.name as vendor, p.name as product
       from products p join vendors v on v.id = p.vendor_id
      where p.id in (
              select ps.product_id from product_solutions ps
                join solutions s on s.id = ps.solution_id where s.is_core
              union
              select t.product_id from institution_technographics t
                join solutions s on s.id = t.solution_id
               where s.is_core and t.ended_on is null and t.product_id is not null)
      order by v.name, p.name`,
  );
  return rows.map((r) => ({
    id: r.id,
    vendor: r.vendor,
    product: r.product,
    name: `${r.vendor} – ${r.product}`,
  }));
}

/** One institution's current use of the solution. */
export type CurrentUse = {
  institution_id: number;
  vendor_id: number | null;
  product_id: number | null;
  /** The institution runs the service itself (type 'service'). */
  in_house: boolean;
};

/**
 * Who uses the solution today: the open interval rows (ended_on null) of institutions that offer
 * the service, as bare ids (names are read once per vendor and product, not once per row).
 */
export async function currentUses(database: Database, solutionId: number): Promise<CurrentUse[]> {
  return database.query<CurrentUse>(
    `select institution_id, vendor_id, product_id, (type = 'service') as in_house
       from institution_technographics
      where solution_id = $1 and ended_on is null and has_service`,
    [solutionId],
  );
}
