import { z } from 'zod';
import { DOWNLOAD_FORMATS, SUBSCRIPTION_DEFAULTS } from '../constants/subscription.js';
import { idSchema, isoDateTimeSchema } from './common.js';

// Schedules and modes are open-ended keys the server owns; the shape is kept strict.
const keySchema = z
  .string()
  .trim()
  .regex(/^[a-z][a-z0-9_]*$/);

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
