import { z } from 'zod';
import { FIN_QUERY_LIMITS, MARKET_KINDS } from '../constants/fin-query.js';
import { EVIDENCE_SEARCH_LIMITS, JOB_FUNCTIONS, JOB_SENIORITIES } from '../constants/intent-evidence.js';
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

const yearsSince = z.int().min(0).max(200);

/**
 * A technographics element of FIN Query: the output columns above plus the contract era. With
 * installed_years [low, high], a rule tests only the current records that started between low and
 * high whole years before the data date (5-7 finds contracts likely up for renewal).
 */
export const technographicQueryPropertiesSchema = technographicElementPropertiesSchema.extend({
  installed_years: z
    .tuple([yearsSince, yearsSince])
    .refine(([low, high]) => low <= high, { message: 'installed_years needs [low, high] with low <= high' })
    .nullable()
    .default(null),
});

export type TechnographicQueryProperties = z.infer<typeof technographicQueryPropertiesSchema>;

const MARKET_CODE_PATTERN = { state: /^[A-Z]{2}$/, county: /^\d{5}$/, msa: /^\d{5}$/ } as const;

/**
 * The markets a Market Area measure (deposit share, branch count, deposits) reads: one kind, and
 * the states (postal codes), counties (FIPS) or MSAs (CBSA codes) chosen.
 */
export const marketElementPropertiesSchema = z
  .object({
    market: z.enum(MARKET_KINDS),
    codes: z
      .array(z.string().trim().toUpperCase())
      .min(1, 'Choose at least one market.')
      .max(
        FIN_QUERY_LIMITS.maxMarketsPerElement,
        `Choose at most ${FIN_QUERY_LIMITS.maxMarketsPerElement} markets.`,
      ),
  })
  .superRefine((value, ctx) => {
    const bad = value.codes.find((code) => !MARKET_CODE_PATTERN[value.market].test(code));
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['codes'], message: `${bad} is not a ${value.market} code.` });
    }
  });

export type MarketElementProperties = z.infer<typeof marketElementPropertiesSchema>;

export const contactElementPropertiesSchema = z.object({
  roles: z.array(z.string().min(1)).default([]),
  titles: z.array(z.string().min(1)).default([]),
  has_email: z.boolean().default(false),
  // Leave out the institution's own staff (for FI users prospecting peers).
  exclude_fi: z.boolean().default(false),
});

export type ContactElementProperties = z.infer<typeof contactElementPropertiesSchema>;

/**
 * A Job Search or Site Search element: the full-text search (websearch syntax: words, "a phrase",
 * OR, -word), the window in quarters and, for job postings, the functions and seniorities to keep
 * (none chosen: any). The text is checked when a rule runs, so a half-typed search stays editable.
 */
export const evidenceSearchPropertiesSchema = z.object({
  text: z.string().max(EVIDENCE_SEARCH_LIMITS.maxTextLength).default(''),
  within_quarters: z
    .int()
    .min(1)
    .max(EVIDENCE_SEARCH_LIMITS.maxQuarters)
    .default(EVIDENCE_SEARCH_LIMITS.defaultQuarters),
  job_functions: z.array(z.enum(JOB_FUNCTIONS)).default([]),
  seniorities: z.array(z.enum(JOB_SENIORITIES)).default([]),
});

export type EvidenceSearchProperties = z.infer<typeof evidenceSearchPropertiesSchema>;

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
