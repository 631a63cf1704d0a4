import type { ModulePart } from '../module-part.js';

/** FIN Query's Digital Channels category (and so the report writer's segment). */
export const queryPart: ModulePart = {};
