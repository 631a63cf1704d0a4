import { INTENT_MESSAGES, type IntentElementKind, type IntentSignalBody } from '@fin-atlas/domain';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../../db/database.js';
import { isUniqueViolation } from '../../../db/pg-errors.js';
import { intentEvidence, intentSignalElements, intentSignals, solutions } from '../../../db/schema/index.js';
import { audit } from '../../identity/index.js';
import { refused } from './refusals.js';
import { findSignal, type SignalRow } from './signal-rows.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Elements that read the signal's own solution (its current product, its vendors after a merger). */
const NEEDS_SOLUTION: readonly IntentElementKind[] = ['contract_age', 'vendor_consolidation'];

async function assertNameFree(db: Db, name: string, exceptId: number | null): Promise<void> {
  const [taken] = await db
    .select({ id: intentSignals.id })
    .from(intentSignals)
    .where(
      and(
        sql`lower(${intentSignals.name}) = lower(${name})`,
        ...(exceptId === null ? [] : [ne(intentSignals.id, exceptId)]),
      ),
    )
    .limit(1);
  if (taken) throw refused(INTENT_MESSAGES.signalNameTaken, 'name');
}

/** What the body says that its contract cannot check alone: the solution, and elements that need one. */
async function assertBodyFits(db: Db, body: IntentSignalBody): Promise<void> {
  if (body.solution_id !== null) {
    const [found] = await db
      .select({ id: solutions.id })
      .from(solutions)
      .where(eq(solutions.id, body.solution_id));
    if (!found) throw refused(INTENT_MESSAGES.solutionNotFound, 'solution_id');
  } else if (body.elements.some((e) => NEEDS_SOLUTION.includes(e.params.kind))) {
    throw refused(INTENT_MESSAGES.elementNeedsSolution, 'solution_id');
  }
  const ids = body.elements.flatMap((e) => (e.id === undefined ? [] : [e.id]));
  if (new Set(ids).size !== ids.length) throw refused(INTENT_MESSAGES.unknownElement, 'elements');
}

const signalValues = (body: IntentSignalBody) => ({
  name: body.name,
  description: body.description,
  solutionId: body.solution_id,
  earlyThreshold: body.thresholds.early,
  activeThreshold: body.thresholds.active,
  inDepthThreshold: body.thresholds.in_depth,
  isActive: body.is_active,
  updatedAt: new Date(),
});

/**
 * The body's elements in its order: an id changes that element (it must be a live element of this
 * signal, or the whole write is undone), no id adds one. Elements the body leaves out are deleted:
 * softly (deleted_at) when evidence points at them, so scores keep their reasons, else for good.
 */
async function writeElements(tx: Tx, signalId: number, body: IntentSignalBody): Promise<void> {
  const kept = new Set<number>();
  for (const [position, element] of body.elements.entries()) {
    const values = {
      name: element.name,
      kind: element.params.kind,
      weight: element.weight,
      params: element.params as Record<string, unknown>,
      position,
    };
    if (element.id === undefined) {
      const [added] = await tx
        .insert(intentSignalElements)
        .values({ ...values, signalId })
        .returning({ id: intentSignalElements.id });
      if (added) kept.add(added.id);
      continue;
    }
    const [updated] = await tx
      .update(intentSignalElements)
      .set(values)
      .where(
        and(
          eq(intentSignalElements.id, element.id),
          eq(intentSignalElements.signalId, signalId),
          isNull(intentSignalElements.deletedAt),
        ),
      )
      .returning({ id: intentSignalElements.id });
    if (!updated) throw refused(INTENT_MESSAGES.unknownElement, `elements.${position}.id`);
    kept.add(updated.id);
  }
  const live = await tx
    .select({ id: intentSignalElements.id })
    .from(intentSignalElements)
    .where(and(eq(intentSignalElements.signalId, signalId), isNull(intentSignalElements.deletedAt)));
  const dropped = live.map((e) => e.id).filter((id) => !kept.has(id));
  if (dropped.length === 0) return;
  const withEvidence = await tx
    .selectDistinct({ id: intentEvidence.elementId })
    .from(intentEvidence)
    .where(and(eq(intentEvidence.signalId, signalId), inArray(intentEvidence.elementId, dropped)));
  const soft = withEvidence.map((e) => e.id);
  const hard = dropped.filter((id) => !soft.includes(id));
  if (soft.length > 0) {
    await tx
      .update(intentSignalElements)
      .set({ deletedAt: new Date() })
      .where(inArray(intentSignalElements.id, soft));
  }
  if (hard.length > 0) await tx.delete(intentSignalElements).where(inArray(intentSignalElements.id, hard));
}

/**
 * Creates (id null) or replaces a signal's definition in one transaction with its audit entry; a
 * name another signal has (any case) is refused, and so is anything the transaction cannot finish.
 */
export async function saveSignal(
  db: Db,
  request: FastifyRequest,
  body: IntentSignalBody,
  id: number | null,
): Promise<number> {
  const existing: SignalRow | null = id === null ? null : await findSignal(db, id, 'admins');
  await assertBodyFits(db, body);
  await assertNameFree(db, body.name, existing?.id ?? null);
  if (!existing && body.elements.some((e) => e.id !== undefined)) {
    throw refused(INTENT_MESSAGES.unknownElement, 'elements');
  }
  try {
    return await db.transaction(async (tx) => {
      const [saved] = existing
        ? await tx
            .update(intentSignals)
            .set(signalValues(body))
            .where(eq(intentSignals.id, existing.id))
            .returning({ id: intentSignals.id })
        : await tx
            .insert(intentSignals)
            .values({ ...signalValues(body), createdBy: request.actor?.user.id ?? null })
            .returning({ id: intentSignals.id });
      if (!saved) throw new Error('the signal write returned nothing');
      await writeElements(tx, saved.id, body);
      await audit(tx, request, {
        action: existing ? 'intent_signal_updated' : 'intent_signal_created',
        target: { type: 'intent_signal', id: saved.id },
        details: body,
      });
      return saved.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refused(INTENT_MESSAGES.signalNameTaken, 'name');
    throw error;
  }
}

/** Deletes a signal with its scores, evidence, follows, alerts and actions. */
export async function deleteSignal(db: Db, request: FastifyRequest, id: number): Promise<void> {
  const signal = await findSignal(db, id, 'admins');
  await db.transaction(async (tx) => {
    await tx.delete(intentSignals).where(eq(intentSignals.id, signal.id));
    await audit(tx, request, {
      action: 'intent_signal_deleted',
      target: { type: 'intent_signal', id: signal.id },
      details: { name: signal.name },
    });
  });
}
