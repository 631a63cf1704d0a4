import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { readLocal, userStateKey, writeLocal } from '../../core/local-state';
import { useSession } from '../../core/session/use-session';
import { useLandingDefaults } from './api';
import { ANALYTICS_MODULES, type AnalyticsModule } from './selection-modules';
import { type AnalyticsSelection, isAnalyticsSelection, landingSelection } from './selection-state';

type Listener = () => void;
const listeners = new Map<string, Set<Listener>>();
// The parsed value per key with the text it came from, so every component reading it gets the same
// object until the stored text changes (here, in another tab, or cleared by signing out). Null: the
// user has made no choice (nothing stored, or a stored value from an older build).
const cache = new Map<string, { text: string | null; value: AnalyticsSelection | null }>();

const storageKey = (userId: number, module: AnalyticsModule) =>
  userStateKey(userId, `analytics-selection:${module}`);

function storedText(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function read(key: string | null): AnalyticsSelection | null {
  if (key === null) return null;
  const text = storedText(key);
  const cached = cache.get(key);
  if (cached && cached.text === text) return cached.value;
  const value = text === null ? null : readLocal(key, isAnalyticsSelection);
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
 * component and screen that reads it (the report screens included). Until the user chooses, it is
 * their company's Single Click Defaults. `update` applies one of the selection-state transitions.
 */
export function useAnalyticsSelection(
  module: AnalyticsModule,
): [AnalyticsSelection, (change: (state: AnalyticsSelection) => AnalyticsSelection) => void] {
  const { user } = useSession();
  const key = user ? storageKey(user.id, module) : null;
  const stored = useSyncExternalStore(
    useCallback((listener: Listener) => subscribe(key, listener), [key]),
    () => read(key),
    () => null,
  );
  const defaults = useLandingDefaults();
  const landing = useMemo(
    () => landingSelection(defaults.data, ANALYTICS_MODULES[module]),
    [defaults.data, module],
  );
  const update = useCallback(
    (change: (state: AnalyticsSelection) => AnalyticsSelection) => {
      if (key === null) return;
      // The first change a user makes starts from where they landed, and from then on is theirs.
      const current = read(key) ?? landing;
      const next = change(current);
      if (next !== current) write(key, next);
    },
    [key, landing],
  );
  return [stored ?? landing, update];
}
