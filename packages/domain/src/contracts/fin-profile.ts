import { z } from 'zod';
import { FI_TYPES } from '../constants/fi-types.js';
import { OFFERED_USES } from '../rules/technology-use.js';
import { inactiveInstitutionSchema } from './api-responses.js';
import { idParamSchema } from './common.js';

/** GET /api/advisors/{basic_profile, profile_offerings, technographic_vendors, merger_history, enforcement_action}. */
export const profileInstitutionQuerySchema = z.object({
  institution_id: idParamSchema,
});

/** GET /api/advisors/deposit_share: fi_type decides banks (branch deposits) or credit unions. */
export const depositShareQuerySchema = profileInstitutionQuerySchema.extend({
  fi_type: z.enum([...FI_TYPES, 'CU']).transform((t) => (t === 'CU' ? 'credit_union' : t)),
});

const listParam = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) =>
    (Array.isArray(v) ? v : v === undefined ? [] : v.split(','))
      .map((s) => s.trim())
      .filter((s) => s.length > 0),
  );

/** GET /api/advisors/contacts. */
export const contactsQuerySchema = profileInstitutionQuerySchema.extend({
  has_email: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? null : v === 'true' || v === '1')),
  titles: listParam,
  roles: listParam,
});

export const CONTACT_ROLES = [
  'executive',
  'finance',
  'technology',
  'operations',
  'lending',
  'marketing',
  'compliance',
  'retail',
] as const;
export type ContactRole = (typeof CONTACT_ROLES)[number];

const money = z.number().nullable();

export const basicProfileSchema = z.object({
  institution: z.object({
    id: z.number().int(),
    name: z.string(),
    fi_type: z.enum(FI_TYPES),
    charter_class: z.string().nullable(),
    regulator: z.string().nullable(),
    regulatory_id: z.string().nullable(),
    rssd_id: z.number().int().nullable(),
    address: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zip: z.string().nullable(),
    county_name: z.string().nullable(),
    cbsa_name: z.string().nullable(),
    website: z.string().nullable(),
    established_date: z.string().nullable(),
    employees: z.number().int().nullable(),
    active: z.boolean(),
    /** Null (or absent) while active; otherwise its last filing and the merger or failure that ended it. */
    inactive: inactiveInstitutionSchema.nullable().optional(),
    is_demo: z.boolean(),
    holding_company: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    subsidiaries: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
  /** Latest quarter's figures; dollars in $ thousands, ROA a ratio like every metric value (0.0112 is 1.12%, trailing twelve months). */
  financials: z.object({
    period: z.string().nullable(),
    period_label: z.string().nullable(),
    total_assets: money,
    total_deposits: money,
    total_loans: money,
    net_income: money,
    roa: money,
    /** National rank of total assets among institutions of the same type. */
    assets_rank: z.object({ rank: z.number().int(), of: z.number().int() }).nullable(),
    /** The headline figures as the FIN Admin's profile cards list them (section bank_profile), in order. */
    cards: z.array(
      z.object({
        card_id: z.string(),
        title: z.string(),
        metric_id: z.string(),
        format: z.string(),
        value: z.number().nullable(),
        value_text: z.string(),
      }),
    ),
  }),
  branches: z.number().int(),
});
export type BasicProfile = z.infer<typeof basicProfileSchema>;

export const profileOfferingsSchema = z.object({
  institution_id: z.number().int(),
  offered: z.number().int(),
  not_offered: z.number().int(),
  categories: z.array(
    z.object({
      category: z.string(),
      services: z.array(
        z.object({ solution_id: z.number().int(), name: z.string(), has_service: z.boolean() }),
      ),
    }),
  ),
});
export type ProfileOfferings = z.infer<typeof profileOfferingsSchema>;

export const technographicVendorsSchema = z.object({
  institution_id: z.number().int(),
  rows: z.array(
    z.object({
      solution_id: z.number().int(),
      service: z.string(),
      category: z.string(),
      type: z.enum(['vendor', 'service']),
      use: z.enum(OFFERED_USES),
      vendor_id: z.number().int().nullable(),
      vendor: z.string().nullable(),
      product_id: z.number().int().nullable(),
      product: z.string().nullable(),
      since: z.string(),
    }),
  ),
});
export type TechnographicVendors = z.infer<typeof technographicVendorsSchema>;

export const mergerHistorySchema = z.object({
  institution_id: z.number().int(),
  events: z.array(
    z.object({
      id: z.number().int(),
      date: z.string(),
      kind: z.string(),
      description: z.string().nullable(),
      /** Whether the institution was the acquirer (survivor) or the target of the event. */
      role: z.enum(['acquirer', 'target']),
      counterpart: z.object({ id: z.number().int().nullable(), name: z.string().nullable() }),
    }),
  ),
});
export type MergerHistory = z.infer<typeof mergerHistorySchema>;

export const enforcementActionsSchema = z.object({
  institution_id: z.number().int(),
  actions: z.array(
    z.object({
      id: z.number().int(),
      agency: z.string(),
      action_type: z.string(),
      docket_number: z.string().nullable(),
      initiated_on: z.string(),
      terminated_on: z.string().nullable(),
      /** Dollars (not thousands). */
      penalty_amount: z.number().nullable(),
      summary: z.string().nullable(),
      url: z.string().nullable(),
      status: z.enum(['active', 'terminated']),
      is_demo: z.boolean(),
    }),
  ),
});
export type EnforcementActions = z.infer<typeof enforcementActionsSchema>;

export const marketCompetitorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  deposits: z.number(),
  share: z.number(),
  rank: z.number().int(),
});

