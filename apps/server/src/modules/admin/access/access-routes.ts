import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../../http/app-module.js';
import { typed } from '../../../http/contracts.js';
import { accessRequestRoutes } from './access-request-routes.js';
import { appConfigRoutes } from './app-config-routes.js';
import { featureRoutes } from './feature-routes.js';
import { grantRoutes } from './grant-routes.js';
import { userEditRoutes } from './user-edit-routes.js';

/**
 * The FIN Admin's access and configuration consoles: app configs (and the site banner they set),
 * features per client group, module and permission grants, user edits and users' access requests.
 */
export async function accessConsoleRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const api = typed(app);
  appConfigRoutes(api, db);
  featureRoutes(api, db);
  grantRoutes(api, db);
  userEditRoutes(api, db);
  accessRequestRoutes(api, db);
}
