import { z } from 'zod';
import { fiTypeSchema, idSchema, percentSchema } from './common.js';
import { menuDataSchema } from './menu-data.js';
import { reportListEntrySchema } from './report-list.js';

// A report is a background job; `progress_key` is where its live progress is watched.
// Loose because the server adds "<product>_reports" lists named after the product.
export const reportSchema = z.looseObject({
  id: idSchema,
  report_token: z.string().min(1),
  progress_key: z.string().min(1),
  report_progress: percentSchema,
  breakpoint_progress: percentSchema.nullable(),
  status: z.string(),
  progress: percentSchema,
  menu: z.array(menuDataSchema),
  custom_reports: z.array(reportListEntrySchema),
  fi_type: fiTypeSchema,
});

export type Report = z.infer<typeof reportSchema>;
