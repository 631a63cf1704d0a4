import { FIRMOGRAPHIC_ELEMENT as F } from '@fin-atlas/domain';
import type { Harness, SignedIn } from './identity-harness.js';

/** Banks of some states: a saved query the firmographics provider answers on any demo data set. */
export function banksIn(...states: string[]) {
  const element = (id: string, elementId: number) => ({
    id,
    element_objects: [
      { element_id: elementId, element_type: 'firmographics', element_section: 'Firmographics' },
    ],
  });
  return {
    elements: [element('e-state', F.state), element('e-type', F.fiType)],
    criteria: {
      type: 'group',
      operator: 'and',
      children: [
        { type: 'rule', id: 'r-state', element: 'e-state', operator: 'in', value: states },
        { type: 'rule', id: 'r-type', element: 'e-type', operator: 'in', value: ['bank'] },
      ],
    },
  };
}

/** Saves a query as the user through the API; its id. */
export async function saveQuery(h: Harness, as: SignedIn, name: string, query: unknown): Promise<number> {
  const res = await h.call(as, {
    method: 'POST',
    url: '/api/advanced_query/save_query',
    payload: { advanced_query: { name, query: JSON.stringify(query), query_type: 'fin_query' } },
  });
  if (res.statusCode !== 201) throw new Error(`saving "${name}" answered ${res.statusCode}: ${res.body}`);
  return res.json().id as number;
}

/** How many institutions the query matches for the user (what a delivery's file must list). */
export async function matchCount(h: Harness, as: SignedIn, query: unknown): Promise<number> {
  const res = await h.call(as, { method: 'POST', url: '/api/advanced_query/counts', payload: { query } });
  if (res.statusCode !== 200) throw new Error(`counting answered ${res.statusCode}: ${res.body}`);
  return res.json().total as number;
}
