// The module's only public surface: its registration and what other modules may use of it.
import type { AppModule } from '../../http/app-module.js';
import { performographicsRoutes } from './performographics-routes.js';
import { queryRoutes } from './query-routes.js';

export const register: AppModule = {
  name: 'fin-query',
  async routes(app, context) {
    await queryRoutes(app, context);
    await performographicsRoutes(app, context);
  },
};

export type {
  CatalogContribution,
  ColumnValues,
  ElementProvider,
  EngineContext,
  ResolvedRule,
} from './engine/provider.js';
export { registerElementProvider } from './engine-instance.js';
