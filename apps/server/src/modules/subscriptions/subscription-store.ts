import {
  MESSAGES,
  SUBSCRIPTION_DELIVERY_MODES,
  SUBSCRIPTION_SCHEDULES,
  type SubscriptionCreateBody,
  type SubscriptionOwnerUpdateBody,
  type SubscriptionSchedule,
} from '@fin-atlas/domain';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database, Db } from '../../db/database.js';
import { subscriptionDeliveries, subscriptions } from '../../db/schema/index.js';
import { notFound, unprocessable } from '../../http/app-error.js';
import { contractViolation, type InputFailure } from '../../http/contracts.js';
import type { Actor } from '../identity/index.js';
import { deliveryStanding, nextRunFrom, ownerOf } from './standing.js';
import type { SubscriptionRow } from './subscription-views.js';
import { targetOf } from './targets.js';

/** Every 422 of a subscription write reads as the spec says; what was wrong is in the details. */
export const recheck = (path: string, message: string) =>
  unprocessable(MESSAGES.validation.subscriptionRecheck, [{ path, message }]);

export const subscriptionNotFound = () => notFound(MESSAGES.report.recordNotFound);

/** A subscription id in the path that is not one reads as "not found"; other input breaks the contract. */
export const idNotFound = (failure: InputFailure) =>
  failure.part === 'params' ? subscriptionNotFound() : contractViolation(failure.issues);

const SCHEDULES: readonly string[] = SUBSCRIPTION_SCHEDULES.map((s) => s.value);
const MODES: readonly string[] = SUBSCRIPTION_DELIVERY_MODES.map((m) => m.value);

/** A subscription of the user's own; anyone else's, or none, is not found. */
export async function ownSubscription(db: Db, userId: number, id: number): Promise<SubscriptionRow> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.id, id), eq(subscriptions.userId, userId)));
  if (!row) throw subscriptionNotFound();
  return row;
}

export async function subscriptionById(db: Db, id: number): Promise<SubscriptionRow> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!row) throw subscriptionNotFound();
  return row;
}

/** The user's subscriptions, newest first. */
export function userSubscriptions(db: Db, userId: number): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

/** Files delivered to the user's app (not by e-mail) that they have not opened yet: the notification. */
export async function unseenDeliveries(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(subscriptionDeliveries)
    .innerJoin(subscriptions, eq(subscriptions.id, subscriptionDeliveries.subscriptionId))
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptionDeliveries.status, 'delivered'),
        eq(subscriptionDeliveries.deliveredVia, 'app_link'),
        isNull(subscriptionDeliveries.seenAt),
      ),
    );
  return row?.n ?? 0;
}

/** The user's subscription of one saved query or report, or null. */
export async function findOwn(
  db: Db,
  userId: number,
  target: { advanced_query_id?: number | undefined; report_id?: number | undefined },
): Promise<SubscriptionRow | null> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        target.advanced_query_id !== undefined
          ? eq(subscriptions.advancedQueryId, target.advanced_query_id)
          : eq(subscriptions.reportId, target.report_id ?? 0),
      ),
    );
  return row ?? null;
}

function assertDelivery(fields: { schedule?: string | undefined; delivery_mode?: string | undefined }): void {
  if (fields.schedule !== undefined && !SCHEDULES.includes(fields.schedule)) {
    throw recheck('schedule', `Unknown schedule; choose one of ${SCHEDULES.join(', ')}.`);
  }
  if (fields.delivery_mode !== undefined && !MODES.includes(fields.delivery_mode)) {
    throw recheck('delivery_mode', `Unknown delivery mode; choose one of ${MODES.join(', ')}.`);
  }
}

/**
 * Subscribes the caller to a saved query or report they may use. Refused (422) for an unknown
 * schedule or mode, a target that does not exist or is not theirs to read, a kind no module
 * delivers yet, and a second subscription of the same target.
 */
export async function createSubscription(
  database: Database,
  actor: Actor,
  body: SubscriptionCreateBody,
): Promise<SubscriptionRow> {
  assertDelivery(body);
  const isQuery = body.advanced_query_id != null;
  const path = isQuery ? 'advanced_query_id' : 'report_id';
  const id = (isQuery ? body.advanced_query_id : body.report_id) ?? 0;
  const target = targetOf(isQuery ? 'query' : 'report');
  if (!target) throw recheck(path, 'No such saved report.');
  const standing = await target.standing(database, actor, id);
  if (!standing.usable) throw recheck(path, standing.reason);
  const schedule = body.schedule as SubscriptionSchedule;
  const [row] = await database.db
    .insert(subscriptions)
    .values({
      userId: actor.user.id,
      groupId: actor.user.clientGroupId,
      advancedQueryId: isQuery ? id : null,
      reportId: isQuery ? null : id,
      schedule,
      deliveryMode: body.delivery_mode,
      deliveryFormat: body.delivery_format,
      subscriptionSource: body.subscription_source ?? null,
      nextRunAt: nextRunFrom(schedule, new Date()),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw recheck(path, `You already subscribe to "${standing.name}".`);
  return row;
}

/**
 * Pauses or resumes. Resuming starts the schedule afresh from now (a paused period is not made
 * up); resuming a stopped subscription checks again what stopped it and refuses while it holds.
 */
export async function changeStatus(
  database: Database,
  row: SubscriptionRow,
  status: 'active' | 'paused',
): Promise<SubscriptionRow> {
  if (row.status === status) return row;
  const now = new Date();
  if (status === 'active' && row.status === 'stopped') {
    const standing = await deliveryStanding(database, row, await ownerOf(database, row));
    if (!standing.usable) throw recheck('status', standing.reason);
  }
  const [updated] = await database.db
    .update(subscriptions)
    .set({
      status,
      stopReason: null,
      ...(status === 'active' && { nextRunAt: nextRunFrom(row.schedule as SubscriptionSchedule, now) }),
      updatedAt: now,
    })
    .where(eq(subscriptions.id, row.id))
    .returning();
  return updated ?? row;
}

/** The owner's changes: schedule (the next run follows it), delivery mode and format, pause or resume. */
export async function updateOwn(
  database: Database,
  row: SubscriptionRow,
  changes: SubscriptionOwnerUpdateBody['subscription'],
): Promise<SubscriptionRow> {
  assertDelivery(changes);
  const now = new Date();
  const schedule = changes.schedule ?? (row.schedule as SubscriptionSchedule);
  const [updated] = await database.db
    .update(subscriptions)
    .set({
      ...(changes.schedule !== undefined && { schedule }),
      ...(changes.schedule !== undefined &&
        changes.schedule !== row.schedule && {
          nextRunAt: nextRunFrom(schedule, now),
        }),
      ...(changes.delivery_mode !== undefined && { deliveryMode: changes.delivery_mode }),
      ...(changes.delivery_format !== undefined && { deliveryFormat: changes.delivery_format }),
      updatedAt: now,
    })
    .where(eq(subscriptions.id, row.id))
    .returning();
  const changed = updated ?? row;
  return changes.status ? changeStatus(database, changed, changes.status) : changed;
}

export async function deleteOwn(db: Db, row: SubscriptionRow): Promise<void> {
  await db.delete(subscriptions).where(eq(subscriptions.id, row.id));
}

/** Stops a subscription with the reason in words; nothing is delivered until someone resumes it. */
export async function stopSubscription(db: Db, id: number, reason: string): Promise<void> {
  await db
    .update(subscriptions)
    .set({ status: 'stopped', stopReason: reason, updatedAt: new Date() })
    .where(and(eq(subscriptions.id, id), inArray(subscriptions.status, ['active', 'paused'])));
}
