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

  app.get('/healthz', async (_request, reply) => {
    try {
      await deps.database.ping();
      return { status: 'ok', database: deps.database.kind };
    } catch (error) {
      return reply
        .status(503)
        .send({ status: 'unavailable', reason: `database unreachable: ${(error as Error).message}` });
    }
  });

  app.get('/readyz', async (_request, reply) => {
    const expected = expectedMigrationCount();
    let applied: number;
    try {
      applied = await appliedMigrationCount(deps.database);
    } catch (error) {
      return reply
        .status(503)
        .send({ status: 'not_ready', reason: `database unreachable: ${(error as Error).message}` });
    }
    const migrations = { applied, expected };
    if (applied < expected) {
      return reply.status(503).send({ status: 'not_ready', reason: 'migrations pending', migrations });
    }
    if (!deps.jobQueueRunning()) {
      return reply.status(503).send({ status: 'not_ready', reason: 'job queue not running', migrations });
    }
    return { status: 'ready', database: deps.database.kind, migrations };
  });
}
