import {
  DELETED_ELEMENT_NAME,
  INTENT_ELEMENT_KINDS,
  INTENT_LEVELS,
  INTENT_MESSAGES,
  type IntentElement,
  type IntentElementKind,
  type IntentLevel,
  intentElementParamsSchema,
} from '@fin-atlas/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { intentSignalElements, intentSignals, solutions } from '../../../db/schema/index.js';
import { notFound } from '../../../http/app-error.js';

export type SignalRow = typeof intentSignals.$inferSelect;
export type ElementRow = typeof intentSignalElements.$inferSelect;
export type SignalWithSolution = SignalRow & { solutionName: string | null };

/** Which signals a caller may read: users the active ones, FIN Admins every one. */
export type SignalAudience = 'users' | 'admins';

export const isIntentLevel = (value: unknown): value is IntentLevel =>
  INTENT_LEVELS.includes(value as IntentLevel);

export const levelOf = (value: string | null): IntentLevel | null => (isIntentLevel(value) ? value : null);

/** Levels are ordered weakest first: a level is reached when it is at least the one asked for. */
export const levelRank = (level: IntentLevel): number => INTENT_LEVELS.indexOf(level);

export const isElementKind = (value: string): value is IntentElementKind =>
  INTENT_ELEMENT_KINDS.includes(value as IntentElementKind);

/** The name screens and files show: '(Deleted)' for an element deleted after it produced evidence. */
export const elementName = (row: Pick<ElementRow, 'name' | 'deletedAt'>): string =>
  row.deletedAt === null ? row.name : DELETED_ELEMENT_NAME;

export function presentElement(row: ElementRow): IntentElement {
  // Stored params may carry their kind or not; the column is the kind either way.
  const params = intentElementParamsSchema.parse({ ...row.params, kind: row.kind });
  return {
    id: row.id,
    name: elementName(row),
    kind: params.kind,
    weight: row.weight,
    params,
    deleted: row.deletedAt !== null,
  };
}

export async function signalRows(
  db: Db,
  audience: SignalAudience,
  ids?: readonly number[],
): Promise<SignalWithSolution[]> {
  const conditions = [
    ...(audience === 'users' ? [eq(intentSignals.isActive, true)] : []),
    ...(ids ? [inArray(intentSignals.id, [...ids])] : []),
  ];
  const rows = await db
    .select({ signal: intentSignals, solutionName: solutions.name })
    .from(intentSignals)
    .leftJoin(solutions, eq(solutions.id, intentSignals.solutionId))
    .where(and(...conditions))
    .orderBy(asc(intentSignals.name), asc(intentSignals.id));
  return rows.map((r) => ({ ...r.signal, solutionName: r.solutionName }));
}

/** One signal the caller may read, or 'Signal not found.' */
export async function findSignal(db: Db, id: number, audience: SignalAudience): Promise<SignalWithSolution> {
  const [row] = await signalRows(db, audience, [id]);
  if (!row) throw notFound(INTENT_MESSAGES.signalNotFound);
  return row;
}

/** Every element of a signal in its order, deleted ones (after the live ones) included. */
export async function elementRows(db: Db, signalId: number): Promise<ElementRow[]> {
  return db
    .select()
    .from(intentSignalElements)
    .where(eq(intentSignalElements.signalId, signalId))
    .orderBy(
      sql`${intentSignalElements.deletedAt} is not null`,
      asc(intentSignalElements.position),
      asc(intentSignalElements.id),
    );
}

export const solutionOf = (signal: SignalWithSolution) =>
  signal.solutionId === null ? null : { id: signal.solutionId, name: signal.solutionName ?? '' };

export const thresholdsOf = (signal: SignalRow) => ({
  early: signal.earlyThreshold,
  active: signal.activeThreshold,
  in_depth: signal.inDepthThreshold,
});
