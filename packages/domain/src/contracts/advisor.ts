import { z } from 'zod';
import { ADVISOR_SECTION_IDS } from '../constants/advisor.js';
import { FI_TYPES } from '../constants/fi-types.js';
import { idSchema, numberFormatCodeSchema, setIdSchema, spanIdSchema } from './common.js';

// GET /api/advisors/card_data
export const cardDataQuerySchema = z.object({
  institution_id: z.coerce.number().pipe(idSchema),
  peer_group_id: z.coerce.number().pipe(idSchema),
  /** An Advisor page id ('net_interest_margin') or a section's Executive Brief ('profit/summary'). */
  section_id: z.string().trim().min(1).max(100),
  span_id: z.coerce.number().pipe(spanIdSchema).optional(),
  set_id: z.coerce.number().pipe(setIdSchema).optional(),
});

export type CardDataQuery = z.infer<typeof cardDataQuerySchema>;

const nullableNumber = z.number().nullable();

/** Where a value sits: rank 1 is the best, percentile the share of the others it beats or ties. */
export const standingSchema = z.object({
  percentile: z.number().min(0).max(100),
  rank: z.int().positive(),
  of: z.int().positive(),
});

export type Standing = z.infer<typeof standingSchema>;

/** A profit, growth or risk card: one catalog metric of the institution against its peers. */
export const metricCardSchema = z.object({
  kind: z.literal('metric'),
  card_id: z.string().min(1),
  page_id: z.string().min(1),
  title: z.string(),
  metric_id: z.string(),
  /** The catalog metric's integer element id (report contracts). */
  element_id: idSchema,
  format: numberFormatCodeSchema,
  /** null: neither direction is better (a mix or a balance), so no strength or weakness is read. */
  higher_is_better: z.boolean().nullable(),
  period: z.string(),
  value: nullableNumber,
  value_text: z.string(),
  peer_median: nullableNumber,
  peer_median_text: z.string(),
  /** Peers (members other than the institution) that report the metric for the period. */
  peer_count: z.int().nonnegative(),
  /** Percentile among peers; for a metric without a better direction, the share of peers at or below. */
  peer_percentile: nullableNumber,
  national: standingSchema.nullable(),
  trend: z.object({
    periods: z.array(z.string()),
    labels: z.array(z.string()),
    institution: z.array(nullableNumber),
    peer_median: z.array(nullableNumber),
  }),
  sentence: z.string(),
});

export type MetricCard = z.infer<typeof metricCardSchema>;

/** One bank service, vendor or product on an offering card. */
export const offeringRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  /** Vendor and product, or the category, shown under the label. */
  detail: z.string().nullable(),
  /** true offers / uses it, false known not to, null unknown. */
  institution: z.boolean().nullable(),
  /** Share of peers (0-1) that offer the service or use the same vendor; null without peer data. */
  peer_share: nullableNumber,
  peer_count: z.int().nonnegative(),
});

export type OfferingRow = z.infer<typeof offeringRowSchema>;

/** An offering card: technographics of the institution against its peers. */
export const offeringCardSchema = z.object({
  kind: z.literal('offering'),
  card_id: z.string().min(1),
  page_id: z.string().min(1),
  title: z.string(),
  rows: z.array(offeringRowSchema),
  sentence: z.string(),
});

export type OfferingCard = z.infer<typeof offeringCardSchema>;

export const advisorCardSchema = z.discriminatedUnion('kind', [metricCardSchema, offeringCardSchema]);
export type AdvisorCard = z.infer<typeof advisorCardSchema>;

export const briefPointSchema = z.object({
  card_id: z.string(),
  page_id: z.string(),
  title: z.string(),
  text: z.string(),
});

export type BriefPoint = z.infer<typeof briefPointSchema>;

/** The Executive Brief of a section: its headline cards, ranked strengths and weaknesses, a paragraph. */
export const executiveBriefSchema = z.object({
  strengths: z.array(briefPointSchema),
  weaknesses: z.array(briefPointSchema),
  paragraph: z.string(),
});

export type ExecutiveBrief = z.infer<typeof executiveBriefSchema>;

export const cardDataResponseSchema = z.object({
  section_id: z.string(),
  section: z.enum(ADVISOR_SECTION_IDS),
  /** The page id, or 'summary' for the Executive Brief. */
  page: z.string(),
  institution: z.object({ id: idSchema, name: z.string(), fi_type: z.enum(FI_TYPES) }),
  peer_group: z.object({ id: idSchema, name: z.string(), peer_count: z.int().nonnegative() }),
  period: z.string().nullable(),
  period_label: z.string().nullable(),
  span_id: spanIdSchema,
  set_id: setIdSchema,
  cards: z.array(advisorCardSchema),
  brief: executiveBriefSchema.nullable(),
});

export type CardDataResponse = z.infer<typeof cardDataResponseSchema>;
