import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from './columns.js';
import { groups, users } from './identity.js';

/**
 * A user's standing order for a saved query (`advanced_query_id`) or a saved report (`report_id`):
 * re-run on schedule and delivered by in-app link or e-mail. `status` is 'active', 'paused' or
 * 'stopped' (with `stop_reason`: access lost, target deleted, user deactivated).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The owner's client group (the tenant), for the consoles' scope. */
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    advancedQueryId: integer('advanced_query_id'),
    reportId: integer('report_id'),
    schedule: text('schedule').notNull(),
    deliveryMode: text('delivery_mode').notNull(),
    deliveryFormat: text('delivery_format').notNull(),
    subscriptionSource: text('subscription_source'),
    status: text('status').notNull().default('active'),
    stopReason: text('stop_reason'),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_query_idx')
      .on(t.userId, t.advancedQueryId)
      .where(sql`${t.advancedQueryId} is not null`),
    uniqueIndex('subscriptions_user_report_idx')
      .on(t.userId, t.reportId)
      .where(sql`${t.reportId} is not null`),
    index('subscriptions_due_idx').on(t.status, t.nextRunAt),
    index('subscriptions_tenant_idx').on(t.groupId),
  ],
);

/**
 * One delivery of a subscription for one period (`period_key`, e.g. '2026-11' or a data version):
 * unique per subscription and period, so a retried or duplicated job never delivers twice. The file
 * is kept in the database so any node can serve the link.
 */
export const subscriptionDeliveries = pgTable(
  'subscription_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    /** 'running', 'delivered', 'failed' or 'skipped'. */
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    rowCount: integer('row_count'),
    byteSize: integer('byte_size'),
    error: text('error'),
    fileName: text('file_name'),
    format: text('format'),
    file: bytea('file'),
    fingerprint: text('fingerprint'),
    /** How it reached the user: 'app_link', 'email_link' or 'email_attachment'. */
    deliveredVia: text('delivered_via'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** When the owner first saw it in the app (the notification clears). */
    seenAt: timestamp('seen_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('subscription_deliveries_period_idx').on(t.subscriptionId, t.periodKey),
    index('subscription_deliveries_recent_idx').on(t.subscriptionId, t.startedAt),
  ],
);
