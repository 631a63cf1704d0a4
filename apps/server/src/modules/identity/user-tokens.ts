import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { randomToken, sha256 } from '../../crypto/secrets.js';
import type { Db } from '../../db/database.js';
import { users, userTokens } from '../../db/schema/index.js';
import type { UserRow } from './actor.js';

export type TokenPurpose = 'password_reset' | 'invitation';

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  password_reset: 60 * 60_000,
  invitation: 7 * 24 * 60 * 60_000,
};

/** A user id no account has: issuing for it runs the same statements and changes nothing. */
export const NO_USER = 0;

/**
 * Issues a single-use link token; earlier unused tokens of the same purpose stop working. The token
 * is inserted through a select of the user, so issuing for NO_USER (a password reset for an unknown
 * address) derives a token and runs exactly the statements a real one does, touching no row.
 */
export async function issueUserToken(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
  createdBy: number | null = null,
): Promise<string> {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + TOKEN_TTL_MS[purpose]).toISOString();
  await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
  await db.execute(sql`
    insert into user_tokens (user_id, purpose, token_hash, expires_at, created_by)
    select id, ${purpose}, ${sha256(token)}, ${expiresAt}::timestamptz, ${createdBy}::integer
    from users where id = ${userId}`);
  return token;
}

export async function findUserToken(
  db: Db,
  token: string,
  purpose: TokenPurpose,
): Promise<{ tokenId: number; user: UserRow } | null> {
  const [row] = await db
    .select({ tokenId: userTokens.id, user: users })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(
      and(
        eq(userTokens.tokenHash, sha256(token)),
        eq(userTokens.purpose, purpose),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    );
  return row ?? null;
}

export async function consumeUserToken(db: Db, tokenId: number): Promise<void> {
  await db.update(userTokens).set({ usedAt: new Date() }).where(eq(userTokens.id, tokenId));
}
