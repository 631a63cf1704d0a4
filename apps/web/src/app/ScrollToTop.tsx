import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Every navigation starts at the top of the new page, as the spec's router requires. */
export function ScrollToTop() {
  const { pathname, search } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path and query are the triggers, not inputs.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname, search]);
  return null;
}
