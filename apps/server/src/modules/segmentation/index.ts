// The module's only public surface: its registration and what other modules may use of it.
import type { AppModule } from '../../http/app-module.js';

export const register: AppModule = {
  name: 'segmentation',
};

export type { FiGroup } from './fi-groups.js';
export { resolveFiGroups } from './fi-groups.js';
export type { SegmentMembers, SegmentSplit } from './segment-membership.js';
export { splitBySegments } from './segment-membership.js';
export type { SegmentationDefinition, SegmentDefinition } from './segmentation-sets.js';
export { loadSegmentation, SEGMENTATION_NOT_FOUND, visibleSets } from './segmentation-sets.js';
