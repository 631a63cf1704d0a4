import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every regulator release the scheduled refresh has seen, per source ('fdic-sdi', 'ncua-5300',
 * 'fdic-sod', 'fdic-history', 'hmda-panel', 'hmda-lar') and release key (a quarter or survey date,
 * a year, or 'current' for a file the regulator replaces in place). The validators and size of the
 * download in progress are kept so that a restarted process resumes it with a Range request; the
 * checksum of the imported file tells a re-published file from the same one.
 */
export const regulatorReleases = pgTable(
  'regulator_releases',
  {
    source: text('source').notNull(),
    releaseKey: text('release_key').notNull(),
    url: text('url').notNull(),
    etag: text('etag'),
    lastModified: text('last_modified'),
    byteSize: bigint('byte_size', { mode: 'number' }),
    sha256: text('sha256'),
    /** found: seen, not yet complete on disk; downloaded: complete, not imported; imported; failed. */
    state: text('state').notNull().default('found'),
    /** Failed attempts since the last success (downloads and imports). */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /** The data_loads row the import wrote (a later re-import replaces that row). */
    dataLoadId: integer('data_load_id'),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
    downloadedAt: timestamp('downloaded_at', { withTimezone: true }),
    importedAt: timestamp('imported_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.source, t.releaseKey] }),
    check('regulator_releases_state_check', sql`${t.state} in ('found', 'downloaded', 'imported', 'failed')`),
  ],
);

/** The last check of each source: when, what came of it, and when the next one is due. */
export const regulatorChecks = pgTable(
  'regulator_checks',
  {
    source: text('source').primaryKey(),
    checkedAt: timestamp('checked_at', { withTimezone: true }).notNull(),
    /** 'new' (something imported), 'unchanged', 'failed'. */
    outcome: text('outcome').notNull(),
    /** What the check did, for the FIN Admin: "2 new releases imported", the last error. */
    detail: text('detail').notNull().default(''),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('regulator_checks_outcome_check', sql`${t.outcome} in ('new', 'unchanged', 'failed')`)],
);
