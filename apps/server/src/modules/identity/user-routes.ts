import {
  ENTERPRISE_PERMISSIONS,
  type EnabledModulesResponse,
  type EnterprisePermissions,
  enabledModulesResponseSchema,
  enterpriseValueResponseSchema,
  finApiKeyCreatedSchema,
  finApiKeyResponseSchema,
  userSchema,
} from '@fin-atlas/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { randomToken, sha256 } from '../../crypto/secrets.js';
import { apiKeys } from '../../db/schema/index.js';
import { noContent, typed } from '../../http/contracts.js';
import { requireActor } from './access-control.js';
import { userResponse } from './actor.js';
import { audit } from './audit.js';
import type { IdentityDeps } from './deps.js';
import { enabledUiModules } from './enabled-modules.js';

const signedIn = { access: { signedIn: true as const } };
const apiKeyAccess = { access: { signedIn: true as const, enterprise: 'fin_api' as const } };
// A key made or revoked while impersonating would outlive the impersonation in the user's name.
const apiKeyChange = { access: { ...apiKeyAccess.access, notImpersonating: true as const } };
const KEY_PREFIX_LENGTH = 12;

export async function userRoutes(app: FastifyInstance, { db }: IdentityDeps): Promise<void> {
  const api = typed(app);
  api.get('/api/users', { config: signedIn, schema: { response: { 200: userSchema } } }, async (request) =>
    userResponse(requireActor(request)),
  );

  api.get(
    '/api/users/enabled_modules',
    { config: signedIn, schema: { response: { 200: enabledModulesResponseSchema } } },
    async (request): Promise<EnabledModulesResponse> => {
      const { modules, paths } = enabledUiModules(requireActor(request));
      return { ui_modules: modules, enabled_paths: paths };
    },
  );

  api.get(
    '/api/users/enterprise_value',
    { config: signedIn, schema: { response: { 200: enterpriseValueResponseSchema } } },
    async (request) => {
      const actor = requireActor(request);
      return {
        enterprise_permissions: Object.fromEntries(
          ENTERPRISE_PERMISSIONS.map((p) => [p, actor.enterprise.has(p)]),
        ) as EnterprisePermissions,
      };
    },
  );

  api.get(
    '/api/users/fin_api_key',
    { config: apiKeyAccess, schema: { response: { 200: finApiKeyResponseSchema } } },
    async (request) => {
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
    },
  );

  // One live key per user: creating a key revokes the previous one. The key is shown only now.
  api.post(
    '/api/users/fin_api_key',
    { config: apiKeyChange, schema: { response: { 201: finApiKeyCreatedSchema } } },
    async (request, reply) => {
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
    },
  );

  api.delete(
    '/api/users/fin_api_key',
    { config: apiKeyChange, schema: { response: { 204: noContent } } },
    async (request, reply) => {
      const actor = requireActor(request);
      await db
        .update(apiKeys)
        .set({ revokedAt: new Date() })
        .where(and(eq(apiKeys.userId, actor.user.id), isNull(apiKeys.revokedAt)));
      await audit(db, request, { action: 'api_key_revoked' });
      return reply.status(204).send();
    },
  );
}
