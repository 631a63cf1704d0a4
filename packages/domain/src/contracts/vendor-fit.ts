import { z } from 'zod';
import { VENDOR_FIT_LIMITS } from '../constants/limits.js';
import { VENDOR_FIT_CATEGORIES } from '../constants/vendor-fit.js';
import { TECHNOLOGY_USES } from '../rules/technology-use.js';
import { cellValueSchema, idNameSchema, idParamSchema, idSchema } from './common.js';
import { institutionSchema } from './institution.js';

export const vendorFitProductSchema = z.object({
  product_id: idSchema,
  product_name: z.string(),
  vendor_id: idSchema,
  vendor_name: z.string(),
  // Predicted suitability, 0 to 100.
  fit_score: z.number().min(0).max(100).nullable(),
  rank: z.int().positive().nullable(),
});

export type VendorFitProduct = z.infer<typeof vendorFitProductSchema>;

export const vendorFitCategoryElementSchema = z.object({
  id: idSchema,
  name: z.string(),
  category: z.string(),
  value: cellValueSchema,
});

export type VendorFitCategoryElement = z.infer<typeof vendorFitCategoryElementSchema>;

// Everything the predictions page holds. Dependent parts are nullable because switching
// institution or vendor clears them until they are fetched again.
export const vendorFitDataSchema = z.object({
  institution: institutionSchema.nullable(),
  solution: idNameSchema.nullable(),
  vendor: idNameSchema.nullable(),
  profile_detail: z.record(z.string(), cellValueSchema).nullable(),
  vendor_products: z.array(vendorFitProductSchema),
  client_institutions: z.array(institutionSchema),
  category_elements: z.array(vendorFitCategoryElementSchema),
  // Per product id, the product's value for each category element.
  product_values: z.record(z.string(), z.record(z.string(), cellValueSchema)),
});

export type VendorFitData = z.infer<typeof vendorFitDataSchema>;

// ── The /api/fit_profile calls ───────────────────────────────────────────────────────────────────

export const vendorFitCategoryParamSchema = z.enum(VENDOR_FIT_CATEGORIES);

/** GET /api/fit_profile/institutions (query): at most VENDOR_FIT_LIMITS.institutionList. */
export const fitInstitutionsQuerySchema = z.object({ query: z.string().trim().max(100).default('') });

export const fitInstitutionSchema = z.object({
  id: idSchema,
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  fi_type: z.string(),
  assets: z.number().nullable(),
  rssd_id: z.number().nullable(),
  /** FDIC certificate or NCUA charter. */
  regulatory_id: z.string().nullable(),
});

export type FitInstitution = z.infer<typeof fitInstitutionSchema>;

export const fitInstitutionsResponseSchema = z.object({ institutions: z.array(fitInstitutionSchema) });

/** How well a solution's model predicted held-out switches (top-k accuracy, 0..1). */
export const fitEvaluationSchema = z.object({
  holdout: z.int().nonnegative(),
  top1: z.number(),
  top3: z.number(),
  baseline_top1: z.number(),
  baseline_top3: z.number(),
  window_start: z.string(),
  window_end: z.string(),
});

export type FitEvaluation = z.infer<typeof fitEvaluationSchema>;

/** GET /api/fit_profile/solutions: the solutions with a fitted model. */
export const fitSolutionSchema = z.object({
  id: idSchema,
  name: z.string(),
  products: z.int().nonnegative(),
  clients: z.int().nonnegative(),
  period: z.string(),
  fitted_at: z.string(),
  /** Null when too few switches were held out to measure. */
  evaluation: fitEvaluationSchema.nullable(),
});

export type FitSolution = z.infer<typeof fitSolutionSchema>;

export const fitSolutionsResponseSchema = z.object({ solutions: z.array(fitSolutionSchema) });

export const fitInstitutionSolutionQuerySchema = z.object({
  institution_id: idParamSchema,
  bank_service_id: idParamSchema,
});

/** GET /api/fit_profile/current_solution */
export const fitCurrentSolutionSchema = z.object({
  solution: idNameSchema,
  has_service: z.boolean().nullable(),
  /** What the open record says (technologyUseOf); null when the institution has none. */
  use: z.enum(TECHNOLOGY_USES).nullable(),
  vendor: idNameSchema.nullable(),
  product: idNameSchema.nullable(),
  started_on: z.string().nullable(),
  contract_age_years: z.number().nullable(),
});

export type FitCurrentSolution = z.infer<typeof fitCurrentSolutionSchema>;

/** GET /api/fit_profile/profile_elements: every variable, grouped by category. */
export const fitProfileElementSchema = z.object({
  key: z.string(),
  name: z.string(),
  category: vendorFitCategoryParamSchema,
  /** A number format code, or 'text' for a categorical variable. */
  format: z.string(),
});

export const fitProfileElementsSchema = z.object({
  categories: z.array(
    z.object({
      key: vendorFitCategoryParamSchema,
      name: z.string(),
      elements: z.array(fitProfileElementSchema),
    }),
  ),
});

export type FitProfileElements = z.infer<typeof fitProfileElementsSchema>;

