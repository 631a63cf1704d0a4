import type { SegmentationSetDetails, SetDetailCount } from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { type ElementRef, queryEngineFor } from '../fin-query/index.js';
import type { Actor } from '../identity/index.js';
import { segmentWords } from './element-words.js';
import { resolveFiGroups } from './fi-groups.js';
import { everyListedInstitution, splitBySegments } from './segment-membership.js';
import { matchSegments, type NamedTest } from './segment-tests.js';
import type { SegmentationDefinition } from './segmentation-sets.js';

/** The members of the FI groups, each once; null (every institution) when no group is named. */
export async function populationIds(
  database: Database,
  actor: Actor,
  refs: readonly string[] | undefined,
): Promise<number[] | null> {
  if (!refs || refs.length === 0) return null;
  const groups = await resolveFiGroups(database, actor, refs);
  return [...new Set(groups.flatMap((g) => g.ids))];
}

/**
 * The live count of one segment being edited: institutions of the population whose element passes
 * the segment's test, evaluated as the FIN Query rule with that element, operator and value, so
 * the count equals FIN Query's for the same rule over the same institutions.
 */
export async function countSegment(
  database: Database,
  actor: Actor,
  element: ElementRef,
  test: NamedTest,
  refs: readonly string[] | undefined,
): Promise<SetDetailCount> {
  const ids = await populationIds(database, actor, refs);
  const engine = queryEngineFor(database);
  const answer = await matchSegments(engine, actor, element, [test], 'setDetail');
  const match = answer.matches[0] as Uint8Array;
  const { universe } = await engine.context(actor);
  const population = ids ?? everyListedInstitution(universe);
  let count = 0;
  for (const id of population) {
    const position = universe.positionOf.get(id);
    if (position !== undefined && match[position] === 1) count++;
  }
  return { count, population: population.length, data_as_of: universe.dataAsOf, is_demo: universe.isDemo };
}

/** A set's segments in words, each with its count among the population, and who falls in none. */
export async function segmentationDetails(
  database: Database,
  actor: Actor,
  set: SegmentationDefinition,
  refs: readonly string[] | undefined,
): Promise<SegmentationSetDetails> {
  const ids = await populationIds(database, actor, refs);
  const engine = queryEngineFor(database);
  const split = await splitBySegments(database, actor, set, ids ?? undefined);
  const { elementName, words } = await segmentWords(engine, actor, set.element, set.segments);
  const { universe } = await engine.context(actor);
  return {
    id: set.id,
    name: set.name,
    element: set.element,
    element_name: elementName,
    set_details: set.segments.map((segment, i) => ({
      id: segment.id,
      name: segment.name,
      operator: segment.operator,
      value: segment.value as SegmentationSetDetails['set_details'][number]['value'],
      description: words[i] ?? segment.name,
      count: split.segments[i]?.ids.length ?? 0,
    })),
    unsegmented: split.unsegmented.length,
    population: (ids ?? everyListedInstitution(universe)).length,
    data_as_of: universe.dataAsOf,
    is_demo: universe.isDemo,
  };
}
