import {
  ASSET_BANDS,
  FI_TYPE_LABELS,
  productReportQuerySchema,
  type ReportFiltersQuery,
  type ReportInstitutionsResponse,
  reportInstitutionsQuerySchema,
} from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../../db/database.js';
import { products, solutions, vendors } from '../../../db/schema/index.js';
import { notFound } from '../../../http/app-error.js';
import { requireActor, route } from '../../identity/index.js';
import { TECHNOGRAPHICS } from '../access.js';
import { parseOr422 } from '../validation.js';
import type { AssetHistory } from './asset-history.js';
import type { ShareSnapshotSource } from './market-share.js';
import { institutionListWorkbook } from './report-excel.js';
import { institutionCounts, institutionRows } from './report-institutions.js';
import type { ReportScope } from './report-scope.js';
import { createReportService, REPORT_MESSAGES } from './report-service.js';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type ReportKind = 'vendor' | 'product' | 'service';
type Resolved = { scope: ReportScope; name: string; vendorName?: string };

/** The report's entity from the URL, or a 404 the user can read. */
async function resolve(database: Database, kind: ReportKind, request: FastifyRequest): Promise<Resolved> {
  const parsed = idParams.safeParse(request.params);
  const missing = {
    vendor: REPORT_MESSAGES.vendorNotFound,
    product: REPORT_MESSAGES.productNotFound,
    service: REPORT_MESSAGES.serviceNotFound,
  }[kind];
  if (!parsed.success) throw notFound(missing);
  const { id } = parsed.data;
  if (kind === 'vendor') {
    const [vendor] = await database.db.select({ name: vendors.name }).from(vendors).where(eq(vendors.id, id));
    if (!vendor) throw notFound(missing);
    return { scope: { kind, vendorId: id }, name: vendor.name };
  }
  if (kind === 'service') {
    const [solution] = await database.db
      .select({ name: solutions.name })
      .from(solutions)
      .where(eq(solutions.id, id));
    if (!solution) throw notFound(missing);
    return { scope: { kind, solutionId: id }, name: solution.name };
  }
  const query = parseOr422(productReportQuerySchema, request.query);
  const [product] = await database.db
    .select({ name: products.name, vendorId: products.vendorId, vendorName: vendors.name })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(eq(products.id, id));
  if (!product) throw notFound(missing);
  if (query.vendor_id !== undefined && query.vendor_id !== product.vendorId) {
    throw notFound(REPORT_MESSAGES.productOfOtherVendor);
  }
  let solutionName: string | null = null;
  if (query.bank_service_id !== undefined) {
    const [served] = await database.query<{ name: string }>(
      `select s.name from solutions s
        where s.id = $2 and (exists (select 1 from product_solutions ps where ps.product_id = $1 and ps.solution_id = s.id)
           or exists (select 1 from institution_technographics t where t.product_id = $1 and t.solution_id = s.id))`,
      [id, query.bank_service_id],
    );
    if (!served) throw notFound(REPORT_MESSAGES.productNotForSolution);
    solutionName = served.name;
  }
  return {
    scope: { kind, productId: id, solutionId: query.bank_service_id ?? null },
    name: solutionName ? `${product.name} (${solutionName})` : product.name,
    vendorName: product.vendorName,
  };
}

function describeFilters(filters: ReportFiltersQuery): string {
  const parts: string[] = [];
  if (filters.fi_type.length > 0) parts.push(filters.fi_type.map((t) => FI_TYPE_LABELS[t]).join(', '));
  if (filters.asset_band.length > 0 && filters.asset_band.length < ASSET_BANDS.length) {
    parts.push(
      ASSET_BANDS.filter((b) => filters.asset_band.includes(b.id))
        .map((b) => b.label)
        .join(', '),
    );
  }
  if (filters.state.length > 0) parts.push(filters.state.join(', '));
  return parts.length > 0 ? ` (${parts.join('; ')})` : '';
}

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60) || 'report';

/**
 * The vendor, product and service reports: the report itself, its institution list (filtered,
 * sorted, paged) and that list as an Excel download.
 */
export async function reportRoutes(
  app: FastifyInstance,
  {
    database,
    assetHistory,
    shares,
  }: { database: Database; assetHistory: AssetHistory; shares: ShareSnapshotSource },
): Promise<void> {
  const reports = createReportService(database, assetHistory, shares);

  app.get('/api/technographics/vendor_report/:id', route(TECHNOGRAPHICS), async (request) => {
    const { scope } = await resolve(database, 'vendor', request);
    if (scope.kind !== 'vendor') throw notFound();
    return reports.vendorReport(scope.vendorId);
  });

  app.get('/api/technographics/product_report/:id', route(TECHNOGRAPHICS), async (request) => {
    const { scope } = await resolve(database, 'product', request);
    if (scope.kind !== 'product') throw notFound();
    return reports.productReport(scope.productId, { solutionId: scope.solutionId ?? undefined });
  });

  app.get('/api/technographics/service_report/:id', route(TECHNOGRAPHICS), async (request) => {
    const { scope } = await resolve(database, 'service', request);
    if (scope.kind !== 'service') throw notFound();
    return reports.serviceReport(scope.solutionId);
  });

  for (const kind of ['vendor', 'product', 'service'] as const) {
    app.get(
      `/api/technographics/${kind}_report/:id/institutions`,
      route(TECHNOGRAPHICS),
      async (request): Promise<ReportInstitutionsResponse> => {
        const { scope } = await resolve(database, kind, request);
        const query = parseOr422(reportInstitutionsQuerySchema, request.query);
        const [rows, counts] = await Promise.all([
          institutionRows(database, scope, query, { page: query.page, perPage: query.per_page }),
          institutionCounts(database, scope, query),
        ]);
        return { rows, ...counts, page: query.page, per_page: query.per_page };
      },
    );

    app.get(
      `/api/technographics/${kind}_report/:id/institutions.xlsx`,
      route(TECHNOGRAPHICS),
      async (request: FastifyRequest, reply: FastifyReply) => {
        const actor = requireActor(request);
        const resolved = await resolve(database, kind, request);
        const query = parseOr422(reportInstitutionsQuerySchema, request.query);
        const rows = await institutionRows(database, resolved.scope, query, null);
        const entity = resolved.vendorName ? `${resolved.vendorName} ${resolved.name}` : resolved.name;
        const fileName = `${kind}-report-${slug(entity)}-${new Date().toISOString().slice(0, 10)}.xlsx`;
        const file = await institutionListWorkbook(database.db, actor, {
          kind: `${kind}_report`,
          description: `${entity}: institutions using it today${describeFilters(query)}`,
          params: { ...(request.params as object), ...(request.query as object) },
          fileName,
          title: `${entity}: institutions using it today${describeFilters(query)}`,
          rows,
        });
        return reply
          .header('content-type', XLSX_TYPE)
          .header('content-disposition', `attachment; filename="${fileName}"`)
          .header('cache-control', 'no-store')
          .send(file);
      },
    );
  }
}
