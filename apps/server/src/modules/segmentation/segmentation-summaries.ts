import { ROLE, type SegmentationSummary } from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { AppError } from '../../http/app-error.js';
import { queryEngineFor } from '../fin-query/index.js';
import type { Actor } from '../identity/index.js';
import { elementNames } from './element-words.js';
import type { SegmentationDefinition, StoredSegmentation } from './segmentation-sets.js';

export const NOT_SET_OWNER = 'Only the owner of a segment set may change or delete it.';
export const BUILT_IN_READ_ONLY = 'Built-in segment sets cannot be changed.';

const isFinAdmin = (actor: Actor): boolean => actor.role === ROLE.FIN_ADMIN;

/** Built-in sets are nobody's; a global one is the FIN Admins'; any other only its owner's. */
export function mayEdit(actor: Actor, set: SegmentationDefinition): boolean {
  if (set.builtIn) return false;
  return set.isGlobal ? isFinAdmin(actor) : set.userId === actor.user.id;
}

/** A set the caller sees but may not change is a 403 with the reason (a foreign one was a 404 already). */
export function assertMayEdit(actor: Actor, set: SegmentationDefinition): void {
  if (set.builtIn) throw new AppError(403, 'forbidden', BUILT_IN_READ_ONLY);
  if (!mayEdit(actor, set)) throw new AppError(403, 'forbidden', NOT_SET_OWNER);
}

type Listed = SegmentationDefinition & Partial<Pick<StoredSegmentation, 'ownerName' | 'updatedAt'>>;

/** Sets as lists and the editor read them, their elements named in one pass over the catalog. */
export async function summarize(
  database: Database,
  actor: Actor,
  sets: readonly Listed[],
): Promise<SegmentationSummary[]> {
  const names = await elementNames(
    queryEngineFor(database),
    actor,
    sets.map((s) => s.element),
  );
  return sets.map((set, i) => ({
    id: set.id,
    name: set.name,
    description: set.description,
    element: {
      element_id: set.element.element_id,
      element_type: set.element.element_type,
      element_property: set.element.element_property ?? null,
    },
    segmentation_set_details_attributes: set.segments.map((s) => ({
      id: s.id,
      name: s.name,
      operator: s.operator,
      value: s.value as SegmentationSummary['segmentation_set_details_attributes'][number]['value'],
    })),
    built_in: set.builtIn,
    is_global: set.isGlobal,
    editable: mayEdit(actor, set),
    owner:
      set.userId !== null && set.ownerName != null && !set.builtIn
        ? { id: set.userId, user_name: set.ownerName }
        : null,
    element_name: names[i] ?? set.element.element_type,
    updated_at: set.updatedAt ? set.updatedAt.toISOString() : null,
  }));
}
