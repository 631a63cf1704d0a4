import {
  type DownloadFormat,
  isCalendarSchedule,
  type SubscriptionDelivery,
  type SubscriptionDeliveryMode,
  type SubscriptionSchedule,
  type SubscriptionStatus,
  type SubscriptionView,
} from '@fin-atlas/domain';
import { inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { subscriptionDeliveries as deliveries, type subscriptions } from '../../db/schema/index.js';
import { type SubscriptionTargetKind, targetOf, targetRef } from './targets.js';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

/** A delivery as lists read it: everything but the file, and whether the file is kept. */
const listedDelivery = {
  id: deliveries.id,
  subscriptionId: deliveries.subscriptionId,
  periodKey: deliveries.periodKey,
  status: deliveries.status,
  attempts: deliveries.attempts,
  rowCount: deliveries.rowCount,
  byteSize: deliveries.byteSize,
  error: deliveries.error,
  fileName: deliveries.fileName,
  format: deliveries.format,
  fingerprint: deliveries.fingerprint,
  deliveredVia: deliveries.deliveredVia,
  startedAt: deliveries.startedAt,
  finishedAt: deliveries.finishedAt,
  seenAt: deliveries.seenAt,
  hasFile: sql<boolean>`${deliveries.file} is not null`.as('has_file'),
};

type ListedDelivery = Omit<typeof deliveries.$inferSelect, 'file'> & { hasFile: boolean };

/** Where the owner (or a FIN Admin) downloads a delivered file. */
export const deliveryFileUrl = (subscriptionId: number, deliveryId: number): string =>
  `/api/subscriptions/${subscriptionId}/deliveries/${deliveryId}/file`;

function deliveryView(row: ListedDelivery): SubscriptionDelivery {
  return {
    id: row.id,
    period_key: row.periodKey,
    status: row.status as SubscriptionDelivery['status'],
    attempts: row.attempts,
    row_count: row.rowCount,
    byte_size: row.byteSize,
    file_name: row.fileName,
    format: row.format as DownloadFormat | null,
    error: row.error,
    delivered_via: row.deliveredVia as SubscriptionDelivery['delivered_via'],
    fingerprint: row.fingerprint,
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    seen_at: row.seenAt?.toISOString() ?? null,
    download_url:
      row.status === 'delivered' && row.hasFile ? deliveryFileUrl(row.subscriptionId, row.id) : null,
  };
}

/** Each subscription's deliveries, newest first: the latest `limit` of each, or all of them. */
export async function deliveriesOf(
  db: Db,
  subscriptionIds: readonly number[],
  limit: number | null,
): Promise<Map<number, SubscriptionDelivery[]>> {
  const bySubscription = new Map<number, SubscriptionDelivery[]>();
  if (subscriptionIds.length === 0) return bySubscription;
  const ranked = db
    .select({
      ...listedDelivery,
      rank: sql<number>`row_number() over (partition by ${deliveries.subscriptionId} order by ${deliveries.startedAt} desc, ${deliveries.id} desc)`.as(
        'rank',
      ),
    })
    .from(deliveries)
    .where(inArray(deliveries.subscriptionId, [...subscriptionIds]))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(limit === null ? undefined : lte(ranked.rank, limit))
    .orderBy(ranked.subscriptionId, ranked.rank);
  for (const row of rows) {
    const list = bySubscription.get(row.subscriptionId) ?? [];
    list.push(deliveryView(row));
    bySubscription.set(row.subscriptionId, list);
  }
  return bySubscription;
}

/** The names of the rows' targets, asked of each kind's registered target once. */
async function targetNames(
  db: Db,
  rows: readonly SubscriptionRow[],
): Promise<(row: SubscriptionRow) => string | null> {
  const names = new Map<SubscriptionTargetKind, Map<number, string>>();
  for (const kind of ['query', 'report'] as const) {
    const ids = rows.map(targetRef).filter((ref) => ref.kind === kind);
    const target = targetOf(kind);
    if (ids.length > 0 && target) names.set(kind, await target.names(db, [...new Set(ids.map((r) => r.id))]));
  }
  return (row) => {
    const ref = targetRef(row);
    return names.get(ref.kind)?.get(ref.id) ?? null;
  };
}

/** Only an active calendar subscription has a next run to show; the others wait for data or for the user. */
const nextRun = (row: SubscriptionRow): string | null =>
  row.status === 'active' && isCalendarSchedule(row.schedule as SubscriptionSchedule)
    ? (row.nextRunAt?.toISOString() ?? null)
    : null;

/** Subscriptions as their owner and FIN Admins see them, with their latest `deliveriesShown` deliveries. */
export async function subscriptionViews(
  db: Db,
  rows: readonly SubscriptionRow[],
  deliveriesShown: number,
): Promise<SubscriptionView[]> {
  const nameOf = await targetNames(db, rows);
  const latest = await deliveriesOf(
    db,
    rows.map((r) => r.id),
    deliveriesShown,
  );
  return rows.map((row) => ({
    id: row.id,
    advanced_query_id: row.advancedQueryId,
    report_id: row.reportId,
    target_name: nameOf(row),
    target_kind: targetRef(row).kind,
    schedule: row.schedule as SubscriptionSchedule,
    delivery_mode: row.deliveryMode as SubscriptionDeliveryMode,
    delivery_format: row.deliveryFormat as DownloadFormat,
    subscription_source: row.subscriptionSource,
    status: row.status as SubscriptionStatus,
    stop_reason: row.stopReason,
    next_run_at: nextRun(row),
    last_run_at: row.lastRunAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    deliveries: latest.get(row.id) ?? [],
  }));
}
