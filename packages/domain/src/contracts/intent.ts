import { z } from 'zod';
import {
  INTENT_ACTION_KINDS,
  INTENT_ELEMENT_KINDS,
  INTENT_EVIDENCE_KINDS,
  INTENT_LEVELS,
  INTENT_LIMITS,
  INTENT_MAX_WINDOW_QUARTERS,
  INTENT_MESSAGES,
  INTENT_SCORE_MAX,
} from '../constants/intent.js';
import { US_STATES } from '../constants/us-states.js';
import {
  descriptionSchema,
  fiTypeSchema,
  idNameSchema,
  idParamSchema,
  idSchema,
  nameSchema,
  quarterEndSchema,
} from './common.js';

export const intentLevelSchema = z.enum(INTENT_LEVELS);

const windowQuarters = z.int().min(1).max(INTENT_MAX_WINDOW_QUARTERS);
const textQuery = z.string().trim().min(2).max(200);
const minCount = z.int().min(1).max(50);

/** Each element kind's settings (see INTENT_ELEMENT_KINDS for what each reads). */
export const intentElementParamsSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('job_posting'),
    query: textQuery,
    job_function: z.string().trim().min(1).max(60).optional(),
    within_quarters: windowQuarters,
    min_count: minCount,
  }),
  z.object({
    kind: z.literal('site_page'),
    query: textQuery,
    within_quarters: windowQuarters,
    min_count: minCount,
  }),
  z.object({
    kind: z.literal('contact'),
    roles: z.array(z.string().trim().min(1).max(40)).min(1).max(10),
    event: z.enum(['joined', 'departed', 'any']),
    within_quarters: windowQuarters,
  }),
  z.object({ kind: z.literal('contract_age'), min_years: z.number().min(0.5).max(40) }),
  z.object({ kind: z.literal('vendor_consolidation'), within_quarters: windowQuarters }),
  z.object({
    kind: z.literal('asset_threshold'),
    /** $ thousands, as reported. */
    threshold: z.number().positive().max(5_000_000_000),
    within_quarters: windowQuarters,
  }),
  z.object({
    kind: z.literal('asset_growth'),
    min_growth_pct: z.number().min(1).max(500),
    over_quarters: windowQuarters,
  }),
  z.object({
    kind: z.literal('efficiency_deterioration'),
    min_increase_pp: z.number().min(0.5).max(100),
    over_quarters: windowQuarters,
  }),
  z.object({
    kind: z.literal('merger'),
    role: z.enum(['acquirer', 'target', 'any']),
    within_quarters: windowQuarters,
  }),
]);

export type IntentElementParams = z.infer<typeof intentElementParamsSchema>;

export const intentElementSchema = z.object({
  id: idSchema,
  /** The element's name, or '(Deleted)' for a deleted element that still carries evidence. */
  name: z.string(),
  kind: z.enum(INTENT_ELEMENT_KINDS),
  weight: z.number(),
  params: intentElementParamsSchema,
  deleted: z.boolean(),
});

export type IntentElement = z.infer<typeof intentElementSchema>;

export const intentLevelCountsSchema = z.object({
  early_research: z.int().nonnegative(),
  active_research: z.int().nonnegative(),
  in_depth_research: z.int().nonnegative(),
});

export type IntentLevelCounts = z.infer<typeof intentLevelCountsSchema>;

export const intentSignalSummarySchema = z.object({
  id: idSchema,
  name: z.string(),
  description: z.string(),
  solution: idNameSchema.nullable(),
  is_active: z.boolean(),
  /** Institutions at each level at the latest scored quarter, after the filters. */
  counts: intentLevelCountsSchema,
  /** The same counts one quarter earlier, for the change. */
  previous_counts: intentLevelCountsSchema.nullable(),
  /** The level from which the caller is alerted, when they follow the signal (user routes only). */
  following: intentLevelSchema.nullable().optional(),
});

export type IntentSignalSummary = z.infer<typeof intentSignalSummarySchema>;

export const intentSignalDetailSchema = intentSignalSummarySchema.extend({
  thresholds: z.object({ early: z.number(), active: z.number(), in_depth: z.number() }),
  elements: z.array(intentElementSchema),
  /** Counts per scored quarter, oldest first. */
  history: z.array(z.object({ period: z.string(), counts: intentLevelCountsSchema })),
  period: z.string().nullable(),
  /** Whether the scores were made from demo data (the screens label them so). */
  is_demo: z.boolean().optional(),
});

export type IntentSignalDetail = z.infer<typeof intentSignalDetailSchema>;

/** The list filters of the signals screens (query string). */
export const intentFiltersSchema = z.object({
  solution_id: idParamSchema.optional(),
  state: z.enum(US_STATES.map((s) => s.code) as [string, ...string[]]).optional(),
  asset_band: z.coerce.number().int().min(1).max(6).optional(),
  fi_type: fiTypeSchema.optional(),
  vendor_id: idParamSchema.optional(),
});

