import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bytea } from './columns.js';
import { groups, uiModules, users } from './identity.js';
import { institutions } from './institutions.js';

const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const updatedBy = () => integer('updated_by').references(() => users.id, { onDelete: 'set null' });

/**
 * One meaningful action of a signed-in user (sign-in, page view, report run, export...), written in
 * batches off the request path. `group_id` is the user's client group when it happened, so a
 * client's history stays its own after a user moves. Kept for the configured retention.
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    partnerId: integer('partner_id'),
    /** Who really acted when a FIN Admin signed in as the user. */
    impersonatorId: integer('impersonator_id'),
    /** e.g. 'sign_in', 'page_view', 'report_view' (ACTIVITY_KINDS). */
    kind: text('kind').notNull(),
    /** The product module (a ui module path key such as 'fin_query'), '' when none applies. */
    module: text('module').notNull().default(''),
    /** What was acted on: a report id, a page path, a file name. */
    target: text('target'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('activity_events_kind_idx').on(t.kind, t.createdAt),
    index('activity_events_user_idx').on(t.userId, t.createdAt),
    index('activity_events_group_idx').on(t.groupId, t.createdAt),
    index('activity_events_created_idx').on(t.createdAt),
  ],
);

/**
 * Activity counted per user, day, module and kind, upserted by the same batches: a year of a
 * large client's activity is read from here without scanning its events.
 */
export const activityDaily = pgTable(
  'activity_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    module: text('module').notNull().default(''),
    kind: text('kind').notNull(),
    groupId: integer('group_id').references(() => groups.id, { onDelete: 'set null' }),
    partnerId: integer('partner_id'),
    events: integer('events').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.userId, t.module, t.kind] }),
    index('activity_daily_group_day_idx').on(t.groupId, t.day),
    index('activity_daily_partner_day_idx').on(t.partnerId, t.day),
  ],
);

/** Runtime settings (banners, limits, retention) read through the stamped cache on every node. */
export const appConfigs = pgTable('app_configs', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<unknown>().notNull(),
  updatedAt: updatedAt(),
  updatedBy: updatedBy(),
});

/** A feature switched on for one client group (the catalogue of features is in the domain). */
export const groupFeatures = pgTable(
  'group_features',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => groups.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    enabledAt: timestamp('enabled_at', { withTimezone: true }).notNull().defaultNow(),
    enabledBy: updatedBy(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.feature] })],
);

/** A card of FIN Profile or Advisor pages, editable without a deploy (seeded from the domain). */
export const profileCards = pgTable(
  'profile_cards',
  {
    id: serial('id').primaryKey(),
    cardKey: text('card_key').notNull().unique(),
    title: text('title').notNull(),
    section: text('section').notNull(),
    metrics: text('metrics').array().notNull(),
    displayOrder: integer('display_order').notNull(),
    fiTypes: text('fi_types').array().notNull(),
    description: text('description').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    updatedAt: updatedAt(),
    updatedBy: updatedBy(),
  },
  (t) => [index('profile_cards_section_order_idx').on(t.section, t.displayOrder)],
);

/** An uploaded institution logo, served at the fixed public path in place of the monogram. */
export const institutionLogos = pgTable('institution_logos', {
  institutionId: integer('institution_id')
    .primaryKey()
    .references(() => institutions.id, { onDelete: 'cascade' }),
  contentType: text('content_type').notNull(),
  content: bytea('content').notNull(),
  byteSize: integer('byte_size').notNull(),
  sha256: text('sha256').notNull(),
  updatedAt: updatedAt(),
  updatedBy: updatedBy(),
});

/** A display-name correction re-applied after every regulator load (which rewrites names). */
export const institutionNameOverrides = pgTable('institution_name_overrides', {
  institutionId: integer('institution_id')
    .primaryKey()
    .references(() => institutions.id, { onDelete: 'cascade' }),
  displayName: text('display_name').notNull(),
  /** The regulator's name when the override was made or last re-applied. */
  regulatorName: text('regulator_name').notNull(),
  reason: text('reason').notNull().default(''),
  updatedAt: updatedAt(),
  updatedBy: updatedBy(),
});

/** A user guide PDF uploaded for a module; the seed leaves a module with one alone. */
export const userGuideUploads = pgTable('user_guide_uploads', {
  uiModuleId: integer('ui_module_id')
    .primaryKey()
    .references(() => uiModules.id, { onDelete: 'cascade' }),
  fileName: text('file_name').notNull(),
  content: bytea('content').notNull(),
  byteSize: integer('byte_size').notNull(),
  sha256: text('sha256').notNull(),
  updatedAt: updatedAt(),
  updatedBy: updatedBy(),
});

/** An edited e-mail template; a key without a row uses the domain's default text. */
export const mailTemplates = pgTable('mail_templates', {
  key: text('key').primaryKey(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  updatedAt: updatedAt(),
  updatedBy: updatedBy(),
});

/** "Single Click Defaults": where a client's users land, applied on their next visit. */
export const directAccessDefaults = pgTable('direct_access_defaults', {
  groupId: integer('group_id')
    .primaryKey()
    .references(() => groups.id, { onDelete: 'cascade' }),
  institutionId: integer('institution_id').references(() => institutions.id, { onDelete: 'set null' }),
  peerGroupId: integer('peer_group_id'),
  reportId: integer('report_id'),
  span: smallint('span'),
  set: smallint('set'),
  updatedAt: updatedAt(),
  updatedBy: updatedBy(),
});

/** A client group's company profile ("Profile Settings"). */
export const groupProfiles = pgTable('group_profiles', {
  groupId: integer('group_id')
    .primaryKey()
    .references(() => groups.id, { onDelete: 'cascade' }),
  companyType: text('company_type'),
  contactName: text('contact_name').notNull().default(''),
  contactEmail: text('contact_email').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  website: text('website').notNull().default(''),
  /** 'fi' (the FI menu) or 'vendor'. */
  menuType: text('menu_type'),
  logoContentType: text('logo_content_type'),
  logo: bytea('logo'),
  updatedAt: updatedAt(),
  updatedBy: updatedBy(),
});
