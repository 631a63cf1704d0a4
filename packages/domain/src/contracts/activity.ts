import { z } from 'zod';
import { ACTIVITY_KINDS, ACTIVITY_LIMITS, ACTIVITY_MODULES } from '../constants/activity.js';
import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE } from '../constants/identity.js';
import { idNameSchema, idParamSchema, idSchema, isoDateTimeSchema } from './common.js';

const isoDay = z.iso.date();

/** A page of the app by its path (no query or fragment), as activity names where it happened. */
export const pagePathSchema = z
  .string()
  .max(ACTIVITY_LIMITS.pathLength)
  .regex(/^\/[^\s?#]*$/, 'A page path such as /analytics/reporter/metrics.');

/** POST /api/activity/page_views: the signed-in pages the web shell opened since its last call. */
export const pageViewsBodySchema = z.strictObject({
  paths: z.array(pagePathSchema).min(1).max(ACTIVITY_LIMITS.pageViewBatch),
});
export type PageViewsBody = z.infer<typeof pageViewsBodySchema>;

/** A report's days: `from` and `to` inclusive (UTC days); the last 30 days to today by default. */
export const activityRangeQuerySchema = z.object({
  from: isoDay.optional(),
  to: isoDay.optional(),
});
export type ActivityRangeQuery = z.infer<typeof activityRangeQuerySchema>;

const moduleFilter = z.enum(ACTIVITY_MODULES);

/**
 * GET /api/admin/user_activity (and its .csv): the caller's tenant's activity. `group_id` narrows a
 * FIN Admin's report to one client group; a client or partner admin may name only their own.
 */
export const userActivityQuerySchema = activityRangeQuerySchema.extend({
  user_id: idParamSchema.optional(),
  group_id: idParamSchema.optional(),
  module: moduleFilter.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (ADMIN_PAGE_SIZES as readonly number[]).includes(n), 'Unsupported page size.')
    .default(DEFAULT_ADMIN_PAGE_SIZE),
});
/** The query as the web sends it (page and size default on the server). */
export type UserActivityQuery = Partial<z.infer<typeof userActivityQuerySchema>>;

/** GET /api/super_admin/activity_reports: one client group's activity. */
export const groupActivityQuerySchema = userActivityQuerySchema.omit({ group_id: true }).extend({
  group_id: idParamSchema,
});
export type GroupActivityQuery = Partial<z.infer<typeof groupActivityQuerySchema>> & { group_id: number };

const count = z.int().nonnegative();

/** Events of each kind, and their sum. */
export const activityCountsSchema = z.object({
  sign_ins: count,
  page_views: count,
  report_runs: count,
  report_views: count,
  exports: count,
  downloads: count,
  query_runs: count,
  saved_items: count,
  subscription_deliveries: count,
  events: count,
});
export type ActivityCounts = z.infer<typeof activityCountsSchema>;

const person = z.object({ id: idSchema, user_name: z.string(), email: z.string() });

export const activityDaySchema = z.object({
  day: isoDay,
  events: count,
  sign_ins: count,
  active_users: count,
});

export const activityModuleUseSchema = z.object({
  /** '' for events of no module (sign-ins). */
  module: z.enum([...ACTIVITY_MODULES, '']),
  events: count,
  users: count,
});
export type ActivityModuleUse = z.infer<typeof activityModuleUseSchema>;

export const activityUserRowSchema = activityCountsSchema.extend({
  user: person,
  group: idNameSchema.nullable(),
  active_days: count,
  last_active: isoDay,
});
export type ActivityUserRow = z.infer<typeof activityUserRowSchema>;

/** One user's activity in one module on one day. */
export const activityDetailRowSchema = activityCountsSchema.extend({
  day: isoDay,
  user: person,
  module: z.enum([...ACTIVITY_MODULES, '']),
});
export type ActivityDetailRow = z.infer<typeof activityDetailRowSchema>;

export const activityEventSchema = z.object({
  id: z.int().positive(),
  at: isoDateTimeSchema,
  user: person.nullable(),
  kind: z.enum(ACTIVITY_KINDS),
  module: z.string(),
  target: z.string().nullable(),
  /** The FIN Admin who acted while signed in as the user. */
  impersonator: person.nullable(),
});
export type ActivityEventRow = z.infer<typeof activityEventSchema>;

export const userActivityReportSchema = z.object({
  from: isoDay,
  to: isoDay,
  /** Some of the users are demo accounts, whose history is generated demo data. */
  is_demo: z.boolean(),
  totals: activityCountsSchema.extend({ active_users: count }),
  /** Every day of the range, oldest first (days without activity count zero). */
  daily: z.array(activityDaySchema),
  /** Modules by events, most used first. */
  modules: z.array(activityModuleUseSchema),
  /** The most active users (at most ACTIVITY_LIMITS.usersShown), most events first. */
  users: z.array(activityUserRowSchema),
  users_total: count,
  /** By user, module and day, newest day first: one page. */
  rows: z.array(activityDetailRowSchema),
  rows_total: count,
  page: z.int().positive(),
  per_page: z.int().positive(),
  /** The latest events of the range, newest first. */
  recent: z.array(activityEventSchema),
});
export type UserActivityReport = z.infer<typeof userActivityReportSchema>;

export const groupActivityReportSchema = userActivityReportSchema.extend({ group: idNameSchema });
export type GroupActivityReport = z.infer<typeof groupActivityReportSchema>;

/** One client group's activity over the range, against the period of the same length before it. */
export const clientActivityRowSchema = z.object({
  group: idNameSchema,
  users: count,
  active_users: count,
  /** Sign-ins. */
  sessions: count,
  page_views: count,
  reports: count,
  /** Exports and downloads. */
  downloads: count,
  query_runs: count,
  events: count,
  /** Events per module, most used first. */
  modules: z.array(activityModuleUseSchema),
  last_activity: isoDay.nullable(),
  previous_events: count,
  previous_active_users: count,
  /** Change of events against the previous period, in percent; null when it had none. */
  trend_pct: z.number().nullable(),
});
export type ClientActivityRow = z.infer<typeof clientActivityRowSchema>;

export const clientActivityReportSchema = z.object({
  from: isoDay,
  to: isoDay,
  previous_from: isoDay,
  previous_to: isoDay,
  is_demo: z.boolean(),
  clients: z.array(clientActivityRowSchema),
});
export type ClientActivityReport = z.infer<typeof clientActivityReportSchema>;
