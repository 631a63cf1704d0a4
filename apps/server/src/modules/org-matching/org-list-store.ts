import type {
  OrgCandidate,
  OrgInstitution,
  OrgListCounts,
  OrgListRow,
  OrgListSummary,
  OrgRowFilter,
  OrgRowStatus,
  OrgRowUpdate,
} from '@fin-atlas/domain';
import { and, asc, desc, eq, ilike, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/database.js';
import { escapeLike } from '../../db/like.js';
import { institutions, orgListRows, orgLists, users } from '../../db/schema/index.js';
import { AppError, unprocessable } from '../../http/app-error.js';
import { insertRows } from '../../ingest/store/bulk-insert.js';
import { withTransaction } from '../../ingest/store/session.js';
import { cellOf, columnMap, detectColumns, type ListKind, personOf } from './column-roles.js';
import type { MatchResult } from './matcher.js';
import { ownedBy, type Tenant, tenantKey } from './tenant.js';
import type { UploadedTable } from './upload-table.js';

export type OrgListRecord = typeof orgLists.$inferSelect;
type RowRecord = typeof orgListRows.$inferSelect;

/** The kind's own wording of "name taken" and "no such list". */
export type ListMessages = { nameExists: string; doesNotExist: string };

const STATUS_GROUPS: Record<Exclude<OrgRowFilter, 'all'>, OrgRowStatus[]> = {
  matched: ['matched', 'confirmed'],
  review: ['review'],
  unmatched: ['unmatched', 'rejected'],
};

const UNIQUE_VIOLATION = '23505';
const FOREIGN_KEY_VIOLATION = '23503';
const pgCode = (error: unknown): string | undefined => {
  const own = (error as { code?: unknown }).code;
  if (typeof own === 'string') return own;
  const cause = (error as { cause?: { code?: unknown } }).cause?.code;
  return typeof cause === 'string' ? cause : undefined;
};

export async function nameTaken(db: Db, kind: ListKind, tenant: Tenant, name: string): Promise<boolean> {
  const [row] = await db
    .select({ id: orgLists.id })
    .from(orgLists)
    .where(and(eq(orgLists.kind, kind), ownedBy(tenant), sql`lower(${orgLists.name}) = lower(${name})`));
  return row !== undefined;
}

/**
 * Saves a matched upload: the list and every row in one transaction, rows in multi-row batches.
 * Nothing is left behind when any part fails.
 */
export async function createOrgList(
  database: Database,
  input: {
    kind: ListKind;
    tenant: Tenant;
    name: string;
    fileName: string;
    table: UploadedTable;
    matches: readonly MatchResult[];
    messages: ListMessages;
  },
): Promise<number> {
  const { kind, tenant, name, table, matches } = input;
  const roles = table.roles;
  try {
    return await withTransaction(database, async (session) => {
      const [taken] = await session.query<{ id: number }>(
        `select id from org_lists
          where kind = $1 and coalesce(group_id, -user_id) = $2 and lower(name) = lower($3)`,
        [kind, tenantKey(tenant), name],
      );
      if (taken) throw unprocessable(input.messages.nameExists);
      const [list] = await session.query<{ id: number }>(
        `insert into org_lists (kind, group_id, user_id, name, file_name, columns, row_count)
         values ($1, $2, $3, $4, $5, $6::jsonb, $7) returning id`,
        [
          kind,
          tenant.groupId,
          tenant.userId,
          name,
          input.fileName.slice(0, 255),
          JSON.stringify(table.header),
          table.rows.length,
        ],
      );
      if (!list) throw new Error('the list was not saved');
      const rows = table.rows.map((row, i) => {
        const match = matches[i] as MatchResult;
        const raw = Object.fromEntries(table.header.map((column, c) => [column, row.values[c] ?? '']));
        return [
          list.id,
          row.line,
          cellOf(row.values, roles.organization) ?? '',
          cellOf(row.values, roles.city),
          cellOf(row.values, roles.state),
          match.domain,
          raw,
          match.institutionId,
          match.candidates.length ? match.confidence : null,
          match.status,
          match.candidates,
        ];
      });
      await insertRows(
        session,
        'org_list_rows',
        [
          { name: 'list_id', type: 'int' },
          { name: 'line', type: 'int' },
          { name: 'organization', type: 'text' },
          { name: 'city', type: 'text' },
          { name: 'state', type: 'text' },
          { name: 'domain', type: 'text' },
          { name: 'raw', type: 'jsonb' },
          { name: 'institution_id', type: 'int' },
          { name: 'confidence', type: 'float8' },
          { name: 'status', type: 'text' },
          { name: 'candidates', type: 'jsonb' },
        ],
        rows,
        // The embedded engine runs each statement on the event loop: small batches keep every
        // one short enough that other requests are answered between them.
        { batchSize: 500 },
      );
      return list.id;
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    // Two uploads under one name at once: the unique index settles it.
    if (pgCode(error) === UNIQUE_VIOLATION) throw unprocessable(input.messages.nameExists);
    if (pgCode(error) === FOREIGN_KEY_VIOLATION) {
      throw new AppError(
        409,
        'conflict',
        'Institutions changed while the file was matched. Upload it again.',
      );
    }
    throw error;
  }
}

export async function findOrgList(
  db: Db,
  kind: ListKind,
  tenant: Tenant,
  id: number,
): Promise<OrgListRecord | null> {
  const [row] = await db
    .select()
    .from(orgLists)
    .where(and(eq(orgLists.id, id), eq(orgLists.kind, kind), ownedBy(tenant)));
  return row ?? null;
}

/**
 * The institutions a tenant's list names: its matched and confirmed rows' institutions, each once.
 * Null when the tenant has no such list (another tenant's list does not exist for them).
 */
export async function matchedInstitutions(
  db: Db,
  kind: ListKind,
  tenant: Tenant,
  listId: number,
): Promise<{ name: string; ids: number[] } | null> {
  const list = await findOrgList(db, kind, tenant, listId);
  if (!list) return null;
  const rows = await db
    .selectDistinct({ id: orgListRows.institutionId })
    .from(orgListRows)
    .where(
      and(
        eq(orgListRows.listId, list.id),
        inArray(orgListRows.status, STATUS_GROUPS.matched),
        isNotNull(orgListRows.institutionId),
      ),
    );
  return { name: list.name, ids: rows.flatMap((r) => (r.id === null ? [] : [r.id])) };
}

export async function listCounts(db: Db, listIds: readonly number[]): Promise<Map<number, OrgListCounts>> {
  const counts = new Map<number, OrgListCounts>();
  if (listIds.length === 0) return counts;
  const rows = await db
    .select({
      listId: orgListRows.listId,
      total: sql<number>`count(*)::int`,
      matched: sql<number>`(count(*) filter (where ${orgListRows.status} in ('matched', 'confirmed')))::int`,
      review: sql<number>`(count(*) filter (where ${orgListRows.status} = 'review'))::int`,
      unmatched: sql<number>`(count(*) filter (where ${orgListRows.status} in ('unmatched', 'rejected')))::int`,
    })
    .from(orgListRows)
    .where(inArray(orgListRows.listId, [...listIds]))
    .groupBy(orgListRows.listId);
  for (const r of rows)
    counts.set(r.listId, { total: r.total, matched: r.matched, review: r.review, unmatched: r.unmatched });
  return counts;
}

const EMPTY_COUNTS: OrgListCounts = { total: 0, matched: 0, review: 0, unmatched: 0 };

async function summaries(db: Db, kind: ListKind, lists: OrgListRecord[]): Promise<OrgListSummary[]> {
  const counts = await listCounts(
    db,
    lists.map((l) => l.id),
  );
  const creatorIds = [...new Set(lists.map((l) => l.userId))];
  const creators = creatorIds.length
    ? await db.select({ id: users.id, name: users.userName }).from(users).where(inArray(users.id, creatorIds))
    : [];
  const creatorName = new Map(creators.map((c) => [c.id, c.name]));
  return lists.map((list) => ({
    id: list.id,
    name: list.name,
    file_name: list.fileName,
    created_at: list.createdAt.toISOString(),
    created_by: creatorName.get(list.userId) ?? null,
    columns: list.columns,
    column_map: columnMap(list.columns, detectColumns(list.columns, kind)),
    counts: counts.get(list.id) ?? EMPTY_COUNTS,
  }));
}

export async function listSummaries(db: Db, kind: ListKind, tenant: Tenant): Promise<OrgListSummary[]> {
  const lists = await db
    .select()
    .from(orgLists)
    .where(and(eq(orgLists.kind, kind), ownedBy(tenant)))
    .orderBy(desc(orgLists.createdAt), desc(orgLists.id));
  return summaries(db, kind, lists);
}

export async function listSummary(db: Db, kind: ListKind, list: OrgListRecord): Promise<OrgListSummary> {
  const [summary] = await summaries(db, kind, [list]);
  return summary as OrgListSummary;
}

export async function institutionsById(db: Db, ids: Iterable<number>): Promise<Map<number, OrgInstitution>> {
  const unique = [...new Set(ids)];
  const found = new Map<number, OrgInstitution>();
  if (unique.length === 0) return found;
  const rows = await db
    .select({
      id: institutions.id,
      name: institutions.name,
      fi_type: institutions.fiType,
      city: institutions.city,
      state: institutions.state,
      assets: institutions.latestAssets,
      rssd_id: institutions.rssdId,
      regulatory_id: institutions.regulatoryId,
    })
    .from(institutions)
    .where(inArray(institutions.id, unique));
  for (const row of rows) found.set(row.id, row);
  return found;
}

/** Rows as the review screen shows them, with their institution and candidates filled in. */
export async function presentRows(
  db: Db,
  kind: ListKind,
  list: OrgListRecord,
  rows: RowRecord[],
): Promise<OrgListRow[]> {
  const roles = detectColumns(list.columns, kind);
  const ids = rows.flatMap((r) => [
    ...(r.institutionId === null ? [] : [r.institutionId]),
    ...(r.candidates ?? []).map((c) => c.institution_id),
  ]);
  const known = await institutionsById(db, ids);
  return rows.map((row) => {
    const values = list.columns.map((column) => row.raw[column] ?? '');
    const candidates: OrgCandidate[] = (row.candidates ?? []).flatMap((c) => {
      const institution = known.get(c.institution_id);
      return institution ? [{ ...institution, confidence: c.confidence }] : [];
    });
    return {
      id: row.id,
      line: row.line,
      organization: row.organization,
      person: personOf(values, roles),
      title: cellOf(values, roles.title),
      email: cellOf(values, roles.email),
      city: row.city,
      state: row.state,
      domain: row.domain,
      status: row.status as OrgRowStatus,
      confidence: row.confidence === null ? null : Math.round(row.confidence * 1000) / 1000,
      institution: row.institutionId === null ? null : (known.get(row.institutionId) ?? null),
      candidates,
    };
  });
}

export async function pageOfRows(
  db: Db,
  kind: ListKind,
  list: OrgListRecord,
  query: { status: OrgRowFilter; q?: string | undefined; page: number; per_page: number },
): Promise<{ rows: OrgListRow[]; total: number }> {
  const conditions: SQL[] = [eq(orgListRows.listId, list.id)];
  if (query.status !== 'all') conditions.push(inArray(orgListRows.status, STATUS_GROUPS[query.status]));
  if (query.q) conditions.push(ilike(orgListRows.organization, `%${escapeLike(query.q)}%`));
  const where = and(...conditions);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(orgListRows).where(where);
  const rows = await db
    .select()
    .from(orgListRows)
    .where(where)
    .orderBy(asc(orgListRows.line), asc(orgListRows.id))
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page);
  return { rows: await presentRows(db, kind, list, rows), total: total?.n ?? 0 };
}

/** A person's decision on one row: their institution (confirmed) or none of the candidates (rejected). */
export async function updateRow(
  db: Db,
  kind: ListKind,
  list: OrgListRecord,
  rowId: number,
  update: OrgRowUpdate,
): Promise<{ row: OrgListRow; counts: OrgListCounts }> {
  const [existing] = await db
    .select()
    .from(orgListRows)
    .where(and(eq(orgListRows.id, rowId), eq(orgListRows.listId, list.id)));
  if (!existing) throw new AppError(404, 'not_found', 'That row is not part of this list.');
  if (update.action === 'confirm') {
    const [institution] = await db
      .select({ id: institutions.id })
      .from(institutions)
      .where(eq(institutions.id, update.institution_id));
    if (!institution) throw unprocessable('That institution does not exist.');
  }
  const [saved] = await db
    .update(orgListRows)
    .set(
      update.action === 'confirm'
        ? { status: 'confirmed', institutionId: update.institution_id, confidence: 1 }
        : { status: 'rejected', institutionId: null },
    )
    .where(eq(orgListRows.id, rowId))
    .returning();
  const [row] = await presentRows(db, kind, list, saved ? [saved] : []);
  const counts = (await listCounts(db, [list.id])).get(list.id) ?? EMPTY_COUNTS;
  return { row: row as OrgListRow, counts };
}

/** Accepts the best candidate of every review row at or above the given confidence. */
export async function confirmBestCandidates(
  db: Db,
  list: OrgListRecord,
  minConfidence: number,
): Promise<number> {
  const confirmed = await db
    .update(orgListRows)
    .set({
      status: 'confirmed',
      institutionId: sql`(${orgListRows.candidates} -> 0 ->> 'institution_id')::int`,
    })
    .where(
      and(
        eq(orgListRows.listId, list.id),
        eq(orgListRows.status, 'review'),
        sql`jsonb_array_length(coalesce(${orgListRows.candidates}, '[]'::jsonb)) > 0`,
        sql`(${orgListRows.candidates} -> 0 ->> 'confidence')::float8 >= ${minConfidence}`,
        sql`exists (select 1 from institutions i where i.id = (${orgListRows.candidates} -> 0 ->> 'institution_id')::int)`,
      ),
    )
    .returning({ id: orgListRows.id });
  return confirmed.length;
}

/** Deletes the list when the tenant owns it; false when there is no such list for them. */
export async function deleteOrgList(db: Db, kind: ListKind, tenant: Tenant, id: number): Promise<boolean> {
  const deleted = await db
    .delete(orgLists)
    .where(and(eq(orgLists.id, id), eq(orgLists.kind, kind), ownedBy(tenant)))
    .returning({ id: orgLists.id });
  return deleted.length > 0;
}

/** Every row of a list in file order, for downloads and dashboards. */
export async function allRows(db: Db, listId: number): Promise<RowRecord[]> {
  return db
    .select()
    .from(orgListRows)
    .where(eq(orgListRows.listId, listId))
    .orderBy(asc(orgListRows.line), asc(orgListRows.id));
}
