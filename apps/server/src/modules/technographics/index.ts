// The module's only public surface: its registration and what other modules may use of it.
import type { AppModule } from '../../http/app-module.js';
import { technographicsRoutes } from './technographics-routes.js';

export const register: AppModule = { name: 'technographics', routes: technographicsRoutes };

export { CATALOG_MAX_AGE_MS, catalogCache, readCatalogStamp } from './catalog-stamp.js';
