import { z } from 'zod';
import { ACCESS_REQUEST_SOURCE_IDS } from '../constants/access-requests.js';
import { COMPANY_TYPES } from '../constants/company.js';
import { PASSWORD_MAX_LENGTH } from '../constants/identity.js';
import { PURCHASED_MODULE_FLAGS } from '../constants/modules.js';
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_LIMITS, DEMO_REQUEST_TOPIC_IDS } from '../constants/shell.js';
import { idSchema, isoDateTimeSchema } from './common.js';
import { roleSchema } from './role.js';
import { uiModuleSchema } from './ui-module.js';

const sitePath = z.string().regex(/^\/[^/]/);
const listPage = { total: z.int().nonnegative(), page: z.int().positive(), per_page: z.int().positive() };

// ---- menu ------------------------------------------------------------------------------------

/**
 * One entry of the signed-in menu: the whole tree the user may see, each entry saying whether it
 * opens (purchased) and where to learn about it when it does not.
 */
export const menuModuleSchema = uiModuleSchema.extend({
  enabled: z.boolean(),
  about_path: sitePath.nullable(),
  module_flag: z.enum(PURCHASED_MODULE_FLAGS).nullable(),
});
export type MenuModule = z.infer<typeof menuModuleSchema>;

export const menuResponseSchema = z.object({ ui_modules: z.array(menuModuleSchema) });
export type MenuResponse = z.infer<typeof menuResponseSchema>;

// ---- client error log --------------------------------------------------------------------------

const nullableText = (max: number) => z.string().max(max).nullable().default(null);

export const clientErrorBodySchema = z.strictObject({
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string().trim().min(1).max(CLIENT_ERROR_LIMITS.message),
  /** The app page the user was on (path and query), not a full URL. */
  page: z.string().max(2000),
  revision: z.string().max(100),
  status: z.int().min(0).max(599).nullable().default(null),
  code: nullableText(100),
  method: nullableText(10),
  api_path: nullableText(2000),
  request_id: nullableText(128),
  stack: nullableText(CLIENT_ERROR_LIMITS.stack),
});
export type ClientErrorBody = z.input<typeof clientErrorBodySchema>;

export const clientErrorRowSchema = z.object({
  id: idSchema,
  at: isoDateTimeSchema,
  kind: z.enum(CLIENT_ERROR_KINDS),
  message: z.string(),
  page: z.string(),
  revision: z.string(),
  status: z.int().nullable(),
  code: z.string().nullable(),
  method: z.string().nullable(),
  api_path: z.string().nullable(),
  request_id: z.string().nullable(),
  stack: z.string().nullable(),
  user: z.object({ id: idSchema, email: z.string() }).nullable(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
});
export type ClientErrorRow = z.infer<typeof clientErrorRowSchema>;

export const clientErrorListSchema = z.object({ errors: z.array(clientErrorRowSchema), ...listPage });
export type ClientErrorList = z.infer<typeof clientErrorListSchema>;

// ---- demo requests -----------------------------------------------------------------------------

export const demoRequestBodySchema = z.strictObject({
  topic: z.enum(DEMO_REQUEST_TOPIC_IDS, { error: 'Choose what the demo is about.' }),
  message: z.string().trim().max(2000, 'Keep the message under 2000 characters.').default(''),
  phone: z
    .string()
    .trim()
    .max(40)
    .regex(/^[0-9+().\s-]*$/, 'Enter a phone number with digits only.')
    .default(''),
  source: z.enum(ACCESS_REQUEST_SOURCE_IDS).default('request_demo'),
});
export type DemoRequestBody = z.input<typeof demoRequestBodySchema>;

// ---- home figures ------------------------------------------------------------------------------

export const homeFigureSchema = z.object({
  value: z.int().nonnegative(),
  /** Ready to print in copy: "400+", "15", "over 100". */
  text: z.string().min(1),
  /** 'data' when counted from the database or the product's definitions, 'catalogue' for the spec's figure. */
  source: z.enum(['data', 'catalogue']),
});
export type HomeFigure = z.infer<typeof homeFigureSchema>;

export const homeFiguresSchema = z.object({
  solutions: homeFigureSchema,
  performance_themes: homeFigureSchema,
  specialty_business_lines: homeFigureSchema,
  vendor_fit_variables: homeFigureSchema,
  institutions: homeFigureSchema,
});
export type HomeFigures = z.infer<typeof homeFiguresSchema>;

// ---- user settings and subscriptions -----------------------------------------------------------

export const SIGN_IN_METHODS = ['password', 'sso'] as const;

export const userProfileSchema = z.object({
  id: idSchema,
  user_name: z.string(),
  email: z.string(),
  company_name: z.string().nullable(),
  company_type: z.enum(COMPANY_TYPES),
  role: roleSchema,
  /** An e-mail user signs in with e-mail and password; an SSO user's password lives with their provider. */
  sign_in_method: z.enum(SIGN_IN_METHODS),
  can_manage_settings: z.boolean(),
  fin_api: z.boolean(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const profileUpdateBodySchema = z.strictObject({
  user_name: z.string().trim().min(1, 'Enter a name.').max(120),
  company_name: z.string().trim().max(200, 'Keep the company name under 200 characters.'),
});
export type ProfileUpdateBody = z.input<typeof profileUpdateBodySchema>;

export const passwordChangeBodySchema = z
  .strictObject({
    current_password: z.string().min(1, 'Enter your current password.').max(PASSWORD_MAX_LENGTH),
    password: z.string().min(1, 'Enter a new password.').max(PASSWORD_MAX_LENGTH),
    password_confirmation: z.string(),
  })
  .refine((b) => b.password === b.password_confirmation, {
    error: 'The passwords do not match.',
    path: ['password_confirmation'],
  });
export type PasswordChangeBody = z.input<typeof passwordChangeBodySchema>;
