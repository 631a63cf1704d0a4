import type { FeatureRoute } from '../../../core/routing';

export const SAVED_QUERY_ROUTES: FeatureRoute[] = [];
