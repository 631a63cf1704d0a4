import {
  type FormatNode,
  formatNodeSchema,
  REPORT_WRITER_MESSAGES,
  type ReportElement,
  type ReportFiType,
  reportElementSchema,
  reportFiTypeSchema,
  type SelfServeReportEdit,
  type WriterReportList,
} from '@fin-atlas/domain';
import { and, asc, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { customReportGroups, customReports, groups, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/app-error.js';
import type { Actor } from '../identity/index.js';
import { mayWriteGlobal } from './access.js';

export type CustomReportRow = typeof customReports.$inferSelect;

const storedElements = z.array(reportElementSchema);
const storedFormat = z.array(formatNodeSchema);

/** A stored report's elements and layout; rows are written through the contracts, so they read back. */
export function storedReport(row: CustomReportRow): {
  elements: ReportElement[];
  format: FormatNode[];
  fiType: ReportFiType;
} {
  const elements = storedElements.safeParse(row.reportElements);
  const format = storedFormat.safeParse(row.elementFormat);
  const fiType = reportFiTypeSchema.safeParse(row.fiType);
  return {
    elements: elements.success ? elements.data : [],
    format: format.success ? format.data : [],
    fiType: fiType.success ? fiType.data : 'bank',
  };
}

/** The caller's own reports, those shared with any of their groups, and the navigator (global) ones. */
function visibleTo(db: Db, actor: Actor): SQL {
  const groupIds = actor.groups.map((g) => g.id);
  const shared =
    groupIds.length === 0
      ? undefined
      : inArray(
          customReports.id,
          db
            .select({ id: customReportGroups.reportId })
            .from(customReportGroups)
            .where(inArray(customReportGroups.groupId, groupIds)),
        );
  return or(eq(customReports.userId, actor.user.id), eq(customReports.isGlobal, true), shared) as SQL;
}

/** Whether the caller may change the report: its owner, or a FIN Admin for a navigator report. */
export const mayEdit = (actor: Actor, row: CustomReportRow): boolean =>
  row.userId === actor.user.id || (row.isGlobal && mayWriteGlobal(actor));

/** A report the caller sees; anyone else's, or a missing one, is not found (no tenant learns of another's). */
export async function visibleReport(db: Db, actor: Actor, id: number): Promise<CustomReportRow> {
  const [row] = await db
    .select()
    .from(customReports)
    .where(and(eq(customReports.id, id), visibleTo(db, actor)));
  if (!row) throw notFound(REPORT_WRITER_MESSAGES.reportNotFound);
  return row;
}

/** A report the caller may change; one shared with them but not theirs is refused. */
export async function writableReport(db: Db, actor: Actor, id: number): Promise<CustomReportRow> {
  const row = await visibleReport(db, actor, id);
  if (!mayEdit(actor, row)) {
    throw new AppError(403, 'forbidden', 'Only the owner of a report changes or deletes it.');
  }
  return row;
}

/** The report as the writer opens it. */
export async function reportEdit(db: Db, actor: Actor, row: CustomReportRow): Promise<SelfServeReportEdit> {
  const shared = await db
    .select({ id: groups.id, name: groups.name })
    .from(customReportGroups)
    .innerJoin(groups, eq(groups.id, customReportGroups.groupId))
    .where(eq(customReportGroups.reportId, row.id))
    .orderBy(asc(groups.name));
  const [owner] =
    row.userId === null
      ? []
      : await db
          .select({ id: users.id, user_name: users.userName })
          .from(users)
          .where(eq(users.id, row.userId));
  const stored = storedReport(row);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    is_mbc: row.isMbc,
    fi_type: stored.fiType,
    group_ids: shared.map((g) => g.id),
    is_global: row.isGlobal,
    report_elements: stored.elements,
    element_format: stored.format,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    owner: owner ?? null,
    groups: shared,
    may_edit: mayEdit(actor, row),
  };
}

/** The reports the caller may open in the writer to change: their own and, for a FIN Admin, the navigator ones. */
export async function writerReports(db: Db, actor: Actor): Promise<WriterReportList['reports']> {
  const rows = await db
    .select({ report: customReports, ownerName: users.userName })
    .from(customReports)
    .leftJoin(users, eq(users.id, customReports.userId))
    .where(
      or(
        eq(customReports.userId, actor.user.id),
        mayWriteGlobal(actor) ? eq(customReports.isGlobal, true) : undefined,
      ),
    )
    .orderBy(desc(customReports.updatedAt), asc(customReports.id));
  return rows.map(({ report, ownerName }) => {
    const stored = storedReport(report);
    return {
      id: report.id,
      name: report.name,
      description: report.description,
      fi_type: stored.fiType,
      is_mbc: report.isMbc,
      is_global: report.isGlobal,
      element_count: stored.elements.length,
      owner_name: ownerName,
      updated_at: report.updatedAt.toISOString(),
    };
  });
}