export type IntentFilters = z.infer<typeof intentFiltersSchema>;

/** GET /api/intent/signals and /api/super_admin/signals: the signals with their counts. */
export const intentSignalListSchema = z.object({
  /** The latest scored quarter the counts are at; null before the first scoring pass. */
  period: z.string().nullable(),
  signals: z.array(intentSignalSummarySchema),
  is_demo: z.boolean(),
});

export type IntentSignalList = z.infer<typeof intentSignalListSchema>;

/** GET /api/super_admin/signals: every signal, active or not, with its definition. */
export const intentAdminSignalListSchema = z.object({ signals: z.array(intentSignalDetailSchema) });

/** POST /api/super_admin/signals/rescore: a scoring pass was queued; the message says what happens next. */
export const intentRescoreSchema = z.object({ message: z.string() });

export const intentInstitutionsQuerySchema = intentFiltersSchema.extend({
  level: intentLevelSchema.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(INTENT_LIMITS.maxPageSize).default(INTENT_LIMITS.pageSize),
  sort: z.enum(['score', 'name', 'assets', 'change']).default('score'),
});

/** The CSV of a signal's institutions: the list's filters and level, every row up to INTENT_LIMITS.exportRows. */
export const intentExportQuerySchema = intentFiltersSchema.extend({ level: intentLevelSchema.optional() });

export type IntentInstitutionsQuery = z.input<typeof intentInstitutionsQuerySchema>;
export type IntentInstitutionSort = z.infer<typeof intentInstitutionsQuerySchema>['sort'];

export const intentInstitutionRowSchema = z.object({
  institution_id: idSchema,
  name: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  fi_type: fiTypeSchema,
  assets: z.number().nullable(),
  score: z.number().min(0).max(INTENT_SCORE_MAX),
  level: intentLevelSchema.nullable(),
  previous_level: intentLevelSchema.nullable(),
  /** Score per quarter, oldest first (INTENT_HISTORY_QUARTERS at most). */
  trend: z.array(z.number()),
  /** The institution's current vendor and product for the signal's solution, when known. */
  current_vendor: z.string().nullable(),
  current_product: z.string().nullable(),
  /** The elements that scored, strongest first, by name ('(Deleted)' for a deleted one). */
  top_elements: z.array(z.string()),
});

export type IntentInstitutionRow = z.infer<typeof intentInstitutionRowSchema>;

export const intentInstitutionsResponseSchema = z.object({
  period: z.string().nullable(),
  total: z.int().nonnegative(),
  page: z.int().positive(),
  per_page: z.int().positive(),
  rows: z.array(intentInstitutionRowSchema),
  is_demo: z.boolean(),
});

export const intentEvidenceItemSchema = z.object({
  kind: z.enum(INTENT_EVIDENCE_KINDS),
  ref_id: z.number().nullable(),
  label: z.string(),
  occurred_on: z.string().nullable(),
  detail: z.string().nullable(),
});

export type IntentEvidenceItem = z.infer<typeof intentEvidenceItemSchema>;

/** Which scored quarter an institution's evidence is read at (the latest when absent). */
export const intentEvidenceQuerySchema = z.object({ period: quarterEndSchema.optional() });

/** One institution on one signal: its evidence per element and its history. */
export const intentInstitutionEvidenceSchema = z.object({
  signal: idNameSchema,
  institution: z.object({
    id: idSchema,
    name: z.string(),
    city: z.string().nullable(),
    state: z.string().nullable(),
  }),
  period: z.string().nullable(),
  score: z.number(),
  level: intentLevelSchema.nullable(),
  elements: z.array(
    z.object({
      element_id: idSchema,
      name: z.string(),
      kind: z.enum(INTENT_ELEMENT_KINDS),
      weight: z.number(),
      points: z.number(),
      evidence: z.array(intentEvidenceItemSchema),
    }),
  ),
  history: z.array(z.object({ period: z.string(), score: z.number(), level: intentLevelSchema.nullable() })),
  is_demo: z.boolean().optional(),
});

export type IntentInstitutionEvidence = z.infer<typeof intentInstitutionEvidenceSchema>;

// ── FIN Admin: signal definitions and actions ─────────────────────────────────────────────────────

export const intentElementInputSchema = z.object({
  /** An existing element's id; absent for a new element. Elements left out of an update are deleted. */
  id: idSchema.optional(),
  name: nameSchema,
  weight: z.number().positive().max(100),
  params: intentElementParamsSchema,
});

export const intentSignalBodySchema = z
  .object({
    name: nameSchema,
    description: descriptionSchema,
    solution_id: idSchema.nullable(),
    thresholds: z.object({
      early: z.number().min(0).max(INTENT_SCORE_MAX),
      active: z.number().min(0).max(INTENT_SCORE_MAX),
      in_depth: z.number().min(0).max(INTENT_SCORE_MAX),
    }),
    is_active: z.boolean().default(true),
    elements: z
      .array(intentElementInputSchema)
      .min(1, INTENT_MESSAGES.noElements)
      .max(INTENT_LIMITS.elementsPerSignal),
  })
  .refine((b) => b.thresholds.early <= b.thresholds.active && b.thresholds.active <= b.thresholds.in_depth, {
    message: INTENT_MESSAGES.thresholdsOrder,
    path: ['thresholds'],
  });

