import {
  type CriteriaNode,
  isQueryRuleValid,
  type QueryCatalogElement,
  type QueryElementType,
  type QueryPayload,
  RULE_OPERATOR,
  type RuleValue,
} from '@fin-atlas/domain';
import { defaultProperties } from './element-properties';

/** Which catalog element a rule tests. */
export type ElementRef = {
  element_id: number;
  element_type: QueryElementType;
  element_section: string;
};

/**
 * A rule as the builder edits it: its value may be half entered (a range with one end), which the
 * payload sends as an empty value so the rule reads as invalid until both ends are there.
 */
export type BuilderRule = {
  type: 'rule';
  id: string;
  element: ElementRef;
  operator: string;
  value: RuleValue[];
  properties?: Record<string, unknown>;
  /** Names of chosen option values, so a reload shows names without asking for them again. */
  labels?: Record<string, string>;
  /** The vendor a product rule's product list is narrowed to (the builder's choice, not sent). */
  parent?: string | null;
};

export type BuilderGroup = {
  type: 'group';
  id: string;
  operator: 'and' | 'or';
  children: BuilderNode[];
};

export type BuilderNode = BuilderRule | BuilderGroup;

/** The root group's id: the server keys the running total by it too. */
export const ROOT_ID = 'root';

export const emptyTree = (): BuilderGroup => ({ type: 'group', id: ROOT_ID, operator: 'and', children: [] });

const RANGE_OPERATORS: readonly string[] = [RULE_OPERATOR.BETWEEN, RULE_OPERATOR.NOT_BETWEEN];
/** Technographic operators that test the service alone: nothing to pick. */
const PRESENCE_OPERATORS: readonly string[] = [
  RULE_OPERATOR.HAS_SERVICE,
  RULE_OPERATOR.NO_SERVICE,
  RULE_OPERATOR.IN_HOUSE,
];

export const isRangeOperator = (operator: string): boolean => RANGE_OPERATORS.includes(operator);
export const isPresenceOperator = (operator: string): boolean => PRESENCE_OPERATORS.includes(operator);

/** The empty value of a rule with this element and operator. */
export function initialValue(
  element: Pick<QueryCatalogElement, 'value_kind'>,
  operator: string,
): RuleValue[] {
  if (element.value_kind === 'presence' || isPresenceOperator(operator)) return [true];
  if (isRangeOperator(operator)) return [[null, null]];
  return [];
}

export function* walk(node: BuilderNode): Generator<BuilderNode> {
  yield node;
  if (node.type === 'group') for (const child of node.children) yield* walk(child);
}

export const rulesOf = (root: BuilderGroup): BuilderRule[] =>
  [...walk(root)].filter((n): n is BuilderRule => n.type === 'rule');

/** Ids stay unique and stable across reloads: one more than the highest in the tree. */
function nextId(root: BuilderGroup, prefix: 'r' | 'g'): string {
  let highest = 0;
  for (const node of walk(root)) {
    const match = /^[rg](\d+)$/.exec(node.id);
    if (match) highest = Math.max(highest, Number(match[1]));
  }
  return `${prefix}${highest + 1}`;
}

export function newRule(root: BuilderGroup, element: QueryCatalogElement): BuilderRule {
  const operator = element.operators[0] ?? RULE_OPERATOR.EQUAL;
  const properties = defaultProperties(element.properties);
  return {
    type: 'rule',
    id: nextId(root, 'r'),
    element: {
      element_id: element.element_id,
      element_type: element.element_type,
      element_section: element.element_section,
    },
    operator,
    value: initialValue(element, operator),
    ...(properties ? { properties } : {}),
  };
}

/** Rebuilds the tree with `change` applied to the node of that id (null removes it). */
function mapNode(
  node: BuilderNode,
  id: string,
  change: (node: BuilderNode) => BuilderNode | null,
): BuilderNode | null {
  if (node.id === id) return change(node);
  if (node.type === 'rule') return node;
  let touched = false;
  const children: BuilderNode[] = [];
  for (const child of node.children) {
    const next = mapNode(child, id, change);
    if (next !== child) touched = true;
    if (next) children.push(next);
  }
  return touched ? { ...node, children } : node;
}

function changeNode(root: BuilderGroup, id: string, change: (node: BuilderNode) => BuilderNode | null) {
  const next = mapNode(root, id, change);
  return next?.type === 'group' ? next : root;
}

function changeGroup(root: BuilderGroup, id: string, change: (group: BuilderGroup) => BuilderGroup) {
  return changeNode(root, id, (node) => (node.type === 'group' ? change(node) : node));
}

export function addRule(root: BuilderGroup, groupId: string, element: QueryCatalogElement): BuilderGroup {
  const rule = newRule(root, element);
  return changeGroup(root, groupId, (group) => ({ ...group, children: [...group.children, rule] }));
}

/** A nested group starts with the other operator: a group with its parent's operator changes nothing. */
export function addGroup(root: BuilderGroup, groupId: string): BuilderGroup {
  const id = nextId(root, 'g');
  return changeGroup(root, groupId, (group) => ({
    ...group,
    children: [
      ...group.children,
      { type: 'group', id, operator: group.operator === 'and' ? 'or' : 'and', children: [] },
    ],
  }));
}

export function removeNode(root: BuilderGroup, id: string): BuilderGroup {
  return id === root.id ? root : changeNode(root, id, () => null);
}

export function setGroupOperator(root: BuilderGroup, id: string, operator: 'and' | 'or'): BuilderGroup {
  return changeGroup(root, id, (group) => ({ ...group, operator }));
}

