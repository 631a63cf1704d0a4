import {
  CLIENT_GROUP_TYPE_ID,
  type ClientScheduleUpdate,
  type PricingSchedule,
  type PricingScheduleBody,
} from '@fin-atlas/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { groups, pricingSchedules } from '../../../db/schema/index.js';
import { notFound, unprocessable } from '../../../http/app-error.js';

export type ScheduleRow = typeof pricingSchedules.$inferSelect;

export const SCHEDULE_MESSAGES = {
  notFound: 'Pricing schedule not found.',
  templateNotFound: 'Validation failed. The chosen template does not exist.',
  groupNotClient: 'Validation failed. Pricing schedules belong to client groups.',
  groupHasSchedule: 'Validation failed. This client group already has a pricing schedule.',
  negativeBalance: 'Validation failed. The token balance cannot go below zero.',
} as const;

export function presentSchedule(row: ScheduleRow, groupName: string | null): PricingSchedule {
  return {
    id: row.id,
    is_template: row.isTemplate,
    group_id: row.groupId,
    group_name: groupName,
    template_id: row.templateId,
    name: row.name,
    cost_per_fi_per_element: row.costPerFiPerElement,
    minimum_price: row.minimumPrice,
    tiers: [...row.tiers].sort((a, b) => a.min_fis - b.min_fis),
    discount_percent: row.discountPercent,
    token_value: row.tokenValue,
    token_balance: row.tokenBalance,
    updated_at: row.updatedAt.toISOString(),
  };
}

const terms = (body: Partial<PricingScheduleBody>) => ({
  ...(body.name !== undefined && { name: body.name }),
  ...(body.cost_per_fi_per_element !== undefined && { costPerFiPerElement: body.cost_per_fi_per_element }),
  ...(body.minimum_price !== undefined && { minimumPrice: body.minimum_price }),
  ...(body.tiers !== undefined && { tiers: body.tiers }),
  ...(body.discount_percent !== undefined && { discountPercent: body.discount_percent }),
  ...(body.token_value !== undefined && { tokenValue: body.token_value }),
});

const withGroup = (db: Db) =>
  db
    .select({ schedule: pricingSchedules, groupName: groups.name })
    .from(pricingSchedules)
    .leftJoin(groups, eq(groups.id, pricingSchedules.groupId));

/** The schedule a client group's downloads are priced with, or null when it has none. */
export async function scheduleOfGroup(db: Db, groupId: number): Promise<ScheduleRow | null> {
  const [row] = await db
    .select()
    .from(pricingSchedules)
    .where(and(eq(pricingSchedules.groupId, groupId), eq(pricingSchedules.isTemplate, false)));
  return row ?? null;
}

export async function listTemplates(db: Db): Promise<PricingSchedule[]> {
  const rows = await db
    .select()
    .from(pricingSchedules)
    .where(eq(pricingSchedules.isTemplate, true))
    .orderBy(asc(pricingSchedules.name), asc(pricingSchedules.id));
  return rows.map((r) => presentSchedule(r, null));
}

async function templateRow(db: Db, id: number): Promise<ScheduleRow | null> {
  const [row] = await db
    .select()
    .from(pricingSchedules)
    .where(and(eq(pricingSchedules.id, id), eq(pricingSchedules.isTemplate, true)));
  return row ?? null;
}

export async function createTemplate(db: Db, body: PricingScheduleBody): Promise<PricingSchedule> {
  const [row] = await db
    .insert(pricingSchedules)
    .values({
      isTemplate: true,
      ...terms(body),
      name: body.name,
      costPerFiPerElement: body.cost_per_fi_per_element,
    })
    .returning();
  return presentSchedule(row as ScheduleRow, null);
}

export async function updateTemplate(
  db: Db,
  id: number,
  body: PricingScheduleBody,
): Promise<PricingSchedule> {
  if (!(await templateRow(db, id))) throw notFound(SCHEDULE_MESSAGES.notFound);
  const [row] = await db
    .update(pricingSchedules)
    .set({ ...terms(body), updatedAt: new Date() })
    .where(eq(pricingSchedules.id, id))
    .returning();
  return presentSchedule(row as ScheduleRow, null);
}

