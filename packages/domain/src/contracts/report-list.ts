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
