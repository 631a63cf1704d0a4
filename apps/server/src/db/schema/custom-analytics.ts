import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea } from './columns.js';
import { groups, users } from './identity.js';
import { institutions } from './institutions.js';

// Custom report and segment set ids start above the built-in ones (reports 1-99, segmentations 1-99),
// so one id names one report or set in every list, run and subscription.
export const customReportIdSeq = pgSequence('custom_reports_id_seq', { startWith: 1001 });
export const segmentationSetIdSeq = pgSequence('segmentation_sets_id_seq', { startWith: 1001 });

/**
 * A report written with the report writer: its elements (each with its properties) and the layout
 * tree the report view renders. `is_global` marks a navigator report (a FIN Admin's, for everyone
 * entitled); otherwise it is its owner's, shared with the client groups of `custom_report_groups`.
 */
export const customReports = pgTable(
  'custom_reports',
  {
    id: integer('id').primaryKey().default(sql`nextval('custom_reports_id_seq')`),
    name: text('name').notNull(),
    description: text('description'),
    isMbc: boolean('is_mbc').notNull().default(false),
    /** 'bank', 'credit_union', 'bhc' or 'both'. */
    fiType: text('fi_type').notNull(),
    reportElements: jsonb('report_elements').$type<unknown[]>().notNull(),
    elementFormat: jsonb('element_format').$type<unknown[]>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The owner's client group (the tenant). */
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    isGlobal: boolean('is_global').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('custom_reports_user_idx').on(t.userId), index('custom_reports_group_idx').on(t.groupId)],
);

/** The client groups a custom report is shared with (self_serve_report_groups_attributes, group_ids). */
export const customReportGroups = pgTable(
  'custom_report_groups',
  {
    reportId: integer('report_id')
      .notNull()
      .references(() => customReports.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.reportId, t.groupId] }),
    index('custom_report_groups_group_idx').on(t.groupId),
  ],
);

/**
 * Which groups, or which institutions' users, may run a report (built-in or custom): the super
 * admin's report access. A report without grants is governed by its module and sharing alone.
 */
export const reportAccessGrants = pgTable(
  'report_access_grants',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id').notNull(),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    institutionId: integer('institution_id').references(() => institutions.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('report_access_grants_report_idx').on(t.reportId),
    uniqueIndex('report_access_grants_unique_idx').on(
      t.reportId,
      sql`coalesce(${t.groupId}, 0)`,
      sql`coalesce(${t.institutionId}, 0)`,
    ),
  ],
);

/**
 * A custom segment set: one element (any FIN Query element: metric, firmographic, technographic...)
 * cut into named segments. `is_global` sets are a FIN Admin's, for every user.
 */
export const segmentationSets = pgTable(
  'segmentation_sets',
  {
    id: integer('id').primaryKey().default(sql`nextval('segmentation_sets_id_seq')`),
    name: text('name').notNull(),
    description: text('description'),
    element: jsonb('element').$type<Record<string, unknown>>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    isGlobal: boolean('is_global').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('segmentation_sets_user_idx').on(t.userId),
    uniqueIndex('segmentation_sets_owner_name_idx').on(sql`coalesce(${t.userId}, 0)`, sql`lower(${t.name})`),
  ],
);

/** One segment of a set: a rule (operator, value) on the set's element, in display order. */
export const segmentationSetDetails = pgTable(
  'segmentation_set_details',
  {
    id: serial('id').primaryKey(),
    setId: integer('set_id')
      .notNull()
      .references(() => segmentationSets.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    operator: text('operator').notNull(),
    value: jsonb('value').$type<unknown>().notNull(),
  },
  (t) => [index('segmentation_set_details_set_idx').on(t.setId, t.position)],
);

/**
 * An industry report: a report's metrics aggregated over FI groups, cut by a segment set, computed
 * by a job (progress on industry_reports/{token}) and kept with the data version it read.
 */
export const industryReportRuns = pgTable(
  'industry_report_runs',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    /** FI group references ('peer_group:12', 'query:7', 'industry:bank'). */
    fiGroups: jsonb('fi_groups').$type<string[]>().notNull(),
    segmentationSetId: integer('segmentation_set_id'),
    reportId: integer('report_id').notNull(),
    spanId: integer('span_id').notNull().default(2),
    setId: integer('set_id').notNull().default(1),
    /** 'running', 'done' or 'failed'. */
    state: text('state').notNull().default('running'),
    dataVersion: text('data_version'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('industry_report_runs_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A PDF of the strategy library, uploaded by a FIN Admin. `all_groups` makes it readable by every
 * user with Strategy; otherwise only by the client groups of `publication_groups`.
 */
export const publications = pgTable(
  'publications',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary'),
    publishedOn: date('published_on').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    file: bytea('file').notNull(),
    allGroups: boolean('all_groups').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('publications_published_idx').on(t.publishedOn)],
);

export const publicationGroups = pgTable(
  'publication_groups',
  {
    publicationId: integer('publication_id')
      .notNull()
      .references(() => publications.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.publicationId, t.groupId] })],
);
