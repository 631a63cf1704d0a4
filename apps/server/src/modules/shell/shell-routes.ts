import type { FastifyInstance } from 'fastify';
import type { IdentityDeps } from '../identity/deps.js';
import { clientErrorRoutes } from './client-error-routes.js';
import { demoRequestRoutes } from './demo-request-routes.js';
import { guideRoutes } from './guide-routes.js';
import { homeRoutes } from './home-routes.js';
import { menuRoutes } from './menu-routes.js';
import { userSettingsRoutes } from './user-settings-routes.js';

/** The signed-in frame's API: menu, home figures, demo requests, error reports, settings, guides. */
export async function shellRoutes(app: FastifyInstance, deps: IdentityDeps): Promise<void> {
  await menuRoutes(app);
  await homeRoutes(app, deps);
  await demoRequestRoutes(app, deps);
  await clientErrorRoutes(app, deps);
  await userSettingsRoutes(app, deps);
  await guideRoutes(app);
}
