import {
  DEFAULT_EXPORT_COLUMNS,
  type ElementList,
  MORTGAGE_QUERY_BUILDER_CATEGORIES,
  QUERY_BUILDER_CATEGORIES,
  type QueryCatalog,
  type QueryCountsResponse,
  type QueryElementObject,
  type QueryElementType,
  type QueryOption,
  type QueryPayload,
  type QueryResults,
  type QueryType,
  type ResultColumn,
} from '@fin-atlas/domain';
import { metricServiceFor } from '../../../analytics/metric-service.js';
import { cooperativeTurns } from '../../../compute/turns.js';
import type { Database } from '../../../db/database.js';
import type { Actor } from '../../identity/index.js';
import { describeQuery } from './describe.js';
import { createMatchCache, type Evaluation, evaluateQuery, matchedPositions } from './evaluate.js';
import type { ColumnValues, ElementProvider, EngineContext } from './provider.js';
import { offersVariant, type ProviderRegistry } from './registry.js';
import { type Universe, type UniverseRow, universeFor } from './universe.js';

const DEFAULT_CELL: Record<
  (typeof DEFAULT_EXPORT_COLUMNS)[number]['key'],
  (r: UniverseRow) => string | number | null
> = {
  rssd_id: (r) => r.rssdId,
  regulatory_id: (r) => r.regulatoryId,
  aba_routing: (r) => r.abaRouting,
  fi_type: (r) => r.fiType,
  name: (r) => r.name,
  address: (r) => r.address,
  city: (r) => r.city,
  state: (r) => r.state,
  zip: (r) => r.zip,
  assets: (r) => r.assets,
  branches: (r) => r.branches,
  domain: (r) => r.domain,
  linkedin: (r) => r.linkedin,
};

// Assets are $ thousands: shown in millions ("$127.37M"), as every amount of the metric catalog is,
// since "$127,374" would read as a bank a thousand times smaller.
const DEFAULT_COLUMNS: ResultColumn[] = DEFAULT_EXPORT_COLUMNS.map((c) => ({
  key: c.key,
  label: c.label,
  format: c.key === 'assets' ? 'C2M' : c.key === 'branches' ? 'N0' : null,
  source: 'default',
}));

export type QueryTable = {
  universe: Universe;
  evaluation: Evaluation;
  positions: Int32Array;
  columns: ResultColumn[];
  /** Column-major cells: one array per column, a cell per matched institution. */
  cells: (string | number | boolean | null)[][];
};

/** Element objects that produce output columns, once each (two rules on one element share its columns). */
function outputObjects(payload: QueryPayload): QueryElementObject[] {
  const seen = new Set<string>();
  const out: QueryElementObject[] = [];
  for (const element of payload.elements) {
    for (const object of element.element_objects) {
      const key = JSON.stringify([
        object.element_type,
        object.element_id,
        object.element_property ?? null,
        object.element_properties ?? null,
      ]);
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(object);
    }
  }
  return out;
}

/** Whether the variant offers the provider and the caller holds a module it needs (anyone, without a caller). */
function usable(provider: ElementProvider, actor: Actor | null, variant: QueryType): boolean {
  const needs = provider.requiresAnyModule;
  if (needs && actor && !needs.some((m) => actor.modules.has(m))) return false;
  return offersVariant(provider, variant);
}

const CATEGORY_ORDER: Record<QueryType, readonly string[]> = {
  fin_query: QUERY_BUILDER_CATEGORIES,
  mortgage: MORTGAGE_QUERY_BUILDER_CATEGORIES,
};

/**
 * The query engine of one database: providers from the registry, rule answers cached per data
 * version. Counts, results, prices and downloads all go through `table` or `evaluate`, so they
 * always agree on who matches. Every call names its builder variant (`fin_query` unless the caller
 * asked for the mortgage-lender one, is_mbc).
 */
