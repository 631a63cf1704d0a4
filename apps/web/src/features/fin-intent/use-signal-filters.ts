import type { IntentFilters } from '@fin-atlas/domain';
import { useMemo } from 'react';
import { useFilterParams } from '../../ui/use-filter-params';
import { FILTER_KEYS, filtersFromParams } from './filters';

export type FilterKey = (typeof FILTER_KEYS)[number];

/**
 * The signal screens' filters, kept in the URL so a reload, a shared link or the way from the list
 * to one signal keeps them; `search` is the query string that carries the institution filters to
 * another screen (a signal's own solution makes the solution filter moot there).
 */
export function useSignalFilters() {
  const [params, update] = useFilterParams();
  const filters: IntentFilters = useMemo(() => filtersFromParams(params), [params]);
  const search = useMemo(() => {
    const kept = new URLSearchParams();
    for (const key of FILTER_KEYS) {
      const value = key === 'solution_id' ? undefined : filters[key];
      if (value !== undefined) kept.set(key, String(value));
    }
    const text = kept.toString();
    return text ? `?${text}` : '';
  }, [filters]);
  const setFilter = (key: FilterKey, value: string | null) => update({ [key]: value ?? undefined });
  const clear = () => update(Object.fromEntries(FILTER_KEYS.map((k) => [k, undefined])));
  return { params, update, filters, search, setFilter, clear };
}
