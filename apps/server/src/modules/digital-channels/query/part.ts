import { registerElementProvider } from '../../fin-query/index.js';
import type { ModulePart } from '../module-part.js';
import { digitalChannelsProvider } from './digital-provider.js';

// Digital Channels is FIN Query's category (and so a report writer segment, a segment-set element
// and a Reporter element): registered as the module loads, so FIN Query never imports this module.
registerElementProvider(digitalChannelsProvider);

/** FIN Query's Digital Channels category (and so the report writer's segment). */
export const queryPart: ModulePart = {};
