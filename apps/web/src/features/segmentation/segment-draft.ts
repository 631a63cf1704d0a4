import {
  type QueryCatalogElement,
  RULE_OPERATOR,
  type RuleValue,
  type SegmentationElement,
  type SegmentationSetBodyInput,
  type SegmentationSummary,
} from '@fin-atlas/domain';
import { initialValue, isPresenceOperator, isRangeOperator } from '../fin-query';

/** The value a segment sends: a number or text, a list, or a [low, high] range. */
export type WireValue = string | number | (string | number)[];

/** One segment as the editor holds it: its value in the builder's shape, perhaps half typed. */
export type SegmentDraft = {
  /** Stable across edits and reorders, for React and for the segment's live count. */
  key: string;
  /** The stored segment's id; absent for a segment added in this edit. */
  id?: number;
  name: string;
  operator: string;
  value: RuleValue[];
  /** Names of chosen options (vendors, states), so they read right before the options load. */
  labels?: Record<string, string>;
};

export type SetDraft = {
  id: number | null;
  name: string;
  description: string;
  element: SegmentationElement | null;
  segments: SegmentDraft[];
  /** Stored segments removed in this edit: sent with _destroy. */
  removed: number[];
};

let counter = 0;
const nextKey = () => {
  counter += 1;
  return `segment-${counter}`;
};

export const elementKey = (element: Pick<SegmentationElement, 'element_type' | 'element_id'>): string =>
  `${element.element_type}:${element.element_id}`;

/** The operator a new segment starts with: a range for numbers, "is any of" for lists. */
export function defaultOperator(element: QueryCatalogElement): string {
  const preferred = [RULE_OPERATOR.BETWEEN, RULE_OPERATOR.IN, RULE_OPERATOR.VENDOR];
  return preferred.find((op) => element.operators.includes(op)) ?? element.operators[0] ?? RULE_OPERATOR.IN;
}

export function newSegment(element: QueryCatalogElement | null, name = ''): SegmentDraft {
  const operator = element ? defaultOperator(element) : RULE_OPERATOR.IN;
  return {
    key: nextKey(),
    name,
    operator,
    value: element ? initialValue(element, operator) : [],
  };
}

export const emptySetDraft = (): SetDraft => ({
  id: null,
  name: '',
  description: '',
  element: null,
  segments: [],
  removed: [],
});

const isScalar = (v: RuleValue): v is string | number =>
  (typeof v === 'string' && v.trim() !== '') || (typeof v === 'number' && Number.isFinite(v));

/**
 * The segment's value as the server takes it, or null while it is incomplete: a range needs both
 * ends, low first; a service test needs nothing ("yes"); a list at least one choice.
 */
export function toWireValue(operator: string, value: readonly RuleValue[]): WireValue | null {
  if (isPresenceOperator(operator)) return ['yes'];
  if (isRangeOperator(operator)) {
    const pair = Array.isArray(value[0]) ? value[0] : value;
    const [low, high] = pair;
    if (typeof low !== 'number' || typeof high !== 'number' || low > high) return null;
    return [low, high];
  }
  const scalars = value.flat(2).filter(isScalar);
  return scalars.length > 0 ? scalars : null;
}

/** A stored value in the editor's shape (a range as the [[low, high]] pair the number editor reads). */
export function fromWireValue(operator: string, value: WireValue): RuleValue[] {
  const list = Array.isArray(value) ? value : [value];
  if (isPresenceOperator(operator)) return [true];
  if (isRangeOperator(operator)) return [[list[0] ?? null, list[1] ?? null]];
  return [...list];
}

/** What is wrong with a segment before it can be counted or saved, or null. */
export function segmentProblem(segment: SegmentDraft, others: readonly SegmentDraft[]): string | null {
  const name = segment.name.trim();
  if (name === '') return 'Name the segment.';
  if (others.some((o) => o.key !== segment.key && o.name.trim().toLowerCase() === name.toLowerCase())) {
    return 'Another segment has this name.';
  }
  if (toWireValue(segment.operator, segment.value) === null) {
    return isRangeOperator(segment.operator) ? 'Enter both ends, low first.' : 'Choose a value.';
  }
  return null;
}

