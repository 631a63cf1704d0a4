import { type QueryCatalogElement, runQueryBodySchema } from '@fin-atlas/domain';
import { describe, expect, it } from 'vitest';
import {
  addGroup,
  addRule,
  type BuilderGroup,
  type BuilderRule,
  emptyTree,
  fromPayload,
  moveNode,
  removeNode,
  rulesOf,
  setGroupOperator,
  toPayload,
  updateRule,
  withOperator,
} from './criteria-tree';
import { RULE_PROBLEMS, ruleProblem } from './rule-problems';

const element = (over: Partial<QueryCatalogElement>): QueryCatalogElement => ({
  element_id: 4,
  element_type: 'firmographics',
  element_section: 'Firmographics',
  name: 'State',
  group: 'Address',
  definition: null,
  value_kind: 'options',
  operators: ['in', 'not_in'],
  remote_options: false,
  format: null,
  fi_types: [],
  properties: null,
  ...over,
});

const STATE = element({});
const ASSETS = element({
  element_id: 15,
  name: 'Total Assets ($000)',
  value_kind: 'number',
  operators: ['equal', 'less', 'greater', 'between', 'not_between'],
  format: 'C0',
});
const METRIC = element({
  element_id: 901,
  element_type: 'common_metric',
  element_section: 'Common Metrics (Bank/CU)',
  name: 'Return on Assets',
  value_kind: 'number',
  operators: ['greater', 'between'],
  format: 'P2',
  properties: 'metric',
});

const ruleAt = (tree: BuilderGroup, index: number) => rulesOf(tree)[index] as BuilderRule;
const setValue = (tree: BuilderGroup, id: string, value: BuilderRule['value']) =>
  updateRule(tree, id, (r) => ({ ...r, value }));

describe('criteria tree editing', () => {
  it('adds rules and nested groups at any depth, each with its own id', () => {
    let tree = addRule(emptyTree(), 'root', STATE);
    tree = addGroup(tree, 'root');
    const nested = tree.children[1] as BuilderGroup;
    expect(nested.operator).toBe('or');
    tree = addRule(tree, nested.id, ASSETS);
    tree = addGroup(tree, nested.id);
    const deeper = (tree.children[1] as BuilderGroup).children[1] as BuilderGroup;
    expect(deeper.operator).toBe('and');
    tree = addRule(tree, deeper.id, STATE);
    const ids = rulesOf(tree).map((r) => r.id);
    expect(ids).toHaveLength(3);
    expect(new Set(ids).size).toBe(3);
  });

  it('removes a rule or a whole group, never the root', () => {
    let tree = addRule(emptyTree(), 'root', STATE);
    tree = addGroup(tree, 'root');
    const group = tree.children[1] as BuilderGroup;
    tree = addRule(tree, group.id, ASSETS);
    expect(rulesOf(removeNode(tree, group.id))).toHaveLength(1);
    expect(rulesOf(removeNode(tree, ruleAt(tree, 0).id))).toHaveLength(1);
    expect(removeNode(tree, 'root')).toBe(tree);
  });

  it('moves a node among its siblings and leaves the ends put', () => {
    let tree = addRule(addRule(emptyTree(), 'root', STATE), 'root', ASSETS);
    const [first, second] = rulesOf(tree);
    tree = moveNode(tree, second?.id ?? '', -1);
    expect(rulesOf(tree).map((r) => r.id)).toEqual([second?.id, first?.id]);
    expect(moveNode(tree, second?.id ?? '', -1)).toBe(tree);
  });

  it('switching to between starts a range, switching back a single value', () => {
    let tree = addRule(emptyTree(), 'root', ASSETS);
    const id = ruleAt(tree, 0).id;
    tree = setValue(tree, id, [500]);
    tree = updateRule(tree, id, (r) => withOperator(r, ASSETS, 'between'));
    expect(ruleAt(tree, 0).value).toEqual([[null, null]]);
    tree = updateRule(tree, id, (r) => withOperator(r, ASSETS, 'not_between'));
    expect(ruleAt(tree, 0).value).toEqual([[null, null]]);
    tree = updateRule(tree, id, (r) => withOperator(r, ASSETS, 'greater'));
    expect(ruleAt(tree, 0).value).toEqual([]);
  });

  it('flags a rule without a value, and a range with one end, as needing a value', () => {
    let tree = addRule(emptyTree(), 'root', ASSETS);
    const id = ruleAt(tree, 0).id;
    expect(ruleProblem(ruleAt(tree, 0), ASSETS)).toBe(RULE_PROBLEMS.missingValue);
    tree = updateRule(tree, id, (r) => withOperator(r, ASSETS, 'between'));
    tree = setValue(tree, id, [[100_000, null]]);
    expect(ruleProblem(ruleAt(tree, 0), ASSETS)).toBe(RULE_PROBLEMS.missingValue);
    expect(toPayload(tree).criteria.children[0]).toMatchObject({ value: [] });
    tree = setValue(tree, id, [[100_000, 500_000]]);
    expect(ruleProblem(ruleAt(tree, 0), ASSETS)).toBeNull();
  });

  it('produces the payload of the contract: an element per rule, properties, nested groups', () => {
    let tree = addRule(emptyTree(), 'root', STATE);
    tree = setValue(tree, ruleAt(tree, 0).id, ['TX', 'OK']);
    tree = addGroup(tree, 'root');
    const group = tree.children[1] as BuilderGroup;
    tree = addRule(tree, group.id, ASSETS);
    tree = addRule(tree, group.id, METRIC);
    const [state, assets, metric] = rulesOf(tree).map((r) => r.id);
    tree = updateRule(tree, assets ?? '', (r) => ({
      ...withOperator(r, ASSETS, 'between'),
      value: [[1, 2]],
    }));
    tree = setValue(tree, metric ?? '', [0.01]);
    tree = setGroupOperator(tree, 'root', 'and');

    const body = runQueryBodySchema.parse({ query: toPayload(tree), is_mbc: false });
    expect(body.query.elements).toHaveLength(3);
    expect(body.query.elements[2]?.element_objects[0]).toEqual({
      element_id: 901,
      element_type: 'common_metric',
      element_section: 'Common Metrics (Bank/CU)',
      element_properties: { set: 1, span: 2, scope: 'single', is_global_setting: false },
    });
    expect(body.query.criteria).toEqual({
      type: 'group',
      id: 'root',
      operator: 'and',
      children: [
        { type: 'rule', id: state, element: state, operator: 'in', value: ['TX', 'OK'] },
        {
          type: 'group',
          id: group.id,
          operator: 'or',
          children: [
            { type: 'rule', id: assets, element: assets, operator: 'between', value: [[1, 2]] },
            { type: 'rule', id: metric, element: metric, operator: 'greater', value: [0.01] },
          ],
        },
      ],
    });
  });

  it('reads a saved payload back into the same tree', () => {
    let tree = addRule(emptyTree(), 'root', STATE);
    tree = setValue(tree, ruleAt(tree, 0).id, ['TX']);
    tree = addGroup(tree, 'root');
    tree = addRule(tree, (tree.children[1] as BuilderGroup).id, METRIC);
    tree = setValue(tree, ruleAt(tree, 1).id, [0.01]);
    const payload = toPayload(tree);
    expect(toPayload(fromPayload(JSON.parse(JSON.stringify(payload))))).toEqual(payload);
  });
});
