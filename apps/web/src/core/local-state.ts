/** Every key the app persists locally starts with this, so signing out can clear them all. */
export const LOCAL_STATE_PREFIX = 'fin-atlas:';

export function clearLocalState(storage: Storage = window.localStorage): void {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(LOCAL_STATE_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

/** Module state is kept per user, so a shared browser never shows one user's choices to another. */
export function userStateKey(userId: number, name: string): string {
  return `${LOCAL_STATE_PREFIX}${userId}:${name}`;
}

export function readLocal<T>(
  key: string,
  isValid: (value: unknown) => value is T,
  storage: Storage = window.localStorage,
): T | null {
  try {
    const text = storage.getItem(key);
    if (text === null) return null;
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : null;
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: unknown, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // A full or disabled storage only costs the remembered state, never the page.
  }
}