/** Why the whole set cannot be saved yet, or null. */
export function setProblem(draft: SetDraft): string | null {
  if (draft.name.trim() === '') return 'Name the segment set.';
  if (!draft.element) return 'Choose the element the set splits institutions by.';
  if (draft.segments.length === 0) return 'Add at least one segment.';
  const problem = draft.segments.map((s) => segmentProblem(s, draft.segments)).find((p) => p !== null);
  return problem ? `Check the segments: ${problem}` : null;
}

/** The body of POST / PUT /api/segmentation_sets: segments in order, removed ones with _destroy. */
export function setBody(draft: SetDraft): SegmentationSetBodyInput {
  const element = draft.element;
  if (!element) throw new Error('a set without an element cannot be saved');
  return {
    segmentation_set: {
      name: draft.name,
      description: draft.description,
      element: {
        element_id: element.element_id,
        element_type: element.element_type,
        ...(element.element_property ? { element_property: element.element_property } : {}),
      },
      segmentation_set_details_attributes: [
        ...draft.segments.map((segment) => ({
          ...(segment.id !== undefined ? { id: segment.id } : {}),
          name: segment.name,
          operator: segment.operator,
          value: toWireValue(segment.operator, segment.value) ?? [],
        })),
        ...draft.removed.map((id) => ({
          id,
          name: `removed-${id}`,
          operator: RULE_OPERATOR.IN,
          value: [],
          _destroy: true,
        })),
      ],
    },
  };
}

/** A stored set as the editor opens it. */
export function draftFromSummary(set: SegmentationSummary): SetDraft {
  return {
    id: set.built_in ? null : set.id,
    name: set.name,
    description: set.description ?? '',
    element: {
      element_id: set.element.element_id,
      element_type: set.element.element_type,
      element_property: set.element.element_property ?? null,
    },
    segments: set.segmentation_set_details_attributes.map((detail) => ({
      key: nextKey(),
      ...(detail.id !== undefined ? { id: detail.id } : {}),
      name: detail.name,
      operator: detail.operator,
      value: fromWireValue(detail.operator, detail.value),
    })),
    removed: [],
  };
}

/** A copy of a set as a new one of the caller's (a built-in set or a colleague's, to adapt). */
export function copyDraft(set: SegmentationSummary): SetDraft {
  const draft = draftFromSummary(set);
  return {
    ...draft,
    id: null,
    name: `${set.name} (copy)`,
    segments: draft.segments.map(({ id: _id, ...segment }) => segment),
  };
}

/** Removes a segment; a stored one is remembered so the save deletes it. */
export function removeSegment(draft: SetDraft, key: string): SetDraft {
  const segment = draft.segments.find((s) => s.key === key);
  return {
    ...draft,
    segments: draft.segments.filter((s) => s.key !== key),
    removed: segment?.id !== undefined ? [...draft.removed, segment.id] : draft.removed,
  };
}

/** Moves a segment one place up (-1) or down (+1); the order is the report's order. */
export function moveSegment(draft: SetDraft, key: string, by: -1 | 1): SetDraft {
  const from = draft.segments.findIndex((s) => s.key === key);
  const to = from + by;
  if (from < 0 || to < 0 || to >= draft.segments.length) return draft;
  const segments = [...draft.segments];
  const [moved] = segments.splice(from, 1);
  if (moved) segments.splice(to, 0, moved);
  return { ...draft, segments };
}

/**
 * Changing the element keeps the names but starts every value again: a range of assets means
 * nothing for a state list. Stored segments keep their ids (the save updates them).
 */
export function withElement(draft: SetDraft, element: QueryCatalogElement): SetDraft {
  const operator = defaultOperator(element);
  return {
    ...draft,
    element: { element_id: element.element_id, element_type: element.element_type, element_property: null },
    segments: draft.segments.map((segment) => ({
      ...segment,
      operator,
      value: initialValue(element, operator),
      labels: {},
    })),
  };
}
