import pg from 'pg';
import type { Database } from '../../db/database.js';

/**
 * One database session for bulk work: raw SQL on a single connection, inside a transaction when
 * opened with `withTransaction`. The embedded engine has one session anyway; on PostgreSQL a
 * dedicated client is opened so every statement of a load runs in the same transaction.
 */
export interface SqlSession {
  readonly kind: 'pglite' | 'postgres';
  query<T extends Record<string, unknown> = Record<string, unknown>>(
    text: string,
    params?: unknown[],
  ): Promise<T[]>;
  /**
   * `COPY ... FROM '/dev/blob'` with the given bytes (embedded engine only: PGlite reads the blob
   * in-process). Undefined on PostgreSQL, where multi-row inserts are used instead.
   */
  copyFromBlob?(copySql: string, data: Uint8Array): Promise<void>;
}

/** Runs `work` in one transaction: everything it writes commits together or not at all. */
export async function withTransaction<T>(
  database: Database,
  work: (session: SqlSession) => Promise<T>,
): Promise<T> {
  if (database.kind === 'pglite') {
    const pglite = database.pglite;
    if (!pglite) throw new Error('the embedded database is not open');
    // PGlite's transaction holds its connection: other queries of this process wait until it ends.
    return pglite.transaction(async (tx) =>
      work({
        kind: 'pglite',
        async query<R extends Record<string, unknown>>(text: string, params?: unknown[]) {
          return (await tx.query<R>(text, params)).rows;
        },
        async copyFromBlob(copySql: string, data: Uint8Array) {
          await tx.query(copySql, [], { blob: new Blob([data as Uint8Array<ArrayBuffer>]) });
        },
      }),
    );
  }
  if (!database.connectionString) throw new Error('no PostgreSQL connection string');
  const client = new pg.Client({ connectionString: database.connectionString });
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('begin');
    const result = await work({
      kind: 'postgres',
      async query<R extends Record<string, unknown>>(text: string, params?: unknown[]) {
        return (await client.query<R>(text, params)).rows;
      },
    });
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A session without a transaction (reads, status). */
export function sessionOf(database: Database): SqlSession {
  const pglite = database.pglite;
  return {
    kind: database.kind,
    query: (text, params) => database.query(text, params),
    ...(pglite
      ? {
          async copyFromBlob(copySql: string, data: Uint8Array) {
            await pglite.query(copySql, [], { blob: new Blob([data as Uint8Array<ArrayBuffer>]) });
          },
        }
      : {}),
  };
}
