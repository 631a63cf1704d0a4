// The module's only public surface: its registration and what other modules may use of it.
import type { AppModule } from '../../http/app-module.js';
import { guideRoutes } from './guide-routes.js';

export const register: AppModule = { name: 'user-guide', routes: (app) => guideRoutes(app) };
