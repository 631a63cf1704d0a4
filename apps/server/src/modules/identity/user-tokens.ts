import { and, eq, gt, isNull } from 'drizzle-orm';
import { randomToken, sha256 } from '../../crypto/secrets.js';
import type { Db } from '../../db/database.js';
import { users, userTokens } from '../../db/schema/index.js';
import type { UserRow } from './actor.js';

export type TokenPurpose = 'password_reset' | 'invitation';

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  password_reset: 60 * 60_000,
  invitation: 7 * 24 * 60 * 60_000,
};

/** Issues a single-use link token; earlier unused tokens of the same purpose stop working. */
export async function issueUserToken(
  db: Db,
  userId: number,
  purpose: TokenPurpose,
  createdBy: number | null = null,
): Promise<string> {
  const token = randomToken();
  await db
    .update(userTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose), isNull(userTokens.usedAt)));
  await db.insert(userTokens).values({
    userId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + TOKEN_TTL_MS[purpose]),
    createdBy,
  });
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
