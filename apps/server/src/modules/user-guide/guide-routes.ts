import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../http/app-error.js';
import { route, SIGNED_IN } from '../identity/index.js';
import { textPdf } from './text-pdf.js';
import { USER_GUIDES } from './user-guides.js';

const params = z.object({ file: z.string().regex(/^[a-z0-9_-]+\.pdf$/) });
const rendered = new Map<string, Buffer>();

export async function guideRoutes(app: FastifyInstance): Promise<void> {
  // Site paths, not /api: they are what ui_modules.user_guide_url links to and what a browser downloads.
  app.get('/guides/:file', route(SIGNED_IN), async (request, reply) => {
    const parsed = params.safeParse(request.params);
    const guide = parsed.success ? USER_GUIDES[parsed.data.file] : undefined;
    if (!parsed.success || !guide) throw notFound('There is no such user guide.');
    let pdf = rendered.get(parsed.data.file);
    if (!pdf) {
      pdf = textPdf(guide);
      rendered.set(parsed.data.file, pdf);
    }
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `attachment; filename="FIN Atlas ${parsed.data.file}"`)
      .header('cache-control', 'private, max-age=3600')
      .send(pdf);
  });
}
