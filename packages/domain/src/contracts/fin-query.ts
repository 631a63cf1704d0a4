import { z } from 'zod';
import { ORDER_PAYMENTS, QUERY_VALUE_KINDS } from '../constants/fin-query.js';
import { DOWNLOAD_FORMATS } from '../constants/subscription.js';
import { flagParamSchema, idSchema, isoDateTimeSchema, numberFormatCodeSchema } from './common.js';
import { queryElementTypeSchema } from './query-payload.js';

const optionValueSchema = z.union([z.string(), z.number()]);

export const queryOptionSchema = z.object({
  value: optionValueSchema,
  label: z.string(),
  /** A second line (a vendor's product count, a county's state). */
  hint: z.string().optional(),
});
export type QueryOption = z.infer<typeof queryOptionSchema>;

/** Which element properties the builder edits for an element. */
export const queryPropertyKindSchema = z.enum([
  'metric',
  'technographic',
  'contacts',
  'market',
  'mortgage',
  'evidence_search',
  'intent',
]);

/**
 * Which builder a catalog, option list or identifier upload is for: the mortgage-lender variant
 * (is_mbc) lists mortgage companies and the Mortgage Lending category (not in the spec's calls,
 * which name is_mbc on the query calls only).
 */
export const queryVariantQuerySchema = z.object({ is_mbc: flagParamSchema.default(false) });

/** One element the query builder offers. */
export const queryCatalogElementSchema = z.object({
  element_id: idSchema,
  element_type: queryElementTypeSchema,
  /** The rule category (spec section 3), e.g. 'Firmographics', 'Common Metrics (Bank/CU)'. */
  element_section: z.string(),
  name: z.string(),
  /** A sub-heading inside the section (metric group, solution category, address). */
  group: z.string().nullable(),
  definition: z.string().nullable(),
  value_kind: z.enum(QUERY_VALUE_KINDS),
  operators: z.array(z.string()).min(1),
  /** For options: every choice (small lists); large ones are read from element_options. */
  options: z.array(queryOptionSchema).optional(),
  /** Options too many to send with the catalog: ask /api/advanced_query/element_options. */
  remote_options: z.boolean().default(false),
  format: numberFormatCodeSchema.nullable(),
  /** Which FI types it applies to; empty means every type. */
  fi_types: z.array(z.string()),
  properties: queryPropertyKindSchema.nullable(),
});
export type QueryCatalogElement = z.infer<typeof queryCatalogElementSchema>;

export const queryCatalogSectionSchema = z.object({
  name: z.string(),
  elements: z.array(queryCatalogElementSchema),
});

/** The builder's categories (QUERY_BUILDER_CATEGORIES order), each with its sections. */
export const queryCatalogSchema = z.object({
  categories: z.array(
    z.object({
      name: z.string(),
      sections: z.array(queryCatalogSectionSchema),
    }),
  ),
  /** Data as of, shown beside the counts. */
  data_as_of: z.string().nullable(),
  is_demo: z.boolean(),
});
export type QueryCatalog = z.infer<typeof queryCatalogSchema>;

export const elementOptionsQuerySchema = z.object({
  element_type: queryElementTypeSchema,
  element_id: z.coerce.number().int().positive(),
  /** What the options depend on: the vendor a product list is narrowed to, a state for counties. */
  parent: z.string().max(100).optional(),
  q: z.string().max(100).optional(),
  is_mbc: flagParamSchema.default(false),
});

export const elementOptionsResponseSchema = z.object({ options: z.array(queryOptionSchema) });

/** Counts for the tree: every rule alone and every group (the root is the running total). */
export const queryCountsResponseSchema = z.object({
  counts: z.record(z.string(), z.int().nonnegative()),
  total: z.int().nonnegative(),
  /** Institutions the counts were taken over (active institutions of every type the variant lists). */
  universe: z.int().nonnegative(),
});
export type QueryCountsResponse = z.infer<typeof queryCountsResponseSchema>;

export const resultColumnSchema = z.object({
  key: z.string(),
  label: z.string(),
  format: numberFormatCodeSchema.nullable(),
  /** 'default' for the spec's export columns, else the element the column comes from. */
  source: z.string(),
});
export type ResultColumn = z.infer<typeof resultColumnSchema>;

export const resultCellSchema = z.union([z.number(), z.string(), z.boolean(), z.null()]);

/** POST /api/advanced_query: the matching institutions with the default and element columns. */
export const queryResultsSchema = z.object({
  total: z.int().nonnegative(),
  counts: z.record(z.string(), z.int().nonnegative()),
  columns: z.array(resultColumnSchema),
  /** One array per institution, cells in column order. */
  rows: z.array(z.array(resultCellSchema)),
  /** The institution of each row, in row order. */
  institution_ids: z.array(idSchema),
  data_as_of: z.string().nullable(),
  is_demo: z.boolean(),
});
export type QueryResults = z.infer<typeof queryResultsSchema>;

