import type { DownloadFormat, OrderPayment, QueryDownloadBody } from '@fin-atlas/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { ActivityRecorder } from '../../../activity/activity-recorder.js';
import type { Db } from '../../../db/database.js';
import { pricingSchedules, queryOrders } from '../../../db/schema/index.js';
import {
  type DownloadMeta,
  type DownloadStamp,
  findDownload,
  recordDownload,
  recordExport,
} from '../../downloads/index.js';
import type { Actor } from '../../identity/index.js';
import type { QuoteClaims } from '../pricing/quote-signer.js';

/** What an order is for and costs: a signed quote's terms, or a subscription delivery's price. */
export type OrderTerms = Pick<
  QuoteClaims,
  | 'nonce'
  | 'group_id'
  | 'schedule_id'
  | 'fi_count'
  | 'number_fields'
  | 'total_price'
  | 'price_without_discounts'
  | 'tokens'
>;

export type PlacedOrder = {
  stamp: DownloadStamp;
  orderId: number;
  payment: OrderPayment;
  /** False when this quote was already ordered: the file goes out again, uncharged. */
  charged: boolean;
};

/**
 * One transaction: the download is logged (its fingerprint goes in the file), the order is
 * recorded once per quote (a second insert with the same nonce does nothing, so downloading again
 * with the same quote charges nothing), and a new order draws the client's tokens when the balance
 * covers them, else it is invoiced against the schedule. Tokens are drawn by a conditional update,
 * so two orders at once can never take the balance below zero.
 */
export async function placeOrder(
  db: Db,
  actor: Actor,
  order: {
    claims: OrderTerms;
    body: Pick<QueryDownloadBody, 'advanced_query_id' | 'query_name' | 'query' | 'is_mbc'>;
    format: DownloadFormat;
    download: Omit<DownloadMeta, 'format'>;
  },
  /** Counts the file as the user's export once the order is placed; null for a scheduled delivery. */
  activity: ActivityRecorder | null,
): Promise<PlacedOrder> {
  const { claims, body } = order;
  const meta: DownloadMeta = { ...order.download, format: order.format };
  const placed = await db.transaction(async (tx) => {
    const stamp = await recordDownload(tx, actor, meta, null);
    const download = await findDownload(tx, stamp.fingerprint);
    const [inserted] = await tx
      .insert(queryOrders)
      .values({
        quoteNonce: claims.nonce,
        userId: actor.user.id,
        groupId: claims.group_id,
        actorUserId: actor.impersonator?.id ?? null,
        pricingScheduleId: claims.schedule_id,
        advancedQueryId: body.advanced_query_id ?? null,
        queryName: body.query_name || null,
        query: { ...body.query, is_mbc: body.is_mbc },
        fiCount: claims.fi_count,
        numberFields: claims.number_fields,
        format: order.format,
        totalPrice: claims.total_price,
        priceWithoutDiscounts: claims.price_without_discounts,
        tokens: claims.tokens,
        payment: 'invoice',
        downloadId: download?.id ?? null,
      })
      .onConflictDoNothing({ target: queryOrders.quoteNonce })
      .returning({ id: queryOrders.id });
    if (!inserted) {
      const [existing] = await tx
        .select({ id: queryOrders.id, payment: queryOrders.payment })
        .from(queryOrders)
        .where(eq(queryOrders.quoteNonce, claims.nonce));
      return {
        stamp,
        orderId: existing?.id ?? 0,
        payment: (existing?.payment ?? 'invoice') as OrderPayment,
        charged: false,
      };
    }
    const drawn =
      claims.tokens > 0
        ? await tx
            .update(pricingSchedules)
            .set({
              tokenBalance: sql`${pricingSchedules.tokenBalance} - ${claims.tokens}`,
              updatedAt: new Date(),
            })
            .where(
              and(
                eq(pricingSchedules.id, claims.schedule_id),
                gte(pricingSchedules.tokenBalance, claims.tokens),
              ),
            )
            .returning({ id: pricingSchedules.id })
        : [];
    const payment: OrderPayment = drawn.length > 0 ? 'tokens' : 'invoice';
    if (payment === 'tokens') {
      await tx.update(queryOrders).set({ payment }).where(eq(queryOrders.id, inserted.id));
    }
    return { stamp, orderId: inserted.id, payment, charged: true };
  });
  if (activity) recordExport(activity, actor, meta, placed.stamp.fingerprint);
  return placed;
}
