import {
  type CriteriaGroup,
  type CriteriaNode,
  FIRMOGRAPHIC_ELEMENT,
  type QueryCountsResponse,
  type QueryElement,
  type QueryElementObject,
  type QueryElementType,
  type QueryPayload,
  type QueryResults,
  type RuleValue,
} from '@fin-atlas/domain';
import type { LightMyRequestResponse } from 'fastify';
import type { Harness, SignedIn } from './identity-harness.js';

/** A criteria node with the element objects its rules test. */
export type Built = { node: CriteriaNode; elements: QueryElement[] };

const SECTIONS: Partial<Record<QueryElementType, string>> = {
  firmographics: 'Firmographics',
  market_area: 'Market Area',
  technographics: 'Technographics',
  contact_search: 'Contact Search',
  select_institutions: 'Select Institutions',
  mortgage_lending: 'Mortgage Lending',
};

export function elementObject(
  type: QueryElementType,
  id: number,
  properties?: Record<string, unknown>,
): QueryElementObject {
  return {
    element_type: type,
    element_id: id,
    element_section: SECTIONS[type] ?? type,
    ...(properties ? { element_properties: properties } : {}),
  };
}

/** A rule (its element gets the id `el-<rule id>`). */
export function rule(id: string, object: QueryElementObject, operator: string, value: RuleValue): Built {
  const element = `el-${id}`;
  return {
    node: { type: 'rule', id, element, operator, value },
    elements: [{ id: element, element_objects: [object] }],
  };
}

export function group(id: string, operator: 'and' | 'or', children: Built[]): Built {
  return {
    node: { type: 'group', id, operator, children: children.map((c) => c.node) },
    elements: children.flatMap((c) => c.elements),
  };
}

/** The payload of a tree whose root is the given group (or a root AND around one rule). */
export function payloadOf(root: Built): QueryPayload {
  const criteria: CriteriaGroup =
    root.node.type === 'group'
      ? root.node
      : { type: 'group', id: 'root', operator: 'and', children: [root.node] };
  return { elements: root.elements, criteria };
}

export type QueryCalls = {
  countsResponse(payload: QueryPayload): Promise<LightMyRequestResponse>;
  counts(payload: QueryPayload): Promise<QueryCountsResponse>;
  /** The count of a single rule, alone in the tree. */
  countOf(built: Built): Promise<number>;
  results(payload: QueryPayload): Promise<QueryResults>;
  options(
    type: QueryElementType,
    id: number,
    extra?: Record<string, string>,
  ): Promise<{ value: string | number; label: string; hint?: string }[]>;
};

/** FIN Query calls as one signed-in user (in the mortgage lender builder with isMbc), failing loudly on an unexpected status. */
export function queryCalls(
  h: Harness,
  as: SignedIn,
  { isMbc = false }: { isMbc?: boolean } = {},
): QueryCalls {
  const post = (url: string, payload: QueryPayload) =>
    h.call(as, {
      method: 'POST',
      url,
      payload: isMbc ? { query: payload, is_mbc: true } : { query: payload },
    });
  const ok = <T>(res: LightMyRequestResponse): T => {
    if (res.statusCode !== 200) throw new Error(`answered ${res.statusCode}: ${res.body}`);
    return res.json() as T;
  };
  return {
    countsResponse: (payload) => post('/api/advanced_query/counts', payload),
    counts: async (payload) => ok(await post('/api/advanced_query/counts', payload)),
    async countOf(built) {
      const answer = ok<QueryCountsResponse>(await post('/api/advanced_query/counts', payloadOf(built)));
      return answer.total;
    },
    results: async (payload) => ok(await post('/api/advanced_query', payload)),
    async options(type, id, extra = {}) {
      const query = new URLSearchParams({
        element_type: type,
        element_id: String(id),
        ...(isMbc ? { is_mbc: 'true' } : {}),
        ...extra,
      });
      const res = await h.call(as, { url: `/api/advanced_query/element_options?${query}` });
      return ok<{ options: { value: string | number; label: string; hint?: string }[] }>(res).options;
    },
  };
}

/** One number from a SQL count. */
export async function sqlCount(h: Harness, text: string, params: unknown[] = []): Promise<number> {
  const [row] = await h.database.query<{ n: number }>(text, params);
  return Number(row?.n ?? 0);
}

/** A firmographics element of a stored query, as the builder writes it. */
export const firmographicElement = (id: string, elementId: number) => ({
  id,
  element_objects: [
    { element_id: elementId, element_type: 'firmographics', element_section: 'Firmographics' },
  ],
});

/** Banks of some states: a saved query whose every rule the firmographics provider answers on any demo data set. */
export function banksIn(...states: string[]) {
  return {
    elements: [
      firmographicElement('e-state', FIRMOGRAPHIC_ELEMENT.state),
      firmographicElement('e-type', FIRMOGRAPHIC_ELEMENT.fiType),
    ],
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
