import { z } from 'zod';
import { idNameSchema, idSchema, numberFormatCodeSchema } from './common.js';
import { formatNodeSchema } from './format-node.js';
import { metricRowSchema } from './metric-row.js';

export const reportViewResponseSchema = z.object({
  report_id: idSchema,
  metrics: z.array(metricRowSchema),
  headers: z.array(z.string()),
  peer_metrics: z.array(metricRowSchema),
  peer_table: z.array(metricRowSchema),
  // Metrics shown as scores rather than raw values.
  score_metric_ids: z.array(idSchema),
  bank_title: z.string(),
  metrics_list: z.array(idNameSchema),
  metric_id: idSchema.nullable(),
  format: z.array(formatNodeSchema),
  element_format: z.array(formatNodeSchema),
  // Named as the server sends it.
  periodList: z.array(idNameSchema),
  // Keyed by metric id.
  display_formats: z.record(z.string(), numberFormatCodeSchema),
  period_id: idSchema.nullable(),
});

export type ReportViewResponse = z.infer<typeof reportViewResponseSchema>;
