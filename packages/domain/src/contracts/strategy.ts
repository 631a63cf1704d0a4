import { z } from 'zod';
import {
  STRATEGY_LIMITS,
  WHITE_SPACE_FIT_FACTORS,
  WHITE_SPACE_PROSPECT_STATUSES,
  WHITE_SPACE_STATUSES,
  type WhiteSpaceFitFactor,
  type WhiteSpaceStatus,
} from '../constants/strategy.js';
import { US_STATES } from '../constants/us-states.js';
import { idNameSchema, idParamSchema, idSchema, isoDateTimeSchema } from './common.js';
import { fiGroupRefListParamSchema } from './fi-group.js';
import { orgInstitutionSchema } from './org-list.js';

// ── Clients: who the user's clients are ───────────────────────────────────────────────────────────

export const CLIENT_SOURCE_KINDS = ['crm_list', 'query'] as const;
export type ClientSourceKind = (typeof CLIENT_SOURCE_KINDS)[number];
export type ClientSource = { kind: ClientSourceKind; id: number };

const CLIENT_SOURCE_PATTERN = /^(crm_list|query):([1-9]\d{0,9})$/;

/** 'crm_list:3' (a CRM list's matched institutions) or 'query:7' (a saved query's), or null. */
export function parseClientSource(text: string): ClientSource | null {
  const m = CLIENT_SOURCE_PATTERN.exec(text);
  if (!m) return null;
  const id = Number(m[2]);
  return id > 2_147_483_647 ? null : { kind: m[1] as ClientSourceKind, id };
}

export const clientSourceText = (source: ClientSource): string => `${source.kind}:${source.id}`;

export const clientSourceParamSchema = z
  .string()
  .trim()
  .min(1, 'Choose where your clients come from: a CRM list or a saved query.')
  .refine((text) => parseClientSource(text) !== null, {
    message: "Clients must be 'crm_list:<id>' or 'query:<id>'.",
  });

// ── The market: FI groups (whole industries, peer groups, saved queries) ────────────────────────

export const strategyMarketSchema = z.object({
  refs: z.array(z.string()),
  /** The groups' names joined, e.g. "All Banks" or "Texas banks + Midwest peers". */
  name: z.string(),
  institutions: z.int().nonnegative(),
  /** $ thousands at the latest quarter. */
  assets: z.number(),
});
export type StrategyMarket = z.infer<typeof strategyMarketSchema>;

const dataAsOf = {
  data_as_of: z.string().nullable(),
  is_demo: z.boolean(),
};

// ── /strategy/segmentation ───────────────────────────────────────────────────────────────────────

/** GET /api/strategy/segmentation */
export const strategySegmentationQuerySchema = z.object({
  market: fiGroupRefListParamSchema,
  set_id: idParamSchema,
  clients: clientSourceParamSchema,
});
export type StrategySegmentationQuery = z.input<typeof strategySegmentationQuerySchema>;

const share = z.number().min(0).max(1).nullable();

/** Counts, assets ($ thousands) and shares of one segment (or of the whole market). */
export const segmentFiguresSchema = z.object({
  institutions: z.int().nonnegative(),
  clients: z.int().nonnegative(),
  non_clients: z.int().nonnegative(),
  assets: z.number(),
  client_assets: z.number(),
  non_client_assets: z.number(),
  /** The segment's institutions over the market's. */
  market_share: share,
  /** The segment's clients over every client in the market (where the client base sits). */
  client_share: share,
  /** The same by assets. */
  client_asset_share: share,
  /** Clients over the segment's institutions. */
  penetration: share,
  /** Client assets over the segment's assets. */
  asset_penetration: share,
});
export type SegmentFigures = z.infer<typeof segmentFiguresSchema>;

export const strategySegmentRowSchema = segmentFiguresSchema.extend({
  /** The segment's id in its set; 0 for institutions in no segment. */
  id: z.int().nonnegative(),
  name: z.string(),
  /** Non-clients of the segment, largest first, for a FIN Query list (at most STRATEGY_LIMITS.maxListIds). */
  non_client_ids: z.array(idSchema),
  /** More non-clients than a FIN Query list can pick. */
  non_client_ids_truncated: z.boolean(),
});
export type StrategySegmentRow = z.infer<typeof strategySegmentRowSchema>;

