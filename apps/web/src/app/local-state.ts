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
