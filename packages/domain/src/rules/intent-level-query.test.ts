import { describe, expect, it } from 'vitest';
import { queryPayloadSchema } from '../contracts/query-payload.js';
import { intentLevelQuery } from './intent-level-query.js';
import { isQueryValid } from './query-validity.js';

describe('a signal level as a FIN Query', () => {
  it('is one valid FIN Intent rule on the signal, at the level', () => {
    const query = intentLevelQuery(3, 'in_depth_research');
    expect(queryPayloadSchema.safeParse(query).success).toBe(true);
    expect(isQueryValid(query.criteria)).toBe(true);
    expect(query.elements[0]?.element_objects).toEqual([
      { element_id: 3, element_type: 'fin_intent', element_section: 'FIN Intent' },
    ]);
    expect(query.criteria.children).toEqual([
      { type: 'rule', id: 'r1', element: 'r1', operator: 'equal', value: ['in_depth_research'] },
    ]);
  });
});
