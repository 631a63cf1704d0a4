import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';

/**
 * The 'Report Options' side panel that report pages fill in. The navigation guard hides it on every
 * navigation first (spec), so a page never inherits the previous page's options.
 */
type Panel = {
  title: string;
  content: ReactNode;
  /** A wider panel, for option lists long enough to be laid out in two columns. */
  wide?: boolean;
} | null;
let panel: Panel = null;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of [...listeners]) listener();
};

export function showSidePanel(next: NonNullable<Panel>): void {
  panel = next;
  emit();
}

export function hideSidePanel(): void {
  if (panel === null) return;
  panel = null;
  emit();
}

/** Called on every change; returns the unsubscribe. For pages that must notice the panel emptied. */
export function subscribeToSidePanel(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function currentSidePanel(): Panel {
  return panel;
}

export function useSidePanel(): Panel {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => panel,
  );
}
