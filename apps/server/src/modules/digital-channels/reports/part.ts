import type { ModulePart } from '../module-part.js';

/** The reports, their filters and the dashboard overview (GET /api/digital_channels/...). */
export const reportsPart: ModulePart = {};
