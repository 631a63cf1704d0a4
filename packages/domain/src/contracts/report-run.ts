import { z } from 'zod';
import { METRIC_MODES } from '../constants/report-view.js';
import { DEFAULT_SPAN_ID } from '../constants/spans.js';
import { idListParamSchema, idSchema, setIdSchema, spanIdSchema } from './common.js';
import { reportSchema } from './report.js';
import { reportListResponseSchema } from './report-list.js';
import { reportViewResponseSchema } from './report-view.js';

/** Which product runs a report; each keeps its own runs and report list. */
export const REPORT_TYPES = ['reporter', 'advisor', 'profile'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

const spanParam = z.coerce.number().pipe(spanIdSchema).default(DEFAULT_SPAN_ID);
const setParam = z.coerce.number().pipe(setIdSchema).default(1);

/**
 * GET /api/self_serve_reports (read-only). Without report_id it lists the reports the caller may run
 * for the institution (bank_id) and the spans. With report_id it also returns, as `report` (token,
 * progress, menu), the caller's run of that report for the institution(s), peer group, span and set
 * on the current data when one is done or still progressing, else `report: null`: a run is started
 * with POST /api/self_serve_reports/runs. `institution_ids` (Reporter compares several
 * institutions) defaults to bank_id alone.
 */
export const selfServeReportsQuerySchema = z.object({
  report_id: z.coerce.number().pipe(idSchema).optional(),
  report_type: z.enum(REPORT_TYPES).default('reporter'),
  bank_id: z.coerce.number().pipe(idSchema).optional(),
  institution_ids: idListParamSchema.optional(),
  peer_group_id: z.coerce.number().pipe(idSchema).optional(),
  span_id: spanParam,
  set_id: setParam,
});
export type SelfServeReportsQuery = z.infer<typeof selfServeReportsQuerySchema>;

export const selfServeReportsResponseSchema = reportListResponseSchema.extend({
  report: reportSchema.nullable(),
});
export type SelfServeReportsResponse = z.infer<typeof selfServeReportsResponseSchema>;

/**
 * POST /api/self_serve_reports/runs: opens a report. Answers the caller's run of the report for the
 * institution(s), peer group, span and set on the current data when one is done or still
 * progressing (200), else starts one (201): its progress starts at 'Preparing...' on
 * `progress_key`. A run whose job stopped (its process died) is marked failed, never reused.
 */
export const startReportRunBodySchema = z.object({
  report_id: idSchema,
  report_type: z.enum(REPORT_TYPES).default('reporter'),
  bank_id: idSchema,
  /** Reporter compares several institutions; defaults to bank_id alone. */
  institution_ids: z
    .array(idSchema)
    .transform((ids) => [...new Set(ids)])
    .optional(),
  peer_group_id: idSchema.optional(),
  span_id: spanIdSchema.default(DEFAULT_SPAN_ID),
  set_id: setIdSchema.default(1),
});
export type StartReportRunBody = z.input<typeof startReportRunBodySchema>;

export const startReportRunResponseSchema = z.object({ report: reportSchema });
export type StartReportRunResponse = z.infer<typeof startReportRunResponseSchema>;

/**
 * GET /api/self_serve_reports/view. `id` is the run (Report.id); `metric_id` picks the metric (or, in
 * a technographic report, the bank service) of single and period views; `period_id` is a quarter end
 * written as yyyymmdd (20250630); `page_no` pages the period view's peers, PEER_PAGE_SIZE a page.
 */
export const reportViewQuerySchema = z.object({
  id: z.coerce.number().pipe(idSchema),
  report_type: z.enum(REPORT_TYPES).default('reporter'),
  report_id: z.coerce.number().pipe(idSchema),
  report_view: z.enum(METRIC_MODES).default('multi'),
  metric_id: z.coerce.number().pipe(idSchema).optional(),
  span_id: spanParam,
  set_id: setParam,
  peer_group_id: z.coerce.number().pipe(idSchema).optional(),
  // A quarter end as yyyymmdd: eight digits, so nothing past them reaches a date computation.
  period_id: z.coerce.number().int().min(10000101).max(99991231).optional(),
  page_no: z.coerce.number().int().min(1).max(100_000).default(1),
  pdf: z.enum(['true', 'false']).optional(),
});
export type ReportViewQuery = z.infer<typeof reportViewQuerySchema>;

/**
 * The view as the server sends it: the spec's response plus paging of the peer table (period view)
 * and the peer group it was computed against.
 */
export const reportViewPageSchema = reportViewResponseSchema.extend({
  report_view: z.enum(METRIC_MODES),
  peer_group: z.object({ id: idSchema, name: z.string(), peer_count: z.int().nonnegative() }).nullable(),
  page_no: z.int().min(1),
  page_count: z.int().nonnegative(),
  /** Peers in the whole peer table, across pages. */
  total_peers: z.int().nonnegative(),
  is_technographics_only: z.boolean(),
  /**
   * Lines that show the latest period alone: custom report elements of Current Period scope and
   * elements read once at the latest data (firmographics, technographics, segments, contacts).
   */
  current_metric_ids: z.array(idSchema).optional(),
  /** Lines whose values are words (vendors, cities, segments): no chart and no peer median. */
  text_metric_ids: z.array(idSchema).optional(),
});
export type ReportViewPage = z.infer<typeof reportViewPageSchema>;

/** Quarter end '2025-06-30' as the period id 20250630, and back. */
export const periodIdOf = (period: string): number => Number(period.replaceAll('-', ''));
export const periodOfId = (id: number): string => {
  const s = String(id);
  return `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}`;
};
