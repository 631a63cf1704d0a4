import { isCalendarSchedule, nextRunAfter, type SubscriptionSchedule } from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema/index.js';
import { type Actor, loadActor } from '../identity/index.js';
import type { SubscriptionRow } from './subscription-views.js';
import { type TargetStanding, targetOf, targetRef } from './targets.js';

/** Why a subscription stopped, when the cause is its owner or its kind rather than its target. */
export const STOP_REASONS = {
  ownerDeactivated: "The subscriber's account was deactivated.",
  ownerNotEmailUser: 'The subscriber no longer signs in with e-mail and password.',
  kindNotDeliverable: 'Subscriptions of this kind can no longer be delivered.',
} as const;

/**
 * What `next_run_at` holds: for a calendar schedule the next scheduled run; for 'on_new_data' the
 * instant after which a finished data load is new to the subscription (the due scan moves it to
 * each load it delivers).
 */
export function nextRunFrom(schedule: SubscriptionSchedule, now: Date): Date {
  return isCalendarSchedule(schedule) ? nextRunAfter(schedule, now) : now;
}

/** The owner as the access rules see them, or null when the account is gone. */
export async function ownerOf(
  database: Database,
  row: Pick<SubscriptionRow, 'userId'>,
): Promise<Actor | null> {
  const [owner] = await database.db.select().from(users).where(eq(users.id, row.userId));
  return owner ? loadActor(database.db, owner) : null;
}

/**
 * Whether the subscription may still be delivered, and what its target is called: not when the
 * owner was deactivated or left e-mail sign-in, or the target is gone or no longer theirs to use
 * (the target decides that: its existence, its sharing, the owner's modules and permissions).
 */
export async function deliveryStanding(
  database: Database,
  row: SubscriptionRow,
  owner: Actor | null,
): Promise<TargetStanding> {
  if (!owner?.user.isActive) return { usable: false, reason: STOP_REASONS.ownerDeactivated };
  if (owner.user.passwordHash === null) return { usable: false, reason: STOP_REASONS.ownerNotEmailUser };
  const ref = targetRef(row);
  const target = targetOf(ref.kind);
  if (!target) return { usable: false, reason: STOP_REASONS.kindNotDeliverable };
  return target.standing(database, owner, ref.id);
}
