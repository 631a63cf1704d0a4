import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/app-error.js';
import { fileResponse, typed } from '../../http/contracts.js';
import { SIGNED_IN } from '../identity/index.js';
import { textPdf } from './text-pdf.js';
import { USER_GUIDES } from './user-guides.js';

const params = z.object({ file: z.string().regex(/^[a-z0-9_-]+\.pdf$/) });
const rendered = new Map<string, Buffer>();

const noSuchGuide = () => notFound('There is no such user guide.');

export async function guideRoutes(app: FastifyInstance): Promise<void> {
  // Site paths, not /api: they are what ui_modules.user_guide_url links to and what a browser downloads.
  typed(app).get(
    '/guides/:file',
    {
      config: { access: SIGNED_IN, rejectInput: noSuchGuide },
      schema: { params, response: { 200: fileResponse('application/pdf', 'The user guide.') } },
    },
    async (request, reply) => {
      const { file } = request.params;
      const guide = USER_GUIDES[file];
      if (!guide) throw noSuchGuide();
      let pdf = rendered.get(file);
      if (!pdf) {
        pdf = textPdf(guide);
        rendered.set(file, pdf);
      }
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="FIN Atlas ${file}"`)
        .header('cache-control', 'private, max-age=3600')
        .send(pdf);
    },
  );
}
