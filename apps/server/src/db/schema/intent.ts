import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  customType,
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
import { orgLists, solutions } from './technographics.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

// The 'english' configuration is named as a regconfig constant so the expression is immutable, which a
// generated column requires; PGlite and PostgreSQL build the same vector.
const searchVector = (...columns: string[]) =>
  sql.raw(
    `to_tsvector('english'::regconfig, ${columns.map((c) => `coalesce(${c}, '')`).join(` || ' ' || `)})`,
  );

/**
 * A job posting of an institution (an operator's feed or the demo): evidence for FIN Intent and the
 * FIN Query Custom Search category Job Search. `source_key` is the feed's own id, so a re-import
 * updates a posting instead of adding it twice.
 */
export const jobPostings = pgTable(
  'job_postings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    sourceKey: text('source_key').notNull(),
    title: text('title').notNull(),
    /** technology, operations, lending, finance, executive, marketing, compliance, retail ... */
    jobFunction: text('job_function').notNull(),
    /** executive, senior, mid or entry. */
    seniority: text('seniority').notNull(),
    location: text('location'),
    postedOn: date('posted_on').notNull(),
    closedOn: date('closed_on'),
    body: text('body').notNull().default(''),
    url: text('url'),
    /** 'demo' or 'import'. */
    source: text('source').notNull(),
    search: tsvector('search').generatedAlwaysAs(searchVector('title', 'body')),
  },
  (t) => [
    uniqueIndex('job_postings_source_key_idx').on(t.source, t.sourceKey),
    index('job_postings_institution_idx').on(t.institutionId, t.postedOn),
    index('job_postings_posted_idx').on(t.postedOn),
    index('job_postings_search_idx').using('gin', t.search),
  ],
);

/** A page of an institution's website as crawled: first seen, last changed, its text. */
export const sitePages = pgTable(
  'site_pages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    title: text('title').notNull().default(''),
    body: text('body').notNull().default(''),
    firstSeenOn: date('first_seen_on').notNull(),
    changedOn: date('changed_on').notNull(),
    source: text('source').notNull(),
    search: tsvector('search').generatedAlwaysAs(searchVector('title', 'body')),
  },
  (t) => [
    uniqueIndex('site_pages_institution_url_idx').on(t.institutionId, t.url),
    index('site_pages_changed_idx').on(t.changedOn),
    index('site_pages_search_idx').using('gin', t.search),
  ],
);

/**
 * The contacts table's history: a person who joined or left an institution, with the title held.
 * The contacts table holds who is there now; this holds the moves that made it so.
 */
export const contactEvents = pgTable(
  'contact_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    title: text('title').notNull(),
    /** The contacts table's normalised role (executive, technology, finance ...). */
    role: text('role').notNull(),
    /** 'joined' or 'departed'. */
    event: text('event').notNull(),
    eventOn: date('event_on').notNull(),
    source: text('source').notNull(),
  },
  (t) => [
    index('contact_events_institution_idx').on(t.institutionId, t.eventOn),
    index('contact_events_date_idx').on(t.eventOn),
  ],
);

/**
 * A FIN Intent signal: a named buying signal for a solution, scored from weighted elements. An
 * institution's score maps to a level through the three thresholds (early <= active <= in depth).
 */
export const intentSignals = pgTable(
  'intent_signals',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    solutionId: integer('solution_id').references(() => solutions.id, { onDelete: 'set null' }),
    earlyThreshold: real('early_threshold').notNull(),
    activeThreshold: real('active_threshold').notNull(),
    inDepthThreshold: real('in_depth_threshold').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('intent_signals_name_idx').on(sql`lower(${t.name})`)],
);

/**
 * One weighted element of a signal. `kind` names the evidence it reads (INTENT_ELEMENT_KINDS) and
 * `params` its settings. Deleting sets deleted_at: scores and evidence keep pointing at it and the
 * screens name it '(Deleted)'.
 */
