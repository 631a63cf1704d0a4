import {
  ASSET_BANDS,
  type FirmographicsReport,
  isAssetGroupFilterActive,
  KNOWN_VENDOR,
  MARKET_MEASURES,
  type MarketReportQuery,
  type MarketShareReport,
} from '@fin-atlas/domain';
import type { z } from 'zod';
import type { Database } from '../../db/database.js';
import { badRequest } from '../../http/app-error.js';
import {
  type Aggregated,
  aggregateUses,
  firmographicsRows,
  marketShareRows,
  type ReportShape,
} from './market-aggregation.js';
import { createMarketDataCache, type MarketData } from './market-data-cache.js';
import type { SolutionRow } from './market-queries.js';

/** A query string that breaks the report options' contract: 400 naming every problem. */
export function invalidReportOptions(issues: readonly z.core.$ZodIssue[]) {
  const details = issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
  return badRequest(`Invalid report options: ${details.map((d) => d.message).join('; ')}.`, details);
}

type Computed = {
  query: MarketReportQuery;
  solution: SolutionRow;
  aggregated: Aggregated;
  shape: ReportShape;
  dataAsOf: string | null;
};

/** Institutions whose current core-processing product is one of these, from the cached core uses. */
async function institutionsOnCoreProducts(
  data: MarketData,
  productIds: readonly number[],
): Promise<Set<number>> {
  const wanted = new Set(productIds);
  const found = new Set<number>();
  for (const solution of data.solutions.filter((s) => s.is_core)) {
    for (const use of await data.uses(solution.id)) {
      if (use.productId !== null && wanted.has(use.productId)) found.add(use.institutionId);
    }
  }
  return found;
}

/**
 * Both market reports over every institution using one solution: the solution's current users and
 * the institution facts come from memory (market-data-cache.ts), grouped and ranked per request.
 */
export function createMarketReportService(database: Database) {
  const cache = createMarketDataCache(database);

  async function compute(query: MarketReportQuery): Promise<Computed> {
    const data = await cache.read();
    const solution = data.solutions.find((s) => s.id === query.bank_service_id);
    if (!solution) throw badRequest(`Invalid report options: there is no solution ${query.bank_service_id}.`);
    const coreProducts = query.core_vendor_products ?? [];
    const unknown = coreProducts.filter((id) => !data.coreProducts.some((p) => p.id === id));
    if (unknown.length > 0) {
      throw badRequest(
        `Invalid report options: ${unknown.join(', ')} ${unknown.length === 1 ? 'is not a core vendor product' : 'are not core vendor products'}.`,
      );
    }
    const uses = await data.uses(solution.id);
    const coreInstitutions =
      coreProducts.length > 0 ? await institutionsOnCoreProducts(data, coreProducts) : null;
    const aggregated = aggregateUses(
      uses,
      data.facts.byId,
      {
        fiType: query.fi_type,
        assetGroups: isAssetGroupFilterActive(query.asset_groups) ? new Set(query.asset_groups) : null,
        knownVendorOnly: query.known_vendor === KNOWN_VENDOR.HAS_KNOWN_VENDOR,
        coreInstitutions,
      },
      query.measure,
    );
    const shape: ReportShape = {
      measure: query.measure,
      topVendors: query.show_all ? Number.POSITIVE_INFINITY : query.top_vendors,
      showProducts: query.show_products,
      solution: { id: solution.id, name: solution.name },
    };
    return { query, solution, aggregated, shape, dataAsOf: data.facts.dataAsOf };
  }

  function header(c: Computed, totalVendors: number) {
    return {
      solution: { id: c.solution.id, name: c.solution.name, is_core: c.solution.is_core },
      measure: MARKET_MEASURES.find((m) => m.id === c.query.measure) ?? MARKET_MEASURES[0],
      filters: {
        bank_service_id: c.solution.id,
        measure: c.query.measure,
        fi_type: c.query.fi_type,
        asset_groups: c.query.asset_groups ?? [],
        known_vendor: c.query.known_vendor,
        core_vendor_products: c.query.core_vendor_products ?? [],
        top_vendors: c.query.top_vendors,
        show_products: c.query.show_products,
        show_all: c.query.show_all,
      },
      data_as_of: c.dataAsOf,
      total_vendors: totalVendors,
    };
  }

  return {
    /** The solutions and core vendor products, as cached for the reports. */
    async catalog() {
      const data = await cache.read();
      // The options come first on every visit, and the first report is core processing's: read
      // its users now, so that report does not wait for them.
      const first = data.solutions.find((s) => s.is_core) ?? data.solutions[0];
      if (first) void data.uses(first.id);
      return { solutions: data.solutions, coreProducts: data.coreProducts };
    },
    async marketShare(query: MarketReportQuery): Promise<MarketShareReport> {
      const c = await compute(query);
      const { rows, totalVendors } = marketShareRows(c.aggregated, c.shape);
      return { rows, ...header(c, totalVendors) };
    },
    async firmographics(query: MarketReportQuery): Promise<FirmographicsReport> {
      const c = await compute(query);
      const { rows, totalVendors } = firmographicsRows(c.aggregated, c.shape);
      return {
        rows,
        asset_groups: ASSET_BANDS.map((band) => ({ id: band.id, name: band.label })),
        ...header(c, totalVendors),
      };
    },
  };
}

export type MarketReportService = ReturnType<typeof createMarketReportService>;
