import { type RuleValue, SEGMENTATION_LIMITS, type SegmentationSetBody } from '@fin-atlas/domain';
import { unprocessable } from '../../http/app-error.js';
import type { SegmentDefinition } from './segmentation-sets.js';

type Attribute = SegmentationSetBody['segmentation_set']['segmentation_set_details_attributes'][number];

/** One segment as it will be stored: an existing row (id) or a new one, at its position. */
export type PlannedSegment = { id: number | null; name: string; operator: string; value: RuleValue };

export type SegmentPlan = {
  /** The set's segments after the save, in order. */
  segments: PlannedSegment[];
  /** Existing segments to delete. */
  destroyed: number[];
};

const PATH = 'segmentation_set.segmentation_set_details_attributes';

const refuse = (message: string, index?: number) =>
  unprocessable(message, [{ path: index === undefined ? PATH : `${PATH}.${index}`, message }]);

/**
 * Rails-style nested attributes: an attribute with an id changes that segment (or removes it with
 * _destroy), one without an id adds a segment, and segments the body does not mention stay, after
 * the mentioned ones. The order of the attributes is the order of the segments.
 */
export function planSegments(
  existing: readonly SegmentDefinition[],
  attributes: readonly Attribute[],
): SegmentPlan {
  const known = new Map(existing.map((s) => [s.id, s]));
  const mentioned = new Set<number>();
  const segments: PlannedSegment[] = [];
  const destroyed: number[] = [];
  for (const [index, attribute] of attributes.entries()) {
    if (attribute.id !== undefined) {
      if (!known.has(attribute.id)) {
        throw refuse(`Validation failed. Segment ${attribute.id} is not part of this set.`, index);
      }
      if (mentioned.has(attribute.id)) {
        throw refuse(`Validation failed. Segment ${attribute.id} is listed twice.`, index);
      }
      mentioned.add(attribute.id);
      if (attribute._destroy === true) {
        destroyed.push(attribute.id);
        continue;
      }
    } else if (attribute._destroy === true) {
      continue;
    }
    segments.push({
      id: attribute.id ?? null,
      name: attribute.name,
      operator: attribute.operator,
      value: attribute.value,
    });
  }
  for (const segment of existing) {
    if (!mentioned.has(segment.id)) segments.push({ ...segment });
  }
  if (segments.length === 0) throw refuse('Validation failed. A segment set needs at least one segment.');
  if (segments.length > SEGMENTATION_LIMITS.maxSegments) {
    throw refuse(`Validation failed. A segment set has at most ${SEGMENTATION_LIMITS.maxSegments} segments.`);
  }
  const names = new Set<string>();
  for (const [index, segment] of segments.entries()) {
    const key = segment.name.toLowerCase();
    if (names.has(key)) throw refuse(`Validation failed. Two segments are named "${segment.name}".`, index);
    names.add(key);
  }
  return { segments, destroyed };
}
