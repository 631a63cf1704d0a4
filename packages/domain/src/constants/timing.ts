// 14 minutes idle leaves the 60 second warning inside a 15 minute server session.
export const IDLE_TIMEOUT_MS = 840_000;
export const IDLE_COUNTDOWN_SECONDS = 60;

export const TOAST_DURATION_MS = 3000;
export const CAROUSEL_INTERVAL_MS = 2000;

// Stops a double click on the current sidebar link from re-running the page's loads.
export const NAV_RECLICK_LOCK_MS = 1000;

// Advisor pages carry wide card grids, so their sidebar collapses earlier.
export const SIDEBAR_BREAKPOINTS = {
  advisorPx: 1270,
  defaultPx: 768,
} as const;
