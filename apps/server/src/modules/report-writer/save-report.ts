import {
  type FormatNode,
  MESSAGES,
  REPORT_WRITER_MESSAGES,
  type ReportElement,
  type ReportFiType,
  type SelfServeReportEdit,
} from '@fin-atlas/domain';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/database.js';
import { customReportGroups, customReports, groups, users } from '../../db/schema/index.js';
import { unprocessable } from '../../http/app-error.js';
import { type Actor, forbidden } from '../identity/index.js';
import { mayWriteGlobal } from './access.js';
import { checkReportContent } from './report-checks.js';
import { type CustomReportRow, reportEdit, writableReport } from './report-rows.js';

/** A report as both saving calls carry it (POST names its groups self_serve_report_groups_attributes). */
export type ReportInput = {
  name: string;
  description: string;
  is_mbc: boolean;
  fi_type: ReportFiType;
  group_ids: readonly number[];
  is_global: boolean;
  report_elements: readonly ReportElement[];
  element_format: readonly FormatNode[];
};

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const refuse = (message: string, path: string) => unprocessable(message, [{ path, message }]);

/**
 * Sharing is with the caller's own groups (or groups the report was shared with already); a FIN
 * Admin shares with any existing group.
 */
async function checkGroups(db: Db, actor: Actor, groupIds: readonly number[], already: readonly number[]) {
  const wanted = [...new Set(groupIds)];
  if (wanted.length === 0) return;
  if (!mayWriteGlobal(actor)) {
    const allowed = new Set([...actor.groups.map((g) => g.id), ...already]);
    if (wanted.some((id) => !allowed.has(id)))
      throw refuse(REPORT_WRITER_MESSAGES.shareOwnGroupsOnly, 'group_ids');
    return;
  }
  const found = await db.select({ id: groups.id }).from(groups).where(inArray(groups.id, wanted));
  if (found.length !== wanted.length) throw refuse(REPORT_WRITER_MESSAGES.unknownGroup, 'group_ids');
}

/**
 * Names are unique per owner, compared trimmed and case-insensitively. The owner's user row is locked
 * first, so two saves of one owner at once cannot both pass the check (custom_reports has no unique
 * index on names: a deleted owner's reports keep theirs).
 */
async function assertNameFree(tx: Tx, ownerId: number | null, name: string, except: number | null) {
  if (ownerId !== null)
    await tx.select({ id: users.id }).from(users).where(eq(users.id, ownerId)).for('update');
  const [clash] = await tx
    .select({ id: customReports.id })
    .from(customReports)
    .where(
      and(
        ownerId === null ? isNull(customReports.userId) : eq(customReports.userId, ownerId),
        sql`lower(btrim(${customReports.name})) = lower(${name})`,
        except === null ? undefined : ne(customReports.id, except),
      ),
    )
    .limit(1);
  if (clash) throw refuse(MESSAGES.validation.reportNameExists, 'name');
}

async function writeReport(
  tx: Tx,
  actor: Actor,
  input: ReportInput,
  existing: CustomReportRow | null,
): Promise<CustomReportRow> {
  await assertNameFree(tx, existing ? existing.userId : actor.user.id, input.name, existing?.id ?? null);
  const values = {
    name: input.name,
    description: input.description === '' ? null : input.description,
    isMbc: input.is_mbc,
    fiType: input.fi_type,
    reportElements: [...input.report_elements] as unknown[],
    elementFormat: [...input.element_format] as unknown[],
    isGlobal: input.is_global,
    updatedAt: new Date(),
  };
  const [row] = existing
    ? await tx.update(customReports).set(values).where(eq(customReports.id, existing.id)).returning()
    : await tx
        .insert(customReports)
        .values({ ...values, userId: actor.user.id, groupId: actor.user.clientGroupId })
        .returning();
  if (!row) throw new Error('custom report write returned nothing');
  await tx.delete(customReportGroups).where(eq(customReportGroups.reportId, row.id));
  const groupIds = [...new Set(input.group_ids)];
  if (groupIds.length > 0) {
    await tx.insert(customReportGroups).values(groupIds.map((groupId) => ({ reportId: row.id, groupId })));
  }
  return row;
}

/**
 * Saves a custom report: a new one (id null) as the caller's, or the caller's own one in place (a FIN
 * Admin also a navigator report). Everything is checked before anything is written, and the report
 * and its groups are written in one transaction.
 */
export async function saveReport(
  database: Database,
  actor: Actor,
  input: ReportInput,
  id: number | null,
): Promise<SelfServeReportEdit> {
  const { db } = database;
  const existing = id === null ? null : await writableReport(db, actor, id);
  if (input.is_global && !mayWriteGlobal(actor)) throw forbidden();
  const already = existing
    ? (
        await db
          .select({ id: customReportGroups.groupId })
          .from(customReportGroups)
          .where(eq(customReportGroups.reportId, existing.id))
      ).map((r) => r.id)
    : [];
  await checkGroups(db, actor, input.group_ids, already);
  await checkReportContent(database, actor, input);
  const row = await db.transaction((tx) => writeReport(tx, actor, input, existing));
  return reportEdit(db, actor, row);
}

/** Deletes the caller's report (a FIN Admin also a navigator one); its shares go with it. */
export async function deleteReport(database: Database, actor: Actor, id: number): Promise<void> {
  const row = await writableReport(database.db, actor, id);
  await database.db.transaction(async (tx) => {
    await tx.delete(customReportGroups).where(eq(customReportGroups.reportId, row.id));
    await tx.delete(customReports).where(eq(customReports.id, row.id));
  });
}
