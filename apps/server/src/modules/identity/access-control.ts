import { CSRF_HEADER, GUEST_HEADER, IDENTITY_MESSAGES, SESSION_COOKIE } from '@fin-atlas/domain';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sha256 } from '../../crypto/secrets.js';
import type { Db } from '../../db/database.js';
import { apiKeys, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { type Actor, loadActor } from './actor.js';
import { authorize, type Site } from './policy.js';
import { cookieOptions, findSession, type SessionRow, touchSession } from './sessions.js';
import type { SiteResolver } from './site.js';

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
    session: SessionRow | null;
    site: Site;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const unauthenticated = () => new AppError(401, 'unauthenticated', IDENTITY_MESSAGES.signInRequired);
export const forbidden = () =>
  new AppError(403, 'forbidden', 'You are not authorized. Please contact admin.');

export function requireActor(request: FastifyRequest): Actor {
  if (!request.actor) throw unauthenticated();
  return request.actor;
}

async function actorFromApiKey(db: Db, header: string): Promise<Actor | null> {
  const key = header.slice('Bearer '.length).trim();
  if (!key) return null;
  const [row] = await db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(and(eq(apiKeys.keyHash, sha256(key)), isNull(apiKeys.revokedAt)));
  if (!row?.user.isActive) return null;
  const actor = await loadActor(db, row.user);
  // A key stops working the moment its client group loses the API permission.
  if (!actor.enterprise.has('fin_api')) return null;
  await db.update(apiKeys).set({ lastUsedAt: new Date() }).where(eq(apiKeys.id, row.key.id));
  return actor;
}

/**
 * The single gate in front of every /api route: identifies the caller (session cookie or API key),
 * checks CSRF on state-changing calls, and applies the route's declared access through the policy.
 * A route that declares no access refuses to register, so nothing is reachable by omission.
 */
export function registerAccessControl(
  app: FastifyInstance,
  deps: { db: Db; sites: SiteResolver; secureCookies: boolean; sessionSecret: string },
): void {
  app.decorateRequest('actor', null);
  app.decorateRequest('session', null);
  app.decorateRequest('site', null as unknown as Site);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/') && !route.config?.access) {
      throw new Error(`${String(route.method)} ${route.url} declares no access rule`);
    }
  });

  // Before the body is read: a caller who may not call the route never gets its body parsed.
  app.addHook('preParsing', async (request, reply, payload) => {
    const access = request.routeOptions.config?.access;
    if (!access) return payload;
    request.site = await deps.sites.resolve(request.hostname);

    const authorization = request.headers.authorization;
    const token = request.cookies[SESSION_COOKIE];
    let viaCookie = false;
    if (authorization?.startsWith('Bearer ')) {
      request.actor = await actorFromApiKey(deps.db, authorization);
    } else if (token) {
      const loaded = await findSession(deps.db, deps.sessionSecret, token);
      if (loaded) {
        request.session = loaded.session;
        request.actor = await loadActor(deps.db, loaded.user, loaded.impersonator);
        viaCookie = true;
      } else {
        reply.header(GUEST_HEADER, '1');
        reply.clearCookie(SESSION_COOKIE, cookieOptions(deps.secureCookies));
      }
    }

    if (!SAFE_METHODS.has(request.method)) {
      const sent = request.headers[CSRF_HEADER];
      // A custom header cannot be sent cross-site without a CORS preflight, which this server never grants.
      // A public call (sign-in from a tab whose old session is still alive) may not know the token yet.
      const mustMatch = viaCookie && !('public' in access);
      const valid =
        typeof sent === 'string' && sent.length > 0 && (!mustMatch || sent === request.session?.csrfToken);
      if (!valid) throw new AppError(403, 'csrf_failed', IDENTITY_MESSAGES.csrfMissing);
    }

    const decision = authorize(request.actor, access, request.site);
    if (decision === 'unauthenticated') throw unauthenticated();
    if (decision === 'forbidden') throw forbidden();
    // Only signed-in activity keeps a session alive; public calls identify the caller and no more.
    if (request.session && !('public' in access)) await touchSession(deps.db, request.session);
    return payload;
  });
}
