import {
  canManageUserSettings,
  IDENTITY_MESSAGES,
  messageResponseSchema,
  passwordChangeBodySchema,
  profileUpdateBodySchema,
  type UserProfile,
  userProfileSchema,
} from '@fin-atlas/domain';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { hashPassword, verifyPassword } from '../../crypto/secrets.js';
import { sessions, users } from '../../db/schema/index.js';
import { AppError, unprocessable } from '../../http/app-error.js';
import type { ModuleContext } from '../../http/app-module.js';
import { typed } from '../../http/contracts.js';
import {
  type Actor,
  assertPasswordPolicy,
  audit,
  isLockedOut,
  recordAttempt,
  requireActor,
  route,
  SIGNED_IN,
  type UserRow,
  unauthenticated,
  userResponse,
} from '../identity/index.js';

// Impersonation shows an admin what the user sees; it must not let them change the user's own account.
const MANAGE_SETTINGS = route({ signedIn: true, ability: 'manage_user_settings', notImpersonating: true });
export const PASSWORD_CHANGED = 'Your password was changed.';

function profile(actor: Actor, user: UserRow = actor.user): UserProfile {
  const base = userResponse(actor);
  return {
    id: user.id,
    user_name: user.userName,
    email: user.email,
    company_name: user.companyName,
    company_type: base.company_type,
    role: base.role,
    sign_in_method: user.passwordHash ? 'password' : 'sso',
    can_manage_settings: canManageUserSettings(actor.role),
    fin_api: actor.enterprise.has('fin_api'),
  };
}

const fieldError = (path: string, message: string) =>
  unprocessable('Validation failed. Please check.', [{ path, message }]);

export async function userSettingsRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const api = typed(app);
  api.get(
    '/api/users/profile',
    { ...route(SIGNED_IN), schema: { response: { 200: userProfileSchema } } },
    async (request) => profile(requireActor(request)),
  );

  api.put(
    '/api/users/profile',
    { ...MANAGE_SETTINGS, schema: { body: profileUpdateBodySchema, response: { 200: userProfileSchema } } },
    async (request) => {
      const actor = requireActor(request);
      const body = request.body;
      const [updated] = await db
        .update(users)
        .set({ userName: body.user_name, companyName: body.company_name || null, updatedAt: new Date() })
        .where(eq(users.id, actor.user.id))
        .returning();
      if (!updated) throw unauthenticated();
      await audit(db, request, { action: 'profile_updated', target: { type: 'user', id: actor.user.id } });
      return profile(actor, updated);
    },
  );

  api.put(
    '/api/users/password',
    {
      ...MANAGE_SETTINGS,
      schema: { body: passwordChangeBodySchema, response: { 200: messageResponseSchema } },
    },
    async (request) => {
      const actor = requireActor(request);
      const body = request.body;
      const { user } = actor;
      if (!user.passwordHash) {
        throw new AppError(
          422,
          'sso_account',
          'Your account signs in with single sign-on. Change your password with your identity provider.',
        );
      }
      // Guessing the current password here counts toward the same lockout as guessing it at sign-in.
      if (await isLockedOut(db, user.email, request.ip)) {
        throw new AppError(429, 'too_many_attempts', IDENTITY_MESSAGES.tooManyAttempts);
      }
      if (!(await verifyPassword(user.passwordHash, body.current_password))) {
        await recordAttempt(db, user.email, request.ip, false);
        throw fieldError('current_password', 'The current password is not correct.');
      }
      if (body.password === body.current_password) {
        throw fieldError('password', 'Choose a password different from the current one.');
      }
      assertPasswordPolicy(body.password, user.email);
      await db
        .update(users)
        .set({ passwordHash: await hashPassword(body.password), updatedAt: new Date() })
        .where(eq(users.id, user.id));
      // Every other browser signed in with the old password is signed out; this one stays.
      const current = request.session?.id ?? '';
      await db.delete(sessions).where(and(eq(sessions.userId, user.id), ne(sessions.id, current)));
      await audit(db, request, { action: 'password_changed', target: { type: 'user', id: actor.user.id } });
      return { message: PASSWORD_CHANGED };
    },
  );
}
