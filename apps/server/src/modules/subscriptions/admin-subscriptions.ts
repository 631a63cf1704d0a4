import {
  type AdminSubscriptionRow,
  type AdminSubscriptionsQuery,
  type AdminSubscriptionsResponse,
  SUBSCRIPTION_LIMITS,
} from '@fin-atlas/domain';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { escapeLike } from '../../db/like.js';
import { groups, subscriptions, users } from '../../db/schema/index.js';
import { type SubscriptionRow, subscriptionViews } from './subscription-views.js';
import { targetOf } from './targets.js';

/** The search text against the subscriber's e-mail and name and the target's name (asked of each kind). */
async function matchesText(db: Db, text: string): Promise<SQL | undefined> {
  const pattern = `%${escapeLike(text)}%`;
  const queryIds = (await targetOf('query')?.idsNamed(db, text)) ?? [];
  const reportIds = (await targetOf('report')?.idsNamed(db, text)) ?? [];
  return or(
    ilike(users.email, pattern),
    ilike(users.userName, pattern),
    queryIds.length > 0 ? inArray(subscriptions.advancedQueryId, queryIds) : undefined,
    reportIds.length > 0 ? inArray(subscriptions.reportId, reportIds) : undefined,
  );
}

/** Rows with their subscriber and tenant, in the order given. */
async function adminRows(db: Db, rows: readonly SubscriptionRow[]): Promise<AdminSubscriptionRow[]> {
  if (rows.length === 0) return [];
  const people = await db
    .select({ id: users.id, userName: users.userName, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(rows.map((r) => r.userId))]));
  const groupIds = [...new Set(rows.flatMap((r) => (r.groupId === null ? [] : [r.groupId])))];
  const tenants =
    groupIds.length === 0
      ? []
      : await db
          .select({ id: groups.id, name: groups.name })
          .from(groups)
          .where(inArray(groups.id, groupIds));
  const views = await subscriptionViews(db, rows, SUBSCRIPTION_LIMITS.deliveriesShown);
  return views.map((view, i) => {
    const row = rows[i] as SubscriptionRow;
    const person = people.find((p) => p.id === row.userId);
    const tenant = tenants.find((g) => g.id === row.groupId);
    return {
      ...view,
      user: { id: row.userId, user_name: person?.userName ?? '', email: person?.email ?? '' },
      group: tenant ? { id: tenant.id, name: tenant.name } : null,
    };
  });
}

export async function adminRow(db: Db, row: SubscriptionRow): Promise<AdminSubscriptionRow> {
  const [shown] = await adminRows(db, [row]);
  if (!shown) throw new Error(`subscription ${row.id} could not be shown`);
  return shown;
}

/** Every subscription for the FIN Admin: by text, status, schedule and mode, newest first, a page at a time. */
export async function adminSubscriptions(
  db: Db,
  filter: AdminSubscriptionsQuery,
): Promise<AdminSubscriptionsResponse> {
  const where = and(
    filter.q ? await matchesText(db, filter.q) : undefined,
    filter.status ? eq(subscriptions.status, filter.status) : undefined,
    filter.schedule ? eq(subscriptions.schedule, filter.schedule) : undefined,
    filter.delivery_mode ? eq(subscriptions.deliveryMode, filter.delivery_mode) : undefined,
  );
  const [total] = await db
    .select({ n: count() })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(where);
  const page = await db
    .select({ subscription: subscriptions })
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(where)
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(filter.per_page)
    .offset((filter.page - 1) * filter.per_page);
  return {
    subscriptions: await adminRows(
      db,
      page.map((p) => p.subscription),
    ),
    total: total?.n ?? 0,
    page: filter.page,
    per_page: filter.per_page,
  };
}
