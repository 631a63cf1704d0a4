// The module's only public surface: its registration and what other modules may use of it.
import type { AppModule } from '../../http/app-module.js';
import { directAccessRoutes } from './direct-access-routes.js';
import { userSettingsRoutes } from './user-settings-routes.js';

export const register: AppModule = {
  name: 'user-settings',
  async routes(app, context) {
    await userSettingsRoutes(app, context);
    // Single Click Defaults: the client group's landing defaults, set by its admin, read by its users.
    await directAccessRoutes(app, context);
  },
};
