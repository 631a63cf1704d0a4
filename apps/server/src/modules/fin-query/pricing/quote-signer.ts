import { timingSafeEqual } from 'node:crypto';
import { FIN_QUERY_LIMITS, FIN_QUERY_MESSAGES, type RunQueryBody } from '@fin-atlas/domain';
import { z } from 'zod';
import { hmacSha256, randomToken, sha256 } from '../../../crypto/secrets.js';
import { unprocessable } from '../../../http/app-error.js';

/** Keys derived from the session secret are told apart by purpose: a session key never signs a quote. */
const PURPOSE = 'fin-query/price-quote/v1';

/** What a price quote promises, and to whom; the download is honoured only against all of it. */
const quoteClaimsSchema = z.strictObject({
  v: z.literal(1),
  /** One order per quote: the order's quote_nonce is unique. */
  nonce: z.string().min(16).max(64),
  user_id: z.int().positive(),
  group_id: z.int().positive(),
  schedule_id: z.int().positive(),
  /** sha256 of the canonical query and variant, see queryDigest. */
  query_digest: z.string().regex(/^[0-9a-f]{64}$/),
  fi_count: z.int().nonnegative(),
  number_fields: z.int().nonnegative(),
  total_price: z.number().nonnegative(),
  price_without_discounts: z.number().nonnegative(),
  tokens: z.int().nonnegative(),
  /** Epoch milliseconds. */
  expires_at: z.int().positive(),
});
export type QuoteClaims = z.infer<typeof quoteClaimsSchema>;
export type QuoteTerms = Omit<QuoteClaims, 'v' | 'nonce' | 'expires_at'>;

/** JSON with object keys in sorted order, so equal queries digest equally however their keys were ordered. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The query a quote is for: its elements, criteria and variant; the builder's counts do not change it. */
export function queryDigest(body: RunQueryBody): string {
  const { elements, criteria } = body.query;
  return sha256(canonicalJson({ elements, criteria, is_mbc: body.is_mbc }));
}

/**
 * Signs and reads price quotes: base64url of the claims' JSON, a dot, and the HMAC-SHA256 of that
 * text under a key derived from the session secret. The browser carries the quote from the price
 * call to the download; it can read the claims but not change any of them.
 */
export function createQuoteSigner(sessionSecret: string, now: () => number = Date.now) {
  const key = hmacSha256(sessionSecret, PURPOSE);

  return {
    issue(terms: QuoteTerms): { token: string; claims: QuoteClaims } {
      const claims: QuoteClaims = {
        v: 1,
        nonce: randomToken(18),
        ...terms,
        expires_at: now() + FIN_QUERY_LIMITS.quoteTtlMinutes * 60_000,
      };
      const body = Buffer.from(JSON.stringify(claims)).toString('base64url');
      return { token: `${body}.${hmacSha256(key, body)}`, claims };
    },

    /** The claims of an intact, unexpired quote; otherwise the 422 the user reads. */
    read(token: string): QuoteClaims {
      const [body, signature, ...rest] = token.split('.');
      if (!body || !signature || rest.length > 0) throw unprocessable(FIN_QUERY_MESSAGES.quoteInvalid);
      const expected = Buffer.from(hmacSha256(key, body));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw unprocessable(FIN_QUERY_MESSAGES.quoteInvalid);
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      } catch {
        throw unprocessable(FIN_QUERY_MESSAGES.quoteInvalid);
      }
      const claims = quoteClaimsSchema.safeParse(parsed);
      if (!claims.success) throw unprocessable(FIN_QUERY_MESSAGES.quoteInvalid);
      if (claims.data.expires_at <= now()) throw unprocessable(FIN_QUERY_MESSAGES.quoteExpired);
      return claims.data;
    },
  };
}

export type QuoteSigner = ReturnType<typeof createQuoteSigner>;

/** A quote is honoured only for the user, client group and query it was given for. */
export function assertQuoteFor(
  claims: QuoteClaims,
  caller: { userId: number; groupId: number; digest: string },
): void {
  if (
    claims.user_id !== caller.userId ||
    claims.group_id !== caller.groupId ||
    claims.query_digest !== caller.digest
  ) {
    throw unprocessable(FIN_QUERY_MESSAGES.quoteMismatch);
  }
}
