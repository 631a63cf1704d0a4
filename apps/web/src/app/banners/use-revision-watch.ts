import { useEffect } from 'react';
import { timings } from '../../core/test-hooks';
import { checkRevision } from './outdated';

/**
 * Checks for a newer deployment periodically and whenever a code chunk fails to load (the usual
 * sign: the build this page came from is gone from the server).
 */
export function useRevisionWatch(): void {
  useEffect(() => {
    const { revisionCheckMs } = timings();
    const timer = window.setInterval(() => void checkRevision(), revisionCheckMs);
    const onPreloadError = () => void checkRevision();
    window.addEventListener('vite:preloadError', onPreloadError);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('vite:preloadError', onPreloadError);
    };
  }, []);
}
