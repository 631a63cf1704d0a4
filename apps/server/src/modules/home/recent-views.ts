import { RECENT_VIEWS_KEPT } from '@fin-atlas/domain';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { recentViews } from '../../db/schema/index.js';
import type { Actor } from '../identity/index.js';

export type RecentView =
  | {
      kind: 'report';
      reportType: string;
      reportId: number;
      name: string;
      /** In report order; the first is the report's subject. */
      institutionIds: readonly number[];
      peerGroupId: number | null;
    }
  | { kind: 'institution'; institutionId: number };

export type RecentViewRow = typeof recentViews.$inferSelect;

function itemKey(view: RecentView): string {
  return view.kind === 'institution'
    ? String(view.institutionId)
    : [view.reportType, view.reportId, view.institutionIds.join(','), view.peerGroupId ?? ''].join(':');
}

/**
 * Notes that the user opened a report or an institution: the same item opened again moves to the
 * top instead of repeating, and only the latest RECENT_VIEWS_KEPT per kind are kept. An admin
 * impersonating the user leaves the user's own trail alone.
 */
export async function recordRecentView(db: Db, actor: Actor, view: RecentView): Promise<void> {
  if (actor.impersonator) return;
  const institutionIds = view.kind === 'institution' ? [view.institutionId] : [...view.institutionIds];
  const [institutionId] = institutionIds;
  if (institutionId === undefined) return;
  const userId = actor.user.id;
  await db
    .insert(recentViews)
    .values({
      userId,
      groupId: actor.user.clientGroupId,
      kind: view.kind,
      itemKey: itemKey(view),
      reportType: view.kind === 'report' ? view.reportType : null,
      reportId: view.kind === 'report' ? view.reportId : null,
      title: view.kind === 'report' ? view.name : null,
      institutionId,
      institutionIds,
      peerGroupId: view.kind === 'report' ? view.peerGroupId : null,
    })
    .onConflictDoUpdate({
      target: [recentViews.userId, recentViews.kind, recentViews.itemKey],
      // The clock, not now(): two openings in one transaction must still be ordered.
      set: {
        viewedAt: sql`clock_timestamp()`,
        groupId: actor.user.clientGroupId,
        title: sql`excluded.title`,
      },
    });
  await db.execute(sql`
    delete from recent_views
     where user_id = ${userId} and kind = ${view.kind}
       and id not in (select id from recent_views where user_id = ${userId} and kind = ${view.kind}
                       order by viewed_at desc, id desc limit ${RECENT_VIEWS_KEPT})`);
}

/** The user's openings of one kind in this tenant, the latest first. */
export async function recentViewsOf(
  db: Db,
  actor: Actor,
  kind: RecentView['kind'],
): Promise<RecentViewRow[]> {
  const tenant = actor.user.clientGroupId;
  return db
    .select()
    .from(recentViews)
    .where(
      and(
        eq(recentViews.userId, actor.user.id),
        eq(recentViews.kind, kind),
        tenant === null ? isNull(recentViews.groupId) : eq(recentViews.groupId, tenant),
      ),
    )
    .orderBy(desc(recentViews.viewedAt), desc(recentViews.id))
    .limit(RECENT_VIEWS_KEPT);
}
