import { z } from 'zod';
import { FI_TYPE_FILTER, KNOWN_VENDOR, MARKET_MEASURE } from '../constants/market.js';
import { idSchema, numberFormatCodeSchema } from './common.js';

const optionIdSchema = z.union([z.int(), z.string().min(1)]);

export const digitalChannelsFilterOptionSchema = z.object({
  id: optionIdSchema,
  name: z.string(),
});

export type DigitalChannelsFilterOption = z.infer<typeof digitalChannelsFilterOptionSchema>;

export const digitalChannelsFilterSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  options: z.array(digitalChannelsFilterOptionSchema),
});

export type DigitalChannelsFilter = z.infer<typeof digitalChannelsFilterSchema>;

// A report shows only the filters whose ids it lists.
export const digitalChannelsReportSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  filter_ids: z.array(idSchema),
  module: z.string().optional(),
});

export type DigitalChannelsReport = z.infer<typeof digitalChannelsReportSchema>;

const ids = z.array(optionIdSchema);

// The selected filter values sent as bracket-format query arrays. All optional because
// each report enables a different subset.
export const digitalChannelsFilterValuesSchema = z.object({
  current_period: optionIdSchema.optional(),
  previous_period: optionIdSchema.optional(),
  beginning_period: optionIdSchema.optional(),
  market_measure: z.literal(Object.values(MARKET_MEASURE)).optional(),
  client_size_metric: optionIdSchema.optional(),
  satisfaction_measure: optionIdSchema.optional(),
  top_vendors: z.int().nonnegative().optional(),
  top_features: z.int().nonnegative().optional(),
  fi_type: z.literal(Object.values(FI_TYPE_FILTER)).optional(),
  fi_asset_group: ids.optional(),
  mb_age_group: ids.optional(),
  feature_mb_age_group: ids.optional(),
  vendor: ids.optional(),
  app_type: ids.optional(),
  vendor_branded: ids.optional(),
  core_vendor_product: ids.optional(),
  known_vendor: z.literal(Object.values(KNOWN_VENDOR)).optional(),
  date_level: optionIdSchema.optional(),
});

export type DigitalChannelsFilterValues = z.infer<typeof digitalChannelsFilterValuesSchema>;

export const digitalChannelsRowSchema = z.looseObject({
  vendor_name: z.string(),
  product_name: z.union([z.string(), z.number()]).nullable(),
});

export type DigitalChannelsRow = z.infer<typeof digitalChannelsRowSchema>;

export const digitalChannelsResultSchema = z.object({
  // Compared with the selected report so a slow, stale answer is dropped.
  report_id: idSchema,
  report_data: z.array(digitalChannelsRowSchema),
  total_vendors: z.int().nonnegative(),
  headers: z.array(z.string()),
  // Format code per column key.
  data_format: z.record(z.string(), numberFormatCodeSchema),
  filters: digitalChannelsFilterValuesSchema,
});

export type DigitalChannelsResult = z.infer<typeof digitalChannelsResultSchema>;
