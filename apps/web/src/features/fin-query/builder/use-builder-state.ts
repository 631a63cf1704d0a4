import { useCallback, useEffect, useState } from 'react';
import { readLocal, userStateKey, writeLocal } from '../../../core/local-state';
import { useSession } from '../../../core/session/use-session';
import { type BuilderGroup, emptyTree, isBuilderGroup } from './criteria-tree';

/** What the builder keeps per user across reloads: the tree, the saved query it came from, the last run. */
export type BuilderState = {
  tree: BuilderGroup;
  /** The saved query's name and id when the tree was opened from or saved as one. */
  name: string | null;
  advancedQueryId: number | null;
  /** The payload (JSON) of the last run, so the results survive a reload. */
  lastRun: string | null;
};

export const EMPTY_BUILDER: BuilderState = {
  tree: emptyTree(),
  name: null,
  advancedQueryId: null,
  lastRun: null,
};

function isBuilderState(value: unknown): value is BuilderState {
  if (typeof value !== 'object' || value === null) return false;
  const state = value as Partial<BuilderState>;
  return (
    isBuilderGroup(state.tree) &&
    (state.name === null || typeof state.name === 'string') &&
    (state.advancedQueryId === null || typeof state.advancedQueryId === 'number') &&
    (state.lastRun === null || typeof state.lastRun === 'string')
  );
}

/** Each builder variant keeps its own tree: switching to mortgage lenders and back loses nothing. */
const storageKey = (userId: number, isMbc: boolean) =>
  userStateKey(userId, isMbc ? 'fin-query:builder:mortgage' : 'fin-query:builder');

/** The builder's state for the signed-in user and variant, written to local storage on every change. */
export function useBuilderState(
  isMbc = false,
): [BuilderState, (change: (state: BuilderState) => BuilderState) => void] {
  const { user } = useSession();
  const key = user ? storageKey(user.id, isMbc) : null;
  const [state, setState] = useState<BuilderState>(
    () => (key ? readLocal(key, isBuilderState) : null) ?? EMPTY_BUILDER,
  );
  useEffect(() => {
    if (key) writeLocal(key, state);
  }, [key, state]);
  const update = useCallback((change: (state: BuilderState) => BuilderState) => setState(change), []);
  return [state, update];
}
