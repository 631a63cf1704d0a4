import { IDENTITY_MESSAGES } from '@fin-atlas/domain';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { emailVerifications, mailOutbox, mailRequests } from '../../db/schema/index.js';
import { demo, type Harness, startHarness } from '../../test/identity-harness.js';
import { MAX_MAIL_REQUESTS_PER_IP, MAX_MAILS_PER_ADDRESS } from './mail-limits.js';

const REQUESTS = 34;

describe('mail a request triggers is rate limited per address and per IP', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => h.close());

  const post = (url: string, payload: object, ip = '127.0.0.1') =>
    h.call(null, { method: 'POST', url, payload, remoteAddress: ip });
  const forgot = (email: string, ip?: string) => post('/api/password/forgot', { email }, ip);
  const resend = (email: string, ip?: string) => post('/api/verify_email/resend', { email }, ip);
  const signUp = (email: string, ip?: string) =>
    post(
      '/api/sign_up',
      {
        user_name: 'Sam Probe',
        email,
        password: 'velvet quarry lantern orbit',
        company_type: 'Consultant',
        company_name: 'Probe Advisory',
        accept_terms: true,
      },
      ip,
    );
  const mailsTo = async (email: string) =>
    (await h.database.db.select({ n: count() }).from(mailOutbox).where(eq(mailOutbox.to, email)))[0]?.n ?? 0;
  /** Mails the requests decided to send; recorded before each answer, unlike the dispatched mail. */
  const decidedFor = async (email: string) =>
    (
      await h.database.db
        .select({ n: count() })
        .from(mailRequests)
        .where(and(eq(mailRequests.email, email), eq(mailRequests.sent, true)))
    )[0]?.n ?? 0;

  it(`sends at most ${MAX_MAILS_PER_ADDRESS} reset mails for ${REQUESTS} quick requests, answering each the same`, async () => {
    const answers = [];
    for (let i = 0; i < REQUESTS; i++) answers.push(await forgot(demo.vendor));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual({ message: IDENTITY_MESSAGES.resetRequested });
    }
    expect(await decidedFor(demo.vendor)).toBe(MAX_MAILS_PER_ADDRESS);
    await vi.waitFor(async () => expect(await mailsTo(demo.vendor)).toBe(MAX_MAILS_PER_ADDRESS));
  });

  it('holds the address limit when the requests come from many IPs', async () => {
    for (let i = 0; i < REQUESTS; i++) {
      expect((await forgot(demo.fi, `198.51.100.${i + 1}`)).statusCode).toBe(200);
    }
    expect(await decidedFor(demo.fi)).toBe(MAX_MAILS_PER_ADDRESS);
    await vi.waitFor(async () => expect(await mailsTo(demo.fi)).toBe(MAX_MAILS_PER_ADDRESS));
  });

  it('limits the "already signed up" notice a taken address receives', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await signUp(demo.clientadmin, `192.0.2.${i + 1}`);
      expect(res.statusCode).toBe(201);
      expect(res.json().message).toBe(IDENTITY_MESSAGES.signUpAccepted);
    }
    expect(await mailsTo(demo.clientadmin)).toBe(MAX_MAILS_PER_ADDRESS);
  });

  it('limits verification codes, past the once-a-minute guard, and answers as for an unknown address', async () => {
    const userId = await h.userId(demo.unverified);
    const answers = [];
    for (let i = 0; i < 6; i++) {
      // As if a minute had passed since the last code: only the address limit can stop this one.
      await h.database.db
        .update(emailVerifications)
        .set({ createdAt: new Date(Date.now() - 2 * 60_000) })
        .where(eq(emailVerifications.userId, userId));
      answers.push(await resend(demo.unverified, `192.0.2.${100 + i}`));
    }
    const unknown = await resend('nobody@probe.test', '192.0.2.200');
    for (const answer of answers) {
      expect(answer.statusCode).toBe(unknown.statusCode);
      expect(answer.json()).toEqual(unknown.json());
    }
    expect(await mailsTo(demo.unverified)).toBe(MAX_MAILS_PER_ADDRESS);
  });

  it('stops one IP after its quota of requests, for any address, without telling which addresses exist', async () => {
    const ip = '203.0.113.7';
    for (let i = 0; i < MAX_MAIL_REQUESTS_PER_IP; i++) {
      expect((await forgot(`probe-${i}@probe.test`, ip)).statusCode).toBe(200);
    }
    // Reset keeps its usual answer and sends nothing, even to a real address.
    const before = await mailsTo(demo.partner);
    const reset = await forgot(demo.partner, ip);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().message).toBe(IDENTITY_MESSAGES.resetRequested);
    // Explicit requests for mail are told to wait, with the error envelope.
    for (const res of [await resend(demo.unverified, ip), await signUp('late@probe.test', ip)]) {
      expect(res.statusCode).toBe(429);
      expect(res.json().error).toMatchObject({
        code: 'too_many_requests',
        message: IDENTITY_MESSAGES.tooManyMailRequests,
      });
    }
    expect(await h.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'late@probe.test'))).toEqual(
      [],
    );
    // Another IP is unaffected.
    expect((await forgot(demo.partner, '203.0.113.8')).statusCode).toBe(200);
    await vi.waitFor(async () => expect(await mailsTo(demo.partner)).toBe(before + 1));
  });
});
