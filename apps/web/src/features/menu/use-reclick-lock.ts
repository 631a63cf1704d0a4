import { NAV_RECLICK_LOCK_MS } from '@fin-atlas/domain';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A second click on the link of the page already open is ignored and locks that link for a
 * second (spec), so a double click does not re-run the page's loads.
 */
export function useReclickLock(lockMs: number = NAV_RECLICK_LOCK_MS) {
  const [locked, setLocked] = useState<string | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  /** Returns whether the click may navigate. */
  const onLinkClick = useCallback(
    (to: string, currentPath: string): boolean => {
      if (locked === to) return false;
      if (to !== currentPath) return true;
      setLocked(to);
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => setLocked(null), lockMs);
      return false;
    },
    [locked, lockMs],
  );

  return { locked, onLinkClick };
}
