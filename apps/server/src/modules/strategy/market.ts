import type { StrategyMarket } from '@fin-atlas/domain';
import { cooperativeTurns } from '../../compute/turns.js';
import type { Database } from '../../db/database.js';
import { type EngineContext, queryEngineFor } from '../fin-query/index.js';
import type { Actor } from '../identity/index.js';
import { resolveFiGroups } from '../segmentation/index.js';

export type Universe = EngineContext['universe'];

/** The market a strategy page looks at: active institutions of its FI groups, largest first. */
export type Market = {
  universe: Universe;
  /** Universe positions, ascending (the universe is ordered largest first). */
  positions: Int32Array;
  /** The same institutions' ids, in that order. */
  ids: number[];
  summary: StrategyMarket;
};

/**
 * The institutions of the chosen FI groups (whole industries, peer groups, saved queries the caller
 * may see) that are active today, each once, largest first. A group the caller cannot see is a 404;
 * no group at all the spec's 'Please select FI Group.'.
 */
export async function resolveMarket(
  database: Database,
  actor: Actor,
  refs: readonly string[],
): Promise<Market> {
  const groups = await resolveFiGroups(database, actor, refs);
  const { universe } = await queryEngineFor(database).context(actor);
  const members = universe.members.fin_query;
  const inMarket = new Uint8Array(universe.size);
  const turn = cooperativeTurns();
  for (const group of groups) {
    for (const id of group.ids) {
      const position = universe.positionOf.get(id);
      if (position !== undefined && members[position] === 1) inMarket[position] = 1;
    }
    await turn();
  }
  const positions: number[] = [];
  let assets = 0;
  for (let p = 0; p < universe.size; p++) {
    if (inMarket[p] !== 1) continue;
    positions.push(p);
    assets += universe.rows[p]?.assets ?? 0;
  }
  return {
    universe,
    positions: Int32Array.from(positions),
    ids: positions.map((p) => universe.ids[p] as number),
    summary: {
      refs: groups.map((g) => g.ref),
      name: groups.map((g) => g.name).join(' + '),
      institutions: positions.length,
      assets,
    },
  };
}

/** Data provenance every strategy answer carries. */
export const provenance = (universe: Universe) => ({
  data_as_of: universe.dataAsOf,
  is_demo: universe.isDemo,
});
