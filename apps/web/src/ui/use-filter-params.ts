import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** A positive whole number read from the URL, or the fallback. */
export function positiveParam(text: string | null, fallback: number): number {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : fallback;
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
