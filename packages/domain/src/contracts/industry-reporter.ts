import { z } from 'zod';
import { CHART_COLOR_SERIES } from '../constants/chart.js';
import { FI_TYPES } from '../constants/fi-types.js';
import {
  INDUSTRY_METRIC_MODES,
  INDUSTRY_REPORTER_DEFAULTS,
  INDUSTRY_REPORTER_LIMITS,
} from '../constants/industry-reporter.js';
import { RULE_CATEGORIES } from '../constants/query.js';
import { DISPLAY_TYPES } from '../constants/report-view.js';
import { SET_ID } from '../constants/sets.js';
import {
  hexColorSchema,
  idParamSchema,
  idSchema,
  isoDateTimeSchema,
  numberFormatCodeSchema,
  reportFiTypeSchema,
  scopeSchema,
  setIdSchema,
  spanIdSchema,
} from './common.js';
import { FI_GROUP_KINDS, fiGroupRefSchema } from './fi-group.js';
import { JOB_STATES } from './job-progress.js';

// Client state persisted locally between visits, hence camelCase and defaults for every
// field: an older stored copy parses into a complete state.
export const industryReporterStateSchema = z.object({
  /** FI group references ('peer_group:12', 'query:7', 'industry:bank'). */
  selectedGroups: z.array(fiGroupRefSchema).max(INDUSTRY_REPORTER_LIMITS.maxGroups).default([]),
  reportId: idSchema.nullable().default(null),
  /** The segment set the groups are split by; null shows the groups whole. */
  segmentId: idSchema.nullable().default(null),
  /** The run the report page shows (its stored result), once a report was opened. */
  runId: idSchema.nullable().default(null),
  /** The metric of single-metric mode (a catalog metric id). */
  metricId: z.string().max(100).nullable().default(null),
  metricMode: z.enum(INDUSTRY_METRIC_MODES).default(INDUSTRY_REPORTER_DEFAULTS.metricMode),
  spanId: spanIdSchema.default(INDUSTRY_REPORTER_DEFAULTS.spanId),
  scope: scopeSchema.default(INDUSTRY_REPORTER_DEFAULTS.scope),
  setId: setIdSchema.default(SET_ID.AS_REPORTED),
  /** The quarter shown in single-period scope and for the quartiles (a period id, 20260930); null is the latest. */
  periodId: idSchema.nullable().default(null),
  fiType: reportFiTypeSchema.nullable().default(null),
  colorSeries: z
    .array(hexColorSchema)
    .min(1)
    .default([...CHART_COLOR_SERIES]),
  treeRuleCategories: z.array(z.enum(RULE_CATEGORIES)).default([]),
  showGraph: z.boolean().default(INDUSTRY_REPORTER_DEFAULTS.showGraph),
  showTotals: z.boolean().default(true),
  showSegments: z.boolean().default(true),
  displayType: z.enum(DISPLAY_TYPES).default(INDUSTRY_REPORTER_DEFAULTS.displayType),
});

export type IndustryReporterState = z.infer<typeof industryReporterStateSchema>;

/** GET /api/industry_reporter/fi_groups: every group the caller may aggregate. */
export const industryFiGroupSchema = z.object({
  ref: z.string(),
  kind: z.enum(FI_GROUP_KINDS),
  name: z.string(),
  description: z.string().nullable(),
  /** The type every member shares; null for a mixed group or one whose members are not known yet. */
  fi_type: z.enum(FI_TYPES).nullable(),
  member_count: z.int().nonnegative().nullable(),
  /** Who saved it, for peer groups and saved queries. */
  owner: z.string().nullable(),
  is_global: z.boolean(),
});
export type IndustryFiGroup = z.infer<typeof industryFiGroupSchema>;

export const industryFiGroupsResponseSchema = z.object({ groups: z.array(industryFiGroupSchema) });
export type IndustryFiGroupsResponse = z.infer<typeof industryFiGroupsResponseSchema>;

/** GET /api/industry_reporter/segmentations: built-in and custom segment sets the caller may use. */
export const industrySegmentationSchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string().nullable(),
  built_in: z.boolean(),
  segments: z.array(z.object({ id: idSchema, name: z.string() })),
});
export type IndustrySegmentation = z.infer<typeof industrySegmentationSchema>;

export const industrySegmentationsResponseSchema = z.object({
  segmentations: z.array(industrySegmentationSchema),
});

/** GET /api/industry_reporter/reports: the metric reports an industry report can aggregate. */
export const industryReportChoiceSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Whose formulas the report's metrics use: bank (banks and holding companies) or credit_union. */
  fi_type: z.enum(['bank', 'credit_union', 'both']),
  category: z.string(),
  metric_count: z.int().nonnegative(),
});
export type IndustryReportChoice = z.infer<typeof industryReportChoiceSchema>;

