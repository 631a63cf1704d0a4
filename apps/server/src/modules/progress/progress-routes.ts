import { idParamsSchema, jobProgressSchema, MESSAGES, progressKey } from '@fin-atlas/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/database.js';
import { AppError, notFound } from '../../http/app-error.js';
import { rawBody, typed } from '../../http/contracts.js';
import type { Actor } from '../identity/index.js';
import { requireActor, route, SIGNED_IN } from '../identity/index.js';
import {
  closeProgressChannel,
  type ProgressRecord,
  progressChannelFor,
  publicProgress,
} from './progress-channel.js';

/**
 * Open progress streams one caller (a session, or an API key's user) may hold on this node: a page
 * watches one job at a time, and each stream keeps a connection and a subscription alive.
 */
export const MAX_STREAMS_PER_CALLER = 6;
const TOO_MANY_STREAMS = 'Too many progress streams are open. Close other report tabs and try again.';

/** Between two of these a stream re-reads its row too, in case a notification was lost. */
const HEARTBEAT_MS = 10_000;

const tokenParams = z.object({ token: z.string().regex(/^[\w-]{1,100}$/, 'must be a report token') });
const progressResponse = {
  description: "The job's progress: one snapshot as JSON, or server-sent `progress` events until it ends.",
  content: {
    'application/json': { schema: jobProgressSchema },
    'text/event-stream': { schema: rawBody },
  },
};

/** Only the user who started the job, or someone of the same client group (the tenant), may watch it. */
export function canWatch(actor: Actor, record: Pick<ProgressRecord, 'user_id' | 'group_id'>): boolean {
  if (record.user_id !== null && record.user_id === actor.user.id) return true;
  return record.group_id !== null && record.group_id === actor.user.clientGroupId;
}

const wantsStream = (request: FastifyRequest) => (request.headers.accept ?? '').includes('text/event-stream');

/**
 * GET /api/progress/reports/{token}, /api/progress/industry_reports/{token} and
 * /api/progress/peer_group/{id}: a job's progress as JSON, or,
 * for a client that accepts text/event-stream, as server-sent events: the current snapshot, then one
 * event per change, ending after done or failed. An unknown key, or another tenant's, is 'Record not
 * found'.
 */
export async function progressRoutes(app: FastifyInstance, { database }: { database: Database }) {
  const channel = () => progressChannelFor(database);
  const openStreams = new Set<() => void>();
  const streamsByCaller = new Map<string, number>();

  async function serve(request: FastifyRequest, reply: FastifyReply, key: string) {
    const actor = requireActor(request);
    const found = await channel().read(key);
    if (!found || !canWatch(actor, found)) throw notFound(MESSAGES.report.recordNotFound);
    if (!wantsStream(request)) return publicProgress(found);
    const caller = request.session?.id ?? `user:${actor.user.id}`;
    const held = streamsByCaller.get(caller) ?? 0;
    if (held >= MAX_STREAMS_PER_CALLER) throw new AppError(429, 'too_many_streams', TOO_MANY_STREAMS);
    streamsByCaller.set(caller, held + 1);

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      // Proxies must pass each event on at once rather than buffer the response.
      'x-accel-buffering': 'no',
    });
    let lastVersion = 0;
    let ended = false;
    let unsubscribe = () => {};
    let heartbeat: NodeJS.Timeout | undefined;
    const end = () => {
      if (ended) return;
      ended = true;
      clearInterval(heartbeat);
      unsubscribe();
      openStreams.delete(end);
      const left = (streamsByCaller.get(caller) ?? 1) - 1;
      if (left > 0) streamsByCaller.set(caller, left);
      else streamsByCaller.delete(caller);
      raw.end();
    };
    const send = (record: ProgressRecord) => {
      if (ended || record.version <= lastVersion) return;
      lastVersion = record.version;
      raw.write(
        `event: progress\nid: ${record.version}\ndata: ${JSON.stringify(publicProgress(record))}\n\n`,
      );
      if (record.state !== 'running') end();
    };
    openStreams.add(end);
    raw.on('close', end);
    unsubscribe = await channel().subscribe(key, send);
    // Read again after subscribing: nothing published in between can be missed, and older is dropped.
    const snapshot = await channel().read(key);
    if (snapshot) send(snapshot);
    else end();
    heartbeat = setInterval(() => {
      if (ended) return;
      raw.write(': keep-alive\n\n');
      void channel()
        .read(key)
        .then((record) => record && send(record))
        .catch(() => {});
    }, HEARTBEAT_MS);
  }

  const api = typed(app);
  api.get(
    '/api/progress/reports/:token',
    { ...route(SIGNED_IN), schema: { params: tokenParams, response: { 200: progressResponse } } },
    async (request, reply) => serve(request, reply, progressKey.report(request.params.token)),
  );

  api.get(
    '/api/progress/industry_reports/:token',
    { ...route(SIGNED_IN), schema: { params: tokenParams, response: { 200: progressResponse } } },
    async (request, reply) => serve(request, reply, progressKey.industryReport(request.params.token)),
  );

  api.get(
    '/api/progress/peer_group/:id',
    { ...route(SIGNED_IN), schema: { params: idParamsSchema, response: { 200: progressResponse } } },
    async (request, reply) => serve(request, reply, progressKey.peerGroup(request.params.id)),
  );

  // Open streams never finish on their own; closing the server ends them first.
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });
  app.addHook('onClose', async () => {
    await closeProgressChannel(database);
  });
}
