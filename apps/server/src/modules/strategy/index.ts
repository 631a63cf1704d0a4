// The module's only public surface: its registration.
import type { AppModule } from '../../http/app-module.js';
import { analysisRoutes } from './analysis-routes.js';
import { publicationRoutes } from './publications/publication-routes.js';

/**
 * Strategy (the vendor menu's module): the market by segment against the user's clients, the white
 * space of a product or solution, and the publications library.
 */
export const register: AppModule = {
  name: 'strategy',
  async routes(app, context) {
    await analysisRoutes(app, context);
    await publicationRoutes(app, context);
  },
};
