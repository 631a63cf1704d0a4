import type { AdminSubscriptionRow } from '@fin-atlas/domain';
import { useCallback, useState } from 'react';

/** How long the list keeps looking for a delivery asked for with Run now. */
const AWAIT_RUN_MS = 2 * 60_000;

/** A Run now asked for: the delivery the row showed then, and until when to look for the new one. */
export type AwaitedRun = { id: number; latestBefore: number | null; until: number };

/**
 * Run now queues the delivery, which shows up in the list a moment later: the runs asked for are
 * remembered so the list is read again until it does.
 */
export function useAwaitedRuns() {
  const [awaited, setAwaited] = useState<readonly AwaitedRun[]>([]);
  const awaitRun = useCallback((row: AdminSubscriptionRow) => {
    const run = { id: row.id, latestBefore: row.deliveries[0]?.id ?? null, until: Date.now() + AWAIT_RUN_MS };
    setAwaited((current) => [...current.filter((a) => a.id !== row.id), run]);
  }, []);
  return [awaited, awaitRun] as const;
}

/** Whether a row on this page still shows the delivery it showed before its Run now (and time is left). */
export function stillAwaited(
  awaited: readonly AwaitedRun[],
  rows: readonly AdminSubscriptionRow[],
  now: number = Date.now(),
): boolean {
  return awaited.some((a) => {
    const row = rows.find((r) => r.id === a.id);
    return row !== undefined && now < a.until && (row.deliveries[0]?.id ?? null) === a.latestBefore;
  });
}
