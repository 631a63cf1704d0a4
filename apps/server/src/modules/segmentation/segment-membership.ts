import type { Database } from '../../db/database.js';
import { type EngineContext, queryEngineFor } from '../fin-query/index.js';
import type { Actor } from '../identity/index.js';
import { matchSegments } from './segment-tests.js';
import type { SegmentationDefinition } from './segmentation-sets.js';

export type SegmentMembers = { id: number; name: string; ids: number[] };

/** Banks, holding companies and credit unions: the standard builder's institutions, without mortgage companies. */
export function everyListedInstitution(universe: EngineContext['universe']): number[] {
  const members = universe.members.fin_query;
  const ids: number[] = [];
  for (let p = 0; p < universe.size; p++) if (members[p] === 1) ids.push(universe.ids[p] as number);
  return ids;
}

export type SegmentSplit = {
  segments: SegmentMembers[];
  /** Institutions of the population that fall in no segment. */
  unsegmented: number[];
  dataVersion: string;
};

/**
 * Splits a population (institution ids, or every institution FIN Query lists when omitted) by a segment set: each
 * segment's members in the population's order. Segments are FIN Query rules on the set's element,
 * answered by the engine's providers and cached per data version, so a set's counts here, in
 * FIN Query and in the industry reporter agree. Segments may overlap (a set whose ranges overlap
 * counts an institution in each).
 */
export async function splitBySegments(
  database: Database,
  actor: Actor | null,
  set: SegmentationDefinition,
  population?: readonly number[],
): Promise<SegmentSplit> {
  const engine = queryEngineFor(database);
  const answer = await matchSegments(engine, actor, set.element, set.segments);
  const { universe } = await engine.context(actor);
  const ids = population ?? everyListedInstitution(universe);
  const positions = ids.map((id) => universe.positionOf.get(id));
  const inAny = new Uint8Array(ids.length);
  const segments = set.segments.map((segment, s) => {
    const match = answer.matches[s] as Uint8Array;
    const members: number[] = [];
    ids.forEach((id, i) => {
      const p = positions[i];
      if (p !== undefined && match[p] === 1) {
        members.push(id);
        inAny[i] = 1;
      }
    });
    return { id: segment.id, name: segment.name, ids: members };
  });
  const unsegmented = ids.filter((_, i) => inAny[i] === 0);
  return { segments, unsegmented, dataVersion: answer.dataVersion };
}
