import type { CopyReportsBody, CopyReportsResult } from '@fin-atlas/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { customReports } from '../../db/schema/index.js';
import { copyMessages, copyToUsers, refuseCopy } from '../admin/index.js';

/** Lower-cased names a user's own custom reports already use (for naming copies). */
async function takenReportNames(db: Db, userId: number): Promise<Set<string>> {
  const rows = await db
    .select({ name: sql<string>`lower(${customReports.name})` })
    .from(customReports)
    .where(eq(customReports.userId, userId));
  return new Set(rows.map((r) => r.name));
}

/**
 * Copies the chosen custom reports of one user to each target user as reports of their own: the
 * same elements, layout, FI type and description, named as the original unless the receiver has a
 * report by that name (then " (copy)", " (copy 2)"...), in the receiver's client group, not shared
 * with other groups, not global and without report access grants (the new owner decides). Written
 * in one transaction.
 */
export async function copyReports(db: Db, body: CopyReportsBody): Promise<CopyReportsResult> {
  const sources = await db
    .select()
    .from(customReports)
    .where(and(eq(customReports.userId, body.source_user_id), inArray(customReports.id, body.report_ids)))
    .orderBy(customReports.id);
  if (sources.length !== new Set(body.report_ids).size) {
    throw refuseCopy(copyMessages('reports').notSourceItems, 'report_ids');
  }
  const copies = await copyToUsers(db, body, {
    sources,
    items: 'reports',
    nameOf: (source) => source.name,
    takenNames: (tx, userId) => takenReportNames(tx, userId),
    async insert(tx, target, source, name) {
      const [row] = await tx
        .insert(customReports)
        .values({
          name,
          description: source.description,
          isMbc: source.isMbc,
          fiType: source.fiType,
          reportElements: source.reportElements,
          elementFormat: source.elementFormat,
          userId: target.id,
          groupId: target.clientGroupId,
        })
        .returning({ id: customReports.id });
      if (!row) throw new Error('report copy insert returned nothing');
      return { user_id: target.id, user_name: target.userName, report_id: row.id, name };
    },
  });
  return { copies };
}
