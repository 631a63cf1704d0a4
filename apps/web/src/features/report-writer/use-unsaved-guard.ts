import { useEffect, useRef } from 'react';
import { type Blocker, useBlocker } from 'react-router';

/**
 * Keeps unsaved changes from being lost: leaving the page in the app asks first (the blocker), and
 * closing or reloading the tab gets the browser's own question. Changing the page's query string
 * (a saved report's id) is not leaving. `allowLeave` lets a deliberate exit (after a delete) through.
 */
export function useUnsavedGuard(dirty: boolean): { blocker: Blocker; allowLeave: () => void } {
  const leaving = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    blocker,
    allowLeave: () => {
      leaving.current = true;
    },
  };
}
