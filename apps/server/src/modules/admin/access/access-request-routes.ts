import {
  ACCESS_REQUEST_MESSAGES,
  type AccessRequestList,
  accessRequestListSchema,
  accessRequestQuerySchema,
  accessRequestRowSchema,
  accessRequestUpdateSchema,
  idParamsSchema,
} from '@fin-atlas/domain';
import { aliasedTable, and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.js';
import { escapeLike } from '../../../db/like.js';
import { demoRequests, users } from '../../../db/schema/index.js';
import { notFound, unprocessable } from '../../../http/app-error.js';
import type { ApiInstance } from '../../../http/contracts.js';
import { audit, requireActor, route, SUPER_ADMIN } from '../../identity/index.js';
import { accessRequestRows, type FoundRequest, holdsEvery, modulesHeld } from './access-request-rows.js';
import { dayRange } from './date-range.js';

const handler = aliasedTable(users, 'handler');

async function findRequests(db: Db, where: SQL | undefined, page = 1, perPage = 1): Promise<FoundRequest[]> {
  const rows = await db
    .select({ request: demoRequests, user: users, handlerEmail: handler.email })
    .from(demoRequests)
    .innerJoin(users, eq(users.id, demoRequests.userId))
    .leftJoin(handler, eq(handler.id, demoRequests.handledBy))
    .where(where)
    .orderBy(desc(demoRequests.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return rows;
}

/**
 * /super_admin/user_access_request_report: users' requests for modules they lack (Request Demo and
 * the about pages), whether their groups hold the modules now, and the FIN Admins' follow-up.
 */
export function accessRequestRoutes(api: ApiInstance, db: Db): void {
  api.get(
    '/api/super_admin/user_access_requests',
    {
      ...route(SUPER_ADMIN),
      schema: { querystring: accessRequestQuerySchema, response: { 200: accessRequestListSchema } },
    },
    async (request): Promise<AccessRequestList> => {
      const { q, status, topic, source, from, to, page, per_page } = request.query;
      const like = q ? `%${escapeLike(q)}%` : null;
      const where = and(
        like
          ? or(ilike(users.email, like), ilike(users.userName, like), ilike(users.companyName, like))
          : undefined,
        status ? eq(demoRequests.status, status) : undefined,
        topic ? eq(demoRequests.topic, topic) : undefined,
        source ? eq(demoRequests.source, source) : undefined,
        dayRange(demoRequests.createdAt, from, to),
      );
      const [total] = await db
        .select({ n: count() })
        .from(demoRequests)
        .innerJoin(users, eq(users.id, demoRequests.userId))
        .where(where);
      const found = await findRequests(db, where, page, per_page);
      return { requests: await accessRequestRows(db, found), total: total?.n ?? 0, page, per_page };
    },
  );

  api.put(
    '/api/super_admin/user_access_requests/:id',
    {
      ...route(SUPER_ADMIN),
      schema: {
        params: idParamsSchema,
        body: accessRequestUpdateSchema,
        response: { 200: accessRequestRowSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const { id } = request.params;
      const { status, follow_up } = request.body;
      await db.transaction(async (tx) => {
        const [found] = await findRequests(tx, eq(demoRequests.id, id));
        if (!found) throw notFound(ACCESS_REQUEST_MESSAGES.notFound);
        // Granted says the user can use what they asked for: their groups must hold it first.
        if (status === 'granted') {
          const held = await modulesHeld(tx, [found.user]);
          if (!holdsEvery(held.get(found.user.id), found.request.topic))
            throw unprocessable(ACCESS_REQUEST_MESSAGES.grantFirst);
        }
        await tx
          .update(demoRequests)
          .set({ status, followUp: follow_up, handledBy: actor.user.id, handledAt: sql`now()` })
          .where(eq(demoRequests.id, id));
        await audit(tx, request, {
          action: 'access_request_updated',
          target: { type: 'access_request', id },
          details: {
            user_id: found.user.id,
            topic: found.request.topic,
            from: found.request.status,
            to: status,
            follow_up,
          },
        });
      });
      const [row] = await accessRequestRows(db, await findRequests(db, eq(demoRequests.id, id)));
      if (!row) throw notFound(ACCESS_REQUEST_MESSAGES.notFound);
      return row;
    },
  );
}
