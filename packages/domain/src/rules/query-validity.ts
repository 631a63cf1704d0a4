// Structural so both the wire criteria (CriteriaNode) and the builder's QueryNode can be checked.
export type ValidatableNode =
  | { readonly type: 'rule'; readonly value?: unknown }
  | { readonly type: 'group'; readonly children?: readonly ValidatableNode[] };

const isEmptyScalar = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * A rule value is usable unless it is missing or blank, an empty list, a list whose first
 * entry is blank, or a list whose first entry is an empty list. Only the first entry is
 * checked because builders append to a list whose first slot is filled first.
 */
export function isRuleValueValid(value: unknown): boolean {
  if (!Array.isArray(value)) {
    return !isEmptyScalar(value);
  }
  if (value.length === 0) {
    return false;
  }
  const first: unknown = value[0];
  if (Array.isArray(first)) {
    return first.length > 0;
  }
  return !isEmptyScalar(first);
}

export function isQueryRuleValid(rule: { readonly value?: unknown }): boolean {
  return isRuleValueValid(rule.value);
}

function collectRules(node: ValidatableNode, into: { readonly value?: unknown }[]): void {
  if (node.type === 'rule') {
    into.push(node);
    return;
  }
  for (const child of node.children ?? []) {
    collectRules(child, into);
  }
}

/**
 * A query can run only when it has at least one rule and every rule has a value. Empty
 * groups add no rule and are ignored, so a half-built branch does not block the rest.
 */
export function isQueryValid(root: ValidatableNode | null | undefined): boolean {
  if (root == null) {
    return false;
  }
  const rules: { readonly value?: unknown }[] = [];
  collectRules(root, rules);
  return rules.length > 0 && rules.every(isQueryRuleValid);
}
