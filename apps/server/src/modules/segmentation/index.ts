// The module's only public surface: its registration and what other modules may use of it.
import type { AppModule } from '../../http/app-module.js';
import { registerElementProvider } from '../fin-query/index.js';
import { segmentationProvider } from './segmentation-provider.js';
import { segmentationRoutes } from './segmentation-routes.js';

// Segment sets are FIN Query's Segmentation category: registered as the module loads, so FIN Query
// never imports this module and its catalog, counts and results include the sets.
registerElementProvider(segmentationProvider);

export const register: AppModule = {
  name: 'segmentation',
  routes: segmentationRoutes,
};

export type { FiGroup } from './fi-groups.js';
export { resolveFiGroups } from './fi-groups.js';
export { countSegment, populationIds } from './segment-counts.js';
export type { SegmentMembers, SegmentSplit } from './segment-membership.js';
export { splitBySegments } from './segment-membership.js';
export { SEGMENT_SETS } from './segmentation-routes.js';
export type { SegmentationDefinition, SegmentDefinition } from './segmentation-sets.js';
export {
  loadSegmentation,
  SEGMENTATION_NOT_FOUND,
  usableSegmentations,
} from './segmentation-sets.js';
