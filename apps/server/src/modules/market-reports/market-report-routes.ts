import {
  ASSET_BANDS,
  FI_TYPE_FILTERS,
  firmographicsReportSchema,
  KNOWN_VENDOR_OPTIONS,
  MARKET_MEASURES,
  type MarketReportOptions,
  marketReportOptionsSchema,
  marketReportQuerySchema,
  marketShareReportSchema,
} from '@fin-atlas/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { ActivityRecorder } from '../../activity/activity-recorder.js';
import { computeTask, runCompute } from '../../compute/worker-pool.js';
import type { Database } from '../../db/database.js';
import { DOWNLOAD_CONTENT_TYPES, sendDownload } from '../../http/attachment.js';
import { fileResponse, type InputFailure, typed } from '../../http/contracts.js';
import { describeReport, recordDownload } from '../downloads/index.js';
import { requireActor } from '../identity/index.js';
import { filterSummary } from './filter-summary.js';
import type { firmographicsXlsx, marketShareXlsx } from './market-report-excel.task.js';
import {
  createMarketReportService,
  invalidReportOptions,
  type MarketReportService,
} from './market-report-service.js';

// The menu opens /reports/market_reports and /reports/firmographics to buyers of the market reports
// module (ui-module-tree.ts); the calls behind them ask for the same purchase. Bad report options
// answer 400 with every problem named, as the report options panel expects.
const MARKET_REPORTS = {
  access: { signedIn: true as const, module: 'fintech_market_reports' as const },
  rejectInput: ({ issues }: InputFailure) => invalidReportOptions(issues),
};

const XLSX = DOWNLOAD_CONTENT_TYPES.xlsx;

// The workbooks are built and written on a compute worker, so a large report never holds the event loop.
const EXCEL_TASKS = new URL('./market-report-excel.task.js', import.meta.url);
const MARKET_SHARE_XLSX = computeTask<typeof marketShareXlsx>(EXCEL_TASKS, 'marketShareXlsx');
const FIRMOGRAPHICS_XLSX = computeTask<typeof firmographicsXlsx>(EXCEL_TASKS, 'firmographicsXlsx');

const fileSlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 60);

function sendWorkbook(reply: FastifyReply, fileName: string, bytes: Uint8Array) {
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return sendDownload(reply, { type: XLSX, fileName, body });
}

/** A report's route: the report options in the query, and its answer. */
const report = <S extends z.ZodType | ReturnType<typeof fileResponse>>(response: S) => ({
  config: MARKET_REPORTS,
  schema: { querystring: marketReportQuerySchema, response: { 200: response } },
});

/**
 * The vendor market share and firmographics reports of one solution (spec sections 2, 4, 5 and 9):
 * their options, the reports, and their Excel downloads.
 */
export async function marketReportRoutes(
  app: FastifyInstance,
  {
    database,
    activity,
    service = createMarketReportService(database),
  }: { database: Database; activity: ActivityRecorder; service?: MarketReportService },
): Promise<void> {
  const api = typed(app);
  api.get(
    '/api/market_reports/options',
    { config: MARKET_REPORTS, schema: { response: { 200: marketReportOptionsSchema } } },
    async (): Promise<MarketReportOptions> => {
      const { solutions, coreProducts } = await service.catalog();
      return {
        solutions,
        default_solution_id: (solutions.find((s) => s.is_core) ?? solutions[0])?.id ?? null,
        asset_groups: ASSET_BANDS.map((band) => ({ id: band.id, name: band.label, range: band.range })),
        core_vendor_products: coreProducts,
        measures: MARKET_MEASURES.map((m) => ({ id: m.id, name: m.name })),
        fi_types: FI_TYPE_FILTERS.map((t) => ({ id: t.id, name: t.name })),
        known_vendor: KNOWN_VENDOR_OPTIONS.map((k) => ({ id: k.id, name: k.name })),
      };
    },
  );

  api.get('/api/market_reports/market_share', report(marketShareReportSchema), async (request) =>
    service.marketShare(request.query),
  );

  api.get('/api/market_reports/firmographics', report(firmographicsReportSchema), async (request) =>
    service.firmographics(request.query),
  );

  api.get(
    '/api/market_reports/market_share.xlsx',
    report(fileResponse(XLSX, 'The market share report as a fingerprinted workbook.')),
    async (request, reply) => {
      const actor = requireActor(request);
      const report = await service.marketShare(request.query);
      const generatedAt = new Date();
      const summary = filterSummary(report, (await service.catalog()).coreProducts, generatedAt);
      const fileName = `market_share_${fileSlug(report.solution.name)}_${generatedAt.toISOString().slice(0, 10)}.xlsx`;
      const stamp = await recordDownload(
        database.db,
        actor,
        {
          kind: 'market_share',
          description: describeReport('Vendor market share', summary),
          params: report.filters,
          fileName,
          format: 'xlsx',
          rowCount: report.rows.length,
          module: 'fintech_market_reports',
        },
        activity,
      );
      return sendWorkbook(
        reply,
        fileName,
        await runCompute(MARKET_SHARE_XLSX, { report, stamp, filters: summary }),
      );
    },
  );

  api.get(
    '/api/market_reports/firmographics.xlsx',
    report(fileResponse(XLSX, 'The firmographics report as a fingerprinted workbook.')),
    async (request, reply) => {
      const actor = requireActor(request);
      const report = await service.firmographics(request.query);
      const generatedAt = new Date();
      const summary = filterSummary(report, (await service.catalog()).coreProducts, generatedAt);
      const fileName = `firmographics_${fileSlug(report.solution.name)}_${generatedAt.toISOString().slice(0, 10)}.xlsx`;
      const stamp = await recordDownload(
        database.db,
        actor,
        {
          kind: 'market_firmographics',
          description: describeReport('Vendor firmographics', summary),
          params: report.filters,
          fileName,
          format: 'xlsx',
          rowCount: report.rows.length,
          module: 'fintech_market_reports',
        },
        activity,
      );
      return sendWorkbook(
        reply,
        fileName,
        await runCompute(FIRMOGRAPHICS_XLSX, { report, stamp, filters: summary }),
      );
    },
  );
}
