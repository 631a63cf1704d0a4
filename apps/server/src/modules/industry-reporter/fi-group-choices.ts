import { FI_TYPES, fiGroupRefText, INDUSTRY_GROUP_NAMES, type IndustryFiGroup } from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';
import { queryEngineFor, savedQueryGroups } from '../fin-query/index.js';
import type { Actor } from '../identity/index.js';
import { createPeerGroupStore } from '../peer-groups/index.js';

/**
 * Every FI group the caller may aggregate: whole industries (every active institution of a type),
 * their peer groups, and their saved queries (custom FI groups included). A saved query kept as a
 * peer group is offered once, as the query: its members follow new data either way.
 */
export async function fiGroupChoices(database: Database, actor: Actor): Promise<IndustryFiGroup[]> {
  const { universe } = await queryEngineFor(database).context(actor);
  const industryCounts = new Map<string, number>();
  for (const row of universe.rows) industryCounts.set(row.fiType, (industryCounts.get(row.fiType) ?? 0) + 1);
  const industries = FI_TYPES.map(
    (fiType): IndustryFiGroup => ({
      ref: fiGroupRefText({ kind: 'industry', fiType }),
      kind: 'industry',
      name: INDUSTRY_GROUP_NAMES[fiType],
      description: null,
      fi_type: fiType,
      member_count: industryCounts.get(fiType) ?? 0,
      owner: null,
      is_global: true,
    }),
  );
  const peerGroups = (await createPeerGroupStore(database).list(actor))
    .filter((group) => group.builder !== 'query')
    .map(
      (group): IndustryFiGroup => ({
        ref: fiGroupRefText({ kind: 'peer_group', id: group.id }),
        kind: 'peer_group',
        name: group.name,
        description: group.description,
        fi_type: group.fi_type,
        member_count: group.status === 'ready' ? group.peer_count : null,
        owner: group.owner.user_name,
        is_global: false,
      }),
    );
  const queries = (await savedQueryGroups(database, actor)).map(
    (query): IndustryFiGroup => ({
      ref: fiGroupRefText({ kind: 'query', id: query.id }),
      kind: 'query',
      name: query.name,
      description: query.description,
      fi_type: query.fiType,
      member_count: query.memberCount,
      owner: query.ownerName,
      is_global: query.isGlobal,
    }),
  );
  return [...industries, ...peerGroups, ...queries];
}
