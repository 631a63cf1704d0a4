import {
  DIGITAL_CHANNELS_REPORTS,
  type DigitalChannelsFiltersResponse,
  type DigitalChannelsOverview,
  type DigitalChannelsQuery,
  type DigitalChannelsReportsResponse,
  type DigitalChannelsResult,
} from '@fin-atlas/domain';
import type { Database } from '../../../db/database.js';
import { createDigitalDataCache } from './digital-data-cache.js';
import { featuresReport } from './features-report.js';
import { filterCatalog } from './filters-catalog.js';
import { marketShareReport } from './market-share-report.js';
import { overviewOf } from './overview.js';
import { anyDemo, type Population, populationOf } from './population.js';
import type { ReportBody } from './report-body.js';
import { type ResolvedQuery, reportById, resolveQuery } from './report-query.js';
import { satisfactionReport } from './satisfaction-report.js';
import { trendReport } from './trend-report.js';

function body(population: Population): Promise<ReportBody> | ReportBody {
  switch (population.query.report.kind) {
    case 'market_share':
      return marketShareReport(population);
    case 'features':
      return featuresReport(population);
    case 'satisfaction':
      return satisfactionReport(population);
    case 'trend':
      return trendReport(population);
  }
}

/** The quarters a report reads, so its answer says whether any of them is demo data. */
function periodsRead(query: ResolvedQuery): (string | null)[] {
  switch (query.report.kind) {
    case 'market_share':
      return [query.current, query.previous, query.beginning];
    case 'features':
      return [query.current, query.previous];
    case 'satisfaction':
      return [query.current];
    case 'trend':
      return query.trendPeriods;
  }
}

/** The counts the report applied: the counters clamp to what exists, so the answer says what was shown. */
function appliedCounts(query: ResolvedQuery, computed: ReportBody): ResolvedQuery['applied'] {
  const applied = { ...query.applied };
  if ('top_vendors' in applied) applied.top_vendors = computed.shown;
  if ('top_features' in applied) applied.top_features = computed.features?.shown ?? 0;
  return applied;
}

/**
 * The digital channels reports over the snapshots held in memory (digital-data-cache.ts): each
 * request resolves its filters, picks the population and makes one pass over the quarters it reads.
 */
export function createDigitalReportService(database: Database) {
  const read = createDigitalDataCache(database);

  async function prepare(reportId: number, query: DigitalChannelsQuery) {
    const report = reportById(reportId);
    const data = await read();
    const resolved = resolveQuery(report, query, {
      periods: data.periods,
      coreProductIds: new Set(data.coreProducts.map((p) => p.id)),
    });
    return { population: await populationOf(data, resolved) };
  }

  return {
    read,
    async reports(): Promise<DigitalChannelsReportsResponse> {
      const data = await read();
      const newest = data.periods[0] ?? null;
      return {
        reports: DIGITAL_CHANNELS_REPORTS.map((r) => ({
          id: r.id,
          name: r.name,
          module: r.module,
          kind: r.kind,
          filter_ids: [...r.filter_ids],
        })),
        is_demo: newest !== null && Object.values(data.channels).some((c) => c.get(newest)?.demo === true),
        data_as_of: newest,
      };
    },
    async filters(): Promise<DigitalChannelsFiltersResponse> {
      return { filters: filterCatalog(await read()) };
    },
    async result(reportId: number, query: DigitalChannelsQuery): Promise<DigitalChannelsResult> {
      const { population } = await prepare(reportId, query);
      const computed = await body(population);
      const resolved = population.query;
      return {
        report_id: resolved.report.id,
        report_data: computed.rows,
        total_vendors: computed.totalVendors,
        ...(computed.features ? { total_features: computed.features.total } : {}),
        headers: computed.columns.map((c) => c.label),
        columns: computed.columns,
        data_format: Object.fromEntries(computed.columns.map((c) => [c.key, c.format])),
        filters: appliedCounts(resolved, computed),
        is_demo: anyDemo(population, periodsRead(resolved)),
      };
    },
    async overview(reportId: number, query: DigitalChannelsQuery): Promise<DigitalChannelsOverview> {
      const { population } = await prepare(reportId, query);
      const report = population.query.report;
      return { report_id: report.id, module: report.module, ...overviewOf(population) };
    },
  };
}

export type DigitalReportService = ReturnType<typeof createDigitalReportService>;
