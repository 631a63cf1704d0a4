import {
  BUILT_IN_SEGMENTATIONS,
  MESSAGES,
  type SegmentationSetBody,
  type SegmentationSummary,
} from '@fin-atlas/domain';
import { and, eq, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/database.js';
import { isUniqueViolation } from '../../db/pg-errors.js';
import { segmentationSetDetails, segmentationSets } from '../../db/schema/index.js';
import { unprocessable } from '../../http/app-error.js';
import { type ElementRef, queryEngineFor } from '../fin-query/index.js';
import type { Actor } from '../identity/index.js';
import { type PlannedSegment, planSegments } from './segment-plan.js';
import { matchSegments } from './segment-tests.js';
import { loadSegmentation, type SegmentationDefinition } from './segmentation-sets.js';
import { assertMayEdit, summarize } from './segmentation-summaries.js';

/** Who a new set belongs to: the caller's own (shared with their client group) or everyone's. */
export type SaveScope = 'own' | 'global';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const nameExists = () =>
  unprocessable(MESSAGES.validation.segmentNameExists, [
    { path: 'segmentation_set.name', message: MESSAGES.validation.segmentNameExists },
  ]);

/**
 * A name is taken by a built-in set, by another of the owner's sets, or (for a global set) by
 * another global set: any of them would list twice under one name for someone.
 */
async function assertNameFree(
  db: Db,
  actor: Actor,
  name: string,
  isGlobal: boolean,
  exceptId: number | null,
): Promise<void> {
  const folded = name.toLowerCase();
  if (BUILT_IN_SEGMENTATIONS.some((s) => s.name.toLowerCase() === folded)) throw nameExists();
  const sameName = sql`lower(${segmentationSets.name}) = ${folded}`;
  const owner = isGlobal ? eq(segmentationSets.isGlobal, true) : eq(segmentationSets.userId, actor.user.id);
  const conditions = [sameName, owner, ...(exceptId === null ? [] : [ne(segmentationSets.id, exceptId)])];
  const [taken] = await db
    .select({ id: segmentationSets.id })
    .from(segmentationSets)
    .where(and(...conditions) as SQL)
    .limit(1);
  if (taken) throw nameExists();
}

async function writeSegments(
  tx: Tx,
  setId: number,
  segments: readonly PlannedSegment[],
  destroyed: number[],
) {
  if (destroyed.length > 0) {
    await tx
      .delete(segmentationSetDetails)
      .where(and(eq(segmentationSetDetails.setId, setId), inArray(segmentationSetDetails.id, destroyed)));
  }
  for (const [position, segment] of segments.entries()) {
    const values = { name: segment.name, operator: segment.operator, value: segment.value, position };
    if (segment.id === null) {
      await tx.insert(segmentationSetDetails).values({ ...values, setId });
    } else {
      await tx
        .update(segmentationSetDetails)
        .set(values)
        .where(and(eq(segmentationSetDetails.id, segment.id), eq(segmentationSetDetails.setId, setId)));
    }
  }
}

/**
 * Creates (id null) or updates a set. The name is trimmed by the contract; every segment is
 * checked by the FIN Query provider of the set's element before anything is written (a segment it
 * refuses is a 422 naming the segment), then the set and its segments are written in one
 * transaction. A foreign set is a 404, one the caller may not change a 403.
 */
export async function saveSegmentationSet(
  database: Database,
  actor: Actor,
  body: SegmentationSetBody,
  id: number | null,
  scope: SaveScope,
): Promise<SegmentationSummary> {
  const fields = body.segmentation_set;
  const { db } = database;
  let existing: SegmentationDefinition | null = null;
  if (id !== null) {
    existing = await loadSegmentation(db, actor, id);
    assertMayEdit(actor, existing);
  }
  const isGlobal = existing ? existing.isGlobal : scope === 'global';
  const element: ElementRef = {
    element_id: fields.element.element_id,
    element_type: fields.element.element_type,
    ...(fields.element.element_property ? { element_property: fields.element.element_property } : {}),
  };
  const plan = planSegments(existing?.segments ?? [], fields.segmentation_set_details_attributes);
  await assertNameFree(db, actor, fields.name, isGlobal, existing?.id ?? null);
  await matchSegments(queryEngineFor(database), actor, element, plan.segments);
  const row = {
    name: fields.name,
    description: fields.description === '' ? null : fields.description,
    element: element as Record<string, unknown>,
    updatedAt: new Date(),
  };
  let savedId: number;
  try {
    savedId = await db.transaction(async (tx) => {
      const [saved] = existing
        ? await tx
            .update(segmentationSets)
            .set(row)
            .where(eq(segmentationSets.id, existing.id))
            .returning({ id: segmentationSets.id })
        : await tx
            .insert(segmentationSets)
            .values({
              ...row,
              userId: actor.user.id,
              groupId: isGlobal ? null : actor.user.clientGroupId,
              isGlobal,
            })
            .returning({ id: segmentationSets.id });
      if (!saved) throw new Error('segment set write returned nothing');
      await writeSegments(tx, saved.id, plan.segments, plan.destroyed);
      return saved.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw nameExists();
    throw error;
  }
  const [summary] = await summarize(database, actor, [await loadSegmentation(db, actor, savedId)]);
  if (!summary) throw new Error('saved segment set could not be read back');
  return summary;
}

/** Deletes a set the caller may change (its segments go with it). */
export async function deleteSegmentationSet(database: Database, actor: Actor, id: number): Promise<void> {
  const set = await loadSegmentation(database.db, actor, id);
  assertMayEdit(actor, set);
  await database.db.delete(segmentationSets).where(eq(segmentationSets.id, set.id));
}
