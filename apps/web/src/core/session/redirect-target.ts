import { DASHBOARD_PATH, isPublicPath } from '@fin-atlas/domain';
import { LOCAL_STATE_PREFIX } from '../local-state';

const REDIRECT_KEY = `${LOCAL_STATE_PREFIX}redirect_after_sign_in`;
// Only used to resolve relative paths; a result on any other origin is refused.
const PROBE_ORIGIN = 'https://fin-atlas.invalid';

// Browsers read "\" as "/" and drop tabs and newlines, so "/\evil.com" or "/\t/evil.com" would leave the site.
function hasUnsafeCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (text[i] === '\\' || code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * Where a "return to" parameter may send the browser: a same-origin path starting with exactly one
 * "/". Anything else (absolute URLs, "//host", "javascript:", tricks with backslashes) becomes the
 * fallback, so the parameter can never be used as an open redirect.
 */
export function safeRedirectTarget(
  raw: string | null | undefined,
  fallback: string = DASHBOARD_PATH,
): string {
  if (!raw?.startsWith('/') || raw.startsWith('//') || hasUnsafeCharacter(raw)) return fallback;
  let url: URL;
  try {
    url = new URL(raw, PROBE_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PROBE_ORIGIN) return fallback;
  // Landing back on /redirect would loop.
  if (url.pathname === '/redirect') return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Per tab on purpose: another tab's intended page must not hijack this tab's sign-in. */
export function rememberRedirectTarget(target: string, storage: Storage = window.sessionStorage): void {
  if (isPublicPath(target)) return;
  storage.setItem(REDIRECT_KEY, target);
}

export function peekRedirectTarget(storage: Storage = window.sessionStorage): string | null {
  const stored = storage.getItem(REDIRECT_KEY);
  return stored ? safeRedirectTarget(stored) : null;
}

/** The page to open after sign-in, used once. */
export function takeRedirectTarget(storage: Storage = window.sessionStorage): string {
  const target = peekRedirectTarget(storage);
  storage.removeItem(REDIRECT_KEY);
  return target ?? DASHBOARD_PATH;
}

export function forgetRedirectTarget(storage: Storage = window.sessionStorage): void {
  storage.removeItem(REDIRECT_KEY);
}
