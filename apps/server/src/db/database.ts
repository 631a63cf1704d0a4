import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Schema = typeof schema;
/** One Drizzle handle type for both engines: modules never know which one runs underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseTarget =
  | {
      kind: 'pglite';
      dataDir: string | undefined;
      /** A dumped data directory to start from (tests copy a prepared template instead of migrating). */
      loadDataDir?: Blob;
    }
  | { kind: 'postgres'; connectionString: string };

export interface Database {
  readonly kind: DatabaseTarget['kind'];
  readonly db: Db;
  /** Set for the embedded engine: pg-boss and bulk loads talk to it directly. */
  readonly pglite: PGlite | undefined;
  /** Set for PostgreSQL: pg-boss opens its own pool with it. */
  readonly connectionString: string | undefined;
  /** Runs raw SQL on a single session; the embedded engine has only one. */
  query<T extends Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  ping(): Promise<void>;
  close(): Promise<void>;
}

export function databaseTarget(databaseUrl: string | undefined, dataDir: string): DatabaseTarget {
  return databaseUrl
    ? { kind: 'postgres', connectionString: databaseUrl }
    : { kind: 'pglite', dataDir: `${dataDir.replace(/\/+$/, '')}/pglite` };
}

/** `dataDir: undefined` opens an in-memory embedded database (tests). */
export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'pglite') {
    // Extensions must be handed to PGlite on every open, not only the one that created them.
    const pglite = await PGlite.create({
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
      extensions: { pg_trgm },
    });
    const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
    return {
      kind: 'pglite',
      db,
      pglite,
      connectionString: undefined,
      async query<T extends Record<string, unknown>>(text: string, params?: unknown[]) {
        return (await pglite.query<T>(text, params)).rows;
      },
      async ping() {
        await db.execute(sql`select 1`);
      },
      async close() {
        if (!pglite.closed) await pglite.close();
      },
    };
  }
  const pool = new pg.Pool({ connectionString: target.connectionString, max: 10 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    pglite: undefined,
    connectionString: target.connectionString,
    async query<T extends Record<string, unknown>>(text: string, params?: unknown[]) {
      return (await pool.query<T>(text, params)).rows;
    },
    async ping() {
      await pool.query('select 1');
    },
    async close() {
      await pool.end();
    },
  };
}