/** Client schedules copied from a template keep their own terms: deleting the template leaves them. */
export async function deleteTemplate(db: Db, id: number): Promise<ScheduleRow> {
  const row = await templateRow(db, id);
  if (!row) throw notFound(SCHEDULE_MESSAGES.notFound);
  await db.delete(pricingSchedules).where(eq(pricingSchedules.id, id));
  return row;
}

/** Every client schedule with its group's name; a client admin's scope narrows it to their group. */
export async function listClientSchedules(db: Db, groupId?: number): Promise<PricingSchedule[]> {
  const rows = await withGroup(db)
    .where(
      and(
        eq(pricingSchedules.isTemplate, false),
        groupId === undefined ? undefined : eq(pricingSchedules.groupId, groupId),
      ),
    )
    .orderBy(asc(groups.name), asc(pricingSchedules.id));
  return rows.map((r) => presentSchedule(r.schedule, r.groupName));
}

export async function clientGroupsWithoutSchedule(db: Db): Promise<{ id: number; name: string }[]> {
  return db
    .select({ id: groups.id, name: groups.name })
    .from(groups)
    .leftJoin(
      pricingSchedules,
      and(eq(pricingSchedules.groupId, groups.id), eq(pricingSchedules.isTemplate, false)),
    )
    .where(and(eq(groups.groupTypeId, CLIENT_GROUP_TYPE_ID), isNull(pricingSchedules.id)))
    .orderBy(asc(groups.name));
}

export async function clientSchedule(db: Db, id: number): Promise<PricingSchedule | null> {
  const [row] = await withGroup(db).where(
    and(eq(pricingSchedules.id, id), eq(pricingSchedules.isTemplate, false)),
  );
  return row ? presentSchedule(row.schedule, row.groupName) : null;
}

export async function createClientSchedule(
  db: Db,
  request: { groupId: number; templateId: number; tokenBalance: number },
): Promise<PricingSchedule> {
  const template = await templateRow(db, request.templateId);
  if (!template) throw unprocessable(SCHEDULE_MESSAGES.templateNotFound);
  const [group] = await db.select().from(groups).where(eq(groups.id, request.groupId));
  if (!group || group.groupTypeId !== CLIENT_GROUP_TYPE_ID)
    throw unprocessable(SCHEDULE_MESSAGES.groupNotClient);
  if (await scheduleOfGroup(db, group.id)) throw unprocessable(SCHEDULE_MESSAGES.groupHasSchedule);
  const [row] = await db
    .insert(pricingSchedules)
    .values({
      isTemplate: false,
      groupId: group.id,
      templateId: template.id,
      name: template.name,
      costPerFiPerElement: template.costPerFiPerElement,
      minimumPrice: template.minimumPrice,
      tiers: template.tiers,
      discountPercent: template.discountPercent,
      tokenValue: template.tokenValue,
      tokenBalance: request.tokenBalance,
    })
    .returning();
  return presentSchedule(row as ScheduleRow, group.name);
}

/**
 * New terms and tokens for a client's schedule. Tokens are added in the database (balance +
 * n), never written as a total read earlier, so a download drawing tokens meanwhile is not undone.
 */
export async function updateClientSchedule(
  db: Db,
  id: number,
  body: ClientScheduleUpdate,
): Promise<{ before: PricingSchedule; after: PricingSchedule }> {
  const before = await clientSchedule(db, id);
  if (!before) throw notFound(SCHEDULE_MESSAGES.notFound);
  const add = body.add_tokens ?? 0;
  const [updated] = await db
    .update(pricingSchedules)
    .set({
      ...terms(body),
      tokenBalance: sql`${pricingSchedules.tokenBalance} + ${add}`,
      updatedAt: new Date(),
    })
    .where(and(eq(pricingSchedules.id, id), sql`${pricingSchedules.tokenBalance} + ${add} >= 0`))
    .returning({ id: pricingSchedules.id });
  if (!updated) throw unprocessable(SCHEDULE_MESSAGES.negativeBalance);
  return { before, after: (await clientSchedule(db, id)) as PricingSchedule };
}
