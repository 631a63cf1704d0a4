import { z } from 'zod';
import { ACCESS_REQUEST_SOURCE_IDS, ACCESS_REQUEST_STATUS_IDS } from '../constants/access-requests.js';
import { APP_CONFIG_KEYS, BANNER_LEVELS } from '../constants/app-configs.js';
import { USER_EDIT_ACTIONS } from '../constants/authorization.js';
import { GROUP_FEATURE_KEYS } from '../constants/group-features.js';
import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE } from '../constants/identity.js';
import { ENTERPRISE_PERMISSIONS, PURCHASED_MODULE_FLAGS } from '../constants/modules.js';
import { DEMO_REQUEST_TOPIC_IDS } from '../constants/shell.js';
import { idNameSchema, idParamSchema, idSchema, isoDateTimeSchema } from './common.js';

// The FIN Admin's access and configuration consoles: app configs, features, authorization, user
// edits and users' access requests, and the site banner every signed-in page shows.

const listPage = { total: z.int().nonnegative(), page: z.int().positive(), per_page: z.int().positive() };
const pageParams = {
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n), 'Unsupported page size.')
    .default(DEFAULT_ADMIN_PAGE_SIZE),
};
const isoDate = z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' });
const searchText = z.string().trim().max(200).optional();
const person = z.object({ id: idSchema, email: z.string() });

// ---- site banner -------------------------------------------------------------------------------

export const siteBannerSchema = z.object({ text: z.string().min(1), level: z.enum(BANNER_LEVELS) });
export type SiteBanner = z.infer<typeof siteBannerSchema>;

/** GET /api/site_banner: the notice above every signed-in page, or none. */
export const siteBannerResponseSchema = z.object({ banner: siteBannerSchema.nullable() });
export type SiteBannerResponse = z.infer<typeof siteBannerResponseSchema>;

// ---- app configs -------------------------------------------------------------------------------

const appConfigValueSchema = z.union([z.string().max(10_000), z.number(), z.boolean()]);

/** One setting's current value; its label, type, limits and default are APP_CONFIGS in the domain. */
export const appConfigRowSchema = z.object({
  key: z.enum(APP_CONFIG_KEYS),
  value: z.union([z.string(), z.number()]),
  /** No stored value: the catalogue's default is in force. */
  is_default: z.boolean(),
  updated_at: isoDateTimeSchema.nullable(),
  updated_by: person.nullable(),
});
export type AppConfigRow = z.infer<typeof appConfigRowSchema>;

export const appConfigListSchema = z.object({ configs: z.array(appConfigRowSchema) });
export type AppConfigList = z.infer<typeof appConfigListSchema>;

export const appConfigParamsSchema = z.object({
  key: z.enum(APP_CONFIG_KEYS, { error: 'Unknown setting.' }),
});

/** The value is checked against the key's catalogue entry (checkAppConfigValue), not here. */
export const appConfigBodySchema = z.strictObject({ value: appConfigValueSchema });
export type AppConfigBody = z.infer<typeof appConfigBodySchema>;

// ---- features ----------------------------------------------------------------------------------

export const groupFeatureRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  member_count: z.int().nonnegative(),
  features: z.array(z.enum(GROUP_FEATURE_KEYS)),
});
export type GroupFeatureRow = z.infer<typeof groupFeatureRowSchema>;

export const groupFeatureListSchema = z.object({ groups: z.array(groupFeatureRowSchema), ...listPage });
export type GroupFeatureList = z.infer<typeof groupFeatureListSchema>;

export const groupFeatureParamsSchema = z.object({
  id: idParamSchema,
  feature: z.enum(GROUP_FEATURE_KEYS, { error: 'Unknown feature.' }),
});

export const groupFeatureBodySchema = z.strictObject({ enabled: z.boolean() });
export type GroupFeatureBody = z.infer<typeof groupFeatureBodySchema>;

// ---- authorization -----------------------------------------------------------------------------

