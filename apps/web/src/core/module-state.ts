import { useCallback, useEffect, useState } from 'react';
import { readLocal, userStateKey, writeLocal } from './local-state';
import { useSession } from './session/use-session';

/**
 * State a module keeps across visits and reloads (the spec: "many module states persist locally"),
 * stored per signed-in user under the fin-atlas: prefix, so signing out clears it.
 */
export function useModuleState<T>(
  name: string,
  initial: T,
  isValid: (value: unknown) => value is T,
): [T, (next: T) => void] {
  const { user } = useSession();
  const key = user ? userStateKey(user.id, name) : null;
  const [value, setValue] = useState<T>(() => (key ? (readLocal(key, isValid) ?? initial) : initial));

  // A different user signed in on this tab: their own stored value replaces the previous one's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the key change matters; initial and isValid are fixed per call site.
  useEffect(() => {
    setValue(key ? (readLocal(key, isValid) ?? initial) : initial);
  }, [key]);

  const update = useCallback(
    (next: T) => {
      setValue(next);
      if (key) writeLocal(key, next);
    },
    [key],
  );
  return [value, update];
}

export const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
