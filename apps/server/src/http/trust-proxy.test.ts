import { desc, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config.js';
import { auditLog } from '../db/schema/index.js';
import { demo, type Harness, startHarness } from '../test/identity-harness.js';
import { scratchFolder } from '../test/scratch-folder.js';

/** The address a failed sign-in is audited under, sent with a forged X-Forwarded-For. */
async function auditedAddress(h: Harness): Promise<string | null> {
  const res = await h.call(null, {
    method: 'POST',
    url: '/api/session',
    payload: { email: demo.vendor, password: 'not the password' },
    headers: { 'x-forwarded-for': '203.0.113.9' },
  });
  expect(res.statusCode).toBe(401);
  const [row] = await h.database.db
    .select({ ip: auditLog.ip })
    .from(auditLog)
    .where(eq(auditLog.action, 'sign_in_failed'))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row?.ip ?? null;
}

describe('the client address behind proxies (TRUST_PROXY)', () => {
  let h: Harness | undefined;
  afterEach(async () => {
    await h?.close();
    h = undefined;
  });

  it('ignores X-Forwarded-For by default, so no caller can pick the address lockouts and the audit see', async () => {
    h = await startHarness();
    expect(await auditedAddress(h)).toBe('127.0.0.1');
  });

  it('takes the address from the proxies it is told to trust', async () => {
    h = await startHarness({ TRUST_PROXY: '127.0.0.1' });
    expect(await auditedAddress(h)).toBe('203.0.113.9');
    await h.close();
    h = await startHarness({ TRUST_PROXY: '1' });
    expect(await auditedAddress(h)).toBe('203.0.113.9');
  });

  it('reads hops or addresses, and refuses to trust every sender', async () => {
    // A folder of its own: loadConfig keeps a development session secret in DATA_DIR.
    const scratch = await scratchFolder('trust-proxy');
    const DATA_DIR = scratch.path;
    try {
      expect(loadConfig({ TRUST_PROXY: '1', DATA_DIR }).trustProxy).toBe(1);
      expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8,127.0.0.1', DATA_DIR }).trustProxy).toEqual([
        '10.0.0.0/8',
        '127.0.0.1',
      ]);
      expect(loadConfig({ DATA_DIR }).trustProxy).toBe(false);
      expect(() => loadConfig({ TRUST_PROXY: 'true', DATA_DIR })).toThrow(
        /TRUST_PROXY: must name the proxies/,
      );
    } finally {
      await scratch.remove();
    }
  });
});
