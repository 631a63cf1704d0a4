import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { groups, users } from './identity.js';
import { institutions } from './institutions.js';

/**
 * The live progress of a background job (a report run, a peer-group computation), keyed as the
 * spec keys it: 'reports/{token}' or 'peer_group/{id}'. Every change is written here and published
 * (NOTIFY on PostgreSQL, in-process on PGlite), so any API node can stream any job's progress.
 */
export const jobProgress = pgTable(
  'job_progress',
  {
    key: text('key').primaryKey(),
    /** 'report' or 'peer_group'. */
    kind: text('kind').notNull(),
    /** Who started the job; only they (or their client group, the tenant) may read it. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    /** 0..100 */
    progress: integer('progress').notNull().default(0),
    /** Reports: the progress at which the first screen of data can be shown. */
    breakpointProgress: integer('breakpoint_progress'),
    status: text('status').notNull(),
    /** 'running', 'done' or 'failed'. */
    state: text('state').notNull().default('running'),
    error: text('error'),
    /** What the job produced that a watcher needs at 100 (e.g. the peer count). */
    result: jsonb('result').$type<Record<string, unknown>>(),
    /** Grows with every change, so a watcher can drop an update older than one it already has. */
    version: integer('version').notNull().default(1),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('job_progress_user_idx').on(t.userId, t.updatedAt)],
);

/**
 * A named set of institutions to benchmark against. Built by picking institutions (quick search) or
 * from criteria over financial metrics and technographics (advanced search); the criteria are kept
 * so the group can be edited, and the members are recomputed by a job when they change.
 */
export const peerGroups = pgTable(
  'peer_groups',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The owner's client group (the tenant); shared groups are visible to everyone in it. */
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** 'bank', 'bhc', 'credit_union', or null when the members mix types. */
    fiType: text('fi_type'),
    /** 'quick' or 'advanced'. */
    builder: text('builder').notNull(),
    criteria: jsonb('criteria').$type<Record<string, unknown>>().notNull(),
    shared: boolean('shared').notNull().default(false),
    peerCount: integer('peer_count').notNull().default(0),
    /** 'ready', 'computing' or 'failed'. */
    status: text('status').notNull().default('ready'),
    /** Grows when the criteria change; a computation for an older revision does not store its result. */
    revision: integer('revision').notNull().default(1),
    computedAt: timestamp('computed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('peer_groups_owner_name_idx').on(t.userId, sql`lower(${t.name})`),
    index('peer_groups_tenant_idx').on(t.groupId),
  ],
);

export const peerGroupMembers = pgTable(
  'peer_group_members',
  {
    peerGroupId: integer('peer_group_id')
      .notNull()
      .references(() => peerGroups.id, { onDelete: 'cascade' }),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.peerGroupId, t.institutionId] }),
    index('peer_group_members_institution_idx').on(t.institutionId),
  ],
);
