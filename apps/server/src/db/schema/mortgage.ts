import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * A HMDA reporter that is neither a bank nor a credit union (an independent mortgage company, or a
 * depository's mortgage affiliate without a call report). Its id is drawn from the institutions' own
 * sequence, so one id names one lender whichever table holds it: the mortgage variant of FIN Query
 * lists banks, credit unions and these side by side, and nothing else ever sees them.
 */
export const mortgageCompanies = pgTable(
  'mortgage_companies',
  {
    id: integer('id').primaryKey().default(sql`nextval('institutions_id_seq')`),
    lei: text('lei').notNull().unique(),
    name: text('name').notNull(),
    rssdId: integer('rssd_id'),
    /** The parent or top holder named by the panel ('Example Financial Corp'). */
    parentName: text('parent_name'),
    parentRssdId: integer('parent_rssd_id'),
    city: text('city'),
    state: text('state'),
    /** HMDA agency code (1 OCC, 2 FRS, 3 FDIC, 5 NCUA, 7 HUD, 9 CFPB). */
    agencyCode: integer('agency_code'),
    /** Panel lender type: 'independent' or 'affiliate'. */
    lenderType: text('lender_type').notNull(),
    /** $000, as of the latest panel that stated it. */
    assets: doublePrecision('assets'),
    /** 'hmda' or 'demo'. */
    source: text('source').notNull(),
    active: boolean('active').notNull().default(true),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mortgage_companies_rssd_idx').on(t.rssdId)],
);

/**
 * The HMDA reporter panel per year: who each LEI is and which lender it counts for (`lender_id`: an
 * institution matched by RSSD, or a mortgage company).
 */
export const hmdaLenders = pgTable(
  'hmda_lenders',
  {
    year: integer('year').notNull(),
    lei: text('lei').notNull(),
    respondentName: text('respondent_name').notNull(),
    rssdId: integer('rssd_id'),
    parentRssdId: integer('parent_rssd_id'),
    topHolderRssdId: integer('top_holder_rssd_id'),
    agencyCode: integer('agency_code'),
    /** 'depository', 'affiliate' or 'independent'. */
    lenderType: text('lender_type').notNull(),
    /** $000. */
    assets: doublePrecision('assets'),
    city: text('city'),
    state: text('state'),
    lenderId: integer('lender_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.year, t.lei] }), index('hmda_lenders_lender_idx').on(t.lenderId)],
);

/**
 * One lender's HMDA activity in one year and geography ('nation' with code '', 'state' postal code,
 * 'county' 5-digit FIPS, 'msa' MSA/MD code). `figures` holds counts and dollar volumes at the
 * positions of `reference/hmda-figures.ts`; medians are of originated loans.
 */
export const hmdaActivity = pgTable(
  'hmda_activity',
  {
    year: integer('year').notNull(),
    lenderId: integer('lender_id').notNull(),
    geoLevel: text('geo_level').notNull(),
    geoCode: text('geo_code').notNull(),
    figures: doublePrecision('figures').array().notNull(),
    medianRate: doublePrecision('median_rate'),
    medianAmount: doublePrecision('median_amount'),
  },
  (t) => [
    primaryKey({ columns: [t.year, t.geoLevel, t.geoCode, t.lenderId] }),
    index('hmda_activity_lender_idx').on(t.lenderId, t.year),
  ],
);
