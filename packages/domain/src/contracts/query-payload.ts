import { z } from 'zod';
import { QUERY_ELEMENT_TYPES } from '../constants/query.js';
import { idSchema } from './common.js';
import { filterSchema } from './filter.js';
import { criteriaGroupSchema, queryCountsSchema } from './query-criteria.js';

export const queryElementTypeSchema = z.enum(QUERY_ELEMENT_TYPES);

// One data point the query reads; a query element bundles the objects one rule needs.
export const queryElementObjectSchema = z.object({
  element_id: idSchema,
  element_type: queryElementTypeSchema,
  element_section: z.string().min(1),
  element_property: z.string().optional(),
  element_properties: z.record(z.string(), z.unknown()).optional(),
  filters: z.array(filterSchema).optional(),
});

export type QueryElementObject = z.infer<typeof queryElementObjectSchema>;

export const queryElementSchema = z.object({
  id: z.string().min(1),
  element_objects: z.array(queryElementObjectSchema).min(1),
});

export type QueryElement = z.infer<typeof queryElementSchema>;

export const queryPayloadSchema = z.object({
  elements: z.array(queryElementSchema),
  criteria: criteriaGroupSchema,
  counts: queryCountsSchema.optional(),
});

export type QueryPayload = z.infer<typeof queryPayloadSchema>;

// Body of run, pricing, downloads and contact_details calls.
export const runQueryBodySchema = z.strictObject({
  query: queryPayloadSchema,
  is_mbc: z.boolean().default(false),
});

export type RunQueryBody = z.infer<typeof runQueryBodySchema>;
