import {
  INTENT_ACTION_KINDS,
  INTENT_MESSAGES,
  type IntentAction,
  type IntentActionBody,
  type IntentActionKind,
} from '@fin-atlas/domain';
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.js';
import {
  groups,
  intentActionRuns,
  intentActions,
  intentSignals,
  orgLists,
} from '../../../db/schema/index.js';
import { notFound } from '../../../http/app-error.js';
import { audit } from '../../identity/index.js';
import { refused } from './refusals.js';
import { levelOf } from './signal-rows.js';

export type ActionRow = typeof intentActions.$inferSelect;

const isActionKind = (kind: string): kind is IntentActionKind =>
  INTENT_ACTION_KINDS.includes(kind as IntentActionKind);

/** Every action with its signal and CRM list by name, how often it fired and when last. */
export async function listActions(db: Db): Promise<IntentAction[]> {
  const runs = db
    .select({
      actionId: intentActionRuns.actionId,
      fired: count().as('fired'),
      last: max(intentActionRuns.firedAt).as('last'),
    })
    .from(intentActionRuns)
    .groupBy(intentActionRuns.actionId)
    .as('runs');
  const rows = await db
    .select({
      action: intentActions,
      signalName: intentSignals.name,
      listName: orgLists.name,
      fired: runs.fired,
      last: runs.last,
    })
    .from(intentActions)
    .leftJoin(intentSignals, eq(intentSignals.id, intentActions.signalId))
    .leftJoin(orgLists, eq(orgLists.id, intentActions.orgListId))
    .leftJoin(runs, eq(runs.actionId, intentActions.id))
    .orderBy(asc(intentActions.name), asc(intentActions.id));
  return rows.flatMap(({ action, signalName, listName, fired, last }): IntentAction[] => {
    const level = levelOf(action.level);
    if (!level || !isActionKind(action.kind)) return [];
    return [
      {
        id: action.id,
        name: action.name,
        signal: action.signalId === null ? null : { id: action.signalId, name: signalName ?? '' },
        level,
        kind: action.kind,
        org_list: action.orgListId === null ? null : { id: action.orgListId, name: listName ?? '' },
        is_active: action.isActive,
        fired: Number(fired ?? 0),
        last_fired_at: last ? new Date(last).toISOString() : null,
      },
    ];
  });
}

/** The CRM lists of every tenant an action may add institutions to, with the group that owns each. */
export async function crmLists(db: Db) {
  const rows = await db
    .select({ id: orgLists.id, name: orgLists.name, group: groups.name })
    .from(orgLists)
    .leftJoin(groups, eq(groups.id, orgLists.groupId))
    .where(eq(orgLists.kind, 'crm'))
    .orderBy(asc(orgLists.name), asc(orgLists.id));
  return rows.map((r) => ({ id: r.id, name: r.name, group: r.group }));
}

async function actionValues(db: Db, body: IntentActionBody) {
  if (body.signal_id !== null) {
    const [signal] = await db
      .select({ id: intentSignals.id })
      .from(intentSignals)
      .where(eq(intentSignals.id, body.signal_id));
    if (!signal) throw refused(INTENT_MESSAGES.signalNotFoundForAction, 'signal_id');
  }
  const orgListId = body.kind === 'crm_list' ? body.org_list_id : null;
  if (orgListId !== null) {
    const [list] = await db
      .select({ id: orgLists.id })
      .from(orgLists)
      .where(and(eq(orgLists.id, orgListId), eq(orgLists.kind, 'crm')));
    if (!list) throw refused(INTENT_MESSAGES.crmListNotFound, 'org_list_id');
  }
  return {
    name: body.name,
    signalId: body.signal_id,
    level: body.level,
    kind: body.kind,
    orgListId,
    isActive: body.is_active,
  };
}

async function findAction(db: Db, id: number): Promise<ActionRow> {
  const [row] = await db.select().from(intentActions).where(eq(intentActions.id, id));
  if (!row) throw notFound(INTENT_MESSAGES.actionNotFound);
  return row;
}

export async function presentAction(db: Db, id: number): Promise<IntentAction> {
  const found = (await listActions(db)).find((a) => a.id === id);
  if (!found) throw notFound(INTENT_MESSAGES.actionNotFound);
  return found;
}

/** Creates (id null) or changes an action, with its audit entry, in one transaction. */
export async function saveAction(
  db: Db,
  request: FastifyRequest,
  body: IntentActionBody,
  id: number | null,
): Promise<IntentAction> {
  if (id !== null) await findAction(db, id);
  const values = await actionValues(db, body);
  const savedId = await db.transaction(async (tx) => {
    const [saved] =
      id === null
        ? await tx
            .insert(intentActions)
            .values({ ...values, createdBy: request.actor?.user.id ?? null })
            .returning({ id: intentActions.id })
        : await tx
            .update(intentActions)
            .set(values)
            .where(eq(intentActions.id, id))
            .returning({ id: intentActions.id });
    if (!saved) throw notFound(INTENT_MESSAGES.actionNotFound);
    await audit(tx, request, {
      action: id === null ? 'intent_action_created' : 'intent_action_updated',
      target: { type: 'intent_action', id: saved.id },
      details: body,
    });
    return saved.id;
  });
  return presentAction(db, savedId);
}

export async function deleteAction(db: Db, request: FastifyRequest, id: number): Promise<void> {
  const action = await findAction(db, id);
  await db.transaction(async (tx) => {
    await tx.delete(intentActions).where(eq(intentActions.id, action.id));
    await audit(tx, request, {
      action: 'intent_action_deleted',
      target: { type: 'intent_action', id: action.id },
      details: { name: action.name },
    });
  });
}
