import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** URL-safe random token for cookies, links and API keys. */
export const randomToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** Tokens are high-entropy, so a fast hash is enough to keep stored copies useless to a thief. */
export const sha256 = (value: string): string => createHash('sha256').update(value).digest('hex');

/** A keyed hash: without the key, a stored copy cannot even be matched to the value it came from. */
export const hmacSha256 = (key: string, value: string): string =>
  createHmac('sha256', key).update(value).digest('hex');

export const verificationCode = (): string => String(randomInt(0, 1_000_000)).padStart(6, '0');

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const ARGON2 = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, ARGON2);

// Verifying against this when the account does not exist keeps response times equal (no enumeration).
let decoyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    decoyHash ??= hashPassword(randomToken());
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
