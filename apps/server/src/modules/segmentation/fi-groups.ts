import {
  type FiGroupRef,
  type FiType,
  fiGroupRefText,
  INDUSTRY_GROUP_NAMES,
  MESSAGES,
  parseFiGroupRef,
} from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { notFound, unprocessable } from '../../http/app-error.js';
import { queryEngineFor, savedQueryMembers } from '../fin-query/index.js';
import type { Actor } from '../identity/index.js';
import { createPeerGroupStore } from '../peer-groups/index.js';

/** An FI group resolved to its institutions at the latest data. */
export type FiGroup = {
  ref: string;
  kind: FiGroupRef['kind'];
  name: string;
  /** The type every member shares, or null for a mixed group. */
  fiType: FiType | null;
  ids: number[];
};

const PEER_GROUP_NOT_FOUND = 'Peer group not found.';

function sharedType(types: Iterable<string | undefined>): FiType | null {
  const set = new Set(types);
  const only = set.size === 1 ? [...set][0] : undefined;
  return only === 'bank' || only === 'bhc' || only === 'credit_union' ? only : null;
}

/**
 * Resolves FI group references the caller may use: their visible peer groups, their visible saved
 * queries (members at the latest data, the same as the query's results) and whole industries. A
 * reference to a group the caller cannot see is a 404, as opening it would be; none at all is the
 * spec's 'Please select FI Group.'.
 */
export async function resolveFiGroups(
  database: Database,
  actor: Actor,
  refs: readonly string[],
): Promise<FiGroup[]> {
  if (refs.length === 0) throw unprocessable(MESSAGES.selection.selectFiGroup);
  const parsed = refs.map((text) => {
    const ref = parseFiGroupRef(text);
    if (!ref) throw unprocessable(`Validation failed. Unknown FI group ${text}.`);
    return ref;
  });
  const engine = queryEngineFor(database);
  const out: FiGroup[] = [];
  for (const ref of parsed) {
    const text = fiGroupRefText(ref);
    if (out.some((g) => g.ref === text)) continue;
    if (ref.kind === 'industry') {
      const { universe } = await engine.context(actor);
      const ids: number[] = [];
      universe.rows.forEach((row, position) => {
        if (row.fiType === ref.fiType) ids.push(universe.ids[position] as number);
      });
      out.push({
        ref: text,
        kind: 'industry',
        name: INDUSTRY_GROUP_NAMES[ref.fiType],
        fiType: ref.fiType,
        ids,
      });
    } else if (ref.kind === 'peer_group') {
      const snapshot = await createPeerGroupStore(database).snapshot(ref.id, actor);
      if (!snapshot) throw notFound(PEER_GROUP_NOT_FOUND);
      const { universe } = await engine.context(actor);
      const types = snapshot.members.map((id) => {
        const position = universe.positionOf.get(id);
        return position === undefined ? undefined : universe.rows[position]?.fiType;
      });
      out.push({
        ref: text,
        kind: 'peer_group',
        name: snapshot.name,
        fiType: sharedType(types),
        ids: snapshot.members,
      });
    } else {
      const members = await savedQueryMembers(database, actor, ref.id);
      out.push({ ref: text, kind: 'query', name: members.name, fiType: members.fiType, ids: members.ids });
    }
  }
  return out;
}
