import { z } from 'zod';
import { cellValueSchema, idSchema, numberFormatCodeSchema } from './common.js';

export const metricValueSchema = z.object({
  element_id: idSchema,
  name: z.string(),
  peer_vendor_ratio: z.number().nullable(),
  value5: cellValueSchema,
  metric_id: idSchema,
  // A spacer row in the layout rather than data.
  space: z.boolean(),
});

export type MetricValue = z.infer<typeof metricValueSchema>;

// value1..value5 are the five periods of a trend, oldest first, already formatted for display;
// raw and unformatted values keep the numbers for charts and spreadsheets.
export const metricRowSchema = z.object({
  bank_id: idSchema,
  bank_name: z.string(),
  bank_city: z.string().nullable(),
  bank_state: z.string().nullable(),
  value1: cellValueSchema,
  value2: cellValueSchema,
  value3: cellValueSchema,
  value4: cellValueSchema,
  value5: cellValueSchema,
  raw_values: z.array(z.number().nullable()),
  raw_value: z.number().nullable(),
  // Spelled as the server sends it.
  unformated_values: z.array(z.number().nullable()),
  peer: cellValueSchema,
  national_rank: z.number().nullable(),
  excel_values: z.array(cellValueSchema),
  format: numberFormatCodeSchema,
  name: z.string(),
  group_name: z.string().nullable(),
  metric_values: z.array(metricValueSchema).optional(),
});

export type MetricRow = z.infer<typeof metricRowSchema>;
