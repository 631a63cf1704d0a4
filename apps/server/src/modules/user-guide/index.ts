// The module's only public surface: its registration and what other modules may use of it.
import type { AppModule } from '../../http/app-module.js';
import { guideRoutes } from './guide-routes.js';
import { guideUploadRoutes } from './guide-upload-routes.js';

export const register: AppModule = {
  name: 'user-guide',
  async routes(app, context) {
    await guideRoutes(app);
    await guideUploadRoutes(app, context);
  },
};
