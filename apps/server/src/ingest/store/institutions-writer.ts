import { type ColumnSpec, type ColumnType, insertRows } from './bulk-insert.js';
import { reapplyNameOverrides } from './name-overrides.js';
import type { SqlSession } from './session.js';

export type FiType = 'bank' | 'bhc' | 'credit_union';
export type InstitutionSource = 'fdic' | 'ncua' | 'demo';

/**
 * One institution to create or update, keyed by (fiType, regulatoryId): FDIC cert for banks, RSSD
 * for holding companies, NCUA charter for credit unions. A property left undefined is not written
 * (an existing value stays); null clears it. Give every record of one call the same shape.
 */
export type InstitutionRecord = {
  fiType: FiType;
  regulatoryId: string;
  name: string;
  source: InstitutionSource;
  rssdId?: number | null;
  abaRouting?: string | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  countyFips?: string | null;
  countyName?: string | null;
  cbsaCode?: string | null;
  cbsaName?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  website?: string | null;
  linkedin?: string | null;
  employees?: number | null;
  charterClass?: string | null;
  regulator?: string | null;
  /** ISO date. */
  establishedDate?: string | null;
  isMutual?: boolean | null;
  isMdi?: boolean;
  fieldOfMembership?: string | null;
  ncuaPeerGroup?: number | null;
  parentId?: number | null;
  parentRssdId?: number | null;
  active?: boolean;
  latestAssets?: number | null;
  latestPeriod?: string | null;
};

const COLUMNS: Record<Exclude<keyof InstitutionRecord, 'fiType' | 'regulatoryId'>, [string, ColumnType]> = {
  name: ['name', 'text'],
  source: ['source', 'text'],
  rssdId: ['rssd_id', 'int'],
  abaRouting: ['aba_routing', 'text'],
  address: ['address', 'text'],
  city: ['city', 'text'],
  state: ['state', 'text'],
  zip: ['zip', 'text'],
  countyFips: ['county_fips', 'text'],
  countyName: ['county_name', 'text'],
  cbsaCode: ['cbsa_code', 'text'],
  cbsaName: ['cbsa_name', 'text'],
  latitude: ['latitude', 'float8'],
  longitude: ['longitude', 'float8'],
  website: ['website', 'text'],
  linkedin: ['linkedin', 'text'],
  employees: ['employees', 'int'],
  charterClass: ['charter_class', 'text'],
  regulator: ['regulator', 'text'],
  establishedDate: ['established_date', 'date'],
  isMutual: ['is_mutual', 'bool'],
  isMdi: ['is_mdi', 'bool'],
  fieldOfMembership: ['field_of_membership', 'text'],
  ncuaPeerGroup: ['ncua_peer_group', 'int'],
  parentId: ['parent_id', 'int'],
  parentRssdId: ['parent_rssd_id', 'int'],
  active: ['active', 'bool'],
  latestAssets: ['latest_assets', 'float8'],
  latestPeriod: ['latest_period', 'date'],
};

/** Columns that are NOT NULL with a default: null means "use the default". */
const DEFAULTS: Partial<Record<keyof InstitutionRecord, unknown>> = { isMdi: false, active: true };

export const institutionKey = (fiType: string, regulatoryId: string) => `${fiType}:${regulatoryId}`;

export type UpsertOptions = {
  /**
   * The period the records describe. An existing institution whose data is already newer
   * (latest_period > asOf) keeps its descriptive fields: re-loading an old quarter must not turn
   * today's name and address back into last year's.
   */
  asOf?: string;
  batchSize?: number;
  onProgress?: (written: number) => void;
};

/**
 * Inserts or updates institutions in multi-row statements (ON CONFLICT on (fi_type,
 * regulatory_id)) and returns the id of every record, keyed by `institutionKey(fiType, regulatoryId)`.
 */
