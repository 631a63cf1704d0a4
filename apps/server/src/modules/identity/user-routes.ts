import {
  ENTERPRISE_PERMISSIONS,
  type EnabledModulesResponse,
  type EnterprisePermissions,
} from '@fin-atlas/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomToken, sha256 } from '../../crypto/secrets.js';
import { apiKeys } from '../../db/schema/index.js';
import { requireActor } from './access-control.js';
import { userResponse } from './actor.js';
import { audit } from './audit.js';
import type { IdentityDeps } from './deps.js';
import { enabledUiModules } from './enabled-modules.js';

const signedIn = { config: { access: { signedIn: true as const } } };
const apiKeyAccess = { config: { access: { signedIn: true as const, enterprise: 'fin_api' as const } } };
const KEY_PREFIX_LENGTH = 12;

export async function userRoutes(app: FastifyInstance, { db }: IdentityDeps): Promise<void> {
  app.get('/api/users', signedIn, async (request) => userResponse(requireActor(request)));

  app.get('/api/users/enabled_modules', signedIn, async (request): Promise<EnabledModulesResponse> => {
    const { modules, paths } = enabledUiModules(requireActor(request));
    return { ui_modules: modules, enabled_paths: paths };
  });

  app.get('/api/users/enterprise_value', signedIn, async (request) => {
    const actor = requireActor(request);
    return {
      enterprise_permissions: Object.fromEntries(
        ENTERPRISE_PERMISSIONS.map((p) => [p, actor.enterprise.has(p)]),
      ) as EnterprisePermissions,
    };
  });

  app.get('/api/users/fin_api_key', apiKeyAccess, async (request) => {
    const actor = requireActor(request);
    const [key] = await db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, actor.user.id), isNull(apiKeys.revokedAt)))
      .orderBy(desc(apiKeys.createdAt))
      .limit(1);
    return key
      ? { fin_api_key: `${key.keyPrefix}…`, created_at: key.createdAt.toISOString() }
      : { fin_api_key: null, created_at: null };
  });

  // One live key per user: creating a key revokes the previous one. The key is shown only now.
  app.post('/api/users/fin_api_key', apiKeyAccess, async (request, reply) => {
    const actor = requireActor(request);
    const key = `fin_${randomToken(30)}`;
    const [row] = await db.transaction(async (tx) => {
      await tx
        .update(apiKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiKeys.userId, actor.user.id), isNull(apiKeys.revokedAt)));
      return tx
        .insert(apiKeys)
        .values({ userId: actor.user.id, keyPrefix: key.slice(0, KEY_PREFIX_LENGTH), keyHash: sha256(key) })
        .returning();
    });
    await audit(db, request, { action: 'api_key_created', target: { type: 'api_key', id: row?.id ?? 0 } });
    return reply
      .status(201)
      .send({ fin_api_key: key, created_at: (row?.createdAt ?? new Date()).toISOString() });
  });

  app.delete('/api/users/fin_api_key', apiKeyAccess, async (request, reply) => {
    const actor = requireActor(request);
    await db
      .update(apiKeys)
      .set({ revokedAt: new Date() })
      .where(and(eq(apiKeys.userId, actor.user.id), isNull(apiKeys.revokedAt)));
    await audit(db, request, { action: 'api_key_revoked' });
    return reply.status(204).send();
  });
}
