import type { Database } from '../../../db/database.js';
import type { EngineContext } from '../engine/provider.js';

/**
 * Data a provider reads once per universe version and database (branch aggregates, one solution's
 * current records, the contact index), keyed further by `key`. A new version drops the old entries,
 * so memory holds one data version; a failed load is forgotten so the next rule retries.
 */
export function perUniverseVersion<T>(
  load: (context: EngineContext, key: string) => Promise<T>,
): (context: EngineContext, key?: string) => Promise<T> {
  const byDatabase = new WeakMap<Database, { version: string; entries: Map<string, Promise<T>> }>();
  return (context, key = '') => {
    let held = byDatabase.get(context.database);
    if (!held || held.version !== context.universe.version) {
      held = { version: context.universe.version, entries: new Map() };
      byDatabase.set(context.database, held);
    }
    const entries = held.entries;
    let found = entries.get(key);
    if (!found) {
      found = load(context, key);
      entries.set(key, found);
      found.catch(() => {
        if (entries.get(key) === found) entries.delete(key);
      });
    }
    return found;
  };
}
