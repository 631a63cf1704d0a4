import { z } from 'zod';
import { idSchema, spanIdSchema } from './common.js';

export const reportListEntrySchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  // "fin_reports" is the built-in catalogue; other categories are customer reports.
  category: z.string().min(1),
  group_ids: z.array(idSchema),
  is_technographics_only: z.boolean(),
});

export type ReportListEntry = z.infer<typeof reportListEntrySchema>;

export const spanSchema = z.object({ id: spanIdSchema, name: z.string().min(1) });

export type Span = z.infer<typeof spanSchema>;

export const reportListResponseSchema = z.object({
  reports: z.array(reportListEntrySchema),
  spans: z.array(spanSchema),
});

export type ReportListResponse = z.infer<typeof reportListResponseSchema>;

/** /reporter_reports, /user_fi_type_reports and /user_reports: a bare list of report entries. */
export const reportEntriesResponseSchema = z.object({ reports: z.array(reportListEntrySchema) });

export type ReportEntriesResponse = z.infer<typeof reportEntriesResponseSchema>;

/**
 * /metric_list: what a report shows, in its order. Metric reports list metrics (id = metric element
 * id, with their number format); technographic reports list bank services (id = bank service id).
 */
export const reportMetricListResponseSchema = z.object({
  report_id: idSchema,
  is_technographics_only: z.boolean(),
  metrics: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      group_name: z.string(),
      format: z.string().nullable(),
    }),
  ),
});

export type ReportMetricListResponse = z.infer<typeof reportMetricListResponseSchema>;
