import { IDLE_COUNTDOWN_SECONDS, IDLE_TIMEOUT_MS, REVISION_CHECK_INTERVAL_MS } from '@fin-atlas/domain';

/** Durations a browser test may shorten; see timings(). */
export type TestTimings = { idleMs?: number; countdownSeconds?: number; revisionCheckMs?: number };

declare global {
  interface Window {
    /**
     * Set only by a test harness before the app's scripts run (Playwright's addInitScript). Nothing
     * in the app or the server writes it, so in normal use the spec's durations always apply.
     */
    __FIN_ATLAS_TEST_TIMINGS__?: TestTimings;
  }
}

export type Timings = { idleMs: number; countdownSeconds: number; revisionCheckMs: number };

function bounded(value: unknown, min: number, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value >= min ? value : fallback;
}

/** The spec's durations, unless a test harness explicitly asked for shorter ones. */
export function timings(
  source: TestTimings | undefined = globalThis.window?.__FIN_ATLAS_TEST_TIMINGS__,
): Timings {
  return {
    idleMs: bounded(source?.idleMs, 500, IDLE_TIMEOUT_MS),
    countdownSeconds: Math.round(bounded(source?.countdownSeconds, 1, IDLE_COUNTDOWN_SECONDS)),
    revisionCheckMs: bounded(source?.revisionCheckMs, 200, REVISION_CHECK_INTERVAL_MS),
  };
}
