import type { ModulePart } from '../module-part.js';

/** An institution's own apps, platform and history for FIN Profile (GET /api/advisors/digital_channels). */
export const institutionPart: ModulePart = {};
