// The module's only public surface: its registration.
import type { AppModule } from '../../http/app-module.js';
import { elementRoutes } from './element-routes.js';
import { reportWriterRoutes } from './report-routes.js';

/** The report writer: custom reports written, previewed, changed and deleted (Reporter runs them). */
export const register: AppModule = {
  name: 'report-writer',
  async routes(app, context) {
    await elementRoutes(app, context);
    await reportWriterRoutes(app, context);
  },
};
