import { RULE_OPERATOR } from '../constants/fin-query.js';
import type { IntentLevel } from '../constants/intent.js';
import type { QueryPayload } from '../contracts/query-payload.js';

const RULE_ID = 'r1';

/** The builder category (and rule section) FIN Intent rules belong to. */
export const FIN_INTENT_SECTION = 'FIN Intent';

/**
 * A FIN Query of the institutions at a level of one signal: one FIN Intent rule whose element is the
 * signal (element_id = signal id) and whose value is the level, as the builder writes one when the
 * signal is picked from its FIN Intent category. The signal screens hand it to the builder, where it
 * counts, runs and saves like any query.
 */
export function intentLevelQuery(signalId: number, level: IntentLevel): QueryPayload {
  return {
    elements: [
      {
        id: RULE_ID,
        element_objects: [
          { element_id: signalId, element_type: 'fin_intent', element_section: FIN_INTENT_SECTION },
        ],
      },
    ],
    criteria: {
      type: 'group',
      id: 'root',
      operator: 'and',
      children: [
        { type: 'rule', id: RULE_ID, element: RULE_ID, operator: RULE_OPERATOR.EQUAL, value: [level] },
      ],
    },
  };
}
