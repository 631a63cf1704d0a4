import {
  type Publication,
  type PublicationEdit,
  type PublicationList,
  roleHasAbility,
  STRATEGY_LIMITS,
} from '@fin-atlas/domain';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { escapeLike } from '../../../db/like.js';
import { groups, publicationGroups, publications } from '../../../db/schema/index.js';
import { notFound, unprocessable } from '../../../http/app-error.js';
import type { Actor } from '../../identity/index.js';

export const PUBLICATION_NOT_FOUND = 'Publication not found.';

/** Every column but the file: lists never read the PDFs. */
const LISTED = {
  id: publications.id,
  title: publications.title,
  summary: publications.summary,
  publishedOn: publications.publishedOn,
  fileName: publications.fileName,
  sizeBytes: publications.sizeBytes,
  allGroups: publications.allGroups,
  createdAt: publications.createdAt,
};

type ListedRow = { [K in keyof typeof LISTED]: (typeof publications.$inferSelect)[K] };

export const isFinAdmin = (actor: Actor): boolean => roleHasAbility(actor.role, 'super_admin_board');

/**
 * What a user may read: publications for all groups, and those naming one of their groups. A FIN
 * Admin reads (and manages) every one.
 */
function readableBy(db: Db, actor: Actor): SQL | undefined {
  if (isFinAdmin(actor)) return undefined;
  const own = actor.groups.map((g) => g.id);
  if (own.length === 0) return eq(publications.allGroups, true);
  const named = db
    .select({ id: publicationGroups.publicationId })
    .from(publicationGroups)
    .where(inArray(publicationGroups.groupId, own));
  return or(eq(publications.allGroups, true), inArray(publications.id, named));
}

/**
 * The readers of each publication. A FIN Admin sees every group named; anyone else only the groups
 * of their own among them (other companies' names are not theirs to read).
 */
async function readersOf(
  db: Db,
  actor: Actor,
  ids: readonly number[],
): Promise<Map<number, Publication['groups']>> {
  const out = new Map<number, Publication['groups']>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({ publicationId: publicationGroups.publicationId, id: groups.id, name: groups.name })
    .from(publicationGroups)
    .innerJoin(groups, eq(groups.id, publicationGroups.groupId))
    .where(inArray(publicationGroups.publicationId, [...ids]))
    .orderBy(asc(groups.name));
  const own = new Set(actor.groups.map((g) => g.id));
  for (const row of rows) {
    if (!isFinAdmin(actor) && !own.has(row.id)) continue;
    out.set(row.publicationId, [...(out.get(row.publicationId) ?? []), { id: row.id, name: row.name }]);
  }
  return out;
}

const present = (row: ListedRow, readers: Publication['groups']): Publication => ({
  id: row.id,
  title: row.title,
  summary: row.summary ?? '',
  published_on: row.publishedOn,
  file_name: row.fileName,
  size_bytes: row.sizeBytes,
  all_groups: row.allGroups,
  groups: readers,
  created_at: row.createdAt.toISOString(),
});

/** The publications the actor may read, newest first, searched by title and summary, a page at a time. */
export async function listPublications(
  db: Db,
  actor: Actor,
  query: { q?: string | undefined; page: number },
): Promise<PublicationList> {
  const conditions: (SQL | undefined)[] = [readableBy(db, actor)];
  if (query.q) {
    const pattern = `%${escapeLike(query.q)}%`;
    conditions.push(or(ilike(publications.title, pattern), ilike(publications.summary, pattern)));
  }
  const where = and(...conditions);
  const perPage = STRATEGY_LIMITS.publicationsPerPage;
  const [total] = await db.select({ n: count() }).from(publications).where(where);
  const rows = await db
    .select(LISTED)
    .from(publications)
    .where(where)
    .orderBy(desc(publications.publishedOn), desc(publications.id))
    .limit(perPage)
    .offset((query.page - 1) * perPage);
  const readers = await readersOf(
    db,
    actor,
    rows.map((r) => r.id),
  );
  return {
    publications: rows.map((row) => present(row, readers.get(row.id) ?? [])),
    total: total?.n ?? 0,
    page: query.page,
    per_page: perPage,
  };
}

/** One publication the actor may read, with its file; anyone else's is a 404. */
export async function readPublicationFile(
  db: Db,
  actor: Actor,
  id: number,
): Promise<{ title: string; fileName: string; file: Buffer }> {
  const [row] = await db
    .select({ title: publications.title, fileName: publications.fileName, file: publications.file })
    .from(publications)
    .where(and(eq(publications.id, id), readableBy(db, actor)));
  if (!row) throw notFound(PUBLICATION_NOT_FOUND);
  return row;
}

async function assertClientGroups(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const found = await db
    .select({ id: groups.id })
    .from(groups)
    .where(inArray(groups.id, [...ids]));
  if (found.length !== new Set(ids).size) {
    throw unprocessable('Validation failed. One of the chosen groups does not exist.', [
      { path: 'group_ids', message: 'One of the chosen groups does not exist.' },
    ]);
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function setReaders(tx: Tx, id: number, fields: PublicationEdit): Promise<void> {
  await tx.delete(publicationGroups).where(eq(publicationGroups.publicationId, id));
  if (fields.all_groups || fields.group_ids.length === 0) return;
  await tx
    .insert(publicationGroups)
    .values([...new Set(fields.group_ids)].map((groupId) => ({ publicationId: id, groupId })));
}

async function presentOne(db: Db, actor: Actor, id: number): Promise<Publication> {
  const [row] = await db.select(LISTED).from(publications).where(eq(publications.id, id));
  if (!row) throw notFound(PUBLICATION_NOT_FOUND);
  return present(row, (await readersOf(db, actor, [id])).get(id) ?? []);
}

/** A FIN Admin's upload: the PDF and its description, with its readers, in one transaction. */
export async function createPublication(
  db: Db,
  actor: Actor,
  fields: PublicationEdit,
  file: { data: Buffer; fileName: string },
): Promise<Publication> {
  await assertClientGroups(db, fields.group_ids);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(publications)
      .values({
        title: fields.title,
        summary: fields.summary,
        publishedOn: fields.published_on,
        fileName: file.fileName.slice(0, 255),
        sizeBytes: file.data.length,
        file: file.data,
        allGroups: fields.all_groups,
        createdBy: actor.impersonator?.id ?? actor.user.id,
      })
      .returning({ id: publications.id });
    if (!row) throw new Error('the publication was not saved');
    await setReaders(tx, row.id, fields);
    return row.id;
  });
  return presentOne(db, actor, id);
}

/** A FIN Admin's edit of the description and readers (the file stays). */
export async function updatePublication(
  db: Db,
  actor: Actor,
  id: number,
  fields: PublicationEdit,
): Promise<Publication> {
  await assertClientGroups(db, fields.group_ids);
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(publications)
      .set({
        title: fields.title,
        summary: fields.summary,
        publishedOn: fields.published_on,
        allGroups: fields.all_groups,
      })
      .where(eq(publications.id, id))
      .returning({ id: publications.id });
    if (rows.length === 0) return false;
    await setReaders(tx, id, fields);
    return true;
  });
  if (!updated) throw notFound(PUBLICATION_NOT_FOUND);
  return presentOne(db, actor, id);
}

export async function deletePublication(db: Db, id: number): Promise<void> {
  const rows = await db
    .delete(publications)
    .where(eq(publications.id, id))
    .returning({ id: publications.id });
  if (rows.length === 0) throw notFound(PUBLICATION_NOT_FOUND);
}
