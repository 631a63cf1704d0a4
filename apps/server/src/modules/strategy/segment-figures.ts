import { type SegmentFigures, STRATEGY_LIMITS, type StrategySegmentRow } from '@fin-atlas/domain';
import type { Universe } from './market.js';

/** Counts and assets of one group of institutions, split into clients and the rest. */
export type Tally = {
  institutions: number;
  clients: number;
  assets: number;
  clientAssets: number;
};

const ratio = (part: number, whole: number): number | null => (whole > 0 ? part / whole : null);

/** Adds up a group of institutions (ids of the universe) against the set of client ids. */
export function tally(universe: Universe, ids: readonly number[], clients: ReadonlySet<number>): Tally {
  const out: Tally = { institutions: 0, clients: 0, assets: 0, clientAssets: 0 };
  for (const id of ids) {
    const position = universe.positionOf.get(id);
    const assets = position === undefined ? 0 : (universe.rows[position]?.assets ?? 0);
    out.institutions += 1;
    out.assets += assets;
    if (clients.has(id)) {
      out.clients += 1;
      out.clientAssets += assets;
    }
  }
  return out;
}

/** A group's figures, its shares taken of the whole market's tally. */
export function figures(group: Tally, market: Tally): SegmentFigures {
  return {
    institutions: group.institutions,
    clients: group.clients,
    non_clients: group.institutions - group.clients,
    assets: group.assets,
    client_assets: group.clientAssets,
    non_client_assets: group.assets - group.clientAssets,
    market_share: ratio(group.institutions, market.institutions),
    client_share: ratio(group.clients, market.clients),
    client_asset_share: ratio(group.clientAssets, market.clientAssets),
    penetration: ratio(group.clients, group.institutions),
    asset_penetration: ratio(group.clientAssets, group.assets),
  };
}

/** A segment's row: its figures and its non-clients (largest first) for a FIN Query list. */
export function segmentRow(
  segment: { id: number; name: string; ids: readonly number[] },
  universe: Universe,
  clients: ReadonlySet<number>,
  market: Tally,
): StrategySegmentRow {
  const nonClients = segment.ids.filter((id) => !clients.has(id));
  return {
    id: segment.id,
    name: segment.name,
    ...figures(tally(universe, segment.ids, clients), market),
    non_client_ids: nonClients.slice(0, STRATEGY_LIMITS.maxListIds),
    non_client_ids_truncated: nonClients.length > STRATEGY_LIMITS.maxListIds,
  };
}
