import {
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  idParamsSchema,
  institutionLogoListSchema,
  institutionLogoSchema,
  pageQuerySchema,
} from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../../db/database.js';
import { typed } from '../../../http/contracts.js';
import { readMultipart } from '../../../http/multipart-upload.js';
import { route, SUPER_ADMIN } from '../../identity/index.js';
import { superAdminInstitutionRoute } from '../content-institution.js';
import { checkedLogo } from './logo-image.js';
import { listLogos, logoOf, removeLogo, saveLogo } from './logo-store.js';

const uploadForm = z.object({
  file: z.file().describe('The logo: a PNG, JPEG or SVG image of at most 512 KB.'),
});

/** /super_admin/upload_logo: institution logos in place of the generated monograms. */
export async function logoRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const api = typed(app);

  api.get(
    '/api/super_admin/institution_logos',
    {
      ...route(SUPER_ADMIN),
      schema: { querystring: pageQuerySchema, response: { 200: institutionLogoListSchema } },
    },
    async (request) => listLogos(db, request.query),
  );

  api.get(
    '/api/super_admin/institution_logos/:id',
    {
      ...superAdminInstitutionRoute,
      schema: { params: idParamsSchema, response: { 200: institutionLogoSchema } },
    },
    async (request) => logoOf(db, request.params.id),
  );

  api.post(
    '/api/super_admin/institution_logos/:id',
    {
      ...superAdminInstitutionRoute,
      schema: { params: idParamsSchema, multipart: uploadForm, response: { 200: institutionLogoSchema } },
    },
    async (request) => {
      const upload = await readMultipart(request, CONTENT_LIMITS.maxLogoBytes, {
        tooLarge: CONTENT_MESSAGES.logoTooLarge,
      });
      return saveLogo(db, request, request.params.id, checkedLogo(upload.file));
    },
  );

  api.delete(
    '/api/super_admin/institution_logos/:id',
    {
      ...superAdminInstitutionRoute,
      schema: { params: idParamsSchema, response: { 200: institutionLogoSchema } },
    },
    async (request) => removeLogo(db, request, request.params.id),
  );
}
