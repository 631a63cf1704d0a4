import {
  commonMetricsMappingsResponseSchema,
  commonTreeDescriptionsResponseSchema,
  financialStatementsResponseSchema,
  firmographicMetricsResponseSchema,
  idParamSchema,
  idSchema,
  METRIC_VALUES_LIMITS,
  metricCatalogResponseSchema,
  metricPeriodsResponseSchema,
  metricRankingResponseSchema,
  metricTreeDescriptionsResponseSchema,
  metricTreeRelationshipsResponseSchema,
  metricValuesResponseSchema,
  SET_IDS,
  type SetId,
  SPAN_IDS,
  type SpanId,
} from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { metricServiceFor } from '../../analytics/metric-service.js';
import type { Database } from '../../db/database.js';
import { badRequest, notFound, unprocessable } from '../../http/app-error.js';
import { type ApiInstance, typed } from '../../http/contracts.js';
import { catalogTree, METRIC_CATALOG, metricById } from '../../metrics/catalog/index.js';
import type { MetricCategory } from '../../metrics/metric-definition.js';
import { isQuarterEnd } from '../../metrics/periods.js';
import { FINANCIAL_DATA, route } from '../identity/index.js';
import { BUILT_IN_REPORTS, builtInReport, reportMetrics } from '../reporter/index.js';
import { FIRMOGRAPHIC_FIELDS } from './firmographic-fields.js';
import { heldPeriods } from './held-periods.js';
import { presentMetric, slug } from './metric-presenters.js';

const idList = z
  .string()
  .regex(/^\d+(,\d+)*$/, 'must be a comma-separated list of ids')
  .transform((s) => [...new Set(s.split(',').map(Number))])
  .pipe(z.array(idSchema));
const periodList = z
  .string()
  .transform((s) => s.split(','))
  .pipe(
    z.array(z.string().refine(isQuarterEnd, 'must be quarter-end dates such as 2025-06-30')).min(1).max(40),
  );
const spanId = z.coerce.number().pipe(z.literal(SPAN_IDS)).default(2);
const setId = z.coerce.number().pipe(z.literal(SET_IDS)).default(1);
const reportId = z.object({ report_id: idParamSchema.optional() });
const treeQuery = reportId.extend({ tree_id: z.string().min(1) });
const statementsQuery = z.object({ fi_type: z.enum(['bank', 'bhc', 'credit_union']).optional() });

const valuesFields = z.object({
  metric_ids: z
    .string()
    .transform((s) => [...new Set(s.split(','))])
    .pipe(z.array(z.string().min(1)).min(1).max(200)),
  institution_ids: idList.pipe(z.array(z.number()).min(1).max(1000)),
  periods: periodList,
  span_id: spanId,
  set_id: setId,
  peer_ids: idList.pipe(z.array(z.number()).max(5000)).optional(),
  national: z.enum(['true', 'false']).default('false'),
});
const valuesQuery = valuesFields.superRefine(boundedWork);

/** Refuses a call whose work is past METRIC_VALUES_LIMITS, naming what to ask for less of. */
function boundedWork(q: z.output<typeof valuesFields>, ctx: z.RefinementCtx): void {
  const limit = METRIC_VALUES_LIMITS;
  const series = q.metric_ids.length * q.periods.length;
  const refuse = (message: string) => ctx.addIssue({ code: 'custom', message, path: [] });
  const cells = series * q.institution_ids.length;
  if (cells > limit.cells) {
    refuse(
      `This call asks for ${cells.toLocaleString('en-US')} values; at most ${limit.cells.toLocaleString('en-US')} per call. Ask for fewer metrics, institutions or periods.`,
    );
  }
  const peerCells = series * (q.peer_ids?.length ?? 0);
  if (peerCells > limit.peerCells) {
    refuse(
      `This call compares ${peerCells.toLocaleString('en-US')} peer values; at most ${limit.peerCells.toLocaleString('en-US')} per call. Ask for fewer metrics, peers or periods.`,
    );
  }
  if (q.national === 'true' && series > limit.nationalSeries) {
    refuse(
      `National standing is computed for at most ${limit.nationalSeries} metric-periods per call; this call asks for ${series}. Ask for fewer metrics or periods.`,
    );
  }
}

const rankingQuery = z.object({
  metric_id: z.string().min(1),
  fi_type: z.enum(['bank', 'bhc', 'credit_union']).default('bank'),
  period: z.string().refine(isQuarterEnd, 'must be a quarter-end date such as 2025-06-30'),
  span_id: spanId,
  set_id: setId,
  limit: z.coerce.number().int().min(1).max(10_000).default(100),
});

