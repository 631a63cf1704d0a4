import { z } from 'zod';
import { ASSET_BAND_IDS } from '../constants/asset-bands.js';
import { FI_TYPES } from '../constants/fi-types.js';
import { NUMBER_FORMAT_CODES } from '../constants/number-formats.js';
import { descriptionSchema, idSchema, isoDateTimeSchema, nameSchema } from './common.js';

export const peerGroupSchema = z.object({
  id: idSchema,
  name: z.string().min(1),
  description: z.string().nullable(),
  // Institution ids.
  members: z.array(idSchema),
  peer_count: z.int().nonnegative(),
});

export type PeerGroup = z.infer<typeof peerGroupSchema>;

/** Quick search picks institutions (and simple filters); advanced search filters on metrics and offerings. */
export const PEER_GROUP_BUILDERS = ['quick', 'advanced'] as const;
export type PeerGroupBuilder = (typeof PEER_GROUP_BUILDERS)[number];
/** How a saved group was made: a builder, or a saved FIN Query whose result it keeps ('query'). */
export const PEER_GROUP_KINDS = [...PEER_GROUP_BUILDERS, 'query'] as const;
export type PeerGroupKind = (typeof PEER_GROUP_KINDS)[number];

/** The advanced builder's min/max ranges (spec section 2): assets in $000, counts as numbers. */
export const PEER_GROUP_RANGES = [
  { id: 'assets', name: 'Total Assets ($000)' },
  { id: 'deposit_accounts', name: 'Deposit Accounts' },
  { id: 'branches', name: 'Branches' },
] as const;
export type PeerGroupRangeId = (typeof PEER_GROUP_RANGES)[number]['id'];

/** The advanced builder's metric themes, three rows each (spec section 2). */
export const PEER_GROUP_THEMES = [
  { id: 'loan_mix', name: 'Loan Mix' },
  { id: 'deposit_mix', name: 'Deposit Mix' },
  { id: 'fee_mix', name: 'Fee Mix' },
  { id: 'profit', name: 'Profit' },
  { id: 'growth', name: 'Growth' },
  { id: 'risk', name: 'Risk' },
] as const;
export type PeerGroupThemeId = (typeof PEER_GROUP_THEMES)[number]['id'];
const THEME_IDS = PEER_GROUP_THEMES.map((t) => t.id) as [PeerGroupThemeId, ...PeerGroupThemeId[]];

export const PEER_GROUP_LIMITS = {
  rowsPerTheme: 3,
  offeringRows: 3,
  /** Institutions picked one by one in quick search. */
  pickedInstitutions: 5000,
  /** Members listed with the live count, largest first. */
  previewSample: 50,
  suggestedPeers: 25,
} as const;

/** Texts of the peer-group calls that the spec does not word itself; the web shows them as sent. */
export const PEER_GROUP_MESSAGES = {
  nameExists: 'Validation failed. Peer group name already exists.',
  emptyCriteria: 'Pick at least one institution or set at least one filter.',
  fiTypeRequired: 'Choose an FI type for an advanced search.',
  minAboveMax: 'The minimum must not be above the maximum.',
  boundRequired: 'Enter a minimum, a maximum or both.',
  offeringEmpty: 'Choose a bank service, a vendor or a product.',
  tooManyRows: (theme: string) => `At most ${PEER_GROUP_LIMITS.rowsPerTheme} ${theme} rows.`,
  notFound: 'Peer group not found.',
  notOwner: 'Only the owner of a peer group may change or delete it.',
  keptByQuery: 'Validation failed. This peer group follows its saved FIN Query: change the query instead.',
} as const;

const bound = z
  .number()
  .refine(Number.isFinite, 'must be a number')
  .nullish()
  .transform((v) => v ?? null);

const minNotAboveMax = (r: { min: number | null; max: number | null }) =>
  r.min === null || r.max === null || r.min <= r.max;
const minAboveMax = { message: PEER_GROUP_MESSAGES.minAboveMax, path: ['max'] };

export const peerGroupRangeSchema = z.object({ min: bound, max: bound }).refine(minNotAboveMax, minAboveMax);
export type PeerGroupRange = z.infer<typeof peerGroupRangeSchema>;

