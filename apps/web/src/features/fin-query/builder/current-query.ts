import type { QueryPayload } from '@fin-atlas/domain';

/** Where Price & download leaves the query to price; the download screen reads it from there. */
export const CURRENT_QUERY_SESSION_KEY = 'fin-atlas:fin-query:current';
export const DOWNLOAD_PATH = '/technographics/fin_query/download';

export type CurrentQuery = { query: QueryPayload; name: string | null; advanced_query_id: number | null };

export function writeCurrentQuery(current: CurrentQuery, storage: Storage = window.sessionStorage): void {
  storage.setItem(CURRENT_QUERY_SESSION_KEY, JSON.stringify(current));
}
