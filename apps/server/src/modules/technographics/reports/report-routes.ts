import {
  ASSET_BANDS,
  FI_TYPE_LABELS,
  idParamsSchema,
  type ProductReportQuery,
  productReportQuerySchema,
  productReportSchema,
  type ReportFiltersQuery,
  type ReportInstitutionsResponse,
  reportInstitutionsQuerySchema,
  reportInstitutionsResponseSchema,
  serviceReportSchema,
  vendorReportSchema,
} from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ActivityRecorder } from '../../../activity/activity-recorder.js';
import type { Database } from '../../../db/database.js';
import { products, solutions, vendors } from '../../../db/schema/index.js';
import { notFound } from '../../../http/app-error.js';
import {
  type ApiInstance,
  contractViolation,
  fileResponse,
  type InputFailure,
  typed,
} from '../../../http/contracts.js';
import { requireActor } from '../../identity/index.js';
import { TECHNOGRAPHICS } from '../access.js';
import type { AssetHistory } from './asset-history.js';
import type { ShareSnapshotSource } from './market-share.js';
import { institutionListWorkbook } from './report-excel.js';
import { institutionCounts, institutionRows } from './report-institutions.js';
import type { ReportScope } from './report-scope.js';
import { createReportService, REPORT_MESSAGES } from './report-service.js';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type ReportKind = 'vendor' | 'product' | 'service';
type Resolved = { scope: ReportScope; name: string; vendorName?: string };

const MISSING: Record<ReportKind, string> = {
  vendor: REPORT_MESSAGES.vendorNotFound,
  product: REPORT_MESSAGES.productNotFound,
  service: REPORT_MESSAGES.serviceNotFound,
};

/** A report's access; an id in the path that is no id reads as the entity not found. */
const reportRoute = (kind: ReportKind) => ({
  config: {
    access: TECHNOGRAPHICS,
    rejectInput: (failure: InputFailure) =>
      failure.part === 'params' ? notFound(MISSING[kind]) : contractViolation(failure.issues),
  },
});

/** The product report (and its list) take the product query too; the others only their filters. */
const institutionsQuery = (kind: ReportKind) =>
  kind === 'product'
    ? reportInstitutionsQuerySchema.extend(productReportQuerySchema.shape)
    : reportInstitutionsQuerySchema;

/** The report's entity from the URL, or a 404 the user can read. */
async function resolve(
  database: Database,
  kind: ReportKind,
  id: number,
  query: ProductReportQuery | object = {},
): Promise<Resolved> {
  const { vendor_id, bank_service_id } = query as ProductReportQuery;
  const missing = MISSING[kind];
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
  const [product] = await database.db
    .select({ name: products.name, vendorId: products.vendorId, vendorName: vendors.name })
    .from(products)
    .innerJoin(vendors, eq(vendors.id, products.vendorId))
    .where(eq(products.id, id));
  if (!product) throw notFound(missing);
  if (vendor_id !== undefined && vendor_id !== product.vendorId) {
    throw notFound(REPORT_MESSAGES.productOfOtherVendor);
  }
  let solutionName: string | null = null;
  if (bank_service_id !== undefined) {
    const [served] = await database.query<{ name: string }>(
      `select s.name from solutions s
        where s.id = $2 and (exists (select 1 from product_solutions ps where ps.product_id = $1 and ps.solution_id = s.id)
           or exists (select 1 from institution_technographics t where t.product_id = $1 and t.solution_id = s.id))`,
      [id, bank_service_id],
    );
    if (!served) throw notFound(REPORT_MESSAGES.productNotForSolution);
    solutionName = served.name;
  }
  return {
    scope: { kind, productId: id, solutionId: bank_service_id ?? null },
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
    activity,
    assetHistory,
    shares,
  }: {
    database: Database;
    activity: ActivityRecorder;
    assetHistory: AssetHistory;
    shares: ShareSnapshotSource;
  },
): Promise<void> {
  const reports = createReportService(database, assetHistory, shares);
  const api = typed(app);

  api.get(
    '/api/technographics/vendor_report/:id',
    { ...reportRoute('vendor'), schema: { params: idParamsSchema, response: { 200: vendorReportSchema } } },
    async (request) => {
      const { scope } = await resolve(database, 'vendor', request.params.id);
      if (scope.kind !== 'vendor') throw notFound();
      return reports.vendorReport(scope.vendorId);
    },
  );

  api.get(
    '/api/technographics/product_report/:id',
    {
      ...reportRoute('product'),
      schema: {
        params: idParamsSchema,
        querystring: productReportQuerySchema,
        response: { 200: productReportSchema },
      },
    },
    async (request) => {
      const { scope } = await resolve(database, 'product', request.params.id, request.query);
      if (scope.kind !== 'product') throw notFound();
      return reports.productReport(scope.productId, { solutionId: scope.solutionId ?? undefined });
    },
  );

  api.get(
    '/api/technographics/service_report/:id',
    { ...reportRoute('service'), schema: { params: idParamsSchema, response: { 200: serviceReportSchema } } },
    async (request) => {
      const { scope } = await resolve(database, 'service', request.params.id);
      if (scope.kind !== 'service') throw notFound();
      return reports.serviceReport(scope.solutionId);
    },
  );

  for (const kind of ['vendor', 'product', 'service'] as const)
    institutionListRoutes(api, database, activity, kind);
}

/** One report's institution list, as a page and as an Excel download. */
function institutionListRoutes(
  api: ApiInstance,
  database: Database,
  activity: ActivityRecorder,
  kind: ReportKind,
) {
  // The download log records the request as the client made it, before its contract parsed it.
  const sent = new WeakMap<FastifyRequest, Record<string, unknown>>();
  api.get(
    `/api/technographics/${kind}_report/:id/institutions`,
    {
      ...reportRoute(kind),
      schema: {
        params: idParamsSchema,
        querystring: institutionsQuery(kind),
        response: { 200: reportInstitutionsResponseSchema },
      },
    },
    async (request): Promise<ReportInstitutionsResponse> => {
      const query = request.query;
      const { scope } = await resolve(database, kind, request.params.id, query);
      const [rows, counts] = await Promise.all([
        institutionRows(database, scope, query, { page: query.page, perPage: query.per_page }),
        institutionCounts(database, scope, query),
      ]);
      return { rows, ...counts, page: query.page, per_page: query.per_page };
    },
  );

  api.get(
    `/api/technographics/${kind}_report/:id/institutions.xlsx`,
    {
      ...reportRoute(kind),
      preValidation: async (request: FastifyRequest) => {
        sent.set(request, { ...(request.params as object), ...(request.query as object) });
      },
      schema: {
        params: idParamsSchema,
        querystring: institutionsQuery(kind),
        response: { 200: fileResponse(XLSX_TYPE, 'The institution list as a fingerprinted workbook.') },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const query = request.query;
      const resolved = await resolve(database, kind, request.params.id, query);
      const rows = await institutionRows(database, resolved.scope, query, null);
      const entity = resolved.vendorName ? `${resolved.vendorName} ${resolved.name}` : resolved.name;
      const fileName = `${kind}-report-${slug(entity)}-${new Date().toISOString().slice(0, 10)}.xlsx`;
      const file = await institutionListWorkbook(
        database.db,
        actor,
        {
          kind: `${kind}_report`,
          description: `${entity}: institutions using it today${describeFilters(query)}`,
          params: sent.get(request) ?? {},
          fileName,
          title: `${entity}: institutions using it today${describeFilters(query)}`,
          rows,
          module: 'fin_technographics',
        },
        activity,
      );
      return reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(file);
    },
  );
}
