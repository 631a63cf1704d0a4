import type { FeatureRoute } from '../../../core/routing';

export const ORDER_ROUTES: FeatureRoute[] = [];