/** The grants to change (others stay as they are); only a FIN Admin changes them. */
export const groupGrantsBodySchema = z
  .strictObject({
    purchased_modules: z.partialRecord(z.enum(PURCHASED_MODULE_FLAGS), z.boolean()).optional(),
    enterprise_permissions: z.partialRecord(z.enum(ENTERPRISE_PERMISSIONS), z.boolean()).optional(),
  })
  .refine(
    (body) =>
      Object.keys(body.purchased_modules ?? {}).length +
        Object.keys(body.enterprise_permissions ?? {}).length >
      0,
    'Choose a module or permission to change.',
  );
export type GroupGrantsBody = z.infer<typeof groupGrantsBodySchema>;

// ---- user edits --------------------------------------------------------------------------------

export const userEditsQuerySchema = z.object({
  /** The admin who made the change: part of their e-mail or name. */
  actor: searchText,
  /** The user (e-mail or name) or group (name) changed. */
  target: searchText,
  action: z.enum(USER_EDIT_ACTIONS).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  ...pageParams,
});
export type UserEditsQuery = z.infer<typeof userEditsQuerySchema>;

export const userEditRowSchema = z.object({
  id: idSchema,
  at: isoDateTimeSchema,
  action: z.enum(USER_EDIT_ACTIONS),
  actor: person.nullable(),
  impersonator: person.nullable(),
  target: z.object({
    type: z.enum(['user', 'group']),
    id: idSchema.nullable(),
    /** The user's e-mail or the group's name now; null once deleted. */
    label: z.string().nullable(),
  }),
  details: z.unknown(),
});
export type UserEditRow = z.infer<typeof userEditRowSchema>;

export const userEditListSchema = z.object({ entries: z.array(userEditRowSchema), ...listPage });
export type UserEditList = z.infer<typeof userEditListSchema>;

// ---- access requests ---------------------------------------------------------------------------

export const accessRequestQuerySchema = z.object({
  /** The requester's name, e-mail or company. */
  q: searchText,
  status: z.enum(ACCESS_REQUEST_STATUS_IDS).optional(),
  topic: z.enum(DEMO_REQUEST_TOPIC_IDS).optional(),
  source: z.enum(ACCESS_REQUEST_SOURCE_IDS).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  ...pageParams,
});
export type AccessRequestQuery = z.infer<typeof accessRequestQuerySchema>;

export const accessRequestRowSchema = z.object({
  id: idSchema,
  created_at: isoDateTimeSchema,
  topic: z.enum(DEMO_REQUEST_TOPIC_IDS),
  source: z.enum(ACCESS_REQUEST_SOURCE_IDS),
  message: z.string(),
  phone: z.string(),
  status: z.enum(ACCESS_REQUEST_STATUS_IDS),
  follow_up: z.string(),
  handled_by: person.nullable(),
  handled_at: isoDateTimeSchema.nullable(),
  user: z.object({
    id: idSchema,
    user_name: z.string(),
    email: z.string(),
    company_name: z.string().nullable(),
    company_type: z.string(),
  }),
  client_group: idNameSchema.nullable(),
  /** The topic's modules and whether the requester's groups hold each now. */
  modules: z.array(z.object({ flag: z.enum(PURCHASED_MODULE_FLAGS), held: z.boolean() })),
});
export type AccessRequestRow = z.infer<typeof accessRequestRowSchema>;

export const accessRequestListSchema = z.object({ requests: z.array(accessRequestRowSchema), ...listPage });
export type AccessRequestList = z.infer<typeof accessRequestListSchema>;

export const accessRequestUpdateSchema = z.strictObject({
  status: z.enum(ACCESS_REQUEST_STATUS_IDS, { error: 'Choose a status from the list.' }),
  follow_up: z.string().trim().max(2000, 'Keep the follow-up note under 2000 characters.').default(''),
});
export type AccessRequestUpdate = z.input<typeof accessRequestUpdateSchema>;
