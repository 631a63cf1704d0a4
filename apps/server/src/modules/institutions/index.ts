// The module's only public surface: its registration and what other modules may use of it.
import type { AppModule } from '../../http/app-module.js';
import { financialDataRoutes } from './financial-data-routes.js';
import { institutionRoutes } from './institution-routes.js';
import { logoRoutes } from './logos/logo-routes.js';
import { nameOverrideRoutes } from './name-overrides/name-override-routes.js';

export const register: AppModule = {
  name: 'institutions',
  async routes(app, context) {
    await institutionRoutes(app, context);
    await financialDataRoutes(app, context);
    await logoRoutes(app, context);
    await nameOverrideRoutes(app, context);
  },
};
export { type InstitutionEnding, institutionEnding } from './institution-ending.js';
export { type InstitutionSearch, institutionSearchFor } from './institution-search.js';
