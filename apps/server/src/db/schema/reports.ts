import {
  bigserial,
  boolean,
  date,
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
 * One run of a report (Reporter, Advisor section, FIN Profile) for an institution and a peer group.
 * Its token keys the live progress ('reports/{token}' in job_progress); at 100 the computed values
 * are kept in `result` so any API node can serve the view without recomputing the run's defaults.
 */
export const reportRuns = pgTable(
  'report_runs',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The caller's client group (the tenant). */
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    /** 'reporter', 'advisor' or 'profile'. */
    reportType: text('report_type').notNull(),
    /** A built-in report's id (fin_reports) or, later, a custom report's. */
    reportId: integer('report_id').notNull(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    /** Reporter compares several institutions; the first is `institutionId`. */
    institutionIds: jsonb('institution_ids').$type<number[]>().notNull(),
    peerGroupId: integer('peer_group_id').references(() => peerGroups.id, { onDelete: 'set null' }),
    spanId: integer('span_id').notNull().default(2),
    setId: integer('set_id').notNull().default(1),
    fiType: text('fi_type').notNull(),
    /** 'running', 'done' or 'failed'. */
    state: text('state').notNull().default('running'),
    /** The data version (max data_loads.id) the run was computed on; a newer load makes it stale. */
    dataVersion: integer('data_version'),
    /**
     * Refreshed by the job while it computes the run: a 'running' run whose heartbeat is old lost its
     * worker (the process died) and is never handed out again.
     */
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull().defaultNow(),
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('report_runs_user_idx').on(t.userId, t.createdAt),
    index('report_runs_lookup_idx').on(t.userId, t.reportType, t.reportId, t.institutionId),
  ],
);

/**
 * What a user opened lately (a report view, an institution's profile), for the home page's "continue
 * where you left off". One row per item and user: opening it again moves it to the top. Only the
 * latest few per user and kind are kept (RECENT_VIEWS_KEPT).
 */
export const recentViews = pgTable(
  'recent_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The user's client group (the tenant) when they opened it: another tenant's items never show. */
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'cascade' }),
    /** 'report' or 'institution'. */
    kind: text('kind').notNull(),
    /** What makes two openings the same item: the report with its institutions and peer group, or the institution. */
    itemKey: text('item_key').notNull(),
    /** 'reporter', 'advisor' or 'profile' for a report; null for an institution. */
    reportType: text('report_type'),
    reportId: integer('report_id'),
    /** The report's name as it was opened (built-in reports are named in code). */
    title: text('title'),
    /** The institution opened, or the report's first institution. */
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    /** Every institution of the report in report order; [institutionId] for an institution. */
    institutionIds: jsonb('institution_ids').$type<number[]>().notNull(),
    /** A deleted peer group takes the report views that used it along. */
    peerGroupId: integer('peer_group_id').references(() => peerGroups.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('recent_views_item_idx').on(t.userId, t.kind, t.itemKey),
    index('recent_views_user_idx').on(t.userId, t.kind, t.viewedAt),
  ],
);

/** The Advisor sections a user shows, in their order. */
export const userSections = pgTable(
  'user_sections',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An Advisor page id (macro_profitability, loan_growth, ...) or a section id. */
    sectionId: text('section_id').notNull(),
    position: integer('position').notNull(),
    visible: boolean('visible').notNull().default(true),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sectionId] })],
);

/**
 * How a user arranged the cards of one section for one institution and report: card ids in order,
 * with visibility. The same section can be arranged differently per institution.
 */
export const userSectionConfigurations = pgTable(
  'user_section_configurations',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sectionId: text('section_id').notNull(),
    /** 0 when the arrangement applies to every institution (update_card_position has no institution). */
    financialInstitutionId: integer('financial_institution_id').notNull(),
    reportId: integer('report_id').notNull(),
    cards: jsonb('cards').$type<{ card_id: string; position: number; visible: boolean }[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sectionId, t.financialInstitutionId, t.reportId] })],
);

/**
 * Formal enforcement actions by a regulator (FDIC, OCC, FRB, NCUA, CFPB) against an institution:
 * public records; the demo generator writes fictional ones, the CSV importer real ones.
 */
export const enforcementActions = pgTable(
  'enforcement_actions',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    agency: text('agency').notNull(),
    actionType: text('action_type').notNull(),
    /** The agency's docket or document number, unique per agency with the institution. */
    docketNumber: text('docket_number'),
    initiatedOn: date('initiated_on').notNull(),
    terminatedOn: date('terminated_on'),
    penaltyAmount: doublePrecision('penalty_amount'),
    summary: text('summary'),
    url: text('url'),
    /** 'demo' or 'import'. */
    source: text('source').notNull(),
  },
  (t) => [index('enforcement_actions_institution_idx').on(t.institutionId, t.initiatedOn)],
);

/**
 * People at an institution (executives and managers). Shown only to users with the contact_details
 * permission, or for a BHC; demo data is fictional.
 */
export const institutionContacts = pgTable(
  'institution_contacts',
  {
    id: serial('id').primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    fullName: text('full_name').notNull(),
    title: text('title').notNull(),
    /** A normalised role: executive, finance, technology, operations, lending, marketing, compliance, retail. */
    role: text('role').notNull(),
    email: text('email'),
    phone: text('phone'),
    linkedin: text('linkedin'),
    source: text('source').notNull(),
  },
  (t) => [index('institution_contacts_institution_idx').on(t.institutionId)],
);
