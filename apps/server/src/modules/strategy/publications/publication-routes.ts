import {
  idParamsSchema,
  messageResponseSchema,
  publicationEditSchema,
  publicationListQuerySchema,
  publicationListSchema,
  publicationSchema,
  publicationUploadFieldsSchema,
  STRATEGY_LIMITS,
} from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { activityOf } from '../../../activity/activity-event.js';
import type { ActivityRecorder } from '../../../activity/activity-recorder.js';
import type { Database } from '../../../db/database.js';
import { notFound, unprocessable } from '../../../http/app-error.js';
import { attachment } from '../../../http/attachment.js';
import { fileResponse, typed } from '../../../http/contracts.js';
import { readMultipart } from '../../../http/multipart-upload.js';
import { requireActor, route, SUPER_ADMIN } from '../../identity/index.js';
import { STRATEGY_PUBLICATIONS } from '../access.js';
import { checkedPdf, pdfFileName } from './pdf-file.js';
import {
  createPublication,
  deletePublication,
  listPublications,
  PUBLICATION_NOT_FOUND,
  readPublicationFile,
  updatePublication,
} from './publication-store.js';

/** The upload form, read from the multipart stream. */
const uploadForm = z.object({
  title: z.string().describe('The title readers see.'),
  summary: z.string().optional().describe('What it covers, up to 2,000 characters.'),
  published_on: z.string().describe('The publication date, YYYY-MM-DD.'),
  all_groups: z.string().optional().describe("'true' (every Strategy user, the default) or 'false'."),
  group_ids: z.string().optional().describe('The client groups who may read it when not all: a comma list.'),
  file: z.file().describe('The publication: a PDF of at most 20 MB.'),
});

// A path naming no publication reads as a publication that does not exist.
const notFoundInput = () => notFound(PUBLICATION_NOT_FOUND);

/**
 * The strategy library: entitled users list and download publications; FIN Admins upload, edit
 * and delete them (/super_admin/strategy/publications).
 */
export async function publicationRoutes(
  app: FastifyInstance,
  { database, activity }: { database: Database; activity: ActivityRecorder },
) {
  const { db } = database;
  const api = typed(app);

  api.get(
    '/api/strategy/publications',
    {
      ...route(STRATEGY_PUBLICATIONS),
      schema: { querystring: publicationListQuerySchema, response: { 200: publicationListSchema } },
    },
    async (request) => listPublications(db, requireActor(request), request.query),
  );

  api.get(
    '/api/strategy/publications/:id/file',
    {
      config: { ...route(STRATEGY_PUBLICATIONS).config, rejectInput: notFoundInput },
      schema: {
        params: idParamsSchema,
        response: { 200: fileResponse('application/pdf', 'The publication.') },
      },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const publication = await readPublicationFile(db, actor, request.params.id);
      activity.record(
        activityOf(actor, {
          kind: 'download',
          module: 'strategy',
          target: publication.fileName,
          details: { publication_id: request.params.id },
        }),
      );
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(pdfFileName(publication.fileName)))
        .header('x-content-type-options', 'nosniff')
        .send(publication.file);
    },
  );

  api.get(
    '/api/super_admin/publications',
    {
      ...route(SUPER_ADMIN),
      schema: { querystring: publicationListQuerySchema, response: { 200: publicationListSchema } },
    },
    async (request) => listPublications(db, requireActor(request), request.query),
  );

  api.post(
    '/api/super_admin/publications',
    { ...route(SUPER_ADMIN), schema: { multipart: uploadForm, response: { 201: publicationSchema } } },
    async (request, reply) => {
      const actor = requireActor(request);
      const upload = await readMultipart(request, STRATEGY_LIMITS.maxPublicationBytes);
      // Absent fields read as empty, so the form's own sentence names what is missing.
      const fields = publicationUploadFieldsSchema.safeParse({
        title: '',
        published_on: '',
        ...upload.fields,
      });
      if (!fields.success) {
        const issue = fields.error.issues[0];
        throw unprocessable(`Validation failed. ${issue?.message ?? 'Please check the form.'}`, [
          { path: issue?.path.join('.') ?? '', message: issue?.message ?? '' },
        ]);
      }
      const file = checkedPdf(upload.file);
      return reply.code(201).send(await createPublication(db, actor, fields.data, file));
    },
  );

  api.put(
    '/api/super_admin/publications/:id',
    {
      config: { ...route(SUPER_ADMIN).config },
      schema: { params: idParamsSchema, body: publicationEditSchema, response: { 200: publicationSchema } },
    },
    async (request) => updatePublication(db, requireActor(request), request.params.id, request.body),
  );

  api.delete(
    '/api/super_admin/publications/:id',
    {
      config: { ...route(SUPER_ADMIN).config, rejectInput: notFoundInput },
      schema: { params: idParamsSchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      await deletePublication(db, request.params.id);
      return { message: 'Publication deleted.' };
    },
  );
}
