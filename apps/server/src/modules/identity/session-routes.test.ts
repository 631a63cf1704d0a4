import { createHash } from 'node:crypto';
import { GUEST_HEADER, IDENTITY_MESSAGES, SESSION_COOKIE } from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.js';
import { sessions } from '../../db/schema/index.js';
import {
  demo,
  type Harness,
  type SignedIn,
  sessionCookie,
  startHarness,
} from '../../test/identity-harness.js';
import { testConfig } from '../../test/test-config.js';
import { MAX_FAILURES_PER_EMAIL, MAX_FAILURES_PER_IP, MAX_FAILURES_PER_PAIR } from './sign-in-throttle.js';

describe('signing in and out', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  it('signs in with an httpOnly SameSite=Lax cookie and returns the user with entitlements', async () => {
    const res = await h.call(null, {
      method: 'POST',
      url: '/api/session',
      payload: { email: 'Vendor@Demo.FinAtlas.test ', password: 'Demo-2026!' },
    });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();
    const body = res.json();
    expect(body.user).toMatchObject({ email: demo.vendor, role: { name: 'User' }, is_fi_menu: false });
    expect(body.user.module_permission.fin_technographics).toBe(true);
    expect(body.impersonator).toBeNull();
    expect(body.csrf_token.length).toBeGreaterThan(16);

    const session = await h.call(
      { cookie: sessionCookie(res) ?? '', csrf: body.csrf_token, userId: 0 },
      { url: '/api/session' },
    );
    expect(session.json().user.email).toBe(demo.vendor);
  });

  it('answers a wrong password and an unknown account with the same 401 message', async () => {
    const wrong = await h.call(null, {
      method: 'POST',
      url: '/api/session',
      payload: { email: demo.fi, password: 'nope-123456' },
    });
    const unknown = await h.call(null, {
      method: 'POST',
      url: '/api/session',
      payload: { email: 'nobody@nowhere.test', password: 'nope-123456' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().error.message).toBe(IDENTITY_MESSAGES.badCredentials);
    expect(unknown.json().error.message).toBe(IDENTITY_MESSAGES.badCredentials);
  });

  it('answers 423 for an unverified account and mails it a code', async () => {
    const res = await h.call(null, {
      method: 'POST',
      url: '/api/session',
      payload: { email: demo.unverified, password: 'Demo-2026!' },
    });
    expect(res.statusCode).toBe(423);
    expect(res.json().error).toMatchObject({ code: 'email_unverified', details: { email: demo.unverified } });
    expect((await h.latestMail(demo.unverified))?.subject).toMatch(/verification code: \d{6}$/);
  });

  it('locks an address for the IP that failed five times, even with the right password, but not for its owner elsewhere', async () => {
    const email = demo.limited;
    const from = (ip: string, password: string) =>
      h.call(null, { method: 'POST', url: '/api/session', payload: { email, password }, remoteAddress: ip });
    for (let i = 0; i < MAX_FAILURES_PER_PAIR; i++) {
      expect((await from('203.0.113.50', `wrong-${i}-password`)).statusCode).toBe(401);
    }
    const locked = await from('203.0.113.50', 'Demo-2026!');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatchObject({
      code: 'too_many_attempts',
      message: IDENTITY_MESSAGES.tooManyAttempts,
    });
    // The attacker's failures do not lock the owner out: another IP signs in as usual.
    expect((await from('198.51.100.20', 'Demo-2026!')).statusCode).toBe(200);
    expect((await from('203.0.113.50', 'Demo-2026!')).statusCode).toBe(429);
  });

  it('locks out an IP address after too many failures across addresses, but not other IPs', async () => {
    const from = (ip: string, email: string, password: string) =>
      h.call(null, {
        method: 'POST',
        url: '/api/session',
        payload: { email, password },
        remoteAddress: ip,
      });
    for (let i = 0; i < MAX_FAILURES_PER_IP; i++) {
      // Each address fails once, far below the per-address limit: only the IP's count can lock.
      expect((await from('203.0.113.9', `probe-${i}@nowhere.test`, 'Guess-2026-x')).statusCode).toBe(401);
    }
    const locked = await from('203.0.113.9', demo.fi, 'Demo-2026!');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toBe(IDENTITY_MESSAGES.tooManyAttempts);
    expect((await from('198.51.100.4', demo.fi, 'Demo-2026!')).statusCode).toBe(200);
  });

  it('signs out, after which the old cookie gets 401 and the guest header', async () => {
    const me = await h.signIn(demo.clientadmin);
    const noCsrf = await h.app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { cookie: me.cookie },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().error.code).toBe('csrf_failed');
    const forged = await h.call(me, {
      method: 'DELETE',
      url: '/api/session',
      headers: { 'x-csrf-token': 'forged' },
    });
    expect(forged.statusCode).toBe(403);

    expect((await h.call(me, { method: 'POST', url: '/api/session/keep_alive' })).statusCode).toBe(204);
    expect((await h.call(me, { method: 'DELETE', url: '/api/session' })).statusCode).toBe(204);
    const after = await h.call(me, { url: '/api/users' });
    expect(after.statusCode).toBe(401);
    expect(after.headers[GUEST_HEADER]).toBe('1');
  });

  it('accepts a sign-in from a tab that still holds a live session cookie', async () => {
    const old = await h.signIn(demo.clientadmin);
    const res = await h.call(null, {
      method: 'POST',
      url: '/api/session',
      payload: { email: demo.vendor, password: 'Demo-2026!' },
      headers: { cookie: old.cookie, 'x-csrf-token': 'anonymous' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(demo.vendor);
    // The session that tab held ended with the new sign-in: its cookie signs no one in any more.
    const stale = await h.call(null, {
      method: 'POST',
      url: '/api/session/keep_alive',
      headers: { cookie: old.cookie, 'x-csrf-token': old.csrf },
    });
    expect(stale.statusCode).toBe(401);
    expect((await h.app.inject({ url: '/api/users', headers: { cookie: old.cookie } })).statusCode).toBe(401);
  });

  it('rejects a malformed sign-in with field details, never a 500', async () => {
    const res = await h.call(null, {
      method: 'POST',
      url: '/api/session',
      payload: { email: 'not-an-email' },
    });
    expect(res.statusCode).toBe(422);
    // The one contract answer: the first problem in words, every problem by field.
    expect(res.json().error.code).toBe('validation_failed');
    expect(res.json().error.message).toBe('Validation failed. Enter a valid e-mail address.');
    expect(
      res
        .json()
        .error.details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['email', 'password']);
  });
});

describe('the per-address ceiling', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  it('locks the address from every IP after many failures spread over IPs, until the owner resets the password', async () => {
    const email = demo.partner;
    const signIn = (ip: string, password: string) =>
      h.call(null, { method: 'POST', url: '/api/session', payload: { email, password }, remoteAddress: ip });
    // Every IP stays under the pair limit: only the address's total can lock.
    for (let i = 0; i < MAX_FAILURES_PER_EMAIL; i++) {
      const ip = `203.0.113.${Math.floor(i / (MAX_FAILURES_PER_PAIR - 1)) + 1}`;
      expect((await signIn(ip, `guess-${i}-password`)).statusCode).toBe(401);
    }
    const owner = await signIn('198.51.100.77', 'Demo-2026!');
    expect(owner.statusCode).toBe(429);
    expect(owner.json().error.message).toBe(IDENTITY_MESSAGES.tooManyAttempts);

    // The reset path stays open while the address is locked, and a completed reset unlocks it.
    const forgot = await h.call(null, {
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email },
      remoteAddress: '198.51.100.77',
    });
    expect(forgot.statusCode).toBe(200);
    await vi.waitFor(async () => expect(await h.latestMail(email)).toBeDefined());
    const token = /\/new_password\/([\w-]+)\/edit/.exec((await h.latestMail(email))?.text ?? '')?.[1];
    const reset = await h.call(null, {
      method: 'PUT',
      url: `/api/password/reset/${token}`,
      payload: { password: 'lantern quarry velvet 88', password_confirmation: 'lantern quarry velvet 88' },
      remoteAddress: '198.51.100.77',
    });
    expect(reset.statusCode).toBe(200);
    expect((await signIn('198.51.100.77', 'lantern quarry velvet 88')).statusCode).toBe(200);
  });
});

describe('behind https', () => {
  it('marks the session cookie Secure', async () => {
    const h = await startHarness({ BASE_URL: 'https://atlas.example.com' });
    try {
      const res = await h.call(null, {
        method: 'POST',
        url: '/api/session',
        payload: { email: demo.vendor, password: 'Demo-2026!' },
      });
      expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
    } finally {
      await h.close();
    }
  });
});

describe('idle sessions', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  const sessionOf = async (me: SignedIn) => {
    const [row] = await h.database.db.select().from(sessions).where(eq(sessions.csrfToken, me.csrf));
    if (!row) throw new Error('no session row');
    return row;
  };
  // As if the user had last done something five minutes ago and the session ended in two.
  const idleFor = async (me: SignedIn) => {
    const expiresAt = new Date(Date.now() + 2 * 60_000);
    await h.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 5 * 60_000), expiresAt })
      .where(eq(sessions.csrfToken, me.csrf));
    return expiresAt;
  };

  it('is not kept alive by public calls such as the periodic revision poll', async () => {
    const me = await h.signIn(demo.vendor);
    const expiresAt = await idleFor(me);
    expect((await h.call(me, { url: '/api/status/latest_revision' })).statusCode).toBe(200);
    expect((await h.call(me, { url: '/api/site' })).statusCode).toBe(200);
    expect((await sessionOf(me)).expiresAt.getTime()).toBe(expiresAt.getTime());
  });

  it('is extended by a signed-in call and by keep_alive', async () => {
    const me = await h.signIn(demo.vendor);
    await idleFor(me);
    expect((await h.call(me, { url: '/api/users' })).statusCode).toBe(200);
    expect((await sessionOf(me)).expiresAt.getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);

    await idleFor(me);
    expect((await h.call(me, { method: 'POST', url: '/api/session/keep_alive' })).statusCode).toBe(204);
    expect((await sessionOf(me)).expiresAt.getTime()).toBeGreaterThan(Date.now() + 25 * 60_000);
  });

  it('ends once idle: the next call is anonymous with the guest header', async () => {
    const me = await h.signIn(demo.vendor);
    await h.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.csrfToken, me.csrf));
    const poll = await h.call(me, { url: '/api/status/latest_revision' });
    expect(poll.statusCode).toBe(200);
    expect(poll.headers[GUEST_HEADER]).toBe('1');
    expect((await h.call(me, { url: '/api/users' })).statusCode).toBe(401);
  });
});

