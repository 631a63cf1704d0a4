import { demoRequestBodySchema, messageResponseSchema } from '@fin-atlas/domain';
import { and, count, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appConfig } from '../../db/app-config-store.js';
import { demoRequests } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { ModuleContext } from '../../http/app-module.js';
import { typed } from '../../http/contracts.js';
import { requireActor, route, SIGNED_IN } from '../identity/index.js';

const DAY_MS = 24 * 60 * 60_000;

export const DEMO_REQUEST_RECEIVED = 'Thank you. Our team will contact you to arrange the demo.';

/**
 * Request Demo (home cards) and the about pages' access section: a request for a module the user
 * lacks, followed up by FIN Admins at /super_admin/user_access_request_report (admin module).
 */
export async function demoRequestRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const api = typed(app);
  api.post(
    '/api/demo_requests',
    {
      ...route(SIGNED_IN),
      schema: { body: demoRequestBodySchema, response: { 201: messageResponseSchema } },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const body = request.body;
      const [today] = await db
        .select({ n: count() })
        .from(demoRequests)
        .where(
          and(
            eq(demoRequests.userId, actor.user.id),
            gt(demoRequests.createdAt, new Date(Date.now() - DAY_MS)),
          ),
        );
      // More than a prospect would send in a day is a script; the FIN Admins set the number.
      if ((today?.n ?? 0) >= (await appConfig(db))['access_requests.per_day']) {
        throw new AppError(
          429,
          'too_many_requests',
          'You have sent several demo requests today. Our team will be in touch.',
        );
      }
      await db.insert(demoRequests).values({
        userId: actor.user.id,
        topic: body.topic,
        message: body.message,
        phone: body.phone,
        source: body.source,
      });
      return reply.status(201).send({ message: DEMO_REQUEST_RECEIVED });
    },
  );
}
