import type { OrderPayment, OrderReport, OrderReportQuery, QueryOrder } from '@fin-atlas/domain';
import { and, count, desc, eq, gte, lt, type SQL, sql, sum } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { groups, queryOrders, users } from '../../../db/schema/index.js';

/** Rows a CSV export carries at most: years of orders for any client. */
export const ORDER_EXPORT_LIMIT = 100_000;

export type OrderFilter = Pick<OrderReportQuery, 'from' | 'to'> & { groupId?: number | undefined };

function conditions(filter: OrderFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.groupId !== undefined) where.push(eq(queryOrders.groupId, filter.groupId));
  if (filter.from) where.push(gte(queryOrders.createdAt, new Date(`${filter.from}T00:00:00Z`)));
  if (filter.to) {
    // The end day is included: everything before the next day's start.
    const end = new Date(`${filter.to}T00:00:00Z`);
    end.setUTCDate(end.getUTCDate() + 1);
    where.push(lt(queryOrders.createdAt, end));
  }
  return where.length ? and(...where) : undefined;
}

async function orderRows(
  db: Db,
  filter: OrderFilter,
  page: { limit: number; offset: number },
): Promise<QueryOrder[]> {
  const rows = await db
    .select({ order: queryOrders, userName: users.userName, email: users.email, groupName: groups.name })
    .from(queryOrders)
    .leftJoin(users, eq(users.id, queryOrders.userId))
    .leftJoin(groups, eq(groups.id, queryOrders.groupId))
    .where(conditions(filter))
    .orderBy(desc(queryOrders.createdAt), desc(queryOrders.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(({ order, userName, email, groupName }) => ({
    id: order.id,
    created_at: order.createdAt.toISOString(),
    user_id: order.userId,
    user_name: userName,
    email,
    group_id: order.groupId,
    group_name: groupName,
    query_name: order.queryName,
    fi_count: order.fiCount,
    number_fields: order.numberFields,
    format: order.format === 'xlsx' ? 'xlsx' : 'csv',
    total_price: order.totalPrice,
    tokens: order.tokens,
    payment: order.payment as OrderPayment,
  }));
}

/** A page of orders, newest first, with the count and the totals of every order the filter matches. */
export async function orderReport(
  db: Db,
  filter: OrderFilter,
  page: { page: number; per_page: number },
): Promise<OrderReport> {
  const [totals] = await db
    .select({
      n: count(),
      price: sum(queryOrders.totalPrice),
      tokens: sql<string | null>`sum(${queryOrders.tokens}) filter (where ${queryOrders.payment} = 'tokens')`,
    })
    .from(queryOrders)
    .where(conditions(filter));
  return {
    orders: await orderRows(db, filter, { limit: page.per_page, offset: (page.page - 1) * page.per_page }),
    total: totals?.n ?? 0,
    page: page.page,
    per_page: page.per_page,
    total_price: Math.round(Number(totals?.price ?? 0) * 100) / 100,
    total_tokens: Number(totals?.tokens ?? 0),
  };
}

export const exportedOrders = (db: Db, filter: OrderFilter) =>
  orderRows(db, filter, { limit: ORDER_EXPORT_LIMIT, offset: 0 });

export const ORDER_COLUMNS: { label: string; value: (o: QueryOrder) => string | number | null }[] = [
  { label: 'Order', value: (o) => o.id },
  { label: 'Date (UTC)', value: (o) => o.created_at.slice(0, 19).replace('T', ' ') },
  { label: 'User', value: (o) => o.user_name },
  { label: 'Email', value: (o) => o.email },
  { label: 'Client group', value: (o) => o.group_name },
  { label: 'Query', value: (o) => o.query_name },
  { label: 'Institutions', value: (o) => o.fi_count },
  { label: 'Fields', value: (o) => o.number_fields },
  { label: 'Format', value: (o) => o.format.toUpperCase() },
  { label: 'Price (USD)', value: (o) => o.total_price },
  { label: 'Tokens', value: (o) => o.tokens },
  { label: 'Payment', value: (o) => (o.payment === 'tokens' ? 'Tokens' : 'Invoice') },
];