/** One metric row of a theme; bounds are in the metric's own unit (a P format is a fraction: 0.25 = 25%). */
export const peerGroupMetricRowSchema = z
  .object({
    theme: z.enum(THEME_IDS),
    metric_id: z.string().trim().min(1).max(100),
    min: bound,
    max: bound,
  })
  .refine(minNotAboveMax, minAboveMax)
  .refine((r) => r.min !== null || r.max !== null, {
    message: PEER_GROUP_MESSAGES.boundRequired,
    path: ['min'],
  });
export type PeerGroupMetricRow = z.infer<typeof peerGroupMetricRowSchema>;

/** Members must currently use this bank service, vendor and/or product. */
export const peerGroupOfferingRowSchema = z
  .object({
    solution_id: idSchema.nullish().transform((v) => v ?? null),
    vendor_id: idSchema.nullish().transform((v) => v ?? null),
    product_id: idSchema.nullish().transform((v) => v ?? null),
  })
  .refine((r) => r.solution_id !== null || r.vendor_id !== null || r.product_id !== null, {
    message: PEER_GROUP_MESSAGES.offeringEmpty,
  });
export type PeerGroupOfferingRow = z.infer<typeof peerGroupOfferingRowSchema>;

export const peerGroupCriteriaSchema = z
  .object({
    /** Picked one by one; members whatever the filters say. */
    institution_ids: z
      .array(idSchema)
      .max(PEER_GROUP_LIMITS.pickedInstitutions)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    fi_type: z
      .enum(FI_TYPES)
      .nullish()
      .transform((v) => v ?? null),
    states: z
      .array(z.string().regex(/^[A-Z]{2}$/, 'must be a two-letter state code'))
      .max(60)
      .default([]),
    asset_bands: z.array(z.literal(ASSET_BAND_IDS)).default([]),
    ranges: z
      .object({
        assets: peerGroupRangeSchema.optional(),
        deposit_accounts: peerGroupRangeSchema.optional(),
        branches: peerGroupRangeSchema.optional(),
      })
      .default({}),
    metric_rows: z
      .array(peerGroupMetricRowSchema)
      .max(PEER_GROUP_THEMES.length * 3)
      .default([]),
    offering_rows: z.array(peerGroupOfferingRowSchema).max(PEER_GROUP_LIMITS.offeringRows).default([]),
  })
  .superRefine((criteria, ctx) => {
    for (const theme of PEER_GROUP_THEMES) {
      if (criteria.metric_rows.filter((r) => r.theme === theme.id).length > PEER_GROUP_LIMITS.rowsPerTheme) {
        ctx.addIssue({
          code: 'custom',
          path: ['metric_rows'],
          message: PEER_GROUP_MESSAGES.tooManyRows(theme.name),
        });
      }
    }
  });
export type PeerGroupCriteria = z.infer<typeof peerGroupCriteriaSchema>;
export type PeerGroupCriteriaInput = z.input<typeof peerGroupCriteriaSchema>;

const requireFiTypeForAdvanced = (
  body: { builder: PeerGroupBuilder; criteria: PeerGroupCriteria },
  ctx: z.RefinementCtx,
) => {
  if (body.builder === 'advanced' && body.criteria.fi_type === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['criteria', 'fi_type'],
      message: PEER_GROUP_MESSAGES.fiTypeRequired,
    });
  }
};

/** POST /api/peer_groups and PUT /api/peer_groups/{id}. */
export const peerGroupBodySchema = z
  .strictObject({
    name: nameSchema,
    description: descriptionSchema,
    builder: z.enum(PEER_GROUP_BUILDERS),
    /** Visible (read-only) to everyone in the owner's client group. */
    shared: z.boolean().default(false),
    criteria: peerGroupCriteriaSchema,
  })
  .superRefine(requireFiTypeForAdvanced);
export type PeerGroupBody = z.infer<typeof peerGroupBodySchema>;
export type PeerGroupBodyInput = z.input<typeof peerGroupBodySchema>;

