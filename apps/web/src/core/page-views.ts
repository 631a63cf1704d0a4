import { ACTIVITY_LIMITS } from '@fin-atlas/domain';
import { http } from './api/http';

/**
 * How long page views wait to go out together: navigation is frequent and the counts are not
 * urgent, so one small call carries several (leaving the page or signing out sends them at once).
 */
const SEND_AFTER_MS = 5000;

let queued: string[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

/** Sends what is queued; `keepalive` lets the call finish while the page unloads. */
function send(keepalive: boolean): Promise<void> {
  if (timer) {
    clearTimeout(timer);
    timer = null;
  }
  const calls: Promise<unknown>[] = [];
  while (queued.length > 0) {
    const paths = queued.splice(0, ACTIVITY_LIMITS.pageViewBatch);
    // A lost batch is a few uncounted page views, never an error in the user's face.
    calls.push(http.post('/api/activity/page_views', { paths }, { keepalive }).catch(() => undefined));
  }
  return Promise.all(calls).then(() => undefined);
}

/** Counts a signed-in page opened (activity tracking: page views by module, issue 19). */
export function recordPageView(pathname: string): void {
  if (!listening && typeof window !== 'undefined') {
    listening = true;
    window.addEventListener('pagehide', () => void send(true));
  }
  queued.push(pathname.slice(0, ACTIVITY_LIMITS.pathLength));
  if (queued.length >= ACTIVITY_LIMITS.pageViewBatch) void send(false);
  else timer ??= setTimeout(() => void send(false), SEND_AFTER_MS);
}

/** Sends the queued page views now (before signing out, while the session still counts them). */
export const flushPageViews = (): Promise<void> => send(false);

/** Tests start with nothing queued. */
export function resetPageViews(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  queued = [];
}
