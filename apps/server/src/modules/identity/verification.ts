import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import { sha256, verificationCode } from '../../crypto/secrets.js';
import type { Db } from '../../db/database.js';
import { emailVerifications } from '../../db/schema/index.js';
import type { Mailer } from '../../mail/mailer.js';
import { templatedMail } from '../../mail/templates.js';
import type { UserRow } from './actor.js';

const CODE_TTL_MS = 30 * 60_000;
const RESEND_AFTER_MS = 60_000;
export const MAX_CODE_ATTEMPTS = 5;

/** Mails a fresh one-time code unless one went out in the last minute (resend spam guard). */
export async function sendVerificationCode(
  db: Db,
  mailer: Mailer,
  user: UserRow,
  force = false,
): Promise<boolean> {
  const [latest] = await db
    .select()
    .from(emailVerifications)
    .where(eq(emailVerifications.userId, user.id))
    .orderBy(desc(emailVerifications.createdAt))
    .limit(1);
  if (!force && latest && Date.now() - latest.createdAt.getTime() < RESEND_AFTER_MS) return false;
  const code = verificationCode();
  await db
    .update(emailVerifications)
    .set({ consumedAt: new Date() })
    .where(and(eq(emailVerifications.userId, user.id), isNull(emailVerifications.consumedAt)));
  await db.insert(emailVerifications).values({
    userId: user.id,
    codeHash: sha256(code),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  await mailer.send(
    await templatedMail(db, 'verification_code', user.email, { user_name: user.userName, code }),
  );
  return true;
}

/** True when the code matches the user's live code; wrong guesses count against it. */
export async function checkVerificationCode(db: Db, userId: number, code: string): Promise<boolean> {
  const [live] = await db
    .select()
    .from(emailVerifications)
    .where(
      and(
        eq(emailVerifications.userId, userId),
        isNull(emailVerifications.consumedAt),
        gt(emailVerifications.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(emailVerifications.createdAt))
    .limit(1);
  if (!live || live.attempts >= MAX_CODE_ATTEMPTS) return false;
  if (live.codeHash !== sha256(code)) {
    await db
      .update(emailVerifications)
      .set({ attempts: live.attempts + 1 })
      .where(eq(emailVerifications.id, live.id));
    return false;
  }
  await db
    .update(emailVerifications)
    .set({ consumedAt: new Date() })
    .where(eq(emailVerifications.id, live.id));
  return true;
}
