import { SESSION_COOKIE } from '@fin-atlas/domain';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import { sessions, users } from '../../db/schema/index.js';
import type { UserRow } from './actor.js';
import { randomToken, sha256 } from './secrets.js';

/** Longer than the client's 14-minute idle timeout plus its 60-second countdown. */
export const SESSION_IDLE_MS = 30 * 60_000;
export const SESSION_MAX_MS = 12 * 60 * 60_000;
const TOUCH_EVERY_MS = 60_000;

export type SessionRow = typeof sessions.$inferSelect;
export type LoadedSession = { session: SessionRow; user: UserRow; impersonator: UserRow | null };

export function cookieOptions(secure: boolean) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure };
}

export async function createSession(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  secure: boolean,
  userId: number,
  impersonatorId: number | null = null,
): Promise<SessionRow> {
  const token = randomToken();
  const now = Date.now();
  const [row] = await db
    .insert(sessions)
    .values({
      id: sha256(token),
      userId,
      impersonatorId,
      csrfToken: randomToken(24),
      ip: request.ip,
      userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      expiresAt: new Date(Math.min(now + SESSION_IDLE_MS, now + SESSION_MAX_MS)),
    })
    .returning();
  reply.setCookie(SESSION_COOKIE, token, cookieOptions(secure));
  if (!row) throw new Error('session insert returned nothing');
  return row;
}

/** Finds a live session for a cookie token and slides its expiry, at most once a minute. */
export async function findSession(db: Db, token: string): Promise<LoadedSession | null> {
  const id = sha256(token);
  const [session] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.id, id), gt(sessions.expiresAt, new Date())));
  if (!session) return null;
  const [user] = await db.select().from(users).where(eq(users.id, session.userId));
  if (!user?.isActive) return null;
  let impersonator: UserRow | null = null;
  if (session.impersonatorId !== null) {
    [impersonator = null] = await db.select().from(users).where(eq(users.id, session.impersonatorId));
  }
  const now = Date.now();
  if (now - session.lastSeenAt.getTime() > TOUCH_EVERY_MS) {
    const expiresAt = new Date(Math.min(now + SESSION_IDLE_MS, session.createdAt.getTime() + SESSION_MAX_MS));
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now), expiresAt })
      .where(eq(sessions.id, id));
    session.lastSeenAt = new Date(now);
    session.expiresAt = expiresAt;
  }
  return { session, user, impersonator };
}

export async function destroySession(db: Db, sessionId: string, reply: FastifyReply, secure: boolean) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  reply.clearCookie(SESSION_COOKIE, cookieOptions(secure));
}

export async function destroyUserSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
}
