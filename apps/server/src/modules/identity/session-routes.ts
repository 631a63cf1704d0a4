import {
  GROUP_FEATURE_MESSAGES,
  IDENTITY_MESSAGES,
  type SiteResponse,
  sessionResponseSchema,
  signInBodySchema,
  siteResponseSchema,
} from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { verifyPassword } from '../../crypto/secrets.js';
import { featuresOfGroup } from '../../db/group-feature-store.js';
import { users } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';
import { noContent, typed } from '../../http/contracts.js';
import { requireActor, unauthenticated } from './access-control.js';
import { loadActor } from './actor.js';
import { audit } from './audit.js';
import type { IdentityDeps } from './deps.js';
import { checkMailLimits, recordMailRequest } from './mail-limits.js';
import { mayUsePasswordSignIn } from './policy.js';
import { sessionResponse } from './session-response.js';
import { createSession, destroySession, endSession, touchSession } from './sessions.js';
import { recordSignIn } from './sign-in-activity.js';
import { isLockedOut, recordAttempt } from './sign-in-throttle.js';
import { sendVerificationCode } from './verification.js';

export async function sessionRoutes(app: FastifyInstance, deps: IdentityDeps): Promise<void> {
  const { db, config, mailer, activity } = deps;
  const api = typed(app);
  const publicAccess = { access: { public: true as const } };
  const signedIn = { access: { signedIn: true as const } };

  api.get(
    '/api/site',
    { config: publicAccess, schema: { response: { 200: siteResponseSchema } } },
    async (request): Promise<SiteResponse> => {
      const partner = request.site.partner;
      return {
        partner: partner
          ? {
              id: partner.id,
              name: partner.name,
              brand_name: partner.brandName,
              primary_color: partner.primaryColor,
            }
          : null,
      };
    },
  );

  api.get(
    '/api/session',
    { config: signedIn, schema: { response: { 200: sessionResponseSchema } } },
    async (request) => {
      const actor = requireActor(request);
      if (!request.session) throw unauthenticated();
      return sessionResponse(actor, request.session);
    },
  );

  api.post(
    '/api/session',
    {
      config: publicAccess,
      schema: { body: signInBodySchema, response: { 200: sessionResponseSchema } },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      if (await isLockedOut(db, email, request.ip)) {
        throw new AppError(429, 'too_many_attempts', IDENTITY_MESSAGES.tooManyAttempts);
      }
      const [user] = await db.select().from(users).where(eq(users.email, email));
      const passwordOk = await verifyPassword(user?.passwordHash, password);
      if (!user || !passwordOk) {
        await recordAttempt(db, email, request.ip, false);
        await audit(db, request, {
          action: 'sign_in_failed',
          actorUserId: user?.id ?? null,
          details: { email },
        });
        throw new AppError(401, 'bad_credentials', IDENTITY_MESSAGES.badCredentials);
      }
      // Only a caller who knows the password learns the account's state.
      if (!user.emailVerifiedAt) {
        // Repeating a correct sign-in must not become a way to flood the inbox: the mail limits hold.
        const limits = await checkMailLimits(db, 'verification', user.email, request.ip);
        const sent = limits.addressOk && limits.ipOk && (await sendVerificationCode(db, mailer, user));
        await recordMailRequest(db, { kind: 'verification', email: user.email, ip: request.ip, sent });
        throw new AppError(423, 'email_unverified', IDENTITY_MESSAGES.emailUnverified, { email: user.email });
      }
      if (!user.isActive) throw new AppError(423, 'account_disabled', IDENTITY_MESSAGES.accountDisabled);
      if (!mayUsePasswordSignIn(user, await featuresOfGroup(db, user.clientGroupId))) {
        await audit(db, request, {
          action: 'sign_in_failed',
          actorUserId: user.id,
          details: { email, reason: 'sso_required' },
        });
        throw new AppError(403, 'sso_required', GROUP_FEATURE_MESSAGES.ssoRequired);
      }

      await recordAttempt(db, email, request.ip, true);
      await db.update(users).set({ lastSignInAt: new Date() }).where(eq(users.id, user.id));
      // A new sign-in replaces the session this browser held: the old token dies with it.
      if (request.session) await endSession(db, request.session.id);
      const session = await createSession(db, config, request, reply, user.id);
      const actor = await loadActor(db, user);
      request.actor = actor;
      await audit(db, request, { action: 'sign_in' });
      recordSignIn(activity, actor, 'password');
      return sessionResponse(actor, session);
    },
  );

  api.delete(
    '/api/session',
    { config: signedIn, schema: { response: { 204: noContent } } },
    async (request, reply) => {
      if (request.session) {
        await audit(db, request, { action: 'sign_out' });
        await destroySession(db, request.session.id, reply, config.secureCookies);
      }
      return reply.status(204).send();
    },
  );

  // The idle modal's "continue": proves the person is there, so the session slides even if idle.
  api.post(
    '/api/session/keep_alive',
    { config: signedIn, schema: { response: { 204: noContent } } },
    async (request, reply) => {
      if (!request.session) throw unauthenticated();
      await touchSession(db, request.session, true);
      return reply.status(204).send();
    },
  );
}
