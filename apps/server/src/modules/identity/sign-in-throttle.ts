import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { signInAttempts } from '../../db/schema/index.js';

export const LOCKOUT_WINDOW_MS = 15 * 60_000;
export const MAX_FAILURES_PER_EMAIL = 5;
export const MAX_FAILURES_PER_IP = 30;

/** Attempts are counted in the database so the limit holds across every API node. */
export async function isLockedOut(db: Db, email: string, ip: string): Promise<boolean> {
  const since = new Date(Date.now() - LOCKOUT_WINDOW_MS);
  const failures = (where: ReturnType<typeof and>) =>
    db
      .select({ n: count() })
      .from(signInAttempts)
      .where(where)
      .then((rows) => rows[0]?.n ?? 0);
  const [byEmail, byIp] = await Promise.all([
    failures(
      and(eq(signInAttempts.email, email), eq(signInAttempts.succeeded, false), gt(signInAttempts.at, since)),
    ),
    failures(
      and(eq(signInAttempts.ip, ip), eq(signInAttempts.succeeded, false), gt(signInAttempts.at, since)),
    ),
  ]);
  return byEmail >= MAX_FAILURES_PER_EMAIL || byIp >= MAX_FAILURES_PER_IP;
}

export async function recordAttempt(db: Db, email: string, ip: string, succeeded: boolean): Promise<void> {
  await db.insert(signInAttempts).values({ email, ip, succeeded });
}
