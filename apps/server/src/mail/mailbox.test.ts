import { IDENTITY_MESSAGES } from '@fin-atlas/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { mailOutbox } from '../db/schema/index.js';
import { demo, type Harness, startHarness } from '../test/identity-harness.js';

const forgotPassword = (h: Harness, email: string) =>
  h.call(null, { method: 'POST', url: '/api/password/forgot', payload: { email } });

describe('dev mailbox without SMTP_URL (the embedded default)', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  it('keeps outgoing mail and shows it to FIN Admins, newest first', async () => {
    await forgotPassword(h, demo.vendor);
    const admin = await h.signIn(demo.superadmin);
    // Reset mail is dispatched beside the answer, so it may be stored a moment later.
    const mailbox = await vi.waitFor(async () => {
      const res = await h.call(admin, { url: '/api/super_admin/mailbox' });
      expect(res.json().messages[0]?.subject).toBe('Reset your FIN Atlas password');
      return res;
    });
    expect(mailbox.statusCode).toBe(200);
    expect(mailbox.json().delivery).toBe('stored');
    expect(mailbox.json().messages[0]).toMatchObject({
      to: demo.vendor,
      subject: 'Reset your FIN Atlas password',
      text: expect.stringMatching(/\/new_password\/[\w-]+\/edit/),
    });
    const vendor = await h.signIn(demo.vendor);
    expect((await h.call(vendor, { url: '/api/super_admin/mailbox' })).statusCode).toBe(403);
  });
});

describe('mail with SMTP_URL', () => {
  let h: Harness;
  beforeAll(async () => {
    // Nothing listens on the discard port: delivery fails, which must not reach the user's flow.
    h = await startHarness({ SMTP_URL: 'smtp://127.0.0.1:9' });
  });
  afterAll(async () => h.close());

  it('keeps no copy of any message, and the mailbox says mail goes out by SMTP', async () => {
    const reset = await forgotPassword(h, demo.vendor);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(IDENTITY_MESSAGES.resetRequested);
    const unverified = await h.call(null, {
      method: 'POST',
      url: '/api/session',
      payload: { email: demo.unverified, password: 'Demo-2026!' },
    });
    expect(unverified.statusCode).toBe(423);

    expect(await h.database.db.select().from(mailOutbox)).toEqual([]);
    const admin = await h.signIn(demo.superadmin);
    const mailbox = await h.call(admin, { url: '/api/super_admin/mailbox' });
    expect(mailbox.statusCode).toBe(200);
    expect(mailbox.json()).toEqual({ delivery: 'smtp', messages: [] });
  });
});
