import {
  BUILT_IN_SEGMENTATIONS,
  type BuiltInSegmentation,
  CUSTOM_SEGMENTATION_FIRST_ID,
  type QueryElementType,
  type RuleValue,
} from '@fin-atlas/domain';
import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { segmentationSetDetails, segmentationSets, users } from '../../db/schema/index.js';
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

/** A custom set with what lists show of it: its owner's name and when it last changed. */
export type StoredSegmentation = SegmentationDefinition & {
  ownerName: string | null;
  updatedAt: Date | null;
};

/** Custom sets the actor sees: their own, their client group's, and the global (FIN Admin) ones. */
export function visibleSets(actor: Actor): SQL {
  const groupIds = actor.groups.map((g) => g.id);
  const mine = eq(segmentationSets.userId, actor.user.id);
  const global = eq(segmentationSets.isGlobal, true);
  const shared = groupIds.length > 0 ? inArray(segmentationSets.groupId, groupIds) : undefined;
  return or(mine, global, shared) as SQL;
}

function fromBuiltIn(set: BuiltInSegmentation): SegmentationDefinition {
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

/** Every built-in set, in catalog order. */
export const builtInSegmentations = (): SegmentationDefinition[] => BUILT_IN_SEGMENTATIONS.map(fromBuiltIn);

function builtIn(id: number): SegmentationDefinition | null {
  const set = BUILT_IN_SEGMENTATIONS.find((s) => s.id === id);
  return set ? fromBuiltIn(set) : null;
}

type SetRow = typeof segmentationSets.$inferSelect;

function elementOf(row: SetRow): ElementRef {
  const element = row.element as {
    element_id: number;
    element_type: QueryElementType;
    element_property?: string | null;
  };
  return {
    element_id: element.element_id,
    element_type: element.element_type,
    ...(element.element_property ? { element_property: element.element_property } : {}),
  };
}

/** Custom sets with their segments in order, read in two statements whatever their number. */
async function withSegments(
  db: Db,
  rows: readonly (SetRow & { ownerName: string | null })[],
): Promise<StoredSegmentation[]> {
  if (rows.length === 0) return [];
  const details = await db
    .select()
    .from(segmentationSetDetails)
    .where(
      inArray(
        segmentationSetDetails.setId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(segmentationSetDetails.position), asc(segmentationSetDetails.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    builtIn: false,
    isGlobal: row.isGlobal,
    userId: row.userId,
    element: elementOf(row),
    segments: details
      .filter((d) => d.setId === row.id)
      .map((d) => ({ id: d.id, name: d.name, operator: d.operator, value: d.value as RuleValue })),
    ownerName: row.ownerName,
    updatedAt: row.updatedAt,
  }));
}

/** Custom sets matching `where` (with the owner's name), by name. */
export async function storedSegmentations(db: Db, where: SQL): Promise<StoredSegmentation[]> {
  const rows = await db
    .select({ set: segmentationSets, ownerName: users.userName })
    .from(segmentationSets)
    .leftJoin(users, eq(users.id, segmentationSets.userId))
    .where(where)
    .orderBy(asc(segmentationSets.name), asc(segmentationSets.id));
  return withSegments(
    db,
    rows.map((r) => ({ ...r.set, ownerName: r.ownerName })),
  );
}

/** Every global set (a FIN Admin's, for everyone), by name. */
export const globalSegmentations = (db: Db): Promise<StoredSegmentation[]> =>
  storedSegmentations(db, eq(segmentationSets.isGlobal, true));

/** The custom sets the actor sees (none without a caller: a background reader gets built-ins only). */
export const visibleSegmentations = (db: Db, actor: Actor | null): Promise<StoredSegmentation[]> =>
  actor ? storedSegmentations(db, visibleSets(actor)) : Promise.resolve([]);

/** Every set the actor may use: the built-in ones, then the custom ones they see, by name. */
export async function usableSegmentations(db: Db, actor: Actor | null): Promise<SegmentationDefinition[]> {
  return [...builtInSegmentations(), ...(await visibleSegmentations(db, actor))];
}

/** One custom set the actor may see, or null. */
export async function visibleStoredSegmentation(
  db: Db,
  actor: Actor,
  id: number,
): Promise<StoredSegmentation | null> {
  const [found] = await storedSegmentations(db, and(eq(segmentationSets.id, id), visibleSets(actor)) as SQL);
  return found ?? null;
}

/**
 * One set by id, or null: a built-in one for anyone, a custom one only for a caller who may see it
 * (FIN Query's background readers have no caller and see built-ins only).
 */
export async function findSegmentation(
  db: Db,
  actor: Actor | null,
  id: number,
): Promise<SegmentationDefinition | null> {
  if (id < CUSTOM_SEGMENTATION_FIRST_ID) return builtIn(id);
  return actor ? visibleStoredSegmentation(db, actor, id) : null;
}

/** One set by id: a built-in one, or a custom one the actor may see (else 404). */
export async function loadSegmentation(db: Db, actor: Actor, id: number): Promise<SegmentationDefinition> {
  const set = await findSegmentation(db, actor, id);
  if (!set) throw notFound(SEGMENTATION_NOT_FOUND);
  return set;
}