const TREES: { id: string; name: string; category: MetricCategory; fiType: string }[] = [
  {
    id: 'bank_detailed_metrics',
    name: 'Detailed Metrics (Bank)',
    category: 'Detailed Metrics',
    fiType: 'bank',
  },
  {
    id: 'cu_detailed_metrics',
    name: 'Detailed Metrics (CU)',
    category: 'Detailed Metrics',
    fiType: 'credit_union',
  },
  {
    id: 'bank_detailed_statements',
    name: 'Detailed Statements (Bank)',
    category: 'Detailed Statements',
    fiType: 'bank',
  },
  {
    id: 'cu_detailed_statements',
    name: 'Detailed Statements (CU)',
    category: 'Detailed Statements',
    fiType: 'credit_union',
  },
];

/**
 * The metrics of the built-in report named by `report_id` (none for a technographics report), or
 * null when no report was named: a client building one report's pickers sees only its metrics.
 */
function reportMetricIds(reportId: number | undefined): ReadonlySet<string> | null {
  if (reportId === undefined) return null;
  const report = builtInReport(reportId);
  if (!report) {
    throw unprocessable(
      `Unknown report ${reportId}: report_id must be one of ${BUILT_IN_REPORTS.map((r) => r.id).join(', ')}.`,
    );
  }
  return new Set(report.kind === 'metrics' ? reportMetrics(report).map(({ metric }) => metric.id) : []);
}

/** A category's groups of metrics; with `only`, just those metrics and the groups holding any. */
function treeGroups(category: MetricCategory, fiType?: string, only: ReadonlySet<string> | null = null) {
  return (catalogTree(fiType).find((c) => c.category === category)?.groups ?? [])
    .map((g) => ({
      id: slug(g.group),
      name: g.group,
      metrics: (only ? g.metrics.filter((m) => only.has(m.id)) : g.metrics).map(presentMetric),
    }))
    .filter((g) => only === null || g.metrics.length > 0);
}

const FINANCIAL_DATA_ROUTE = route(FINANCIAL_DATA);

/** What can be measured: the catalog, its trees and statements, each optionally narrowed to one report. */
function catalogRoutes(api: ApiInstance) {
  api.get(
    '/api/metrics/firmographic_metrics',
    { ...FINANCIAL_DATA_ROUTE, schema: { response: { 200: firmographicMetricsResponseSchema } } },
    async () => ({ firmographic_metrics: FIRMOGRAPHIC_FIELDS }),
  );

  api.get(
    '/api/metrics/catalog',
    { ...FINANCIAL_DATA_ROUTE, schema: { response: { 200: metricCatalogResponseSchema } } },
    async () => ({ metrics: METRIC_CATALOG.map(presentMetric) }),
  );

  api.get(
    '/api/common_metrics_mappings',
    {
      ...FINANCIAL_DATA_ROUTE,
      schema: { querystring: reportId, response: { 200: commonMetricsMappingsResponseSchema } },
    },
    async (request) => {
      const only = reportMetricIds(request.query.report_id);
      return {
        mappings: METRIC_CATALOG.filter((m) => m.common && (only === null || only.has(m.id))).map((m) => ({
          ...presentMetric(m),
          bank_formula: m.formulas.bank !== undefined,
          credit_union_formula: m.formulas.credit_union !== undefined,
        })),
      };
    },
  );

  api.get(
    '/api/common_metrics_mappings/tree_descriptions',
    { ...FINANCIAL_DATA_ROUTE, schema: { response: { 200: commonTreeDescriptionsResponseSchema } } },
    async () => ({
      trees: (['Common Metrics', 'Common Statements'] as const).map((category) => ({
        id: slug(category),
        name: category,
        groups: treeGroups(category).map(({ id, name, metrics: list }) => ({
          id,
          name,
          metric_count: list.length,
        })),
      })),
    }),
  );

  api.get(
    '/api/metric_tree_relationships/tree_descriptions',
    { ...FINANCIAL_DATA_ROUTE, schema: { response: { 200: metricTreeDescriptionsResponseSchema } } },
    async () => ({
      trees: TREES.map((t) => ({
        id: t.id,
        name: t.name,
        category: t.category,
        fi_type: t.fiType,
        groups: treeGroups(t.category, t.fiType).map(({ id, name, metrics: list }) => ({
          id,
          name,
          metric_count: list.length,
        })),
      })),
    }),
  );

  api.get(
    '/api/metric_tree_relationships/tree_relationships',
    {
      ...FINANCIAL_DATA_ROUTE,
      schema: { querystring: treeQuery, response: { 200: metricTreeRelationshipsResponseSchema } },
    },
    async (request) => {
      const { tree_id, report_id } = request.query;
      const tree = TREES.find((t) => t.id === tree_id);
      if (!tree) throw notFound(`No metric tree ${tree_id}.`);
      return {
        tree_id: tree.id,
        name: tree.name,
        groups: treeGroups(tree.category, tree.fiType, reportMetricIds(report_id)),
      };
    },
  );

  api.get(
    '/api/financial_statements',
    {
      ...FINANCIAL_DATA_ROUTE,
      schema: { querystring: statementsQuery, response: { 200: financialStatementsResponseSchema } },
    },
    async (request) => ({
      statements: (['Common Statements', 'Detailed Statements'] as const).map((category) => ({
        category,
        groups: treeGroups(category, request.query.fi_type),
      })),
    }),
  );
}