/** One variable of a category: the institution against the product's clients. */
export const fitCategoryElementSchema = z.object({
  key: z.string(),
  name: z.string(),
  format: z.string(),
  value: cellValueSchema,
  /** The institution's percentile among the product's clients (numeric variables). */
  percentile: z.number().nullable(),
  median: cellValueSchema,
  p25: cellValueSchema,
  p75: cellValueSchema,
  /** Share of the product's clients with the institution's value (categorical variables). */
  share: z.number().nullable(),
  /** The variable's part of the category score: positive favours the product. */
  contribution: z.number(),
});

export type FitCategoryElement = z.infer<typeof fitCategoryElementSchema>;

/** GET /api/fit_profile/category */
export const fitCategoryQuerySchema = fitInstitutionSolutionQuerySchema.extend({
  product_id: idParamSchema,
  category: vendorFitCategoryParamSchema,
});

export const fitCategoryResponseSchema = z.object({
  category: vendorFitCategoryParamSchema,
  product: idNameSchema,
  /** 0..100: 50 is neutral, above favours the product. */
  score: z.number(),
  elements: z.array(fitCategoryElementSchema),
  /** Per product id (the top VENDOR_FIT_LIMITS.vendor products), each variable's client median. */
  product_values: z.record(z.string(), z.record(z.string(), cellValueSchema)),
});

export type FitCategoryResponse = z.infer<typeof fitCategoryResponseSchema>;

/** GET /api/fit_profile/product_fit_ranking (institution_id, limit; bank_service_id, default core). */
export const fitRankingQuerySchema = z.object({
  institution_id: idParamSchema,
  limit: z.coerce.number().int().min(1).max(100).default(VENDOR_FIT_LIMITS.vendor),
  bank_service_id: idParamSchema.optional(),
});

export const fitRankedProductSchema = vendorFitProductSchema.extend({
  clients: z.int().nonnegative(),
  is_current: z.boolean(),
  categories: z.record(vendorFitCategoryParamSchema, z.number()),
});

export type FitRankedProduct = z.infer<typeof fitRankedProductSchema>;

export const fitRankingResponseSchema = z.object({
  solution: idNameSchema,
  period: z.string(),
  products: z.array(fitRankedProductSchema),
  evaluation: fitEvaluationSchema.nullable(),
  is_demo: z.boolean(),
});

export type FitRankingResponse = z.infer<typeof fitRankingResponseSchema>;

/**
 * GET /api/fit_profile/client_institutions (product_id, limit; bank_service_id narrows to the
 * product's use for that solution, as the ranking counts its clients).
 */
export const fitClientsQuerySchema = z.object({
  product_id: idParamSchema,
  limit: z.coerce.number().int().min(1).max(500).default(VENDOR_FIT_LIMITS.institutionList),
  bank_service_id: idParamSchema.optional(),
});

export const fitClientsResponseSchema = z.object({
  product: vendorFitProductSchema.pick({
    product_id: true,
    product_name: true,
    vendor_id: true,
    vendor_name: true,
  }),
  total: z.int().nonnegative(),
  institutions: z.array(fitInstitutionSchema.extend({ since: z.string().nullable() })),
});

export type FitClientsResponse = z.infer<typeof fitClientsResponseSchema>;

/** GET /api/fit_profile/download.xlsx */
export const fitDownloadQuerySchema = fitInstitutionSolutionQuerySchema.extend({
  product_id: idParamSchema.optional(),
  vendor_id: idParamSchema.optional(),
});

/** GET /api/super_admin/data_scoring (group_id) */
export const dataScoringQuerySchema = z.object({ group_id: idParamSchema.optional() });

export const dataScoringResponseSchema = z.object({
  /** Per modelled solution: how its latest fit predicted held-out switches. */
  vendor_fit: z.array(fitSolutionSchema.extend({ status: z.enum(['measured', 'too_few_switches']) })),
  /** Per signal: how often institutions at in_depth_research switched within four quarters. */
  fin_intent: z.array(
    z.object({
      signal: idNameSchema,
      solution: idNameSchema.nullable(),
      period: z.string().nullable(),
      counts: z.record(z.string(), z.int().nonnegative()),
      /** Institution-quarters at in_depth_research whose switch window is complete. */
      cohort: z.int().nonnegative(),
      in_depth_switch_rate: z.number().nullable(),
      base_switch_rate: z.number().nullable(),
      lift: z.number().nullable(),
    }),
  ),
  /** The latest passes of each model, newest first. */
  runs: z.array(
    z.object({
      model: z.string(),
      status: z.string(),
      period: z.string().nullable(),
      started_at: z.string(),
      finished_at: z.string().nullable(),
      error: z.string().nullable(),
    }),
  ),
  /** When group_id is given: the group's CRM-listed institutions at each intent level, per signal. */
  group: z
    .object({
      id: idSchema,
      name: z.string(),
      listed_institutions: z.int().nonnegative(),
      signals: z.array(
        z.object({ signal: idNameSchema, counts: z.record(z.string(), z.int().nonnegative()) }),
      ),
    })
    .nullable(),
});

export type DataScoringResponse = z.infer<typeof dataScoringResponseSchema>;
