import { queryPayloadSchema } from '@fin-atlas/domain';
import type { PricedQuery } from './api';

/**
 * Where the builder leaves the query being worked on for the download page: JSON
 * { query, name, advanced_query_id, is_mbc } in the tab's sessionStorage, so a reload keeps it and
 * another tab does not see it.
 */
export const CURRENT_QUERY_KEY = 'fin-atlas:fin-query:current';
export const DOWNLOAD_PATH = '/technographics/fin_query/download';

type StoredQuery = {
  query: unknown;
  name?: string | null;
  advanced_query_id?: number | null;
  is_mbc?: boolean;
};

export function storeCurrentQuery(current: PricedQuery, storage: Storage = window.sessionStorage): void {
  const stored: StoredQuery = {
    query: current.query,
    name: current.queryName ?? null,
    advanced_query_id: current.advancedQueryId ?? null,
    is_mbc: current.isMbc ?? false,
  };
  try {
    storage.setItem(CURRENT_QUERY_KEY, JSON.stringify(stored));
  } catch {
    // A full or disabled storage only means the download page asks for a saved query instead.
  }
}

/** The stored query when there is one that still reads as a query payload. */
export function readCurrentQuery(storage: Storage = window.sessionStorage): PricedQuery | null {
  let stored: StoredQuery;
  try {
    const text = storage.getItem(CURRENT_QUERY_KEY);
    if (!text) return null;
    stored = JSON.parse(text) as StoredQuery;
  } catch {
    return null;
  }
  const query = queryPayloadSchema.safeParse(stored?.query);
  if (!query.success) return null;
  return {
    query: query.data,
    isMbc: stored.is_mbc === true,
    ...(typeof stored.name === 'string' && stored.name.trim() ? { queryName: stored.name.trim() } : {}),
    ...(Number.isInteger(stored.advanced_query_id) && (stored.advanced_query_id ?? 0) > 0
      ? { advancedQueryId: stored.advanced_query_id as number }
      : {}),
  };
}