export const intentSignalElements = pgTable(
  'intent_signal_elements',
  {
    id: serial('id').primaryKey(),
    signalId: integer('signal_id')
      .notNull()
      .references(() => intentSignals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    weight: real('weight').notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [index('intent_signal_elements_signal_idx').on(t.signalId)],
);

/** An institution's score on a signal at a quarter end; level null below the early threshold. */
export const intentScores = pgTable(
  'intent_scores',
  {
    signalId: integer('signal_id')
      .notNull()
      .references(() => intentSignals.id, { onDelete: 'cascade' }),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    period: date('period').notNull(),
    score: real('score').notNull(),
    /** early_research, active_research, in_depth_research or null. */
    level: text('level'),
  },
  (t) => [
    primaryKey({ columns: [t.signalId, t.institutionId, t.period] }),
    index('intent_scores_signal_period_idx').on(t.signalId, t.period, t.level),
  ],
);

/**
 * Why a score is what it is: each element's points for an institution at a quarter end, with the
 * records that earned them (a posting, a page, a contact move, a technographics row, a metric, a
 * structure event), so the screens show the evidence behind every level.
 */
export const intentEvidence = pgTable(
  'intent_evidence',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    signalId: integer('signal_id')
      .notNull()
      .references(() => intentSignals.id, { onDelete: 'cascade' }),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    period: date('period').notNull(),
    elementId: integer('element_id')
      .notNull()
      .references(() => intentSignalElements.id, { onDelete: 'cascade' }),
    points: real('points').notNull(),
    /** job_posting, site_page, contact_event, technographics, financial, structure_event. */
    evidenceKind: text('evidence_kind').notNull(),
    /** The evidence record's id in its table, when it has one. */
    refId: bigint('ref_id', { mode: 'number' }),
    label: text('label').notNull(),
    occurredOn: date('occurred_on'),
    detail: text('detail'),
  },
  (t) => [index('intent_evidence_lookup_idx').on(t.signalId, t.institutionId, t.period)],
);

/**
 * What happens when an institution reaches a level of a signal (any signal when signal_id is null):
 * 'notify' alerts the signal's followers in the app and by e-mail; 'crm_list' adds the institution
 * to a CRM list.
 */
export const intentActions = pgTable('intent_actions', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  signalId: integer('signal_id').references(() => intentSignals.id, { onDelete: 'cascade' }),
  level: text('level').notNull(),
  kind: text('kind').notNull(),
  orgListId: integer('org_list_id').references(() => orgLists.id, { onDelete: 'set null' }),
  isActive: boolean('is_active').notNull().default(true),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One firing of an action for an institution at a quarter: an action fires once per level reached. */
export const intentActionRuns = pgTable(
  'intent_action_runs',
  {
    actionId: integer('action_id')
      .notNull()
      .references(() => intentActions.id, { onDelete: 'cascade' }),
    signalId: integer('signal_id')
      .notNull()
      .references(() => intentSignals.id, { onDelete: 'cascade' }),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    period: date('period').notNull(),
    level: text('level').notNull(),
    firedAt: timestamp('fired_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.actionId, t.signalId, t.institutionId, t.period] })],
);

/** A user following a signal: they are alerted when an institution reaches min_level or above. */
export const intentSignalFollowers = pgTable(
  'intent_signal_followers',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    signalId: integer('signal_id')
      .notNull()
      .references(() => intentSignals.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    minLevel: text('min_level').notNull().default('in_depth_research'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.signalId] })],
);

/** An in-app alert: an institution reached a level of a followed signal. */
export const intentAlerts = pgTable(
  'intent_alerts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    signalId: integer('signal_id')
      .notNull()
      .references(() => intentSignals.id, { onDelete: 'cascade' }),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    level: text('level').notNull(),
    period: date('period').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [index('intent_alerts_user_idx').on(t.userId, t.createdAt)],
);

/**
 * One pass of a predictive model over a data version (FIN Intent scoring, a VendorFit fit): which
 * data load it read, when it ran and what it measured. A job compares data_stamp with the newest
 * data load to know whether the model is current.
 */
export const modelRuns = pgTable(
  'model_runs',
  {
    id: serial('id').primaryKey(),
    /** 'fin_intent' or 'vendor_fit'. */
    model: text('model').notNull(),
    /** The newest data_loads id when the pass started. */
    dataStamp: integer('data_stamp').notNull(),
    period: date('period'),
    status: text('status').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** What the pass measured (counts, lift, accuracy). */
    summary: jsonb('summary').$type<Record<string, unknown>>().notNull().default({}),
    error: text('error'),
  },
  (t) => [index('model_runs_model_idx').on(t.model, t.startedAt)],
);
