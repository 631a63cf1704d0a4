import { z } from 'zod';
import {
  DOWNLOAD_FORMATS,
  SUBSCRIPTION_DEFAULTS,
  SUBSCRIPTION_DELIVERY_MODES,
  SUBSCRIPTION_SCHEDULES,
  SUBSCRIPTION_STATUSES,
} from '../constants/subscription.js';
import { idNameSchema, idParamSchema, idSchema, isoDateTimeSchema } from './common.js';
import { pageQuerySchema } from './identity-api.js';

// Schedules and modes are open-ended keys the server owns; the shape is kept strict.
const keySchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]*$/);

export const subscriptionScheduleSchema = z.enum(SUBSCRIPTION_SCHEDULES.map((s) => s.value));
export const subscriptionDeliveryModeSchema = z.enum(SUBSCRIPTION_DELIVERY_MODES.map((m) => m.value));
export const subscriptionStatusSchema = z.enum(SUBSCRIPTION_STATUSES);

export const deliveryFormatSchema = z.enum(DOWNLOAD_FORMATS);

export const subscriptionSchema = z.object({
  id: idSchema,
  advanced_query_id: idSchema.nullable(),
  report_id: idSchema.nullable(),
  schedule: keySchema.default(SUBSCRIPTION_DEFAULTS.schedule),
  delivery_mode: keySchema.default(SUBSCRIPTION_DEFAULTS.deliveryMode),
  delivery_format: deliveryFormatSchema.default(SUBSCRIPTION_DEFAULTS.deliveryFormat),
  subscription_source: z.string().nullable(),
  created_at: isoDateTimeSchema.optional(),
});

export type Subscription = z.infer<typeof subscriptionSchema>;

// A subscription delivers exactly one thing: a saved query or a report.
const targetsExactlyOne = (body: {
  advanced_query_id?: number | null | undefined;
  report_id?: number | null | undefined;
}): boolean => (body.advanced_query_id == null) !== (body.report_id == null);

export const subscriptionCreateBodySchema = z
  .strictObject({
    advanced_query_id: idSchema.nullish(),
    report_id: idSchema.nullish(),
    schedule: keySchema.default(SUBSCRIPTION_DEFAULTS.schedule),
    delivery_mode: keySchema.default(SUBSCRIPTION_DEFAULTS.deliveryMode),
    delivery_format: deliveryFormatSchema.default(SUBSCRIPTION_DEFAULTS.deliveryFormat),
    subscription_source: z.string().trim().min(1).optional(),
  })
  .refine(targetsExactlyOne, {
    message: 'exactly one of advanced_query_id and report_id is required',
    path: ['advanced_query_id'],
  });

export type SubscriptionCreateBody = z.infer<typeof subscriptionCreateBodySchema>;
export type SubscriptionCreateBodyInput = z.input<typeof subscriptionCreateBodySchema>;

// Updates change delivery only; no defaults, so an omitted field keeps its stored value.
export const subscriptionUpdateBodySchema = z.strictObject({
  subscription: z
    .strictObject({
      schedule: keySchema.optional(),
      delivery_mode: keySchema.optional(),
      delivery_format: deliveryFormatSchema.optional(),
    })
    .refine((fields) => Object.values(fields).some((value) => value !== undefined), {
      message: 'nothing to update',
    }),
});

export type SubscriptionUpdateBody = z.infer<typeof subscriptionUpdateBodySchema>;

/** GET /api/subscriptions/find: the caller's subscription of one saved query or report. */
export const subscriptionFindQuerySchema = z
  .object({ advanced_query_id: idParamSchema.optional(), report_id: idParamSchema.optional() })
  .refine(targetsExactlyOne, {
    message: 'exactly one of advanced_query_id and report_id is required',
    path: ['advanced_query_id'],
  });

/** One delivery as its owner and FIN Admins see it; `download_url` while the file is kept. */
export const subscriptionDeliverySchema = z.object({
  id: idSchema,
  period_key: z.string(),
  status: z.enum(['running', 'delivered', 'failed', 'skipped']),
  attempts: z.int().nonnegative(),
  row_count: z.int().nonnegative().nullable(),
  byte_size: z.int().nonnegative().nullable(),
  file_name: z.string().nullable(),
  format: deliveryFormatSchema.nullable(),
  error: z.string().nullable(),
  delivered_via: z.enum(['app_link', 'email_link', 'email_attachment']).nullable(),
  fingerprint: z.string().nullable(),
  started_at: isoDateTimeSchema,
  finished_at: isoDateTimeSchema.nullable(),
  seen_at: isoDateTimeSchema.nullable(),
  download_url: z.string().nullable(),
});

