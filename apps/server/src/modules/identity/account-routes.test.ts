import { IDENTITY_MESSAGES, MESSAGES } from '@fin-atlas/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailVerifications, users } from '../../db/schema/index.js';
import { demo, type Harness, startHarness } from '../../test/identity-harness.js';

const codeIn = (subject: string | undefined) => subject?.match(/(\d{6})$/)?.[1] ?? '';
const linkIn = (text: string | undefined, pattern: RegExp) => text?.match(pattern)?.[1] ?? '';

describe('sign-up and e-mail verification', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  const signUp = (email: string, password = 'Sunrise-2026') =>
    h.call(null, {
      method: 'POST',
      url: '/api/sign_up',
      payload: {
        user_name: 'Dana Lee',
        email,
        password,
        company_type: 'Consultant',
        company_name: 'Lee Advisory',
        accept_terms: true,
      },
    });

  it('signs up, refuses sign-in until verified, rejects a wrong code, then accepts the mailed one', async () => {
    const email = 'dana@leeadvisory.test';
    const created = await signUp(email);
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toBe(IDENTITY_MESSAGES.signUpAccepted);

    const early = await h.call(null, {
      method: 'POST',
      url: '/api/session',
      payload: { email, password: 'Sunrise-2026' },
    });
    expect(early.statusCode).toBe(423);

    const code = codeIn((await h.latestMail(email))?.subject);
    const wrong = code === '000000' ? '111111' : '000000';
    const bad = await h.call(null, {
      method: 'POST',
      url: '/api/verify_email',
      payload: { email, code: wrong },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.message).toBe(MESSAGES.validation.invalidToken);

    const ok = await h.call(null, { method: 'POST', url: '/api/verify_email', payload: { email, code } });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe(IDENTITY_MESSAGES.verified);
    // Verification does not sign anyone in: the user signs in again.
    expect(ok.cookies).toHaveLength(0);
    const session = await h.signIn(email, 'Sunrise-2026');
    const me = await h.call(session, { url: '/api/users' });
    expect(me.json()).toMatchObject({ role: { name: 'Guest' }, company_type: 'Consultant' });
    expect(Object.values(me.json().module_permission).every((v) => v === false)).toBe(true);
  });

  it('gives a taken address the same answer and creates nothing, but tells its owner', async () => {
    const res = await signUp(demo.fi);
    const fresh = await signUp('fresh@leeadvisory.test');
    expect(res.statusCode).toBe(fresh.statusCode);
    expect(res.json()).toEqual(fresh.json());
    expect(res.json().message).toBe(IDENTITY_MESSAGES.signUpAccepted);
    const rows = await h.database.db.select().from(users).where(eq(users.email, demo.fi));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.userName).toBe('Morgan Patel');
    expect((await h.latestMail(demo.fi))?.subject).toBe('Someone tried to sign up with your e-mail address');
  });

  it('enforces the password policy with a field-level message naming the rule', async () => {
    const res = await signUp('weak@leeadvisory.test', 'password');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details).toEqual([
      {
        path: 'password',
        message:
          'Password needs at least 12 characters and to be hard to guess (not a common password, word or pattern).',
      },
    ]);
  });

  it('refuses common, patterned and blank passwords however long, and accepts a random passphrase', async () => {
    for (const password of ['Password1!', 'password12', 'passwordpassword', ' '.repeat(12), 'Password123!']) {
      const res = await signUp('weak@leeadvisory.test', password);
      expect(res.statusCode, password).toBe(422);
      expect(res.json().error.details[0].path).toBe('password');
    }
    // The user's own name and company are among the first guesses.
    const own = await signUp('weak@leeadvisory.test', 'leeadvisory2026');
    expect(own.statusCode).toBe(422);
    expect(await h.database.db.select().from(users).where(eq(users.email, 'weak@leeadvisory.test'))).toEqual(
      [],
    );
    expect((await signUp('strong@leeadvisory.test', 'velvet quarry lantern orbit')).statusCode).toBe(201);
  });

  it('resends a code at most once a minute, and the new code replaces the old one', async () => {
    const email = 'resend@leeadvisory.test';
    await signUp(email);
    const first = await h.latestMail(email);
    const resend = (to: string) =>
      h.call(null, { method: 'POST', url: '/api/verify_email/resend', payload: { email: to } });

    const tooSoon = await resend(email);
    expect(tooSoon.statusCode).toBe(200);
    expect(tooSoon.json().message).toBe(IDENTITY_MESSAGES.verificationResent);
    expect((await h.latestMail(email))?.id).toBe(first?.id);

    // A minute later the user asks again.
    const userId = await h.userId(email);
    await h.database.db
      .update(emailVerifications)
      .set({ createdAt: new Date(Date.now() - 2 * 60_000) })
      .where(eq(emailVerifications.userId, userId));
    const again = await resend(email);
    expect(again.json()).toEqual(tooSoon.json());
    const second = await h.latestMail(email);
    expect(second?.id).toBeGreaterThan(first?.id ?? 0);
    const oldCode = codeIn(first?.subject);
    const newCode = codeIn(second?.subject);
    if (oldCode !== newCode) {
      const stale = await h.call(null, {
        method: 'POST',
        url: '/api/verify_email',
        payload: { email, code: oldCode },
      });
      expect(stale.statusCode).toBe(422);
    }
    const ok = await h.call(null, {
      method: 'POST',
      url: '/api/verify_email',
      payload: { email, code: newCode },
    });
    expect(ok.statusCode).toBe(200);
  });

  it('answers a resend for an unknown or already verified address the same way, mailing nothing', async () => {
    const before = await h.latestMail(demo.vendor);
    const verified = await h.call(null, {
      method: 'POST',
      url: '/api/verify_email/resend',
      payload: { email: demo.vendor },
    });
    const unknown = await h.call(null, {
      method: 'POST',
      url: '/api/verify_email/resend',
      payload: { email: 'nobody@leeadvisory.test' },
    });
    expect(verified.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(verified.json());
    expect((await h.latestMail(demo.vendor))?.id).toBe(before?.id);
    expect(await h.latestMail('nobody@leeadvisory.test')).toBeUndefined();
  });

  it('stops accepting codes after five wrong guesses', async () => {
    const email = 'guess@leeadvisory.test';
    await signUp(email);
    const code = codeIn((await h.latestMail(email))?.subject);
    for (let i = 0; i < 5; i++) {
      const guess = String((Number(code) + i + 1) % 1_000_000).padStart(6, '0');
      await h.call(null, { method: 'POST', url: '/api/verify_email', payload: { email, code: guess } });
    }
    const late = await h.call(null, { method: 'POST', url: '/api/verify_email', payload: { email, code } });
    expect(late.statusCode).toBe(422);
  });
});