/** The metric engine: the periods held, values with peer statistics and national standing, rankings. */
function valueRoutes(api: ApiInstance, database: Database) {
  const metrics = metricServiceFor(database);
  const periods = heldPeriods(database);

  api.get(
    '/api/metrics/periods',
    { ...FINANCIAL_DATA_ROUTE, schema: { response: { 200: metricPeriodsResponseSchema } } },
    async () => ({ periods: await periods() }),
  );

  api.get(
    '/api/metrics/values',
    {
      ...FINANCIAL_DATA_ROUTE,
      schema: { querystring: valuesQuery, response: { 200: metricValuesResponseSchema } },
    },
    async (request) => {
      const q = request.query;
      const unknown = q.metric_ids.filter((id) => !metricById(id));
      if (unknown.length > 0) throw badRequest(`Unknown metric ${unknown.join(', ')}.`);
      const ids = [...new Set([...q.institution_ids, ...(q.peer_ids ?? [])])];
      const institutions = await database.query<{ id: number; fi_type: string; name: string }>(
        'select id, fi_type, name from institutions where id = any($1::int[])',
        [ids],
      );
      const missing = q.institution_ids.filter((id) => !institutions.some((i) => i.id === id));
      if (missing.length > 0) throw notFound(`No institution ${missing.join(', ')}.`);
      const result = await metrics.compute({
        metricIds: q.metric_ids,
        institutions: institutions.map((i) => ({ id: i.id, fiType: i.fi_type })),
        periods: q.periods,
        span: q.span_id as SpanId,
        set: q.set_id as SetId,
        ...(q.peer_ids ? { peerIds: q.peer_ids } : {}),
        national: q.national === 'true',
      });
      return {
        periods: q.periods,
        span_id: q.span_id,
        set_id: q.set_id,
        metrics: result.definitions.map((d) => ({
          ...presentMetric(d),
          values: q.institution_ids.flatMap((id) =>
            q.periods.map((period) => {
              const cell = result.cells.get(d.id)?.get(period)?.get(id);
              return {
                institution_id: id,
                period,
                value: cell?.value ?? null,
                national_rank: cell?.national?.rank ?? null,
                national_of: cell?.national?.of ?? null,
                national_percentile: cell?.national?.percentile ?? null,
              };
            }),
          ),
          peer_stats: q.peer_ids
            ? q.periods.map((period) => ({ period, ...result.peerStats.get(d.id)?.get(period) }))
            : null,
        })),
      };
    },
  );

  api.get(
    '/api/metrics/ranking',
    {
      ...FINANCIAL_DATA_ROUTE,
      schema: { querystring: rankingQuery, response: { 200: metricRankingResponseSchema } },
    },
    async (request) => {
      const q = request.query;
      if (!metricById(q.metric_id)) throw badRequest(`Unknown metric ${q.metric_id}.`);
      const { metric, ordered } = await metrics.nationalRanking(
        q.metric_id,
        q.fi_type,
        q.period,
        q.span_id as SpanId,
        q.set_id as SetId,
      );
      const top = ordered.slice(0, q.limit);
      const names = await database.query<{ id: number; name: string; state: string | null }>(
        'select id, name, state from institutions where id = any($1::int[])',
        [top.map(([id]) => id)],
      );
      return {
        metric: presentMetric(metric),
        period: q.period,
        total: ordered.length,
        ranking: top.map(([id, value], index) => {
          const inst = names.find((n) => n.id === id);
          return {
            rank: index + 1,
            institution_id: id,
            name: inst?.name ?? '',
            state: inst?.state ?? null,
            value,
          };
        }),
      };
    },
  );
}

/**
 * The metric catalog and the metric engine behind every report: what can be measured, and the values
 * for institutions, periods, a span and a set, with peer statistics and national standing.
 */
export async function financialDataRoutes(
  app: FastifyInstance,
  { database }: { database: Database },
): Promise<void> {
  const api = typed(app);
  catalogRoutes(api);
  valueRoutes(api, database);
}
