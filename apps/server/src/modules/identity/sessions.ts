import { SESSION_COOKIE } from '@fin-atlas/domain';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config/config.js';
import { hmacSha256, randomToken } from '../../crypto/secrets.js';
import { appConfig } from '../../db/app-config-store.js';
import type { Db } from '../../db/database.js';
import { sessions, users } from '../../db/schema/index.js';
import type { UserRow } from './actor.js';

/** Longer than the client's 14-minute idle timeout plus its 60-second countdown. */
export const SESSION_IDLE_MS = 30 * 60_000;
const TOUCH_EVERY_MS = 60_000;

export type SessionRow = typeof sessions.$inferSelect;
export type LoadedSession = { session: SessionRow; user: UserRow; impersonator: UserRow | null };
export type SessionConfig = Pick<AppConfig, 'sessionSecret' | 'secureCookies'>;

/** How long a sign-in lasts at most: the app config a FIN Admin sets (session.max_hours). */
async function sessionMaxMs(db: Db): Promise<number> {
  return (await appConfig(db))['session.max_hours'] * 60 * 60_000;
}

export function cookieOptions(secure: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
}

/**
 * A session is stored under an HMAC of its cookie token keyed by SESSION_SECRET: a copy of the
 * sessions table cannot be matched to cookies without the secret, and a new secret ends every session.
 */
export const sessionKey = (secret: string, token: string): string => hmacSha256(secret, token);

export async function createSession(
  db: Db,
  config: SessionConfig,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  impersonatorId: number | null = null,
): Promise<SessionRow> {
  const token = randomToken();
  const maxMs = await sessionMaxMs(db);
  const now = Date.now();
  const [row] = await db
    .insert(sessions)
    .values({
      id: sessionKey(config.sessionSecret, token),
      userId,
      impersonatorId,
      csrfToken: randomToken(24),
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      expiresAt: new Date(now + Math.min(SESSION_IDLE_MS, maxMs)),
    })
    .returning();
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(config.secureCookies));
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

/**
 * Finds the live session of a cookie token. Looking a session up never extends it: the access gate
 * slides it for signed-in routes only, so the periodic revision poll of an open tab does not.
 */
export async function findSession(db: Db, secret: string, token: string): Promise<LoadedSession | null> {
  const sessionId = sessionKey(secret, token);
  const [session] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())));
  if (!session) return null;
  const [user] = await db.select().from(users).where(eq(users.id, session.userId));
  if (!user?.isActive) return null;
  let impersonator: UserRow | null = null;
  if (session.impersonatorId !== null) {
    [impersonator = null] = await db.select().from(users).where(eq(users.id, session.impersonatorId));
  }
  return { session, user, impersonator };
}

/** Slides the idle expiry, at most once a minute unless forced (the idle modal's "continue"). */
export async function touchSession(db: Db, session: SessionRow, force = false): Promise<void> {
  const now = Date.now();
  if (!force && now - session.lastSeenAt.getTime() <= TOUCH_EVERY_MS) return;
  // A shortened session length ends an older session here, at its next slide.
  const maxMs = await sessionMaxMs(db);
  const expiresAt = new Date(Math.min(now + SESSION_IDLE_MS, session.createdAt.getTime() + maxMs));
  await db
    .update(sessions)
    .set({ lastSeenAt: new Date(now), expiresAt })
    .where(eq(sessions.id, session.id));
  session.lastSeenAt = new Date(now);
  session.expiresAt = expiresAt;
}

export async function destroySession(db: Db, sessionId: string, reply: FastifyReply, secure: boolean) {
  await endSession(db, sessionId);
  reply.clearCookie(SESSION_COOKIE, cookieOptions(secure));
}

/** Ends one session server-side; its cookie, wherever it was copied, no longer signs anyone in. */
export async function endSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function destroyUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
