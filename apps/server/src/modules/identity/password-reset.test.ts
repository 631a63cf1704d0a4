import { IDENTITY_MESSAGES } from '@fin-atlas/domain';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import type { Db } from '../../db/database.js';
import * as schema from '../../db/schema/index.js';
import type { DispatchedMail, Mailer, OutgoingMail } from '../../mail/mailer.js';
import { demo } from '../../test/identity-harness.js';
import { testConfig } from '../../test/test-config.js';
import { openTestDatabase, type TestDatabase } from '../../test/test-database.js';

/**
 * A mailer that keeps what it is given; `dispatch` is the only way reset mail may leave. What was
 * dispatched is composed only when the test asks (`composed`), as the real mailer composes it after
 * the answer: reading the template is no statement of the request.
 */
function recordingMailer() {
  const sent: OutgoingMail[] = [];
  const dispatched: DispatchedMail[] = [];
  const mailer: Mailer = {
    delivery: 'stored',
    async send(mail) {
      sent.push(mail);
    },
    dispatch(mail) {
      dispatched.push(mail);
    },
    async settled() {},
  };
  const composed = () => Promise.all(dispatched.map((m) => (typeof m === 'function' ? m() : m)));
  return { mailer, sent, dispatched, composed };
}

/**
 * Whether an address has an account must not show in the answer, nor in the work done for it: a
 * known address that does more (issue a token, store a mail) answers measurably later. Timings are
 * never asserted; the statements each request runs are compared instead.
 */
describe('password reset does the same work for known and unknown addresses', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let pool: pg.Pool | undefined;
  const statements: string[] = [];
  const mail = recordingMailer();

  beforeAll(async () => {
    database = await openTestDatabase({ demo: true });
    const logger = { logQuery: (query: string) => statements.push(query) };
    let db: Db;
    if (database.pglite) {
      db = drizzlePglite({ client: database.pglite, schema, logger }) as unknown as Db;
    } else {
      pool = new pg.Pool({ connectionString: database.connectionString, max: 2 });
      db = drizzleNodePostgres({ client: pool, schema, logger }) as unknown as Db;
    }
    app = await buildApp({
      config: testConfig(),
      database: { ...database, db },
      jobs: undefined,
      mailer: mail.mailer,
    });
  });
  afterAll(async () => {
    await app.close();
    await pool?.end();
    await database.drop();
  });

  const forgot = async (email: string) => {
    statements.length = 0;
    const res = await app.inject({
      method: 'POST',
      url: '/api/password/forgot',
      payload: { email },
      headers: { 'x-csrf-token': 'anonymous' },
    });
    return { res, statements: [...statements] };
  };

  it('runs the same statements, token derivation included, and answers identically', async () => {
    // The first request fills per-process caches (the site by host name); compare the ones after.
    await forgot('warm-up@nowhere.test');
    const unknown = await forgot('ghost@nowhere.test');
    const known = await forgot(demo.vendor);
    const inactiveOrUnknownAgain = await forgot('another-ghost@nowhere.test');

    expect(known.res.statusCode).toBe(200);
    expect(unknown.res.statusCode).toBe(200);
    expect(unknown.res.body).toBe(known.res.body);
    expect(known.res.json().message).toBe(IDENTITY_MESSAGES.resetRequested);

    expect(known.statements).toEqual(unknown.statements);
    expect(inactiveOrUnknownAgain.statements).toEqual(unknown.statements);
    // Both derived and inserted a token: for the unknown address the insert matched no user.
    expect(unknown.statements.some((s) => /insert into user_tokens/i.test(s))).toBe(true);

    // The mail leaves beside the response, never awaited in it, and only for the real account.
    expect(mail.sent).toEqual([]);
    const dispatched = await mail.composed();
    expect(dispatched.map((m) => m.to)).toEqual([demo.vendor]);
    const token = /\/new_password\/([\w-]+)\/edit/.exec(dispatched[0]?.text ?? '')?.[1];
    const link = await app.inject({ url: `/api/password/reset/${token}` });
    expect(link.statusCode).toBe(200);
    expect(link.json()).toEqual({ email: demo.vendor });
  });
});
