import type { FeatureRoute } from '../../../core/routing';

export const PERFORMOGRAPHICS_ROUTES: FeatureRoute[] = [];
