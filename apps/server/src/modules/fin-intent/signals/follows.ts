import { INTENT_LIMITS, type IntentAlert, type IntentLevel } from '@fin-atlas/domain';
import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import {
  institutions,
  intentAlerts,
  intentSignalFollowers,
  intentSignals,
} from '../../../db/schema/index.js';
import type { Actor } from '../../identity/index.js';
import { levelOf } from './signal-rows.js';

/** Follows the signal from `minLevel` up (changing the level of an existing follow). */
export async function follow(db: Db, actor: Actor, signalId: number, minLevel: IntentLevel) {
  await db
    .insert(intentSignalFollowers)
    .values({ userId: actor.user.id, signalId, groupId: actor.user.clientGroupId, minLevel })
    .onConflictDoUpdate({
      target: [intentSignalFollowers.userId, intentSignalFollowers.signalId],
      set: { minLevel, groupId: actor.user.clientGroupId },
    });
  return { signal_id: signalId, min_level: minLevel };
}

export async function unfollow(db: Db, actor: Actor, signalId: number) {
  await db
    .delete(intentSignalFollowers)
    .where(
      and(eq(intentSignalFollowers.userId, actor.user.id), eq(intentSignalFollowers.signalId, signalId)),
    );
  return { signal_id: signalId, min_level: null };
}

async function unreadCount(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(intentAlerts)
    .where(and(eq(intentAlerts.userId, userId), isNull(intentAlerts.readAt)));
  return row?.n ?? 0;
}

/** The caller's own alerts, newest first, and how many are unread. */
export async function alertsOf(db: Db, actor: Actor): Promise<{ alerts: IntentAlert[]; unread: number }> {
  const rows = await db
    .select({
      alert: intentAlerts,
      signalName: intentSignals.name,
      institutionName: institutions.name,
    })
    .from(intentAlerts)
    .innerJoin(intentSignals, eq(intentSignals.id, intentAlerts.signalId))
    .innerJoin(institutions, eq(institutions.id, intentAlerts.institutionId))
    .where(eq(intentAlerts.userId, actor.user.id))
    .orderBy(desc(intentAlerts.createdAt), desc(intentAlerts.id))
    .limit(INTENT_LIMITS.alertsListed);
  const alerts = rows.flatMap(({ alert, signalName, institutionName }): IntentAlert[] => {
    const level = levelOf(alert.level);
    if (!level) return [];
    return [
      {
        id: alert.id,
        signal: { id: alert.signalId, name: signalName },
        institution: { id: alert.institutionId, name: institutionName },
        level,
        period: alert.period,
        created_at: alert.createdAt.toISOString(),
        read: alert.readAt !== null,
      },
    ];
  });
  return { alerts, unread: await unreadCount(db, actor.user.id) };
}

/** Marks the caller's alerts read: the given ones (anyone else's ids are ignored) or all. */
export async function markAlertsRead(db: Db, actor: Actor, ids: readonly number[] | undefined) {
  await db
    .update(intentAlerts)
    .set({ readAt: new Date() })
    .where(
      and(
        eq(intentAlerts.userId, actor.user.id),
        isNull(intentAlerts.readAt),
        ...(ids ? [inArray(intentAlerts.id, [...ids])] : []),
      ),
    );
  return { unread: await unreadCount(db, actor.user.id) };
}