export function createQueryEngine(database: Database, registry: ProviderRegistry) {
  const cache = createMatchCache();
  const metrics = metricServiceFor(database);

  async function context(actor: Actor | null, variant: QueryType = 'fin_query'): Promise<EngineContext> {
    return { database, universe: await universeFor(database), metrics, actor, variant };
  }

  async function evaluate(
    actor: Actor | null,
    payload: QueryPayload,
    variant: QueryType = 'fin_query',
  ): Promise<{ context: EngineContext; evaluation: Evaluation }> {
    const ctx = await context(actor, variant);
    return { context: ctx, evaluation: await evaluateQuery(ctx, registry, cache, payload) };
  }

  return {
    context,
    evaluate,

    /** Loads the universe and every provider's per-version data; a failure is left for a request to report. */
    async warm(): Promise<void> {
      const ctx = await context(null);
      for (const provider of registry.all()) await provider.warm?.(ctx).catch(() => undefined);
    },

    async counts(
      actor: Actor | null,
      payload: QueryPayload,
      variant: QueryType = 'fin_query',
    ): Promise<QueryCountsResponse> {
      const { context: ctx, evaluation } = await evaluate(actor, payload, variant);
      return {
        counts: evaluation.counts,
        total: evaluation.total,
        universe: ctx.universe.memberCount[variant],
      };
    },

    /** Matching institutions with the default columns and every element's columns. */
    async table(
      actor: Actor | null,
      payload: QueryPayload,
      variant: QueryType = 'fin_query',
    ): Promise<QueryTable> {
      const { context: ctx, evaluation } = await evaluate(actor, payload, variant);
      const positions = matchedPositions(evaluation.match);
      const rows = ctx.universe.rows;
      const columns: ResultColumn[] = [...DEFAULT_COLUMNS];
      const cells: (string | number | boolean | null)[][] = DEFAULT_COLUMNS.map((c) => {
        const cell = DEFAULT_CELL[c.key as keyof typeof DEFAULT_CELL];
        return Array.from(positions, (p) => cell(rows[p] as UniverseRow));
      });
      for (const object of outputObjects(payload)) {
        const provider = registry.forType(object.element_type);
        if (!provider) continue;
        const produced: ColumnValues[] = await provider.columns(ctx, object, positions);
        for (const { column, values } of produced) {
          columns.push(column);
          cells.push(values);
        }
      }
      return { universe: ctx.universe, evaluation, positions, columns, cells };
    },

    async results(
      actor: Actor | null,
      payload: QueryPayload,
      variant: QueryType = 'fin_query',
    ): Promise<QueryResults> {
      const table = await this.table(actor, payload, variant);
      const turn = cooperativeTurns();
      const rows: (string | number | boolean | null)[][] = [];
      for (let r = 0; r < table.positions.length; r++) {
        const row = new Array(table.columns.length);
        for (let c = 0; c < table.columns.length; c++) row[c] = table.cells[c]?.[r] ?? null;
        rows.push(row);
        await turn();
      }
      return {
        total: table.evaluation.total,
        counts: table.evaluation.counts,
        columns: table.columns,
        rows,
        institution_ids: Array.from(table.positions, (p) => table.universe.ids[p] as number),
        data_as_of: table.universe.dataAsOf,
        is_demo: table.universe.isDemo,
      };
    },

    /** A saved query's elements in words, for its element list. */
    async describe(
      actor: Actor | null,
      payload: QueryPayload,
      variant: QueryType = 'fin_query',
    ): Promise<ElementList['elements']> {
      return describeQuery(await context(actor, variant), registry, payload);
    },

    /**
     * One element's output columns at the given universe positions, as the results table writes
     * them; none for an element type nobody serves, the variant does not offer, or the caller may
     * not use (a provider that needs a module they lack).
     */
    async elementColumns(
      actor: Actor | null,
      object: QueryElementObject,
      positions: Int32Array,
      variant: QueryType = 'fin_query',
    ): Promise<ColumnValues[]> {
      const provider = registry.forType(object.element_type);
      if (!provider || !usable(provider, actor, variant)) return [];
      return provider.columns(await context(actor, variant), object, positions);
    },

    /** Choices of an element with remote options; none for an element type nobody serves. */
    async options(
      actor: Actor | null,
      request: { elementType: QueryElementType; elementId: number; parent?: string; q?: string },
      variant: QueryType = 'fin_query',
    ): Promise<QueryOption[]> {
      const provider = registry.forType(request.elementType);
      if (!provider?.options || !usable(provider, actor, variant)) return [];
      return provider.options(await context(actor, variant), request);
    },

    /** The variant's categories (its builder order), each with the sections its providers fill. */
    async catalog(actor: Actor | null, variant: QueryType = 'fin_query'): Promise<QueryCatalog> {
      const ctx = await context(actor, variant);
      const order = CATEGORY_ORDER[variant];
      const byCategory = new Map<
        string,
        { name: string; elements: QueryCatalog['categories'][number]['sections'][number]['elements'] }[]
      >();
      for (const provider of registry.all()) {
        if (!usable(provider, actor, variant)) continue;
        for (const contribution of await provider.catalog(ctx)) {
          const sections = byCategory.get(contribution.category) ?? [];
          sections.push(...contribution.sections);
          byCategory.set(contribution.category, sections);
        }
      }
      const names = [...byCategory.keys()].sort(
        (a, b) => (order.indexOf(a) + 1 || 99) - (order.indexOf(b) + 1 || 99),
      );
      return {
        categories: names.map((name) => ({ name, sections: byCategory.get(name) ?? [] })),
        data_as_of: ctx.universe.dataAsOf,
        is_demo: ctx.universe.isDemo,
      };
    },
  };
}

export type QueryEngine = ReturnType<typeof createQueryEngine>;