/** POST /api/peer_groups/preview: the live member count while the filters change. */
export const peerGroupPreviewBodySchema = z
  .strictObject({ builder: z.enum(PEER_GROUP_BUILDERS), criteria: peerGroupCriteriaSchema })
  .superRefine(requireFiTypeForAdvanced);
export type PeerGroupPreviewBody = z.infer<typeof peerGroupPreviewBodySchema>;

export const peerMemberSchema = z.object({
  id: idSchema,
  name: z.string(),
  fi_type: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  assets: z.number().nullable(),
  rssd_id: z.int().nullable(),
  regulatory_id: z.string().nullable(),
});
export type PeerMember = z.infer<typeof peerMemberSchema>;

export const PEER_GROUP_STATUSES = ['ready', 'computing', 'failed'] as const;

const peerGroupFacts = {
  fi_type: z.enum(FI_TYPES).nullable(),
  builder: z.enum(PEER_GROUP_KINDS),
  shared: z.boolean(),
  status: z.enum(PEER_GROUP_STATUSES),
  owner: z.object({ id: idSchema, user_name: z.string() }),
  /** The caller may edit and delete it. */
  is_owner: z.boolean(),
  computed_at: isoDateTimeSchema.nullable(),
  updated_at: isoDateTimeSchema,
  /** Live progress of the member computation: GET /api/progress/{progress_key}. */
  progress_key: z.string(),
};

export const peerGroupListItemSchema = peerGroupSchema.omit({ members: true }).extend(peerGroupFacts);
export type PeerGroupListItem = z.infer<typeof peerGroupListItemSchema>;

export const peerGroupListResponseSchema = z.object({ peer_groups: z.array(peerGroupListItemSchema) });

export const peerGroupDetailSchema = peerGroupSchema.extend({
  ...peerGroupFacts,
  criteria: peerGroupCriteriaSchema,
});
export type PeerGroupDetail = z.infer<typeof peerGroupDetailSchema>;

export const peerGroupPreviewResponseSchema = z.object({
  peer_count: z.int().nonnegative(),
  /** Every member id, so the builder can tell whether the membership differs from the saved copy. */
  member_ids: z.array(idSchema),
  /** The largest members, for a glance at who matched. */
  sample: z.array(peerMemberSchema),
  /** The quarter the metric criteria were read at, when any were used. */
  period: z.string().nullable(),
});
export type PeerGroupPreview = z.infer<typeof peerGroupPreviewResponseSchema>;

export const peerGroupMembersResponseSchema = z.object({
  total: z.int().nonnegative(),
  members: z.array(peerMemberSchema),
});

export const suggestedPeerSchema = peerMemberSchema.extend({
  /** 0..1, 1 being the most alike. */
  similarity: z.number().min(0).max(1),
  reasons: z.array(z.string()),
});
export type SuggestedPeer = z.infer<typeof suggestedPeerSchema>;

export const suggestedPeersResponseSchema = z.object({
  institution_id: idSchema,
  period: z.string().nullable(),
  peers: z.array(suggestedPeerSchema),
});

export const peerGroupCriteriaOptionsSchema = z.object({
  fi_type: z.enum(FI_TYPES),
  period: z.string().nullable(),
  ranges: z.array(z.object({ id: z.string(), name: z.string() })),
  themes: z.array(
    z.object({
      id: z.enum(THEME_IDS),
      name: z.string(),
      metrics: z.array(
        z.object({
          id: z.string(),
          name: z.string(),
          /** The catalog tree the metric sits in (Common Metrics or Detailed Metrics). */
          category: z.string(),
          format: z.enum(NUMBER_FORMAT_CODES),
        }),
      ),
    }),
  ),
});
export type PeerGroupCriteriaOptions = z.infer<typeof peerGroupCriteriaOptionsSchema>;

export const peerGroupOfferingOptionsSchema = z.object({
  solutions: z.array(z.object({ id: idSchema, name: z.string(), category: z.string() })),
  vendors: z.array(z.object({ id: idSchema, name: z.string() })),
  products: z.array(z.object({ id: idSchema, name: z.string(), vendor_id: idSchema })),
});
export type PeerGroupOfferingOptions = z.infer<typeof peerGroupOfferingOptionsSchema>;