export const strategySegmentationSchema = z.object({
  market: strategyMarketSchema,
  clients: z.object({
    source: z.string(),
    kind: z.enum(CLIENT_SOURCE_KINDS),
    name: z.string(),
    /** Institutions the source names (matched CRM rows, or the query's members). */
    institutions: z.int().nonnegative(),
    /** Of those, the ones in the market. */
    in_market: z.int().nonnegative(),
  }),
  segmentation: z.object({ id: idSchema, name: z.string(), description: z.string().nullable() }),
  segments: z.array(strategySegmentRowSchema),
  /** Institutions of the market in no segment (no assets reported, a value outside every range). */
  unsegmented: strategySegmentRowSchema.nullable(),
  totals: segmentFiguresSchema,
  ...dataAsOf,
});
export type StrategySegmentation = z.infer<typeof strategySegmentationSchema>;

/** GET /api/strategy/segment_sets: the sets the pages cut the market by. */
export const strategySegmentSetListSchema = z.object({
  segmentations: z.array(
    z.object({
      id: idSchema,
      name: z.string(),
      description: z.string().nullable(),
      built_in: z.boolean(),
      segments: z.array(z.string()),
    }),
  ),
});
export type StrategySegmentSetList = z.infer<typeof strategySegmentSetListSchema>;

// ── /strategy/white_space_assessment ─────────────────────────────────────────────────────────────

export const WHITE_SPACE_STATUS_FILTERS = ['all', ...WHITE_SPACE_PROSPECT_STATUSES] as const;
export type WhiteSpaceStatusFilter = (typeof WHITE_SPACE_STATUS_FILTERS)[number];

/** GET /api/strategy/white_space */
export const strategyWhiteSpaceQuerySchema = z.object({
  market: fiGroupRefListParamSchema,
  solution_id: idParamSchema,
  /** The vendor product assessed; without it, the solution itself (who offers the service at all). */
  product_id: idParamSchema.optional(),
  set_id: idParamSchema.default(1),
  // The prospect list's filters; the breakdowns always cover the whole market.
  status: z.enum(WHITE_SPACE_STATUS_FILTERS).default('all'),
  state: z
    .string()
    .refine((code) => US_STATES.some((s) => s.code === code), 'Choose a state by its two-letter code.')
    .optional(),
  asset_band: z.coerce.number().int().min(1).max(6).optional(),
  segment_id: idParamSchema.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(STRATEGY_LIMITS.maxProspectRows)
    .default(STRATEGY_LIMITS.defaultProspectRows),
});
export type StrategyWhiteSpaceQuery = z.input<typeof strategyWhiteSpaceQuerySchema>;

const statusCountsSchema = z.object(
  Object.fromEntries(WHITE_SPACE_STATUSES.map((s) => [s, z.int().nonnegative()])) as Record<
    WhiteSpaceStatus,
    z.ZodInt
  >,
);
export type WhiteSpaceCounts = z.infer<typeof statusCountsSchema>;

export const whiteSpaceRowSchema = z.object({
  /** What the row groups by: a segment id, a state code, an asset band id, or 'all'. */
  key: z.string(),
  name: z.string(),
  institutions: z.int().nonnegative(),
  counts: statusCountsSchema,
  /** Researched institutions not running what is assessed (the prospects). */
  white_space: z.int().nonnegative(),
  /** Users over researched institutions. */
  adoption: share,
});
export type WhiteSpaceRow = z.infer<typeof whiteSpaceRowSchema>;

const fitFactorsSchema = z.object(
  Object.fromEntries(WHITE_SPACE_FIT_FACTORS.map((f) => [f, z.number().min(0).max(1)])) as Record<
    WhiteSpaceFitFactor,
    z.ZodNumber
  >,
);

/** A prospect: the institution (firmographics, identifiers for a CRM), what it runs and how well it fits. */
export const whiteSpaceProspectSchema = orgInstitutionSchema.extend({
  asset_band: z.int().nullable(),
  /** The first segment of the chosen set the institution falls in. */
  segment: z.string().nullable(),
  status: z.enum(WHITE_SPACE_PROSPECT_STATUSES),
  /** What it runs today (vendor and product), when known. */
  current: z.string().nullable(),
  score: z.number().min(0).max(100),
  factors: fitFactorsSchema,
});
export type WhiteSpaceProspect = z.infer<typeof whiteSpaceProspectSchema>;

