import { buffer } from 'node:stream/consumers';
import { and, eq, ilike, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/database.js';
import { escapeLike } from '../../../db/like.js';
import { advancedQueries } from '../../../db/schema/index.js';
import { AppError } from '../../../http/app-error.js';
import { fileSlug } from '../../../http/attachment.js';
import { recordDownload } from '../../downloads/index.js';
import { type Actor, mayReach, PROSPECT_LIST } from '../../identity/index.js';
import { type SubscriptionTarget, type TargetStanding, TargetUnusable } from '../../subscriptions/index.js';
import type { QueryTable } from '../engine/query-engine.js';
import { queryEngineFor } from '../engine-instance.js';
import { queryCsv, queryWorkbook } from '../orders/query-files.js';
import { assertQueryVariantAllowed } from '../query-access.js';
import { listedQueries, mayUseVendorFit, storedPayload, visibleTo } from './saved-query-rows.js';

/** Why a saved query may not be delivered to a user, in the words the subscription shows. */
export const QUERY_UNUSABLE = {
  deleted: 'The saved query was deleted.',
  notShared: 'The saved query is no longer shared with you.',
  noFinQuery: 'You no longer have FIN Query.',
  noProspectList: 'You no longer have the prospect list permission that FIN Query lists need.',
  noMortgage: 'You no longer have the mortgage permission (mbc) that mortgage queries need.',
  noVendorFit: 'The saved query uses VendorFit elements, and you no longer have VendorFit.',
  unreadable: 'The saved query can no longer be read.',
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
  return { usable: true, name: row.name };
}

/** The query's table as its owner would get it; a query the engine refuses for them no longer runs. */
async function ownersTable(
  database: Database,
  owner: Actor,
  row: typeof advancedQueries.$inferSelect,
): Promise<QueryTable> {
  const payload = storedPayload(row);
  if (!payload) throw new TargetUnusable(QUERY_UNUSABLE.unreadable);
  try {
    return await queryEngineFor(database).table(owner, payload);
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
 * and fingerprint), and logged as the owner's download. A delivery is not an order: the owner
 * already sees the whole list on screen, and the file is theirs alone.
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
    const table = await ownersTable(database, owner, row);
    const rowCount = table.positions.length;
    const fileName = `${fileSlug(row.name, 'prospect-list')}-${new Date().toISOString().slice(0, 10)}.${format}`;
    const stamp = await recordDownload(database.db, owner, {
      kind: 'subscription',
      description: `Subscription delivery of the saved query "${row.name}" (${periodKey}): ${rowCount.toLocaleString('en-US')} institutions × ${table.columns.length} fields.`,
      params: { subscription_id: subscriptionId, period_key: periodKey, advanced_query_id: id },
      fileName,
      format,
      rowCount,
    });
    const file =
      format === 'xlsx' ? await queryWorkbook(table, stamp, 'Prospect list') : queryCsv(table, stamp);
    return { body: await buffer(file), fileName, rowCount, fingerprint: stamp.fingerprint };
  },
};
