import {
  type SolutionCatalogResponse,
  solutionCatalogResponseSchema,
  type VendorCoverageResponse,
  vendorCoverageResponseSchema,
} from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/database.js';
import { typed } from '../../../http/contracts.js';
import { route } from '../../identity/index.js';
import { TECHNOGRAPHICS } from '../access.js';
import { catalogCache } from '../catalog-stamp.js';

/** Every vendor with its products, the solutions they serve, and today's clients and their assets. */
async function vendorCoverage(database: Database): Promise<VendorCoverageResponse> {
  const rows = await database.query<{
    id: number;
    name: string;
    products: number;
    solutions: number;
    clients: number;
    assets: number | null;
  }>(
    `with clients as (
       select x.vendor_id, count(*)::int as clients, sum(coalesce(i.latest_assets, 0)) as assets
         from (select distinct vendor_id, institution_id from institution_technographics
                where ended_on is null and has_service and vendor_id is not null) x
         join institutions i on i.id = x.institution_id
        group by x.vendor_id
     ),
     product_counts as (select vendor_id, count(*)::int as products from products group by vendor_id),
     served as (
       select p.vendor_id, ps.solution_id from product_solutions ps join products p on p.id = ps.product_id
       union
       select distinct vendor_id, solution_id from institution_technographics
        where ended_on is null and has_service and vendor_id is not null
     ),
     solution_counts as (select vendor_id, count(*)::int as solutions from served group by vendor_id)
     select v.id, v.name, coalesce(pc.products, 0)::int as products, coalesce(sc.solutions, 0)::int as solutions,
            coalesce(c.clients, 0)::int as clients, coalesce(c.assets, 0) as assets
       from vendors v
       left join product_counts pc on pc.vendor_id = v.id
       left join solution_counts sc on sc.vendor_id = v.id
       left join clients c on c.vendor_id = v.id
      order by clients desc, v.name`,
  );
  return { vendors: rows.map((r) => ({ ...r, assets: Number(r.assets ?? 0) })) };
}

/** Categories with their solutions: institutions that have each today, and how many vendors serve it. */
async function solutionCatalog(database: Database): Promise<SolutionCatalogResponse> {
  const rows = await database.query<{
    category_id: number;
    category_name: string;
    id: number;
    name: string;
    is_core: boolean;
    clients: number;
    vendors: number;
    products: number;
  }>(
    `with usage as (
       select solution_id, count(distinct institution_id)::int as clients
         from institution_technographics
        where ended_on is null and has_service
        group by solution_id
     ),
     offered as (
       select ps.solution_id, ps.product_id, p.vendor_id
         from product_solutions ps join products p on p.id = ps.product_id
       union
       select distinct solution_id, product_id, vendor_id from institution_technographics
        where ended_on is null and has_service and vendor_id is not null
     ),
     offer_counts as (
       select solution_id, count(distinct vendor_id)::int as vendors, count(distinct product_id)::int as products
         from offered group by solution_id
     )
     select c.id as category_id, c.name as category_name, s.id, s.name, s.is_core,
            coalesce(u.clients, 0)::int as clients,
            coalesce(o.vendors, 0)::int as vendors,
            coalesce(o.products, 0)::int as products
       from solutions s
       join solution_categories c on c.id = s.category_id
       left join usage u on u.solution_id = s.id
       left join offer_counts o on o.solution_id = s.id
      order by c.display_order, c.name, s.name`,
  );
  const categories: SolutionCatalogResponse['categories'] = [];
  for (const row of rows) {
    let category = categories.at(-1);
    if (category?.id !== row.category_id) {
      category = { id: row.category_id, name: row.category_name, solutions: [] };
      categories.push(category);
    }
    category.solutions.push({
      id: row.id,
      name: row.name,
      is_core: row.is_core,
      clients: row.clients,
      vendors: row.vendors,
      products: row.products,
    });
  }
  return { categories };
}

/**
 * Vendor coverage and the solution catalog. Both aggregate all of today's usage, so each answer is
 * kept until the catalog stamp changes (an import or a demo load) rather than recomputed per visit.
 */
export async function coverageRoutes(
  app: FastifyInstance,
  { database }: { database: Database },
): Promise<void> {
  const vendors = catalogCache(database, () => vendorCoverage(database));
  const catalog = catalogCache(database, () => solutionCatalog(database));

  const api = typed(app);
  api.get(
    '/api/technographics/vendor_coverage',
    { ...route(TECHNOGRAPHICS), schema: { response: { 200: vendorCoverageResponseSchema } } },
    async () => vendors(),
  );
  api.get(
    '/api/technographics/solutions',
    { ...route(TECHNOGRAPHICS), schema: { response: { 200: solutionCatalogResponseSchema } } },
    async () => catalog(),
  );
}
