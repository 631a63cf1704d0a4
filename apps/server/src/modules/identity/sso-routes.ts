import { IDENTITY_MESSAGES, ssoStartBodySchema, ssoStartResponseSchema } from '@fin-atlas/domain';
import { eq, lt } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import * as oidc from 'openid-client';
import { z } from 'zod';
import { ssoConnections, ssoStates, users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { typed } from '../../http/contracts.js';
import { loadActor } from './actor.js';
import { audit } from './audit.js';
import type { IdentityDeps } from './deps.js';
import { createSession } from './sessions.js';
import { recordSignIn } from './sign-in-activity.js';
import { provisionSsoUser } from './sso-provisioning.js';

type ConnectionRow = typeof ssoConnections.$inferSelect;
const STATE_TTL_MS = 10 * 60_000;
// The provider's redirect: anything unusable in it ends on the sign-in page, never in a JSON error.
const callbackQuery = z.looseObject({
  state: z.string().min(1).optional().catch(undefined),
  code: z.string().optional().catch(undefined),
});
const redirect = z
  .undefined()
  .describe(
    'A redirect (Location): to the page the sign-in started from, or to the sign-in page with the failure.',
  );

// Plain http is acceptable only for a provider on this machine (development and tests).
const isLoopback = (issuer: string) => /^http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?(\/|$)/.test(issuer);

export async function ssoRoutes(app: FastifyInstance, deps: IdentityDeps): Promise<void> {
  const { db, config, activity } = deps;
  const redirectUri = `${config.baseUrl}/api/sso/callback`;
  const discovered = new Map<number, Promise<oidc.Configuration>>();

  const configurationFor = (connection: ConnectionRow) => {
    let found = discovered.get(connection.id);
    if (!found) {
      found = oidc.discovery(
        new URL(connection.issuer),
        connection.clientId,
        connection.clientSecret ?? undefined,
        undefined,
        isLoopback(connection.issuer) ? { execute: [oidc.allowInsecureRequests] } : undefined,
      );
      // A failed discovery must be retried next time, not cached.
      found.catch(() => discovered.delete(connection.id));
      discovered.set(connection.id, found);
    }
    return found;
  };

  const fail = (reply: FastifyReply, message: string) =>
    reply.redirect(`/sign_in?sso_error=${encodeURIComponent(message)}`);

  const api = typed(app);
  api.post(
    '/api/sso/start',
    {
      config: { access: { public: true } },
      schema: { body: ssoStartBodySchema, response: { 200: ssoStartResponseSchema } },
    },
    async (request) => {
      const { email, return_to } = request.body;
      const domain = email.split('@')[1] ?? '';
      const [connection] = await db.select().from(ssoConnections).where(eq(ssoConnections.domain, domain));
      if (!connection) throw new AppError(422, 'sso_not_configured', IDENTITY_MESSAGES.ssoNotConfigured);
      let configuration: oidc.Configuration;
      try {
        configuration = await configurationFor(connection);
      } catch (error) {
        request.log.error({ err: error, issuer: connection.issuer }, 'OIDC discovery failed');
        throw new AppError(502, 'sso_unavailable', IDENTITY_MESSAGES.ssoFailed);
      }
      const codeVerifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      await db.delete(ssoStates).where(lt(ssoStates.createdAt, new Date(Date.now() - STATE_TTL_MS)));
      await db.insert(ssoStates).values({
        state,
        connectionId: connection.id,
        codeVerifier,
        nonce,
        returnTo: return_to && !return_to.startsWith('//') ? return_to : '/dashboard',
      });
      const url = oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: 'openid email profile',
        code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        login_hint: email,
      });
      return { authorization_url: url.href };
    },
  );

  api.get(
    '/api/sso/callback',
    {
      config: { access: { public: true } },
      schema: { querystring: callbackQuery, response: { 302: redirect } },
    },
    async (request, reply) => {
      const { state } = request.query;
      if (!state) return fail(reply, IDENTITY_MESSAGES.ssoFailed);
      const [pending] = await db.delete(ssoStates).where(eq(ssoStates.state, state)).returning();
      if (!pending || Date.now() - pending.createdAt.getTime() > STATE_TTL_MS) {
        return fail(reply, IDENTITY_MESSAGES.ssoFailed);
      }
      const [connection] = await db
        .select()
        .from(ssoConnections)
        .where(eq(ssoConnections.id, pending.connectionId));
      if (!connection) return fail(reply, IDENTITY_MESSAGES.ssoFailed);

      let email: string;
      let name: string | undefined;
      try {
        const configuration = await configurationFor(connection);
        const currentUrl = new URL(request.url, config.baseUrl);
        const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: pending.codeVerifier,
          expectedState: pending.state,
          expectedNonce: pending.nonce,
          idTokenExpected: true,
        });
        const idClaims = tokens.claims();
        // Conforming providers keep scope claims out of the ID token in the code flow: ask userinfo.
        const claims =
          idClaims?.email !== undefined || !idClaims
            ? idClaims
            : await oidc.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
        email = String(claims?.email ?? '').toLowerCase();
        name = typeof claims?.name === 'string' ? claims.name : undefined;
      } catch (error) {
        request.log.warn({ err: error }, 'OIDC code exchange failed');
        return fail(reply, IDENTITY_MESSAGES.ssoFailed);
      }
      // The provider vouches only for its own domain.
      if (!email.endsWith(`@${connection.domain}`)) {
        request.log.warn({ connection: connection.name }, 'OIDC e-mail outside the connection domain');
        return fail(reply, IDENTITY_MESSAGES.ssoFailed);
      }

      let [user] = await db.select().from(users).where(eq(users.email, email));
      if (!user && connection.provisionGroupId !== null) {
        user = await provisionSsoUser(db, { email, name }, connection.provisionGroupId);
      }
      if (!user?.isActive) return fail(reply, IDENTITY_MESSAGES.ssoFailed);
      if (!user.emailVerifiedAt) {
        await db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
      }
      await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id));
      await createSession(db, config, request, reply, user.id);
      const actor = await loadActor(db, user);
      request.actor = actor;
      await audit(db, request, { action: 'sso_sign_in', details: { connection: connection.name } });
      recordSignIn(activity, actor, 'sso');
      return reply.redirect(`/redirect?to=${encodeURIComponent(pending.returnTo)}`);
    },
  );
}
