import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { peerGroups } from './analytics.js';
import { groups, users } from './identity.js';
import { institutions } from './institutions.js';

/**
 * A saved FIN Query: the query payload (elements and criteria) with its name. Shared with user
 * groups through advanced_query_groups; a FIN Admin's global ("navigator") query is offered to
 * everyone. Saved as a peer group, its result is kept as a peer group that Reporter and Advisor use.
 */
export const advancedQueries = pgTable(
  'advanced_queries',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The owner's client group (the tenant). */
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    /** 'fin_query' or 'mortgage'. */
    queryType: text('query_type').notNull(),
    saveAsPeerGroup: boolean('save_as_peer_group').notNull().default(false),
    peerGroupId: integer('peer_group_id').references(() => peerGroups.id, { onDelete: 'set null' }),
    isGlobal: boolean('is_global').notNull().default(false),
    institutionId: integer('institution_id').references(() => institutions.id, { onDelete: 'set null' }),
    /** The FI types the query's elements restrict it to, or null for any. */
    fiType: text('fi_type'),
    /** Hidden from users without VendorFit (spec section 6). */
    usesVendorFit: boolean('uses_vendor_fit').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('advanced_queries_owner_name_idx').on(t.userId, t.queryType, sql`lower(${t.name})`),
    index('advanced_queries_tenant_idx').on(t.groupId),
    index('advanced_queries_global_idx').on(t.isGlobal),
  ],
);

/** The user groups a saved query is shared with. */
export const advancedQueryGroups = pgTable(
  'advanced_query_groups',
  {
    advancedQueryId: integer('advanced_query_id')
      .notNull()
      .references(() => advancedQueries.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.advancedQueryId, t.groupId] }),
    index('advanced_query_groups_group_idx').on(t.groupId),
  ],
);

/**
 * What a client pays for prospect-list downloads: a template FIN Admins copy, or one client group's
 * schedule (at most one per group) with its prepaid token balance.
 */
export const pricingSchedules = pgTable(
  'pricing_schedules',
  {
    id: serial('id').primaryKey(),
    isTemplate: boolean('is_template').notNull().default(false),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    templateId: integer('template_id'),
    name: text('name').notNull(),
    costPerFiPerElement: doublePrecision('cost_per_fi_per_element').notNull(),
    minimumPrice: doublePrecision('minimum_price').notNull().default(0),
    /** Volume tiers: [{ min_fis, discount_percent }], the highest reached applies. */
    tiers: jsonb('tiers').$type<{ min_fis: number; discount_percent: number }[]>().notNull().default([]),
    discountPercent: doublePrecision('discount_percent').notNull().default(0),
    tokenValue: doublePrecision('token_value').notNull().default(1),
    tokenBalance: integer('token_balance').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pricing_schedules_group_idx').on(t.groupId).where(sql`not ${t.isTemplate}`)],
);

/**
 * A prospect-list download that was paid for: one row per honoured quote (the quote's nonce is
 * unique, so downloading again with the same quote is not charged twice).
 */
export const queryOrders = pgTable(
  'query_orders',
  {
    id: serial('id').primaryKey(),
    quoteNonce: text('quote_nonce').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    pricingScheduleId: integer('pricing_schedule_id').references(() => pricingSchedules.id, {
      onDelete: 'set null',
    }),
    advancedQueryId: integer('advanced_query_id').references(() => advancedQueries.id, {
      onDelete: 'set null',
    }),
    queryName: text('query_name'),
    query: jsonb('query').$type<Record<string, unknown>>().notNull(),
    fiCount: integer('fi_count').notNull(),
    numberFields: integer('number_fields').notNull(),
    format: text('format').notNull(),
    totalPrice: doublePrecision('total_price').notNull(),
    priceWithoutDiscounts: doublePrecision('price_without_discounts').notNull(),
    tokens: integer('tokens').notNull().default(0),
    /** 'tokens' or 'invoice'. */
    payment: text('payment').notNull(),
    downloadId: bigint('download_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('query_orders_group_idx').on(t.groupId, t.createdAt),
    index('query_orders_created_idx').on(t.createdAt),
  ],
);
