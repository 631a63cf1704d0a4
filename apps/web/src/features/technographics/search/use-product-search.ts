import { isSearchActive, SEARCH_LIMITS, type SearchResult } from '@fin-atlas/domain';
import { useEffect, useRef, useState } from 'react';
import { searchCatalog } from '../api';

export type ProductSearchState = {
  /** Results of the latest search answered; null while nothing has been searched. */
  result: SearchResult | null;
  /** The text those results are for; a change of it resets the expanded lists. */
  resultText: string;
  /** True while any search sent is still unanswered (spec: loading until all pending finish). */
  loading: boolean;
  /** False when the box is blank: results are hidden at once, without waiting for the debounce. */
  active: boolean;
};

/**
 * Product search as the spec describes it: a change fires a search after a 100 ms pause; loading
 * shows until every pending search has answered; a failure only clears loading. Answers that
 * arrive out of order never replace the results of a later search.
 */
export function useProductSearch(text: string, search = searchCatalog): ProductSearchState {
  const active = isSearchActive(text);
  const [state, setState] = useState<{ result: SearchResult | null; resultText: string }>({
    result: null,
    resultText: '',
  });
  const [pending, setPending] = useState(0);
  const latest = useRef(0);
  const searchRef = useRef(search);
  searchRef.current = search;

  useEffect(() => {
    if (!isSearchActive(text)) {
      // Anything still in flight is for older text and must not bring results back.
      latest.current += 1;
      setState({ result: null, resultText: '' });
      return;
    }
    const term = text.trim();
    const timer = setTimeout(() => {
      latest.current += 1;
      const ticket = latest.current;
      setPending((n) => n + 1);
      searchRef
        .current(term)
        .then((result) => {
          if (ticket === latest.current) setState({ result, resultText: term });
        })
        .catch(() => {
          // Search handles its own failures (calls-errors section 8): loading just clears.
        })
        .finally(() => setPending((n) => n - 1));
    }, SEARCH_LIMITS.debounceMs);
    return () => clearTimeout(timer);
  }, [text]);

  return {
    result: active ? state.result : null,
    resultText: state.resultText,
    loading: active && pending > 0,
    active,
  };
}