export const industryReportsResponseSchema = z.object({ reports: z.array(industryReportChoiceSchema) });

/**
 * POST /api/industry_reporter/runs: opens the industry report of these groups, split by the segment
 * set, for the span and set: the caller's run that is done or still progressing, else a new one.
 * Empty groups or no report are the spec's selection messages, so both are allowed here.
 */
export const startIndustryRunBodySchema = z.strictObject({
  fi_group_ids: z.array(fiGroupRefSchema).max(INDUSTRY_REPORTER_LIMITS.maxGroups),
  segmentation_id: idSchema.nullable().default(null),
  report_id: idSchema.nullable(),
  span_id: spanIdSchema.default(INDUSTRY_REPORTER_DEFAULTS.spanId),
  set_id: setIdSchema.default(SET_ID.AS_REPORTED),
});
export type StartIndustryRunBody = z.infer<typeof startIndustryRunBodySchema>;
export type StartIndustryRunBodyInput = z.input<typeof startIndustryRunBodySchema>;

export const industryRunParamsSchema = z.object({ id: idParamSchema });

/** A run as its calls answer it: what it computes, its progress, and whether newer data exists. */
export const industryRunSchema = z.object({
  id: idSchema,
  token: z.string(),
  progress_key: z.string(),
  state: z.enum(JOB_STATES),
  progress: z.int().min(0).max(100),
  status: z.string(),
  report_id: idSchema,
  fi_group_ids: z.array(z.string()),
  segmentation_id: idSchema.nullable(),
  span_id: spanIdSchema,
  set_id: setIdSchema,
  /** Data was loaded after the run computed (or started): the view offers 'Rerun Report'. */
  outdated: z.boolean(),
  created_at: isoDateTimeSchema,
  finished_at: isoDateTimeSchema.nullable(),
});
export type IndustryRun = z.infer<typeof industryRunSchema>;

export const industryRunResponseSchema = z.object({ run: industryRunSchema });
export type IndustryRunResponse = z.infer<typeof industryRunResponseSchema>;

export const industryReportGroupSchema = z.object({
  ref: z.string(),
  name: z.string(),
  kind: z.enum(FI_GROUP_KINDS),
  /** The type every member shares; null for a mixed group. */
  fi_type: z.enum(FI_TYPES).nullable(),
  member_count: z.int().nonnegative(),
  /** Members of the group in no segment of the set: in its total only. */
  unsegmented_count: z.int().nonnegative(),
  /** How the group was read (a mixed group's types, members left out), in words. */
  notes: z.array(z.string()),
});
export type IndustryReportGroup = z.infer<typeof industryReportGroupSchema>;

/** One line of the report: a group's total, or one segment of a group. */
export const industryReportRowSchema = z.object({
  key: z.string(),
  group_index: z.int().nonnegative(),
  segment_id: idSchema.nullable(),
  /** 'Total' for the group's total, else the segment's name. */
  name: z.string(),
  /** Members the bank formulas read (banks and holding companies) and the credit-union formulas read. */
  members: z.object({ bank: z.int().nonnegative(), credit_union: z.int().nonnegative() }),
});
export type IndustryReportRow = z.infer<typeof industryReportRowSchema>;

export const industryReportMetricSchema = z.object({
  id: z.string(),
  element_id: idSchema,
  name: z.string(),
  header: z.string(),
  format: numberFormatCodeSchema,
  /** Whose formula computed it, and so which members it covers. */
  formula_type: z.enum(['bank', 'credit_union']),
  higher_is_better: z.boolean().nullable(),
  definition: z.string(),
});
export type IndustryReportMetric = z.infer<typeof industryReportMetricSchema>;

const cellSchema = z.array(z.number().nullable());

/** GET /api/industry_reporter/runs/{id}/view: the stored result of a finished run. */
export const industryReportViewSchema = z.object({
  run: industryRunSchema,
  report: z.object({ id: idSchema, name: z.string() }),
  segmentation: z.object({ id: idSchema, name: z.string() }).nullable(),
  /** Quarter ends, oldest first, and their labels ('Q3 2026'). */
  periods: z.array(z.string()),
  headers: z.array(z.string()),
  span_id: spanIdSchema,
  /** The set the bank metrics used (credit unions always read as reported). */
  set_id: setIdSchema,
  /** Computed on the generated demo data set, not regulator data. */
  demo: z.boolean(),
  groups: z.array(industryReportGroupSchema),
  rows: z.array(industryReportRowSchema),
  metrics: z.array(industryReportMetricSchema),
  /** values[row][metric][period] = [aggregate, p25, median, p75, count] (INDUSTRY_STATS order). */
  values: z.array(z.array(z.array(cellSchema))),
});
export type IndustryReportView = z.infer<typeof industryReportViewSchema>;