export async function upsertInstitutions(
  session: SqlSession,
  records: readonly InstitutionRecord[],
  options: UpsertOptions = {},
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (records.length === 0) return ids;
  // Last record wins for a repeated key: one statement cannot update the same row twice.
  const unique = new Map<string, InstitutionRecord>();
  for (const record of records) unique.set(institutionKey(record.fiType, record.regulatoryId), record);
  const rows = [...unique.values()];

  const present = (Object.keys(COLUMNS) as (keyof typeof COLUMNS)[]).filter((key) =>
    rows.some((record) => record[key] !== undefined),
  );
  const columns: ColumnSpec[] = [
    { name: 'fi_type', type: 'text' },
    { name: 'regulatory_id', type: 'text' },
    ...present.map((key) => ({ name: COLUMNS[key][0], type: COLUMNS[key][1] })),
  ];
  const values = rows.map((record) => [
    record.fiType,
    record.regulatoryId,
    ...present.map((key) => record[key] ?? DEFAULTS[key] ?? null),
  ]);
  const updates = present
    .filter((key) => key !== 'source')
    .map((key) => `${COLUMNS[key][0]} = excluded.${COLUMNS[key][0]}`);
  updates.push('updated_at = now()');
  let guard = '';
  if (options.asOf) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(options.asOf))
      throw new Error(`asOf must be an ISO date: ${options.asOf}`);
    guard = ` where institutions.latest_period is null or institutions.latest_period <= '${options.asOf}'::date`;
  }
  const returned = await insertRows<{ id: number; fi_type: string; regulatory_id: string }>(
    session,
    'institutions',
    columns,
    values,
    {
      batchSize: options.batchSize ?? 2000,
      conflict: `on conflict (fi_type, regulatory_id) do update set ${updates.join(', ')}${guard}`,
      returning: 'id, fi_type, regulatory_id',
      ...(options.onProgress ? { onProgress: options.onProgress } : {}),
    },
  );
  const written = new Map<number, string>();
  for (const row of returned) {
    const key = institutionKey(row.fi_type, row.regulatory_id);
    ids.set(key, Number(row.id));
    const name = unique.get(key)?.name;
    if (name !== undefined) written.set(Number(row.id), name);
  }
  // Names just written are the regulator's: an admin's display-name override goes back on top.
  await reapplyNameOverrides(session, written);
  // Rows the guard kept unchanged return nothing: look their ids up.
  const missing = rows.filter((r) => !ids.has(institutionKey(r.fiType, r.regulatoryId)));
  if (missing.length > 0) {
    const found = await institutionIds(
      session,
      missing.map((r) => [r.fiType, r.regulatoryId]),
    );
    for (const [key, id] of found) ids.set(key, id);
  }
  return ids;
}

/** Ids of existing institutions by (fiType, regulatoryId). */
export async function institutionIds(
  session: SqlSession,
  keys: readonly (readonly [string, string])[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (keys.length === 0) return ids;
  const rows = await session.query<{ id: number; fi_type: string; regulatory_id: string }>(
    `select i.id, i.fi_type, i.regulatory_id from institutions i
     join unnest($1::text[], $2::text[]) as k(fi_type, regulatory_id)
       on i.fi_type = k.fi_type and i.regulatory_id = k.regulatory_id`,
    [keys.map((k) => k[0]), keys.map((k) => k[1])],
  );
  for (const row of rows) ids.set(institutionKey(row.fi_type, row.regulatory_id), Number(row.id));
  return ids;
}

/** Every institution of these FI types: regulatory id → id (matching branches and events by cert). */
export async function institutionIdsByRegulatoryId(
  session: SqlSession,
  fiType: FiType,
): Promise<Map<string, number>> {
  const rows = await session.query<{ id: number; regulatory_id: string }>(
    'select id, regulatory_id from institutions where fi_type = $1 and regulatory_id is not null',
    [fiType],
  );
  return new Map(rows.map((row) => [row.regulatory_id, Number(row.id)]));
}

/**
 * Removes the generated demo data set (institutions with source 'demo' and, by cascade, their
 * financials and branches; demo structure events, the demo mortgage companies, the HMDA panel rows
 * and activity of demo lenders, and load records). Real regulator data replaces the demo set instead
 * of mixing with it: demo identifiers may collide with real certificates.
 * Returns the number of demo institutions removed.
 */
export async function removeDemoInstitutions(session: SqlSession): Promise<number> {
  const [row] = await session.query<{ n: number }>(
    "select count(*)::int as n from institutions where source = 'demo'",
  );
  const count = row?.n ?? 0;
  if (count === 0) return 0;
  // HMDA rows name their lender by id alone (a bank, a credit union or a mortgage company).
  const demoLenders = `select id from institutions where source = 'demo'
                       union all select id from mortgage_companies where source = 'demo'`;
  await session.query(`delete from hmda_activity where lender_id in (${demoLenders})`);
  await session.query(`delete from hmda_lenders where lender_id in (${demoLenders})`);
  await session.query("delete from mortgage_companies where source = 'demo'");
  await session.query("delete from structure_events where source = 'demo'");
  await session.query("delete from institutions where source = 'demo'");
  await session.query("delete from data_loads where is_demo or source = 'demo'");
  return count;
}
