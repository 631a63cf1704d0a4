import { useCallback, useSyncExternalStore } from 'react';
import { readLocal, userStateKey, writeLocal } from '../../core/local-state';
import { useSession } from '../../core/session/use-session';
import type { AnalyticsModule } from './selection-modules';
import { type AnalyticsSelection, EMPTY_SELECTION, isAnalyticsSelection } from './selection-state';

type Listener = () => void;
const listeners = new Map<string, Set<Listener>>();
// The parsed value per key with the text it came from, so every component reading it gets the same
// object until the stored text changes (here, in another tab, or cleared by signing out).
const cache = new Map<string, { text: string | null; value: AnalyticsSelection }>();

const storageKey = (userId: number, module: AnalyticsModule) =>
  userStateKey(userId, `analytics-selection:${module}`);

function storedText(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function read(key: string | null): AnalyticsSelection {
  if (key === null) return EMPTY_SELECTION;
  const text = storedText(key);
  const cached = cache.get(key);
  if (cached && cached.text === text) return cached.value;
  const value = text === null ? EMPTY_SELECTION : (readLocal(key, isAnalyticsSelection) ?? EMPTY_SELECTION);
  cache.set(key, { text, value });
  return value;
}

function write(key: string, value: AnalyticsSelection) {
  writeLocal(key, value);
  cache.set(key, { text: storedText(key), value });
  for (const listener of listeners.get(key) ?? []) listener();
}

function subscribe(key: string | null, listener: Listener): () => void {
  if (key === null) return () => {};
  let set = listeners.get(key);
  if (!set) {
    set = new Set();
    listeners.set(key, set);
  }
  set.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === key) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    set.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/**
 * The module's selection for the signed-in user, persisted in local storage and shared by every
 * component and screen that reads it (the report screens included). `update` applies one of the
 * selection-state transitions.
 */
export function useAnalyticsSelection(
  module: AnalyticsModule,
): [AnalyticsSelection, (change: (state: AnalyticsSelection) => AnalyticsSelection) => void] {
  const { user } = useSession();
  const key = user ? storageKey(user.id, module) : null;
  const state = useSyncExternalStore(
    useCallback((listener: Listener) => subscribe(key, listener), [key]),
    () => read(key),
    () => EMPTY_SELECTION,
  );
  const update = useCallback(
    (change: (state: AnalyticsSelection) => AnalyticsSelection) => {
      if (key === null) return;
      const next = change(read(key));
      if (next !== read(key)) write(key, next);
    },
    [key],
  );
  return [state, update];
}
