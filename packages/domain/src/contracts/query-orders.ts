import { z } from 'zod';
import { DOWNLOAD_FORMATS } from '../constants/subscription.js';
import { idNameSchema, idSchema } from './common.js';
import { pricingScheduleSchema, pricingTermsSchema, queryOrderSchema } from './fin-query.js';
import { pageQuerySchema } from './identity-api.js';
import { runQueryBodySchema } from './query-payload.js';

/**
 * POST /api/advanced_query/downloads: the query as priced, the signed quote the price call gave
 * (encrypted_price), the file format, and the saved query it came from when there is one.
 */
export const queryDownloadBodySchema = runQueryBodySchema.extend({
  encrypted_price: z.string().min(1).max(4000),
  format: z.enum(DOWNLOAD_FORMATS),
  advanced_query_id: idSchema.optional(),
  query_name: z.string().trim().max(255).optional(),
});
export type QueryDownloadBody = z.infer<typeof queryDownloadBodySchema>;

/** The contacts of a prospect list's institutions are capped: a list is for outreach, not a copy of the file. */
export const PROSPECT_CONTACTS_LIMIT = 50_000;

export const prospectContactSchema = z.object({
  institution_id: idSchema,
  institution_name: z.string(),
  full_name: z.string(),
  title: z.string(),
  role: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  linkedin: z.string().nullable(),
});
export type ProspectContact = z.infer<typeof prospectContactSchema>;

/** POST /api/advanced_query/contact_details. */
export const prospectContactsSchema = z.object({
  contacts: z.array(prospectContactSchema),
  /** Institutions of the result, and how many of them have a matching contact. */
  institutions: z.int().nonnegative(),
  institutions_with_contacts: z.int().nonnegative(),
  /** Contacts matching before the cap; more than contacts.length when truncated. */
  total: z.int().nonnegative(),
  truncated: z.boolean(),
  is_demo: z.boolean(),
});
export type ProspectContacts = z.infer<typeof prospectContactsSchema>;

/** POST /api/super_admin/client_pricing_schedules: a client group's schedule, copied from a template. */
export const clientScheduleCreateSchema = z.strictObject({
  group_id: idSchema,
  template_id: idSchema,
  /** Prepaid tokens the client starts with. */
  token_balance: z
    .int('Enter a whole number of tokens.')
    .nonnegative('Tokens cannot be negative.')
    .max(100_000_000, 'At most 100,000,000 tokens.')
    .default(0),
});
export type ClientScheduleCreate = z.infer<typeof clientScheduleCreateSchema>;

/**
 * PUT /api/super_admin/client_pricing_schedules/{id}: any of the price terms, and tokens to add
 * (a negative number takes back tokens given by mistake; the balance never goes below zero).
 */
export const clientScheduleUpdateSchema = z.strictObject({
  ...pricingTermsSchema.partial().shape,
  add_tokens: z
    .int('Enter a whole number of tokens.')
    .min(-100_000_000, 'At most 100,000,000 tokens at once.')
    .max(100_000_000, 'At most 100,000,000 tokens at once.')
    .optional(),
});
export type ClientScheduleUpdate = z.infer<typeof clientScheduleUpdateSchema>;

export const pricingTemplateListSchema = z.object({ templates: z.array(pricingScheduleSchema) });

export const clientScheduleListSchema = z.object({
  schedules: z.array(pricingScheduleSchema),
  /** Client groups without a schedule yet, for the create form (FIN Admins only; empty otherwise). */
  groups_without_schedule: z.array(idNameSchema),
});

const isoDate = z.iso.date('Enter a date as YYYY-MM-DD.');

/** The order reports' filter: a day range (inclusive), and for FIN Admins a client group. */
export const orderReportQuerySchema = pageQuerySchema
  .omit({ q: true })
  .extend({
    from: isoDate.optional(),
    to: isoDate.optional(),
    group_id: z.coerce.number().int().positive().optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The start date is after the end date.',
    path: ['to'],
  });
export type OrderReportQuery = z.infer<typeof orderReportQuerySchema>;

export const orderReportSchema = z.object({
  orders: z.array(queryOrderSchema),
  total: z.int().nonnegative(),
  page: z.int().positive(),
  per_page: z.int().positive(),
  /** Over every order the filter matches, not only this page. */
  total_price: z.number().nonnegative(),
  total_tokens: z.int().nonnegative(),
});
export type OrderReport = z.infer<typeof orderReportSchema>;
