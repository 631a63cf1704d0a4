import type { FeatureRoute } from '../../../core/routing';

export const BUILDER_ROUTES: FeatureRoute[] = [];
