import { type FeatureRoute, MODULE_PATHS as M, moduleScreen } from '../../../core/routing';

/** The query builder with its results (`?view=results`), opened fresh or from a saved query (`?saved=`). */
export const BUILDER_ROUTES: FeatureRoute[] = [
  moduleScreen('/technographics/fin_query/query', M.finQuery, () =>
    import('./QueryBuilderScreen').then((m) => ({ Component: m.QueryBuilderScreen })),
  ),
];
