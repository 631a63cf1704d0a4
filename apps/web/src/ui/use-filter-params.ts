import { ADMIN_PAGE_SIZES, DEFAULT_ADMIN_PAGE_SIZE } from '@fin-atlas/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A positive whole number read from the URL, or the fallback. */
export function positiveParam(text: string | null, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** An admin list's page and page size read from the URL; a size the consoles do not offer is the default. */
export function adminPageParams(params: URLSearchParams): { page: number; per_page: number } {
  const perPage = positiveParam(params.get('per_page'), DEFAULT_ADMIN_PAGE_SIZE);
  return {
    page: positiveParam(params.get('page'), 1),
    per_page: (ADMIN_PAGE_SIZES as readonly number[]).includes(perPage) ? perPage : DEFAULT_ADMIN_PAGE_SIZE,
  };
}

/**
 * A report's filters and page in the URL, so a reload or a shared link shows the same slice. An
 * empty value removes its parameter, and any change but the page's starts again from page one.
 */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const update = useCallback(
    (changes: Record<string, string | number | undefined>) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '') next.delete(key);
            else next.set(key, String(value));
          }
          if (!('page' in changes)) next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [params, update] as const;
}