describe('SESSION_SECRET', () => {
  const secret = 'a'.repeat(40);
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ SESSION_SECRET: secret });
  });
  afterAll(async () => h.close());

  /** Another server process on the same database, started with `sessionSecret`. */
  const usersCallOnServerWith = async (sessionSecret: string, me: SignedIn) => {
    const other = await buildApp({
      config: testConfig({ SESSION_SECRET: sessionSecret }),
      database: h.database,
      jobs: undefined,
    });
    try {
      return await other.inject({ url: '/api/users', headers: { cookie: me.cookie } });
    } finally {
      await other.close();
    }
  };

  it('keys the stored session: the table holds no plain hash of the cookie token', async () => {
    const me = await h.signIn(demo.vendor);
    const token = me.cookie.slice(`${SESSION_COOKIE}=`.length);
    const stored = (await h.database.db.select({ id: sessions.id }).from(sessions)).map((r) => r.id);
    expect(stored).toHaveLength(1);
    expect(stored).not.toContain(token);
    expect(stored).not.toContain(createHash('sha256').update(token).digest('hex'));
  });

  it('keeps sessions across servers sharing the secret and ends them all when it changes', async () => {
    const me = await h.signIn(demo.clientadmin);
    expect((await usersCallOnServerWith(secret, me)).statusCode).toBe(200);
    const changed = await usersCallOnServerWith('b'.repeat(40), me);
    expect(changed.statusCode).toBe(401);
    expect(changed.headers[GUEST_HEADER]).toBe('1');
  });
});
