import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { groups, users } from './identity.js';
import { institutions } from './institutions.js';

/** A group of solutions (e.g. "Digital Banking"), for browsing the solution list. */
export const solutionCategories = pgTable('solution_categories', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  displayOrder: integer('display_order').notNull().default(0),
});

/** A bank service ("bank_service" in the spec's calls): core processing, mobile banking ... */
export const solutions = pgTable(
  'solutions',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => solutionCategories.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Core processing: the market-share report's "core vendor products" filter reads it. */
    isCore: boolean('is_core').notNull().default(false),
    searchKey: text('search_key').generatedAlwaysAs(sql`regexp_replace(lower(name), '[^a-z0-9]', '', 'g')`),
  },
  (t) => [
    uniqueIndex('solutions_name_idx').on(sql`lower(${t.name})`),
    index('solutions_search_key_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
  ],
);

export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    website: text('website'),
    headquartersState: text('headquarters_state'),
    foundedYear: integer('founded_year'),
    description: text('description').notNull().default(''),
    searchKey: text('search_key').generatedAlwaysAs(sql`regexp_replace(lower(name), '[^a-z0-9]', '', 'g')`),
  },
  (t) => [
    uniqueIndex('vendors_name_idx').on(sql`lower(${t.name})`),
    index('vendors_search_key_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    searchKey: text('search_key').generatedAlwaysAs(sql`regexp_replace(lower(name), '[^a-z0-9]', '', 'g')`),
  },
  (t) => [
    uniqueIndex('products_vendor_name_idx').on(t.vendorId, sql`lower(${t.name})`),
    index('products_search_key_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
  ],
);

/** Which solutions a product serves (one product may serve several). */
export const productSolutions = pgTable(
  'product_solutions',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    solutionId: integer('solution_id')
      .notNull()
      .references(() => solutions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.solutionId] }),
    index('product_solutions_solution_idx').on(t.solutionId),
  ],
);

/**
 * What an institution uses for one solution over a time interval. The row open today has
 * ended_on null. has_service false records that the institution does not offer the service;
 * type 'service' means it runs the service itself (no vendor), 'vendor' that a vendor product does.
 * end_reason tells churn apart: 'competitive' (switched vendor), 'consolidation' (merged or failed),
 * 'discontinued' (stopped offering the service).
 */
export const institutionTechnographics = pgTable(
  'institution_technographics',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    solutionId: integer('solution_id')
      .notNull()
      .references(() => solutions.id, { onDelete: 'cascade' }),
    hasService: boolean('has_service').notNull().default(true),
    type: text('type').notNull(),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    startedOn: date('started_on').notNull(),
    endedOn: date('ended_on'),
    endReason: text('end_reason'),
    /** 'demo' or 'import'. */
    source: text('source').notNull(),
  },
  (t) => [
    index('institution_technographics_institution_idx').on(t.institutionId, t.solutionId),
    index('institution_technographics_solution_idx').on(t.solutionId, t.endedOn),
    index('institution_technographics_vendor_idx').on(t.vendorId),
    index('institution_technographics_product_idx').on(t.productId),
  ],
);

/** A user asks for a vendor or solution to be covered; FIN Admins answer. */
export const coverageRequests = pgTable(
  'coverage_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    /** 'vendor' or 'solution'. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    details: text('details').notNull().default(''),
    /** 'open', 'added' or 'declined'. */
    status: text('status').notNull().default('open'),
    answer: text('answer').notNull().default(''),
    answeredBy: integer('answered_by').references(() => users.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('coverage_requests_user_idx').on(t.userId),
    index('coverage_requests_status_idx').on(t.status),
  ],
);

/**
 * An uploaded list of organisations, matched to institutions: a conference attendee list
 * ('conference') or a CRM account list ('crm'). Owned by a client group (the tenant).
 */
export const orgLists = pgTable(
  'org_lists',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fileName: text('file_name').notNull(),
    /** The uploaded file's header row, so an enriched download keeps the user's columns. */
    columns: jsonb('columns').$type<string[]>().notNull().default([]),
    rowCount: integer('row_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Names are unique per tenant and kind; users without a group are their own tenant.
    uniqueIndex('org_lists_tenant_name_idx').on(
      t.kind,
      sql`coalesce(${t.groupId}, -${t.userId})`,
      sql`lower(${t.name})`,
    ),
  ],
);

export const orgListRows = pgTable(
  'org_list_rows',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => orgLists.id, { onDelete: 'cascade' }),
    line: integer('line').notNull(),
    organization: text('organization').notNull(),
    city: text('city'),
    state: text('state'),
    domain: text('domain'),
    /** The row as uploaded, keyed by the file's column names. */
    raw: jsonb('raw').$type<Record<string, string>>().notNull(),
    institutionId: integer('institution_id').references(() => institutions.id, { onDelete: 'set null' }),
    /** 0..1 */
    confidence: real('confidence'),
    /** 'matched' (confident), 'review' (a person should confirm), 'confirmed', 'rejected', 'unmatched'. */
    status: text('status').notNull(),
    /** The best few candidates with their confidence, for the review step. */
    candidates: jsonb('candidates').$type<{ institution_id: number; name: string; confidence: number }[]>(),
  },
  (t) => [index('org_list_rows_list_idx').on(t.listId, t.line)],
);

/**
 * Every Excel or CSV download, with the fingerprint embedded in the file, so a FIN Admin reading a
 * file found elsewhere can tell who downloaded it, when and what it held.
 */
export const downloads = pgTable(
  'downloads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fingerprint: text('fingerprint').notNull().unique(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    /** Who was impersonating, when an admin downloaded as someone else. */
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** e.g. 'market_share', 'vendor_report', 'conference', 'crm_enriched', 'report_view'. */
    kind: text('kind').notNull(),
    description: text('description').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    fileName: text('file_name').notNull(),
    format: text('format').notNull(),
    rowCount: integer('row_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('downloads_user_idx').on(t.userId, t.createdAt),
    index('downloads_created_idx').on(t.createdAt),
  ],
);
