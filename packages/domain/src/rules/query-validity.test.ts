import { describe, expect, it } from 'vitest';
import { isQueryRuleValid, isQueryValid, isRuleValueValid, type ValidatableNode } from './query-validity.js';

describe('isRuleValueValid', () => {
  it.each([
    [[], false],
    [[''], false],
    [['  '], false],
    [[null], false],
    [[[]], false],
    [['', 'x'], false],
    [['x'], true],
    [[0], true],
    [[false], true],
    [[[1, 2]], true],
    [['x', ''], true],
    ['', false],
    [null, false],
    [undefined, false],
    ['bank', true],
    [0, true],
  ])('value %j -> %s', (value, valid) => {
    expect(isRuleValueValid(value)).toBe(valid);
  });

  it("reads the rule's value", () => {
    expect(isQueryRuleValid({ value: ['1'] })).toBe(true);
    expect(isQueryRuleValid({})).toBe(false);
  });
});

const rule = (value: unknown): ValidatableNode => ({ type: 'rule', value });

describe('isQueryValid', () => {
  it('rejects an empty or missing query', () => {
    expect(isQueryValid(null)).toBe(false);
    expect(isQueryValid({ type: 'group', children: [] })).toBe(false);
    expect(isQueryValid({ type: 'group', children: [{ type: 'group', children: [] }] })).toBe(false);
  });

  it('accepts when every rule in the tree has a value', () => {
    expect(
      isQueryValid({
        type: 'group',
        children: [rule([1]), { type: 'group', children: [rule(['a']), rule([[3, 9]])] }],
      }),
    ).toBe(true);
  });

  it('rejects when any nested rule is empty', () => {
    expect(
      isQueryValid({
        type: 'group',
        children: [rule([1]), { type: 'group', children: [rule(['a']), rule([])] }],
      }),
    ).toBe(false);
  });

  it('ignores empty groups beside valid rules', () => {
    expect(isQueryValid({ type: 'group', children: [rule([1]), { type: 'group', children: [] }] })).toBe(
      true,
    );
  });

  it('accepts a bare valid rule as root', () => {
    expect(isQueryValid(rule(['x']))).toBe(true);
  });
});
