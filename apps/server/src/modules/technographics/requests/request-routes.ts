import {
  type CoverageRequest,
  type CoverageRequestList,
  coverageAnswerBodySchema,
  coverageRequestBodySchema,
  coverageRequestListQuerySchema,
  coverageRequestListSchema,
  coverageRequestSchema,
  idParamsSchema,
  MESSAGES,
} from '@fin-atlas/domain';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../db/database.js';
import { coverageRequests, solutions, users, vendors } from '../../../db/schema/index.js';
import { notFound, unprocessable } from '../../../http/app-error.js';
import { contractViolation, typed } from '../../../http/contracts.js';
import { actorHasAbility, forbidden, requireActor, route } from '../../identity/index.js';
import { TECHNOGRAPHICS, TECHNOGRAPHICS_ADMIN } from '../access.js';

export const REQUEST_MESSAGES = {
  notFound: 'Request not found.',
  alreadyAnswered: `${MESSAGES.validation.prefix}This request has already been answered.`,
  alreadyAsked: (kind: string) =>
    `${MESSAGES.validation.prefix}You already asked for this ${kind}; the request is open.`,
  alreadyCovered: (kind: string, name: string) =>
    `${MESSAGES.validation.prefix}${name} is already covered: find the ${kind} in the product search.`,
} as const;

const requester = alias(users, 'requester');
const answerer = alias(users, 'answerer');

async function listRequests(db: Db, where: SQL | undefined): Promise<CoverageRequest[]> {
  const rows = await db
    .select({
      id: coverageRequests.id,
      kind: coverageRequests.kind,
      name: coverageRequests.name,
      details: coverageRequests.details,
      status: coverageRequests.status,
      answer: coverageRequests.answer,
      createdAt: coverageRequests.createdAt,
      answeredAt: coverageRequests.answeredAt,
      requesterId: requester.id,
      requesterName: requester.userName,
      requesterEmail: requester.email,
      requesterCompany: requester.companyName,
      answererName: answerer.userName,
    })
    .from(coverageRequests)
    .innerJoin(requester, eq(requester.id, coverageRequests.userId))
    .leftJoin(answerer, eq(answerer.id, coverageRequests.answeredBy))
    .where(where)
    .orderBy(desc(coverageRequests.createdAt), desc(coverageRequests.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind as CoverageRequest['kind'],
    name: row.name,
    details: row.details,
    status: row.status as CoverageRequest['status'],
    answer: row.answer,
    created_at: row.createdAt.toISOString(),
    answered_at: row.answeredAt?.toISOString() ?? null,
    requester: {
      id: row.requesterId,
      user_name: row.requesterName,
      email: row.requesterEmail,
      company_name: row.requesterCompany,
    },
    answered_by: row.answererName,
  }));
}

/**
 * Coverage requests: anyone with Technographics asks for a vendor or solution to be covered and
 * follows their own requests; FIN Admins, who decide what the catalog covers, see every request
 * and answer it (added or declined, with a text). A request is answered once.
 */
export async function requestRoutes(app: FastifyInstance, { db }: { db: Db }): Promise<void> {
  const api = typed(app);
  api.get(
    '/api/technographics/coverage_requests',
    {
      ...route(TECHNOGRAPHICS),
      schema: { querystring: coverageRequestListQuerySchema, response: { 200: coverageRequestListSchema } },
    },
    async (request) => {
      const actor = requireActor(request);
      const query = request.query;
      if (query.scope === 'all' && !actorHasAbility(actor, 'super_admin_board', request.site))
        throw forbidden();
      const filters = [
        query.scope === 'mine' ? eq(coverageRequests.userId, actor.user.id) : undefined,
        query.status ? eq(coverageRequests.status, query.status) : undefined,
      ].filter((f): f is SQL => f !== undefined);
      const list: CoverageRequestList = { requests: await listRequests(db, and(...filters)) };
      return list;
    },
  );

  api.post(
    '/api/technographics/coverage_requests',
    {
      ...route(TECHNOGRAPHICS),
      schema: { body: coverageRequestBodySchema, response: { 201: coverageRequestSchema } },
    },
    async (request, reply) => {
      const actor = requireActor(request);
      const body = request.body;
      const catalog = body.kind === 'vendor' ? vendors : solutions;
      const [covered] = await db
        .select({ name: catalog.name })
        .from(catalog)
        .where(sql`lower(${catalog.name}) = lower(${body.name})`);
      if (covered) throw unprocessable(REQUEST_MESSAGES.alreadyCovered(body.kind, covered.name));
      const [open] = await db
        .select({ id: coverageRequests.id })
        .from(coverageRequests)
        .where(
          and(
            eq(coverageRequests.userId, actor.user.id),
            eq(coverageRequests.kind, body.kind),
            eq(coverageRequests.status, 'open'),
            sql`lower(${coverageRequests.name}) = lower(${body.name})`,
          ),
        );
      if (open) throw unprocessable(REQUEST_MESSAGES.alreadyAsked(body.kind));
      const [created] = await db
        .insert(coverageRequests)
        .values({
          userId: actor.user.id,
          groupId: actor.user.clientGroupId,
          kind: body.kind,
          name: body.name,
          details: body.details,
        })
        .returning({ id: coverageRequests.id });
      const [row] = await listRequests(db, eq(coverageRequests.id, created?.id ?? 0));
      if (!row) throw new Error('the created request has no row');
      return reply.status(201).send(row);
    },
  );

  api.post(
    '/api/technographics/coverage_requests/:id/answer',
    {
      config: {
        access: TECHNOGRAPHICS_ADMIN,
        // A path that names no request reads as an unknown request.
        rejectInput: (failure) =>
          failure.part === 'params' ? notFound(REQUEST_MESSAGES.notFound) : contractViolation(failure.issues),
      },
      schema: {
        params: idParamsSchema,
        body: coverageAnswerBodySchema,
        response: { 200: coverageRequestSchema },
      },
    },
    async (request) => {
      const actor = requireActor(request);
      const body = request.body;
      const id = request.params.id;
      // Only an open request changes, so two admins answering at once cannot overwrite each other.
      const [updated] = await db
        .update(coverageRequests)
        .set({ status: body.status, answer: body.answer, answeredBy: actor.user.id, answeredAt: new Date() })
        .where(and(eq(coverageRequests.id, id), eq(coverageRequests.status, 'open')))
        .returning({ id: coverageRequests.id });
      if (!updated) {
        const [existing] = await db
          .select({ id: coverageRequests.id })
          .from(coverageRequests)
          .where(eq(coverageRequests.id, id));
        throw existing
          ? unprocessable(REQUEST_MESSAGES.alreadyAnswered)
          : notFound(REQUEST_MESSAGES.notFound);
      }
      const [row] = await listRequests(db, eq(coverageRequests.id, id));
      return row;
    },
  );
}
