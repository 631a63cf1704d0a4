import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { orgListRows, orgLists } from '../../db/schema/index.js';
import { detectColumns } from './column-roles.js';

export type ListedInstitution = { id: number; name: string; city: string | null; state: string | null };

/**
 * Adds institutions to a list as rows already matched (confidence 1), each once: an institution
 * the list already names is left alone. The row's cells go under the list's own organisation,
 * city and state columns, so its downloads read like the uploaded rows. Returns how many were added.
 */
export async function addInstitutionsToList(
  db: Db,
  listId: number,
  additions: readonly ListedInstitution[],
): Promise<number> {
  // Locks the list, so two writers never number their rows alike.
  const [list] = await db.select().from(orgLists).where(eq(orgLists.id, listId)).for('update');
  if (!list || additions.length === 0) return 0;
  const ids = [...new Set(additions.map((a) => a.id))];
  const present = await db
    .select({ id: orgListRows.institutionId })
    .from(orgListRows)
    .where(and(eq(orgListRows.listId, listId), inArray(orgListRows.institutionId, ids)));
  const named = new Set(present.map((r) => r.id));
  const fresh = additions.filter((a) => {
    if (named.has(a.id)) return false;
    named.add(a.id);
    return true;
  });
  if (fresh.length === 0) return 0;
  const [last] = await db
    .select({ line: sql<number>`coalesce(max(${orgListRows.line}), 1)::int` })
    .from(orgListRows)
    .where(eq(orgListRows.listId, listId));
  const roles = detectColumns(list.columns, list.kind === 'crm' ? 'crm' : 'conference');
  const column = (index: number | undefined, fallback: string) =>
    index === undefined ? fallback : (list.columns[index] ?? fallback);
  const columns = {
    organization: column(roles.organization, 'Organization'),
    city: column(roles.city, 'City'),
    state: column(roles.state, 'State'),
  };
  await db.insert(orgListRows).values(
    fresh.map((institution, i) => ({
      listId,
      line: (last?.line ?? 1) + i + 1,
      organization: institution.name,
      city: institution.city,
      state: institution.state,
      raw: {
        [columns.organization]: institution.name,
        [columns.city]: institution.city ?? '',
        [columns.state]: institution.state ?? '',
      },
      institutionId: institution.id,
      confidence: 1,
      status: 'matched',
      candidates: [],
    })),
  );
  await db
    .update(orgLists)
    .set({ rowCount: sql`${orgLists.rowCount} + ${fresh.length}` })
    .where(eq(orgLists.id, listId));
  return fresh.length;
}
