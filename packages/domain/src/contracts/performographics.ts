import { z } from 'zod';
import { FI_TYPES } from '../constants/fi-types.js';
import { PERFORMOGRAPHIC_THEMES } from '../constants/fin-query.js';
import { idSchema, numberFormatCodeSchema, percentSchema, quarterEndSchema } from './common.js';

const directionSchema = z.enum(['high', 'low']);

export const performographicIngredientSchema = z.object({
  metric_id: z.string(),
  metric_name: z.string(),
  direction: directionSchema,
  format: numberFormatCodeSchema,
});
export type PerformographicIngredient = z.infer<typeof performographicIngredientSchema>;

/** Scores of one FI type at its latest quarter: quartiles and ten bins of width 10 (0-10 ... 90-100). */
export const performographicDistributionSchema = z.object({
  fi_type: z.enum(FI_TYPES),
  period: z.string().nullable(),
  count: z.int().nonnegative(),
  p25: percentSchema.nullable(),
  median: percentSchema.nullable(),
  p75: percentSchema.nullable(),
  bins: z.array(z.int().nonnegative()).length(10),
});
export type PerformographicDistribution = z.infer<typeof performographicDistributionSchema>;

/** GET /api/performographics/themes: the 15 themes, how they are built and how scores spread. */
export const performographicThemesSchema = z.object({
  themes: z.array(
    z.object({
      id: idSchema,
      key: z.string(),
      name: z.string(),
      definition: z.string(),
      ingredients: z.array(performographicIngredientSchema),
      distributions: z.array(performographicDistributionSchema),
    }),
  ),
  /** How every score is read (span, set, percentile population), in words. */
  method: z.string(),
  data_as_of: z.string().nullable(),
  is_demo: z.boolean(),
});
export type PerformographicThemes = z.infer<typeof performographicThemesSchema>;

export const PERFORMOGRAPHIC_REPORT_LIMITS = { defaultLimit: 50, maxLimit: 10_000 } as const;

export const performographicReportQuerySchema = z.object({
  theme_id: z.coerce
    .number()
    .int()
    .refine((id) => PERFORMOGRAPHIC_THEMES.some((t) => t.id === id), 'Choose one of the 15 themes.'),
  fi_type: z.enum(FI_TYPES).default('bank'),
  /** A quarter end; the FI type's latest quarter when left out. */
  period: quarterEndSchema.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(PERFORMOGRAPHIC_REPORT_LIMITS.maxLimit)
    .default(PERFORMOGRAPHIC_REPORT_LIMITS.defaultLimit),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  /** desc: the highest scores first. */
  order: z.enum(['desc', 'asc']).default('desc'),
});
/** The report's parameters as a caller sends them (the defaults fill the rest). */
export type PerformographicReportQuery = Partial<
  Omit<z.output<typeof performographicReportQuerySchema>, 'theme_id'>
> & {
  theme_id: number;
};

/** GET /api/performographics/report: institutions ranked by one theme's score at one quarter. */
export const performographicReportSchema = z.object({
  theme: z.object({ id: idSchema, name: z.string(), definition: z.string() }),
  fi_type: z.enum(FI_TYPES),
  period: z.string().nullable(),
  /** The quarters offered for the FI type, latest first. */
  periods: z.array(z.string()),
  ingredients: z.array(performographicIngredientSchema),
  /** Institutions with a score at the quarter. */
  total: z.int().nonnegative(),
  rows: z.array(
    z.object({
      /** 1 is the highest score; ties share a rank. */
      rank: z.int().positive(),
      institution_id: idSchema,
      name: z.string(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      score: percentSchema,
      /** One per ingredient, in the ingredients' order: the metric's value and its percentile. */
      ingredients: z.array(z.object({ value: z.number().nullable(), percentile: percentSchema.nullable() })),
    }),
  ),
  data_as_of: z.string().nullable(),
  is_demo: z.boolean(),
});
export type PerformographicReport = z.infer<typeof performographicReportSchema>;
