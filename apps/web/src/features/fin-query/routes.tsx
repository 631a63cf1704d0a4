import type { FeatureRoute } from '../../core/routing';
import { BUILDER_ROUTES } from './builder/routes';
import { ORDER_ROUTES } from './orders/routes';
import { PERFORMOGRAPHICS_ROUTES } from './performographics/routes';
import { SAVED_QUERY_ROUTES } from './saved/routes';

/**
 * FIN Query: the query builder and its results, saved queries, prices and downloads, and the
 * consoles behind them (pricing schedules, orders, copied and navigator queries, performographics).
 */
export const FIN_QUERY_ROUTES: FeatureRoute[] = [
  ...BUILDER_ROUTES,
  ...SAVED_QUERY_ROUTES,
  ...ORDER_ROUTES,
  ...PERFORMOGRAPHICS_ROUTES,
];
