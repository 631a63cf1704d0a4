import type { PeerGroupCriteriaInput } from '../contracts/peer-group.js';

export interface PeerGroupDraft {
  readonly name: string;
  readonly description?: string | null;
  /** Institution ids; order and duplicates do not matter. */
  readonly members: readonly number[];
}

const sortedUnique = (ids: readonly number[]): number[] => [...new Set(ids)].sort((a, b) => a - b);

export type PeerGroupChanges = {
  name: boolean;
  description: boolean;
  /** Members in the edit that the saved copy lacks, and the other way round, in id order. */
  added: number[];
  removed: number[];
  changed: boolean;
};

/**
 * What differs between the edited peer group and the saved copy, compared as saved: trimmed text,
 * null description as empty, members as a set.
 */
export function peerGroupChanges(current: PeerGroupDraft, saved: PeerGroupDraft): PeerGroupChanges {
  const name = current.name.trim() !== saved.name.trim();
  const description = (current.description ?? '').trim() !== (saved.description ?? '').trim();
  const now = sortedUnique(current.members);
  const before = sortedUnique(saved.members);
  const beforeSet = new Set(before);
  const nowSet = new Set(now);
  const added = now.filter((id) => !beforeSet.has(id));
  const removed = before.filter((id) => !nowSet.has(id));
  return {
    name,
    description,
    added,
    removed,
    changed: name || description || added.length > 0 || removed.length > 0,
  };
}

/**
 * Whether the edited peer group differs from the saved copy, so the builder can offer save
 * and warn on leave (spec section 5: name, description and members are compared).
 */
export function hasPeerGroupChanged(current: PeerGroupDraft, saved: PeerGroupDraft): boolean {
  return peerGroupChanges(current, saved).changed;
}

const hasBound = (range: { min?: number | null; max?: number | null } | undefined): boolean =>
  range !== undefined && ((range.min ?? null) !== null || (range.max ?? null) !== null);

/**
 * How many filters narrow the search, the FI type not counted (alone it would make every bank a
 * peer). Picked institutions are not filters either.
 */
export function criteriaFilterCount(criteria: PeerGroupCriteriaInput): number {
  const ranges = criteria.ranges ?? {};
  return (
    (criteria.states?.length ? 1 : 0) +
    (criteria.asset_bands?.length ? 1 : 0) +
    [ranges.assets, ranges.deposit_accounts, ranges.branches].filter(hasBound).length +
    (criteria.metric_rows?.length ?? 0) +
    (criteria.offering_rows?.length ?? 0)
  );
}

/** Nothing picked and nothing filtered: there is no group to save yet. */
export function isEmptyCriteria(criteria: PeerGroupCriteriaInput): boolean {
  return (criteria.institution_ids?.length ?? 0) === 0 && criteriaFilterCount(criteria) === 0;
}