export type IntentSignalBody = z.infer<typeof intentSignalBodySchema>;

export const intentActionSchema = z.object({
  id: idSchema,
  name: z.string(),
  signal: idNameSchema.nullable(),
  level: intentLevelSchema,
  kind: z.enum(INTENT_ACTION_KINDS),
  org_list: idNameSchema.nullable(),
  is_active: z.boolean(),
  /** How often it fired, and when last. */
  fired: z.int().nonnegative(),
  last_fired_at: z.string().nullable(),
});

export type IntentAction = z.infer<typeof intentActionSchema>;

export const intentActionBodySchema = z
  .object({
    name: nameSchema,
    signal_id: idSchema.nullable(),
    level: intentLevelSchema,
    kind: z.enum(INTENT_ACTION_KINDS),
    org_list_id: idSchema.nullable().default(null),
    is_active: z.boolean().default(true),
  })
  .refine((b) => b.kind !== 'crm_list' || b.org_list_id !== null, {
    message: 'Choose the CRM list the institutions are added to.',
    path: ['org_list_id'],
  });

export type IntentActionBody = z.infer<typeof intentActionBodySchema>;

/** The FIN Admin's actions, with the CRM lists an action may add institutions to. */
export const intentActionListSchema = z.object({
  actions: z.array(intentActionSchema),
  crm_lists: z.array(idNameSchema.extend({ group: z.string().nullable() })),
});

export const intentFollowBodySchema = z.object({ min_level: intentLevelSchema });

/** The caller's follow of a signal after a follow or unfollow: min_level null when not following. */
export const intentFollowSchema = z.object({ signal_id: idSchema, min_level: intentLevelSchema.nullable() });

export const intentAlertSchema = z.object({
  id: z.number(),
  signal: idNameSchema,
  institution: idNameSchema,
  level: intentLevelSchema,
  period: z.string(),
  created_at: z.string(),
  read: z.boolean(),
});

export type IntentAlert = z.infer<typeof intentAlertSchema>;

/** GET /api/intent/alerts: the caller's alerts, newest first (INTENT_LIMITS.alertsListed at most). */
export const intentAlertListSchema = z.object({
  alerts: z.array(intentAlertSchema),
  unread: z.int().nonnegative(),
});

/** Marks the given alerts of the caller read, or every one when `ids` (or the body) is absent. */
export const intentAlertsReadBodySchema = z
  .object({ ids: z.array(z.int().positive()).min(1).max(INTENT_LIMITS.alertsListed).optional() })
  .optional();

export const intentAlertsReadSchema = z.object({ unread: z.int().nonnegative() });

// ── Scoring passes ────────────────────────────────────────────────────────────────────────────────

/**
 * One signal as a FIN Intent scoring pass measured it (model_runs.summary.signals[]): the levels at the
 * latest quarter and how well in-depth research foretold a switch of the signal's solution.
 */
export const intentSignalRunSchema = z.object({
  signal: idNameSchema,
  solution: idNameSchema.nullable(),
  /** The latest scored quarter. */
  period: z.string().nullable(),
  /** Institutions at each level at that quarter. */
  counts: intentLevelCountsSchema,
  /** Institutions with a score above 0 at that quarter. */
  scored: z.int().nonnegative(),
  /** Institution-quarters at in_depth_research whose four-quarter switch window is complete. */
  cohort: z.int().nonnegative(),
  /** Share of the cohort that switched the solution (competitively) within the next four quarters. */
  in_depth_switch_rate: z.number().nullable(),
  /** Institution-quarters of every scored institution using the solution, over the same quarters. */
  base_cohort: z.int().nonnegative(),
  /** Share of those that switched within the next four quarters. */
  base_switch_rate: z.number().nullable(),
  /** in_depth_switch_rate / base_switch_rate. */
  lift: z.number().nullable(),
});

export type IntentSignalRun = z.infer<typeof intentSignalRunSchema>;

/** model_runs.summary of a 'fin_intent' pass. */
export const intentScoringSummarySchema = z.object({
  /** Quarters stored (and shown), oldest first. */
  periods: z.array(z.string()),
  /** Quarters whose four following quarters are in the data: the lift is measured over these. */
  lift_periods: z.array(z.string()),
  signals: z.array(intentSignalRunSchema),
  /** A fingerprint of the signal definitions scored: a changed signal makes the pass out of date. */
  definitions: z.string(),
  seconds: z.number().nonnegative(),
});

export type IntentScoringSummary = z.infer<typeof intentScoringSummarySchema>;
