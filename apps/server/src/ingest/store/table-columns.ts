import type { ColumnSpec } from './bulk-insert.js';

/**
 * The columns the bulk writers fill, one list per table, shared by the regulator importers and the
 * demo loader so that a column added to a table is added to every writer at once.
 */
export const TABLE_COLUMNS = {
  branches: [
    { name: 'institution_id', type: 'int' },
    { name: 'year', type: 'int' },
    { name: 'source_id', type: 'text' },
    { name: 'name', type: 'text' },
    { name: 'address', type: 'text' },
    { name: 'city', type: 'text' },
    { name: 'state', type: 'text' },
    { name: 'zip', type: 'text' },
    { name: 'county_fips', type: 'text' },
    { name: 'cbsa_code', type: 'text' },
    { name: 'latitude', type: 'float8' },
    { name: 'longitude', type: 'float8' },
    { name: 'deposits', type: 'float8' },
    { name: 'is_main_office', type: 'bool' },
    { name: 'established_date', type: 'date' },
  ],
  structure_events: [
    { name: 'event_date', type: 'date' },
    { name: 'change_code', type: 'int' },
    { name: 'kind', type: 'text' },
    { name: 'description', type: 'text' },
    { name: 'fi_type', type: 'text' },
    { name: 'acquirer_id', type: 'int' },
    { name: 'target_id', type: 'int' },
    { name: 'acquirer_regulatory_id', type: 'text' },
    { name: 'target_regulatory_id', type: 'text' },
    { name: 'target_name', type: 'text' },
    { name: 'source', type: 'text' },
  ],
  institution_technographics: [
    { name: 'institution_id', type: 'int' },
    { name: 'solution_id', type: 'int' },
    { name: 'has_service', type: 'bool' },
    { name: 'type', type: 'text' },
    { name: 'vendor_id', type: 'int' },
    { name: 'product_id', type: 'int' },
    { name: 'started_on', type: 'date' },
    { name: 'ended_on', type: 'date' },
    { name: 'end_reason', type: 'text' },
    { name: 'source', type: 'text' },
  ],
  product_solutions: [
    { name: 'product_id', type: 'int' },
    { name: 'solution_id', type: 'int' },
  ],
  hmda_activity: [
    { name: 'year', type: 'int' },
    { name: 'lender_id', type: 'int' },
    { name: 'geo_level', type: 'text' },
    { name: 'geo_code', type: 'text' },
    { name: 'figures', type: 'float8[]' },
    { name: 'median_rate', type: 'float8' },
    { name: 'median_amount', type: 'float8' },
  ],
  hmda_lenders: [
    { name: 'year', type: 'int' },
    { name: 'lei', type: 'text' },
    { name: 'respondent_name', type: 'text' },
    { name: 'rssd_id', type: 'int' },
    { name: 'parent_rssd_id', type: 'int' },
    { name: 'top_holder_rssd_id', type: 'int' },
    { name: 'agency_code', type: 'int' },
    { name: 'lender_type', type: 'text' },
    { name: 'assets', type: 'float8' },
    { name: 'city', type: 'text' },
    { name: 'state', type: 'text' },
    { name: 'lender_id', type: 'int' },
  ],
  solution_categories: [
    { name: 'name', type: 'text' },
    { name: 'display_order', type: 'int' },
  ],
  job_postings: [
    { name: 'institution_id', type: 'int' },
    { name: 'source_key', type: 'text' },
    { name: 'title', type: 'text' },
    { name: 'job_function', type: 'text' },
    { name: 'seniority', type: 'text' },
    { name: 'location', type: 'text' },
    { name: 'posted_on', type: 'date' },
    { name: 'closed_on', type: 'date' },
    { name: 'body', type: 'text' },
    { name: 'url', type: 'text' },
    { name: 'source', type: 'text' },
  ],
  site_pages: [
    { name: 'institution_id', type: 'int' },
    { name: 'url', type: 'text' },
    { name: 'title', type: 'text' },
    { name: 'body', type: 'text' },
    { name: 'first_seen_on', type: 'date' },
    { name: 'changed_on', type: 'date' },
    { name: 'source', type: 'text' },
  ],
  contact_events: [
    { name: 'institution_id', type: 'int' },
    { name: 'full_name', type: 'text' },
    { name: 'title', type: 'text' },
    { name: 'role', type: 'text' },
    { name: 'event', type: 'text' },
    { name: 'event_on', type: 'date' },
    { name: 'source', type: 'text' },
  ],
  digital_channel_snapshots: [
    { name: 'institution_id', type: 'int' },
    { name: 'period', type: 'date' },
    { name: 'channel', type: 'text' },
    { name: 'store', type: 'text' },
    { name: 'app_name', type: 'text' },
    { name: 'vendor_id', type: 'int' },
    { name: 'product_id', type: 'int' },
    { name: 'vendor_branded', type: 'bool' },
    { name: 'app_type', type: 'int2' },
    { name: 'launched_on', type: 'date' },
    { name: 'rating', type: 'numeric' },
    { name: 'rating_count', type: 'int' },
    { name: 'download_band', type: 'int2' },
    { name: 'features', type: 'int2[]' },
    { name: 'source', type: 'text' },
  ],
  electronic_services: [
    { name: 'institution_id', type: 'int' },
    { name: 'period', type: 'date' },
    { name: 'services', type: 'text[]' },
    { name: 'website', type: 'text' },
    { name: 'source', type: 'text' },
  ],
  activity_events: [
    { name: 'user_id', type: 'int' },
    { name: 'group_id', type: 'int' },
    { name: 'partner_id', type: 'int' },
    { name: 'kind', type: 'text' },
    { name: 'module', type: 'text' },
    { name: 'target', type: 'text' },
    { name: 'details', type: 'jsonb' },
    { name: 'created_at', type: 'timestamptz' },
  ],
  activity_daily: [
    { name: 'day', type: 'date' },
    { name: 'user_id', type: 'int' },
    { name: 'module', type: 'text' },
    { name: 'kind', type: 'text' },
    { name: 'group_id', type: 'int' },
    { name: 'partner_id', type: 'int' },
    { name: 'events', type: 'int' },
  ],
} as const satisfies Record<string, readonly ColumnSpec[]>;

export type BulkTable = keyof typeof TABLE_COLUMNS;
type ColumnName<T extends BulkTable> = (typeof TABLE_COLUMNS)[T][number]['name'];

/** Some of a table's columns, in the order given, for a source that fills only those (NCUA branches). */
export function columnsOf<T extends BulkTable>(table: T, names: readonly ColumnName<T>[]): ColumnSpec[] {
  const all: readonly ColumnSpec[] = TABLE_COLUMNS[table];
  return names.map((name) => {
    const column = all.find((c) => c.name === name);
    if (!column) throw new Error(`${table} has no bulk column ${name}`);
    return column;
  });
}