export function updateRule(
  root: BuilderGroup,
  id: string,
  change: (rule: BuilderRule) => BuilderRule,
): BuilderGroup {
  return changeNode(root, id, (node) => (node.type === 'rule' ? change(node) : node));
}

/** A new operator keeps the value when its shape still fits, else starts the value afresh. */
export function withOperator(
  rule: BuilderRule,
  element: Pick<QueryCatalogElement, 'value_kind'>,
  operator: string,
): BuilderRule {
  const sameShape =
    isRangeOperator(operator) === isRangeOperator(rule.operator) &&
    isPresenceOperator(operator) === isPresenceOperator(rule.operator) &&
    // Vendors and products are different lists: switching between them clears the choice.
    productOrVendor(operator) === productOrVendor(rule.operator);
  return sameShape
    ? { ...rule, operator }
    : { ...rule, operator, value: initialValue(element, operator), labels: undefined, parent: null };
}

function productOrVendor(operator: string): 'vendor' | 'product' | null {
  if (operator === RULE_OPERATOR.VENDOR || operator === RULE_OPERATOR.NOT_VENDOR) return 'vendor';
  if (operator === RULE_OPERATOR.PRODUCT || operator === RULE_OPERATOR.NOT_PRODUCT) return 'product';
  return null;
}

/** Moves a node up (-1) or down (+1) among its siblings; the ends stay put. */
export function moveNode(root: BuilderGroup, id: string, by: -1 | 1): BuilderGroup {
  const parent = [...walk(root)].find(
    (n): n is BuilderGroup => n.type === 'group' && n.children.some((c) => c.id === id),
  );
  if (!parent) return root;
  const from = parent.children.findIndex((c) => c.id === id);
  const to = from + by;
  if (to < 0 || to >= parent.children.length) return root;
  const children = [...parent.children];
  const [moved] = children.splice(from, 1);
  if (moved) children.splice(to, 0, moved);
  return changeGroup(root, parent.id, (group) => ({ ...group, children }));
}

/** What the rule sends: a range with a missing end is no value yet. */
export function wireValue(rule: BuilderRule): RuleValue[] {
  if (!isRangeOperator(rule.operator)) return rule.value;
  const range = rule.value[0];
  if (!Array.isArray(range) || range.length !== 2) return [];
  const [low, high] = range;
  return typeof low === 'number' && typeof high === 'number' ? [[low, high]] : [];
}

export const isRuleReady = (rule: BuilderRule): boolean => isQueryRuleValid({ value: wireValue(rule) });

function toCriteria(node: BuilderNode): CriteriaNode {
  if (node.type === 'rule') {
    return { type: 'rule', id: node.id, element: node.id, operator: node.operator, value: wireValue(node) };
  }
  return { type: 'group', id: node.id, operator: node.operator, children: node.children.map(toCriteria) };
}

/** The wire payload: each rule brings its own element (keyed by the rule's id) and properties. */
export function toPayload(root: BuilderGroup): QueryPayload {
  return {
    elements: rulesOf(root).map((rule) => ({
      id: rule.id,
      element_objects: [
        { ...rule.element, ...(rule.properties ? { element_properties: rule.properties } : {}) },
      ],
    })),
    criteria: toCriteria(root) as QueryPayload['criteria'],
  };
}

/** A saved payload as a builder tree; rules whose element is missing from the payload are dropped. */
export function fromPayload(payload: QueryPayload): BuilderGroup {
  const elements = new Map(payload.elements.map((e) => [e.id, e.element_objects[0]]));
  let counter = 0;
  const convert = (node: CriteriaNode, isRoot: boolean): BuilderNode | null => {
    counter += 1;
    if (node.type === 'group') {
      return {
        type: 'group',
        id: isRoot ? ROOT_ID : (node.id ?? `g${counter}`),
        operator: node.operator,
        children: node.children.flatMap((child) => convert(child, false) ?? []),
      };
    }
    const object = elements.get(node.element);
    if (!object) return null;
    const range = isRangeOperator(node.operator);
    const raw = Array.isArray(node.value) ? node.value : [node.value];
    return {
      type: 'rule',
      id: node.id ?? `r${counter}`,
      element: {
        element_id: object.element_id,
        element_type: object.element_type,
        element_section: object.element_section,
      },
      operator: node.operator,
      value: range && raw.length === 0 ? [[null, null]] : raw,
      ...(object.element_properties ? { properties: object.element_properties } : {}),
    };
  };
  const root = convert(payload.criteria, true);
  return root?.type === 'group' ? root : emptyTree();
}

/** Depth of the deepest group (the root is 1). */
export function depthOf(node: BuilderNode, depth = 1): number {
  if (node.type === 'rule') return depth - 1;
  return Math.max(depth, ...node.children.map((c) => depthOf(c, depth + 1)));
}

/** A stored tree is read back only when it still looks like one. */
export function isBuilderGroup(value: unknown): value is BuilderGroup {
  if (typeof value !== 'object' || value === null) return false;
  const node = value as Partial<BuilderGroup>;
  return (
    node.type === 'group' &&
    typeof node.id === 'string' &&
    (node.operator === 'and' || node.operator === 'or') &&
    Array.isArray(node.children) &&
    node.children.every(
      (child) =>
        isBuilderGroup(child) ||
        (typeof child === 'object' &&
          child !== null &&
          (child as BuilderRule).type === 'rule' &&
          typeof (child as BuilderRule).id === 'string' &&
          Array.isArray((child as BuilderRule).value)),
    )
  );
}
