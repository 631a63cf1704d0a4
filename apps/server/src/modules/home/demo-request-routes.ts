import {
  DEMO_REQUESTS_PER_DAY,
  type DemoRequestList,
  type DemoRequestRow,
  demoRequestBodySchema,
  demoRequestListSchema,
  messageResponseSchema,
  pageQuerySchema,
} from '@fin-atlas/domain';
import { and, count, desc, eq, gt, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { escapeLike } from '../../db/like.js';
import { demoRequests, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { ModuleContext } from '../../http/app-module.js';
import { typed } from '../../http/contracts.js';
import { requireActor, route, SIGNED_IN, SUPER_ADMIN } from '../identity/index.js';

const DAY_MS = 24 * 60 * 60_000;

export const DEMO_REQUEST_RECEIVED = 'Thank you. Our team will contact you to arrange the demo.';

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
      if ((today?.n ?? 0) >= DEMO_REQUESTS_PER_DAY) {
        throw new AppError(
          429,
          'too_many_requests',
          'You have sent several demo requests today. Our team will be in touch.',
        );
      }
      await db
        .insert(demoRequests)
        .values({ userId: actor.user.id, topic: body.topic, message: body.message, phone: body.phone });
      return reply.status(201).send({ message: DEMO_REQUEST_RECEIVED });
    },
  );

  api.get(
    '/api/super_admin/demo_requests',
    {
      ...route(SUPER_ADMIN),
      schema: { querystring: pageQuerySchema, response: { 200: demoRequestListSchema } },
    },
    async (request): Promise<DemoRequestList> => {
      const { q, page, per_page } = request.query;
      const like = q ? `%${escapeLike(q)}%` : null;
      const where = like
        ? or(
            ilike(users.email, like),
            ilike(users.userName, like),
            ilike(users.companyName, like),
            ilike(demoRequests.topic, like),
          )
        : undefined;
      const [total] = await db
        .select({ n: count() })
        .from(demoRequests)
        .innerJoin(users, eq(users.id, demoRequests.userId))
        .where(where);
      const rows = await db
        .select({ request: demoRequests, user: users })
        .from(demoRequests)
        .innerJoin(users, eq(users.id, demoRequests.userId))
        .where(where)
        .orderBy(desc(demoRequests.id))
        .limit(per_page)
        .offset((page - 1) * per_page);
      const requests: DemoRequestRow[] = rows.map(({ request: r, user }) => ({
        id: r.id,
        created_at: r.createdAt.toISOString(),
        topic: r.topic as DemoRequestRow['topic'],
        message: r.message,
        phone: r.phone,
        user: {
          id: user.id,
          user_name: user.userName,
          email: user.email,
          company_name: user.companyName,
          company_type: user.companyType,
        },
      }));
      return { requests, total: total?.n ?? 0, page, per_page };
    },
  );
}
