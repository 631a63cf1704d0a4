import type { QueryElementObject, QueryPayload, RuleValue } from '@fin-atlas/domain';
import type { ElementRef, QueryEngine } from '../fin-query/index.js';
import type { Actor } from '../identity/index.js';

export const DELETED_ELEMENT = 'Deleted element';

const objectOf = (element: ElementRef): QueryElementObject => ({
  element_id: element.element_id,
  element_type: element.element_type,
  element_section: 'Segmentation',
  ...(element.element_property ? { element_property: element.element_property } : {}),
});

/**
 * Elements in words, as FIN Query's catalog names them, in one pass over the catalog ('Deleted
 * element' for one whose solution, metric or theme is gone).
 */
export async function elementNames(
  engine: QueryEngine,
  actor: Actor | null,
  elements: readonly ElementRef[],
): Promise<string[]> {
  if (elements.length === 0) return [];
  const payload: QueryPayload = {
    elements: elements.map((element, i) => ({ id: `e${i}`, element_objects: [objectOf(element)] })),
    criteria: { type: 'group', operator: 'and', children: [] },
  };
  const described = await engine.describe(actor, payload);
  return elements.map((_, i) => {
    const found = described.find((d) => d.id === `e${i}`);
    return found?.available ? found.name : DELETED_ELEMENT;
  });
}

/** The element's name and each segment's rule in words ('Total Assets ($000) between 100000 and 500000'). */
export async function segmentWords(
  engine: QueryEngine,
  actor: Actor | null,
  element: ElementRef,
  segments: readonly { operator: string; value: RuleValue }[],
): Promise<{ elementName: string; words: string[] }> {
  const payload: QueryPayload = {
    elements: [
      { id: 'element', element_objects: [objectOf(element)] },
      ...segments.map((_, i) => ({ id: `s${i}`, element_objects: [objectOf(element)] })),
    ],
    criteria: {
      type: 'group',
      operator: 'and',
      children: segments.map((segment, i) => ({
        type: 'rule' as const,
        id: `r${i}`,
        element: `s${i}`,
        operator: segment.operator,
        value: segment.value,
      })),
    },
  };
  const described = await engine.describe(actor, payload);
  const named = described.find((d) => d.id === 'element');
  return {
    elementName: named?.available ? named.name : DELETED_ELEMENT,
    words: segments.map((_, i) => {
      const found = described.find((d) => d.id === `s${i}`);
      return found?.available ? found.description : DELETED_ELEMENT;
    }),
  };
}