/** GET /api/advanced_query/{id}/element_list: a saved query's elements in words. */
export const elementListSchema = z.object({
  id: idSchema,
  name: z.string(),
  elements: z.array(
    z.object({
      id: z.string(),
      element_id: idSchema,
      element_type: queryElementTypeSchema,
      element_section: z.string(),
      name: z.string(),
      /** The rule in words: 'Total Assets between $100M and $500M'. */
      description: z.string(),
      /** False when the element no longer exists (a deleted solution or theme). */
      available: z.boolean(),
    }),
  ),
});
export type ElementList = z.infer<typeof elementListSchema>;

export const identifierResolutionBodySchema = z.strictObject({
  identifiers: z.array(z.string().trim().min(1).max(64)).min(1).max(20_000),
  /** The mortgage-lender variant also resolves mortgage companies (by LEI, RSSD ID or name). */
  is_mbc: z.boolean().default(false),
});
export const identifierResolutionSchema = z.object({
  matched: z.array(z.object({ identifier: z.string(), institution_id: idSchema, name: z.string() })),
  unmatched: z.array(z.string()),
});

/** A volume tier: from this many institutions on, the discount (percent) applies. */
export const pricingTierSchema = z.object({
  min_fis: z.int('Enter a whole number of institutions.').nonnegative('Institutions cannot be negative.'),
  discount_percent: z
    .number('Enter a discount in percent.')
    .min(0, 'A discount is between 0% and 100%.')
    .max(100, 'A discount is between 0% and 100%.'),
});

/** A schedule's price terms: what a FIN Admin edits on a template or a client's schedule. */
export const pricingTermsSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name.').max(255, 'A name has at most 255 characters.'),
  cost_per_fi_per_element: z
    .number('Enter the cost per institution per element.')
    .nonnegative('A cost cannot be negative.')
    .max(1000, 'A cost per institution per element is at most $1,000.'),
  minimum_price: z
    .number('Enter a minimum price (0 for none).')
    .nonnegative('A minimum price cannot be negative.')
    .max(1_000_000, 'A minimum price is at most $1,000,000.'),
  tiers: z
    .array(pricingTierSchema)
    .max(20, 'A schedule has at most 20 volume tiers.')
    .refine(
      (tiers) => new Set(tiers.map((t) => t.min_fis)).size === tiers.length,
      'Two volume tiers start at the same number of institutions.',
    ),
  /** The client's negotiated discount on every order, percent. */
  discount_percent: z
    .number('Enter a discount in percent (0 for none).')
    .min(0, 'A discount is between 0% and 100%.')
    .max(100, 'A discount is between 0% and 100%.'),
  /** Price of one token; an order needs ceil(total_price / token_value) tokens. */
  token_value: z
    .number('Enter the value of one token.')
    .positive('A token is worth more than $0.')
    .max(1_000_000, 'A token is worth at most $1,000,000.'),
});

export const pricingScheduleBodySchema = z.strictObject({
  ...pricingTermsSchema.shape,
  tiers: pricingTermsSchema.shape.tiers.default([]),
  discount_percent: pricingTermsSchema.shape.discount_percent.default(0),
  token_value: pricingTermsSchema.shape.token_value.default(1),
});
export type PricingScheduleBody = z.infer<typeof pricingScheduleBodySchema>;

export const pricingScheduleSchema = pricingScheduleBodySchema.extend({
  id: idSchema,
  is_template: z.boolean(),
  group_id: idSchema.nullable(),
  group_name: z.string().nullable(),
  token_balance: z.int(),
  template_id: idSchema.nullable(),
  updated_at: isoDateTimeSchema,
});
export type PricingSchedule = z.infer<typeof pricingScheduleSchema>;

export const queryOrderSchema = z.object({
  id: idSchema,
  created_at: isoDateTimeSchema,
  user_id: idSchema.nullable(),
  user_name: z.string().nullable(),
  email: z.string().nullable(),
  group_id: idSchema.nullable(),
  group_name: z.string().nullable(),
  query_name: z.string().nullable(),
  fi_count: z.int().nonnegative(),
  number_fields: z.int().nonnegative(),
  format: z.enum(DOWNLOAD_FORMATS),
  total_price: z.number().nonnegative(),
  tokens: z.int().nonnegative(),
  payment: z.enum(ORDER_PAYMENTS),
});
export type QueryOrder = z.infer<typeof queryOrderSchema>;
