import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

export type ListParams = { q: string; page: number; perPage: number };

/** The same slice as a list call's query parameters. */
export type ListQuery = { q?: string; page?: number; per_page?: number };

function positiveInt(text: string | null): number | null {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : null;
}

/**
 * Search text, page and page size live in the URL, so a reload, a shared link or the back button
 * returns to the same slice of a table.
 */
export function useListParams(pageSizes: readonly number[], defaultPerPage: number) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const perPageParam = positiveInt(params.get('per_page'));
  const value: ListParams = {
    q: params.get('q') ?? '',
    page: positiveInt(params.get('page')) ?? 1,
    perPage: perPageParam && pageSizes.includes(perPageParam) ? perPageParam : defaultPerPage,
  };

  const update = useCallback(
    (changes: Partial<ListParams>) => {
      // A debounced search can land after a click has already left the list (a "Log in as" opens the
      // dashboard); its parameters must not follow the user to the next page.
      if (window.location.pathname !== pathname) return;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const set = (key: string, v: string | number | undefined, empty: string | number) => {
            if (v === undefined) return;
            if (v === empty || v === '') next.delete(key);
            else next.set(key, String(v));
          };
          set('q', changes.q, '');
          set('per_page', changes.perPage, defaultPerPage);
          // A new search or page size starts again from the first page.
          const page =
            changes.page ?? (changes.q !== undefined || changes.perPage !== undefined ? 1 : undefined);
          set('page', page, 1);
          return next;
        },
        { replace: true },
      );
    },
    [setParams, defaultPerPage, pathname],
  );

  return [value, update] as const;
}
