import { sql } from 'drizzle-orm';
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

/**
 * Every bank, bank holding company and credit union. Identifiers: RSSD (Federal Reserve), the
 * regulatory id (FDIC certificate or NCUA charter, unique per FI type) and an ABA routing number.
 */
export const institutions = pgTable(
  'institutions',
  {
    id: serial('id').primaryKey(),
    fiType: text('fi_type').notNull(),
    name: text('name').notNull(),
    rssdId: integer('rssd_id'),
    regulatoryId: text('regulatory_id'),
    abaRouting: text('aba_routing'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    countyFips: text('county_fips'),
    countyName: text('county_name'),
    cbsaCode: text('cbsa_code'),
    cbsaName: text('cbsa_name'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    website: text('website'),
    linkedin: text('linkedin'),
    employees: integer('employees'),
    /** FDIC bkclass (N, SM, NM, SB, SA, OI) or the NCUA charter type (federal / state). */
    charterClass: text('charter_class'),
    regulator: text('regulator'),
    establishedDate: date('established_date'),
    isMutual: boolean('is_mutual'),
    isMdi: boolean('is_mdi').notNull().default(false),
    fieldOfMembership: text('field_of_membership'),
    ncuaPeerGroup: integer('ncua_peer_group'),
    /** The top holding company (a 'bhc' row), from FDIC's rssdhcr. */
    parentId: integer('parent_id'),
    parentRssdId: integer('parent_rssd_id'),
    active: boolean('active').notNull().default(true),
    /** 'fdic', 'ncua' or 'demo'. */
    source: text('source').notNull(),
    /** Assets ($000) at the latest loaded period: sorting, banding and typeahead ranking need it cheap. */
    latestAssets: doublePrecision('latest_assets'),
    latestPeriod: date('latest_period'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The name lower-cased without spaces or punctuation, so "jp morgan" meets "JPMorgan". */
    searchKey: text('search_key').generatedAlwaysAs(sql`regexp_replace(lower(name), '[^a-z0-9]', '', 'g')`),
  },
  (t) => [
    uniqueIndex('institutions_type_regulatory_idx').on(t.fiType, t.regulatoryId),
    index('institutions_search_key_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    index('institutions_rssd_idx').on(t.rssdId),
    index('institutions_parent_idx').on(t.parentId),
    index('institutions_state_idx').on(t.state),
    index('institutions_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
  ],
);

/**
 * Call-report line items of one institution for one quarter, as a dense array whose positions are
 * defined per FI type by the line-item dictionary in code (ingest/line-items). Dollar amounts are
 * in thousands for every source; income items are year-to-date, as regulators report them.
 */
export const financials = pgTable(
  'financials',
  {
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    period: date('period').notNull(),
    values: doublePrecision('values').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.period] }), index('financials_period_idx').on(t.period)],
);

/** Provenance of every load: what came from which files, what was rejected and when. */
export const dataLoads = pgTable(
  'data_loads',
  {
    id: serial('id').primaryKey(),
    /** 'fdic-sdi', 'ncua-5300', 'fdic-sod', 'fdic-history', 'demo'. */
    source: text('source').notNull(),
    period: date('period'),
    isDemo: boolean('is_demo').notNull().default(false),
    files: jsonb('files').$type<{ name: string; rows: number; rejected: number }[]>().notNull().default([]),
    rowCount: integer('row_count').notNull().default(0),
    rejectedCount: integer('rejected_count').notNull().default(0),
    /** The first rejections with file, line and reason (the full list is printed by the CLI). */
    rejections: jsonb('rejections')
      .$type<{ file: string; line: number; reason: string }[]>()
      .notNull()
      .default([]),
    warnings: jsonb('warnings').$type<string[]>().notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('data_loads_source_period_idx').on(t.source, t.period)],
);

export const branches = pgTable(
  'branches',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    /** The year of the June 30 survey (FDIC SOD) the row comes from. */
    year: integer('year').notNull(),
    sourceId: text('source_id'),
    name: text('name'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zip: text('zip'),
    countyFips: text('county_fips'),
    cbsaCode: text('cbsa_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    /** $000 */
    deposits: doublePrecision('deposits'),
    isMainOffice: boolean('is_main_office').notNull().default(false),
    establishedDate: date('established_date'),
  },
  (t) => [
    index('branches_institution_year_idx').on(t.institutionId, t.year),
    index('branches_county_idx').on(t.countyFips),
  ],
);

/** Mergers, acquisitions and failures (FDIC history; generated for credit unions in the demo set). */
export const structureEvents = pgTable(
  'structure_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventDate: date('event_date').notNull(),
    /** FDIC change code (e.g. 211 failure, 223 merger) or our own for other sources. */
    changeCode: integer('change_code').notNull(),
    kind: text('kind').notNull(),
    description: text('description'),
    fiType: text('fi_type').notNull(),
    acquirerId: integer('acquirer_id').references(() => institutions.id, { onDelete: 'set null' }),
    targetId: integer('target_id').references(() => institutions.id, { onDelete: 'set null' }),
    acquirerRegulatoryId: text('acquirer_regulatory_id'),
    targetRegulatoryId: text('target_regulatory_id'),
    targetName: text('target_name'),
    source: text('source').notNull(),
  },
  (t) => [
    index('structure_events_acquirer_idx').on(t.acquirerId),
    index('structure_events_target_idx').on(t.targetId),
    index('structure_events_date_idx').on(t.eventDate),
  ],
);
