import { z } from 'zod';
import { CONTENT_LIMITS, LOGO_CONTENT_TYPES } from '../constants/content-consoles.js';
import { FI_TYPES } from '../constants/fi-types.js';
import { idSchema, isoDateTimeSchema } from './common.js';

/** The institution a content console row is about, as a picker shows it. */
export const contentInstitutionSchema = z.object({
  id: idSchema,
  /** The name users see now (an override's display name when one applies). */
  name: z.string(),
  fi_type: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
export type ContentInstitution = z.infer<typeof contentInstitutionSchema>;

/** Who changed a row last and when. */
const changedSchema = { updated_at: isoDateTimeSchema, updated_by: z.string().nullable() };

// ---- logos ------------------------------------------------------------------------------------

export const institutionLogoSchema = z.object({
  institution: contentInstitutionSchema,
  /** The fixed public image path: the uploaded logo when there is one, the monogram otherwise. */
  logo_url: z.string(),
  logo: z
    .object({
      content_type: z.enum(LOGO_CONTENT_TYPES),
      byte_size: z.number().int(),
      sha256: z.string(),
      ...changedSchema,
    })
    .nullable(),
});
export type InstitutionLogo = z.infer<typeof institutionLogoSchema>;

export const institutionLogoListSchema = z.object({
  logos: z.array(institutionLogoSchema),
  total: z.number().int(),
});
export type InstitutionLogoList = z.infer<typeof institutionLogoListSchema>;

// ---- display-name overrides -------------------------------------------------------------------

export const nameOverrideSchema = z.object({
  institution: contentInstitutionSchema,
  override: z
    .object({
      display_name: z.string(),
      /** What the regulator called it at the last load (or when the override was made). */
      regulator_name: z.string(),
      reason: z.string(),
      ...changedSchema,
    })
    .nullable(),
});
export type NameOverride = z.infer<typeof nameOverrideSchema>;

export const nameOverrideListSchema = z.object({
  overrides: z.array(nameOverrideSchema),
  total: z.number().int(),
});
export type NameOverrideList = z.infer<typeof nameOverrideListSchema>;

export const nameOverrideBodySchema = z
  .object({
    display_name: z
      .string()
      .trim()
      .min(1, 'Enter the display name.')
      .max(CONTENT_LIMITS.maxDisplayName, 'The display name is longer than 200 characters.'),
    reason: z
      .string()
      .trim()
      .max(CONTENT_LIMITS.maxReason, 'The reason is longer than 500 characters.')
      .optional()
      .default(''),
  })
  .strict();
export type NameOverrideBody = z.infer<typeof nameOverrideBodySchema>;

// ---- user guides ------------------------------------------------------------------------------

export const userGuideModuleSchema = z.object({
  ui_module_id: idSchema,
  name: z.string(),
  path: z.string(),
  /** What the menu links to now. */
  user_guide_url: z.string().nullable(),
  /** The guide FIN Atlas writes for the module, restored when an upload is removed. */
  generated_url: z.string().nullable(),
  upload: z
    .object({
      file_name: z.string(),
      byte_size: z.number().int(),
      sha256: z.string(),
      ...changedSchema,
    })
    .nullable(),
});
export type UserGuideModule = z.infer<typeof userGuideModuleSchema>;

export const userGuideModuleListSchema = z.object({ modules: z.array(userGuideModuleSchema) });
export type UserGuideModuleList = z.infer<typeof userGuideModuleListSchema>;

// ---- profile cards ----------------------------------------------------------------------------

export const profileCardSchema = z.object({
  id: idSchema,
  /** The card's id on its page (what users' arrangements name). */
  card_id: z.string(),
  /** Empty: the metric's own catalog name is shown. */
  title: z.string(),
  section: z.string(),
  /** Catalog metric ids: each institution type shows the first one with a formula for it. */
  metrics: z.array(z.string()),
  display_order: z.number().int(),
  fi_types: z.array(z.enum(FI_TYPES)),
  description: z.string(),
  is_active: z.boolean(),
  ...changedSchema,
});
export type ProfileCard = z.infer<typeof profileCardSchema>;

export const profileCardOptionsSchema = z.object({
  sections: z.array(z.object({ id: z.string(), name: z.string(), section: z.string() })),
  metrics: z.array(
    z.object({ id: z.string(), name: z.string(), bank: z.boolean(), credit_union: z.boolean() }),
  ),
});
export type ProfileCardOptions = z.infer<typeof profileCardOptionsSchema>;

export const profileCardListSchema = z.object({
  cards: z.array(profileCardSchema),
  options: profileCardOptionsSchema,
});
export type ProfileCardList = z.infer<typeof profileCardListSchema>;

export const profileCardBodySchema = z
  .object({
    /** Empty: each institution type sees its metric's own catalog name. */
    title: z.string().trim().max(CONTENT_LIMITS.maxCardTitle, 'The title is longer than 120 characters.'),
    section: z.string().trim().min(1, 'Choose the page the card belongs to.').max(100),
    metrics: z
      .array(z.string().trim().min(1).max(100))
      .min(1, 'Choose at least one metric.')
      .max(CONTENT_LIMITS.maxCardMetrics, 'A card lists at most 4 metrics.'),
    display_order: z
      .number()
      .int()
      .min(1, 'The order is a whole number from 1 to 999.')
      .max(CONTENT_LIMITS.maxCardOrder, 'The order is a whole number from 1 to 999.'),
    fi_types: z
      .array(z.enum(FI_TYPES))
      .min(1, 'Choose the institution types that see the card.')
      .max(FI_TYPES.length),
    description: z
      .string()
      .trim()
      .max(CONTENT_LIMITS.maxCardDescription, 'The description is longer than 1,000 characters.')
      .optional()
      .default(''),
    is_active: z.boolean().optional().default(true),
  })
  .strict();
export type ProfileCardBody = z.infer<typeof profileCardBodySchema>;
