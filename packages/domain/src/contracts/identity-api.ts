import { z } from 'zod';
import { COMPANY_TYPES } from '../constants/company.js';
import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE, PASSWORD_MAX_LENGTH } from '../constants/identity.js';
import { ENTERPRISE_PERMISSIONS, PURCHASED_MODULE_FLAGS } from '../constants/modules.js';
import { idNameSchema, idSchema, isoDateTimeSchema } from './common.js';
import { userGroupSchema } from './group.js';
import { enterprisePermissionsSchema, purchasedModulesSchema } from './permissions.js';
import { roleNameSchema, roleSchema } from './role.js';
import { uiModuleSchema } from './ui-module.js';
import { userSchema } from './user.js';

const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid e-mail address.' }));
const passwordSchema = z.string().min(1, 'Enter a password.').max(PASSWORD_MAX_LENGTH);
const companyTypeSchema = z.enum(COMPANY_TYPES, { error: 'Choose a company type from the list.' });
const personNameSchema = z.string().trim().min(1, 'Enter a name.').max(120);

export const partnerSiteSchema = z.object({
  id: idSchema,
  name: z.string(),
  brand_name: z.string(),
  primary_color: z.string(),
});
export type PartnerSite = z.infer<typeof partnerSiteSchema>;

/** What the client learns about the host it is served from, before anyone signs in. */
export const siteResponseSchema = z.object({ partner: partnerSiteSchema.nullable() });
export type SiteResponse = z.infer<typeof siteResponseSchema>;

export const impersonatorSchema = z.object({ id: idSchema, user_name: z.string(), email: z.string() });

