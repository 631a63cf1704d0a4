import { buffer } from 'node:stream/consumers';
import { formatValue, type QueryPayload } from '@fin-atlas/domain';
import { and, eq, ilike, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { escapeLike } from '../../../db/like.js';
import { advancedQueries } from '../../../db/schema/index.js';
import { AppError } from '../../../http/app-error.js';
import { fileSlug } from '../../../http/attachment.js';
import { recordDownload } from '../../downloads/index.js';
import { type Actor, mayReach, PROSPECT_LIST } from '../../identity/index.js';
import { type SubscriptionTarget, type TargetStanding, TargetUnusable } from '../../subscriptions/index.js';
import { placeOrder } from '../orders/place-order.js';
import { queryCsv, queryWorkbook } from '../orders/query-files.js';
import { type PricedTable, pricedTable } from '../pricing/priced-table.js';
import { scheduleOfGroup } from '../pricing/schedule-store.js';
import { assertQueryVariantAllowed } from '../query-access.js';
import {
  listedQueries,
  mayUseVendorFit,
  storedPayload,
  variantOfRow,
  visibleTo,
} from './saved-query-rows.js';

/** Why a saved query may not be delivered to a user, in the words the subscription shows. */
export const QUERY_UNUSABLE = {
  deleted: 'The saved query was deleted.',
  notShared: 'The saved query is no longer shared with you.',
  noFinQuery: 'You no longer have FIN Query.',
  noProspectList: 'You no longer have the prospect list permission that FIN Query lists need.',
  noMortgage: 'You no longer have the mortgage permission (mbc) that mortgage queries need.',
  noVendorFit: 'The saved query uses VendorFit elements, and you no longer have VendorFit.',
  unreadable: 'The saved query can no longer be read.',
  noPricing:
    'Your company has no pricing schedule for FIN Query lists: each delivery is an order, like a download. Please contact admin.',
} as const;

/** The rules every FIN Query list answers to (PROSPECT_LIST, the mortgage variant, VendorFit), read for one user. */
async function queryStanding(database: Database, actor: Actor, id: number): Promise<TargetStanding> {
  const { db } = database;
  const [row] = await listedQueries(db, and(eq(advancedQueries.id, id), visibleTo(db, actor)));
  if (!row) {
    const [exists] = await db
      .select({ id: advancedQueries.id })
      .from(advancedQueries)
      .where(eq(advancedQueries.id, id));
    return { usable: false, reason: exists ? QUERY_UNUSABLE.notShared : QUERY_UNUSABLE.deleted };
  }
  if (!mayReach(actor, PROSPECT_LIST)) {
    return {
      usable: false,
      reason: actor.modules.has('fin_query') ? QUERY_UNUSABLE.noProspectList : QUERY_UNUSABLE.noFinQuery,
    };
  }
  try {
    assertQueryVariantAllowed(actor, row.queryType === 'mortgage');
  } catch {
    return { usable: false, reason: QUERY_UNUSABLE.noMortgage };
  }
  if (row.usesVendorFit && !mayUseVendorFit(actor))
    return { usable: false, reason: QUERY_UNUSABLE.noVendorFit };
  if (!storedPayload(row)) return { usable: false, reason: QUERY_UNUSABLE.unreadable };
  const groupId = actor.user.clientGroupId;
  if (groupId === null || !(await scheduleOfGroup(database.db, groupId))) {
    return { usable: false, reason: QUERY_UNUSABLE.noPricing };
  }
  return { usable: true, name: row.name };
}

/**
 * The query priced for its owner as the download prices it; a query the engine refuses for them, or a
 * company without a pricing schedule, no longer delivers.
 */
async function ownersPricedTable(
  database: Database,
  owner: Actor,
  row: typeof advancedQueries.$inferSelect,
  payload: QueryPayload,
): Promise<PricedTable> {
  try {
    return await pricedTable(database, owner, { query: payload, is_mbc: variantOfRow(row) === 'mortgage' });
  } catch (error) {
    if (error instanceof AppError && error.statusCode < 500) {
      throw new TargetUnusable(`The saved query no longer runs: ${error.message}`);
    }
    throw error;
  }
}

/**
 * Saved queries as subscriptions deliver them: the prospect list re-run as its owner on the latest
 * data, written as the FIN Query download writes it (CSV streamed, XLSX on the compute pool, notice
 * and fingerprint). Each delivery is an order, priced at the company's schedule as a download is
 * (tokens when the balance covers it, else invoiced), once per subscription and period: a standing
 * order for a list must not be a way around the list's price.
 */
export const savedQueryTarget: SubscriptionTarget = {
  standing: queryStanding,

  async names(db, ids) {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: advancedQueries.id, name: advancedQueries.name })
      .from(advancedQueries)
      .where(inArray(advancedQueries.id, [...ids]));
    return new Map(rows.map((r) => [r.id, r.name]));
  },

  async idsNamed(db, text) {
    const rows = await db
      .select({ id: advancedQueries.id })
      .from(advancedQueries)
      .where(ilike(advancedQueries.name, `%${escapeLike(text)}%`));
    return rows.map((r) => r.id);
  },

  async produce(database, owner, id, { format, subscriptionId, periodKey }) {
    const [row] = await database.db.select().from(advancedQueries).where(eq(advancedQueries.id, id));
    if (!row) throw new TargetUnusable(QUERY_UNUSABLE.deleted);
    const payload = storedPayload(row);
    if (!payload) throw new TargetUnusable(QUERY_UNUSABLE.unreadable);
    const priced = await ownersPricedTable(database, owner, row, payload);
    const { table, price } = priced;
    const rowCount = table.positions.length;
    const fileName = `${fileSlug(row.name, 'prospect-list')}-${new Date().toISOString().slice(0, 10)}.${format}`;
    const download = {
      kind: 'subscription',
      description:
        rowCount === 0
          ? `Subscription delivery of the saved query "${row.name}" (${periodKey}): no institution matched; not charged.`
          : `Subscription delivery of the saved query "${row.name}" (${periodKey}): ${rowCount.toLocaleString('en-US')} institutions × ${table.columns.length} fields, ${formatValue(price.total_price, 'C2')}.`,
      params: {
        subscription_id: subscriptionId,
        period_key: periodKey,
        advanced_query_id: id,
        total_price: price.total_price,
        tokens: price.tokens,
      },
      fileName,
      rowCount,
      module: 'fin_query' as const,
    };
    // A period in which the query matches nobody delivers its empty list and is not charged; otherwise
    // one order per subscription and period: a retried delivery finds its order and charges nothing more.
    const stamp =
      rowCount === 0
        ? await recordDownload(database.db, owner, { ...download, format }, null)
        : (
            await placeOrder(
              database.db,
              owner,
              {
                claims: {
                  nonce: `subscription-${subscriptionId}-${periodKey}`,
                  group_id: priced.groupId,
                  schedule_id: priced.schedule.id,
                  fi_count: price.fi_count,
                  number_fields: price.number_fields,
                  total_price: price.total_price,
                  price_without_discounts: price.price_without_discounts,
                  tokens: price.tokens,
                },
                body: {
                  advanced_query_id: id,
                  query_name: row.name,
                  query: payload,
                  is_mbc: variantOfRow(row) === 'mortgage',
                },
                format,
                download,
              },
              null,
            )
          ).stamp;
    const file =
      format === 'xlsx' ? await queryWorkbook(table, stamp, 'Prospect list') : queryCsv(table, stamp);
    return { body: await buffer(file), fileName, rowCount, fingerprint: stamp.fingerprint };
  },
};
