import {
  CLIENT_ERROR_LIMITS,
  type ClientErrorList,
  type ClientErrorRow,
  clientErrorBodySchema,
  clientErrorListSchema,
  pageQuerySchema,
} from '@fin-atlas/domain';
import { and, count, desc, eq, gt, ilike, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { escapeLike } from '../../db/like.js';
import { clientErrors, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import type { ModuleContext } from '../../http/app-module.js';
import { noContent, typed } from '../../http/contracts.js';
import { PUBLIC, route, SUPER_ADMIN } from '../identity/index.js';

const RATE_WINDOW_MS = 60_000;

export async function clientErrorRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  // Public: a failure on the sign-in page matters as much as one behind it.
  const api = typed(app);
  api.post(
    '/api/client_errors',
    {
      ...route(PUBLIC),
      bodyLimit: CLIENT_ERROR_LIMITS.bodyBytes,
      schema: { body: clientErrorBodySchema, response: { 204: noContent } },
    },
    async (request, reply) => {
      const body = request.body;
      const userId = request.actor?.user.id ?? null;
      const since = new Date(Date.now() - RATE_WINDOW_MS);
      const [recent] = await db
        .select({ n: count() })
        .from(clientErrors)
        .where(
          and(
            gt(clientErrors.at, since),
            userId === null ? eq(clientErrors.ip, request.ip) : eq(clientErrors.userId, userId),
          ),
        );
      if ((recent?.n ?? 0) >= CLIENT_ERROR_LIMITS.perMinute) {
        throw new AppError(429, 'too_many_reports', 'Too many error reports. Please try again later.');
      }
      await db.insert(clientErrors).values({
        kind: body.kind,
        message: body.message,
        page: body.page,
        revision: body.revision,
        status: body.status,
        code: body.code,
        method: body.method,
        apiPath: body.api_path,
        requestId: body.request_id,
        stack: body.stack,
        userId,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
        ip: request.ip,
      });
      return reply.status(204).send();
    },
  );

  api.get(
    '/api/super_admin/client_errors',
    {
      ...route(SUPER_ADMIN),
      schema: { querystring: pageQuerySchema, response: { 200: clientErrorListSchema } },
    },
    async (request): Promise<ClientErrorList> => {
      const { q, page, per_page } = request.query;
      const like = q ? `%${escapeLike(q)}%` : null;
      const where = like
        ? or(
            ilike(clientErrors.message, like),
            ilike(clientErrors.page, like),
            ilike(clientErrors.apiPath, like),
            ilike(users.email, like),
          )
        : undefined;
      const [total] = await db
        .select({ n: count() })
        .from(clientErrors)
        .leftJoin(users, eq(users.id, clientErrors.userId))
        .where(where);
      const rows = await db
        .select({ error: clientErrors, email: users.email })
        .from(clientErrors)
        .leftJoin(users, eq(users.id, clientErrors.userId))
        .where(where)
        .orderBy(desc(clientErrors.id))
        .limit(per_page)
        .offset((page - 1) * per_page);
      const errors: ClientErrorRow[] = rows.map(({ error, email }) => ({
        id: error.id,
        at: error.at.toISOString(),
        kind: error.kind as ClientErrorRow['kind'],
        message: error.message,
        page: error.page,
        revision: error.revision,
        status: error.status,
        code: error.code,
        method: error.method,
        api_path: error.apiPath,
        request_id: error.requestId,
        stack: error.stack,
        user: error.userId !== null && email ? { id: error.userId, email } : null,
        user_agent: error.userAgent,
        ip: error.ip,
      }));
      return { errors, total: total?.n ?? 0, page, per_page };
    },
  );
}