export const strategyWhiteSpaceSchema = z.object({
  target: z.object({
    solution: idNameSchema,
    product: z.object({ id: idSchema, name: z.string(), vendor: idNameSchema }).nullable(),
    /** "Mobile Banking" or "Acme Digital - Acme Mobile (Mobile Banking)". */
    label: z.string(),
  }),
  market: strategyMarketSchema,
  segmentation: z.object({ id: idSchema, name: z.string() }),
  totals: whiteSpaceRowSchema,
  by_segment: z.array(whiteSpaceRowSchema),
  by_state: z.array(whiteSpaceRowSchema),
  by_asset_band: z.array(whiteSpaceRowSchema),
  /**
   * Vendors of the market's institutions: for a product, the competitors its white space runs; for a
   * solution, the vendors its users run. Largest first, at most ten.
   */
  competitors: z.array(
    z.object({ vendor: idNameSchema, institutions: z.int().nonnegative(), share: z.number().min(0).max(1) }),
  ),
  prospects: z.object({
    /** Prospects passing the filters. */
    total: z.int().nonnegative(),
    /** The best `limit` of them by fit score. */
    rows: z.array(whiteSpaceProspectSchema),
    /** Every prospect passing the filters, best first, for a FIN Query list (at most maxListIds). */
    ids: z.array(idSchema),
  }),
  ...dataAsOf,
});
export type StrategyWhiteSpace = z.infer<typeof strategyWhiteSpaceSchema>;

// ── /strategy/publications ──────────────────────────────────────────────────────────────────────

export const publicationSchema = z.object({
  id: idSchema,
  title: z.string(),
  summary: z.string(),
  published_on: z.iso.date(),
  file_name: z.string(),
  size_bytes: z.int().nonnegative(),
  all_groups: z.boolean(),
  /** The client groups who may read it (when not all groups). */
  groups: z.array(idNameSchema),
  created_at: isoDateTimeSchema,
});
export type Publication = z.infer<typeof publicationSchema>;

/** GET /api/strategy/publications and /api/super_admin/publications */
export const publicationListQuerySchema = z.object({
  q: z.string().trim().max(200, 'Search text can be at most 200 characters.').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type PublicationListQuery = z.input<typeof publicationListQuerySchema>;

export const publicationListSchema = z.object({
  publications: z.array(publicationSchema),
  total: z.int().nonnegative(),
  page: z.int().positive(),
  per_page: z.int().positive(),
});
export type PublicationList = z.infer<typeof publicationListSchema>;

const READERS_MESSAGE = 'Choose the client groups who may read it, or all groups.';

const publicationFields = {
  title: z
    .string()
    .trim()
    .min(1, 'Enter a title.')
    .max(STRATEGY_LIMITS.maxPublicationTitle, 'Keep the title under 200 characters.'),
  summary: z
    .string()
    .trim()
    .max(STRATEGY_LIMITS.maxPublicationSummary, 'Keep the summary under 2,000 characters.')
    .default(''),
  published_on: z.iso.date({ error: 'Enter the publication date as YYYY-MM-DD.' }),
};

/** PUT /api/super_admin/publications/{id}: what a FIN Admin edits (the file stays). */
export const publicationEditSchema = z
  .strictObject({
    ...publicationFields,
    all_groups: z.boolean(),
    group_ids: z.array(idSchema).max(500).default([]),
  })
  .refine((p) => p.all_groups || p.group_ids.length > 0, { message: READERS_MESSAGE, path: ['group_ids'] });
export type PublicationEdit = z.infer<typeof publicationEditSchema>;
export type PublicationEditInput = z.input<typeof publicationEditSchema>;

/**
 * POST /api/super_admin/publications (multipart): the same fields as text, beside the PDF ("file").
 * all_groups is 'true' or 'false'; group_ids a comma list.
 */
export const publicationUploadFieldsSchema = z
  .object({
    ...publicationFields,
    all_groups: z.enum(['true', 'false'], { error: 'all_groups must be true or false.' }).default('true'),
    group_ids: z
      .string()
      .regex(/^(\d{1,10}(,\d{1,10})*)?$/, 'group_ids must be a comma-separated list of ids.')
      .default('')
      .transform((s) => (s ? [...new Set(s.split(',').map(Number))] : []))
      .pipe(z.array(idSchema).max(500)),
  })
  .transform(({ all_groups, ...rest }) => ({ ...rest, all_groups: all_groups === 'true' }))
  .refine((p) => p.all_groups || p.group_ids.length > 0, { message: READERS_MESSAGE, path: ['group_ids'] });
export type PublicationUploadFields = z.infer<typeof publicationUploadFieldsSchema>;
