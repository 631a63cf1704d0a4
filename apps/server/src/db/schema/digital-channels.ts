import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { institutions } from './institutions.js';
import { products, vendors } from './technographics.js';

/**
 * One quarter's view of one of an institution's digital channels: a store listing of its retail
 * mobile banking app (channel 'mobile', store 'apple' or 'google') or its retail online banking
 * platform (channel 'online', store 'web', app_name the platform's name). Snapshots per quarter let
 * reports compare the current, previous and beginning periods and see switches. `source` is 'demo'
 * for the generated data set and 'operator' for an imported snapshot.
 */
export const digitalChannelSnapshots = pgTable(
  'digital_channel_snapshots',
  {
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    /** The quarter end. */
    period: date('period', { mode: 'string' }).notNull(),
    channel: text('channel').notNull(),
    store: text('store').notNull(),
    appName: text('app_name').notNull(),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    vendorBranded: boolean('vendor_branded').notNull().default(false),
    /** APP_TYPES id; null for online banking. */
    appType: smallint('app_type'),
    /** First release of the app (its MB age); the platform's go-live for online banking. */
    launchedOn: date('launched_on', { mode: 'string' }),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    ratingCount: integer('rating_count'),
    /** DOWNLOAD_BANDS id. */
    downloadBand: smallint('download_band'),
    /** DIGITAL_FEATURES ids the app or platform offers. */
    features: smallint('features').array().notNull().default([]),
    source: text('source').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.institutionId, t.period, t.channel, t.store, t.appName] }),
    index('digital_channel_snapshots_period_idx').on(t.period, t.channel),
  ],
);

/**
 * What a credit union reports to NCUA about its electronic services on the 5300 profile (FS220D:
 * Acct_886*, Acct_887*, Acct_PI000*, website Acct_891), one row per cycle. `services` holds the codes
 * of reference/ncua-electronic-services.ts answered yes; the list asked is in that file.
 */
export const electronicServices = pgTable(
  'electronic_services',
  {
    institutionId: integer('institution_id')
      .notNull()
      .references(() => institutions.id, { onDelete: 'cascade' }),
    period: date('period', { mode: 'string' }).notNull(),
    services: text('services').array().notNull().default([]),
    website: text('website'),
    source: text('source').notNull(),
  },
  (t) => [primaryKey({ columns: [t.institutionId, t.period] })],
);
