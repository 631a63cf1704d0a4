import {
  BUILT_IN_SEGMENTATIONS,
  CUSTOM_SEGMENTATION_FIRST_ID,
  type QueryElementType,
  type RuleValue,
} from '@fin-atlas/domain';
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { segmentationSetDetails, segmentationSets } from '../../db/schema/index.js';
import { notFound } from '../../http/app-error.js';
import type { ElementRef } from '../fin-query/index.js';
import type { Actor } from '../identity/index.js';

export const SEGMENTATION_NOT_FOUND = 'Segmentation not found.';

export type SegmentDefinition = { id: number; name: string; operator: string; value: RuleValue };

/** A segment set, built-in or custom, as every consumer evaluates it. */
export type SegmentationDefinition = {
  id: number;
  name: string;
  description: string | null;
  builtIn: boolean;
  isGlobal: boolean;
  userId: number | null;
  element: ElementRef;
  segments: SegmentDefinition[];
};

/** Custom sets the actor sees: their own, their client group's, and the global (FIN Admin) ones. */
export function visibleSets(actor: Actor): SQL {
  const groupIds = actor.groups.map((g) => g.id);
  const mine = eq(segmentationSets.userId, actor.user.id);
  const global = eq(segmentationSets.isGlobal, true);
  const shared = groupIds.length > 0 ? inArray(segmentationSets.groupId, groupIds) : undefined;
  return or(mine, global, shared) as SQL;
}

function builtIn(id: number): SegmentationDefinition | null {
  const set = BUILT_IN_SEGMENTATIONS.find((s) => s.id === id);
  if (!set) return null;
  return {
    id: set.id,
    name: set.name,
    description: set.description,
    builtIn: true,
    isGlobal: true,
    userId: null,
    element: { element_id: set.element.element_id, element_type: set.element.element_type },
    segments: set.segments.map((s) => ({ id: s.id, name: s.name, operator: s.operator, value: s.value })),
  };
}

/** One set by id: a built-in one, or a custom one the actor may see (else 404). */
export async function loadSegmentation(db: Db, actor: Actor, id: number): Promise<SegmentationDefinition> {
  if (id < CUSTOM_SEGMENTATION_FIRST_ID) {
    const set = builtIn(id);
    if (!set) throw notFound(SEGMENTATION_NOT_FOUND);
    return set;
  }
  const [row] = await db
    .select()
    .from(segmentationSets)
    .where(and(eq(segmentationSets.id, id), visibleSets(actor)));
  if (!row) throw notFound(SEGMENTATION_NOT_FOUND);
  const details = await db
    .select()
    .from(segmentationSetDetails)
    .where(eq(segmentationSetDetails.setId, id))
    .orderBy(asc(segmentationSetDetails.position), asc(segmentationSetDetails.id));
  const element = row.element as {
    element_id: number;
    element_type: QueryElementType;
    element_property?: string;
  };
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    builtIn: false,
    isGlobal: row.isGlobal,
    userId: row.userId,
    element: {
      element_id: element.element_id,
      element_type: element.element_type,
      ...(element.element_property ? { element_property: element.element_property } : {}),
    },
    segments: details.map((d) => ({
      id: d.id,
      name: d.name,
      operator: d.operator,
      value: d.value as RuleValue,
    })),
  };
}
