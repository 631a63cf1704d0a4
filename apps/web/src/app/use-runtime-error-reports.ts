import { useEffect } from 'react';
import { reportRuntimeError } from '../core/api/client-error-report';
import { checkRevision, isChunkLoadError } from './banners/outdated';

// Browser noise that says nothing about the app.
const IGNORED = /ResizeObserver loop|Script error\.?$/;

/**
 * Uncaught errors and rejections are recorded for FIN Admins; a failed code chunk instead asks
 * whether a newer build replaced this one (and then the upgrade banner explains it).
 */
export function useRuntimeErrorReports(): void {
  useEffect(() => {
    const handle = (error: unknown) => {
      if (isChunkLoadError(error)) {
        void checkRevision();
        return;
      }
      const text = error instanceof Error ? error.message : String(error);
      if (IGNORED.test(text)) return;
      reportRuntimeError(error);
    };
    const onError = (event: ErrorEvent) => handle(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}