/** One county or MSA where the institution has branches: deposits in $ thousands, share in percent. */
export const depositMarketSchema = z.object({
  code: z.string(),
  name: z.string(),
  state: z.string().nullable(),
  branches: z.number().int(),
  deposits: z.number().nullable(),
  market_deposits: z.number().nullable(),
  share: z.number().nullable(),
  rank: z.number().int().nullable(),
  institutions: z.number().int(),
  competitors: z.array(marketCompetitorSchema),
});
export type DepositMarket = z.infer<typeof depositMarketSchema>;

export const depositShareSchema = z.object({
  institution_id: z.number().int(),
  fi_type: z.enum(FI_TYPES),
  /** The Summary of Deposits year of the branch data, null when the institution has no branches. */
  year: z.number().int().nullable(),
  /** False for credit unions and institutions without branch deposits: only branch counts are known. */
  has_deposits: z.boolean(),
  note: z.string().nullable(),
  total_deposits: z.number().nullable(),
  branches: z.number().int(),
  states: z.array(
    z.object({
      state: z.string(),
      branches: z.number().int(),
      deposits: z.number().nullable(),
      market_deposits: z.number().nullable(),
      share: z.number().nullable(),
    }),
  ),
  counties: z.array(depositMarketSchema),
  msas: z.array(depositMarketSchema),
  /** The branches with coordinates, largest first, for the map; deposits in $ thousands, null without them. */
  branch_locations: z.array(
    z.object({
      name: z.string(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      county_fips: z.string().nullable(),
      latitude: z.number(),
      longitude: z.number(),
      deposits: z.number().nullable(),
    }),
  ),
});
export type DepositShare = z.infer<typeof depositShareSchema>;

export const institutionContactSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  title: z.string(),
  role: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  linkedin: z.string().nullable(),
});

export const contactsResponseSchema = z.object({
  institution_id: z.number().int(),
  total: z.number().int(),
  contacts: z.array(institutionContactSchema),
  /** Every title and role on record for the institution, for the filters. */
  titles: z.array(z.string()),
  roles: z.array(z.string()),
});
export type ContactsResponse = z.infer<typeof contactsResponseSchema>;

/** GET /api/fin_profile/report_progress: the preparation job of the institution's profile. */
export const profileReportProgressSchema = z.object({
  institution_id: z.number().int(),
  report_token: z.string(),
  progress_key: z.string(),
  report_progress: z.number().int().min(0).max(100),
  status: z.string(),
  state: z.enum(['running', 'done', 'failed']),
});
export type ProfileReportProgress = z.infer<typeof profileReportProgressSchema>;

/** The sections of a FIN Profile, in page order. */
export const PROFILE_SECTIONS = [
  'bank_profile',
  'offerings',
  'technographic_vendors',
  'merger_history',
  'enforcement_actions',
  'deposit_share',
  'contacts',
  'digital_channels',
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];