export type SubscriptionDelivery = z.infer<typeof subscriptionDeliverySchema>;

/** A subscription with what it delivers, its state, next run and latest deliveries (newest first). */
export const subscriptionViewSchema = z.object({
  id: idSchema,
  advanced_query_id: idSchema.nullable(),
  report_id: idSchema.nullable(),
  /** The saved query's or report's name, or null when it was deleted. */
  target_name: z.string().nullable(),
  target_kind: z.enum(['query', 'report']),
  schedule: subscriptionScheduleSchema,
  delivery_mode: subscriptionDeliveryModeSchema,
  delivery_format: deliveryFormatSchema,
  subscription_source: z.string().nullable(),
  status: subscriptionStatusSchema,
  stop_reason: z.string().nullable(),
  next_run_at: isoDateTimeSchema.nullable(),
  last_run_at: isoDateTimeSchema.nullable(),
  created_at: isoDateTimeSchema,
  deliveries: z.array(subscriptionDeliverySchema),
});

export type SubscriptionView = z.infer<typeof subscriptionViewSchema>;

export const subscriptionResponseSchema = z.object({ subscription: subscriptionViewSchema });
export const subscriptionFindResponseSchema = z.object({ subscription: subscriptionViewSchema.nullable() });
export const userSubscriptionsResponseSchema = z.object({
  subscriptions: z.array(subscriptionViewSchema),
  /** Deliveries the user has not opened yet (the notification badge). */
  unseen_deliveries: z.int().nonnegative(),
});

export type UserSubscriptionsResponse = z.infer<typeof userSubscriptionsResponseSchema>;

/** PUT /api/subscriptions/{id}: the owner changes delivery or pauses and resumes. */
export const subscriptionOwnerUpdateBodySchema = z.strictObject({
  subscription: z
    .strictObject({
      schedule: subscriptionScheduleSchema.optional(),
      delivery_mode: subscriptionDeliveryModeSchema.optional(),
      delivery_format: deliveryFormatSchema.optional(),
      status: z.enum(['active', 'paused']).optional(),
    })
    .refine((fields) => Object.values(fields).some((value) => value !== undefined), {
      message: 'nothing to update',
    }),
});

export type SubscriptionOwnerUpdateBody = z.infer<typeof subscriptionOwnerUpdateBodySchema>;

/** /super_admin/manage_subscrptions: every subscription, filtered and paged. */
export const adminSubscriptionsQuerySchema = pageQuerySchema.extend({
  status: subscriptionStatusSchema.optional(),
  schedule: subscriptionScheduleSchema.optional(),
  delivery_mode: subscriptionDeliveryModeSchema.optional(),
});

export type AdminSubscriptionsQuery = z.infer<typeof adminSubscriptionsQuerySchema>;

const subscriberSchema = z.object({ id: idSchema, user_name: z.string(), email: z.string() });

export const adminSubscriptionRowSchema = subscriptionViewSchema.extend({
  user: subscriberSchema,
  group: idNameSchema.nullable(),
});

export type AdminSubscriptionRow = z.infer<typeof adminSubscriptionRowSchema>;

export const adminSubscriptionsResponseSchema = z.object({
  subscriptions: z.array(adminSubscriptionRowSchema),
  total: z.int().nonnegative(),
  page: z.int().positive(),
  per_page: z.int().positive(),
});

export type AdminSubscriptionsResponse = z.infer<typeof adminSubscriptionsResponseSchema>;

/** PUT /api/super_admin/subscriptions/{id}: a FIN Admin pauses or resumes. */
export const adminSubscriptionUpdateBodySchema = z.strictObject({ status: z.enum(['active', 'paused']) });

/** A FIN Admin's answer about one subscription (after a pause, a resume or "run now"). */
export const adminSubscriptionResponseSchema = z.object({ subscription: adminSubscriptionRowSchema });

/** GET /api/super_admin/subscriptions/{id}/deliveries: the whole delivery history, newest first. */
export const subscriptionDeliveriesResponseSchema = z.object({
  deliveries: z.array(subscriptionDeliverySchema),
});

/** Path of one delivery's file: GET /api/subscriptions/{id}/deliveries/{deliveryId}/file. */
export const subscriptionDeliveryParamsSchema = z.object({
  id: idParamSchema,
  deliveryId: idParamSchema,
});
