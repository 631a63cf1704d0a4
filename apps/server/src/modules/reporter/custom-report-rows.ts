import { type AdminCustomReport, REPORT_FI_TYPES, type ReportFiType } from '@fin-atlas/domain';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { customReportGroups, customReports, groups, users } from '../../db/schema/index.js';

export type CustomReportRow = typeof customReports.$inferSelect;

export const asReportFiType = (fiType: string): ReportFiType =>
  (REPORT_FI_TYPES as readonly string[]).includes(fiType) ? (fiType as ReportFiType) : 'both';

/** The client groups each report is shared with (custom_report_groups), by report id. */
export async function sharedGroups(db: Db, reportIds: readonly number[]) {
  const byReport = new Map<number, { id: number; name: string }[]>();
  if (reportIds.length === 0) return byReport;
  const rows = await db
    .select({ reportId: customReportGroups.reportId, id: groups.id, name: groups.name })
    .from(customReportGroups)
    .innerJoin(groups, eq(groups.id, customReportGroups.groupId))
    .where(inArray(customReportGroups.reportId, [...reportIds]))
    .orderBy(asc(groups.name));
  for (const { reportId, ...group } of rows)
    byReport.set(reportId, [...(byReport.get(reportId) ?? []), group]);
  return byReport;
}

/**
 * Custom reports as the FIN Admin consoles list them (owner, shared groups), by name; `limit` rows
 * at most, so a caller asking for one more knows the list was cut.
 */
export async function adminCustomReports(
  db: Db,
  where: SQL | undefined,
  limit?: number,
): Promise<AdminCustomReport[]> {
  const query = db
    .select({ report: customReports, ownerName: users.userName, ownerEmail: users.email })
    .from(customReports)
    .leftJoin(users, eq(users.id, customReports.userId))
    .where(where)
    .orderBy(asc(customReports.name), asc(customReports.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  const shared = await sharedGroups(
    db,
    rows.map((r) => r.report.id),
  );
  return rows.map(({ report, ownerName, ownerEmail }) => ({
    id: report.id,
    name: report.name,
    description: report.description,
    fi_type: asReportFiType(report.fiType),
    is_mbc: report.isMbc,
    is_global: report.isGlobal,
    owner:
      report.userId === null || ownerName === null
        ? null
        : { id: report.userId, user_name: ownerName, email: ownerEmail ?? '' },
    groups: shared.get(report.id) ?? [],
    updated_at: report.updatedAt.toISOString(),
  }));
}
