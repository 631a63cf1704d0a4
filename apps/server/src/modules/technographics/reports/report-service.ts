import type { ProductReport, ServiceReport, VendorReport } from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { products, solutionCategories, solutions, vendors } from '../../../db/schema/index.js';
import { notFound } from '../../../http/app-error.js';
import type { AssetHistory } from './asset-history.js';
import { type ShareSnapshotSource, solutionShares, vendorShares } from './market-share.js';
import { reportBody } from './report-data.js';
import type { ReportScope } from './report-scope.js';

export const REPORT_MESSAGES = {
  vendorNotFound: 'Vendor not found. It may have been removed from the catalog.',
  productNotFound: 'Product not found. It may have been removed from the catalog.',
  productOfOtherVendor: 'Product not found for this vendor.',
  productNotForSolution: 'This product is not used for that solution.',
  serviceNotFound: 'Solution not found. It may have been removed from the catalog.',
} as const;

type SolutionUse = { id: number; name: string; clients: number };

/** Solutions a vendor or product serves (catalog mapping or usage), with today's clients. */
async function solutionsServed(
  database: Database,
  unit: { column: 'vendor_id' | 'product_id'; id: number },
): Promise<SolutionUse[]> {
  const mapped =
    unit.column === 'vendor_id'
      ? 'select ps.solution_id from product_solutions ps join products p on p.id = ps.product_id where p.vendor_id = $1'
      : 'select ps.solution_id from product_solutions ps where ps.product_id = $1';
  return database.query<SolutionUse>(
    `with used as (
       select t.solution_id, count(distinct t.institution_id)::int as clients
         from institution_technographics t
        where t.${unit.column} = $1 and t.ended_on is null and t.has_service
        group by t.solution_id
     ),
     served as (select solution_id from used union ${mapped})
     select s.id, s.name, coalesce(u.clients, 0)::int as clients
       from served x join solutions s on s.id = x.solution_id
       left join used u on u.solution_id = x.solution_id
      order by clients desc, s.name`,
    [unit.id],
  );
}

/** Reports of one entity: resolved by id (404 when unknown), then the shared body and its shares. */
export function createReportService(
  database: Database,
  assetHistory: AssetHistory,
  shares: ShareSnapshotSource,
) {
  const body = (scope: ReportScope) => reportBody(database, assetHistory, scope);

  async function vendorReport(vendorId: number): Promise<VendorReport> {
    const [vendor] = await database.db.select().from(vendors).where(eq(vendors.id, vendorId));
    if (!vendor) throw notFound(REPORT_MESSAGES.vendorNotFound);
    const [productRows, served, snapshot, common] = await Promise.all([
      database.query<{
        id: number;
        name: string;
        clients: number;
        solutions: { id: number; name: string }[] | null;
      }>(
        `select p.id, p.name,
                (select count(distinct t.institution_id)::int from institution_technographics t
                  where t.product_id = p.id and t.ended_on is null and t.has_service) as clients,
                (select json_agg(json_build_object('id', s.id, 'name', s.name) order by s.name)
                   from solutions s
                  where s.id in (select ps.solution_id from product_solutions ps where ps.product_id = p.id)
                     or s.id in (select t.solution_id from institution_technographics t where t.product_id = p.id)
                ) as solutions
           from products p where p.vendor_id = $1
          order by clients desc, p.name`,
        [vendorId],
      ),
      solutionsServed(database, { column: 'vendor_id', id: vendorId }),
      shares(),
      body({ kind: 'vendor', vendorId }),
    ]);
    return {
      vendor: {
        id: vendor.id,
        name: vendor.name,
        website: vendor.website,
        headquarters_state: vendor.headquartersState,
        founded_year: vendor.foundedYear,
        description: vendor.description,
      },
      products: productRows.map((p) => ({
        id: p.id,
        name: p.name,
        clients: p.clients,
        solutions: p.solutions ?? [],
      })),
      solutions: served,
      market_share: solutionShares(snapshot, { kind: 'vendor', id: vendorId }),
      ...common,
    };
  }

  async function productReport(
    productId: number,
    options: { vendorId?: number | undefined; solutionId?: number | undefined },
  ): Promise<ProductReport> {
    const [row] = await database.db
      .select({ product: products, vendor: { id: vendors.id, name: vendors.name } })
      .from(products)
      .innerJoin(vendors, eq(vendors.id, products.vendorId))
      .where(eq(products.id, productId));
    if (!row) throw notFound(REPORT_MESSAGES.productNotFound);
    if (options.vendorId !== undefined && options.vendorId !== row.vendor.id) {
      throw notFound(REPORT_MESSAGES.productOfOtherVendor);
    }
    const served = await solutionsServed(database, { column: 'product_id', id: productId });
    const solution =
      options.solutionId === undefined ? null : served.find((s) => s.id === options.solutionId);
    if (solution === undefined) throw notFound(REPORT_MESSAGES.productNotForSolution);
    const [snapshot, common] = await Promise.all([
      shares(),
      body({ kind: 'product', productId, solutionId: solution?.id ?? null }),
    ]);
    return {
      product: { id: row.product.id, name: row.product.name, description: row.product.description },
      vendor: row.vendor,
      solutions: served,
      solution: solution ? { id: solution.id, name: solution.name } : null,
      market_share: solutionShares(snapshot, { kind: 'product', id: productId }, solution?.id ?? null),
      ...common,
    };
  }

  async function serviceReport(solutionId: number): Promise<ServiceReport> {
    const [row] = await database.db
      .select({ solution: solutions, category: { id: solutionCategories.id, name: solutionCategories.name } })
      .from(solutions)
      .innerJoin(solutionCategories, eq(solutionCategories.id, solutions.categoryId))
      .where(eq(solutions.id, solutionId));
    if (!row) throw notFound(REPORT_MESSAGES.serviceNotFound);
    const [productRows, snapshot, common] = await Promise.all([
      database.query<{ id: number; name: string; vendor_id: number; vendor_name: string; clients: number }>(
        `select p.id, p.name, v.id as vendor_id, v.name as vendor_name, count(distinct t.institution_id)::int as clients
           from institution_technographics t
           join products p on p.id = t.product_id
           join vendors v on v.id = p.vendor_id
          where t.solution_id = $1 and t.ended_on is null and t.has_service
          group by p.id, p.name, v.id, v.name
          order by clients desc, p.name`,
        [solutionId],
      ),
      shares(),
      body({ kind: 'service', solutionId }),
    ]);
    const byVendor = vendorShares(snapshot, solutionId);
    return {
      service: {
        id: row.solution.id,
        name: row.solution.name,
        description: row.solution.description,
        is_core: row.solution.isCore,
        category: row.category,
      },
      vendors: byVendor.filter((s) => s.vendor !== null).length,
      products: productRows.map((p) => ({
        id: p.id,
        name: p.name,
        vendor: { id: p.vendor_id, name: p.vendor_name },
        clients: p.clients,
      })),
      vendor_shares: byVendor,
      ...common,
    };
  }

  return { vendorReport, productReport, serviceReport };
}

export type ReportService = ReturnType<typeof createReportService>;
