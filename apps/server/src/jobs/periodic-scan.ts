import type { PgBoss } from 'pg-boss';

/**
 * Runs `scan` on every process on a timer (pg-boss's cron is off on the embedded database); the
 * first scan runs at once, so a restarted service catches up with what fell due while it was down.
 * A scan still running when the next is due is not doubled. Stops with the queue; a scan cut short
 * by the shutdown is not an error (the next start scans again), any other failure goes to `onError`.
 */
export function startPeriodicScan(
  boss: PgBoss,
  intervalSeconds: number,
  scan: () => Promise<unknown>,
  onError: (error: unknown) => void,
): void {
  let busy = false;
  let stopped = false;
  const tick = async () => {
    if (busy || stopped) return;
    busy = true;
    try {
      await scan();
    } catch (error) {
      if (!stopped) onError(error);
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalSeconds * 1000);
  timer.unref();
  boss.once('stopped', () => {
    stopped = true;
    clearInterval(timer);
  });
  setImmediate(() => void tick());
}
