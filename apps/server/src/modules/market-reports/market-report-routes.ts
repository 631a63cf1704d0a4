import {
  ASSET_BANDS,
  FI_TYPE_FILTERS,
  KNOWN_VENDOR_OPTIONS,
  MARKET_MEASURES,
  type MarketReportOptions,
} from '@fin-atlas/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Database } from '../../db/database.js';
import { recordDownload } from '../downloads/index.js';
import { requireActor, route } from '../identity/index.js';
import { describeReport, filterSummary } from './filter-summary.js';
import { firmographicsWorkbook, marketShareWorkbook } from './market-report-excel.js';
import { createMarketReportService, type MarketReportService } from './market-report-service.js';

// The menu opens /reports/market_reports and /reports/firmographics to buyers of the market reports
// module (ui-module-tree.ts); the calls behind them ask for the same purchase.
const MARKET_REPORTS = route({ signedIn: true, module: 'fintech_market_reports' });

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const fileSlug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '')
    .slice(0, 60);

function sendWorkbook(reply: FastifyReply, fileName: string, body: Buffer) {
  return reply
    .type(XLSX)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(body);
}

/**
 * The vendor market share and firmographics reports of one solution (spec sections 2, 4, 5 and 9):
 * their options, the reports, and their Excel downloads.
 */
export async function marketReportRoutes(
  app: FastifyInstance,
  {
    database,
    service = createMarketReportService(database),
  }: { database: Database; service?: MarketReportService },
): Promise<void> {
  app.get('/api/market_reports/options', MARKET_REPORTS, async (): Promise<MarketReportOptions> => {
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
  });

  app.get('/api/market_reports/market_share', MARKET_REPORTS, async (request) =>
    service.marketShare(request.query),
  );

  app.get('/api/market_reports/firmographics', MARKET_REPORTS, async (request) =>
    service.firmographics(request.query),
  );

  app.get('/api/market_reports/market_share.xlsx', MARKET_REPORTS, async (request, reply) => {
    const actor = requireActor(request);
    const report = await service.marketShare(request.query);
    const generatedAt = new Date();
    const summary = filterSummary(report, (await service.catalog()).coreProducts, generatedAt);
    const fileName = `market_share_${fileSlug(report.solution.name)}_${generatedAt.toISOString().slice(0, 10)}.xlsx`;
    const stamp = await recordDownload(database.db, actor, {
      kind: 'market_share',
      description: describeReport('Vendor market share', summary),
      params: report.filters,
      fileName,
      format: 'xlsx',
      rowCount: report.rows.length,
    });
    return sendWorkbook(reply, fileName, await marketShareWorkbook(report, stamp, summary));
  });

  app.get('/api/market_reports/firmographics.xlsx', MARKET_REPORTS, async (request, reply) => {
    const actor = requireActor(request);
    const report = await service.firmographics(request.query);
    const generatedAt = new Date();
    const summary = filterSummary(report, (await service.catalog()).coreProducts, generatedAt);
    const fileName = `firmographics_${fileSlug(report.solution.name)}_${generatedAt.toISOString().slice(0, 10)}.xlsx`;
    const stamp = await recordDownload(database.db, actor, {
      kind: 'market_firmographics',
      description: describeReport('Vendor firmographics', summary),
      params: report.filters,
      fileName,
      format: 'xlsx',
      rowCount: report.rows.length,
    });
    return sendWorkbook(reply, fileName, await firmographicsWorkbook(report, stamp, summary));
  });
}
