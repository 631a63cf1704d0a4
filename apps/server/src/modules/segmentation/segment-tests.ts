import { prefixValidationFailed, type QueryElementType, type RuleValue } from '@fin-atlas/domain';
import { AppError, unprocessable } from '../../http/app-error.js';
import {
  type ElementRef,
  type ElementTestAnswer,
  matchElementTests,
  type QueryEngine,
} from '../fin-query/index.js';
import type { Actor } from '../identity/index.js';

/**
 * Element types a set may split institutions by: a value per institution (firmographics, market
 * presence, technology use, financial data, scores). Not picked lists, contact counts, mortgage
 * lending (the mortgage builder's) or another segment set.
 */
export const SEGMENTABLE_ELEMENT_TYPES: ReadonlySet<QueryElementType> = new Set<QueryElementType>([
  'firmographics',
  'market_area',
  'technographics',
  'metrics',
  'common_metric',
  'financial_statements',
  'common_financial_statements',
  'performographics',
  'digital_channels',
  'fin_intent',
  'vendor_fit',
  'vendor_fit_static',
]);

export const NOT_SEGMENTABLE = 'Validation failed. A segment set cannot be built on this element.';

export function assertSegmentable(element: ElementRef, path = 'element'): void {
  if (!SEGMENTABLE_ELEMENT_TYPES.has(element.element_type)) {
    throw unprocessable(NOT_SEGMENTABLE, [{ path, message: NOT_SEGMENTABLE }]);
  }
}

export type NamedTest = { name?: string | undefined; operator: string; value: RuleValue };

const withoutPrefix = (message: string) => message.replace(/^Validation failed\.\s*/, '');

/**
 * Matches each segment of one element over the universe, as FIN Query would match the rule (same
 * providers, validation and per-version cache). A segment a provider refuses is a 422 that names
 * it: 'Validation failed. Segment "Small": The value must be a number.'
 */
export async function matchSegments(
  engine: QueryEngine,
  actor: Actor | null,
  element: ElementRef,
  segments: readonly NamedTest[],
  path = 'segmentation_set.segmentation_set_details_attributes',
): Promise<ElementTestAnswer> {
  assertSegmentable(element);
  const matches: Uint8Array[] = [];
  let last: ElementTestAnswer | null = null;
  for (const [index, segment] of segments.entries()) {
    try {
      last = await matchElementTests(engine, actor, element, [
        { operator: segment.operator, value: segment.value },
      ]);
    } catch (error) {
      if (!(error instanceof AppError) || error.statusCode !== 422) throw error;
      const message = segment.name
        ? prefixValidationFailed(`Segment "${segment.name}": ${withoutPrefix(error.message)}`)
        : error.message;
      throw unprocessable(message, [{ path: `${path}.${index}`, message }]);
    }
    matches.push(last.matches[0] as Uint8Array);
  }
  if (!last) return matchElementTests(engine, actor, element, []);
  return { ids: last.ids, matches, dataVersion: last.dataVersion };
}
