import {
  idParamsSchema,
  nameOverrideBodySchema,
  nameOverrideListSchema,
  nameOverrideSchema,
  pageQuerySchema,
} from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.js';
import { typed } from '../../../http/contracts.js';
import { route, SUPER_ADMIN } from '../../identity/index.js';
import { superAdminInstitutionRoute } from '../content-institution.js';
import { applyOverride, listOverrides, overrideOf, removeOverride } from './name-override-store.js';

/** /super_admin/update_fi_name: display names that survive the next regulator load. */
export async function nameOverrideRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const api = typed(app);

  api.get(
    '/api/super_admin/institution_name_overrides',
    {
      ...route(SUPER_ADMIN),
      schema: { querystring: pageQuerySchema, response: { 200: nameOverrideListSchema } },
    },
    async (request) => listOverrides(db, request.query),
  );

  api.get(
    '/api/super_admin/institution_name_overrides/:id',
    {
      ...superAdminInstitutionRoute,
      schema: { params: idParamsSchema, response: { 200: nameOverrideSchema } },
    },
    async (request) => overrideOf(db, request.params.id),
  );

  api.put(
    '/api/super_admin/institution_name_overrides/:id',
    {
      ...superAdminInstitutionRoute,
      schema: { params: idParamsSchema, body: nameOverrideBodySchema, response: { 200: nameOverrideSchema } },
    },
    async (request) => applyOverride(db, request, request.params.id, request.body),
  );

  api.delete(
    '/api/super_admin/institution_name_overrides/:id',
    {
      ...superAdminInstitutionRoute,
      schema: { params: idParamsSchema, response: { 200: nameOverrideSchema } },
    },
    async (request) => removeOverride(db, request, request.params.id),
  );
}
