// The module's only public surface: its registration and what other modules may use of it.
import type { AppModule } from '../../http/app-module.js';
import { menuRoutes } from './menu-routes.js';

export const register: AppModule = { name: 'menu', routes: (app) => menuRoutes(app) };
