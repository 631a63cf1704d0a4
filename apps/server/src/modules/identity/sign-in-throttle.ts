import { and, count, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { signInAttempts } from '../../db/schema/index.js';

export const LOCKOUT_WINDOW_MS = 15 * 60_000;
/** Failures for one address from one IP address: guessing from one place stops here. */
export const MAX_FAILURES_PER_PAIR = 5;
/**
 * Failures for one address from every IP address together: a guesser spread over many addresses
 * stops here, far above what the owner's own typos reach, so one attacker cannot lock the owner out.
 */
export const MAX_FAILURES_PER_EMAIL = 50;
/** Failures from one IP address across every account: credential stuffing stops here. */
export const MAX_FAILURES_PER_IP = 30;

/**
 * Attempts are counted in the database so the limit holds across every API node. The owner's way
 * back is password reset, which no lockout blocks and which clears the address's failures.
 */
export async function isLockedOut(db: Db, email: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - LOCKOUT_WINDOW_MS);
  const failed = and(eq(signInAttempts.succeeded, false), gt(signInAttempts.at, since));
  const [[byEmail], [byIp]] = await Promise.all([
    db
      .select({
        pair: sql<number>`count(*) filter (where ${signInAttempts.ip} = ${ip})`.mapWith(Number),
        all: count(),
      })
      .from(signInAttempts)
      .where(and(eq(signInAttempts.email, email), failed)),
    db
      .select({ n: count() })
      .from(signInAttempts)
      .where(and(eq(signInAttempts.ip, ip), failed)),
  ]);
  return (
    (byEmail?.pair ?? 0) >= MAX_FAILURES_PER_PAIR ||
    (byEmail?.all ?? 0) >= MAX_FAILURES_PER_EMAIL ||
    (byIp?.n ?? 0) >= MAX_FAILURES_PER_IP
  );
}

export async function recordAttempt(db: Db, email: string, ip: string, succeeded: boolean): Promise<void> {
  await db.insert(signInAttempts).values({ email, ip, succeeded });
}

/** A completed password reset proves the owner: the address's failures no longer lock it anywhere. */
export async function clearFailures(db: Db, email: string): Promise<void> {
  await db
    .delete(signInAttempts)
    .where(and(eq(signInAttempts.email, email), eq(signInAttempts.succeeded, false)));
}
