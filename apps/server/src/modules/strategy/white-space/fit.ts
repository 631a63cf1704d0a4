import {
  assetBandIdOf,
  relativeRate,
  smoothedRate,
  WHITE_SPACE_PEERS_EACH_SIDE,
  type WhiteSpaceFitFactor,
} from '@fin-atlas/domain';
import { cooperativeTurns } from '../../../compute/turns.js';
import type { Universe } from '../market.js';
import { STATUS_INDEX } from './usage.js';

export type FitFactors = Record<WhiteSpaceFitFactor, number>;

/** Users and researched institutions of a group. */
type Count = { users: number; researched: number };

function add(counts: Map<string, Count>, key: string, using: boolean): void {
  const count = counts.get(key) ?? { users: 0, researched: 0 };
  count.researched += 1;
  if (using) count.users += 1;
  counts.set(key, count);
}

/** Each group's smoothed rate and the highest of them. */
function rates(counts: Map<string, Count>, marketRate: number): { of: Map<string, number>; highest: number } {
  const of = new Map<string, number>();
  let highest = 0;
  for (const [key, count] of counts) {
    const rate = smoothedRate(count.users, count.researched, marketRate);
    of.set(key, rate);
    highest = Math.max(highest, rate);
  }
  return { of, highest };
}

/**
 * The fit factors of every researched institution, from adoption across the whole country (every
 * active bank, holding company and credit union, whatever the market): the adoption rate of its
 * asset band, FI type, state and nearest peers in assets, each relative to the highest rate of its
 * kind. Arithmetic over a few thousand positions, in turns.
 */
export async function fitFactors(universe: Universe, status: Uint8Array): Promise<(p: number) => FitFactors> {
  const members = universe.members.fin_query;
  const band = new Map<string, Count>();
  const type = new Map<string, Count>();
  const state = new Map<string, Count>();
  const byType = new Map<string, number[]>();
  let users = 0;
  let researched = 0;
  const turn = cooperativeTurns();
  const bandKey = (p: number) => String(assetBandIdOf(universe.rows[p]?.assets) ?? 'none');
  for (let p = 0; p < universe.size; p++) {
    await turn();
    if (members[p] !== 1 || status[p] === STATUS_INDEX.not_researched) continue;
    const row = universe.rows[p];
    if (!row) continue;
    const using = status[p] === STATUS_INDEX.using;
    researched += 1;
    if (using) users += 1;
    add(band, bandKey(p), using);
    add(type, row.fiType, using);
    add(state, row.state ?? 'none', using);
    // Positions come largest first, so each type's list is in assets order.
    const list = byType.get(row.fiType) ?? [];
    list.push(p);
    byType.set(row.fiType, list);
  }
  const marketRate = researched > 0 ? users / researched : 0;
  const bands = rates(band, marketRate);
  const types = rates(type, marketRate);
  const states = rates(state, marketRate);

  const peerRate = new Map<number, number>();
  let highestPeers = 0;
  for (const list of byType.values()) {
    const prefix = new Int32Array(list.length + 1);
    list.forEach((p, i) => {
      prefix[i + 1] = (prefix[i] as number) + (status[p] === STATUS_INDEX.using ? 1 : 0);
    });
    for (let i = 0; i < list.length; i++) {
      await turn();
      const lo = Math.max(0, i - WHITE_SPACE_PEERS_EACH_SIDE);
      const hi = Math.min(list.length - 1, i + WHITE_SPACE_PEERS_EACH_SIDE);
      const self = status[list[i] as number] === STATUS_INDEX.using ? 1 : 0;
      const peerUsers = (prefix[hi + 1] as number) - (prefix[lo] as number) - self;
      const rate = smoothedRate(peerUsers, hi - lo, marketRate);
      peerRate.set(list[i] as number, rate);
      highestPeers = Math.max(highestPeers, rate);
    }
  }

  return (p) => {
    const row = universe.rows[p];
    return {
      size: relativeRate(bands.of.get(bandKey(p)) ?? marketRate, bands.highest),
      type: relativeRate(types.of.get(row?.fiType ?? '') ?? marketRate, types.highest),
      region: relativeRate(states.of.get(row?.state ?? 'none') ?? marketRate, states.highest),
      peers: relativeRate(peerRate.get(p) ?? marketRate, highestPeers),
    };
  };
}
