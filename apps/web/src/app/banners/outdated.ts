import { latestRevisionSchema } from '@fin-atlas/domain';
import { useSyncExternalStore } from 'react';
import { APP_REVISION } from '../../core/revision';

type Listener = () => void;
const listeners = new Set<Listener>();
let outdated = false;
let inFlight: Promise<boolean> | null = null;

function setOutdated(): void {
  if (outdated) return;
  outdated = true;
  for (const listener of [...listeners]) listener();
}

/**
 * Asks the server which build it now serves; a different one than this page loaded means the app
 * was upgraded underneath the user. Concurrent asks share one call; failures change nothing.
 */
export function checkRevision(loaded: string = APP_REVISION): Promise<boolean> {
  if (outdated) return Promise.resolve(true);
  inFlight ??= fetch('/api/status/latest_revision', {
    headers: { accept: 'application/json' },
    cache: 'no-store',
    credentials: 'same-origin',
  })
    .then(async (response) => {
      if (!response.ok) return false;
      const parsed = latestRevisionSchema.safeParse(await response.json());
      if (parsed.success && parsed.data.revision !== loaded) setOutdated();
      return outdated;
    })
    .catch(() => false)
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

export function useOutdated(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => outdated,
  );
}

/** Browsers word a failed dynamic import differently; Vite reports failed preloads as its own event. */
export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch dynamically|error loading dynamically|ChunkLoadError|Unable to preload/i.test(
    text,
  );
}

/** Test seam. */
export function resetOutdated(): void {
  outdated = false;
  inFlight = null;
}
