import { isQueryValid, type QueryCatalogElement, type QueryPayload } from '@fin-atlas/domain';
import { elementKey } from './catalog-index';
import { type BuilderGroup, type BuilderRule, isRuleReady, rulesOf, toPayload } from './criteria-tree';
import { mortgageChoice } from './mortgage-properties';

export const RULE_PROBLEMS = {
  missingValue: 'Enter a value',
  missingMarket: 'Choose a market',
  unavailable: 'This element is no longer offered; remove the rule.',
} as const;

/** What keeps a rule from counting, in the words shown under it; null when it is ready. */
export function ruleProblem(rule: BuilderRule, element: QueryCatalogElement | undefined): string | null {
  if (!element) return RULE_PROBLEMS.unavailable;
  if (!isRuleReady(rule)) return RULE_PROBLEMS.missingValue;
  if (element.properties === 'market') {
    const codes = rule.properties?.codes;
    if (!Array.isArray(codes) || codes.length === 0) return RULE_PROBLEMS.missingMarket;
  }
  if (element.properties === 'mortgage') {
    const { level, codes } = mortgageChoice(rule.properties ?? {});
    if (level !== 'nation' && codes.length === 0) return RULE_PROBLEMS.missingMarket;
  }
  return null;
}

/**
 * The payload to count and run, or null while the tree cannot run: no rule yet, or a rule without
 * its value (the domain's validity) or otherwise unfinished.
 */
export function runnablePayload(
  tree: BuilderGroup,
  elements: ReadonlyMap<string, QueryCatalogElement>,
): QueryPayload | null {
  const payload = toPayload(tree);
  if (!isQueryValid(payload.criteria)) return null;
  const ready = rulesOf(tree).every(
    (rule) => ruleProblem(rule, elements.get(elementKey(rule.element))) === null,
  );
  return ready ? payload : null;
}

/** The rule ids a 422 names (its details carry rule_id), with the server's sentence for each. */
export function problemsFromDetails(details: unknown, message: string): Record<string, string> {
  const out: Record<string, string> = {};
  if (!Array.isArray(details)) return out;
  for (const item of details) {
    if (typeof item !== 'object' || item === null) continue;
    const { rule_id, message: text } = item as { rule_id?: unknown; message?: unknown };
    if (typeof rule_id === 'string') out[rule_id] = typeof text === 'string' ? text : message;
  }
  return out;
}
