import { z } from 'zod';
import { COMPANY_TYPES } from '../constants/company.js';
import { ENTERPRISE_PERMISSIONS, PURCHASED_MODULE_FLAGS } from '../constants/modules.js';
import { withHttpPrefix } from '../rules/url.js';
import {
  idNameSchema,
  idParamSchema,
  idSchema,
  isoDateTimeSchema,
  setIdSchema,
  spanIdSchema,
} from './common.js';
import { orgInstitutionSchema } from './org-list.js';

// The client admin's own settings (spec section 2, /admin): Single Click Defaults
// (direct_access_defaults) and Profile Settings (group_profile_settings).

/**
 * Which client group a console call is about: a client admin's own when absent; a FIN Admin or a
 * partner admin names one of theirs.
 */
export const clientGroupQuerySchema = z.object({ group_id: idParamSchema.optional() });

export const landingPeerGroupSchema = z.object({ id: idSchema, name: z.string(), peer_count: z.int() });

/** Where a client's users land in Advisor, Reporter and FIN Profile until they choose for themselves. */
export const landingDefaultsSchema = z.object({
  institution: orgInstitutionSchema.nullable(),
  peer_group: landingPeerGroupSchema.nullable(),
  report: idNameSchema.nullable(),
  span_id: spanIdSchema.nullable(),
  set_id: setIdSchema.nullable(),
});
export type LandingDefaults = z.infer<typeof landingDefaultsSchema>;

export const directAccessDefaultsSchema = landingDefaultsSchema.extend({
  group: idNameSchema,
  updated_at: isoDateTimeSchema.nullable(),
  updated_by: idNameSchema.nullable(),
});
export type DirectAccessDefaults = z.infer<typeof directAccessDefaultsSchema>;

const chooseFrom = (what: string) => ({ error: `Choose ${what} from the list.` });

export const directAccessDefaultsBodySchema = z
  .object({
    institution_id: idSchema.nullable(),
    peer_group_id: idSchema.nullable(),
    report_id: idSchema.nullable(),
    span_id: z.literal([1, 2, 3], chooseFrom('a span')).nullable(),
    set_id: z.literal([1, 2], chooseFrom('a set')).nullable(),
  })
  .strict();
export type DirectAccessDefaultsBody = z.infer<typeof directAccessDefaultsBodySchema>;

export const MENU_TYPES = ['fi', 'vendor'] as const;
export type MenuType = (typeof MENU_TYPES)[number];

export const GROUP_LOGO_LIMITS = { maxBytes: 1024 * 1024 } as const;

export const groupProfileSchema = z.object({
  group: idNameSchema,
  name: z.string(),
  company_type: z.enum(COMPANY_TYPES).nullable(),
  contact_name: z.string(),
  contact_email: z.string(),
  contact_phone: z.string(),
  website: z.string(),
  menu_type: z.enum(MENU_TYPES),
  /** The uploaded logo (PNG or JPEG), or null while there is none. */
  logo_url: z.string().nullable(),
  /** What the client bought: shown, changed only by FIN Atlas. */
  purchased_modules: z.array(z.enum(PURCHASED_MODULE_FLAGS)),
  enterprise_permissions: z.array(z.enum(ENTERPRISE_PERMISSIONS)),
  updated_at: isoDateTimeSchema.nullable(),
  updated_by: idNameSchema.nullable(),
});
export type GroupProfile = z.infer<typeof groupProfileSchema>;

export const groupProfileBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Enter the company name.').max(200, 'Keep the name under 200 characters.'),
    company_type: z.enum(COMPANY_TYPES, chooseFrom('a company type')),
    contact_name: z.string().trim().max(200, 'Keep the contact name under 200 characters.'),
    contact_email: z
      .string()
      .trim()
      .toLowerCase()
      .max(254)
      .pipe(z.union([z.literal(''), z.email('Enter an e-mail address such as name@company.com.')])),
    contact_phone: z
      .string()
      .trim()
      .max(40, 'Keep the phone number under 40 characters.')
      .regex(/^[0-9+().\-\s]*$/, 'Enter a phone number with digits, spaces, +, -, ( and ) only.'),
    website: z
      .string()
      .trim()
      .max(300, 'Keep the website under 300 characters.')
      .transform(withHttpPrefix)
      .pipe(
        z.union([
          z.literal(''),
          z.url({ protocol: /^https?$/, error: 'Enter a website such as company.com.' }),
        ]),
      ),
    menu_type: z.enum(MENU_TYPES, chooseFrom('the FI menu or the vendor menu')),
  })
  .strict();
export type GroupProfileBody = z.input<typeof groupProfileBodySchema>;

/** What a client group's defaults may be chosen from: its shared peer groups and the reports open to it. */
export const directAccessOptionsSchema = z.object({
  peer_groups: z.array(landingPeerGroupSchema.extend({ fi_type: z.string().nullable() })),
  reports: z.array(z.object({ id: idSchema, name: z.string(), fi_types: z.array(z.string()) })),
});
export type DirectAccessOptions = z.infer<typeof directAccessOptionsSchema>;
