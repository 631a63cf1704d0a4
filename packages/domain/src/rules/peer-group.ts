export interface PeerGroupDraft {
  readonly name: string;
  readonly description?: string | null;
  /** Institution ids; order and duplicates do not matter. */
  readonly members: readonly number[];
}

const sortedUnique = (ids: readonly number[]): number[] => [...new Set(ids)].sort((a, b) => a - b);

/**
 * Whether the edited peer group differs from the saved copy, so the builder can offer save
 * and warn on leave. Compared as saved: trimmed text, null description as empty, members as a set.
 */
export function hasPeerGroupChanged(current: PeerGroupDraft, saved: PeerGroupDraft): boolean {
  if (current.name.trim() !== saved.name.trim()) {
    return true;
  }
  if ((current.description ?? '').trim() !== (saved.description ?? '').trim()) {
    return true;
  }
  const a = sortedUnique(current.members);
  const b = sortedUnique(saved.members);
  return a.length !== b.length || a.some((id, index) => id !== b[index]);
}
