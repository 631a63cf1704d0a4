import { formatNodeSchema, reportElementSchema, reportFiTypeSchema } from '@fin-atlas/domain';
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { customReportGroups, customReports } from '../../db/schema/index.js';
import { unprocessable } from '../../http/app-error.js';
import type { Actor } from '../identity/index.js';
import type { CustomReport, ReportListScope, ReportSource } from './report-definition.js';

type CustomReportRow = typeof customReports.$inferSelect;

const storedElements = z.array(reportElementSchema);
const storedFormat = z.array(formatNodeSchema);

/** Mortgage-lender (is_mbc) reports are hidden from users without the mbc permission. */
const mbcAllowed = (actor: Actor): SQL | undefined =>
  actor.enterprise.has('mbc') ? undefined : eq(customReports.isMbc, false);

function sharedWith(db: Db, actor: Actor): SQL | undefined {
  const groupIds = actor.groups.map((g) => g.id);
  if (groupIds.length === 0) return undefined;
  return inArray(
    customReports.id,
    db
      .select({ id: customReportGroups.reportId })
      .from(customReportGroups)
      .where(inArray(customReportGroups.groupId, groupIds)),
  );
}

/**
 * The custom reports a user may run: their own, those shared with one of their client groups
 * (custom_report_groups) and the global ones FIN Admins publish (navigator reports); mortgage
 * reports only with the mbc permission. Anything else is another tenant's and reads as missing.
 */
export function visibleCustomReports(db: Db, actor: Actor, scope: ReportListScope = 'all'): SQL {
  const mine = eq(customReports.userId, actor.user.id);
  const global = eq(customReports.isGlobal, true);
  const shared = sharedWith(db, actor);
  const visible =
    scope === 'navigator'
      ? global
      : scope === 'user'
        ? and(eq(customReports.isGlobal, false), or(mine, shared))
        : or(mine, global, shared);
  return and(visible, mbcAllowed(actor)) as SQL;
}

async function groupIdsOf(db: Db, ids: readonly number[]): Promise<Map<number, number[]>> {
  const byReport = new Map<number, number[]>();
  if (ids.length === 0) return byReport;
  const rows = await db
    .select()
    .from(customReportGroups)
    .where(inArray(customReportGroups.reportId, [...ids]))
    .orderBy(asc(customReportGroups.groupId));
  for (const row of rows) byReport.set(row.reportId, [...(byReport.get(row.reportId) ?? []), row.groupId]);
  return byReport;
}

/** A stored row as the definition runs read; a row the report writer could not have saved is a 422. */
function definitionOf(row: CustomReportRow, groupIds: number[]): CustomReport {
  const elements = storedElements.safeParse(row.reportElements);
  const format = storedFormat.safeParse(row.elementFormat);
  const fiType = reportFiTypeSchema.safeParse(row.fiType);
  if (!elements.success || !format.success || !fiType.success) {
    throw unprocessable(
      `The report ${row.name} could not be read. Open it in the report writer and save it again.`,
    );
  }
  return {
    kind: 'custom',
    id: row.id,
    name: row.name,
    description: row.description,
    fiType: fiType.data,
    isMbc: row.isMbc,
    isGlobal: row.isGlobal,
    userId: row.userId,
    groupIds,
    elements: elements.data,
    format: format.data,
    updatedAt: row.updatedAt,
  };
}

/** The custom_reports table as a report source of Reporter. */
export const customReportSource: ReportSource = {
  async byId(database, actor, id) {
    const { db } = database;
    const where = actor
      ? and(eq(customReports.id, id), visibleCustomReports(db, actor))
      : eq(customReports.id, id);
    const [row] = await db.select().from(customReports).where(where);
    if (!row) return null;
    return definitionOf(row, (await groupIdsOf(db, [row.id])).get(row.id) ?? []);
  },

  async list(database, actor, scope) {
    const { db } = database;
    const rows = await db
      .select()
      .from(customReports)
      .where(visibleCustomReports(db, actor, scope))
      .orderBy(asc(customReports.name), asc(customReports.id));
    const groups = await groupIdsOf(
      db,
      rows.map((r) => r.id),
    );
    // A report that can no longer be read is left out of lists; opening it says why.
    return rows.flatMap((row) => {
      try {
        return [definitionOf(row, groups.get(row.id) ?? [])];
      } catch {
        return [];
      }
    });
  },
};

/**
 * The custom reports every user of a client group may run: the global ones and those shared with
 * the group (not any one user's own); mortgage reports only when the group holds mbc.
 */
export async function customReportsOpenToGroup(
  db: Db,
  group: { id: number; enterprisePermissions: Record<string, boolean> },
): Promise<CustomReport[]> {
  const shared = inArray(
    customReports.id,
    db
      .select({ id: customReportGroups.reportId })
      .from(customReportGroups)
      .where(eq(customReportGroups.groupId, group.id)),
  );
  const mbc = group.enterprisePermissions.mbc === true ? undefined : eq(customReports.isMbc, false);
  const rows = await db
    .select()
    .from(customReports)
    .where(and(or(eq(customReports.isGlobal, true), shared), mbc))
    .orderBy(asc(customReports.name), asc(customReports.id));
  const groups = await groupIdsOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.flatMap((row) => {
    try {
      return [definitionOf(row, groups.get(row.id) ?? [])];
    } catch {
      return [];
    }
  });
}
