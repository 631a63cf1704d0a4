import type { DownloadLogRow } from '@fin-atlas/domain';
import { and, desc, eq, gte, ilike, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.js';
import { escapeLike } from '../../db/like.js';
import { downloads, groups, users } from '../../db/schema/index.js';

const impersonators = alias(users, 'impersonators');

const selection = {
  download: downloads,
  userName: users.userName,
  userEmail: users.email,
  groupName: groups.name,
  impersonatorName: impersonators.userName,
  impersonatorEmail: impersonators.email,
};

type Joined = {
  download: typeof downloads.$inferSelect;
  userName: string | null;
  userEmail: string | null;
  groupName: string | null;
  impersonatorName: string | null;
  impersonatorEmail: string | null;
};

function present(row: Joined): DownloadLogRow {
  const d = row.download;
  return {
    id: d.id,
    fingerprint: d.fingerprint,
    created_at: d.createdAt.toISOString(),
    user:
      d.userId !== null && row.userEmail
        ? { id: d.userId, user_name: row.userName ?? '', email: row.userEmail }
        : null,
    group: d.groupId !== null && row.groupName !== null ? { id: d.groupId, name: row.groupName } : null,
    impersonator:
      d.actorUserId !== null && row.impersonatorEmail
        ? { id: d.actorUserId, user_name: row.impersonatorName ?? '', email: row.impersonatorEmail }
        : null,
    kind: d.kind,
    description: d.description,
    params: d.params,
    file_name: d.fileName,
    format: d.format,
    row_count: d.rowCount,
  };
}

function joined(db: Db) {
  return db
    .select(selection)
    .from(downloads)
    .leftJoin(users, eq(users.id, downloads.userId))
    .leftJoin(groups, eq(groups.id, downloads.groupId))
    .leftJoin(impersonators, eq(impersonators.id, downloads.actorUserId));
}

export type DownloadLogFilter = {
  email?: string | undefined;
  kind?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  sort: 'newest' | 'rows';
  page: number;
  per_page: number;
};

/** The download log for the FIN Admin: by user e-mail, kind and day range; newest or largest first. */
export async function downloadLog(db: Db, filter: DownloadLogFilter) {
  const conditions: SQL[] = [];
  if (filter.email) conditions.push(ilike(users.email, `%${escapeLike(filter.email)}%`));
  if (filter.kind) conditions.push(eq(downloads.kind, filter.kind));
  if (filter.from) conditions.push(gte(downloads.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) {
    const end = new Date(`${filter.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    conditions.push(lt(downloads.createdAt, end));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [total] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(downloads)
    .leftJoin(users, eq(users.id, downloads.userId))
    .where(where);
  const order =
    filter.sort === 'rows'
      ? [desc(downloads.rowCount), desc(downloads.createdAt), desc(downloads.id)]
      : [desc(downloads.createdAt), desc(downloads.id)];
  const rows = await joined(db)
    .where(where)
    .orderBy(...order)
    .limit(filter.per_page)
    .offset((filter.page - 1) * filter.per_page);
  const kinds = await db.selectDistinct({ kind: downloads.kind }).from(downloads).orderBy(downloads.kind);
  return {
    downloads: rows.map(present),
    total: total?.n ?? 0,
    page: filter.page,
    per_page: filter.per_page,
    kinds: kinds.map((k) => k.kind),
  };
}

/** The logged download a fingerprint names, with who made it. */
export async function downloadByFingerprint(db: Db, fingerprint: string): Promise<DownloadLogRow | null> {
  const [row] = await joined(db).where(eq(downloads.fingerprint, fingerprint));
  return row ? present(row) : null;
}
