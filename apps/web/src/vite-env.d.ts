/// <reference types="vite/client" />

/** Baked in at build time; compared with /api/status/latest_revision to detect an upgrade. */
declare const __APP_REVISION__: string;
