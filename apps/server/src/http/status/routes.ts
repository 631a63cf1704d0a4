import { latestRevisionSchema } from '@fin-atlas/domain';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/database.js';
import { appliedMigrationCount, expectedMigrationCount } from '../../db/migrate.js';
import { typed } from '../contracts.js';

export type StatusDeps = {
  database: Database;
  /** A fixed revision, or a reader that follows redeploys of the web build. */
  revision: string | (() => string);
  jobQueueRunning: () => boolean;
};

export async function statusRoutes(app: FastifyInstance, deps: StatusDeps): Promise<void> {
  // Public on purpose: a signed-out browser must still learn that the app was upgraded.
  typed(app).get(
    '/api/status/latest_revision',
    { config: { access: { public: true } }, schema: { response: { 200: latestRevisionSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { revision: typeof deps.revision === 'function' ? deps.revision() : deps.revision };
    },
  );

  // The probes are public: they answer ready or not; why not goes to the log, never to the caller.
  app.get('/healthz', async (request, reply) => {
    try {
      await deps.database.ping();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.status(503).send({ status: 'unavailable' });
    }
  });

  app.get('/readyz', async (request, reply) => {
    const notReady = (reason: string, error?: unknown) => {
      request.log.warn({ err: error, reason }, 'not ready');
      return reply.status(503).send({ status: 'not_ready' });
    };
    let applied: number;
    try {
      applied = await appliedMigrationCount(deps.database);
    } catch (error) {
      return notReady('database unreachable', error);
    }
    if (applied < expectedMigrationCount()) return notReady('migrations pending');
    if (!deps.jobQueueRunning()) return notReady('job queue not running');
    return { status: 'ready' };
  });
}
