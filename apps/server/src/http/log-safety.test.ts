import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app.js';
import { testConfig } from '../test/test-config.js';
import { openTestDatabase, type TestDatabase } from '../test/test-database.js';
import { safeErrorSerializer } from './log-safety.js';

const HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$Zm9yZ2VkaGFzaHZhbHVl';
const SECRET = 'sso-client-secret-4f9a';

function failedQuery(): Error {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_email"'), {
    code: '23505',
    detail: `Key (password_hash)=(${HASH}) already exists.`,
  });
  return new DrizzleQueryError(
    'update users set password_hash = $1, client_secret = $2',
    [HASH, SECRET],
    cause,
  );
}

describe('logs never carry bound query values', () => {
  it('strips them from the message, the stack, the fields and every cause', () => {
    const text = JSON.stringify(safeErrorSerializer(failedQuery()));
    expect(text).toContain('Failed query: update users set password_hash = $1');
    expect(text).toContain('duplicate key value');
    expect(text).not.toContain(HASH);
    expect(text).not.toContain(SECRET);
  });

  describe('through the app’s own logger', () => {
    let database: TestDatabase;
    const lines: string[] = [];
    beforeAll(async () => {
      database = await openTestDatabase({ demo: false });
    });
    afterAll(async () => database.drop());

    it('logs a failed query of a route without its parameters', async () => {
      const logStream = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const app = await buildApp({
        config: testConfig({ LOG_LEVEL: 'error' }),
        database,
        jobs: undefined,
        logStream,
      });
      app.get(
        '/api/test/failing_query',
        { config: { access: { public: true } }, schema: { response: { 500: z.unknown() } } },
        async () => {
          throw failedQuery();
        },
      );
      const res = await app.inject({ url: '/api/test/failing_query' });
      await app.close();
      expect(res.statusCode).toBe(500);
      const logged = lines.join('');
      expect(logged).toContain('unhandled error');
      expect(logged).toContain('Failed query');
      expect(logged).not.toContain(HASH);
      expect(logged).not.toContain(SECRET);
    });
  });
});
