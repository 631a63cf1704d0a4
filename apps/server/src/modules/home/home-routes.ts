import { type HomeFigures, homeFiguresSchema } from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../http/app-module.js';
import { typed } from '../../http/contracts.js';
import { route, SIGNED_IN } from '../identity/index.js';
import { homeFigures } from './home-figures.js';

export async function homeRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  typed(app).get(
    '/api/home/figures',
    { ...route(SIGNED_IN), schema: { response: { 200: homeFiguresSchema } } },
    async (): Promise<HomeFigures> => homeFigures(db),
  );
}
