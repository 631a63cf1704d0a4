import {
  acceptInvitationBodySchema,
  emailOnlyBodySchema,
  IDENTITY_MESSAGES,
  invitationInfoSchema,
  MESSAGES,
  messageResponseSchema,
  ROLE,
  resetPasswordBodySchema,
  resetTokenInfoSchema,
  sessionResponseSchema,
  signUpBodySchema,
  verifyEmailBodySchema,
} from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { hashPassword } from '../../crypto/secrets.js';
import type { Db } from '../../db/database.js';
import { groups, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/app-error.js';
import { type ApiInstance, typed } from '../../http/contracts.js';
import { templatedMail } from '../../mail/templates.js';
import { loadActor } from './actor.js';
import { audit } from './audit.js';
import type { IdentityDeps } from './deps.js';
import { checkMailLimits, type MailKind, recordMailRequest } from './mail-limits.js';
import { assertPasswordPolicy } from './password-rules.js';
import { sessionResponse } from './session-response.js';
import { createSession, destroyUserSessions } from './sessions.js';
import { recordSignIn } from './sign-in-activity.js';
import { clearFailures } from './sign-in-throttle.js';
import { consumeUserToken, findUserToken, issueUserToken, NO_USER } from './user-tokens.js';
import { checkVerificationCode, sendVerificationCode } from './verification.js';

const tokenParams = z.object({ token: z.string().min(10).max(200) });
const PUBLIC = { access: { public: true as const } };

/**
 * The mail limits of one request: over the IP limit the caller is told (429: it says nothing about
 * any address); the address limit is silent, so the answer stays the same whether or not mail went.
 */
async function mailLimitsOrRefuse(db: Db, kind: MailKind, email: string, ip: string) {
  const limits = await checkMailLimits(db, kind, email, ip);
  if (!limits.ipOk) {
    await recordMailRequest(db, { kind, email, ip, sent: false });
    throw new AppError(429, 'too_many_requests', IDENTITY_MESSAGES.tooManyMailRequests);
  }
  return limits;
}

// Same answer whether or not the address is taken: sign-up must not reveal who has an account.
// The password is hashed in both cases so a taken address does not answer faster.
function signUpRoute(api: ApiInstance, { db, config, mailer }: IdentityDeps) {
  api.post(
    '/api/sign_up',
    { config: PUBLIC, schema: { body: signUpBodySchema, response: { 201: messageResponseSchema } } },
    async (request, reply) => {
      const body = request.body;
      const limits = await mailLimitsOrRefuse(db, 'verification', body.email, request.ip);
      assertPasswordPolicy(body.password, body.email, body.user_name);
      const passwordHash = await hashPassword(body.password);
      const [existing] = await db.select().from(users).where(eq(users.email, body.email));
      let sent = false;
      if (existing) {
        if (limits.addressOk) {
          await mailer.send(
            await templatedMail(db, 'sign_up_existing_account', existing.email, {
              user_name: existing.userName,
              sign_in_link: `${config.baseUrl}/sign_in`,
            }),
          );
          sent = true;
        }
      } else {
        const [user] = await db
          .insert(users)
          .values({
            userName: body.user_name,
            email: body.email,
            passwordHash,
            companyType: body.company_type,
            companyName: body.company_name,
            // Self-service accounts may purchase but see no module until an admin grants one.
            role: ROLE.GUEST,
            isFiMenu: body.company_type === 'Bank' || body.company_type === 'Credit Union',
          })
          .returning();
        if (user) {
          await audit(db, request, {
            action: 'sign_up',
            actorUserId: user.id,
            target: { type: 'user', id: user.id },
          });
          // Over the address limit the account still exists; the user asks for a code again later.
          if (limits.addressOk) sent = await sendVerificationCode(db, mailer, user, true);
        }
      }
      await recordMailRequest(db, { kind: 'verification', email: body.email, ip: request.ip, sent });
      return reply.status(201).send({ message: IDENTITY_MESSAGES.signUpAccepted });
    },
  );
}

function emailVerificationRoutes(api: ApiInstance, { db, mailer }: IdentityDeps) {
  api.post(
    '/api/verify_email',
    { config: PUBLIC, schema: { body: verifyEmailBodySchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const { email, code } = request.body;
      const [user] = await db.select().from(users).where(eq(users.email, email));
      if (!user || user.emailVerifiedAt || !(await checkVerificationCode(db, user.id, code))) {
        throw new AppError(422, 'invalid_token', MESSAGES.validation.invalidToken);
      }
      await db
        .update(users)
        .set({ emailVerifiedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, user.id));
      await audit(db, request, {
        action: 'email_verified',
        actorUserId: user.id,
        target: { type: 'user', id: user.id },
      });
      return { message: IDENTITY_MESSAGES.verified };
    },
  );

  api.post(
    '/api/verify_email/resend',
    { config: PUBLIC, schema: { body: emailOnlyBodySchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const { email } = request.body;
      const limits = await mailLimitsOrRefuse(db, 'verification', email, request.ip);
      const [user] = await db.select().from(users).where(eq(users.email, email));
      const sent =
        user !== undefined && !user.emailVerifiedAt && limits.addressOk
          ? await sendVerificationCode(db, mailer, user)
          : false;
      await recordMailRequest(db, { kind: 'verification', email, ip: request.ip, sent });
      return { message: IDENTITY_MESSAGES.verificationResent };
    },
  );
}

function passwordResetRoutes(api: ApiInstance, { db, config, mailer }: IdentityDeps) {
  // Known, unknown, inactive and rate-limited addresses alike: the same statements run (a token is
  // derived and inserted through a select that matches no user when nothing is to be sent), the mail
  // is dispatched beside the response, and the answer is identical.
  api.post(
    '/api/password/forgot',
    { config: PUBLIC, schema: { body: emailOnlyBodySchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      const { email } = request.body;
      const limits = await checkMailLimits(db, 'password_reset', email, request.ip);
      const [user] = await db.select().from(users).where(eq(users.email, email));
      const eligible = user?.isActive ? user : null;
      const send = eligible !== null && limits.addressOk && limits.ipOk;
      const token = await issueUserToken(db, send ? eligible.id : NO_USER, 'password_reset');
      await recordMailRequest(db, { kind: 'password_reset', email, ip: request.ip, sent: send });
      await audit(db, request, {
        action: 'password_reset_requested',
        actorUserId: eligible?.id ?? null,
        details: { email, matched: eligible !== null, mailed: send },
      });
      // Last, so that no statement of this request waits behind the mail's.
      if (send) {
        // The template is read beside the response too: its cache's stamp check is work an unknown
        // address would not cause.
        mailer.dispatch(() =>
          templatedMail(db, 'password_reset', eligible.email, {
            user_name: eligible.userName,
            reset_link: `${config.baseUrl}/new_password/${token}/edit`,
          }),
        );
      }
      return { message: IDENTITY_MESSAGES.resetRequested };
    },
  );

  api.get(
    '/api/password/reset/:token',
    { config: PUBLIC, schema: { params: tokenParams, response: { 200: resetTokenInfoSchema } } },
    async (request) => {
      const found = await findUserToken(db, request.params.token, 'password_reset');
      if (!found) throw notFound(IDENTITY_MESSAGES.resetLinkInvalid);
      return { email: found.user.email };
    },
  );

  api.put(
    '/api/password/reset/:token',
    {
      config: PUBLIC,
      schema: {
        params: tokenParams,
        body: resetPasswordBodySchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      const body = request.body;
      const found = await findUserToken(db, request.params.token, 'password_reset');
      if (!found) throw notFound(IDENTITY_MESSAGES.resetLinkInvalid);
      assertPasswordPolicy(body.password, found.user.email, found.user.userName);
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({
            passwordHash,
            emailVerifiedAt: found.user.emailVerifiedAt ?? new Date(),
            updatedAt: new Date(),
          })
          .where(eq(users.id, found.user.id));
        await consumeUserToken(tx, found.tokenId);
      });
      // A reset usually follows a suspected compromise: every open session ends. It also proves the
      // owner, so failed sign-ins from anywhere no longer lock the address.
      await destroyUserSessions(db, found.user.id);
      await clearFailures(db, found.user.email);
      await audit(db, request, { action: 'password_reset', actorUserId: found.user.id });
      return { message: IDENTITY_MESSAGES.passwordChanged };
    },
  );
}

function invitationRoutes(api: ApiInstance, { db, config, activity }: IdentityDeps) {
  api.get(
    '/api/invitations/:token',
    { config: PUBLIC, schema: { params: tokenParams, response: { 200: invitationInfoSchema } } },
    async (request) => {
      const found = await findUserToken(db, request.params.token, 'invitation');
      if (!found) throw notFound(IDENTITY_MESSAGES.invitationInvalid);
      let groupName: string | null = null;
      if (found.user.clientGroupId !== null) {
        const [group] = await db.select().from(groups).where(eq(groups.id, found.user.clientGroupId));
        groupName = group?.name ?? null;
      }
      return { email: found.user.email, user_name: found.user.userName, group_name: groupName };
    },
  );

  api.post(
    '/api/invitations/:token',
    {
      config: PUBLIC,
      schema: {
        params: tokenParams,
        body: acceptInvitationBodySchema,
        response: { 200: sessionResponseSchema },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const found = await findUserToken(db, request.params.token, 'invitation');
      if (!found) throw notFound(IDENTITY_MESSAGES.invitationInvalid);
      assertPasswordPolicy(body.password, found.user.email, body.user_name);
      const passwordHash = await hashPassword(body.password);
      const now = new Date();
      const [user] = await db.transaction(async (tx) => {
        await consumeUserToken(tx, found.tokenId);
        return tx
          .update(users)
          .set({
            userName: body.user_name,
            passwordHash,
            emailVerifiedAt: now,
            lastSignInAt: now,
            updatedAt: now,
          })
          .where(eq(users.id, found.user.id))
          .returning();
      });
      if (!user) throw notFound(IDENTITY_MESSAGES.invitationInvalid);
      const session = await createSession(db, config, request, reply, user.id);
      const actor = await loadActor(db, user);
      request.actor = actor;
      await audit(db, request, { action: 'invitation_accepted', target: { type: 'user', id: user.id } });
      recordSignIn(activity, actor, 'invitation');
      return sessionResponse(actor, session);
    },
  );
}

/** Self-service accounts: sign-up, e-mail verification, password reset and accepting an invitation. */
export async function accountRoutes(app: FastifyInstance, deps: IdentityDeps): Promise<void> {
  const api = typed(app);
  signUpRoute(api, deps);
  emailVerificationRoutes(api, deps);
  passwordResetRoutes(api, deps);
  invitationRoutes(api, deps);
}
