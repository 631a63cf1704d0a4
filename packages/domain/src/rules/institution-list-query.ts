import { RULE_OPERATOR, SELECT_INSTITUTIONS_ELEMENT_ID } from '../constants/fin-query.js';
import type { QueryPayload } from '../contracts/query-payload.js';

const RULE_ID = 'r1';

/**
 * A FIN Query that lists exactly these institutions: one Select Institutions rule, as the builder
 * writes one when institutions are picked. A list handed over from another screen (white space
 * prospects, a segment's non-clients) opens in the builder, prices and saves like any query.
 */
export function institutionListQuery(ids: readonly number[]): QueryPayload {
  return {
    elements: [
      {
        id: RULE_ID,
        element_objects: [
          {
            element_id: SELECT_INSTITUTIONS_ELEMENT_ID,
            element_type: 'select_institutions',
            element_section: 'Select Institutions',
          },
        ],
      },
    ],
    criteria: {
      type: 'group',
      id: 'root',
      operator: 'and',
      children: [
        { type: 'rule', id: RULE_ID, element: RULE_ID, operator: RULE_OPERATOR.IN, value: [...ids] },
      ],
    },
  };
}
