import type { ActivityKind, ActivityModule, NO_ACTIVITY_MODULE } from '@fin-atlas/domain';

/** One thing a signed-in user did, as the recorder takes it. */
export type ActivityEvent = {
  userId: number;
  /** The user's client group when it happened: the tenant whose report counts it. */
  groupId: number | null;
  partnerId: number | null;
  /** The FIN Admin who acted while signed in as the user. */
  impersonatorId: number | null;
  kind: ActivityKind;
  module: ActivityModule | typeof NO_ACTIVITY_MODULE;
  /** What was acted on: a page path, a report id, a file name. */
  target?: string | null;
  details?: Record<string, unknown>;
  /** When it happened; the moment `record` was called unless given. */
  at?: Date;
};

/**
 * The part of a request's actor an event needs (identity's `Actor` has this shape: infrastructure
 * names no module's types).
 */
export type ActivityActor = {
  user: { id: number; clientGroupId: number | null; partnerId: number | null };
  impersonator: { id: number } | null;
};

/** The event of an action by the request's actor. */
export function activityOf(
  actor: ActivityActor,
  what: Pick<ActivityEvent, 'kind' | 'module' | 'target' | 'details'>,
): ActivityEvent {
  return {
    userId: actor.user.id,
    groupId: actor.user.clientGroupId,
    partnerId: actor.user.partnerId,
    impersonatorId: actor.impersonator?.id ?? null,
    ...what,
  };
}