export const sessionResponseSchema = z.object({
  user: userSchema,
  csrf_token: z.string().min(16),
  /** Set while a FIN Admin acts as this user (mock users): the client shows a banner. */
  impersonator: impersonatorSchema.nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const signInBodySchema = z.object({ email: emailSchema, password: passwordSchema }).strict();
export type SignInBody = z.infer<typeof signInBodySchema>;

export const signUpBodySchema = z
  .object({
    user_name: personNameSchema,
    email: emailSchema,
    password: passwordSchema,
    company_type: z.enum(COMPANY_TYPES, { error: 'Choose a company type.' }),
    company_name: z.string().trim().min(1, 'Enter your company name.').max(200),
    accept_terms: z.literal(true, { error: 'Please accept the terms of service.' }),
  })
  .strict();
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const verifyEmailBodySchema = z
  .object({
    email: emailSchema,
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code.'),
  })
  .strict();
export const emailOnlyBodySchema = z.object({ email: emailSchema }).strict();

export const resetPasswordBodySchema = z
  .object({ password: passwordSchema, password_confirmation: z.string() })
  .strict()
  .refine((b) => b.password === b.password_confirmation, {
    error: 'The passwords do not match.',
    path: ['password_confirmation'],
  });
export const resetTokenInfoSchema = z.object({ email: z.string() });

export const invitationInfoSchema = z.object({
  email: z.string(),
  user_name: z.string(),
  group_name: z.string().nullable(),
});
export const acceptInvitationBodySchema = z
  .object({ user_name: personNameSchema, password: passwordSchema, accept_terms: z.literal(true) })
  .strict();

export const ssoStartBodySchema = z
  .object({ email: emailSchema, return_to: z.string().startsWith('/').max(2000).optional() })
  .strict();
export const ssoStartResponseSchema = z.object({ authorization_url: z.url() });

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const enabledModulesResponseSchema = z.object({
  ui_modules: z.array(uiModuleSchema),
  /** Every path the user may open; the navigation guard checks a route's module path against it. */
  enabled_paths: z.array(z.string()),
});
export type EnabledModulesResponse = z.infer<typeof enabledModulesResponseSchema>;

export const enterpriseValueResponseSchema = z.object({
  enterprise_permissions: enterprisePermissionsSchema,
});

export const finApiKeyResponseSchema = z.object({
  /** Only the prefix is ever shown again after creation; the key itself is stored hashed. */
  fin_api_key: z.string().nullable(),
  created_at: isoDateTimeSchema.nullable(),
});
export const finApiKeyCreatedSchema = z.object({ fin_api_key: z.string(), created_at: isoDateTimeSchema });

// ---- admin consoles ---------------------------------------------------------------------------

export const pageQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n), 'Unsupported page size.')
    .default(DEFAULT_ADMIN_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const adminUserRowSchema = z.object({
  id: idSchema,
  user_name: z.string(),
  email: z.string(),
  role: roleSchema,
  company_type: z.string(),
  company_name: z.string().nullable(),
  is_active: z.boolean(),
  email_verified: z.boolean(),
  is_fi_menu: z.boolean(),
  is_demo_user: z.boolean(),
  client_group: idNameSchema.nullable(),
  partner: idNameSchema.nullable(),
  groups: z.array(userGroupSchema),
  created_date: isoDateTimeSchema,
  last_sign_in_at: isoDateTimeSchema.nullable(),
});
export type AdminUserRow = z.infer<typeof adminUserRowSchema>;

export const adminUserListSchema = z.object({
  users: z.array(adminUserRowSchema),
  total: z.int().nonnegative(),
  page: z.int().positive(),
  per_page: z.int().positive(),
});
export type AdminUserList = z.infer<typeof adminUserListSchema>;

export const adminUserCreateBodySchema = z
  .object({
    user_name: personNameSchema,
    email: emailSchema,
    role: roleNameSchema,
    company_type: companyTypeSchema,
    company_name: z.string().trim().max(200).optional(),
    is_fi_menu: z.boolean().default(false),
    /** FIN Admin only; other admins create users in their own client group. */
    client_group_id: idSchema.nullable().optional(),
    partner_id: idSchema.nullable().optional(),
    group_ids: z.array(idSchema).default([]),
  })
  .strict();
export type AdminUserCreateBody = z.input<typeof adminUserCreateBodySchema>;

export const adminUserUpdateBodySchema = z
  .object({
    user_name: personNameSchema,
    role: roleNameSchema,
    company_type: companyTypeSchema,
    company_name: z.string().trim().max(200).nullable(),
    is_active: z.boolean(),
    is_fi_menu: z.boolean(),
    client_group_id: idSchema.nullable(),
    partner_id: idSchema.nullable(),
    group_ids: z.array(idSchema),
  })
  .partial()
  .strict();
export type AdminUserUpdateBody = z.input<typeof adminUserUpdateBodySchema>;

export const adminGroupRowSchema = z.object({
  id: idSchema,
  name: z.string(),
  group_type: z.string(),
  group_type_id: idSchema,
  created_at: isoDateTimeSchema,
  partner: idNameSchema.nullable(),
  parent_group: idNameSchema.nullable(),
  member_count: z.int().nonnegative(),
  purchased_modules: purchasedModulesSchema,
  enterprise_permissions: enterprisePermissionsSchema,
});
export type AdminGroupRow = z.infer<typeof adminGroupRowSchema>;

export const adminGroupDetailSchema = adminGroupRowSchema.extend({
  members: z.array(z.object({ id: idSchema, user_name: z.string(), email: z.string(), role: roleSchema })),
});
export type AdminGroupDetail = z.infer<typeof adminGroupDetailSchema>;

export const adminGroupListSchema = z.object({
  groups: z.array(adminGroupRowSchema),
  total: z.int().nonnegative(),
  page: z.int().positive(),
  per_page: z.int().positive(),
});
export type AdminGroupList = z.infer<typeof adminGroupListSchema>;

const CHOOSE_GROUP_TYPE = 'Choose a group type from the list.';
const groupTypeIdSchema = z
  .int({ error: CHOOSE_GROUP_TYPE })
  .min(1, CHOOSE_GROUP_TYPE)
  .max(4, CHOOSE_GROUP_TYPE);

export const adminGroupBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Enter a group name.').max(200),
    group_type_id: groupTypeIdSchema,
    partner_id: idSchema.nullable(),
    parent_group_id: idSchema.nullable(),
    /** Only a FIN Admin (edit client group) may change purchases and enterprise permissions. */
    purchased_modules: z.partialRecord(z.enum(PURCHASED_MODULE_FLAGS), z.boolean()),
    enterprise_permissions: z.partialRecord(z.enum(ENTERPRISE_PERMISSIONS), z.boolean()),
    member_ids: z.array(idSchema),
  })
  .partial()
  .strict();
export type AdminGroupBody = z.input<typeof adminGroupBodySchema>;

export const mockUserBodySchema = z.object({ user_id: idSchema }).strict();

export const mailboxMessageSchema = z.object({
  id: idSchema,
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: isoDateTimeSchema,
  sent_at: isoDateTimeSchema.nullable(),
  error: z.string().nullable(),
});
/** `smtp`: mail is delivered by the SMTP server and the server keeps none, so `messages` is empty. */
export const mailboxResponseSchema = z.object({
  delivery: z.enum(['stored', 'smtp']),
  messages: z.array(mailboxMessageSchema),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
export type MailboxResponse = z.infer<typeof mailboxResponseSchema>;

export const auditEntrySchema = z.object({
  id: idSchema,
  at: isoDateTimeSchema,
  action: z.string(),
  actor: z.object({ id: idSchema, email: z.string() }).nullable(),
  impersonator: z.object({ id: idSchema, email: z.string() }).nullable(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  ip: z.string().nullable(),
  details: z.unknown(),
});
export const auditLogResponseSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.int().nonnegative(),
  page: z.int().positive(),
  per_page: z.int().positive(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const partnerListSchema = z.object({ partners: z.array(idNameSchema) });
