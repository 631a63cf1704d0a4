// The module's only public surface: its registration and what other modules may use of it.
import type { AppModule } from '../../http/app-module.js';
import { demoRequestRoutes } from './demo-request-routes.js';
import { homeRoutes } from './home-routes.js';

export const register: AppModule = {
  name: 'home',
  async routes(app, context) {
    await homeRoutes(app, context);
    await demoRequestRoutes(app, context);
  },
};

export { type RecentView, recordRecentView } from './recent-views.js';