describe('password reset', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  it('answers the same for unknown addresses and mails a working single-use link to real ones', async () => {
    const unknown = await h.call(null, {
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email: 'ghost@nowhere.test' },
    });
    const known = await h.call(null, {
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email: demo.vendor },
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json().message).toBe(IDENTITY_MESSAGES.resetRequested);
    expect(await h.latestMail('ghost@nowhere.test')).toBeUndefined();

    // Both requests leave the same trace for FIN Admins, so probing for accounts shows up too.
    const admin = await h.signIn(demo.superadmin);
    const requests = (
      await h.call(admin, { url: '/api/super_admin/audit_log?q=password_reset_requested' })
    ).json().entries;
    expect(requests.map((e: { details: unknown }) => e.details)).toEqual([
      { email: demo.vendor, matched: true, mailed: true },
      { email: 'ghost@nowhere.test', matched: false, mailed: false },
    ]);

    const before = await h.signIn(demo.vendor);
    // The mail is dispatched beside the answer: it may be stored a moment after it.
    const mail = await vi.waitFor(async () => {
      const latest = await h.latestMail(demo.vendor);
      expect(latest?.subject).toBe('Reset your FIN Atlas password');
      return latest;
    });
    const token = linkIn(mail?.text, /\/new_password\/([\w-]+)\/edit/);
    expect((await h.call(null, { url: `/api/password/reset/${token}` })).json()).toEqual({
      email: demo.vendor,
    });

    const mismatch = await h.call(null, {
      method: 'PUT',
      url: `/api/password/reset/${token}`,
      payload: { password: 'Moonrise-2027', password_confirmation: 'Moonrise-2028' },
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().error.details[0].path).toBe('password_confirmation');

    const weak = await h.call(null, {
      method: 'PUT',
      url: `/api/password/reset/${token}`,
      payload: { password: 'Password123!', password_confirmation: 'Password123!' },
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().error.details).toEqual([
      {
        path: 'password',
        message: 'Password needs to be hard to guess (not a common password, word or pattern).',
      },
    ]);

    const done = await h.call(null, {
      method: 'PUT',
      url: `/api/password/reset/${token}`,
      payload: { password: 'Moonrise-2027', password_confirmation: 'Moonrise-2027' },
    });
    expect(done.statusCode).toBe(200);
    expect((await h.call(before, { url: '/api/users' })).statusCode).toBe(401);
    await expect(h.signIn(demo.vendor)).rejects.toThrow(/401/);
    await h.signIn(demo.vendor, 'Moonrise-2027');

    const reused = await h.call(null, { url: `/api/password/reset/${token}` });
    expect(reused.statusCode).toBe(404);
    expect(reused.json().error.message).toBe(IDENTITY_MESSAGES.resetLinkInvalid);
  });
});

describe('invitations', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  it('lets a client admin invite a user who then registers into that client group', async () => {
    const admin = await h.signIn(demo.clientadmin);
    const created = await h.call(admin, {
      method: 'POST',
      url: '/api/admin/users',
      payload: {
        user_name: 'New Hire',
        email: 'new.hire@summitridge.test',
        role: 'User',
        company_type: 'Vendor',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      email_verified: false,
      client_group: { name: 'Summit Ridge Software (demo)' },
    });

    const token = linkIn(
      (await h.latestMail('new.hire@summitridge.test'))?.text,
      /invite_register\?token=([\w-]+)/,
    );
    const info = await h.call(null, { url: `/api/invitations/${token}` });
    expect(info.json()).toEqual({
      email: 'new.hire@summitridge.test',
      user_name: 'New Hire',
      group_name: 'Summit Ridge Software (demo)',
    });
    const weak = await h.call(null, {
      method: 'POST',
      url: `/api/invitations/${token}`,
      payload: { user_name: 'Nia Hire', password: 'Welcome-2026', accept_terms: true },
    });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().error.details[0].path).toBe('password');
    const accepted = await h.call(null, {
      method: 'POST',
      url: `/api/invitations/${token}`,
      payload: { user_name: 'Nia Hire', password: 'Nia-Invite-2026', accept_terms: true },
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({
      user_name: 'Nia Hire',
      module_permission: { fin_query: true },
    });
    expect((await h.call(null, { url: `/api/invitations/${token}` })).statusCode).toBe(404);
  });
});
