// The module's only public surface: its registration and what other modules may use of it.
import type { AppModule } from '../../http/app-module.js';
import { clientErrorRoutes } from './client-error-routes.js';

export const register: AppModule = { name: 'client-errors', routes: clientErrorRoutes };
