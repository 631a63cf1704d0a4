import {
  type HomeFigures,
  type HomeWorkspace,
  homeFiguresSchema,
  homeWorkspaceSchema,
} from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../http/app-module.js';
import { typed } from '../../http/contracts.js';
import { requireActor, route, SIGNED_IN } from '../identity/index.js';
import { homeFigures } from './home-figures.js';
import { homeWorkspace } from './workspace.js';

export async function homeRoutes(app: FastifyInstance, { db, database }: ModuleContext): Promise<void> {
  const api = typed(app);
  api.get(
    '/api/home/figures',
    { ...route(SIGNED_IN), schema: { response: { 200: homeFiguresSchema } } },
    async (): Promise<HomeFigures> => homeFigures(db),
  );

  // Open to every signed-in user; each list inside is limited to the modules the user bought.
  api.get(
    '/api/home/workspace',
    { ...route(SIGNED_IN), schema: { response: { 200: homeWorkspaceSchema } } },
    async (request): Promise<HomeWorkspace> => homeWorkspace(database, requireActor(request)),
  );
}
