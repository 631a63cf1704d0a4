import type { PeerGroupKind } from '@fin-atlas/domain';
import type { Database } from '../../db/database.js';

/** A peer group whose members another module keeps, with what that module stored about it. */
export type KeptPeerGroup = { id: number; source: Record<string, unknown> };

/** Brings the members of the given groups up to date (a no-op for those already current). */
export type KeptPeerGroupRefresher = (database: Database, groups: KeptPeerGroup[]) => Promise<unknown>;

const refreshers = new Map<PeerGroupKind, KeptPeerGroupRefresher>();

/**
 * A module that keeps peer groups of its own kind (FIN Query keeps a saved query's result as a
 * 'query' group) registers how to refresh them: every read of a peer group (the lists, a report's
 * snapshot) asks it first, so Reporter and Advisor never read members of older data.
 */
export function registerKeptPeerGroups(kind: PeerGroupKind, refresh: KeptPeerGroupRefresher): void {
  refreshers.set(kind, refresh);
}

export const keptKinds = (): PeerGroupKind[] => [...refreshers.keys()];

/** Asks each keeping module to refresh its groups among `rows`. */
export async function refreshKeptPeerGroups(
  database: Database,
  rows: readonly { id: number; builder: string; criteria: Record<string, unknown> }[],
): Promise<void> {
  for (const [kind, refresh] of refreshers) {
    const kept = rows.filter((r) => r.builder === kind).map((r) => ({ id: r.id, source: r.criteria }));
    if (kept.length > 0) await refresh(database, kept);
  }
}
