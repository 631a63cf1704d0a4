import { and, count, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/database.js';
import { mailRequests } from '../../db/schema/index.js';

export const MAIL_WINDOW_MS = 15 * 60_000;
/** Mails of one kind an address receives per window, however many requests ask for them. */
export const MAX_MAILS_PER_ADDRESS = 3;
/** Requests one IP address may make per window, for any address, mailed or not. */
export const MAX_MAIL_REQUESTS_PER_IP = 20;

/** Password reset links, and verification mail (codes, and the "already signed up" notice). */
export type MailKind = 'password_reset' | 'verification';
export type MailLimits = { addressOk: boolean; ipOk: boolean };

/**
 * The address limit counts mails actually sent, so requests for unknown addresses cost a real
 * address nothing; over it, routes answer as usual and send nothing, which reveals nothing. The IP
 * limit counts every request, answered or not, so probing many addresses from one place stops too.
 * Both are read from the database so they hold across every API node.
 */
export async function checkMailLimits(
  db: Db,
  kind: MailKind,
  email: string,
  ip: string,
): Promise<MailLimits> {
  const since = new Date(Date.now() - MAIL_WINDOW_MS);
  const tally = (where: ReturnType<typeof and>) =>
    db
      .select({ n: count() })
      .from(mailRequests)
      .where(where)
      .then((rows) => rows[0]?.n ?? 0);
  const [sentToAddress, fromIp] = await Promise.all([
    tally(
      and(
        eq(mailRequests.email, email),
        eq(mailRequests.kind, kind),
        eq(mailRequests.sent, true),
        gt(mailRequests.at, since),
      ),
    ),
    tally(and(eq(mailRequests.ip, ip), gt(mailRequests.at, since))),
  ]);
  return { addressOk: sentToAddress < MAX_MAILS_PER_ADDRESS, ipOk: fromIp < MAX_MAIL_REQUESTS_PER_IP };
}

/** Every request is recorded, whether or not a mail went out, so each one costs the same work. */
export async function recordMailRequest(
  db: Db,
  request: { kind: MailKind; email: string; ip: string; sent: boolean },
): Promise<void> {
  await db.insert(mailRequests).values(request);
}
