import type {
  QueryElementObject,
  QueryElementType,
  QueryType,
  ResultColumn,
  RuleValue,
} from '@fin-atlas/domain';
import type { Actor } from '../../identity/index.js';
import type { QueryEngine } from './query-engine.js';

/** One element of the query catalog, as segment sets and report writers name it. */
export type ElementRef = {
  element_id: number;
  element_type: QueryElementType;
  element_property?: string | null;
  element_properties?: Record<string, unknown>;
};

/** The element as a query payload's element object (the section only labels where it came from). */
function queryObjectOf(element: ElementRef, section: string): QueryElementObject {
  return {
    element_id: element.element_id,
    element_type: element.element_type,
    element_section: section,
    ...(element.element_property ? { element_property: element.element_property } : {}),
    ...(element.element_properties ? { element_properties: element.element_properties } : {}),
  };
}

/** A test of the element (a FIN Query rule without its tree). */
export type ElementTest = { operator: string; value: RuleValue };

export type ElementTestAnswer = {
  /** Every institution of the variant, by universe position. */
  ids: Int32Array;
  /** One byte per universe position per test: 1 where the test matches. */
  matches: Uint8Array[];
  dataVersion: string;
};

/**
 * Evaluates several tests of one element over the whole universe, the way a FIN Query rule would:
 * the same providers, validation (a 422 for a test a provider refuses), access checks and per-version
 * cache. Segments of a segment set are such tests.
 */
export async function matchElementTests(
  engine: QueryEngine,
  actor: Actor | null,
  element: ElementRef,
  tests: readonly ElementTest[],
  variant: QueryType = 'fin_query',
): Promise<ElementTestAnswer> {
  const object = queryObjectOf(element, 'segmentation');
  const matches: Uint8Array[] = [];
  let ids: Int32Array = new Int32Array(0);
  let dataVersion = '';
  for (const test of tests) {
    const { context, evaluation } = await engine.evaluate(
      actor,
      {
        elements: [{ id: 'segment', element_objects: [object] }],
        criteria: {
          type: 'group',
          operator: 'and',
          children: [
            { type: 'rule', id: 'segment', element: 'segment', operator: test.operator, value: test.value },
          ],
        },
      },
      variant,
    );
    matches.push(evaluation.match);
    ids = context.universe.ids;
    dataVersion = context.universe.version;
  }
  if (tests.length === 0) {
    const context = await engine.context(actor, variant);
    ids = context.universe.ids;
    dataVersion = context.universe.version;
  }
  return { ids, matches, dataVersion };
}

/** An element's output column with a cell per institution id asked for (null where the id is unknown). */
export type ElementColumn = { column: ResultColumn; values: (number | string | boolean | null)[] };

/**
 * The element's output columns for these institutions, as FIN Query's results and downloads show
 * them (same providers, labels and formats): report writers read firmographics, scores, contacts
 * and mortgage figures this way. Institutions outside the variant's universe (inactive) get null.
 */
export async function elementColumnsFor(
  engine: QueryEngine,
  actor: Actor | null,
  element: ElementRef,
  institutionIds: readonly number[],
  variant: QueryType = 'fin_query',
): Promise<ElementColumn[]> {
  const { universe } = await engine.context(actor, variant);
  const slots = institutionIds.map((id) => universe.positionOf.get(id));
  const known = slots.filter((p): p is number => p !== undefined);
  const object = queryObjectOf(element, 'report');
  const columns = await engine.elementColumns(actor, object, Int32Array.from(known), variant);
  return columns.map(({ column, values }) => {
    let next = 0;
    return {
      column,
      values: slots.map((p) => (p === undefined ? null : (values[next++] ?? null))),
    };
  });
}
