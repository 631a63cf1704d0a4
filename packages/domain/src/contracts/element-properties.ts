import { z } from 'zod';
import { METRIC_ELEMENT_DEFAULTS } from '../constants/report-writer.js';
import { idSchema, scopeSchema, setIdSchema, spanIdSchema } from './common.js';
import { filterOperatorSchema, filterSchema } from './filter.js';

// Defaults match METRIC_ELEMENT_DEFAULTS so an element saved without properties renders
// the same on server and client.
export const metricElementPropertiesSchema = z.object({
  set: setIdSchema.default(METRIC_ELEMENT_DEFAULTS.set),
  span: spanIdSchema.default(METRIC_ELEMENT_DEFAULTS.span),
  scope: scopeSchema.default(METRIC_ELEMENT_DEFAULTS.scope),
  element_property: z.string().nullish(),
  // When true the report-wide set/span/scope override this element's own.
  is_global_setting: z.boolean().default(false),
});

export type MetricElementProperties = z.infer<typeof metricElementPropertiesSchema>;

// Which technographic columns to output; all false is the "Default" mode.
export const technographicElementPropertiesSchema = z.object({
  vendor: z.boolean().default(false),
  product: z.boolean().default(false),
  has_service: z.boolean().default(false),
});

export type TechnographicElementProperties = z.infer<typeof technographicElementPropertiesSchema>;

export const contactElementPropertiesSchema = z.object({
  roles: z.array(z.string().min(1)).default([]),
  titles: z.array(z.string().min(1)).default([]),
  has_email: z.boolean().default(false),
  // Leave out the institution's own staff (for FI users prospecting peers).
  exclude_fi: z.boolean().default(false),
});

export type ContactElementProperties = z.infer<typeof contactElementPropertiesSchema>;

export const mortgageLendingElementPropertiesSchema = z.object({
  rule_id: idSchema,
  action_taken: z.string().nullable(),
  output_type: z.string().min(1),
  filter_on: z.string().nullable(),
  filter_operator: filterOperatorSchema.nullable(),
  filters: z.array(filterSchema).default([]),
});

export type MortgageLendingElementProperties = z.infer<typeof mortgageLendingElementPropertiesSchema>;

export const firmographicElementPropertiesSchema = z.object({
  action_taken: z.string().nullable(),
  element_option: z.string().nullable(),
  output_type: z.string().min(1),
});

export type FirmographicElementProperties = z.infer<typeof firmographicElementPropertiesSchema>;

// Performographics, vendor fit and intent elements carry server-defined options.
export const genericElementPropertiesSchema = z.record(z.string(), z.unknown());
