import {
  CONTENT_LIMITS,
  CONTENT_MESSAGES,
  idParamsSchema,
  idSchema,
  userGuideModuleListSchema,
  userGuideModuleSchema,
} from '@fin-atlas/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/app-error.js';
import { attachment, fileSlug } from '../../http/attachment.js';
import { contractViolation, fileResponse, type InputFailure, typed } from '../../http/contracts.js';
import { readMultipart } from '../../http/multipart-upload.js';
import { route, SIGNED_IN, SUPER_ADMIN } from '../identity/index.js';
import {
  checkedGuide,
  listGuideModules,
  readUploadedGuide,
  removeGuide,
  saveGuide,
} from './guide-uploads.js';

const uploadForm = z.object({
  file: z.file().describe('The user guide: a PDF of at most 20 MB.'),
});

const servedParams = z.object({
  file: z
    .string()
    .regex(/^\d+\.pdf$/)
    .transform((file) => Number(file.slice(0, -'.pdf'.length)))
    .pipe(idSchema),
});

const noSuchGuide = () => notFound('There is no such user guide.');

// A path naming no module reads as a module that does not exist; a broken form stays a 422.
const byModule = {
  config: {
    ...route(SUPER_ADMIN).config,
    rejectInput: (failure: InputFailure) =>
      failure.part === 'params'
        ? notFound(CONTENT_MESSAGES.noGuideModule)
        : contractViolation(failure.issues),
  },
};

/** An uploaded guide as a download; every use revalidates, so a replaced guide is fetched at once. */
async function serveUploadedGuide(db: Db, uiModuleId: number, request: FastifyRequest, reply: FastifyReply) {
  const guide = await readUploadedGuide(db, uiModuleId);
  if (!guide) throw noSuchGuide();
  const etag = `"${guide.sha256}"`;
  reply
    .header('cache-control', 'private, no-cache')
    .header('etag', etag)
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const name = fileSlug(guide.fileName.replace(/\.pdf$/i, ''), fileSlug(guide.moduleName, 'user-guide'));
  return reply
    .type('application/pdf')
    .header('content-disposition', attachment(`${name}.pdf`))
    .send(guide.content);
}

/** /super_admin/upload_user_guides: a module's guide PDF in place of the generated one. */
export async function guideUploadRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const api = typed(app);

  // Where ui_modules.user_guide_url points once a guide is uploaded: signed-in users, like the others.
  api.get(
    '/guides/uploads/:file',
    {
      config: { access: SIGNED_IN, rejectInput: noSuchGuide },
      schema: {
        params: servedParams,
        response: { 200: fileResponse('application/pdf', 'The uploaded user guide.') },
      },
    },
    async (request, reply) => serveUploadedGuide(db, request.params.file, request, reply),
  );

  api.get(
    '/api/super_admin/user_guides',
    { ...route(SUPER_ADMIN), schema: { response: { 200: userGuideModuleListSchema } } },
    async () => listGuideModules(db),
  );

  api.post(
    '/api/super_admin/user_guides/:id',
    {
      ...byModule,
      schema: { params: idParamsSchema, multipart: uploadForm, response: { 200: userGuideModuleSchema } },
    },
    async (request) => {
      const upload = await readMultipart(request, CONTENT_LIMITS.maxGuideBytes, {
        tooLarge: CONTENT_MESSAGES.guideTooLarge,
      });
      return saveGuide(db, request, request.params.id, checkedGuide(upload.file));
    },
  );

  api.delete(
    '/api/super_admin/user_guides/:id',
    { ...byModule, schema: { params: idParamsSchema, response: { 200: userGuideModuleSchema } } },
    async (request) => removeGuide(db, request, request.params.id),
  );
}
